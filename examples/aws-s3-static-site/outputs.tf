output "bucket" {
  value = aws_s3_bucket.site.bucket
}

output "website_endpoint" {
  value = aws_s3_bucket_website_configuration.site.website_endpoint
}

output "objects" {
  value = sort(keys(aws_s3_object.site))
}
