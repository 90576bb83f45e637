/** The configuration the editor opens with: small and valid. */
export const starterConfig = `# Welcome to tfplay: Terraform in your browser.
# Edit this configuration; problems appear as you type.

variable "name" {
  type        = string
  description = "Who to greet."
  default     = "world"
}

locals {
  greeting = "Hello, \${var.name}!"
  shout    = upper(local.greeting)
}

output "greeting" {
  value = local.greeting
}

output "shout" {
  value = local.shout
}
`;
