variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "name" {
  type    = string
  default = "notes"
}

variable "memory_size" {
  description = "Memory of the function, in MB."
  type        = number
  default     = 128
}

variable "log_retention_days" {
  type    = number
  default = 14
}
