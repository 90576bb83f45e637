# A Kubernetes upgrade (in place) and three nodes instead of two.
kubernetes_version = "1.30"
desired_nodes      = 3
