variable "users" {
  type = list(object({
    name  = string
    admin = bool
  }))
  default = [
    { name = "ana", admin = true },
    { name = "bo", admin = false },
    { name = "chen", admin = true },
  ]
}

output "admins" {
  value = [for u in var.users : u.name if u.admin]
}

output "all_names" {
  value = var.users[*].name
}
