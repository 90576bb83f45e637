//go:build schemagen

package google

import "github.com/tfplay/tfplay/engine/configschema"

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
