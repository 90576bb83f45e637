# Declare the module's buckets here.
