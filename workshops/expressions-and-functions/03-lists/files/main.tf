variable "fruits" {
  type    = list(string)
  default = ["apple", "banana", "cherry"]
}

# Add the outputs fruit_count, first_fruit and fruit_list here.
