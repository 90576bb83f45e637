//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of compute_router.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["computeRouter"] = func() *configschema.Block {
		return resourceBlock("A Cloud Router, for dynamic routing and Cloud NAT.", attrs{
			"id":                            attr(str, "oc", "projects/PROJECT/regions/REGION/routers/NAME."),
			"name":                          attr(str, "rf", "Router name."),
			"network":                       attr(str, "rf", "Network (name or self link) of the router."),
			"description":                   attr(str, "o", "Free-form description."),
			"encrypted_interconnect_router": attr(boolean, "of", "Whether the router serves encrypted interconnect attachments."),
			"region":                        attr(str, "ocf", "Region of the router; the provider's by default."),
			"project":                       attr(str, "ocf", "Project of the router; the provider's by default."),
			"creation_timestamp":            attr(str, "c", "Creation time, RFC 3339."),
			"self_link":                     attr(str, "c", "URI of the router."),
		}, blocks{
			"bgp": list(0, 1, "BGP settings of the router.", attrs{
				"asn":                attr(num, "r", "Private ASN of the router (64512-65534 or 4200000000-4294967294)."),
				"advertise_mode":     attr(str, "o", "DEFAULT or CUSTOM route advertisement."),
				"advertised_groups":  attr(strList, "o", "Prefix groups to advertise in CUSTOM mode (ALL_SUBNETS)."),
				"keepalive_interval": attr(num, "o", "Seconds between BGP keepalive messages."),
				"identifier_range":   attr(str, "oc", "Range of link-local addresses for BGP identifiers."),
			}, blocks{
				"advertised_ip_ranges": list(0, 0, "Individual ranges to advertise in CUSTOM mode.", attrs{
					"range":       attr(str, "r", "The range to advertise, in CIDR notation."),
					"description": attr(str, "o", "Free-form description."),
				}, nil),
			}),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
	schemaSources["computeRouterNAT"] = func() *configschema.Block {
		return resourceBlock("Cloud NAT: outbound internet access for instances without external addresses.", attrs{
			"id":                                  attr(str, "oc", "PROJECT/REGION/ROUTER/NAME."),
			"name":                                attr(str, "rf", "NAT name."),
			"router":                              attr(str, "rf", "Name of the Cloud Router the NAT lives in."),
			"nat_ip_allocate_option":              attr(str, "o", "AUTO_ONLY (Google allocates addresses) or MANUAL_ONLY."),
			"source_subnetwork_ip_ranges_to_nat":  attr(str, "r", "Which subnetwork ranges are translated: ALL_SUBNETWORKS_ALL_IP_RANGES, LIST_OF_SUBNETWORKS..."),
			"nat_ips":                             attr(strSet, "o", "Self links of the addresses used in MANUAL_ONLY mode."),
			"drain_nat_ips":                       attr(strSet, "o", "Addresses being drained."),
			"min_ports_per_vm":                    attr(num, "oc", "Minimum ports allocated to each VM."),
			"max_ports_per_vm":                    attr(num, "o", "Maximum ports of each VM with dynamic port allocation."),
			"enable_dynamic_port_allocation":      attr(boolean, "oc", "Allocate ports to VMs dynamically."),
			"enable_endpoint_independent_mapping": attr(boolean, "oc", "Enable endpoint-independent mapping."),
			"udp_idle_timeout_sec":                attr(num, "o", "Timeout of UDP connections, seconds."),
			"icmp_idle_timeout_sec":               attr(num, "o", "Timeout of ICMP connections, seconds."),
			"tcp_established_idle_timeout_sec":    attr(num, "o", "Timeout of established TCP connections, seconds."),
			"tcp_transitory_idle_timeout_sec":     attr(num, "o", "Timeout of transitory TCP connections, seconds."),
			"tcp_time_wait_timeout_sec":           attr(num, "o", "Time a TCP connection stays in TIME_WAIT, seconds."),
			"region":                              attr(str, "ocf", "Region of the router; the provider's by default."),
			"project":                             attr(str, "ocf", "Project of the router; the provider's by default."),
		}, blocks{
			"subnetwork": set(0, 0, "A subnetwork whose ranges are translated (LIST_OF_SUBNETWORKS).", attrs{
				"name":                     attr(str, "r", "Self link of the subnetwork."),
				"source_ip_ranges_to_nat":  attr(strSet, "r", "ALL_IP_RANGES, PRIMARY_IP_RANGE or LIST_OF_SECONDARY_IP_RANGES."),
				"secondary_ip_range_names": attr(strSet, "o", "Secondary ranges translated."),
			}, nil),
			"log_config": list(0, 1, "Logging of NAT translations.", attrs{
				"enable": attr(boolean, "r", "Whether logging is on."),
				"filter": attr(str, "r", "ERRORS_ONLY, TRANSLATIONS_ONLY or ALL."),
			}, nil),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
}
