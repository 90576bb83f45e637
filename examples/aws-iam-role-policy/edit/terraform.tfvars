# The application may now also write reports.
bucket_actions = ["s3:GetObject", "s3:ListBucket", "s3:PutObject"]
