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
		Schema: schemaOf("linuxVirtualMachine"),
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
