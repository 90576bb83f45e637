output "namespace_uid" {
  value = kubernetes_namespace.web.metadata[0].uid
}

output "service_cluster_ip" {
  value = kubernetes_service.hello.spec[0].cluster_ip
}

output "load_balancer" {
  value = kubernetes_service.hello.status[0].load_balancer[0].ingress
}
