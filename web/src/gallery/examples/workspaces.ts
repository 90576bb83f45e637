import type { Example } from "../example";

export const workspaces: Example = {
  id: "workspaces",
  title: "Workspaces",
  description: "One configuration, several states: terraform.workspace in names and sizes, and how to switch between workspaces.",
  planSummary: "Plan: 2 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `# Each workspace has a state of its own: the same configuration applied
# in "default" and in "prod" manages two separate sets of objects.
# terraform.workspace is the current workspace's name.

locals {
  settings = {
    default = { replicas = 1, size = "small" }
    prod    = { replicas = 3, size = "large" }
  }

  # Workspaces not listed above get the default settings.
  env = lookup(local.settings, terraform.workspace, local.settings["default"])
}

resource "terraform_data" "server" {
  count = local.env.replicas

  input = {
    name = "app-\${terraform.workspace}-\${count.index}"
    size = local.env.size
  }
}

resource "terraform_data" "dns" {
  input = terraform.workspace == "prod" ? "app.example.com" : "app.\${terraform.workspace}.example.com"
}

output "workspace" {
  value = terraform.workspace
}
`,
    "README.md": `# Workspaces

1. **Plan** and **Apply** in the \`default\` workspace: one small server.
2. Create a workspace named \`prod\` with the **+** button next to the
   workspace selector (or run \`terraform workspace new prod\` in the
   terminal).
3. **Plan**: the \`prod\` state is empty, so everything is created again,
   now three large servers and \`app.example.com\`.
4. Switch back to \`default\` and plan: *No changes*. Its state was kept.

\`terraform workspace list\` shows them all; \`terraform workspace show\`
the current one. Workspaces suit short-lived copies of one environment;
for environments that differ a lot, separate root modules are clearer.
`,
  },
};
