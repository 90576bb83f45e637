import type { Example } from "../example";

export const awsVpc: Example = {
  id: "aws-vpc",
  title: "AWS: a VPC with public and private subnets",
  description: "A realistic network over two availability zones: subnets, internet and NAT gateways, route tables, security groups and a web server.",
  planSummary: "Plan: 20 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_version = ">= 1.5"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

provider "aws" {
  region = var.region

  # Tags added to every resource this provider creates.
  default_tags {
    tags = {
      Project   = var.name
      ManagedBy = "terraform"
    }
  }
}
`,
    "variables.tf": `variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "name" {
  type    = string
  default = "shop"
}

variable "vpc_cidr" {
  type    = string
  default = "10.20.0.0/16"

  validation {
    condition     = can(cidrnetmask(var.vpc_cidr))
    error_message = "vpc_cidr must be a CIDR block such as 10.20.0.0/16."
  }
}

variable "az_count" {
  type    = number
  default = 2
}
`,
    "network.tf": `data "aws_availability_zones" "available" {
  state = "available"
}

locals {
  azs = slice(data.aws_availability_zones.available.names, 0, var.az_count)

  # 10.20.0.0/16 -> public 10.20.0.0/24, 10.20.1.0/24; private
  # 10.20.10.0/24, 10.20.11.0/24: cidrsubnet carves the ranges.
  public_cidrs  = [for i, az in local.azs : cidrsubnet(var.vpc_cidr, 8, i)]
  private_cidrs = [for i, az in local.azs : cidrsubnet(var.vpc_cidr, 8, i + 10)]
}

resource "aws_vpc" "main" {
  cidr_block           = var.vpc_cidr
  enable_dns_support   = true
  enable_dns_hostnames = true

  tags = { Name = var.name }
}

# Public subnets: their route table sends traffic to the internet gateway.
resource "aws_subnet" "public" {
  count = length(local.azs)

  vpc_id                  = aws_vpc.main.id
  cidr_block              = local.public_cidrs[count.index]
  availability_zone       = local.azs[count.index]
  map_public_ip_on_launch = true

  tags = { Name = "\${var.name}-public-\${local.azs[count.index]}" }
}

# Private subnets: out to the internet through a NAT gateway only.
resource "aws_subnet" "private" {
  count = length(local.azs)

  vpc_id            = aws_vpc.main.id
  cidr_block        = local.private_cidrs[count.index]
  availability_zone = local.azs[count.index]

  tags = { Name = "\${var.name}-private-\${local.azs[count.index]}" }
}

resource "aws_internet_gateway" "main" {
  vpc_id = aws_vpc.main.id
  tags   = { Name = var.name }
}

# One NAT gateway, in the first public subnet, keeps the cost down; one
# per zone would survive the loss of a zone.
resource "aws_eip" "nat" {
  domain = "vpc"
  tags   = { Name = "\${var.name}-nat" }
}

resource "aws_nat_gateway" "main" {
  allocation_id = aws_eip.nat.id
  subnet_id     = aws_subnet.public[0].id
  tags          = { Name = var.name }

  depends_on = [aws_internet_gateway.main]
}

resource "aws_route_table" "public" {
  vpc_id = aws_vpc.main.id

  route {
    cidr_block = "0.0.0.0/0"
    gateway_id = aws_internet_gateway.main.id
  }

  tags = { Name = "\${var.name}-public" }
}

resource "aws_route_table" "private" {
  vpc_id = aws_vpc.main.id

  route {
    cidr_block     = "0.0.0.0/0"
    nat_gateway_id = aws_nat_gateway.main.id
  }

  tags = { Name = "\${var.name}-private" }
}

resource "aws_route_table_association" "public" {
  count = length(local.azs)

  subnet_id      = aws_subnet.public[count.index].id
  route_table_id = aws_route_table.public.id
}

resource "aws_route_table_association" "private" {
  count = length(local.azs)

  subnet_id      = aws_subnet.private[count.index].id
  route_table_id = aws_route_table.private.id
}
`,
    "security.tf": `# The web tier accepts HTTP and HTTPS from anywhere; the app tier only
# from the web tier, by security group rather than by address.

resource "aws_security_group" "web" {
  name        = "\${var.name}-web"
  description = "HTTP and HTTPS from the internet"
  vpc_id      = aws_vpc.main.id
}

resource "aws_vpc_security_group_ingress_rule" "web_http" {
  for_each = toset(["80", "443"])

  security_group_id = aws_security_group.web.id
  cidr_ipv4         = "0.0.0.0/0"
  ip_protocol       = "tcp"
  from_port         = tonumber(each.key)
  to_port           = tonumber(each.key)
}

resource "aws_vpc_security_group_egress_rule" "web_all" {
  security_group_id = aws_security_group.web.id
  cidr_ipv4         = "0.0.0.0/0"
  ip_protocol       = "-1"
}

resource "aws_security_group" "app" {
  name        = "\${var.name}-app"
  description = "App port from the web tier"
  vpc_id      = aws_vpc.main.id

  ingress {
    from_port       = 8080
    to_port         = 8080
    protocol        = "tcp"
    security_groups = [aws_security_group.web.id]
  }
}
`,
    "compute.tf": `data "aws_ami" "al2023" {
  most_recent = true
  owners      = ["amazon"]

  filter {
    name   = "name"
    values = ["al2023-ami-*-x86_64"]
  }
}

resource "aws_instance" "web" {
  ami                    = data.aws_ami.al2023.id
  instance_type          = "t3.micro"
  subnet_id              = aws_subnet.public[0].id
  vpc_security_group_ids = [aws_security_group.web.id]

  tags = { Name = "\${var.name}-web" }
}
`,
    "outputs.tf": `output "vpc_id" {
  value = aws_vpc.main.id
}

output "public_subnet_ids" {
  value = aws_subnet.public[*].id
}

output "private_subnet_ids" {
  value = aws_subnet.private[*].id
}

output "subnet_cidrs" {
  value = { public = local.public_cidrs, private = local.private_cidrs }
}

output "web_public_ip" {
  value = aws_instance.web.public_ip
}

# Next: set az_count = 3 and plan: one more subnet of each kind and their
# route table associations.
`,
  },
};
