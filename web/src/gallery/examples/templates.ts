import type { Example } from "../example";

export const templates: Example = {
  id: "templates",
  title: "Strings, heredocs and templates",
  description: "Interpolation, %{for} and %{if} directives, ~ strip markers, heredocs and templatefile() with a template file.",
  planSummary: "Plan: 1 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `variable "servers" {
  type    = list(string)
  default = ["10.0.1.10", "10.0.1.11", "10.0.1.12"]
}

variable "maintenance" {
  type    = bool
  default = false
}

locals {
  # \${ ... } interpolates an expression into a string.
  greeting = "Serving \${length(var.servers)} backends"

  # %{if} ... %{else} ... %{endif} chooses text.
  status = "Status: %{if var.maintenance}down for maintenance%{else}open%{endif}"

  # %{ for } ... %{endfor} repeats text. Without strip markers every
  # newline of the template is kept...
  loose = <<EOT
%{for ip in var.servers}
server \${ip}
%{endfor}
EOT

  # ...while a ~ next to a brace strips the spaces and the newline on
  # that side of the directive.
  tight = <<EOT
%{for ip in var.servers~}
server \${ip}
%{endfor~}
EOT

  # <<- (an indented heredoc) removes the indentation common to all lines,
  # so the text can follow the code's indentation.
  indented = <<-EOT
    first line
      second line, indented two more
    last line
  EOT

  # To write \${ or %{ literally, double the first character: $\${ and %%{.
  literal = "Write $\${var.name} to interpolate."

  # templatefile() renders a separate file with the variables you pass.
  nginx_conf = templatefile("\${path.module}/templates/upstream.conf.tftpl", {
    name        = "app"
    servers     = var.servers
    maintenance = var.maintenance
  })
}

resource "terraform_data" "config" {
  input = local.nginx_conf
}
`,
    "templates/upstream.conf.tftpl": `# Rendered by templatefile() in main.tf.
upstream \${name} {
%{ for i, ip in servers ~}
    server \${ip}:8080%{ if i == 0 } weight=2%{ endif };
%{ endfor ~}
}

server {
    listen 80;
%{ if maintenance ~}
    return 503;
%{ else ~}
    location / {
        proxy_pass http://\${name};
    }
%{ endif ~}
}
`,
    "outputs.tf": `output "greeting" {
  value = local.greeting
}

output "status" {
  value = local.status
}

# Compare the two: the plan shows multi-line strings as heredocs.
output "loose" {
  value = local.loose
}

output "tight" {
  value = local.tight
}

output "indented" {
  value = local.indented
}

output "literal" {
  value = local.literal
}

# Set maintenance = true and plan again to see the other branch.
output "nginx_conf" {
  value = local.nginx_conf
}
`,
  },
};
