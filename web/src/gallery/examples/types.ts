import type { Example } from "../example";

export const types: Example = {
  id: "types",
  title: "Types and conversions",
  description: "The primitive and structural types, type constraints, and the conversions Terraform makes for you or on request.",
  planSummary: "Plan: 1 to add, 0 to change, 0 to destroy.",
  files: {
    "variables.tf": `# A type constraint says what a variable accepts. Terraform converts a
# value to the declared type when it can, and reports an error when not.

variable "port" {
  type    = number
  default = "8080" # a string, converted to the number 8080
}

variable "debug" {
  type    = bool
  default = "true" # "true" and "false" convert to bool
}

# list: ordered, every element of one type. Duplicates are kept.
variable "zones" {
  type    = list(string)
  default = ["a", "b", "a"]
}

# map: keys are always strings, values all of one type.
variable "limits" {
  type = map(number)
  default = {
    cpu    = 2
    memory = "512" # converted to a number like every other value
  }
}

# object: named attributes, each with its own type.
variable "owner" {
  type = object({
    name  = string
    email = string
    admin = bool
  })
  default = {
    name  = "Ada"
    email = "ada@example.com"
    admin = false
    team  = "platform" # not in the type: dropped by the conversion
  }
}

# tuple: a fixed number of elements, each with its own type.
variable "release" {
  type    = tuple([string, number, bool])
  default = ["v2", 3, true]
}

# any: the type is taken from the value.
variable "anything" {
  type    = any
  default = { nested = [1, 2, 3] }
}
`,
    "main.tf": `locals {
  # set: unordered, no duplicates. toset() removes the second "a".
  unique_zones = toset(var.zones)

  # Explicit conversions with the to* functions.
  port_text   = tostring(var.port)         # "8080"
  port_number = tonumber("443")            # 443
  zone_list   = tolist(local.unique_zones) # a set becomes a sorted list
  limit_map   = tomap({ a = 1, b = "2" })  # one type for all: string

  # Terraform converts automatically where a type is expected:
  # numbers and bools become strings inside a template.
  summary = "port \${var.port}, debug \${var.debug}"

  # null means "no value": the argument is treated as unset.
  maybe = var.debug ? "verbose" : null
}

resource "terraform_data" "types" {
  input = {
    port        = var.port
    zones       = local.zone_list
    limits      = var.limits
    owner       = var.owner.name
    release_tag = var.release[0]
    summary     = local.summary
  }
}
`,
    "outputs.tf": `# Plan shows every output: compare each with its variable's default.

output "port_is_a_number" {
  value = var.port + 1
}

output "unique_zones" {
  value = local.unique_zones
}

output "limits" {
  value = var.limits
}

output "owner_without_team" {
  value = var.owner
}

output "conversions" {
  value = {
    port_text   = local.port_text
    port_number = local.port_number
    limit_map   = local.limit_map
    summary     = local.summary
    maybe       = local.maybe
    anything    = var.anything
  }
}

# Try in the Console tab:
#   type(var.release)
#   type(local.unique_zones)
#   tonumber("twelve")     (an error: not every conversion is possible)
`,
  },
};
