//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// The schemas of aks.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["kubernetesCluster"] = func() *configschema.Block {
		return aksSchema()
	}
}

// defaultNodePool is the default_node_pool block of AKS clusters.
func defaultNodePool() *configschema.NestedBlock {
	return list(1, 1, "The system node pool.", attrs{
		"name":                         attr(str, "rf", "Name of the pool: lowercase letters and digits, up to 12."),
		"vm_size":                      attr(str, "r", "VM size of the nodes (Standard_D2s_v5...); changing it rotates the pool through temporary_name_for_rotation."),
		"node_count":                   attr(num, "oc", "Number of nodes."),
		"auto_scaling_enabled":         attr(boolean, "o", "Let the cluster autoscaler size the pool."),
		"min_count":                    attr(num, "o", "Fewest nodes when autoscaling."),
		"max_count":                    attr(num, "o", "Most nodes when autoscaling."),
		"max_pods":                     attr(num, "ocf", "Pods per node."),
		"os_disk_size_gb":              attr(num, "ocf", "OS disk size, GB."),
		"os_disk_type":                 attr(str, "of", "Managed (the default) or Ephemeral."),
		"os_sku":                       attr(str, "oc", "Ubuntu, AzureLinux..."),
		"type":                         attr(str, "of", "VirtualMachineScaleSets (the default) or AvailabilitySet."),
		"vnet_subnet_id":               attr(str, "of", "Subnet of the nodes."),
		"pod_subnet_id":                attr(str, "of", "Subnet of the pods."),
		"zones":                        attr(strSet, "o", "Availability zones of the nodes."),
		"node_labels":                  attr(strMap, "oc", "Kubernetes labels of the nodes."),
		"node_public_ip_enabled":       attr(boolean, "of", "Give every node a public address."),
		"host_encryption_enabled":      attr(boolean, "of", "Encrypt at the host."),
		"only_critical_addons_enabled": attr(boolean, "o", "Taint the pool for system pods only."),
		"orchestrator_version":         attr(str, "oc", "Kubernetes version of the nodes."),
		"kubelet_disk_type":            attr(str, "oc", "OS or Temporary."),
		"scale_down_mode":              attr(str, "o", "Delete (the default) or Deallocate."),
		"temporary_name_for_rotation":  attr(str, "o", "Name of the temporary pool used to change properties that need new nodes."),
		"ultra_ssd_enabled":            attr(boolean, "of", "Allow Ultra SSD disks."),
		"fips_enabled":                 attr(boolean, "of", "Use FIPS-enabled images."),
		"tags":                         attr(strMap, "o", "Tags of the pool."),
	}, blocks{
		"upgrade_settings": list(0, 1, "How nodes are upgraded.", attrs{
			"max_surge":                     attr(str, "r", "Extra nodes during an upgrade (\"10%\")."),
			"drain_timeout_in_minutes":      attr(num, "o", "Time allowed to drain a node."),
			"node_soak_duration_in_minutes": attr(num, "o", "Wait after draining a node."),
		}, nil),
	})
}

// aksSchema is the schema of azurerm_kubernetes_cluster.
func aksSchema() *configschema.Block {
	return resourceBlock("An AKS (Azure Kubernetes Service) cluster.", merge(placement("cluster"), attrs{
		"dns_prefix":                         attr(str, "of", "DNS prefix of the API server."),
		"dns_prefix_private_cluster":         attr(str, "of", "DNS prefix of a private cluster's API server."),
		"kubernetes_version":                 attr(str, "oc", "Kubernetes version; the current default when unset."),
		"automatic_upgrade_channel":          attr(str, "o", "patch, rapid, node-image or stable."),
		"node_os_upgrade_channel":            attr(str, "o", "NodeImage (the default), SecurityPatch, Unmanaged or None."),
		"sku_tier":                           attr(str, "o", "Free (the default), Standard or Premium."),
		"support_plan":                       attr(str, "o", "KubernetesOfficial or AKSLongTermSupport."),
		"node_resource_group":                attr(str, "ocf", "Resource group of the nodes; MC_GROUP_CLUSTER_REGION by default."),
		"private_cluster_enabled":            attr(boolean, "of", "Reach the API server at a private address only."),
		"private_dns_zone_id":                attr(str, "ocf", "Private DNS zone of a private cluster."),
		"role_based_access_control_enabled":  attr(boolean, "of", "Enable Kubernetes RBAC (true by default)."),
		"local_account_disabled":             attr(boolean, "o", "Disable the local admin account."),
		"oidc_issuer_enabled":                attr(boolean, "o", "Publish an OIDC issuer."),
		"workload_identity_enabled":          attr(boolean, "o", "Enable workload identity."),
		"azure_policy_enabled":               attr(boolean, "o", "Enable the Azure Policy add-on."),
		"run_command_enabled":                attr(boolean, "o", "Allow az aks command invoke (true by default)."),
		"image_cleaner_enabled":              attr(boolean, "o", "Clean up unused images."),
		"image_cleaner_interval_hours":       attr(num, "o", "Hours between cleanups."),
		"cost_analysis_enabled":              attr(boolean, "o", "Enable cost analysis."),
		"disk_encryption_set_id":             attr(str, "of", "Disk encryption set of the nodes."),
		"fqdn":                               attr(str, "c", "Host name of the API server."),
		"private_fqdn":                       attr(str, "c", "Private host name of the API server."),
		"portal_fqdn":                        attr(str, "c", "Host name the Azure portal uses."),
		"current_kubernetes_version":         attr(str, "c", "Version running now."),
		"node_resource_group_id":             attr(str, "c", "Id of the node resource group."),
		"oidc_issuer_url":                    attr(str, "c", "URL of the OIDC issuer."),
		"http_application_routing_zone_name": attr(str, "c", "Zone of the HTTP application routing add-on."),
		"kube_config":                        attr(kubeConfigType, "cs", "Credentials of the cluster user: host, certificates and key."),
		"kube_config_raw":                    attr(str, "cs", "A kubeconfig file for the cluster user."),
		"kube_admin_config":                  attr(kubeConfigType, "cs", "Credentials of the cluster admin (with Entra ID integration)."),
		"kube_admin_config_raw":              attr(str, "cs", "A kubeconfig file for the cluster admin."),
	}), blocks{
		"default_node_pool": defaultNodePool(),
		"identity":          identityBlock(),
		"service_principal": list(0, 1, "Service principal of the cluster, instead of a managed identity.", attrs{
			"client_id":     attr(str, "r", "Application id."),
			"client_secret": attr(str, "rs", "Secret."),
		}, nil),
		"network_profile": list(0, 1, "Cluster networking.", attrs{
			"network_plugin":      attr(str, "rf", "azure, kubenet or none."),
			"network_plugin_mode": attr(str, "o", "overlay."),
			"network_policy":      attr(str, "ocf", "calico, azure or cilium."),
			"network_data_plane":  attr(str, "ocf", "azure or cilium."),
			"dns_service_ip":      attr(str, "ocf", "Address of the cluster DNS service."),
			"service_cidr":        attr(str, "ocf", "Range of the services."),
			"pod_cidr":            attr(str, "ocf", "Range of the pods (kubenet, overlay)."),
			"outbound_type":       attr(str, "of", "loadBalancer (the default), userDefinedRouting, managedNATGateway..."),
			"load_balancer_sku":   attr(str, "of", "standard (the default) or basic."),
			"ip_versions":         attr(strList, "ocf", "IPv4, IPv6."),
		}, nil),
		"linux_profile": list(0, 1, "SSH access to the nodes.", attrs{
			"admin_username": attr(str, "rf", "Administrator of the nodes."),
		}, blocks{
			"ssh_key": list(1, 1, "The SSH key.", attrs{"key_data": attr(str, "r", "OpenSSH public key.")}, nil),
		}),
		"azure_active_directory_role_based_access_control": list(0, 1, "Entra ID integration.", attrs{
			"tenant_id":              attr(str, "oc", "Tenant of the users."),
			"admin_group_object_ids": attr(strList, "o", "Groups of cluster admins."),
			"azure_rbac_enabled":     attr(boolean, "o", "Authorize with Azure RBAC."),
		}, nil),
		"oms_agent": list(0, 1, "Container insights monitoring.", attrs{
			"log_analytics_workspace_id":      attr(str, "r", "Workspace receiving the data."),
			"msi_auth_for_monitoring_enabled": attr(boolean, "o", "Authenticate with the managed identity."),
		}, nil),
		"key_vault_secrets_provider": list(0, 1, "Secrets Store CSI driver for Key Vault.", attrs{
			"secret_rotation_enabled":  attr(boolean, "o", "Rotate secrets."),
			"secret_rotation_interval": attr(str, "o", "Rotation interval (2m)."),
		}, nil),
		"api_server_access_profile": list(0, 1, "Access to the API server.", attrs{
			"authorized_ip_ranges": attr(strSet, "o", "Ranges allowed to reach the API server."),
		}, nil),
		"kubelet_identity": forceNew(list(0, 1, "Identity of the kubelets.", attrs{
			"client_id":                 attr(str, "ocf", "Client id."),
			"object_id":                 attr(str, "ocf", "Object id."),
			"user_assigned_identity_id": attr(str, "ocf", "Id of the user-assigned identity."),
		}, nil)),
		"auto_scaler_profile": list(0, 1, "Cluster autoscaler settings.", attrs{
			"balance_similar_node_groups": attr(boolean, "o", "Balance similar pools."),
			"expander":                    attr(str, "o", "random, least-waste, most-pods or priority."),
			"scale_down_unneeded":         attr(str, "o", "Time before an unneeded node goes (10m)."),
		}, nil),
		"maintenance_window": list(0, 1, "When maintenance may happen.", nil, blocks{
			"allowed": set(0, 0, "Allowed hours.", attrs{"day": attr(str, "r", "Day of week."), "hours": attr(cty.Set(cty.Number), "r", "Hours of the day.")}, nil),
		}),
		"timeouts": timeouts("create", "read", "update", "delete"),
	})
}
