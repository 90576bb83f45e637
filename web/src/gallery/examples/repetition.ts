import type { Example } from "../example";

export const repetition: Example = {
  id: "count-for-each",
  title: "count and for_each",
  description: "Many instances of one block: count over a number, for_each over a map and a set.",
  planSummary: "Plan: 7 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `variable "replicas" {
  type    = number
  default = 2
}

variable "buckets" {
  type = map(string)
  default = {
    logs    = "30d"
    backups = "365d"
  }
}

# count: instances addressed by number.
resource "terraform_data" "worker" {
  count = var.replicas
  input = "worker-\${count.index}"
}

# for_each over a map: instances addressed by key.
resource "terraform_data" "bucket" {
  for_each = var.buckets
  input    = "\${each.key} kept for \${each.value}"
}

# for_each over a set of strings.
resource "terraform_data" "team" {
  for_each = toset(["web", "data", "ops"])
  input    = upper(each.value)
}
`,
    "outputs.tf": `output "workers" {
  value = terraform_data.worker[*].output
}

output "buckets" {
  value = { for k, b in terraform_data.bucket : k => b.output }
}
`,
  },
};
