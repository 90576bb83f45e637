output "vpc_id" {
  value = aws_vpc.main.id
}

output "public_subnet_ids" {
  value = aws_subnet.public[*].id
}

output "private_subnet_ids" {
  value = aws_subnet.private[*].id
}

output "nat_public_ip" {
  value = aws_eip.nat.public_ip
}

output "web_public_ips" {
  value = aws_instance.web[*].public_ip
}

output "app_private_ip" {
  value = aws_instance.app.private_ip
}

output "ami_id" {
  value = data.aws_ami.ubuntu.id
}
