provider "aws" {
  region = "eu-west-1"
}

variable "instance_type" {
  description = "The size of the web server."
  type        = string
  default     = "t3.small"
}

resource "random_pet" "server_name" {
  length = 2
}

resource "aws_instance" "web" {
  ami           = "ami-0fedcba9876543210"
  instance_type = var.instance_type

  tags = {
    Name        = random_pet.server_name.id
    Environment = "dev"
  }
}
