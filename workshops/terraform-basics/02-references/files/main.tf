provider "aws" {
  region = "eu-west-1"
}

resource "random_pet" "server_name" {
  length = 2
}

# Add the aws_instance "web" here.
