variable "project_id" {
  description = "Google Cloud project to create the cluster in."
  type        = string
  default     = "tfplay-demo"
}

variable "region" {
  description = "Region of the cluster."
  type        = string
  default     = "europe-west1"
}

variable "cluster_name" {
  type    = string
  default = "demo"
}

variable "node_count" {
  description = "Nodes per zone."
  type        = number
  default     = 1
}

variable "machine_type" {
  type    = string
  default = "e2-standard-2"
}
