variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "app" {
  description = "Name of the application the role is for."
  type        = string
  default     = "reports"
}

variable "bucket_actions" {
  description = "What the application may do with its bucket's objects."
  type        = list(string)
  default     = ["s3:GetObject", "s3:ListBucket"]
}
