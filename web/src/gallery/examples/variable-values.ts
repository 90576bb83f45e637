import type { Example } from "../example";

export const variableValues: Example = {
  id: "variable-values",
  title: "Where variable values come from",
  description: "Defaults, terraform.tfvars, terraform.tfvars.json and *.auto.tfvars files, and which one wins.",
  planSummary: "You can apply this plan to save these new output values",
  files: {
    "variables.tf": `# Terraform takes each variable's value from the last of these that sets
# it (later wins):
#
#   1. the default in the variable block
#   2. environment variables TF_VAR_name
#   3. terraform.tfvars
#   4. terraform.tfvars.json
#   5. *.auto.tfvars and *.auto.tfvars.json, in alphabetical order
#   6. -var and -var-file options, in the order given
#
# Each variable below is set by a different number of these files: the
# outputs show which one won.

variable "from_default" {
  type    = string
  default = "default"
}

variable "from_tfvars" {
  type    = string
  default = "default"
}

variable "from_tfvars_json" {
  type    = string
  default = "default"
}

variable "from_auto" {
  type    = string
  default = "default"
}

variable "region" {
  type    = string
  default = "default"
}
`,
    "terraform.tfvars": `from_tfvars      = "terraform.tfvars"
from_tfvars_json = "terraform.tfvars"
from_auto        = "terraform.tfvars"
region           = "terraform.tfvars"
`,
    "terraform.tfvars.json": `{
  "from_tfvars_json": "terraform.tfvars.json",
  "from_auto": "terraform.tfvars.json",
  "region": "terraform.tfvars.json"
}
`,
    "10-team.auto.tfvars": `from_auto = "10-team.auto.tfvars"
region    = "10-team.auto.tfvars"
`,
    "20-local.auto.tfvars": `# Sorted after 10-team.auto.tfvars, so this one wins for region.
region = "20-local.auto.tfvars"
`,
    "outputs.tf": `# Plan, then try in the terminal:
#   terraform plan -var region=cli
# A -var option beats every file. The Variables button keeps -var values
# for you.

output "values" {
  value = {
    from_default     = var.from_default
    from_tfvars      = var.from_tfvars
    from_tfvars_json = var.from_tfvars_json
    from_auto        = var.from_auto
    region           = var.region
  }
}
`,
  },
};
