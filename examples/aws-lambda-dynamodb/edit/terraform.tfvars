# More memory for the function and longer log retention: both update in
# place.
memory_size        = 256
log_retention_days = 30
