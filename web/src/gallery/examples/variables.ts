import type { Example } from "../example";

export const variables: Example = {
  id: "variables",
  title: "Variables and validation",
  description: "Typed variables with defaults, optional() attributes, validation rules and a tfvars file.",
  planSummary: "Plan: 1 to add, 0 to change, 0 to destroy.",
  files: {
    "variables.tf": `variable "environment" {
  type        = string
  description = "Where this runs."

  validation {
    condition     = contains(["dev", "staging", "prod"], var.environment)
    error_message = "The environment must be dev, staging or prod."
  }
}

variable "server" {
  type = object({
    size  = string
    disks = optional(number, 1)
    tags  = optional(map(string), {})
  })
}

variable "db_password" {
  type      = string
  sensitive = true
  default   = "change-me-please"

  validation {
    condition     = length(var.db_password) >= 12
    error_message = "The password needs at least 12 characters."
  }
}
`,
    "main.tf": `resource "terraform_data" "server" {
  input = {
    name  = "app-\${var.environment}"
    size  = var.server.size
    disks = var.server.disks
    tags  = merge({ environment = var.environment }, var.server.tags)
  }
}

output "server" {
  value = terraform_data.server.output
}
`,
    "terraform.tfvars": `# Try environment = "test" and plan: the validation fails.
environment = "dev"

server = {
  size = "small"
}
`,
  },
};
