import type { Example } from "../example";

export const modules: Example = {
  id: "modules",
  title: "Modules: inputs, outputs, many instances",
  description: "A local module called once per environment with for_each, its input variables and outputs, and one module using another's output.",
  planSummary: "Plan: 5 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `# A module is a folder of .tf files. Calling it creates its resources
# under module.NAME: look at the addresses in the plan.

variable "environments" {
  type = map(object({
    replicas = number
    domain   = string
  }))
  default = {
    staging    = { replicas = 1, domain = "staging.shop.example" }
    production = { replicas = 2, domain = "shop.example" }
  }
}

# for_each on a module: one instance per environment,
# module.service["staging"] and module.service["production"].
module "service" {
  source   = "./modules/service"
  for_each = var.environments

  name     = "shop"
  env      = each.key
  replicas = each.value.replicas
  domain   = each.value.domain
}

# A module's outputs are its only visible values, as
# module.NAME.OUTPUT; here fed into another module.
module "dns" {
  source = "./modules/dns"

  records = { for env, svc in module.service : svc.hostname => svc.instance_ids }
}

output "urls" {
  value = { for env, svc in module.service : env => svc.url }
}
`,
    "modules/service/variables.tf": `variable "name" {
  type        = string
  description = "The service's name."
}

variable "env" {
  type = string
}

variable "replicas" {
  type    = number
  default = 1
}

variable "domain" {
  type = string
}
`,
    "modules/service/main.tf": `resource "terraform_data" "instance" {
  count = var.replicas
  input = "\${var.name}-\${var.env}-\${count.index}"
}
`,
    "modules/service/outputs.tf": `output "hostname" {
  value = "\${var.name}.\${var.domain}"
}

output "url" {
  value = "https://\${var.name}.\${var.domain}"
}

output "instance_ids" {
  value = terraform_data.instance[*].id
}
`,
    "modules/dns/main.tf": `variable "records" {
  description = "Host names and the instance ids behind each."
  type        = map(list(string))
}

resource "terraform_data" "record" {
  for_each = var.records
  input    = { name = each.key, targets = each.value }
}

# Next: add a "dev" environment to var.environments in main.tf and plan:
# a third module instance appears, with its DNS record.
`,
  },
};
