import type { Example } from "../example";

export const locals: Example = {
  id: "locals",
  title: "Locals",
  description: "Named expressions: naming conventions, shared tags and values computed once and used everywhere.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
  files: {
    "variables.tf": `variable "project" {
  type    = string
  default = "Checkout"
}

variable "environment" {
  type    = string
  default = "staging"
}

variable "extra_tags" {
  type    = map(string)
  default = { cost_center = "42" }
}
`,
    "locals.tf": `# A local value names an expression so that you write it once. Unlike a
# variable, it cannot be set from outside; unlike an output, it is not
# shown anywhere. Locals may refer to each other, in any order.

locals {
  # A naming convention, applied everywhere through local.prefix.
  prefix = "\${lower(var.project)}-\${local.env_short}"

  env_short = substr(var.environment, 0, 4)

  # Tags every resource carries: the defaults merged with the caller's.
  common_tags = merge(
    {
      project     = var.project
      environment = var.environment
      managed_by  = "terraform"
    },
    var.extra_tags,
  )

  is_production = var.environment == "production"
}

# Several locals blocks are allowed; all share one namespace.
locals {
  services = ["api", "worker", "web"]
}
`,
    "main.tf": `resource "terraform_data" "service" {
  for_each = toset(local.services)

  input = {
    name     = "\${local.prefix}-\${each.key}"
    replicas = local.is_production ? 3 : 1
    tags     = local.common_tags
  }
}

output "names" {
  value = [for s in terraform_data.service : s.input.name]
}

# Try in the Console tab: local.prefix, local.common_tags
`,
  },
};
