variable "namespace" {
  type    = string
  default = "web"
}

variable "image" {
  description = "Container image of the web server."
  type        = string
  default     = "nginx:1.25"
}

variable "replicas" {
  type    = number
  default = 2
}
