import type { Example } from "../example";

export const count: Example = {
  id: "count",
  title: "count",
  description: "Several instances of one resource by number, count.index, splat references, and a resource made optional with count = 0 or 1.",
  planSummary: "Plan: 4 to add, 0 to change, 0 to destroy.",
  files: {
    "variables.tf": `variable "worker_count" {
  type    = number
  default = 3
}

variable "enable_monitoring" {
  type    = bool
  default = true
}
`,
    "main.tf": `# count makes N instances of the block: terraform_data.worker[0],
# terraform_data.worker[1], ... count.index is the instance's number.
resource "terraform_data" "worker" {
  count = var.worker_count

  input = {
    name = format("worker-%02d", count.index + 1)
    # Spread the workers over two zones.
    zone = element(["zone-a", "zone-b"], count.index)
  }
}

# count = 0 or 1 is the usual way to make a resource optional.
resource "terraform_data" "monitoring" {
  count = var.enable_monitoring ? 1 : 0

  input = {
    # [*] (the splat operator) takes an attribute from every instance.
    targets = terraform_data.worker[*].input.name
  }
}
`,
    "outputs.tf": `output "first_worker" {
  value = terraform_data.worker[0].input
}

output "worker_names" {
  value = terraform_data.worker[*].input.name
}

# one() returns the single element, or null when count was 0.
output "monitoring_targets" {
  value = one(terraform_data.monitoring[*].input.targets)
}

# Next: Apply, then set worker_count to 2 and plan: Terraform destroys
# worker[2], the last one. Removing an element from the middle of a list
# renumbers all those after it; for_each avoids that (see the for_each
# example).
`,
  },
};
