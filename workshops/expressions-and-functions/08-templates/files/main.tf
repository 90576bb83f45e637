variable "site" {
  type    = string
  default = "pets.example.com"
}

variable "servers" {
  type    = list(string)
  default = ["web-1", "web-2"]
}

# Add the outputs banner, motd and mode here.
