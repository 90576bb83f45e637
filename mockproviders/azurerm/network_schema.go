//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of network.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["subnet"] = func() *configschema.Block {
		return resourceBlock("A subnet of a virtual network.", merge(subnetArgs(), attrs{
			"id":                   attr(str, "oc", "Id of the subnet."),
			"name":                 attr(str, "rf", "Name of the subnet."),
			"resource_group_name":  attr(str, "rf", "Resource group of the virtual network."),
			"virtual_network_name": attr(str, "rf", "Name of the virtual network."),
		}), blocks{
			"delegation": delegation(),
			"timeouts":   timeouts("create", "read", "update", "delete"),
		})
	}
	schemaSources["networkSecurityGroup"] = func() *configschema.Block {
		return resourceBlock("A network security group: stateful firewall rules for subnets and NICs.", placement("network security group"), blocks{
			"security_rule": securityRule(),
			"timeouts":      timeouts("create", "read", "update", "delete"),
		})
	}
	schemaSources["subnetNSGAssociation"] = func() *configschema.Block {
		return resourceBlock("Attaches a network security group to a subnet.", attrs{
			"id":                        attr(str, "oc", "Id of the subnet."),
			"subnet_id":                 attr(str, "rf", "The subnet."),
			"network_security_group_id": attr(str, "rf", "The network security group."),
		}, blocks{"timeouts": timeouts("create", "read", "delete")})
	}
	schemaSources["nicNSGAssociation"] = func() *configschema.Block {
		return resourceBlock("Attaches a network security group to a network interface.", attrs{
			"id":                        attr(str, "oc", "NIC id|NSG id."),
			"network_interface_id":      attr(str, "rf", "The network interface."),
			"network_security_group_id": attr(str, "rf", "The network security group."),
		}, blocks{"timeouts": timeouts("create", "read", "delete")})
	}
	schemaSources["networkInterface"] = func() *configschema.Block {
		return resourceBlock("A network interface (NIC) of a virtual machine.", merge(placement("network interface"), attrs{
			"dns_servers":                    attr(strList, "o", "DNS servers of the NIC."),
			"edge_zone":                      attr(str, "of", "Edge zone."),
			"accelerated_networking_enabled": attr(boolean, "o", "Enable accelerated networking."),
			"ip_forwarding_enabled":          attr(boolean, "o", "Let the NIC forward packets not addressed to it."),
			"internal_dns_name_label":        attr(str, "oc", "Internal DNS name."),
			"auxiliary_mode":                 attr(str, "o", "Accelerated connections mode."),
			"auxiliary_sku":                  attr(str, "o", "Accelerated connections SKU."),
			"applied_dns_servers":            attr(strList, "c", "DNS servers in use."),
			"internal_domain_name_suffix":    attr(str, "c", "Internal DNS suffix."),
			"mac_address":                    attr(str, "c", "MAC address."),
			"private_ip_address":             attr(str, "c", "Private address of the primary IP configuration."),
			"private_ip_addresses":           attr(strList, "c", "Private addresses of every IP configuration."),
			"virtual_machine_id":             attr(str, "c", "VM the NIC is attached to."),
		}), blocks{
			"ip_configuration": list(1, 0, "An IP configuration.", attrs{
				"name":                          attr(str, "r", "Name of the configuration."),
				"subnet_id":                     attr(str, "o", "Subnet of the private address."),
				"private_ip_address_version":    attr(str, "o", "IPv4 (the default) or IPv6."),
				"private_ip_address_allocation": attr(str, "r", "Dynamic or Static."),
				"private_ip_address":            attr(str, "oc", "Private address; required with Static allocation."),
				"public_ip_address_id":          attr(str, "o", "Public IP attached."),
				"primary":                       attr(boolean, "oc", "Whether it is the primary configuration."),
				"gateway_load_balancer_frontend_ip_configuration_id": attr(str, "oc", "Gateway load balancer frontend."),
			}, nil),
			"timeouts": timeouts("create", "read", "update", "delete"),
		})
	}
	schemaSources["publicIPResource"] = func() *configschema.Block {
		return resourceBlock("A public IP address.", merge(placement("public IP"), attrs{
			"allocation_method":       attr(str, "r", "Static or Dynamic (Basic SKU only)."),
			"sku":                     attr(str, "of", "Standard (the default) or Basic."),
			"sku_tier":                attr(str, "of", "Regional (the default) or Global."),
			"zones":                   attr(strSet, "of", "Availability zones."),
			"ip_version":              attr(str, "of", "IPv4 (the default) or IPv6."),
			"idle_timeout_in_minutes": attr(num, "o", "TCP idle timeout, 4 to 30 minutes."),
			"domain_name_label":       attr(str, "o", "DNS label: LABEL.REGION.cloudapp.azure.com."),
			"domain_name_label_scope": attr(str, "of", "Scope of the label's uniqueness."),
			"reverse_fqdn":            attr(str, "o", "Reverse DNS name."),
			"public_ip_prefix_id":     attr(str, "of", "Prefix the address comes from."),
			"ip_tags":                 attr(strMap, "of", "IP tags."),
			"edge_zone":               attr(str, "of", "Edge zone."),
			"ddos_protection_mode":    attr(str, "o", "VirtualNetworkInherited (the default), Enabled or Disabled."),
			"ddos_protection_plan_id": attr(str, "o", "DDoS protection plan."),
			"ip_address":              attr(str, "c", "The address."),
			"fqdn":                    attr(str, "c", "DNS name, when a label is set."),
		}), blocks{"timeouts": timeouts("create", "read", "update", "delete")})
	}
}

// securityRule is the security_rule block of network security groups.
func securityRule() *configschema.NestedBlock {
	return set(0, 0, "A security rule.", attrs{
		"name":                                       attr(str, "r", "Name of the rule."),
		"description":                                attr(str, "o", "Description, up to 140 characters."),
		"protocol":                                   attr(str, "r", "Tcp, Udp, Icmp, Esp, Ah or * (any)."),
		"source_port_range":                          attr(str, "o", "Source port or range, or *."),
		"source_port_ranges":                         attr(strSet, "o", "Source ports or ranges."),
		"destination_port_range":                     attr(str, "o", "Destination port or range (\"22\", \"80-88\"), or *."),
		"destination_port_ranges":                    attr(strSet, "o", "Destination ports or ranges."),
		"source_address_prefix":                      attr(str, "o", "Source CIDR, IP, service tag (Internet, VirtualNetwork) or *."),
		"source_address_prefixes":                    attr(strSet, "o", "Source CIDRs or IPs."),
		"destination_address_prefix":                 attr(str, "o", "Destination CIDR, IP, service tag or *."),
		"destination_address_prefixes":               attr(strSet, "o", "Destination CIDRs or IPs."),
		"source_application_security_group_ids":      attr(strSet, "o", "Source application security groups."),
		"destination_application_security_group_ids": attr(strSet, "o", "Destination application security groups."),
		"access":    attr(str, "r", "Allow or Deny."),
		"priority":  attr(num, "r", "Priority, 100 to 4096; lower runs first."),
		"direction": attr(str, "r", "Inbound or Outbound."),
	}, nil)
}
