import type { Example } from "../example";

export const moved: Example = {
  id: "moved",
  title: "Refactoring with moved blocks",
  description: "Rename a resource, add count to it or move it into a module without destroying anything, using moved blocks.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `# Version 1 of this configuration. Follow README.md to refactor it.

resource "terraform_data" "web" {
  input = "web server"
}

resource "terraform_data" "worker" {
  input = "background worker"
}

resource "terraform_data" "queue" {
  input = "job queue"
}
`,
    "refactored.tf.txt": `# Version 2, after the refactoring. This file ends in .txt so Terraform
# ignores it until you rename it (see README.md).

# 1. A rename: terraform_data.web becomes terraform_data.frontend.
resource "terraform_data" "frontend" {
  input = "web server"
}

moved {
  from = terraform_data.web
  to   = terraform_data.frontend
}

# 2. A single resource gets count = 2. Terraform moves the existing
#    object to worker[0] by itself: no moved block needed for that one.
resource "terraform_data" "worker" {
  count = 2
  input = "background worker \${count.index}"
}

# 3. A resource moves into a module.
module "queue" {
  source = "./modules/queue"
}

moved {
  from = terraform_data.queue
  to   = module.queue.terraform_data.this
}
`,
    "modules/queue/main.tf": `resource "terraform_data" "this" {
  input = "job queue"
}
`,
    "README.md": `# Refactoring with moved blocks

Terraform knows each object by its address. Rename a resource and, to
Terraform, the old one is gone (destroy) and a new one appeared
(create). A \`moved\` block says the object only changed address.

1. Press **Apply**: the three resources of \`main.tf\` are created.
2. Delete \`main.tf\` and rename \`refactored.tf.txt\` to
   \`refactored.tf\`.
3. Press **Plan**. Instead of destroying and recreating, the plan says
   \`terraform_data.web has moved to terraform_data.frontend\` and
   \`terraform_data.queue has moved to module.queue.terraform_data.this\`;
   \`terraform_data.worker[0]\` is *moved from terraform_data.worker* and
   only its input changes; \`worker[1]\` is new.
4. Apply, then look at the **State** tab: the objects kept their ids.

Keep moved blocks for as long as someone may still apply an older
state; removing one later is safe once every state has moved.

On a fresh state, as here at first, a \`moved\` block has nothing to move
and plans nothing.
`,
  },
};
