output "instance_ids" {
  value = ucloud_instance.web[*].id
}

output "private_ips" {
  value = ucloud_instance.web[*].private_ip
}

output "public_ip" {
  value = ucloud_eip.web.public_ip
}

output "vpc_id" {
  value = ucloud_vpc.default.id
}

output "standby" {
  value = {
    zone       = ucloud_instance.standby.availability_zone
    private_ip = ucloud_instance.standby.private_ip
  }
}
