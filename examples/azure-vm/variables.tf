variable "subscription_id" {
  description = "Azure subscription to deploy into."
  type        = string
  default     = "00000000-0000-0000-0000-000000000000"
}

variable "location" {
  type    = string
  default = "westeurope"
}

variable "prefix" {
  type    = string
  default = "demo"
}

variable "vm_size" {
  type    = string
  default = "Standard_B1s"
}

variable "admin_username" {
  type    = string
  default = "azureuser"
}
