import type { Example } from "../example";

export const outputs: Example = {
  id: "outputs",
  title: "Outputs",
  description: "Output values: known and unknown at plan time, sensitive, with a precondition, and read back with terraform output.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `terraform {
  required_providers {
    random = {
      source = "hashicorp/random"
    }
  }
}

resource "random_pet" "server" {
  length = 2
}

resource "random_password" "admin" {
  length = 16
}

resource "terraform_data" "server" {
  input = {
    name = random_pet.server.id
    port = 8443
  }
}
`,
    "outputs.tf": `# Outputs are the return values of a configuration: printed after apply,
# stored in the state, and readable by other configurations.

# Known at plan time: the plan shows the value.
output "port" {
  description = "The port the server listens on."
  value       = terraform_data.server.input.port
}

# Known only after apply: the plan says (known after apply).
output "server_name" {
  description = "The generated server name."
  value       = random_pet.server.id
}

# Any expression works: here a string template.
output "url" {
  value = "https://\${random_pet.server.id}.example.com:\${terraform_data.server.input.port}"
}

# A sensitive output is hidden: (sensitive value) in the plan, <sensitive>
# after apply. Read it on purpose with: terraform output -raw admin_password
output "admin_password" {
  value     = random_password.admin.result
  sensitive = true
}

# A precondition is checked before the output is saved: a broken
# assumption stops the apply with your message. Try port = 80 in main.tf.
output "tls_port" {
  value = terraform_data.server.input.port

  precondition {
    condition     = terraform_data.server.input.port != 80
    error_message = "The server must not listen on the plain HTTP port."
  }
}

# Next: Apply, then in the terminal run
#   terraform output
#   terraform output -json
#   terraform output -raw url
`,
  },
};
