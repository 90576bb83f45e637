output "role_arn" {
  value = aws_iam_role.app.arn
}

output "instance_profile" {
  value = aws_iam_instance_profile.app.name
}

output "bucket_policy_json" {
  value = data.aws_iam_policy_document.bucket_access.json
}
