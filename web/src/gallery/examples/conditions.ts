import type { Example } from "../example";

export const conditions: Example = {
  id: "conditions",
  title: "Preconditions and postconditions",
  description: "Custom conditions on resources, data sources and outputs: check assumptions before a change and guarantees after it.",
  planSummary: "Plan: 2 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}
`,
    "variables.tf": `variable "instance_type" {
  type    = string
  default = "t3.small"
}

variable "ami_name_pattern" {
  type    = string
  default = "al2023-ami-*-x86_64"
}
`,
    "main.tf": `data "aws_ami" "app" {
  most_recent = true
  owners      = ["amazon"]

  filter {
    name   = "name"
    values = [var.ami_name_pattern]
  }

  # Conditions go in a lifecycle block. A postcondition checks the
  # result: self is the object just read.
  lifecycle {
    postcondition {
      condition     = self.architecture == "x86_64"
      error_message = "The AMI must be built for x86_64."
    }
  }
}

resource "aws_instance" "app" {
  ami           = data.aws_ami.app.id
  instance_type = var.instance_type

  lifecycle {
    # A precondition is checked before the resource is planned. Unlike a
    # variable's validation, it can look at other objects.
    precondition {
      condition     = startswith(var.instance_type, "t3.")
      error_message = "Only t3 instances are allowed in this account."
    }

    # A postcondition is checked once the new values are known (after
    # apply for computed ones) and can refer to them through self.
    postcondition {
      condition     = self.instance_state != "terminated"
      error_message = "The instance did not start."
    }
  }
}

resource "aws_eip" "app" {
  instance = aws_instance.app.id
  domain   = "vpc"
}
`,
    "outputs.tf": `output "public_ip" {
  value = aws_eip.app.public_ip

  # An output's precondition guards what the configuration promises to
  # its users.
  precondition {
    condition     = aws_eip.app.domain == "vpc"
    error_message = "The address must be a VPC address."
  }
}

# Try: set instance_type = "m5.large" in variables.tf and plan. The
# precondition fails with your message and the resource it belongs to.
`,
  },
};
