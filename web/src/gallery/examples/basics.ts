import type { Example } from "../example";

export const basics: Example = {
  id: "basics",
  title: "First steps: resources and outputs",
  description: "Two terraform_data resources, a local value, outputs and a dependency, with no cloud provider at all.",
  planSummary: "Plan: 2 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `# Terraform reads every .tf file of the folder as one configuration: the
# split into main.tf and outputs.tf is only for people.

locals {
  app = "checkout"
}

# A resource block declares an object Terraform manages: here
# terraform_data, built into Terraform, which stores a value (input) and
# gives it back (output) once applied.
resource "terraform_data" "build" {
  input = {
    app     = local.app
    version = "1.4.2"
  }
}

# Referring to terraform_data.build makes this one depend on it: Terraform
# creates the build first. triggers_replace replaces this resource whenever
# its value changes: here, whenever the build's output does.
resource "terraform_data" "deploy" {
  input            = "deploy \${terraform_data.build.output.app} \${terraform_data.build.output.version}"
  triggers_replace = terraform_data.build.output
}
`,
    "outputs.tf": `# Outputs are printed after apply. Values only known then show as
# (known after apply) in the plan.

output "build_id" {
  value = terraform_data.build.id
}

output "deploy_message" {
  value = terraform_data.deploy.output
}

# Next: press Apply, then change version to "1.5.0" in main.tf and Plan:
# the build is updated in place and the deploy replaced.
`,
  },
};
