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

resource "aws_s3_bucket" "this" {
  for_each = { for b in var.buckets : b.name => b }

  bucket = "demo-${each.key}"
}

output "versioned" {
  value = [for b in var.buckets : b.name if b.versioning]
}

output "subnets" {
  value = [for i in range(3) : cidrsubnet("10.0.0.0/16", 8, i)]
}
