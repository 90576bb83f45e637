import type { Example } from "../example";

export const forEach: Example = {
  id: "for-each",
  title: "for_each over maps and sets",
  description: "Instances keyed by name: for_each over a map of objects and over a set of strings, each.key and each.value, and chaining.",
  planSummary: "Plan: 8 to add, 0 to change, 0 to destroy.",
  files: {
    "variables.tf": `variable "buckets" {
  description = "Storage buckets by name, with their settings."
  type = map(object({
    retention_days = number
    public         = optional(bool, false)
  }))
  default = {
    logs    = { retention_days = 30 }
    backups = { retention_days = 365 }
    assets  = { retention_days = 0, public = true }
  }
}

variable "teams" {
  type    = list(string)
  default = ["web", "data", "ops", "web"]
}
`,
    "main.tf": `# for_each over a map: one instance per key, addressed by that key:
# terraform_data.bucket["logs"]. each.key is the key, each.value the value.
resource "terraform_data" "bucket" {
  for_each = var.buckets

  input = {
    name      = "acme-\${each.key}"
    retention = each.value.retention_days
    public    = each.value.public
  }
}

# for_each over a set of strings: each.key and each.value are the same.
# toset() turns the list into a set, dropping the duplicate "web".
resource "terraform_data" "team" {
  for_each = toset(var.teams)

  input = "team-\${each.value}"
}

# Chaining: for_each over another resource's instances gives one
# instance here per instance there, with the same keys.
resource "terraform_data" "lifecycle_rule" {
  for_each = {
    for name, bucket in terraform_data.bucket : name => bucket
    if bucket.input.retention > 0
  }

  input = "delete objects of \${each.value.input.name} after \${each.value.input.retention} days"
}
`,
    "outputs.tf": `output "bucket_names" {
  value = { for key, b in terraform_data.bucket : key => b.input.name }
}

output "logs_bucket" {
  value = terraform_data.bucket["logs"].input
}

output "teams" {
  value = keys(terraform_data.team)
}

# Next: Apply, then remove "backups" from var.buckets and plan: only
# terraform_data.bucket["backups"] and its rule are destroyed; the other
# instances keep their addresses, unlike with count.
`,
  },
};
