import type { Example } from "../example";

export const overrideFiles: Example = {
  id: "override-files",
  title: "Override files",
  description: "override.tf and *_override.tf files merged over the configuration: replaced arguments, nested blocks and locals.",
  planSummary: "Plan: 2 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}

locals {
  instance_type = "t3.large"
  owner         = "platform-team"
}

resource "aws_instance" "app" {
  ami           = "ami-0123456789abcdef0"
  instance_type = local.instance_type

  root_block_device {
    volume_size = 100
    volume_type = "gp3"
  }

  tags = {
    Name  = "app"
    Owner = local.owner
  }
}

resource "aws_s3_bucket" "uploads" {
  bucket = "acme-uploads"
}
`,
    "override.tf": `# Terraform loads override.tf and every file ending in _override.tf
# after all the others, and merges each block into the block of the same
# type and name instead of adding a new one:
#
# - an argument here replaces the original argument;
# - a nested block here replaces all the original blocks of that type;
# - arguments and blocks not mentioned here are kept.
#
# Here a developer shrinks the instance for a cheap local trial, without
# touching main.tf. Delete this file and plan again to compare.

locals {
  instance_type = "t3.micro"
}

resource "aws_instance" "app" {
  root_block_device {
    volume_size = 8
  }
}
`,
    "bucket_override.tf": `# Merged over aws_s3_bucket.uploads in main.tf: only this argument
# changes. force_destroy lets a trial bucket be destroyed with its files.
resource "aws_s3_bucket" "uploads" {
  force_destroy = true
}

# Override files are best kept rare: a reader of main.tf cannot see them.
# Generated files and local developer tweaks (often kept out of version
# control) are their usual use.
`,
  },
};
