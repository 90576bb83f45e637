package google

import (
	"fmt"
	"net/netip"

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
		Schema: schemaOf("computeNetwork"),
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
		Schema: schemaOf("computeSubnetwork"),
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

// computeFirewall is google_compute_firewall, a VPC firewall rule.
func computeFirewall() *mock.Resource {
	id := globalID("firewalls")
	r := &mock.Resource{
		Schema:   schemaOf("computeFirewall"),
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
		Schema:     schemaOf("computeGlobalAddress"),
		Defaults:   map[string]cty.Value{"address_type": sv("EXTERNAL")},
		Generators: addressGenerators(globalID("addresses")),
	}
	return withPlan(r, defaultProject, labelsStep("labels"))
}
