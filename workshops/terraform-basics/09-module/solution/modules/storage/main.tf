resource "aws_s3_bucket" "this" {
  for_each = var.names

  bucket = "${var.prefix}-${each.key}"
  tags   = var.tags
}

output "bucket_arns" {
  value = { for name, b in aws_s3_bucket.this : name => b.arn }
}
