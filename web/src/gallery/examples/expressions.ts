import type { Example } from "../example";

export const expressions: Example = {
  id: "expressions",
  title: "Expressions: for, splat, conditionals",
  description: "for expressions over lists and maps with filters and grouping, the splat operator and its legacy form, and conditional expressions.",
  planSummary: "Plan: 4 to add, 0 to change, 0 to destroy.",
  files: {
    "variables.tf": `variable "users" {
  type = list(object({
    name  = string
    team  = string
    admin = bool
  }))
  default = [
    { name = "ada", team = "platform", admin = true },
    { name = "grace", team = "data", admin = false },
    { name = "linus", team = "platform", admin = false },
  ]
}

variable "environment" {
  type    = string
  default = "dev"
}
`,
    "main.tf": `resource "terraform_data" "user" {
  count = length(var.users)
  input = var.users[count.index]
}

locals {
  # for over a list, producing a list: [for ITEM in LIST : RESULT]
  names = [for u in var.users : upper(u.name)]

  # An if clause filters elements out.
  admins = [for u in var.users : u.name if u.admin]

  # The index is available too: [for I, ITEM in LIST : ...]
  numbered = [for i, u in var.users : "\${i + 1}. \${u.name}"]

  # Braces produce a map (an object): {for ITEM in LIST : KEY => VALUE}
  team_of = { for u in var.users : u.name => u.team }

  # Two elements with the same key are an error, unless the value is
  # followed by "...": then the values are grouped into a list.
  members = { for u in var.users : u.team => u.name... }

  # for over a map gives the key and the value.
  shouting = { for name, team in local.team_of : name => upper(team) }

  # condition ? when_true : when_false. Both sides must have the same type.
  size = var.environment == "prod" ? "large" : "small"

  # Splat: LIST[*].ATTR is short for [for x in LIST : x.ATTR].
  ids = terraform_data.user[*].id

  # The older form LIST.*.ATTR still works, but only attribute names
  # after .* apply to each element: an index such as [0] after it applies
  # to the whole result. Prefer [*].
  legacy_inputs = terraform_data.user.*.input

  # On a single value (not a list), [*] makes a list of it, and an
  # empty list of null: handy for optional values.
  maybe_list = var.environment[*]
}

resource "terraform_data" "summary" {
  input = {
    size    = local.size
    admins  = local.admins
    members = local.members
  }
}
`,
    "outputs.tf": `output "names" {
  value = local.names
}

output "numbered" {
  value = local.numbered
}

output "team_of" {
  value = local.team_of
}

output "members" {
  value = local.members
}

output "shouting" {
  value = local.shouting
}

output "legacy_splat_names" {
  value = local.legacy_inputs[*].name
}

output "maybe_list" {
  value = local.maybe_list
}

output "user_ids" {
  value = local.ids # known after apply
}

# Try in the Console tab:
#   [for n in range(5) : n * n]
#   { for k, v in { a = 1, b = 2 } : v => k }
`,
  },
};
