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

# Add the outputs admins and all_names here.
