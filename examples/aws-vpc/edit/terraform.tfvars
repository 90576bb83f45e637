# Bigger web servers (updated in place), and the application server moved
# to the other private subnet (its subnet_id forces a new instance).
instance_type    = "t3.small"
app_subnet_index = 1
