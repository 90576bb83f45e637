variable "name" {
  type    = string
  default = "world"
}

# Add the outputs greeting and shout here.
