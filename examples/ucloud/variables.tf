variable "region" {
  description = "UCloud region."
  type        = string
  default     = "cn-bj2"
}

variable "standby_region" {
  description = "UCloud region of the standby server."
  type        = string
  default     = "cn-sh2"
}

variable "zone" {
  description = "Availability zone of the instances."
  type        = string
  default     = "cn-bj2-04"
}

variable "instance_type" {
  description = "Instance type of the web servers."
  type        = string
  default     = "n-basic-2"
}

variable "instance_count" {
  type    = number
  default = 2
}
