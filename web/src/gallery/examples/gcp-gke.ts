import type { Example } from "../example";

export const gcpGke: Example = {
  id: "gcp-gke",
  title: "Google Cloud: a GKE cluster",
  description: "A VPC-native GKE cluster in its own network with secondary ranges, and a separately managed node pool with its own service account.",
  planSummary: "Plan: 6 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 6.0"
    }
  }
}

provider "google" {
  project = var.project_id
  region  = var.region
}
`,
    "variables.tf": `variable "project_id" {
  type    = string
  default = "tfplay-demo"
}

variable "region" {
  type    = string
  default = "europe-west1"
}

variable "cluster_name" {
  type    = string
  default = "shop"
}

variable "node_count" {
  description = "Nodes per zone: a regional cluster has three zones."
  type        = number
  default     = 1
}

variable "machine_type" {
  type    = string
  default = "e2-standard-4"
}
`,
    "network.tf": `resource "google_compute_network" "gke" {
  name                    = "\${var.cluster_name}-net"
  auto_create_subnetworks = false
}

# VPC-native clusters take pod and service addresses from secondary
# ranges of the subnetwork.
resource "google_compute_subnetwork" "gke" {
  name          = "\${var.cluster_name}-nodes"
  network       = google_compute_network.gke.id
  region        = var.region
  ip_cidr_range = "10.10.0.0/20"

  secondary_ip_range {
    range_name    = "pods"
    ip_cidr_range = "10.20.0.0/14"
  }

  secondary_ip_range {
    range_name    = "services"
    ip_cidr_range = "10.24.0.0/20"
  }
}
`,
    "cluster.tf": `# The usual pattern: create the cluster with a throwaway default pool,
# remove it at once, and manage node pools as separate resources, so that
# changing nodes never replaces the cluster.
resource "google_container_cluster" "main" {
  name     = var.cluster_name
  location = var.region

  network    = google_compute_network.gke.id
  subnetwork = google_compute_subnetwork.gke.id

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

  workload_identity_config {
    workload_pool = "\${var.project_id}.svc.id.goog"
  }
}

# Nodes run as a service account of their own, not the default one.
resource "google_service_account" "nodes" {
  account_id   = "\${var.cluster_name}-nodes"
  display_name = "GKE nodes of \${var.cluster_name}"
}

resource "google_project_iam_member" "nodes_logging" {
  project = var.project_id
  role    = "roles/logging.logWriter"
  member  = "serviceAccount:\${google_service_account.nodes.email}"
}

resource "google_container_node_pool" "general" {
  name       = "general"
  cluster    = google_container_cluster.main.id
  location   = var.region
  node_count = var.node_count

  management {
    auto_repair  = true
    auto_upgrade = true
  }

  node_config {
    machine_type    = var.machine_type
    disk_size_gb    = 50
    service_account = google_service_account.nodes.email
    oauth_scopes    = ["https://www.googleapis.com/auth/cloud-platform"]
    labels          = { pool = "general" }

    workload_metadata_config {
      mode = "GKE_METADATA"
    }
  }
}
`,
    "outputs.tf": `output "cluster_endpoint" {
  value = google_container_cluster.main.endpoint
}

output "get_credentials" {
  value = "gcloud container clusters get-credentials \${var.cluster_name} --region \${var.region} --project \${var.project_id}"
}

# Next: Apply, then change machine_type and plan: only the node pool is
# replaced; the cluster stays.
`,
  },
};
