variable "fruits" {
  type    = list(string)
  default = ["apple", "banana", "cherry"]
}

output "capitalized" {
  value = [for f in var.fruits : title(f)]
}

output "name_lengths" {
  value = { for f in var.fruits : f => length(f) }
}
