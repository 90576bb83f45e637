import type { Example } from "../example";

export const provisioners: Example = {
  id: "provisioners",
  title: "Provisioners",
  description: "local-exec and remote-exec with a connection block, destroy-time provisioners, on_failure, and terraform_data to run them.",
  planSummary: "Plan: 3 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}
`,
    "main.tf": `# Provisioners run commands when a resource is created (or destroyed).
# They are a last resort: Terraform cannot plan what they do. Prefer a
# provider's own arguments (user_data here) when there is one.
# tfplay simulates them: it prints what would run, and runs nothing.

resource "aws_instance" "web" {
  ami           = "ami-0123456789abcdef0"
  instance_type = "t3.micro"
  key_name      = "deployer"

  # The preferred way: the instance configures itself on first boot.
  user_data = <<-EOT
    #!/bin/bash
    dnf install -y nginx
  EOT

  # local-exec runs on the machine running Terraform.
  provisioner "local-exec" {
    command = "echo \${self.private_ip} >> inventory.txt"
  }

  # remote-exec runs on the new machine, over the connection below.
  provisioner "remote-exec" {
    inline = [
      "sudo systemctl enable --now nginx",
    ]
  }

  connection {
    type        = "ssh"
    user        = "ec2-user"
    host        = self.public_ip
    private_key = file("\${path.module}/deployer.pem")
  }
}

# terraform_data with a provisioner: a step that reruns whenever the
# values in triggers_replace change (here, the instance's id).
resource "terraform_data" "smoke_test" {
  triggers_replace = [aws_instance.web.id]

  provisioner "local-exec" {
    command     = "curl --fail http://\${aws_instance.web.public_ip}/"
    on_failure  = continue # the default, fail, marks the resource tainted
    interpreter = ["/bin/sh", "-c"]
  }
}

resource "terraform_data" "deregister" {
  input = aws_instance.web.private_ip

  # A destroy-time provisioner runs before the resource is destroyed. It
  # may only refer to self.
  provisioner "local-exec" {
    when    = destroy
    command = "echo remove \${self.input} from the load balancer"
  }
}
`,
    "deployer.pem": `-----BEGIN OPENSSH PRIVATE KEY-----
(a placeholder: in real life, never keep a private key next to the code)
-----END OPENSSH PRIVATE KEY-----
`,
  },
};
