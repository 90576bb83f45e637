locals {
  team_a = ["ana", "joe"]
  team_b = ["joe", "li"]

  default_tags = {
    Project = "pets"
    Owner   = "platform"
  }
}

# Add the outputs everyone and tags here.
