package google

import (
	"fmt"
	"net/netip"

	"github.com/tfplay/tfplay/engine/configschema"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// globalID makes the generator of "projects/P/global/KIND/NAME" ids.
func globalID(kind string) mock.Generator {
	return gen(func(g *mock.Gen) string {
		return fmt.Sprintf("projects/%s/global/%s/%s", projectOf(g), kind, top(g, "name"))
	})
}

// regionalID makes the generator of "projects/P/regions/R/KIND/NAME" ids.
func regionalID(kind string) mock.Generator {
	return gen(func(g *mock.Gen) string {
		return fmt.Sprintf("projects/%s/regions/%s/%s/%s", projectOf(g), top(g, "region"), kind, top(g, "name"))
	})
}

// selfLinkOfID is the generator of a self link built like the id.
func selfLinkOfID(id mock.Generator) mock.Generator {
	return func(g *mock.Gen) cty.Value { return sv(selfLink(id(g).AsString())) }
}

// computeNetwork is google_compute_network, a VPC network.
func computeNetwork() *mock.Resource {
	id := globalID("networks")
	r := &mock.Resource{
		Schema: resourceBlock("A VPC network.", attrs{
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
		}, blocks{"timeouts": timeouts("create", "update", "delete")}),
		Defaults: map[string]cty.Value{
			"auto_create_subnetworks":                   cty.True,
			"delete_default_routes_on_create":           cty.False,
			"network_firewall_policy_enforcement_order": sv("AFTER_CLASSIC_FIREWALL"),
		},
		Generators: map[string]mock.Generator{
			"id":                           id,
			"self_link":                    selfLinkOfID(id),
			"routing_mode":                 gen(func(*mock.Gen) string { return "REGIONAL" }),
			"mtu":                          func(*mock.Gen) cty.Value { return cty.NumberIntVal(1460) },
			"bgp_best_path_selection_mode": gen(func(*mock.Gen) string { return "LEGACY" }),
			"gateway_ipv4":                 gen(func(*mock.Gen) string { return "" }),
			"internal_ipv6_range":          gen(func(*mock.Gen) string { return "" }),
			"numeric_id":                   gen(networkNumber),
			"network_id":                   gen(networkNumber),
		},
	}
	return withPlan(r, defaultProject)
}

// networkNumber is the numeric id of a network, which numeric_id and
// network_id both hold.
func networkNumber(g *mock.Gen) string {
	return numericID(g.Ctx.Generator(cty.GetAttrPath("numeric_id"), g.Object), 19)
}

// gatewayOf returns the first host address of a CIDR range, the address
// Google gives a subnetwork's gateway.
func gatewayOf(cidr string) string {
	p, err := netip.ParsePrefix(cidr)
	if err != nil {
		return ""
	}
	return p.Masked().Addr().Next().String()
}

// computeSubnetwork is google_compute_subnetwork, a regional range of a
// VPC network.
func computeSubnetwork() *mock.Resource {
	id := regionalID("subnetworks")
	r := &mock.Resource{
		Schema: resourceBlock("A regional subnetwork of a VPC network.", attrs{
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
		}),
		Defaults: map[string]cty.Value{
			"log_config.aggregation_interval": sv("INTERVAL_5_SEC"),
			"log_config.flow_sampling":        cty.NumberFloatVal(0.5),
			"log_config.metadata":             sv("INCLUDE_ALL_METADATA"),
			"log_config.filter_expr":          sv("true"),
		},
		Generators: map[string]mock.Generator{
			"id":                         id,
			"self_link":                  selfLinkOfID(id),
			"gateway_address":            gen(func(g *mock.Gen) string { return gatewayOf(top(g, "ip_cidr_range")) }),
			"creation_timestamp":         gen(timestamp),
			"fingerprint":                gen(func(g *mock.Gen) string { return g.From(b64url, 11) + "=" }),
			"subnetwork_id":              func(g *mock.Gen) cty.Value { return cty.NumberUIntVal(uint64(1e18) + uint64(g.Intn(1e9))*uint64(1e9)) },
			"private_ip_google_access":   func(*mock.Gen) cty.Value { return cty.False },
			"private_ipv6_google_access": gen(func(*mock.Gen) string { return "DISABLE_GOOGLE_ACCESS" }),
			"purpose":                    gen(func(*mock.Gen) string { return "PRIVATE" }),
			"stack_type":                 gen(func(*mock.Gen) string { return "IPV4_ONLY" }),
			"external_ipv6_prefix":       gen(func(*mock.Gen) string { return "" }),
			"internal_ipv6_prefix":       gen(func(*mock.Gen) string { return "" }),
			"ipv6_cidr_range":            gen(func(*mock.Gen) string { return "" }),
		},
	}
	return withPlan(r, defaultProject, defaultRegion)
}

// b64url is the alphabet of URL-safe base64.
const b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// firewallRule is the schema of the allow and deny blocks of a firewall.
func firewallRule(desc string) *configschema.NestedBlock {
	return set(0, 0, desc, attrs{
		"protocol": attr(str, "r", "IP protocol: tcp, udp, icmp, esp, ah, sctp, ipip, all, or a protocol number."),
		"ports":    attr(strList, "o", "Ports or port ranges (\"22\", \"8000-8080\") for tcp, udp and sctp."),
	}, nil)
}

// computeFirewall is google_compute_firewall, a VPC firewall rule.
func computeFirewall() *mock.Resource {
	id := globalID("firewalls")
	r := &mock.Resource{
		Schema: resourceBlock("A firewall rule of a VPC network.", attrs{
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
		}),
		Defaults: map[string]cty.Value{"priority": cty.NumberIntVal(1000)},
		Generators: map[string]mock.Generator{
			"id":                 id,
			"self_link":          selfLinkOfID(id),
			"creation_timestamp": gen(timestamp),
			"direction":          gen(func(*mock.Gen) string { return "INGRESS" }),
		},
	}
	return withPlan(r, defaultProject)
}

// internalIP returns an address in the default 10.128.0.0/20 range.
func internalIP(g *mock.Gen) string {
	return fmt.Sprintf("10.128.%d.%d", g.Intn(16), 2+g.Intn(250))
}

// addressAttrs are the arguments regional and global addresses share.
func addressAttrs(scope string) attrs {
	return merge(attrs{
		"id":                 attr(str, "oc", "projects/PROJECT/"+scope+"/addresses/NAME."),
		"name":               attr(str, "rf", "Address name."),
		"address":            attr(str, "ocf", "The IP address to reserve; Google picks one when unset."),
		"address_type":       attr(str, "of", "EXTERNAL (the default) or INTERNAL."),
		"description":        attr(str, "of", "Free-form description."),
		"purpose":            attr(str, "ocf", "What an internal address is for (GCE_ENDPOINT, VPC_PEERING...)."),
		"prefix_length":      attr(num, "ocf", "Prefix length of a reserved range."),
		"ip_version":         attr(str, "of", "IPV4 or IPV6."),
		"network":            attr(str, "of", "Network of an internal range."),
		"project":            attr(str, "ocf", "Project of the address; the provider's by default."),
		"label_fingerprint":  attr(str, "c", "Fingerprint of the labels."),
		"creation_timestamp": attr(str, "c", "Creation time, RFC 3339."),
		"self_link":          attr(str, "c", "URI of the address."),
	}, labelAttrs("address"))
}

// addressGenerators complete an address: the IP address comes from the
// internal default range or Google's public ranges.
func addressGenerators(id mock.Generator) map[string]mock.Generator {
	return map[string]mock.Generator{
		"id":                 id,
		"self_link":          selfLinkOfID(id),
		"creation_timestamp": gen(timestamp),
		"label_fingerprint":  gen(func(g *mock.Gen) string { return g.From(b64url, 11) + "=" }),
		"address": gen(func(g *mock.Gen) string {
			if top(g, "address_type") == "INTERNAL" {
				if top(g, "purpose") == "VPC_PEERING" {
					return fmt.Sprintf("10.%d.0.0", 16+g.Intn(200))
				}
				return internalIP(g)
			}
			return externalIP(g)
		}),
		"purpose": gen(func(g *mock.Gen) string {
			if top(g, "address_type") == "INTERNAL" {
				return "GCE_ENDPOINT"
			}
			return ""
		}),
		"prefix_length": func(g *mock.Gen) cty.Value {
			if top(g, "purpose") == "VPC_PEERING" {
				return cty.NumberIntVal(16)
			}
			return cty.Zero
		},
	}
}

// computeAddress is google_compute_address, a reserved regional address.
func computeAddress() *mock.Resource {
	a := merge(addressAttrs("regions/REGION"), attrs{
		"region":       attr(str, "ocf", "Region of the address; the provider's by default."),
		"subnetwork":   attr(str, "ocf", "Subnetwork an internal address is taken from."),
		"network_tier": attr(str, "ocf", "PREMIUM or STANDARD network tier of an external address."),
		"users":        attr(strList, "c", "URLs of the resources using the address."),
	})
	id := regionalID("addresses")
	gens := addressGenerators(id)
	gens["network_tier"] = gen(func(*mock.Gen) string { return "PREMIUM" })
	r := &mock.Resource{
		Schema:     resourceBlock("A reserved static IP address of a region.", a, blocks{"timeouts": timeouts("create", "update", "delete")}),
		Defaults:   map[string]cty.Value{"address_type": sv("EXTERNAL")},
		Generators: gens,
	}
	return withPlan(r, defaultProject, defaultRegion, labelsStep("labels"))
}

// computeGlobalAddress is google_compute_global_address, a reserved
// global address or range (private services access uses one).
func computeGlobalAddress() *mock.Resource {
	r := &mock.Resource{
		Schema:     resourceBlock("A reserved global IP address or internal range.", addressAttrs("global"), blocks{"timeouts": timeouts("create", "update", "delete")}),
		Defaults:   map[string]cty.Value{"address_type": sv("EXTERNAL")},
		Generators: addressGenerators(globalID("addresses")),
	}
	return withPlan(r, defaultProject, labelsStep("labels"))
}
