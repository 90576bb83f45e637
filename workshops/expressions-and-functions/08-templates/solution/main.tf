variable "site" {
  type    = string
  default = "pets.example.com"
}

variable "servers" {
  type    = list(string)
  default = ["web-1", "web-2"]
}

output "banner" {
  value = <<-EOT
    Welcome to ${var.site}.
    Have a nice day.
  EOT
}

output "motd" {
  value = "Servers:\n%{for s in var.servers}- ${s}\n%{endfor}"
}

output "mode" {
  value = "%{if length(var.servers) > 1}cluster%{else}single%{endif}"
}
