import type { Example } from "../example";

export const randomTls: Example = {
  id: "random-tls",
  title: "Utility providers: random, tls, time, local",
  description: "Generated names, passwords and ids, a self-signed certificate, a fixed timestamp and a local file, with no cloud at all.",
  planSummary: "Plan: 7 to add, 0 to change, 0 to destroy.",
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
    time = {
      source  = "hashicorp/time"
      version = "~> 0.12"
    }
    local = {
      source  = "hashicorp/local"
      version = "~> 2.5"
    }
  }
}
`,
    "main.tf": `# These providers make their values on the machine running Terraform and
# keep them in the state: a random name is chosen once, at the first
# apply, and stays the same on every later plan.

resource "random_pet" "name" {
  prefix = "demo"
  length = 2
}

# result is sensitive: the plan and the outputs hide it.
resource "random_password" "db" {
  length  = 20
  special = false
}

resource "random_id" "suffix" {
  byte_length = 4

  # keepers: a new id is generated whenever one of these values changes.
  keepers = {
    name = random_pet.name.id
  }
}

# The moment of the first apply, kept from then on.
resource "time_static" "created" {}

resource "tls_private_key" "web" {
  algorithm   = "ECDSA"
  ecdsa_curve = "P256"
}

resource "tls_self_signed_cert" "web" {
  private_key_pem = tls_private_key.web.private_key_pem

  subject {
    common_name  = "\${random_pet.name.id}.example.com"
    organization = "Playground Ltd"
  }

  validity_period_hours = 720
  allowed_uses          = ["digital_signature", "key_encipherment", "server_auth"]
}

# local_file writes a file on the machine running Terraform. tfplay keeps
# it in the state (see the State tab after apply) but writes no file.
resource "local_file" "cert" {
  filename = "\${path.module}/out/\${random_pet.name.id}.pem"
  content  = tls_self_signed_cert.web.cert_pem
}
`,
    "outputs.tf": `output "name" {
  value = random_pet.name.id
}

output "bucket" {
  value = "assets-\${random_id.suffix.hex}"
}

output "created" {
  value = time_static.created.rfc3339
}

output "certificate_expires" {
  value = tls_self_signed_cert.web.validity_end_time
}

output "password" {
  value     = random_password.db.result
  sensitive = true
}

# Next: Apply, then Plan again: No changes, the values are kept. In the
# terminal, terraform apply -replace=random_pet.name picks a new name, and
# everything that depends on it follows.
`,
  },
};
