output "instance_ids" {
  value = ucloud_instance.web[*].id
}

output "vpc_id" {
  value = ucloud_vpc.default.id
}
