provider "kubernetes" {
  config_path    = "~/.kube/config"
  config_context = "kind-demo"
}

locals {
  labels = {
    app     = "hello"
    tier    = "frontend"
    managed = "terraform"
  }
}

resource "kubernetes_namespace" "web" {
  metadata {
    name = var.namespace

    labels = {
      team = "platform"
    }
  }
}

resource "kubernetes_config_map" "site" {
  metadata {
    name      = "hello-site"
    namespace = kubernetes_namespace.web.metadata[0].name
  }

  data = {
    "index.html" = "<h1>Hello from Kubernetes</h1>"
  }
}

resource "kubernetes_deployment" "hello" {
  metadata {
    name      = "hello"
    namespace = kubernetes_namespace.web.metadata[0].name
    labels    = local.labels
  }

  spec {
    replicas = var.replicas

    selector {
      match_labels = {
        app = local.labels.app
      }
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
            container_port = 80
          }

          resources {
            requests = {
              cpu    = "100m"
              memory = "64Mi"
            }
            limits = {
              cpu    = "250m"
              memory = "128Mi"
            }
          }

          volume_mount {
            name       = "site"
            mount_path = "/usr/share/nginx/html"
          }

          liveness_probe {
            http_get {
              path = "/"
              port = 80
            }
            initial_delay_seconds = 5
            period_seconds        = 10
          }
        }

        volume {
          name = "site"

          config_map {
            name = kubernetes_config_map.site.metadata[0].name
          }
        }
      }
    }
  }
}

resource "kubernetes_service" "hello" {
  metadata {
    name      = "hello"
    namespace = kubernetes_namespace.web.metadata[0].name
  }

  spec {
    selector = {
      app = local.labels.app
    }

    port {
      name        = "http"
      port        = 80
      target_port = 80
    }

    type = "LoadBalancer"
  }
}
