variable "prefix" {
  description = "Put in front of every bucket name."
  type        = string
}

variable "names" {
  description = "One bucket is made for each name."
  type        = set(string)
}

variable "tags" {
  description = "Tags of every bucket."
  type        = map(string)
  default     = {}
}
