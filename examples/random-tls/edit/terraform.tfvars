environment      = "staging"
certificate_days = 90
