variable "fruits" {
  type    = list(string)
  default = ["apple", "banana", "cherry"]
}

output "fruit_count" {
  value = length(var.fruits)
}

output "first_fruit" {
  value = var.fruits[0]
}

output "fruit_list" {
  value = join(", ", var.fruits)
}
