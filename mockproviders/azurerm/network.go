package azurerm

import (
	"fmt"
	"net/netip"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// delegation is the delegation block of subnets.
func delegation() *configschema.NestedBlock {
	return list(0, 0, "Delegates the subnet to an Azure service.", attrs{
		"name": attr(str, "r", "Name of the delegation."),
	}, blocks{
		"service_delegation": list(1, 1, "The service delegated to.", attrs{
			"name":    attr(str, "r", "Service (Microsoft.Web/serverFarms...)."),
			"actions": attr(strSet, "o", "Actions delegated."),
		}, nil),
	})
}

// subnetArgs are the arguments of subnets, inline or not.
func subnetArgs() attrs {
	return attrs{
		"address_prefixes":                              attr(strList, "r", "Address ranges of the subnet."),
		"service_endpoints":                             attr(strSet, "o", "Service endpoints (Microsoft.Storage...)."),
		"service_endpoint_policy_ids":                   attr(strSet, "o", "Service endpoint policies."),
		"private_endpoint_network_policies":             attr(str, "o", "Disabled (the default), Enabled, NetworkSecurityGroupEnabled or RouteTableEnabled."),
		"private_link_service_network_policies_enabled": attr(boolean, "o", "Apply network policies to Private Link services (true by default)."),
		"default_outbound_access_enabled":               attr(boolean, "o", "Give VMs default outbound internet access (true by default)."),
	}
}

// subnetDefaults are the defaults of subnet arguments under prefix.
func subnetDefaults(prefix string) map[string]cty.Value {
	return map[string]cty.Value{
		prefix + "private_endpoint_network_policies":             sv("Disabled"),
		prefix + "private_link_service_network_policies_enabled": cty.True,
		prefix + "default_outbound_access_enabled":               cty.True,
	}
}

// virtualNetwork is azurerm_virtual_network.
func virtualNetwork() *mock.Resource {
	inline := merge(subnetArgs(), attrs{
		"name":           attr(str, "r", "Name of the subnet."),
		"security_group": attr(str, "o", "Network security group of the subnet."),
		"route_table_id": attr(str, "o", "Route table of the subnet."),
		"id":             attr(str, "c", "Id of the subnet."),
	})
	r := &mock.Resource{
		Schema: resourceBlock("A virtual network (VNet).", merge(placement("virtual network"), attrs{
			"address_space":                  attr(strList, "oc", "Address ranges of the network (\"10.0.0.0/16\")."),
			"dns_servers":                    attr(strList, "oc", "DNS servers of the network."),
			"bgp_community":                  attr(str, "o", "BGP community attribute."),
			"edge_zone":                      attr(str, "of", "Edge zone of the network."),
			"flow_timeout_in_minutes":        attr(num, "o", "Flow timeout, 4 to 30 minutes."),
			"private_endpoint_vnet_policies": attr(str, "o", "Disabled (the default) or Basic."),
			"guid":                           attr(str, "c", "GUID of the network."),
		}), blocks{
			"subnet":               set(0, 0, "A subnet declared inline.", inline, blocks{"delegation": delegation()}),
			"ddos_protection_plan": list(0, 1, "DDoS protection.", attrs{"id": attr(str, "r", "DDoS protection plan."), "enable": attr(boolean, "r", "Whether it is on.")}, nil),
			"encryption":           list(0, 1, "Encryption of the network.", attrs{"enforcement": attr(str, "r", "AllowUnencrypted or DropUnencrypted.")}, nil),
			"timeouts":             timeouts("create", "read", "update", "delete"),
		}),
		Defaults: merge2(map[string]cty.Value{"private_endpoint_vnet_policies": sv("Disabled")}, subnetDefaults("subnet.")),
		Generators: map[string]mock.Generator{
			"id":          armID("Microsoft.Network/virtualNetworks"),
			"guid":        gen(func(g *mock.Gen) string { return g.UUID() }),
			"dns_servers": func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"address_space": func(*mock.Gen) cty.Value {
				return cty.ListValEmpty(cty.String)
			},
			"subnet.id": gen(func(g *mock.Gen) string {
				return armIDOf(g, "Microsoft.Network/virtualNetworks") + "/subnets/" + strOf(g.Attr("name"))
			}),
		},
	}
	withPlan(r, locationStep, func(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
		if getAttr(proposed, "address_space").IsNull() {
			return proposed, errorf("one of `address_space,ip_address_pool` must be specified")
		}
		return proposed, nil
	})
	return rememberSubnets(r)
}

// armIDOf is the id of the object a generator completes, by its type.
func armIDOf(g *mock.Gen, namespaceAndType string) string {
	return resourceID(g, namespaceAndType, attrOf(g, "name"))
}

// merge2 returns the union of default maps.
func merge2(ms ...map[string]cty.Value) map[string]cty.Value {
	ret := map[string]cty.Value{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}

// subnet is azurerm_subnet.
func subnet() *mock.Resource {
	return rememberSubnets(&mock.Resource{
		Schema:   schemaOf("subnet"),
		Defaults: subnetDefaults(""),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return resourceID(g, "Microsoft.Network/virtualNetworks", attrOf(g, "virtual_network_name")) + "/subnets/" + attrOf(g, "name")
			}),
		},
	})
}

// networkSecurityGroup is azurerm_network_security_group.
func networkSecurityGroup() *mock.Resource {
	r := &mock.Resource{
		Schema:     schemaOf("networkSecurityGroup"),
		Generators: map[string]mock.Generator{"id": armID("Microsoft.Network/networkSecurityGroups")},
	}
	return withPlan(r, locationStep)
}

// subnetNSGAssociation is azurerm_subnet_network_security_group_association.
func subnetNSGAssociation() *mock.Resource {
	return &mock.Resource{
		Schema:     schemaOf("subnetNSGAssociation"),
		Generators: map[string]mock.Generator{"id": gen(func(g *mock.Gen) string { return attrOf(g, "subnet_id") })},
	}
}

// nicNSGAssociation is azurerm_network_interface_security_group_association.
func nicNSGAssociation() *mock.Resource {
	return &mock.Resource{
		Schema: schemaOf("nicNSGAssociation"),
		Generators: map[string]mock.Generator{"id": gen(func(g *mock.Gen) string {
			return attrOf(g, "network_interface_id") + "|" + attrOf(g, "network_security_group_id")
		})},
	}
}

// privateIPIn returns the n-th address of a range that Azure hands out
// (it keeps the first four), wrapping around inside the range.
func privateIPIn(cidr string, n int) string {
	p, err := netip.ParsePrefix(cidr)
	if err != nil || !p.Addr().Is4() || p.Bits() > 29 {
		p = netip.MustParsePrefix("10.0.1.0/24")
	}
	usable := (1 << (32 - p.Bits())) - 5
	a := p.Masked().Addr()
	for range 4 + n%usable {
		a = a.Next()
	}
	return a.String()
}

// networkInterface is azurerm_network_interface.
func networkInterface() *mock.Resource {
	nicIP := func(g *mock.Gen, i int) string {
		subnetID := ""
		if confs := getAttr(g.Object, "ip_configuration"); usable(confs) && confs.LengthInt() > i {
			subnetID = strOf(confs.Index(cty.NumberIntVal(int64(i))).GetAttr("subnet_id"))
		}
		return cloudOf(g.Env).allocate(subnetID, ownerKey(g.Addr, i))
	}
	r := &mock.Resource{
		Schema: schemaOf("networkInterface"),
		Defaults: map[string]cty.Value{
			"accelerated_networking_enabled":              cty.False,
			"ip_forwarding_enabled":                       cty.False,
			"ip_configuration.private_ip_address_version": sv("IPv4"),
		},
		Generators: map[string]mock.Generator{
			"id":                          armID("Microsoft.Network/networkInterfaces"),
			"applied_dns_servers":         func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"internal_dns_name_label":     fixed(""),
			"internal_domain_name_suffix": gen(func(g *mock.Gen) string { return g.Alnum(26) + ".ax.internal.cloudapp.net" }),
			"mac_address": gen(func(g *mock.Gen) string {
				return strings.ToUpper(fmt.Sprintf("00-22-48-%s-%s-%s", g.Hex(2), g.Hex(2), g.Hex(2)))
			}),
			"virtual_machine_id": fixed(""),
			"private_ip_address": func(g *mock.Gen) cty.Value { return sv(nicAddress(g, 0, nicIP)) },
			"private_ip_addresses": func(g *mock.Gen) cty.Value {
				confs := getAttr(g.Object, "ip_configuration")
				var ips []cty.Value
				for i := 0; usable(confs) && i < confs.LengthInt(); i++ {
					ips = append(ips, sv(nicAddress(g, i, nicIP)))
				}
				if len(ips) == 0 {
					return cty.ListValEmpty(cty.String)
				}
				return cty.ListVal(ips)
			},
			"ip_configuration.private_ip_address": func(g *mock.Gen) cty.Value {
				return sv(nicAddress(g, indexIn(g), nicIP))
			},
			"ip_configuration.primary": func(g *mock.Gen) cty.Value { return cty.BoolVal(indexIn(g) == 0) },
			"ip_configuration.gateway_load_balancer_frontend_ip_configuration_id": fixed(""),
		},
	}
	withPlan(r, locationStep)
	return trackInterfaces(r)
}

// nicAddress is the private address of the i-th IP configuration of a
// NIC: the configured one, else one the generator picks.
func nicAddress(g *mock.Gen, i int, pick func(*mock.Gen, int) string) string {
	confs := getAttr(g.Object, "ip_configuration")
	if usable(confs) && confs.LengthInt() > i {
		if ip := strOf(confs.Index(cty.NumberIntVal(int64(i))).GetAttr("private_ip_address")); ip != "" {
			return ip
		}
	}
	return pick(g, i)
}

// indexIn returns the first list index on a generator's path.
func indexIn(g *mock.Gen) int { return nthIndex(g, 0) }

// nthIndex returns the n-th list index on a generator's path (0 when
// there is none).
func nthIndex(g *mock.Gen, n int) int {
	for _, step := range g.Path {
		if s, ok := step.(cty.IndexStep); ok && s.Key.Type() == cty.Number {
			if n == 0 {
				i, _ := s.Key.AsBigFloat().Int64()
				return int(i)
			}
			n--
		}
	}
	return 0
}

// publicIPResource is azurerm_public_ip.
func publicIPResource() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("publicIPResource"),
		Defaults: map[string]cty.Value{
			"sku":                     sv("Standard"),
			"sku_tier":                sv("Regional"),
			"ip_version":              sv("IPv4"),
			"idle_timeout_in_minutes": cty.NumberIntVal(4),
			"ddos_protection_mode":    sv("VirtualNetworkInherited"),
		},
		Generators: map[string]mock.Generator{
			"id":         armID("Microsoft.Network/publicIPAddresses"),
			"ip_address": gen(publicIP),
			"fqdn": gen(func(g *mock.Gen) string {
				if l := attrOf(g, "domain_name_label"); l != "" {
					return l + "." + attrOf(g, "location") + ".cloudapp.azure.com"
				}
				return ""
			}),
		},
	}
	withPlan(r, locationStep)
	return trackPublicIPs(r)
}
