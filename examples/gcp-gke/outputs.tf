output "cluster_endpoint" {
  value = google_container_cluster.primary.endpoint
}

output "cluster_ca_certificate" {
  value     = google_container_cluster.primary.master_auth[0].cluster_ca_certificate
  sensitive = true
}

output "node_service_account" {
  value = google_service_account.nodes.email
}

output "project" {
  value = data.google_client_config.current.project
}
