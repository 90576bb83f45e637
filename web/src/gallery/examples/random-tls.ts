import type { Example } from "../example";

export const randomTls: Example = {
  id: "random-tls",
  title: "random and tls",
  description: "Generated names, passwords and a self-signed certificate from the random and tls providers.",
  planSummary: "Plan: 5 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
    tls = {
      source  = "hashicorp/tls"
      version = "~> 4.0"
    }
  }
}
`,
    "main.tf": `resource "random_pet" "name" {
  prefix = "demo"
  length = 2
}

resource "random_password" "db" {
  length  = 20
  special = false
}

resource "random_id" "suffix" {
  byte_length = 4
}

resource "tls_private_key" "web" {
  algorithm   = "ECDSA"
  ecdsa_curve = "P256"
}

resource "tls_self_signed_cert" "web" {
  private_key_pem = tls_private_key.web.private_key_pem

  subject {
    common_name = "\${random_pet.name.id}.example.com"
  }

  validity_period_hours = 720
  allowed_uses          = ["digital_signature", "server_auth"]
}
`,
    "outputs.tf": `output "name" {
  value = random_pet.name.id
}

output "bucket" {
  value = "assets-\${random_id.suffix.hex}"
}

output "password" {
  value     = random_password.db.result
  sensitive = true
}
`,
  },
};
