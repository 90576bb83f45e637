//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of compute_network.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["computeNetwork"] = func() *configschema.Block {
		return resourceBlock("A VPC network.", attrs{
			"id":                              attr(str, "oc", "projects/PROJECT/global/networks/NAME."),
			"name":                            attr(str, "rf", "Network name: lowercase letters, digits and dashes."),
			"description":                     attr(str, "of", "Free-form description."),
			"auto_create_subnetworks":         attr(boolean, "of", "Create one subnetwork per region automatically (auto mode); false for custom mode."),
			"routing_mode":                    attr(str, "oc", "REGIONAL or GLOBAL dynamic routing."),
			"mtu":                             attr(num, "ocf", "Maximum transmission unit in bytes."),
			"project":                         attr(str, "ocf", "Project of the network; the provider's by default."),
			"delete_default_routes_on_create": attr(boolean, "o", "Delete the default internet route right after creating the network."),
			"enable_ula_internal_ipv6":        attr(boolean, "of", "Give the network an internal IPv6 range."),
			"internal_ipv6_range":             attr(str, "ocf", "Internal IPv6 range of the network."),
			"network_firewall_policy_enforcement_order": attr(str, "o", "Whether firewall policies apply before or after classic firewall rules."),
			"bgp_best_path_selection_mode":              attr(str, "oc", "LEGACY or STANDARD BGP best path selection."),
			"gateway_ipv4":                              attr(str, "c", "Gateway address of legacy networks."),
			"numeric_id":                                attr(str, "c", "Numeric identifier of the network."),
			"network_id":                                attr(str, "c", "Numeric identifier of the network."),
			"self_link":                                 attr(str, "c", "URI of the network."),
		}, blocks{"timeouts": timeouts("create", "update", "delete")})
	}
	schemaSources["computeSubnetwork"] = func() *configschema.Block {
		return resourceBlock("A regional subnetwork of a VPC network.", attrs{
			"id":                               attr(str, "oc", "projects/PROJECT/regions/REGION/subnetworks/NAME."),
			"name":                             attr(str, "rf", "Subnetwork name."),
			"ip_cidr_range":                    attr(str, "r", "Primary IPv4 range; it can be expanded in place."),
			"network":                          attr(str, "rf", "Network (name, id or self link) the subnetwork belongs to."),
			"region":                           attr(str, "ocf", "Region of the subnetwork; the provider's by default."),
			"project":                          attr(str, "ocf", "Project of the subnetwork; the provider's by default."),
			"description":                      attr(str, "of", "Free-form description."),
			"private_ip_google_access":         attr(boolean, "oc", "Let VMs without external addresses reach Google APIs."),
			"private_ipv6_google_access":       attr(str, "oc", "How VMs reach Google APIs over IPv6."),
			"purpose":                          attr(str, "ocf", "PRIVATE, REGIONAL_MANAGED_PROXY, PRIVATE_SERVICE_CONNECT..."),
			"role":                             attr(str, "o", "ACTIVE or BACKUP, for proxy-only subnetworks."),
			"stack_type":                       attr(str, "oc", "IPV4_ONLY or IPV4_IPV6."),
			"ipv6_access_type":                 attr(str, "o", "EXTERNAL or INTERNAL IPv6 access."),
			"external_ipv6_prefix":             attr(str, "oc", "External IPv6 range of the subnetwork."),
			"internal_ipv6_prefix":             attr(str, "c", "Internal IPv6 range of the subnetwork."),
			"ipv6_cidr_range":                  attr(str, "c", "IPv6 range assigned to the subnetwork."),
			"gateway_address":                  attr(str, "c", "Gateway address of the primary range."),
			"creation_timestamp":               attr(str, "c", "Creation time, RFC 3339."),
			"fingerprint":                      attr(str, "c", "Fingerprint used for optimistic locking."),
			"subnetwork_id":                    attr(num, "c", "Numeric identifier of the subnetwork."),
			"self_link":                        attr(str, "c", "URI of the subnetwork."),
			"send_secondary_ip_range_if_empty": attr(boolean, "o", "Send an empty secondary range list to remove every secondary range."),
		}, blocks{
			"secondary_ip_range": list(0, 0, "A secondary range, for alias IPs such as GKE pods and services.", attrs{
				"range_name":    attr(str, "r", "Name of the range, unique in the subnetwork."),
				"ip_cidr_range": attr(str, "r", "The range, in CIDR notation."),
			}, nil),
			"log_config": list(0, 1, "VPC flow logs of the subnetwork.", attrs{
				"aggregation_interval": attr(str, "o", "Interval over which flows are aggregated (INTERVAL_5_SEC...)."),
				"flow_sampling":        attr(num, "o", "Fraction of flows logged, 0 to 1."),
				"metadata":             attr(str, "o", "Which metadata fields are added to the logs."),
				"metadata_fields":      attr(strSet, "o", "Metadata fields added when metadata is CUSTOM_METADATA."),
				"filter_expr":          attr(str, "o", "Expression selecting the flows to log."),
			}, nil),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
	schemaSources["computeFirewall"] = func() *configschema.Block {
		return resourceBlock("A firewall rule of a VPC network.", attrs{
			"id":                      attr(str, "oc", "projects/PROJECT/global/firewalls/NAME."),
			"name":                    attr(str, "rf", "Rule name."),
			"network":                 attr(str, "rf", "Network (name, id or self link) the rule applies to."),
			"description":             attr(str, "o", "Free-form description."),
			"direction":               attr(str, "ocf", "INGRESS (the default) or EGRESS."),
			"disabled":                attr(boolean, "o", "Whether the rule is switched off."),
			"priority":                attr(num, "o", "Priority from 0 (highest) to 65535; 1000 by default."),
			"source_ranges":           attr(strSet, "oc", "Source CIDR ranges of ingress traffic."),
			"source_tags":             attr(strSet, "o", "Network tags of the instances traffic may come from."),
			"source_service_accounts": attr(strSet, "o", "Service accounts of the instances traffic may come from."),
			"destination_ranges":      attr(strSet, "oc", "Destination CIDR ranges of egress traffic."),
			"target_tags":             attr(strSet, "o", "Network tags of the instances the rule applies to."),
			"target_service_accounts": attr(strSet, "o", "Service accounts of the instances the rule applies to."),
			"project":                 attr(str, "ocf", "Project of the rule; the provider's by default."),
			"creation_timestamp":      attr(str, "c", "Creation time, RFC 3339."),
			"self_link":               attr(str, "c", "URI of the rule."),
		}, blocks{
			"allow":      firewallRule("Traffic the rule allows."),
			"deny":       firewallRule("Traffic the rule denies."),
			"log_config": list(0, 1, "Firewall rule logging.", attrs{"metadata": attr(str, "r", "INCLUDE_ALL_METADATA or EXCLUDE_ALL_METADATA.")}, nil),
			"timeouts":   timeouts("create", "update", "delete"),
		})
	}
	schemaSources["computeGlobalAddress"] = func() *configschema.Block {
		return resourceBlock("A reserved global IP address or internal range.", addressAttrs("global"), blocks{"timeouts": timeouts("create", "update", "delete")})
	}
}

// firewallRule is the schema of the allow and deny blocks of a firewall.
func firewallRule(desc string) *configschema.NestedBlock {
	return set(0, 0, desc, attrs{
		"protocol": attr(str, "r", "IP protocol: tcp, udp, icmp, esp, ah, sctp, ipip, all, or a protocol number."),
		"ports":    attr(strList, "o", "Ports or port ranges (\"22\", \"8000-8080\") for tcp, udp and sctp."),
	}, nil)
}
