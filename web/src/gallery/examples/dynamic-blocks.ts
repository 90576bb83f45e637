import type { Example } from "../example";

export const dynamicBlocks: Example = {
  id: "dynamic-blocks",
  title: "Dynamic blocks",
  description: "Nested blocks generated from data: security group rules, containers with their ports and env, iterator and labels.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
    kubernetes = {
      source = "hashicorp/kubernetes"
    }
  }
}

provider "aws" {
  region = "us-west-2"
}

provider "kubernetes" {}
`,
    "variables.tf": `variable "ingress_ports" {
  type = map(list(string))
  default = {
    "22"  = ["10.0.0.0/8"]
    "80"  = ["0.0.0.0/0"]
    "443" = ["0.0.0.0/0"]
  }
}

variable "containers" {
  type = list(object({
    name  = string
    image = string
    ports = list(number)
    env   = map(string)
  }))
  default = [
    {
      name  = "web"
      image = "nginx:1.27"
      ports = [80, 443]
      env   = { LOG_LEVEL = "info" }
    },
    {
      name  = "metrics"
      image = "prom/statsd-exporter:v0.26.0"
      ports = [9102]
      env   = { MAPPING = "/etc/mapping.yml", VERBOSE = "false" }
    },
  ]
}
`,
    "main.tf": `resource "aws_vpc" "main" {
  cidr_block = "10.0.0.0/16"
}

# Written out, this would be one ingress block per port. A dynamic block
# makes one "ingress" block per element of for_each. Inside content, the
# element is named after the block (ingress.key, ingress.value) unless
# iterator gives it another name: here "rule".
resource "aws_security_group" "web" {
  name   = "web"
  vpc_id = aws_vpc.main.id

  dynamic "ingress" {
    for_each = var.ingress_ports
    iterator = rule

    content {
      description = "port \${rule.key}"
      from_port   = tonumber(rule.key)
      to_port     = tonumber(rule.key)
      protocol    = "tcp"
      cidr_blocks = rule.value
    }
  }

  # A static block can sit next to dynamic ones of the same type.
  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

# Dynamic blocks nest: the outer one makes a container block per
# element of var.containers, the inner ones a port and an env block per
# element of that container's lists. Each level has its own iterator name,
# so inner content can use the outer element too (container.value.name).
resource "kubernetes_deployment" "app" {
  metadata {
    name = "shop"
  }

  spec {
    replicas = 2

    selector {
      match_labels = { app = "shop" }
    }

    template {
      metadata {
        labels = { app = "shop" }
      }

      spec {
        dynamic "container" {
          for_each = var.containers

          content {
            name  = container.value.name
            image = container.value.image

            dynamic "port" {
              for_each = container.value.ports
              content {
                container_port = port.value
              }
            }

            dynamic "env" {
              for_each = container.value.env
              iterator = variable
              content {
                name  = variable.key
                value = variable.value
              }
            }
          }
        }
      }
    }
  }
}

# dynamic also takes a labels argument, for block types that have labels.
# No nested block of a resource has one, so Terraform rejects labels here:
# try adding labels = ["x"] to a dynamic block above.
`,
  },
};
