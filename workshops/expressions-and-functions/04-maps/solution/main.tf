variable "environment" {
  type    = string
  default = "staging"
}

locals {
  sizes = {
    dev  = "t3.micro"
    prod = "m5.large"
  }
}

output "size" {
  value = lookup(local.sizes, var.environment, "t3.small")
}

output "known_environments" {
  value = keys(local.sizes)
}
