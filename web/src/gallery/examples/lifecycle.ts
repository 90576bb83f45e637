import type { Example } from "../example";

export const lifecycle: Example = {
  id: "lifecycle",
  title: "The lifecycle block",
  description: "create_before_destroy, prevent_destroy, ignore_changes and replace_triggered_by, with the steps to see each one act.",
  planSummary: "Plan: 5 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `variable "release" {
  type    = string
  default = "v1"
}

variable "image" {
  type    = string
  default = "app:1.0"
}

# create_before_destroy: when this must be replaced, the new one is
# created first and the old one destroyed after, so there is no gap.
# The plan then says "+/- create replacement and then destroy" instead of
# "-/+ destroy and then create replacement".
resource "terraform_data" "server" {
  input            = var.image
  triggers_replace = [var.image]

  lifecycle {
    create_before_destroy = true
  }
}

# prevent_destroy: any plan that would destroy this is an error.
resource "terraform_data" "database" {
  input = "orders-db"

  lifecycle {
    prevent_destroy = true
  }
}

# ignore_changes: later changes to these arguments are not planned.
# Typical when something outside Terraform edits them.
resource "terraform_data" "autoscaled" {
  input = {
    min_size = 2
    desired  = 3 # an autoscaler changes this after creation
  }

  lifecycle {
    ignore_changes = [input]
  }
}

# replace_triggered_by: replace this whenever the referenced resource (or
# one of its attributes) changes.
resource "terraform_data" "release" {
  input = var.release
}

resource "terraform_data" "cache" {
  input = "warm cache"

  lifecycle {
    replace_triggered_by = [terraform_data.release]
  }
}
`,
    "README.md": `# The lifecycle block

A fresh plan just creates five resources: the lifecycle settings act on
later changes. Press **Apply** first, then try each step and **Plan**:

1. **create_before_destroy**: set \`image\` to \`"app:2.0"\` (in the
   Variables panel, or edit its default). The plan says
   \`+/- create replacement and then destroy\`.
2. **prevent_destroy**: press **Destroy**. Planning fails with
   *Instance cannot be destroyed* for \`terraform_data.database\`. Set
   \`prevent_destroy = false\` to allow it.
3. **ignore_changes**: change \`desired\` to 5: *No changes*. Terraform
   ignores the argument.
4. **replace_triggered_by**: set \`release\` to \`"v2"\`: the release is
   updated in place and the cache is replaced because of it.
`,
  },
};
