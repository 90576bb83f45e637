import type { Example } from "../example";

export const basics: Example = {
  id: "basics",
  title: "terraform_data basics",
  description: "Resources, locals, outputs and a dependency, with no provider at all.",
  planSummary: "Plan: 2 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `locals {
  app = "checkout"
}

# terraform_data stores any value and shows it after apply.
resource "terraform_data" "build" {
  input = {
    app     = local.app
    version = "1.4.2"
  }
}

# Replaced whenever the build changes.
resource "terraform_data" "deploy" {
  input            = "deploy \${terraform_data.build.output.app} \${terraform_data.build.output.version}"
  triggers_replace = [terraform_data.build.id]
}
`,
    "outputs.tf": `output "build_id" {
  value = terraform_data.build.id
}

output "deploy_message" {
  value = terraform_data.deploy.output
}
`,
  },
};
