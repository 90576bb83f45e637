output "public_ip_address" {
  value = azurerm_public_ip.vm.ip_address
}

output "ssh_command" {
  value = "ssh ${var.admin_username}@${azurerm_public_ip.vm.ip_address}"
}

output "private_key" {
  value     = tls_private_key.ssh.private_key_pem
  sensitive = true
}
