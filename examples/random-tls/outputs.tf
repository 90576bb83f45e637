output "name" {
  description = "The generated name."
  value       = random_pet.name.id
}

output "bucket_name" {
  description = "A globally unique bucket name."
  value       = "${random_pet.name.id}-${random_id.suffix.hex}"
}

output "issued_at" {
  value = time_static.issued.rfc3339
}

output "ssh_public_key" {
  value = trimspace(tls_private_key.ssh.public_key_openssh)
}

output "certificate_expires" {
  value = tls_self_signed_cert.web.validity_end_time
}

output "db_password" {
  value     = random_password.db.result
  sensitive = true
}
