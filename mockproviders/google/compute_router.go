package google

import (
	"fmt"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// computeRouter is google_compute_router, a Cloud Router.
func computeRouter() *mock.Resource {
	id := regionalID("routers")
	r := &mock.Resource{
		Schema: schemaOf("computeRouter"),
		Defaults: map[string]cty.Value{
			"bgp.advertise_mode":     sv("DEFAULT"),
			"bgp.keepalive_interval": cty.NumberIntVal(20),
		},
		Generators: map[string]mock.Generator{
			"id":                   id,
			"self_link":            selfLinkOfID(id),
			"creation_timestamp":   gen(timestamp),
			"bgp.identifier_range": gen(func(*mock.Gen) string { return "" }),
		},
	}
	return withPlan(r, defaultProject, defaultRegion)
}

// computeRouterNAT is google_compute_router_nat, Cloud NAT on a router.
func computeRouterNAT() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("computeRouterNAT"),
		Defaults: map[string]cty.Value{
			"udp_idle_timeout_sec":             cty.NumberIntVal(30),
			"icmp_idle_timeout_sec":            cty.NumberIntVal(30),
			"tcp_established_idle_timeout_sec": cty.NumberIntVal(1200),
			"tcp_transitory_idle_timeout_sec":  cty.NumberIntVal(30),
			"tcp_time_wait_timeout_sec":        cty.NumberIntVal(120),
		},
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("%s/%s/%s/%s", projectOf(g), top(g, "region"), top(g, "router"), top(g, "name"))
			}),
			"min_ports_per_vm":                    func(*mock.Gen) cty.Value { return cty.NumberIntVal(64) },
			"enable_dynamic_port_allocation":      func(*mock.Gen) cty.Value { return cty.False },
			"enable_endpoint_independent_mapping": func(*mock.Gen) cty.Value { return cty.False },
		},
	}
	return withPlan(r, defaultProject, defaultRegion)
}
