variable "environment" {
  type    = string
  default = "dev"
}

output "instance_size" {
  value = var.environment == "prod" ? "large" : "small"
}

output "replicas" {
  value = var.environment == "prod" ? 3 : 1
}
