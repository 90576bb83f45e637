variable "environment" {
  type    = string
  default = "dev"
}

# Add the outputs instance_size and replicas here.
