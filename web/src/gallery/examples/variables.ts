import type { Example } from "../example";

export const variables: Example = {
  id: "variables",
  title: "Variables: validation, optional(), sensitive, nullable",
  description: "Input variables with types, defaults, validation rules, optional object attributes, sensitive and non-nullable values.",
  planSummary: "Plan: 1 to add, 0 to change, 0 to destroy.",
  files: {
    "variables.tf": `variable "environment" {
  type        = string
  description = "Where this runs: dev, staging or prod."

  # A validation rule runs before anything is planned. The condition may
  # refer to the variable itself; error_message is shown when it is false.
  validation {
    condition     = contains(["dev", "staging", "prod"], var.environment)
    error_message = "The environment must be dev, staging or prod."
  }
}

# optional() attributes may be left out by the caller. The second
# argument is the default used when they are.
variable "server" {
  type = object({
    size  = string
    disks = optional(number, 1)
    tags  = optional(map(string), {})
    note  = optional(string) # no default: null when left out
  })
}

# sensitive hides the value in plan output and in the console. It is
# still stored in the state, so keep the state safe.
variable "db_password" {
  type      = string
  sensitive = true
  default   = "change-me-please"

  validation {
    condition     = length(var.db_password) >= 12
    error_message = "The password needs at least 12 characters."
  }
}

# nullable = false: passing null is the same as passing nothing, so the
# default applies. With the default (nullable = true), null is kept.
variable "replicas" {
  type     = number
  default  = 2
  nullable = false
}

variable "backup_window" {
  type    = string
  default = "03:00-04:00"
  # nullable = true is the default: null is a valid value here.
}
`,
    "terraform.tfvars": `# terraform.tfvars is loaded automatically.
# Try environment = "test" and plan: the validation rule fails.
environment = "dev"

server = {
  size = "small"
  # disks, tags and note are left out: see their values in the plan.
}

# null given explicitly: replicas keeps its default (nullable = false),
# backup_window becomes null (nullable by default).
replicas      = null
backup_window = null
`,
    "main.tf": `resource "terraform_data" "server" {
  input = {
    name          = "app-\${var.environment}"
    size          = var.server.size
    disks         = var.server.disks
    tags          = merge({ environment = var.environment }, var.server.tags)
    note          = coalesce(var.server.note, "no note")
    replicas      = var.replicas
    backup_window = var.backup_window
  }
}

# A sensitive value can only be output by an output marked sensitive.
# Remove sensitive = true below and plan to see the error.
output "password" {
  value     = var.db_password
  sensitive = true
}

output "server" {
  value = terraform_data.server.input
}
`,
  },
};
