package google

import (
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// defaultLocation is the step that defaults a GKE location to the
// provider's zone, else its region.
var defaultLocation = fillFromProvider("location", []string{"zone", "region"}, func(c *mock.Ctx) string {
	if z := providerString(c, "zone"); z != "" {
		return z
	}
	return providerString(c, "region")
}, "Cannot determine location: set in this resource, or set provider-level zone or region.")

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

// fakeCertificate is a base64-encoded PEM certificate block of random
// bytes, the shape of the CA certificate clusters report.
func fakeCertificate(g *mock.Gen) string {
	return base64.StdEncoding.EncodeToString([]byte(fakePEM("CERTIFICATE", g)))
}

// clusterVersion is the version a cluster runs: the requested minimum
// when it is a full GKE version, else the current default.
func clusterVersion(g *mock.Gen) string {
	if v := top(g, "min_master_version"); strings.Contains(v, "-gke.") {
		return v
	}
	return gkeVersion
}

// containerCluster is google_container_cluster.
func containerCluster() *mock.Resource {
	id := gen(func(g *mock.Gen) string {
		return fmt.Sprintf("projects/%s/locations/%s/clusters/%s", projectOf(g), top(g, "location"), top(g, "name"))
	})
	r := &mock.Resource{
		Schema: clusterSchema(),
		Defaults: mergeValues(map[string]cty.Value{
			"deletion_protection":               cty.True,
			"enable_shielded_nodes":             cty.True,
			"enable_kubernetes_alpha":           cty.False,
			"enable_legacy_abac":                cty.False,
			"enable_tpu":                        cty.False,
			"enable_l4_ilb_subsetting":          cty.False,
			"network":                           sv("default"),
			"node_pool.management.auto_repair":  cty.True,
			"node_pool.management.auto_upgrade": cty.True,
			"network_policy.provider":           sv("PROVIDER_UNSPECIFIED"),
			"ip_allocation_policy.stack_type":   sv("IPV4"),
		}, nodeConfigDefaults("node_config."), nodeConfigDefaults("node_pool.node_config.")),
		Generators: mergeGenerators(map[string]mock.Generator{
			"id":                  id,
			"self_link":           gen(func(g *mock.Gen) string { return "https://container.googleapis.com/v1/" + id(g).AsString() }),
			"endpoint":            gen(externalIP),
			"master_version":      gen(clusterVersion),
			"node_version":        gen(clusterVersion),
			"label_fingerprint":   gen(func(g *mock.Gen) string { return g.Hex(8) }),
			"operation":           gen(func(*mock.Gen) string { return "" }),
			"cluster_ipv4_cidr":   gen(func(g *mock.Gen) string { return fmt.Sprintf("10.%d.0.0/14", 4*(1+g.Intn(60))) }),
			"services_ipv4_cidr":  gen(func(g *mock.Gen) string { return "34.118.224.0/20" }),
			"tpu_ipv4_cidr_block": gen(func(*mock.Gen) string { return "" }),
			"subnetwork": gen(func(g *mock.Gen) string {
				return selfLink(fmt.Sprintf("projects/%s/regions/%s/subnetworks/%s", projectOf(g), regionOfZone(top(g, "location")), lastSegment(top(g, "network"))))
			}),
			"networking_mode":                               gen(func(*mock.Gen) string { return "VPC_NATIVE" }),
			"datapath_provider":                             gen(func(*mock.Gen) string { return "" }),
			"default_max_pods_per_node":                     func(*mock.Gen) cty.Value { return cty.NumberIntVal(110) },
			"enable_intranode_visibility":                   func(*mock.Gen) cty.Value { return cty.False },
			"logging_service":                               gen(func(*mock.Gen) string { return "logging.googleapis.com/kubernetes" }),
			"monitoring_service":                            gen(func(*mock.Gen) string { return "monitoring.googleapis.com/kubernetes" }),
			"node_locations":                                func(*mock.Gen) cty.Value { return cty.SetValEmpty(cty.String) },
			"master_auth.client_certificate":                gen(func(*mock.Gen) string { return "" }),
			"master_auth.client_key":                        gen(func(*mock.Gen) string { return "" }),
			"master_auth.cluster_ca_certificate":            gen(fakeCertificate),
			"node_pool.name":                                gen(func(g *mock.Gen) string { return "default-pool" }),
			"node_pool.name_prefix":                         gen(func(*mock.Gen) string { return "" }),
			"node_pool.initial_node_count":                  func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"node_pool.node_count":                          func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"node_pool.node_locations":                      func(*mock.Gen) cty.Value { return cty.SetValEmpty(cty.String) },
			"node_pool.version":                             gen(clusterVersion),
			"node_pool.max_pods_per_node":                   func(*mock.Gen) cty.Value { return cty.NumberIntVal(110) },
			"node_pool.instance_group_urls":                 func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"private_cluster_config.master_ipv4_cidr_block": gen(func(*mock.Gen) string { return "" }),
			"private_cluster_config.private_endpoint":       gen(func(g *mock.Gen) string { return fmt.Sprintf("10.%d.0.2", g.Intn(256)) }),
			"private_cluster_config.public_endpoint":        gen(externalIP),
			"private_cluster_config.peering_name":           gen(func(g *mock.Gen) string { return "gke-n" + g.Hex(18) + "-peer" }),
			"master_authorized_networks_config.gcp_public_cidrs_access_enabled": func(*mock.Gen) cty.Value { return cty.False },
			"ip_allocation_policy.cluster_secondary_range_name":                 gen(func(*mock.Gen) string { return "" }),
			"ip_allocation_policy.services_secondary_range_name":                gen(func(*mock.Gen) string { return "" }),
			"ip_allocation_policy.cluster_ipv4_cidr_block":                      gen(func(g *mock.Gen) string { return fmt.Sprintf("10.%d.0.0/14", 4*(1+g.Intn(60))) }),
			"ip_allocation_policy.services_ipv4_cidr_block":                     gen(func(*mock.Gen) string { return "34.118.224.0/20" }),
			"maintenance_policy.daily_maintenance_window.duration":              gen(func(*mock.Gen) string { return "PT4H0M0S" }),
			"monitoring_config.enable_components":                               func(*mock.Gen) cty.Value { return cty.ListVal([]cty.Value{sv("SYSTEM_COMPONENTS")}) },
			"cluster_autoscaling.enabled":                                       func(*mock.Gen) cty.Value { return cty.False },
		}, nodeConfigGenerators("node_config."), nodeConfigGenerators("node_pool.node_config.")),
	}
	withPlan(r, defaultProject, defaultLocation, labelsStep("resource_labels"), computedBlocks(r.Schema, "master_auth", "node_config"))
	r.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		if d := deletionProtected(req.PriorState, req.PlannedState, "Cannot destroy cluster because deletion_protection is set to true. Set it to false to proceed with cluster deletion."); d != nil {
			return providers.ApplyResponse{NewState: req.PriorState, Diagnostics: hcl.Diagnostics{d}}
		}
		return r.DefaultApply(c, req)
	}
	return r
}

// containerNodePool is google_container_node_pool.
func containerNodePool() *mock.Resource {
	r := &mock.Resource{
		Schema: resourceBlock("A node pool of a GKE cluster.", attrs{
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
		}),
		Defaults: mergeValues(map[string]cty.Value{
			"management.auto_repair":    cty.True,
			"management.auto_upgrade":   cty.True,
			"upgrade_settings.strategy": sv("SURGE"),
		}, nodeConfigDefaults("node_config.")),
		Generators: mergeGenerators(map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("projects/%s/locations/%s/clusters/%s/nodePools/%s", projectOf(g), top(g, "location"), lastSegment(top(g, "cluster")), poolName(g))
			}),
			"name":        gen(poolName),
			"name_prefix": gen(func(*mock.Gen) string { return "" }),
			"location": gen(func(g *mock.Gen) string {
				if z := strOf(g.ProviderAttr("zone")); z != "" {
					return z
				}
				return strOf(g.ProviderAttr("region"))
			}),
			"initial_node_count": func(g *mock.Gen) cty.Value {
				if n := getAttr(g.Object, "node_count"); usable(n) {
					return n
				}
				return cty.NumberIntVal(1)
			},
			"node_count": func(g *mock.Gen) cty.Value {
				if n := getAttr(g.Object, "initial_node_count"); usable(n) {
					return n
				}
				if as := getAttr(g.Object, "autoscaling"); usable(as) && as.LengthInt() > 0 {
					if n := as.Index(cty.Zero).GetAttr("min_node_count"); usable(n) {
						return n
					}
				}
				return cty.NumberIntVal(1)
			},
			"node_locations": func(g *mock.Gen) cty.Value {
				var zones []cty.Value
				for _, z := range poolZones(g) {
					zones = append(zones, sv(z))
				}
				return cty.SetVal(zones)
			},
			"version":                             gen(func(*mock.Gen) string { return gkeVersion }),
			"max_pods_per_node":                   func(*mock.Gen) cty.Value { return cty.NumberIntVal(110) },
			"instance_group_urls":                 groupURLs("instanceGroupManagers"),
			"managed_instance_group_urls":         groupURLs("instanceGroups"),
			"operation":                           gen(func(*mock.Gen) string { return "" }),
			"autoscaling.location_policy":         gen(func(*mock.Gen) string { return "BALANCED" }),
			"upgrade_settings.max_surge":          func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"upgrade_settings.max_unavailable":    func(*mock.Gen) cty.Value { return cty.Zero },
			"network_config.enable_private_nodes": func(*mock.Gen) cty.Value { return cty.False },
			"network_config.pod_range":            gen(func(*mock.Gen) string { return "" }),
			"network_config.pod_ipv4_cidr_block":  gen(func(*mock.Gen) string { return "" }),
		}, nodeConfigGenerators("node_config.")),
	}
	return withPlan(r, defaultProject, poolLocation, computedBlocks(r.Schema, "node_config", "management", "upgrade_settings"))
}

// poolLocation is the step that takes a node pool's location from its
// cluster's id when the configuration leaves it out.
func poolLocation(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
	if !getAttr(proposed, "location").IsNull() {
		return proposed, nil
	}
	cluster := strOf(getAttr(proposed, "cluster"))
	if _, rest, ok := strings.Cut(cluster, "/locations/"); ok {
		loc, _, _ := strings.Cut(rest, "/")
		return setAttr(proposed, "location", sv(loc)), nil
	}
	return proposed, nil
}

// poolName is a node pool's name: the configured one, else the one
// generated from name_prefix (the same for every attribute using it).
func poolName(g *mock.Gen) string {
	if n := top(g, "name"); n != "" {
		return n
	}
	sub := g.Ctx.Generator(cty.GetAttrPath("name"), g.Object)
	return top(g, "name_prefix") + "tf-" + sub.Alnum(26)
}

// poolZones are the zones of a node pool's nodes: its zone, or the first
// three zones of its region.
func poolZones(g *mock.Gen) []string {
	loc := top(g, "location")
	if isZone(loc) {
		return []string{loc}
	}
	return zonesOf(loc)[:3]
}

// groupURLs makes the generator of the URLs of a node pool's instance
// groups (or their managers), one a zone.
func groupURLs(kind string) mock.Generator {
	return func(g *mock.Gen) cty.Value {
		var urls []cty.Value
		for i, z := range poolZones(g) {
			sub := g.Ctx.Generator(cty.GetAttrPath("instance_group").Index(cty.NumberIntVal(int64(i))), g.Object)
			name := fmt.Sprintf("gke-%s-%s-%s-grp", trim(lastSegment(top(g, "cluster")), 15), trim(poolName(g), 10), sub.Hex(8))
			urls = append(urls, sv(selfLink(fmt.Sprintf("projects/%s/zones/%s/%s/%s", projectOf(g), z, kind, name))))
		}
		return cty.ListVal(urls)
	}
}

// trim cuts s to at most n bytes.
func trim(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
