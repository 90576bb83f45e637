variable "fruits" {
  type    = list(string)
  default = ["apple", "banana", "cherry"]
}

# Add the outputs capitalized and name_lengths here.
