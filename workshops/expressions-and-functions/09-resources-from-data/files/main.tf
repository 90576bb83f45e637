variable "buckets" {
  type = list(object({
    name       = string
    versioning = bool
  }))
  default = [
    { name = "logs", versioning = true },
    { name = "assets", versioning = false },
  ]
}

# Add the buckets and the outputs versioned and subnets here.
