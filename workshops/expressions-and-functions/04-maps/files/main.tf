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

# Add the outputs size and known_environments here.
