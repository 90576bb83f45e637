# A unique, readable name for everything this configuration makes.
resource "random_pet" "name" {
  prefix = var.environment
  length = 2
}

# A database password that never shows up in plans.
resource "random_password" "db" {
  length           = 24
  special          = true
  override_special = "!#%*-_=+"
  min_upper        = 2
  min_numeric      = 2

  keepers = {
    environment = var.environment
  }
}

# A short suffix for globally unique names.
resource "random_id" "suffix" {
  byte_length = 4
}

# When the credentials were issued.
resource "time_static" "issued" {
  triggers = {
    environment = var.environment
  }
}

# An SSH key pair for the servers.
resource "tls_private_key" "ssh" {
  algorithm = "ED25519"
}

# A self-signed certificate for the development domain.
resource "tls_private_key" "web" {
  algorithm   = "ECDSA"
  ecdsa_curve = "P256"
}

resource "tls_self_signed_cert" "web" {
  private_key_pem = tls_private_key.web.private_key_pem

  subject {
    common_name  = var.domain
    organization = "Example Corp"
  }

  dns_names             = [var.domain, "www.${var.domain}"]
  validity_period_hours = var.certificate_days * 24
  early_renewal_hours   = 72

  allowed_uses = [
    "key_encipherment",
    "digital_signature",
    "server_auth",
  ]
}

# The certificate, saved next to the configuration.
resource "local_file" "certificate" {
  content         = tls_self_signed_cert.web.cert_pem
  filename        = "${path.module}/out/${random_pet.name.id}.crt"
  file_permission = "0644"
}

resource "local_sensitive_file" "private_key" {
  content  = tls_private_key.web.private_key_pem
  filename = "${path.module}/out/${random_pet.name.id}.key"
}

# Runs again whenever the certificate changes.
resource "null_resource" "reload" {
  triggers = {
    certificate = tls_self_signed_cert.web.id
  }
}
