//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of compute.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["linuxVirtualMachine"] = func() *configschema.Block {
		return linuxVMSchema()
	}
}

// linuxVMSchema is the schema of azurerm_linux_virtual_machine.
func linuxVMSchema() *configschema.Block {
	return resourceBlock("A Linux virtual machine.", merge(placement("virtual machine"), attrs{
		"size":                              attr(str, "r", "VM size (Standard_B2s, Standard_D2s_v5...)."),
		"admin_username":                    attr(str, "rf", "Name of the administrator account."),
		"admin_password":                    attr(str, "ofs", "Administrator password, when password sign-in is allowed."),
		"disable_password_authentication":   attr(boolean, "of", "Allow only SSH keys (true by default)."),
		"network_interface_ids":             attr(strList, "r", "Network interfaces; the first is primary."),
		"computer_name":                     attr(str, "ocf", "Host name; the VM name by default."),
		"custom_data":                       attr(str, "ofs", "Base64 cloud-init data run at first boot."),
		"user_data":                         attr(str, "o", "Base64 user data available to the VM."),
		"zone":                              attr(str, "of", "Availability zone."),
		"availability_set_id":               attr(str, "of", "Availability set."),
		"allow_extension_operations":        attr(boolean, "o", "Allow VM extensions (true by default)."),
		"encryption_at_host_enabled":        attr(boolean, "o", "Encrypt at the host."),
		"eviction_policy":                   attr(str, "of", "Deallocate or Delete, for Spot VMs."),
		"extensions_time_budget":            attr(str, "o", "Time allowed for extensions (PT1H30M)."),
		"license_type":                      attr(str, "o", "RHEL_BYOS, SLES_BYOS..."),
		"max_bid_price":                     attr(num, "o", "Maximum price of a Spot VM (-1: up to on-demand)."),
		"patch_assessment_mode":             attr(str, "o", "ImageDefault or AutomaticByPlatform."),
		"patch_mode":                        attr(str, "o", "ImageDefault or AutomaticByPlatform."),
		"platform_fault_domain":             attr(num, "of", "Fault domain (-1: automatic)."),
		"priority":                          attr(str, "of", "Regular (the default) or Spot."),
		"provision_vm_agent":                attr(boolean, "of", "Install the VM agent (true by default)."),
		"proximity_placement_group_id":      attr(str, "o", "Proximity placement group."),
		"secure_boot_enabled":               attr(boolean, "of", "Enable secure boot."),
		"vtpm_enabled":                      attr(boolean, "of", "Enable the virtual TPM."),
		"source_image_id":                   attr(str, "of", "Custom image, instead of source_image_reference."),
		"virtual_machine_scale_set_id":      attr(str, "of", "Flexible scale set."),
		"disk_controller_type":              attr(str, "oc", "SCSI or NVMe."),
		"vm_agent_platform_updates_enabled": attr(boolean, "c", "Whether the VM agent updates itself."),
		"private_ip_address":                attr(str, "c", "Primary private address."),
		"private_ip_addresses":              attr(strList, "c", "Every private address."),
		"public_ip_address":                 attr(str, "c", "Primary public address."),
		"public_ip_addresses":               attr(strList, "c", "Every public address."),
		"virtual_machine_id":                attr(str, "c", "Unique id (a UUID) of the VM."),
	}), blocks{
		"os_disk": list(1, 1, "The OS disk.", attrs{
			"caching":                          attr(str, "r", "None, ReadOnly or ReadWrite."),
			"storage_account_type":             attr(str, "rf", "Standard_LRS, StandardSSD_LRS, Premium_LRS..."),
			"disk_size_gb":                     attr(num, "oc", "Size in GB; the image's by default."),
			"name":                             attr(str, "ocf", "Name of the disk; generated when unset."),
			"disk_encryption_set_id":           attr(str, "o", "Disk encryption set."),
			"secure_vm_disk_encryption_set_id": attr(str, "of", "Disk encryption set of a confidential VM."),
			"security_encryption_type":         attr(str, "of", "Encryption of a confidential VM."),
			"write_accelerator_enabled":        attr(boolean, "o", "Enable write acceleration."),
			"id":                               attr(str, "c", "Id of the OS disk."),
		}, blocks{
			"diff_disk_settings": forceNew(list(0, 1, "Ephemeral OS disk.", attrs{
				"option":    attr(str, "rf", "Local."),
				"placement": attr(str, "of", "CacheDisk, ResourceDisk or NvmeDisk."),
			}, nil)),
		}),
		"source_image_reference": forceNew(list(0, 1, "Marketplace image to boot from.", attrs{
			"publisher": attr(str, "rf", "Publisher (Canonical)."),
			"offer":     attr(str, "rf", "Offer (ubuntu-24_04-lts)."),
			"sku":       attr(str, "rf", "SKU (server)."),
			"version":   attr(str, "rf", "Version, or latest."),
		}, nil)),
		"admin_ssh_key": forceNew(set(0, 0, "An SSH public key of the administrator.", attrs{
			"username":   attr(str, "r", "Account the key is for; the admin_username."),
			"public_key": attr(str, "r", "The OpenSSH public key."),
		}, nil)),
		"boot_diagnostics": list(0, 1, "Boot diagnostics; a managed storage account when no URI is given.", attrs{
			"storage_account_uri": attr(str, "o", "Blob endpoint of the storage account."),
		}, nil),
		"identity": identityBlock(),
		"plan": forceNew(list(0, 1, "Marketplace plan of the image.", attrs{
			"name":      attr(str, "rf", "Plan name."),
			"product":   attr(str, "rf", "Product."),
			"publisher": attr(str, "rf", "Publisher."),
		}, nil)),
		"additional_capabilities": list(0, 1, "Extra capabilities.", attrs{
			"ultra_ssd_enabled":   attr(boolean, "o", "Allow Ultra SSD disks."),
			"hibernation_enabled": attr(boolean, "o", "Allow hibernation."),
		}, nil),
		"termination_notification": list(0, 1, "Notice before the VM is deleted.", attrs{
			"enabled": attr(boolean, "r", "Whether it is on."),
			"timeout": attr(str, "o", "Notice period (PT5M)."),
		}, nil),
		"timeouts": timeouts("create", "read", "update", "delete"),
	})
}
