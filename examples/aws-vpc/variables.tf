variable "region" {
  description = "AWS region to build the network in."
  type        = string
  default     = "eu-west-1"
}

variable "name" {
  description = "Prefix of every Name tag."
  type        = string
  default     = "demo"
}

variable "vpc_cidr" {
  description = "Address range of the VPC."
  type        = string
  default     = "10.0.0.0/16"
}

variable "az_count" {
  description = "How many availability zones to spread the subnets over."
  type        = number
  default     = 2
}

variable "instance_type" {
  description = "Instance type of the web servers."
  type        = string
  default     = "t3.micro"
}

variable "app_subnet_index" {
  description = "Which private subnet the application server lives in."
  type        = number
  default     = 0
}
