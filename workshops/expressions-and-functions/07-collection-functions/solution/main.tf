locals {
  team_a = ["ana", "joe"]
  team_b = ["joe", "li"]

  default_tags = {
    Project = "pets"
    Owner   = "platform"
  }
}

output "everyone" {
  value = sort(distinct(concat(local.team_a, local.team_b)))
}

output "tags" {
  value = merge(local.default_tags, { Owner = "ana" })
}
