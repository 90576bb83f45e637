//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of container_cluster.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["containerCluster"] = func() *configschema.Block {
		return clusterSchema()
	}
	schemaSources["containerNodePool"] = func() *configschema.Block {
		return resourceBlock("A node pool of a GKE cluster.", attrs{
			"id":                          attr(str, "oc", "projects/PROJECT/locations/LOCATION/clusters/CLUSTER/nodePools/NAME."),
			"name":                        attr(str, "ocf", "Pool name; generated when unset."),
			"name_prefix":                 attr(str, "ocf", "Prefix of a generated name."),
			"cluster":                     attr(str, "rf", "The cluster (name or id)."),
			"location":                    attr(str, "ocf", "Location of the cluster."),
			"project":                     attr(str, "ocf", "Project; the provider's by default."),
			"initial_node_count":          attr(num, "ocf", "Nodes per zone at creation."),
			"node_count":                  attr(num, "oc", "Nodes per zone, when not autoscaled."),
			"node_locations":              attr(strSet, "oc", "Zones of the nodes."),
			"version":                     attr(str, "oc", "Kubernetes version of the nodes."),
			"max_pods_per_node":           attr(num, "ocf", "Maximum pods per node."),
			"instance_group_urls":         attr(strList, "c", "Instance groups of the pool."),
			"managed_instance_group_urls": attr(strList, "c", "Managed instance groups of the pool."),
			"operation":                   attr(str, "c", "Operation in progress."),
		}, blocks{
			"node_config": nodeConfig(),
			"autoscaling": autoscaling(),
			"management":  management(),
			"upgrade_settings": list(0, 1, "How nodes are upgraded.", attrs{
				"max_surge":       attr(num, "oc", "Extra nodes created during an upgrade."),
				"max_unavailable": attr(num, "oc", "Nodes unavailable at once during an upgrade."),
				"strategy":        attr(str, "o", "SURGE or BLUE_GREEN."),
			}, nil),
			"network_config": forceNew(list(0, 1, "Networking of the pool's nodes.", attrs{
				"create_pod_range":     attr(boolean, "o", "Create a pod range for the pool."),
				"enable_private_nodes": attr(boolean, "oc", "Nodes get internal addresses only."),
				"pod_range":            attr(str, "oc", "Secondary range for pods."),
				"pod_ipv4_cidr_block":  attr(str, "oc", "Range for pods."),
			}, nil)),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
}

// enabledBlock is a block holding one boolean argument.
func enabledBlock(name, desc string) *configschema.NestedBlock {
	return list(0, 1, desc, attrs{name: attr(boolean, "r", "Whether it is "+name+".")}, nil)
}

// clusterSchema is the schema of google_container_cluster.
func clusterSchema() *configschema.Block {
	return resourceBlock("A GKE (Google Kubernetes Engine) cluster.", merge(attrs{
		"id":                          attr(str, "oc", "projects/PROJECT/locations/LOCATION/clusters/NAME."),
		"name":                        attr(str, "rf", "Cluster name."),
		"location":                    attr(str, "ocf", "A zone (zonal cluster) or region (regional cluster)."),
		"node_locations":              attr(strSet, "oc", "Zones of the nodes, besides the cluster's own."),
		"project":                     attr(str, "ocf", "Project; the provider's by default."),
		"description":                 attr(str, "of", "Description."),
		"deletion_protection":         attr(boolean, "o", "Refuse to destroy the cluster while true (the default)."),
		"initial_node_count":          attr(num, "of", "Nodes of the default node pool at creation."),
		"remove_default_node_pool":    attr(boolean, "o", "Delete the default node pool right after creation (to manage pools separately)."),
		"network":                     attr(str, "of", "VPC network of the cluster (\"default\")."),
		"subnetwork":                  attr(str, "ocf", "Subnetwork of the nodes."),
		"networking_mode":             attr(str, "ocf", "VPC_NATIVE (alias IPs) or ROUTES."),
		"min_master_version":          attr(str, "o", "Minimum Kubernetes version of the control plane."),
		"node_version":                attr(str, "oc", "Kubernetes version of the nodes."),
		"master_version":              attr(str, "c", "Kubernetes version the control plane runs."),
		"cluster_ipv4_cidr":           attr(str, "ocf", "Range of the pods' addresses."),
		"enable_autopilot":            attr(boolean, "of", "Create an Autopilot cluster."),
		"enable_kubernetes_alpha":     attr(boolean, "of", "Enable Kubernetes alpha features."),
		"enable_legacy_abac":          attr(boolean, "o", "Enable legacy attribute-based access control."),
		"enable_shielded_nodes":       attr(boolean, "o", "Use Shielded VMs as nodes (true by default)."),
		"enable_intranode_visibility": attr(boolean, "oc", "Make traffic between pods of a node visible to the VPC."),
		"enable_tpu":                  attr(boolean, "of", "Enable Cloud TPU."),
		"enable_l4_ilb_subsetting":    attr(boolean, "o", "Enable L4 internal load balancer subsetting."),
		"logging_service":             attr(str, "oc", "Logging service (logging.googleapis.com/kubernetes)."),
		"monitoring_service":          attr(str, "oc", "Monitoring service (monitoring.googleapis.com/kubernetes)."),
		"datapath_provider":           attr(str, "ocf", "LEGACY_DATAPATH or ADVANCED_DATAPATH (Dataplane V2)."),
		"default_max_pods_per_node":   attr(num, "ocf", "Default maximum pods per node."),
		"resource_labels":             attr(strMap, "o", "Google Cloud labels of the cluster."),
		"endpoint":                    attr(str, "c", "IP address of the control plane."),
		"label_fingerprint":           attr(str, "c", "Fingerprint of the labels."),
		"operation":                   attr(str, "c", "Operation in progress."),
		"self_link":                   attr(str, "c", "URI of the cluster."),
		"services_ipv4_cidr":          attr(str, "c", "Range of the services' addresses."),
		"tpu_ipv4_cidr_block":         attr(str, "c", "Range of Cloud TPU addresses."),
		"terraform_labels":            attr(strMap, "c", "The configured labels merged over the provider's default labels."),
		"effective_labels":            attr(strMap, "c", "Every label the cluster carries, whoever set it."),
	}), blocks{
		"master_auth": list(0, 1, "Authentication to the control plane.", attrs{
			"client_certificate":     attr(str, "c", "Client certificate, base64 PEM."),
			"client_key":             attr(str, "cs", "Client key, base64 PEM."),
			"cluster_ca_certificate": attr(str, "c", "Certificate of the cluster CA, base64 PEM."),
		}, blocks{
			"client_certificate_config": forceNew(list(1, 1, "Whether a client certificate is issued.", attrs{
				"issue_client_certificate": attr(boolean, "rf", "Issue a client certificate."),
			}, nil)),
		}),
		"node_config": nodeConfig(),
		"node_pool": list(0, 0, "A node pool declared inline (prefer google_container_node_pool).", attrs{
			"name":                attr(str, "ocf", "Pool name."),
			"name_prefix":         attr(str, "ocf", "Prefix of a generated pool name."),
			"initial_node_count":  attr(num, "ocf", "Nodes per zone at creation."),
			"node_count":          attr(num, "oc", "Nodes per zone."),
			"node_locations":      attr(strSet, "oc", "Zones of the nodes."),
			"version":             attr(str, "oc", "Kubernetes version of the nodes."),
			"max_pods_per_node":   attr(num, "ocf", "Maximum pods per node."),
			"instance_group_urls": attr(strList, "c", "Instance groups of the pool."),
		}, blocks{
			"node_config": nodeConfig(),
			"autoscaling": autoscaling(),
			"management":  management(),
		}),
		"addons_config": list(0, 1, "Add-ons of the cluster.", nil, blocks{
			"http_load_balancing":                   enabledBlock("disabled", "HTTP load balancing (Ingress) controller."),
			"horizontal_pod_autoscaling":            enabledBlock("disabled", "Horizontal pod autoscaling."),
			"network_policy_config":                 enabledBlock("disabled", "Network policy enforcement add-on."),
			"gcp_filestore_csi_driver_config":       enabledBlock("enabled", "Filestore CSI driver."),
			"gce_persistent_disk_csi_driver_config": enabledBlock("enabled", "Persistent disk CSI driver."),
			"gcs_fuse_csi_driver_config":            enabledBlock("enabled", "Cloud Storage FUSE CSI driver."),
			"dns_cache_config":                      enabledBlock("enabled", "NodeLocal DNSCache."),
		}),
		"ip_allocation_policy": forceNew(list(0, 1, "Alias IP ranges of a VPC-native cluster.", attrs{
			"cluster_secondary_range_name":  attr(str, "oc", "Secondary range of the subnetwork for pods."),
			"services_secondary_range_name": attr(str, "oc", "Secondary range of the subnetwork for services."),
			"cluster_ipv4_cidr_block":       attr(str, "oc", "Range for pods, when GKE creates it."),
			"services_ipv4_cidr_block":      attr(str, "oc", "Range for services, when GKE creates it."),
			"stack_type":                    attr(str, "o", "IPV4 or IPV4_IPV6."),
		}, nil)),
		"private_cluster_config": list(0, 1, "Private nodes and control plane endpoint.", attrs{
			"enable_private_nodes":    attr(boolean, "of", "Nodes get internal addresses only."),
			"enable_private_endpoint": attr(boolean, "o", "Reach the control plane at its internal address only."),
			"master_ipv4_cidr_block":  attr(str, "ocf", "/28 range of the control plane."),
			"private_endpoint":        attr(str, "c", "Internal address of the control plane."),
			"public_endpoint":         attr(str, "c", "External address of the control plane."),
			"peering_name":            attr(str, "c", "Name of the VPC peering."),
		}, blocks{
			"master_global_access_config": list(0, 1, "Reach the private endpoint from every region.", attrs{"enabled": attr(boolean, "r", "Whether it is on.")}, nil),
		}),
		"master_authorized_networks_config": list(0, 1, "Networks allowed to reach the control plane.", attrs{
			"gcp_public_cidrs_access_enabled": attr(boolean, "oc", "Allow Google Cloud's public addresses."),
		}, blocks{
			"cidr_blocks": set(0, 0, "An allowed range.", attrs{
				"cidr_block":   attr(str, "r", "The range."),
				"display_name": attr(str, "o", "Label of the range."),
			}, nil),
		}),
		"release_channel":          list(0, 1, "Release channel of automatic upgrades.", attrs{"channel": attr(str, "r", "UNSPECIFIED, RAPID, REGULAR, STABLE or EXTENDED.")}, nil),
		"workload_identity_config": list(0, 1, "Workload Identity.", attrs{"workload_pool": attr(str, "o", "PROJECT.svc.id.goog.")}, nil),
		"network_policy": list(0, 1, "Kubernetes network policy enforcement.", attrs{
			"enabled":  attr(boolean, "r", "Whether it is on."),
			"provider": attr(str, "o", "CALICO or PROVIDER_UNSPECIFIED."),
		}, nil),
		"maintenance_policy": list(0, 1, "When GKE may run maintenance.", nil, blocks{
			"daily_maintenance_window": list(0, 1, "A daily window.", attrs{"start_time": attr(str, "r", "Start, HH:MM in UTC."), "duration": attr(str, "c", "Length of the window.")}, nil),
			"recurring_window": list(0, 1, "A recurring window.", attrs{
				"start_time": attr(str, "r", "Start, RFC 3339."),
				"end_time":   attr(str, "r", "End, RFC 3339."),
				"recurrence": attr(str, "r", "RRULE of the recurrence."),
			}, nil),
		}),
		"logging_config": list(0, 1, "Logs collected.", attrs{"enable_components": attr(strList, "r", "SYSTEM_COMPONENTS, WORKLOADS...")}, nil),
		"monitoring_config": list(0, 1, "Metrics collected.", attrs{"enable_components": attr(strList, "oc", "SYSTEM_COMPONENTS, APISERVER...")}, blocks{
			"managed_prometheus": list(0, 1, "Managed Service for Prometheus.", attrs{"enabled": attr(boolean, "r", "Whether it is on.")}, nil),
		}),
		"cluster_autoscaling": list(0, 1, "Node auto-provisioning.", attrs{
			"enabled":             attr(boolean, "oc", "Whether node auto-provisioning is on."),
			"autoscaling_profile": attr(str, "o", "BALANCED or OPTIMIZE_UTILIZATION."),
		}, blocks{
			"resource_limits": list(0, 0, "Limit of a resource.", attrs{
				"resource_type": attr(str, "r", "cpu, memory or a GPU type."),
				"minimum":       attr(num, "o", "Minimum."),
				"maximum":       attr(num, "o", "Maximum."),
			}, nil),
		}),
		"vertical_pod_autoscaling": enabledBlock("enabled", "Vertical pod autoscaling."),
		"binary_authorization":     list(0, 1, "Binary Authorization.", attrs{"evaluation_mode": attr(str, "o", "DISABLED or PROJECT_SINGLETON_POLICY_ENFORCE.")}, nil),
		"database_encryption": list(0, 1, "Application-layer secrets encryption.", attrs{
			"state":    attr(str, "r", "ENCRYPTED or DECRYPTED."),
			"key_name": attr(str, "o", "Cloud KMS key."),
		}, nil),
		"dns_config": list(0, 1, "Cluster DNS.", attrs{
			"cluster_dns":        attr(str, "o", "PROVIDER_UNSPECIFIED, PLATFORM_DEFAULT or CLOUD_DNS."),
			"cluster_dns_scope":  attr(str, "o", "CLUSTER_SCOPE or VPC_SCOPE."),
			"cluster_dns_domain": attr(str, "o", "Cluster domain."),
		}, nil),
		"gateway_api_config":     list(0, 1, "Gateway API.", attrs{"channel": attr(str, "r", "CHANNEL_DISABLED or CHANNEL_STANDARD.")}, nil),
		"cost_management_config": enabledBlock("enabled", "Cost allocation."),
		"default_snat_status":    enabledBlock("disabled", "Default source NAT."),
		"timeouts":               timeouts("create", "read", "update", "delete"),
	})
}

// autoscaling is the autoscaling block of node pools.
func autoscaling() *configschema.NestedBlock {
	return list(0, 1, "Cluster autoscaler bounds of the pool.", attrs{
		"min_node_count":       attr(num, "o", "Minimum nodes per zone."),
		"max_node_count":       attr(num, "o", "Maximum nodes per zone."),
		"total_min_node_count": attr(num, "o", "Minimum nodes in all zones."),
		"total_max_node_count": attr(num, "o", "Maximum nodes in all zones."),
		"location_policy":      attr(str, "oc", "BALANCED or ANY."),
	}, nil)
}

// management is the management block of node pools.
func management() *configschema.NestedBlock {
	return list(0, 1, "Automatic repair and upgrade of the nodes.", attrs{
		"auto_repair":  attr(boolean, "o", "Repair unhealthy nodes (true by default)."),
		"auto_upgrade": attr(boolean, "o", "Upgrade nodes with the control plane (true by default)."),
	}, nil)
}
