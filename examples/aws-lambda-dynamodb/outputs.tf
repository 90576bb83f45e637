output "function_arn" {
  value = aws_lambda_function.notes.arn
}

output "table_arn" {
  value = aws_dynamodb_table.notes.arn
}

output "invoke_arn" {
  value = aws_lambda_function.notes.invoke_arn
}
