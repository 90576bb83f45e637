package kubernetes_test

import (
	"fmt"
	"strings"
	"testing"
)

// appConfig is the classic Kubernetes tutorial: a namespace, a deployment
// of nginx and a LoadBalancer service in front of it.
func appConfig(replicas, image string) string {
	return `terraform {
  required_providers {
    kubernetes = {
      source = "hashicorp/kubernetes"
    }
  }
}

provider "kubernetes" {
  config_path = "~/.kube/config"
}

resource "kubernetes_namespace" "app" {
  metadata {
    name = "web"
  }
}

resource "kubernetes_config_map" "site" {
  metadata {
    name      = "site"
    namespace = kubernetes_namespace.app.metadata[0].name
  }
  data = {
    "index.html" = "<h1>hello</h1>"
  }
}

resource "kubernetes_secret" "api" {
  metadata {
    name      = "api-key"
    namespace = kubernetes_namespace.app.metadata[0].name
  }
  data = {
    key = "s3cr3t"
  }
}

resource "kubernetes_deployment" "nginx" {
  metadata {
    name      = "nginx"
    namespace = kubernetes_namespace.app.metadata[0].name
    labels = {
      app = "nginx"
    }
  }

  spec {
    replicas = ` + replicas + `

    selector {
      match_labels = {
        app = "nginx"
      }
    }

    template {
      metadata {
        labels = {
          app = "nginx"
        }
      }

      spec {
        container {
          name  = "nginx"
          image = "` + image + `"

          port {
            container_port = 80
          }

          resources {
            limits = {
              cpu    = "500m"
              memory = "512Mi"
            }
          }

          env {
            name = "API_KEY"
            value_from {
              secret_key_ref {
                name = kubernetes_secret.api.metadata[0].name
                key  = "key"
              }
            }
          }

          volume_mount {
            name       = "site"
            mount_path = "/usr/share/nginx/html"
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

resource "kubernetes_service_v1" "nginx" {
  metadata {
    name      = "nginx"
    namespace = kubernetes_namespace.app.metadata[0].name
  }
  spec {
    selector = {
      app = kubernetes_deployment.nginx.spec[0].template[0].metadata[0].labels.app
    }
    port {
      port        = 80
      target_port = 80
    }
    type = "LoadBalancer"
  }
}

output "lb_ip" {
  value = kubernetes_service_v1.nginx.status[0].load_balancer[0].ingress[0].ip
}
`
}

func TestDeploymentAndService(t *testing.T) {
	w := newWorkspace(t, appConfig("2", "nginx:1.27"))
	contains(t, w.ok("init", "-no-color"), "Installing hashicorp/kubernetes")

	plan := w.ok("plan", "-no-color")
	contains(t, plan,
		`# kubernetes_deployment.nginx will be created`,
		`+ replicas = "2"`,
		`+ wait_for_rollout = true`,
		`+ progress_deadline_seconds = 600`,
		`+ uid = (known after apply)`,
		`+ resource_version = (known after apply)`,
		`+ image_pull_policy = (known after apply)`,
		`+ termination_message_path = "/dev/termination-log"`,
		`+ dns_policy = "ClusterFirst"`,
		`+ restart_policy = "Always"`,
		`+ "memory" = "512Mi"`,
		`+ data = (sensitive value)`,
		`+ namespace = "web"`,
		`+ type = "Opaque"`,
		`+ node_port = (known after apply)`,
		"+ status = (known after apply)",
		"Plan: 5 to add, 0 to change, 0 to destroy.",
	)
	out := w.ok("apply", "-auto-approve", "-no-color")
	contains(t, out,
		"kubernetes_namespace.app: Creation complete after 0s [id=web]",
		"kubernetes_deployment.nginx: Creation complete after 0s [id=web/nginx]",
		"kubernetes_service_v1.nginx: Creation complete after 0s [id=web/nginx]",
		`lb_ip = "`,
	)
	dep := w.stateResource("kubernetes_deployment.nginx")
	matches(t, dep, map[string]string{
		"metadata.0.uid":                                                  `[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}`,
		"metadata.0.resource_version":                                     `\d{6}`,
		"metadata.0.generation":                                           "1",
		"spec.0.strategy.0.type":                                          "RollingUpdate",
		"spec.0.strategy.0.rolling_update.0.max_surge":                    "25%",
		"spec.0.template.0.spec.0.container.0.image_pull_policy":          "IfNotPresent",
		"spec.0.template.0.spec.0.container.0.termination_message_policy": "File",
		"spec.0.template.0.spec.0.service_account_name":                   "default",
		"spec.0.template.0.metadata.0.uid":                                "",
	})
	svc := w.stateResource("kubernetes_service_v1.nginx")
	matches(t, svc, map[string]string{
		"spec.0.cluster_ip":                     `10\.96\.\d+\.\d+`,
		"spec.0.port.0.node_port":               `3\d{4}`,
		"spec.0.port.0.target_port":             "80",
		"spec.0.port.0.protocol":                "TCP",
		"spec.0.external_traffic_policy":        "Cluster",
		"status.0.load_balancer.0.ingress.0.ip": `\d+\.\d+\.\d+\.\d+`,
	})
	if at(svc, "spec", 0, "cluster_ip") != at(svc, "spec", 0, "cluster_ips", 0) {
		t.Errorf("cluster_ip and cluster_ips disagree")
	}
	matches(t, w.stateResource("kubernetes_namespace.app"), map[string]string{"metadata.0.generation": "0", "id": "web"})
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// Scaling and a new image are in-place updates that bump the versions.
	w.write("main.tf", appConfig("3", "nginx:1.27.1"))
	plan = w.ok("plan", "-no-color")
	contains(t, plan, "# kubernetes_deployment.nginx will be updated in-place", `~ replicas = "2" -> "3"`, `~ image = "nginx:1.27" -> "nginx:1.27.1"`, "Plan: 0 to add, 1 to change, 0 to destroy.")
	w.ok("apply", "-auto-approve", "-no-color")
	after := w.stateResource("kubernetes_deployment.nginx")
	if at(after, "metadata", 0, "uid") != at(dep, "metadata", 0, "uid") {
		t.Errorf("an update changed the uid")
	}
	if fmt.Sprint(at(after, "metadata", 0, "generation")) != "2" || at(after, "metadata", 0, "resource_version") == at(dep, "metadata", 0, "resource_version") {
		t.Errorf("generation %v, resource version %v after an update", at(after, "metadata", 0, "generation"), at(after, "metadata", 0, "resource_version"))
	}
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// Renaming the namespace replaces everything in it.
	w.write("main.tf", strings.Replace(appConfig("3", "nginx:1.27.1"), `name = "web"`, `name = "shop"`, 1))
	contains(t, w.ok("plan", "-no-color"),
		`~ name = "web" -> "shop" # forces replacement`,
		`~ namespace = "web" -> "shop" # forces replacement`,
		"Plan: 5 to add, 0 to change, 5 to destroy.",
	)
	w.ok("apply", "-auto-approve", "-no-color")
	contains(t, w.ok("destroy", "-auto-approve", "-no-color"), "Destroy complete! Resources: 5 destroyed.")
}

func TestKubernetesValidation(t *testing.T) {
	cases := []struct{ name, config, want string }{
		{"metadata required", `resource "kubernetes_namespace" "n" {}`, `At least 1 "metadata" blocks are required.`},
		{"spec required", `resource "kubernetes_deployment_v1" "d" {
  metadata {
    name = "d"
  }
}`, `At least 1 "spec" blocks are required.`},
		{"container name", `resource "kubernetes_pod" "p" {
  metadata {
    name = "p"
  }
  spec {
    container {
      image = "busybox"
    }
  }
}`, `The argument "name" is required, but no definition was found.`},
		{"beta ingress", `resource "kubernetes_ingress_v1" "i" {
  metadata {
    name = "i"
  }
  spec {
    backend {
      service_name = "web"
      service_port = 80
    }
  }
}`, `Blocks of type "backend" are not expected here.`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorkspace(t, tc.config)
			w.ok("init", "-no-color")
			contains(t, w.fails("plan", "-no-color"), tc.want)
		})
	}
}
