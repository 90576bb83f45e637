variable "region" {
  type    = string
  default = "us-east-1"
}

variable "site_name" {
  description = "Used in the bucket name, which must be globally unique."
  type        = string
  default     = "my-static-site"
}
