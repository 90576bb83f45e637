provider "aws" {
  region = "eu-west-1"
}

resource "random_pet" "server_name" {
  length = 2
}

resource "aws_instance" "web" {
  ami           = "ami-0fedcba9876543210"
  instance_type = "t3.micro"

  tags = {
    Name        = random_pet.server_name.id
    Environment = "dev"
  }
}
