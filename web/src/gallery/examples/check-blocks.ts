import type { Example } from "../example";

export const checkBlocks: Example = {
  id: "check-blocks",
  title: "check blocks",
  description: "Continuous validation: assertions that warn instead of failing, with a scoped data source read on every plan.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
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
    "main.tf": `variable "certificate_days_left" {
  description = "Stands for a value you would read from a monitoring API."
  type        = number
  default     = 45
}

resource "aws_s3_bucket" "site" {
  bucket = "acme-site"
}

resource "aws_s3_bucket_versioning" "site" {
  bucket = aws_s3_bucket.site.id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket_public_access_block" "site" {
  bucket                  = aws_s3_bucket.site.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}
`,
    "checks.tf": `# A check block states something that should stay true. Unlike a
# precondition, a failed assertion is only a warning: plan and apply go
# on. Checks run on every plan and apply, so they notice drift too.

check "certificate" {
  assert {
    condition     = var.certificate_days_left > 30
    error_message = "The certificate expires in \${var.certificate_days_left} days: renew it."
  }
}

# A check can read a data source of its own: it is read on every plan,
# and if reading it fails that is a warning too.
check "site_bucket" {
  data "aws_s3_bucket" "site" {
    bucket = aws_s3_bucket.site.bucket
  }

  assert {
    condition     = data.aws_s3_bucket.site.region == "eu-west-1"
    error_message = "The site bucket is not in eu-west-1."
  }
}

# Try: set certificate_days_left to 10 and plan. The plan succeeds, with
# a warning "Check block assertion failed".
# On a fresh state, the site_bucket check cannot run yet: the bucket does
# not exist, so its result is known only after apply.
`,
  },
};
