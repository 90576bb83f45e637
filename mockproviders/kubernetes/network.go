package kubernetes

import (
	"fmt"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// lbIngressType is the type of load balancer status entries.
var lbIngressType = cty.Object(map[string]cty.Type{"hostname": cty.String, "ip": cty.String})

// statusType is the type of the status attribute of services and
// ingresses.
var statusType = cty.List(cty.Object(map[string]cty.Type{
	"load_balancer": cty.List(cty.Object(map[string]cty.Type{"ingress": cty.List(lbIngressType)})),
}))

// lbStatus is a status with the load balancer address, or none.
func lbStatus(ip string) cty.Value {
	ingress := cty.ListValEmpty(lbIngressType)
	if ip != "" {
		ingress = cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"hostname": sv(""), "ip": sv(ip)})})
	}
	return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
		"load_balancer": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"ingress": ingress})}),
	})})
}

// specAttr returns an attribute of an object's spec block.
func specAttr(obj cty.Value, name string) cty.Value {
	spec := getAttr(obj, "spec")
	if !usable(spec) || spec.LengthInt() == 0 {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	return getAttr(spec.Index(cty.Zero), name)
}

// exposed reports whether a service is reachable on node ports.
func exposed(obj cty.Value) bool {
	t := strOf(specAttr(obj, "type"))
	return t == "NodePort" || t == "LoadBalancer"
}

// loadBalancerIP is the external address a cloud load balancer gets.
func loadBalancerIP(g *mock.Gen) string {
	s := g.Ctx.Generator(cty.GetAttrPath("load_balancer_ip"), g.Object)
	return fmt.Sprintf("%s.%d.%d.%d", s.Pick("34", "35", "20", "52"), s.Intn(256), s.Intn(256), 1+s.Intn(254))
}

// clusterIP is the virtual address of a service.
func clusterIP(g *mock.Gen) string {
	if strOf(specAttr(g.Object, "type")) == "ExternalName" {
		return ""
	}
	s := g.Ctx.Generator(cty.GetAttrPath("cluster_ip"), g.Object)
	return fmt.Sprintf("10.96.%d.%d", s.Intn(256), 1+s.Intn(254))
}

// service is kubernetes_service.
func service() *mock.Resource {
	return kind{
		name:       "service",
		namespaced: true,
		desc:       "A Service: a stable address load-balancing over the pods its selector matches.",
		schemaKey:  "service", // its schema: network_schema.go

		defaults: map[string]cty.Value{
			"wait_for_load_balancer":                 cty.True,
			"spec.type":                              sv("ClusterIP"),
			"spec.publish_not_ready_addresses":       cty.False,
			"spec.session_affinity":                  sv("None"),
			"spec.allocate_load_balancer_node_ports": cty.True,
			"spec.port.protocol":                     sv("TCP"),
		},
		generators: map[string]mock.Generator{
			"spec.cluster_ip":  gen(clusterIP),
			"spec.cluster_ips": func(g *mock.Gen) cty.Value { return cty.ListVal([]cty.Value{sv(clusterIP(g))}) },
			"spec.external_traffic_policy": gen(func(g *mock.Gen) string {
				if exposed(g.Object) {
					return "Cluster"
				}
				return ""
			}),
			"spec.internal_traffic_policy": fixed("Cluster"),
			"spec.health_check_node_port":  number(0),
			"spec.ip_families":             func(*mock.Gen) cty.Value { return cty.ListVal([]cty.Value{sv("IPv4")}) },
			"spec.ip_family_policy":        fixed("SingleStack"),
			"spec.port.target_port": gen(func(g *mock.Gen) string {
				return g.Attr("port").AsBigFloat().Text('f', -1)
			}),
			"spec.port.node_port": func(g *mock.Gen) cty.Value {
				if exposed(g.Object) {
					return cty.NumberIntVal(int64(30000 + g.Intn(2768)))
				}
				return cty.Zero
			},
			"spec.session_affinity_config.client_ip.timeout_seconds": number(10800),
			"status": func(g *mock.Gen) cty.Value {
				if strOf(specAttr(g.Object, "type")) == "LoadBalancer" {
					return lbStatus(loadBalancerIP(g))
				}
				return lbStatus("")
			},
		},
	}.resource()
}

// ingressV1 is kubernetes_ingress_v1 (networking.k8s.io/v1).
func ingressV1() *mock.Resource {
	backend := func(desc string) *configschema.NestedBlock {
		return single(false, desc, nil, blocks{
			"service": single(false, "A service receiving the traffic.", attrs{
				"name": attr(str, "r", "Name of the service."),
			}, blocks{
				"port": single(true, "Port of the service.", attrs{
					"number": attr(num, "o", "Port number."),
					"name":   attr(str, "o", "Port name."),
				}, nil),
			}),
			"resource": single(false, "Another resource receiving the traffic.", attrs{
				"api_group": attr(str, "r", "API group of the resource."),
				"kind":      attr(str, "r", "Kind of the resource."),
				"name":      attr(str, "r", "Name of the resource."),
			}, nil),
		})
	}
	return ingressKind(single(true, "Routing rules of the ingress.", attrs{
		"ingress_class_name": attr(str, "o", "Ingress class (nginx...)."),
	}, blocks{
		"default_backend": backend("Backend of requests no rule matches."),
		"rule": list(0, 0, "A host rule.", attrs{
			"host": attr(str, "o", "Host name the rule applies to."),
		}, blocks{
			"http": single(false, "HTTP routes.", nil, blocks{
				"path": list(1, 0, "A path routed to a backend.", attrs{
					"path":      attr(str, "o", "Path matched."),
					"path_type": attr(str, "o", "ImplementationSpecific (the default), Exact or Prefix."),
				}, blocks{"backend": backend("Backend of the path.")}),
			}),
		}),
		"tls": list(0, 0, "TLS for some hosts.", attrs{
			"hosts":       attr(strList, "o", "Hosts covered by the certificate."),
			"secret_name": attr(str, "o", "Secret holding the certificate and key."),
		}, nil),
	}), map[string]cty.Value{"spec.rule.http.path.path_type": sv("ImplementationSpecific")}).resource()
}

// ingressBeta is kubernetes_ingress, the networking.k8s.io/v1beta1 schema
// with service_name and service_port backends.
func ingressBeta() *mock.Resource {
	backend := func(desc string) *configschema.NestedBlock {
		return single(false, desc, attrs{
			"service_name": attr(str, "o", "Name of the service."),
			"service_port": attr(str, "o", "Port (number or name) of the service."),
		}, nil)
	}
	return ingressKind(single(true, "Routing rules of the ingress.", attrs{
		"ingress_class_name": attr(str, "o", "Ingress class (nginx...)."),
	}, blocks{
		"backend": backend("Backend of requests no rule matches."),
		"rule": list(0, 0, "A host rule.", attrs{
			"host": attr(str, "o", "Host name the rule applies to."),
		}, blocks{
			"http": single(true, "HTTP routes.", nil, blocks{
				"path": list(1, 0, "A path routed to a backend.", attrs{
					"path": attr(str, "o", "Path matched."),
				}, blocks{"backend": backend("Backend of the path.")}),
			}),
		}),
		"tls": list(0, 0, "TLS for some hosts.", attrs{
			"hosts":       attr(strList, "o", "Hosts covered by the certificate."),
			"secret_name": attr(str, "o", "Secret holding the certificate and key."),
		}, nil),
	}), nil).resource()
}

// ingressKind is the shared declaration of ingresses.
func ingressKind(spec *configschema.NestedBlock, defaults map[string]cty.Value) kind {
	d := map[string]cty.Value{"wait_for_load_balancer": cty.False}
	for k, v := range defaults {
		d[k] = v
	}
	return kind{
		name:       "ingress",
		namespaced: true,
		generation: true,
		desc:       "An Ingress: HTTP(S) routing from outside the cluster to services.",
		attrs: attrs{
			"wait_for_load_balancer": attr(boolean, "o", "Wait for the ingress to get an address."),
			"status":                 attr(statusType, "c", "Status: the load balancer's addresses."),
		},
		blocks:     blocks{"spec": spec, "timeouts": timeouts("create", "delete")},
		defaults:   d,
		generators: map[string]mock.Generator{"status": func(g *mock.Gen) cty.Value { return lbStatus(loadBalancerIP(g)) }},
	}
}
