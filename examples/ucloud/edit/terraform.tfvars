instance_type = "n-basic-4"
