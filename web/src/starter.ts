/** The files a new project starts with: small, valid and worth planning. */
export function starterFiles(): Record<string, string> {
  return { "main.tf": starterConfig };
}

export const starterConfig = `# Welcome to tfplay: Terraform in your browser.
# Press Plan (Ctrl+Enter), then Apply. Change "greeting" and plan again.

variable "name" {
  type        = string
  description = "Who to greet."
  default     = "world"
}

locals {
  greeting = "Hello, \${var.name}!"
}

resource "terraform_data" "greeting" {
  input = local.greeting
}

resource "terraform_data" "release" {
  input            = { version = "1.0.0" }
  triggers_replace = [terraform_data.greeting.id]
}

output "greeting" {
  value = terraform_data.greeting.output
}

output "release_id" {
  value = terraform_data.release.id
}
`;
