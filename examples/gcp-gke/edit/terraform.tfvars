node_count   = 2
machine_type = "e2-standard-4"
