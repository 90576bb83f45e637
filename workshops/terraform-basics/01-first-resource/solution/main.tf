resource "random_pet" "server_name" {
  length = 2
}
