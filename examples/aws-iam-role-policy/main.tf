provider "aws" {
  region = var.region
}

data "aws_caller_identity" "current" {}
data "aws_partition" "current" {}
data "aws_region" "current" {}

locals {
  bucket_arn = "arn:${data.aws_partition.current.partition}:s3:::${var.app}-${data.aws_caller_identity.current.account_id}"
}

# Who may assume the role: EC2 instances.
data "aws_iam_policy_document" "assume_ec2" {
  statement {
    actions = ["sts:AssumeRole"]

    principals {
      type        = "Service"
      identifiers = ["ec2.amazonaws.com"]
    }
  }
}

# What the role may do.
data "aws_iam_policy_document" "bucket_access" {
  statement {
    sid       = "ReadReports"
    actions   = var.bucket_actions
    resources = [local.bucket_arn, "${local.bucket_arn}/*"]
  }

  statement {
    sid       = "DenyUnencryptedUploads"
    effect    = "Deny"
    actions   = ["s3:PutObject"]
    resources = ["${local.bucket_arn}/*"]

    condition {
      test     = "StringNotEquals"
      variable = "s3:x-amz-server-side-encryption"
      values   = ["aws:kms"]
    }
  }
}

data "aws_iam_policy_document" "logs" {
  statement {
    actions = [
      "logs:CreateLogStream",
      "logs:PutLogEvents",
    ]
    resources = ["arn:${data.aws_partition.current.partition}:logs:${data.aws_region.current.name}:${data.aws_caller_identity.current.account_id}:log-group:/app/${var.app}:*"]
  }
}

resource "aws_iam_role" "app" {
  name               = "${var.app}-role"
  assume_role_policy = data.aws_iam_policy_document.assume_ec2.json

  tags = {
    App = var.app
  }
}

resource "aws_iam_policy" "bucket_access" {
  name        = "${var.app}-bucket-access"
  description = "Access to the ${var.app} bucket"
  policy      = data.aws_iam_policy_document.bucket_access.json
}

resource "aws_iam_role_policy_attachment" "bucket_access" {
  role       = aws_iam_role.app.name
  policy_arn = aws_iam_policy.bucket_access.arn
}

# An AWS-managed policy, attached by ARN.
resource "aws_iam_role_policy_attachment" "ssm" {
  role       = aws_iam_role.app.name
  policy_arn = "arn:${data.aws_partition.current.partition}:iam::aws:policy/AmazonSSMManagedInstanceCore"
}

# An inline policy, kept in the role itself.
resource "aws_iam_role_policy" "logs" {
  name   = "logs"
  role   = aws_iam_role.app.id
  policy = data.aws_iam_policy_document.logs.json
}

resource "aws_iam_instance_profile" "app" {
  name = "${var.app}-profile"
  role = aws_iam_role.app.name
}
