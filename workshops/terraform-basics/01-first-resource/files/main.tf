# Declare a random_pet resource named "server_name" below.
