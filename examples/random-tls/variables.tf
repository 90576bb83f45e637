variable "environment" {
  description = "Name of the environment the credentials are for."
  type        = string
  default     = "dev"
}

variable "domain" {
  description = "Domain the certificate is issued for."
  type        = string
  default     = "app.example.com"
}

variable "certificate_days" {
  description = "How many days the certificate stays valid."
  type        = number
  default     = 30
}
