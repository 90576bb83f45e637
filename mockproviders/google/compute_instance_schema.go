//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// The schemas of compute_instance.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["computeInstance"] = func() *configschema.Block {
		return instanceSchema()
	}
}

// instanceSchema is the schema of google_compute_instance.
func instanceSchema() *configschema.Block {
	accelerator := cty.List(cty.Object(map[string]cty.Type{"type": cty.String, "count": cty.Number}))
	return resourceBlock("A Compute Engine virtual machine.", merge(attrs{
		"id":                         attr(str, "oc", "projects/PROJECT/zones/ZONE/instances/NAME."),
		"name":                       attr(str, "rf", "Instance name, unique in the project."),
		"machine_type":               attr(str, "r", "Machine type (e2-medium, n2-standard-4...); changing it needs allow_stopping_for_update."),
		"zone":                       attr(str, "ocf", "Zone of the instance; the provider's by default."),
		"project":                    attr(str, "ocf", "Project of the instance; the provider's by default."),
		"description":                attr(str, "of", "Free-form description."),
		"hostname":                   attr(str, "of", "Custom fully qualified host name."),
		"can_ip_forward":             attr(boolean, "o", "Allow packets with foreign source or destination addresses."),
		"deletion_protection":        attr(boolean, "o", "Refuse to delete the instance while true."),
		"allow_stopping_for_update":  attr(boolean, "o", "Let Terraform stop the instance to change properties that need it."),
		"desired_status":             attr(str, "o", "RUNNING, TERMINATED or SUSPENDED."),
		"enable_display":             attr(boolean, "o", "Enable the virtual display device."),
		"metadata":                   attr(strMap, "o", "Metadata key/value pairs (ssh-keys, startup-script...)."),
		"metadata_startup_script":    attr(str, "of", "Startup script; changing it re-creates the instance."),
		"min_cpu_platform":           attr(str, "oc", "Minimum CPU platform (\"Intel Skylake\")."),
		"tags":                       attr(strSet, "o", "Network tags, matched by firewall rules and routes."),
		"resource_policies":          attr(strList, "of", "Self links of resource policies (schedules) attached."),
		"key_revocation_action_type": attr(str, "of", "What happens when the encryption key is revoked: STOP or NONE."),
		"guest_accelerator":          attr(accelerator, "ocf", "GPUs attached: type and count."),
		"cpu_platform":               attr(str, "c", "CPU platform the instance runs on."),
		"current_status":             attr(str, "c", "Current status (RUNNING...)."),
		"instance_id":                attr(str, "c", "Numeric server-assigned identifier."),
		"label_fingerprint":          attr(str, "c", "Fingerprint of the labels."),
		"metadata_fingerprint":       attr(str, "c", "Fingerprint of the metadata."),
		"tags_fingerprint":           attr(str, "c", "Fingerprint of the tags."),
		"creation_timestamp":         attr(str, "c", "Creation time, RFC 3339."),
		"self_link":                  attr(str, "c", "URI of the instance."),
	}, labelAttrs("instance")), blocks{
		"boot_disk":                    bootDisk(),
		"network_interface":            networkInterface(),
		"attached_disk":                attachedDisk(),
		"scratch_disk":                 forceNew(list(0, 0, "A local SSD scratch disk.", attrs{"interface": attr(str, "o", "SCSI or NVME."), "size": attr(num, "o", "Size in GB (375)."), "device_name": attr(str, "oc", "Device name in the guest.")}, nil)),
		"service_account":              list(0, 1, "Service account the instance runs as.", attrs{"email": attr(str, "oc", "Service account e-mail; the default compute account when unset."), "scopes": attr(strSet, "r", "OAuth scopes (\"cloud-platform\").")}, nil),
		"scheduling":                   scheduling(),
		"shielded_instance_config":     list(0, 1, "Shielded VM options.", attrs{"enable_secure_boot": attr(boolean, "o", "Verify the boot chain."), "enable_vtpm": attr(boolean, "o", "Enable the virtual TPM."), "enable_integrity_monitoring": attr(boolean, "o", "Monitor boot integrity.")}, nil),
		"confidential_instance_config": forceNew(list(0, 1, "Confidential VM options.", attrs{"enable_confidential_compute": attr(boolean, "o", "Encrypt memory in use."), "confidential_instance_type": attr(str, "o", "SEV, SEV_SNP or TDX.")}, nil)),
		"advanced_machine_features":    list(0, 1, "Advanced CPU options.", attrs{"enable_nested_virtualization": attr(boolean, "o", "Allow nested virtualization."), "threads_per_core": attr(num, "o", "Threads per physical core."), "visible_core_count": attr(num, "o", "Cores exposed to the guest.")}, nil),
		"reservation_affinity": forceNew(list(0, 1, "Reservations the instance may consume.", attrs{"type": attr(str, "r", "ANY_RESERVATION, SPECIFIC_RESERVATION or NO_RESERVATION.")}, blocks{
			"specific_reservation": list(0, 1, "The reservation to use.", attrs{"key": attr(str, "r", "Label key."), "values": attr(strList, "r", "Label values.")}, nil),
		})),
		"network_performance_config": forceNew(list(0, 1, "Network bandwidth tier.", attrs{"total_egress_bandwidth_tier": attr(str, "r", "TIER_1 or DEFAULT.")}, nil)),
		"params":                     forceNew(list(0, 1, "Parameters sent with the creation request.", attrs{"resource_manager_tags": attr(strMap, "o", "Resource manager tags bound to the instance.")}, nil)),
		"timeouts":                   timeouts("create", "update", "delete"),
	})
}

// bootDisk is the boot_disk block of an instance.
func bootDisk() *configschema.NestedBlock {
	return list(1, 1, "The boot disk.", attrs{
		"auto_delete":                attr(boolean, "o", "Delete the disk with the instance (true by default)."),
		"device_name":                attr(str, "ocf", "Device name in the guest."),
		"mode":                       attr(str, "of", "READ_WRITE (the default) or READ_ONLY."),
		"interface":                  attr(str, "of", "Disk interface: SCSI or NVME."),
		"disk_encryption_key_raw":    attr(str, "ofs", "Customer-supplied encryption key, base64."),
		"disk_encryption_key_sha256": attr(str, "c", "SHA-256 of the customer-supplied key."),
		"kms_key_self_link":          attr(str, "ocf", "Cloud KMS key encrypting the disk."),
		"source":                     attr(str, "ocf", "Existing disk to boot from, instead of initialize_params."),
	}, blocks{
		"initialize_params": list(0, 1, "Parameters of a new boot disk.", attrs{
			"image":                       attr(str, "ocf", "Image or image family (\"debian-cloud/debian-12\")."),
			"size":                        attr(num, "ocf", "Size in GB; the image's size by default."),
			"type":                        attr(str, "ocf", "Disk type: pd-standard, pd-balanced, pd-ssd..."),
			"labels":                      attr(strMap, "ocf", "Labels of the disk."),
			"resource_manager_tags":       attr(strMap, "of", "Resource manager tags of the disk."),
			"provisioned_iops":            attr(num, "ocf", "IOPS of hyperdisks."),
			"provisioned_throughput":      attr(num, "ocf", "Throughput of hyperdisks, MB/s."),
			"enable_confidential_compute": attr(boolean, "of", "Use confidential compute encryption."),
			"storage_pool":                attr(str, "of", "Storage pool the disk is created in."),
		}, nil),
	})
}

// networkInterface is the network_interface block of an instance.
func networkInterface() *configschema.NestedBlock {
	return list(1, 0, "A network interface.", attrs{
		"network":                     attr(str, "oc", "Network (name or self link); inferred from the subnetwork when unset."),
		"subnetwork":                  attr(str, "oc", "Subnetwork (name or self link)."),
		"subnetwork_project":          attr(str, "oc", "Project of the subnetwork."),
		"network_ip":                  attr(str, "oc", "Private IPv4 address; assigned when unset."),
		"name":                        attr(str, "c", "Interface name (nic0...)."),
		"nic_type":                    attr(str, "of", "GVNIC or VIRTIO_NET."),
		"stack_type":                  attr(str, "oc", "IPV4_ONLY or IPV4_IPV6."),
		"queue_count":                 attr(num, "of", "Networking queue count."),
		"ipv6_access_type":            attr(str, "c", "IPv6 access type of the subnetwork."),
		"ipv6_address":                attr(str, "oc", "IPv6 address of the interface."),
		"internal_ipv6_prefix_length": attr(num, "oc", "Prefix length of the internal IPv6 address."),
		"network_attachment":          attr(str, "ocf", "Network attachment of a PSC interface."),
	}, blocks{
		"access_config": list(0, 0, "External (NAT) address of the interface; leave the block empty for an ephemeral one.", attrs{
			"nat_ip":                 attr(str, "oc", "Static external address; ephemeral when unset."),
			"network_tier":           attr(str, "oc", "PREMIUM or STANDARD."),
			"public_ptr_domain_name": attr(str, "o", "DNS name of the reverse record."),
		}, nil),
		"alias_ip_range": list(0, 0, "An alias IP range.", attrs{
			"ip_cidr_range":         attr(str, "r", "The range or address."),
			"subnetwork_range_name": attr(str, "o", "Secondary range of the subnetwork it comes from."),
		}, nil),
		"ipv6_access_config": list(0, 0, "External IPv6 access.", attrs{
			"network_tier":                attr(str, "r", "PREMIUM."),
			"public_ptr_domain_name":      attr(str, "o", "DNS name of the reverse record."),
			"external_ipv6":               attr(str, "oc", "External IPv6 address."),
			"external_ipv6_prefix_length": attr(str, "oc", "Prefix length of the external IPv6 range."),
			"name":                        attr(str, "oc", "Name of the access configuration."),
		}, nil),
	})
}

// attachedDisk is the attached_disk block of an instance.
func attachedDisk() *configschema.NestedBlock {
	return list(0, 0, "An existing disk attached to the instance.", attrs{
		"source":                     attr(str, "r", "Name or self link of the disk."),
		"device_name":                attr(str, "oc", "Device name in the guest."),
		"mode":                       attr(str, "o", "READ_WRITE (the default) or READ_ONLY."),
		"disk_encryption_key_raw":    attr(str, "os", "Customer-supplied encryption key, base64."),
		"disk_encryption_key_sha256": attr(str, "c", "SHA-256 of the customer-supplied key."),
		"kms_key_self_link":          attr(str, "oc", "Cloud KMS key encrypting the disk."),
	}, nil)
}

// scheduling is the scheduling block of an instance.
func scheduling() *configschema.NestedBlock {
	return list(0, 1, "Scheduling: preemptibility, restarts, host maintenance.", attrs{
		"preemptible":                 attr(boolean, "of", "Run as a preemptible instance."),
		"automatic_restart":           attr(boolean, "o", "Restart after a crash (true by default)."),
		"on_host_maintenance":         attr(str, "oc", "MIGRATE or TERMINATE."),
		"provisioning_model":          attr(str, "ocf", "STANDARD or SPOT."),
		"instance_termination_action": attr(str, "o", "STOP or DELETE, for Spot VMs."),
		"min_node_cpus":               attr(num, "o", "Minimum vCPUs on sole-tenant nodes."),
	}, blocks{
		"node_affinities": set(0, 0, "Sole-tenant node affinity.", attrs{
			"key":      attr(str, "r", "Node label key."),
			"operator": attr(str, "r", "IN or NOT_IN."),
			"values":   attr(strSet, "r", "Node label values."),
		}, nil),
	})
}
