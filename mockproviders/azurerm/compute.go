package azurerm

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// identityBlock is the identity block of resources with managed
// identities.
func identityBlock() *configschema.NestedBlock {
	return list(0, 1, "Managed identities of the resource.", attrs{
		"type":         attr(str, "r", "SystemAssigned, UserAssigned or \"SystemAssigned, UserAssigned\"."),
		"identity_ids": attr(strSet, "o", "User-assigned identities."),
		"principal_id": attr(str, "c", "Principal id of the system-assigned identity."),
		"tenant_id":    attr(str, "c", "Tenant of the system-assigned identity."),
	}, nil)
}

// identityGenerators decide the computed attributes of identity blocks
// under prefix.
func identityGenerators(prefix string) map[string]mock.Generator {
	return map[string]mock.Generator{
		prefix + "principal_id": gen(func(g *mock.Gen) string { return g.UUID() }),
		prefix + "tenant_id":    gen(func(g *mock.Gen) string { return tenantOf(g.Ctx) }),
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

// linuxVirtualMachine is azurerm_linux_virtual_machine.
func linuxVirtualMachine() *mock.Resource {
	primaryNIC := func(g *mock.Gen) string {
		if ids := getAttr(g.Object, "network_interface_ids"); usable(ids) && ids.LengthInt() > 0 {
			return strOf(ids.Index(cty.Zero))
		}
		return ""
	}
	privateIP := func(g *mock.Gen) string {
		if ip := cloudOf(g.Env).recall("nic-private-ip", primaryNIC(g)); ip != "" {
			return ip
		}
		return vmPrivateIP(g)
	}
	publicIP := func(g *mock.Gen) string {
		c := cloudOf(g.Env)
		return c.recall("public-ip", c.recall("nic-public-ip-id", primaryNIC(g)))
	}
	r := &mock.Resource{
		Schema: linuxVMSchema(),
		Defaults: map[string]cty.Value{
			"disable_password_authentication":      cty.True,
			"allow_extension_operations":           cty.True,
			"extensions_time_budget":               sv("PT1H30M"),
			"max_bid_price":                        cty.NumberIntVal(-1),
			"patch_assessment_mode":                sv("ImageDefault"),
			"patch_mode":                           sv("ImageDefault"),
			"platform_fault_domain":                cty.NumberIntVal(-1),
			"priority":                             sv("Regular"),
			"provision_vm_agent":                   cty.True,
			"os_disk.write_accelerator_enabled":    cty.False,
			"os_disk.diff_disk_settings.placement": sv("CacheDisk"),
		},
		Generators: merge3(map[string]mock.Generator{
			"id":                                gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.Compute/virtualMachines") }),
			"computer_name":                     gen(func(g *mock.Gen) string { return attrOf(g, "name") }),
			"virtual_machine_id":                gen(func(g *mock.Gen) string { return g.UUID() }),
			"disk_controller_type":              fixed("SCSI"),
			"vm_agent_platform_updates_enabled": func(*mock.Gen) cty.Value { return cty.False },
			"private_ip_address":                gen(privateIP),
			"private_ip_addresses":              func(g *mock.Gen) cty.Value { return cty.ListVal([]cty.Value{sv(privateIP(g))}) },
			"public_ip_address":                 gen(publicIP),
			"public_ip_addresses": func(g *mock.Gen) cty.Value {
				if ip := publicIP(g); ip != "" {
					return cty.ListVal([]cty.Value{sv(ip)})
				}
				return cty.ListValEmpty(cty.String)
			},
			"os_disk.name": gen(osDiskName),
			"os_disk.id": gen(func(g *mock.Gen) string {
				return resourceID(g, "Microsoft.Compute/disks", osDiskName(g))
			}),
			"os_disk.disk_size_gb": func(*mock.Gen) cty.Value { return cty.NumberIntVal(30) },
		}, identityGenerators("identity.")),
	}
	return withPlan(r, locationStep, checkVMCredentials)
}

// osDiskName is the name Azure gives an OS disk: the configured one, else
// VMNAME_OsDisk_1_ and 32 hex digits.
func osDiskName(g *mock.Gen) string {
	if disk := getAttr(g.Object, "os_disk"); usable(disk) && disk.LengthInt() > 0 {
		if n := strOf(disk.Index(cty.Zero).GetAttr("name")); n != "" {
			return n
		}
	}
	return attrOf(g, "name") + "_OsDisk_1_" + sub(g, "os_disk_name").Hex(32)
}

// vmPrivateIP is a VM's primary private address when its network
// interface was not seen: one of the addresses Azure hands out first in
// a 10.0.x.0/24 subnet.
func vmPrivateIP(g *mock.Gen) string {
	s := sub(g, "private_ip_address")
	return fmt.Sprintf("10.0.%d.%d", 1+s.Intn(3), 4+s.Intn(4))
}

// checkVMCredentials is the provider's check that the VM can be signed
// in to: an SSH key when passwords are off, a password when they are on.
func checkVMCredentials(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
	disable := getAttr(proposed, "disable_password_authentication")
	keys := getAttr(proposed, "admin_ssh_key")
	password := getAttr(proposed, "admin_password")
	if !disable.IsKnown() || !keys.IsKnown() || !password.IsKnown() {
		return proposed, nil
	}
	if disable.IsNull() || disable.True() {
		if keys.IsNull() || keys.LengthInt() == 0 {
			return proposed, errorf("at least one `admin_ssh_key` must be specified when `disable_password_authentication` is set to `true`")
		}
		return proposed, nil
	}
	if password.IsNull() {
		return proposed, errorf("an `admin_password` must be specified if `disable_password_authentication` is set to `false`")
	}
	return proposed, nil
}

// merge3 returns the union of generator maps.
func merge3(ms ...map[string]mock.Generator) map[string]mock.Generator {
	ret := map[string]mock.Generator{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}
