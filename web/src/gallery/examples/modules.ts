import type { Example } from "../example";

export const modules: Example = {
  id: "modules",
  title: "Modules",
  description: "A local module called twice, its inputs and outputs.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `module "staging" {
  source   = "./modules/service"
  name     = "shop"
  env      = "staging"
  replicas = 1
}

module "production" {
  source   = "./modules/service"
  name     = "shop"
  env      = "production"
  replicas = 2
}

output "urls" {
  value = [module.staging.url, module.production.url]
}
`,
    "modules/service/main.tf": `variable "name" {
  type = string
}

variable "env" {
  type = string
}

variable "replicas" {
  type    = number
  default = 1
}

resource "terraform_data" "instance" {
  count = var.replicas
  input = "\${var.name}-\${var.env}-\${count.index}"
}

output "url" {
  value = "https://\${var.name}.\${var.env}.example.com"
}
`,
  },
};
