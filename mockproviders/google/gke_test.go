package google_test

import (
	"strings"
	"testing"
)

// gkeConfig is a GKE cluster with a separately managed node pool, as the
// GKE tutorials write it; machineType and nodeCount vary between steps.
func gkeConfig(machineType, nodeCount string) string {
	return `provider "google" {
  project = "tfplay-demo"
  region  = "europe-west1"
}

resource "google_compute_network" "vpc" {
  name                    = "gke-vpc"
  auto_create_subnetworks = false
}

resource "google_compute_subnetwork" "nodes" {
  name          = "gke-nodes"
  network       = google_compute_network.vpc.id
  ip_cidr_range = "10.10.0.0/24"

  secondary_ip_range {
    range_name    = "pods"
    ip_cidr_range = "10.20.0.0/16"
  }
  secondary_ip_range {
    range_name    = "services"
    ip_cidr_range = "10.30.0.0/20"
  }
}

resource "google_container_cluster" "primary" {
  name                     = "demo"
  location                 = "europe-west1"
  network                  = google_compute_network.vpc.name
  subnetwork               = google_compute_subnetwork.nodes.name
  remove_default_node_pool = true
  initial_node_count       = 1
  deletion_protection      = false

  ip_allocation_policy {
    cluster_secondary_range_name  = "pods"
    services_secondary_range_name = "services"
  }

  release_channel {
    channel = "REGULAR"
  }
}

resource "google_container_node_pool" "primary" {
  name       = "primary"
  cluster    = google_container_cluster.primary.id
  node_count = ` + nodeCount + `

  node_config {
    machine_type = "` + machineType + `"
    oauth_scopes = ["https://www.googleapis.com/auth/cloud-platform"]
    labels = {
      env = "demo"
    }
  }
}

data "google_client_config" "current" {}

output "endpoint" {
  value = google_container_cluster.primary.endpoint
}

output "ca_certificate" {
  value     = google_container_cluster.primary.master_auth[0].cluster_ca_certificate
  sensitive = true
}

output "client_project" {
  value = data.google_client_config.current.project
}
`
}

func TestGKEClusterAndNodePool(t *testing.T) {
	w := newWorkspace(t, gkeConfig("e2-standard-2", "1"))
	contains(t, w.ok("init", "-no-color"), "Installing hashicorp/google", "Terraform has been successfully initialized!")

	plan := w.ok("plan", "-no-color")
	contains(t, plan,
		`# google_container_cluster.primary will be created`,
		`+ project                     = "tfplay-demo"`,
		`+ endpoint                    = (known after apply)`,
		`+ master_auth {`,
		`+ cluster_ca_certificate = (known after apply)`,
		`+ region                     = "europe-west1"`,
		`+ machine_type      = "e2-standard-2"`,
		`+ "goog-terraform-provisioned" = "true"`,
		"Plan: 4 to add, 0 to change, 0 to destroy.",
	)

	apply := w.ok("apply", "-auto-approve", "-no-color")
	contains(t, apply,
		"google_container_cluster.primary: Creation complete after 0s [id=projects/tfplay-demo/locations/europe-west1/clusters/demo]",
		"google_container_node_pool.primary: Creation complete after 0s [id=projects/tfplay-demo/locations/europe-west1/clusters/demo/nodePools/primary]",
		"Apply complete! Resources: 4 added, 0 changed, 0 destroyed.",
		"ca_certificate = <sensitive>",
		`client_project = "tfplay-demo"`,
	)
	cluster := w.stateResource("google_container_cluster.primary")
	matches(t, cluster, map[string]string{
		"endpoint":                             `(34|35)\.\d+\.\d+\.\d+`,
		"master_version":                       `1\.\d+\.\d+-gke\.\d+`,
		"self_link":                            `https://container\.googleapis\.com/v1/projects/tfplay-demo/locations/europe-west1/clusters/demo`,
		"master_auth.0.cluster_ca_certificate": `LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t[A-Za-z0-9+/=]+`,
		"ip_allocation_policy.0.cluster_secondary_range_name": "pods",
	})
	pool := w.stateResource("google_container_node_pool.primary")
	matches(t, pool, map[string]string{
		"location":                   "europe-west1",
		"version":                    `1\.\d+\.\d+-gke\.\d+`,
		"node_config.0.disk_size_gb": "100",
		"node_config.0.image_type":   "COS_CONTAINERD",
		"instance_group_urls.0":      `https://www\.googleapis\.com/compute/v1/projects/tfplay-demo/zones/europe-west1-[bcd]/instanceGroupManagers/gke-demo-primary-[0-9a-f]{8}-grp`,
		"instance_group_urls.2":      `https://www\.googleapis\.com/compute/v1/projects/tfplay-demo/zones/europe-west1-[bcd]/instanceGroupManagers/gke-demo-primary-[0-9a-f]{8}-grp`,
	})
	subnet := w.stateResource("google_compute_subnetwork.nodes")
	matches(t, subnet, map[string]string{"gateway_address": `10\.10\.0\.1`, "region": "europe-west1"})

	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// node_count changes in place; the machine type replaces the pool.
	w.write("main.tf", gkeConfig("e2-standard-2", "3"))
	plan = w.ok("plan", "-no-color")
	contains(t, plan, "# google_container_node_pool.primary will be updated in-place", "~ node_count", "1 -> 3", "Plan: 0 to add, 1 to change, 0 to destroy.")
	w.ok("apply", "-auto-approve", "-no-color")

	w.write("main.tf", gkeConfig("e2-standard-4", "3"))
	plan = w.ok("plan", "-no-color")
	contains(t, plan,
		"# google_container_node_pool.primary must be replaced",
		`~ machine_type      = "e2-standard-2" -> "e2-standard-4" # forces replacement`,
		"Plan: 1 to add, 0 to change, 1 to destroy.",
	)
	w.ok("apply", "-auto-approve", "-no-color")
	if got := w.stateResource("google_container_node_pool.primary"); at(got, "node_config", 0, "machine_type") != "e2-standard-4" {
		t.Errorf("machine type after replacement: %v", at(got, "node_config", 0, "machine_type"))
	}
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	destroy := w.ok("destroy", "-auto-approve", "-no-color")
	contains(t, destroy, "Destroy complete! Resources: 4 destroyed.")
}

func TestGKEDeletionProtection(t *testing.T) {
	cfg := strings.Replace(gkeConfig("e2-medium", "1"), "  deletion_protection      = false\n", "", 1)
	w := newWorkspace(t, cfg)
	w.ok("init", "-no-color")
	contains(t, w.ok("plan", "-no-color"), "+ deletion_protection         = true")
	w.ok("apply", "-auto-approve", "-no-color")
	out := w.fails("destroy", "-auto-approve", "-no-color")
	contains(t, out, "Cannot destroy cluster because deletion_protection is set to true")
}
