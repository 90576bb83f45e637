import type { Example } from "../example";

export const kubernetesApp: Example = {
  id: "kubernetes-app",
  title: "Kubernetes: an application",
  description: "A namespace, config map, secret, deployment with probes and resources, a service and an ingress, on the mock Kubernetes provider.",
  planSummary: "Plan: 6 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    kubernetes = {
      source  = "hashicorp/kubernetes"
      version = "~> 2.30"
    }
  }
}

# In real life: config_path = "~/.kube/config", or the cluster's endpoint
# and credentials from a cluster resource.
provider "kubernetes" {
  config_path    = "~/.kube/config"
  config_context = "playground"
}
`,
    "variables.tf": `variable "app" {
  type    = string
  default = "guestbook"
}

variable "image" {
  type    = string
  default = "nginx:1.27"
}

variable "replicas" {
  type    = number
  default = 2
}

variable "host" {
  type    = string
  default = "guestbook.example.com"
}
`,
    "app.tf": `locals {
  labels = {
    "app.kubernetes.io/name"       = var.app
    "app.kubernetes.io/managed-by" = "terraform"
  }
}

resource "kubernetes_namespace_v1" "app" {
  metadata {
    name   = var.app
    labels = local.labels
  }
}

resource "kubernetes_config_map_v1" "app" {
  metadata {
    name      = "\${var.app}-config"
    namespace = kubernetes_namespace_v1.app.metadata[0].name
  }

  data = {
    "LOG_LEVEL"  = "info"
    "nginx.conf" = <<-EOT
      server {
        listen 8080;
        location / { return 200 "hello from \${var.app}\\n"; }
      }
    EOT
  }
}

resource "kubernetes_secret_v1" "app" {
  metadata {
    name      = "\${var.app}-db"
    namespace = kubernetes_namespace_v1.app.metadata[0].name
  }

  # Kubernetes base64-encodes secret data; the provider does it for you.
  data = {
    password = "not-a-real-password"
  }
}

resource "kubernetes_deployment_v1" "app" {
  metadata {
    name      = var.app
    namespace = kubernetes_namespace_v1.app.metadata[0].name
    labels    = local.labels
  }

  spec {
    replicas = var.replicas

    selector {
      match_labels = local.labels
    }

    template {
      metadata {
        labels = local.labels
      }

      spec {
        container {
          name  = "web"
          image = var.image

          port {
            container_port = 8080
          }

          env_from {
            config_map_ref {
              name = kubernetes_config_map_v1.app.metadata[0].name
            }
          }

          env {
            name = "DB_PASSWORD"
            value_from {
              secret_key_ref {
                name = kubernetes_secret_v1.app.metadata[0].name
                key  = "password"
              }
            }
          }

          resources {
            requests = { cpu = "100m", memory = "128Mi" }
            limits   = { cpu = "500m", memory = "256Mi" }
          }

          readiness_probe {
            http_get {
              path = "/"
              port = 8080
            }
            period_seconds = 5
          }
        }
      }
    }
  }
}
`,
    "network.tf": `resource "kubernetes_service_v1" "app" {
  metadata {
    name      = var.app
    namespace = kubernetes_namespace_v1.app.metadata[0].name
  }

  spec {
    selector = local.labels

    port {
      port        = 80
      target_port = 8080
    }
  }
}

resource "kubernetes_ingress_v1" "app" {
  metadata {
    name      = var.app
    namespace = kubernetes_namespace_v1.app.metadata[0].name
  }

  spec {
    rule {
      host = var.host
      http {
        path {
          path      = "/"
          path_type = "Prefix"
          backend {
            service {
              name = kubernetes_service_v1.app.metadata[0].name
              port {
                number = 80
              }
            }
          }
        }
      }
    }
  }
}
`,
    "outputs.tf": `output "url" {
  value = "http://\${var.host}/"
}

output "namespace" {
  value = kubernetes_namespace_v1.app.metadata[0].name
}

# Next: Apply, then set image = "nginx:1.28" and plan: the deployment is
# updated in place, and Kubernetes would roll the pods.
`,
  },
};
