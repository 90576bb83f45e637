# A new image version and one more replica: the deployment is updated in
# place (a rolling update).
image    = "nginx:1.27"
replicas = 3
