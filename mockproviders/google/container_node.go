package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// gkeVersion is the GKE version new clusters and node pools run.
const gkeVersion = "1.30.5-gke.1443001"

// defaultOAuthScopes are the scopes GKE gives nodes by default.
var defaultOAuthScopes = []string{
	"https://www.googleapis.com/auth/devstorage.read_only",
	"https://www.googleapis.com/auth/logging.write",
	"https://www.googleapis.com/auth/monitoring",
	"https://www.googleapis.com/auth/service.management.readonly",
	"https://www.googleapis.com/auth/servicecontrol",
	"https://www.googleapis.com/auth/trace.append",
}

// guestAcceleratorType is the type of the GPUs of a node.
var guestAcceleratorType = cty.List(cty.Object(map[string]cty.Type{
	"type": cty.String, "count": cty.Number, "gpu_partition_size": cty.String,
}))

// taintType is the type of effective_taints.
var taintType = cty.List(cty.Object(map[string]cty.Type{"key": cty.String, "value": cty.String, "effect": cty.String}))

// nodeConfig is the node_config block of clusters and node pools: the
// machines GKE creates as nodes.
func nodeConfig() *configschema.NestedBlock {
	return list(0, 1, "The machines of the nodes.", attrs{
		"machine_type":      attr(str, "ocf", "Machine type of the nodes (e2-medium by default)."),
		"disk_size_gb":      attr(num, "ocf", "Boot disk size, GB (100 by default)."),
		"disk_type":         attr(str, "ocf", "Boot disk type: pd-standard, pd-balanced, pd-ssd."),
		"image_type":        attr(str, "oc", "Node image: COS_CONTAINERD, UBUNTU_CONTAINERD..."),
		"oauth_scopes":      attr(strSet, "ocf", "OAuth scopes of the node service account (\"https://www.googleapis.com/auth/cloud-platform\")."),
		"service_account":   attr(str, "ocf", "Service account the nodes run as; the default compute account when unset."),
		"labels":            attr(strMap, "oc", "Kubernetes labels of the nodes."),
		"resource_labels":   attr(strMap, "o", "Google Cloud labels of the node VMs."),
		"tags":              attr(strList, "o", "Network tags of the node VMs."),
		"metadata":          attr(strMap, "ocf", "Metadata of the node VMs."),
		"preemptible":       attr(boolean, "of", "Use preemptible VMs."),
		"spot":              attr(boolean, "of", "Use Spot VMs."),
		"local_ssd_count":   attr(num, "ocf", "Local SSDs of each node."),
		"min_cpu_platform":  attr(str, "of", "Minimum CPU platform."),
		"logging_variant":   attr(str, "oc", "DEFAULT or MAX_THROUGHPUT logging agent."),
		"boot_disk_kms_key": attr(str, "of", "Cloud KMS key of the boot disks."),
		"node_group":        attr(str, "of", "Sole-tenant node group."),
		"guest_accelerator": attr(guestAcceleratorType, "ocf", "GPUs of each node."),
		"effective_taints":  attr(taintType, "c", "Every taint of the nodes, GKE's included."),
	}, blocks{
		"taint": list(0, 0, "A Kubernetes taint of the nodes.", attrs{
			"key":    attr(str, "r", "Taint key."),
			"value":  attr(str, "r", "Taint value."),
			"effect": attr(str, "r", "NO_SCHEDULE, PREFER_NO_SCHEDULE or NO_EXECUTE."),
		}, nil),
		"workload_metadata_config": list(0, 1, "How workloads see the metadata server.", attrs{
			"mode": attr(str, "r", "GKE_METADATA (Workload Identity) or GCE_METADATA."),
		}, nil),
		"shielded_instance_config": list(0, 1, "Shielded VM options of the nodes.", attrs{
			"enable_secure_boot":          attr(boolean, "o", "Verify the boot chain."),
			"enable_integrity_monitoring": attr(boolean, "o", "Monitor boot integrity."),
		}, nil),
		"gcfs_config": list(0, 1, "Image streaming.", attrs{"enabled": attr(boolean, "r", "Whether image streaming is on.")}, nil),
		"gvnic":       list(0, 1, "Google Virtual NIC.", attrs{"enabled": attr(boolean, "r", "Whether gVNIC is on.")}, nil),
	})
}

// nodeConfigDefaults are the defaults of node_config at prefix.
func nodeConfigDefaults(prefix string) map[string]cty.Value {
	return map[string]cty.Value{
		prefix + "preemptible": cty.False,
		prefix + "spot":        cty.False,
		prefix + "shielded_instance_config.enable_secure_boot":          cty.False,
		prefix + "shielded_instance_config.enable_integrity_monitoring": cty.True,
	}
}

// nodeConfigGenerators decide what GKE picks for node_config at prefix.
func nodeConfigGenerators(prefix string) map[string]mock.Generator {
	scopes := make([]cty.Value, len(defaultOAuthScopes))
	for i, s := range defaultOAuthScopes {
		scopes[i] = sv(s)
	}
	return map[string]mock.Generator{
		prefix + "machine_type":    gen(func(*mock.Gen) string { return "e2-medium" }),
		prefix + "disk_size_gb":    func(*mock.Gen) cty.Value { return cty.NumberIntVal(100) },
		prefix + "disk_type":       gen(func(*mock.Gen) string { return "pd-balanced" }),
		prefix + "image_type":      gen(func(*mock.Gen) string { return "COS_CONTAINERD" }),
		prefix + "oauth_scopes":    func(*mock.Gen) cty.Value { return cty.SetVal(scopes) },
		prefix + "service_account": gen(func(*mock.Gen) string { return "default" }),
		prefix + "labels":          func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		prefix + "metadata": func(*mock.Gen) cty.Value {
			return cty.MapVal(map[string]cty.Value{"disable-legacy-endpoints": sv("true")})
		},
		prefix + "local_ssd_count":   func(*mock.Gen) cty.Value { return cty.Zero },
		prefix + "logging_variant":   gen(func(*mock.Gen) string { return "DEFAULT" }),
		prefix + "guest_accelerator": func(*mock.Gen) cty.Value { return cty.ListValEmpty(guestAcceleratorType.ElementType()) },
		prefix + "effective_taints":  func(*mock.Gen) cty.Value { return cty.ListValEmpty(taintType.ElementType()) },
	}
}

// mergeGenerators returns the union of generator maps.
func mergeGenerators(ms ...map[string]mock.Generator) map[string]mock.Generator {
	ret := map[string]mock.Generator{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}

// mergeValues returns the union of default maps.
func mergeValues(ms ...map[string]cty.Value) map[string]cty.Value {
	ret := map[string]cty.Value{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}
