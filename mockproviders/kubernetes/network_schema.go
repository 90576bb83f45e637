//go:build schemagen

package kubernetes

// The schemas of network.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	kindSources["service"] = func() (attrs, blocks) {
		return attrs{
				"wait_for_load_balancer": attr(boolean, "o", "Wait for a LoadBalancer service to get its address (true by default)."),
				"status":                 attr(statusType, "c", "Status: the load balancer's addresses."),
			}, blocks{
				"spec": single(true, "The desired state of the service.", attrs{
					"type":                              attr(str, "o", "ClusterIP (the default), NodePort, LoadBalancer or ExternalName."),
					"selector":                          attr(strMap, "o", "Labels of the pods receiving the traffic."),
					"cluster_ip":                        attr(str, "ocf", "Virtual address; assigned when unset, \"None\" for a headless service."),
					"cluster_ips":                       attr(strList, "ocf", "Virtual addresses, one per IP family."),
					"external_ips":                      attr(strSet, "o", "Extra addresses the service answers on."),
					"external_name":                     attr(str, "o", "DNS name an ExternalName service aliases."),
					"external_traffic_policy":           attr(str, "oc", "Cluster or Local routing of external traffic."),
					"internal_traffic_policy":           attr(str, "oc", "Cluster or Local routing of internal traffic."),
					"health_check_node_port":            attr(num, "ocf", "Node port of the health check (Local policy)."),
					"ip_families":                       attr(strList, "oc", "IPv4, IPv6."),
					"ip_family_policy":                  attr(str, "oc", "SingleStack, PreferDualStack or RequireDualStack."),
					"load_balancer_class":               attr(str, "of", "Load balancer implementation."),
					"load_balancer_ip":                  attr(str, "o", "Requested load balancer address."),
					"load_balancer_source_ranges":       attr(strSet, "o", "Client ranges allowed through the load balancer."),
					"publish_not_ready_addresses":       attr(boolean, "o", "Include pods that are not ready."),
					"session_affinity":                  attr(str, "o", "None (the default) or ClientIP."),
					"allocate_load_balancer_node_ports": attr(boolean, "o", "Allocate node ports for a LoadBalancer (true by default)."),
				}, blocks{
					"port": list(0, 0, "A port of the service.", attrs{
						"port":         attr(num, "r", "Port of the service."),
						"target_port":  attr(str, "oc", "Port (number or name) of the pods; the same as port by default."),
						"node_port":    attr(num, "oc", "Port on every node (NodePort and LoadBalancer)."),
						"name":         attr(str, "o", "Name of the port; required with several ports."),
						"protocol":     attr(str, "o", "TCP (the default), UDP or SCTP."),
						"app_protocol": attr(str, "o", "Application protocol."),
					}, nil),
					"session_affinity_config": single(false, "Session affinity settings.", nil, blocks{
						"client_ip": single(false, "ClientIP affinity.", attrs{
							"timeout_seconds": attr(num, "oc", "Sticky time (10800)."),
						}, nil),
					}),
				}),
				"timeouts": timeouts("create"),
			}
	}
}
