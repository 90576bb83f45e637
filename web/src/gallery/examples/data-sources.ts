import type { Example } from "../example";

export const dataSources: Example = {
  id: "data-sources",
  title: "Data sources",
  description: "Reading what already exists: the account, region, availability zones, the newest AMI and a generated IAM policy.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

provider "aws" {
  region = "eu-central-1"
}
`,
    "data.tf": `# A data block reads something Terraform does not manage. Its
# arguments are the query; its attributes are the answer, referred to as
# data.TYPE.NAME.ATTRIBUTE. Data sources are read during plan, so their
# values are known before anything is created.

data "aws_caller_identity" "current" {}

data "aws_region" "current" {}

data "aws_availability_zones" "available" {
  state = "available"
}

# The newest Ubuntu image published by Canonical.
data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"]

  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
}

# Some data sources compute locally: this one writes a JSON policy
# document, with no API call at all.
data "aws_iam_policy_document" "read_logs" {
  statement {
    actions   = ["s3:GetObject", "s3:ListBucket"]
    resources = ["\${aws_s3_bucket.logs.arn}", "\${aws_s3_bucket.logs.arn}/*"]
  }
}
`,
    "main.tf": `resource "aws_s3_bucket" "logs" {
  bucket = "logs-\${data.aws_caller_identity.current.account_id}-\${data.aws_region.current.name}"
}

resource "aws_instance" "web" {
  ami               = data.aws_ami.ubuntu.id
  instance_type     = "t3.micro"
  availability_zone = data.aws_availability_zones.available.names[0]
}

# The policy document depends on the bucket's ARN, unknown until the
# bucket exists: Terraform reads that data source during apply instead,
# and the plan says so ("will be read during apply").
resource "aws_iam_policy" "read_logs" {
  name   = "read-logs"
  policy = data.aws_iam_policy_document.read_logs.json
}
`,
    "outputs.tf": `output "account_id" {
  value = data.aws_caller_identity.current.account_id
}

output "zones" {
  value = data.aws_availability_zones.available.names
}

output "ami" {
  value = {
    id   = data.aws_ami.ubuntu.id
    name = data.aws_ami.ubuntu.name
  }
}
`,
  },
};
