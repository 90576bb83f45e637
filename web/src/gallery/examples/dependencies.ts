import type { Example } from "../example";

export const dependencies: Example = {
  id: "dependencies",
  title: "Dependencies and depends_on",
  description: "The order Terraform works in: dependencies implied by references, and depends_on for the ones it cannot see.",
  planSummary: "Plan: 5 to add, 0 to change, 0 to destroy.",
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
    "main.tf": `# Terraform builds a graph from the references between blocks and works
# through it in order, creating independent objects in parallel. The order
# of blocks in the files does not matter.

# The role refers to nothing: it can be created first.
resource "aws_iam_role" "app" {
  name = "app"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Action    = "sts:AssumeRole"
      Principal = { Service = "ec2.amazonaws.com" }
    }]
  })
}

# Refers to the role: an implicit dependency. Created after it.
resource "aws_iam_role_policy" "app_logs" {
  name = "logs"
  role = aws_iam_role.app.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["logs:CreateLogStream", "logs:PutLogEvents"]
      Resource = "*"
    }]
  })
}

resource "aws_iam_instance_profile" "app" {
  name = "app"
  role = aws_iam_role.app.name
}

# The instance refers to the profile, not to the policy. But the
# application needs the policy from its first second: nothing in the
# arguments says so, so depends_on does.
resource "aws_instance" "app" {
  ami                  = "ami-0123456789abcdef0"
  instance_type        = "t3.micro"
  iam_instance_profile = aws_iam_instance_profile.app.name

  depends_on = [aws_iam_role_policy.app_logs]
}

# A log group with no reference to anything: created in parallel with the
# rest.
resource "aws_cloudwatch_log_group" "app" {
  name              = "/app/web"
  retention_in_days = 14
}
`,
    "README.md": `# Dependencies

Press **Apply** and read the order of the *Creating...* lines: the role
and the log group first, then the policy and the instance profile, the
instance last.

In the terminal, \`terraform graph\` prints the dependency graph in
Graphviz's DOT language. Removing \`depends_on\` lets the instance be
created as soon as its profile exists, possibly before the policy.

Use depends_on sparingly: it makes Terraform more cautious (a data source
that depends on a changing resource is read only during apply).
`,
  },
};
