package aws

import (
	"fmt"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// elbResources are the Elastic Load Balancing (v2) types, under their
// aws_lb names and their older aws_alb aliases.
func elbResources() map[string]*mock.Resource {
	ret := map[string]*mock.Resource{
		"aws_lb":                         loadBalancer(),
		"aws_lb_target_group":            targetGroup(),
		"aws_lb_listener":                listener(),
		"aws_lb_target_group_attachment": targetGroupAttachment(),
	}
	for _, name := range []string{"lb", "lb_target_group", "lb_listener", "lb_target_group_attachment"} {
		ret["aws_a"+name] = ret["aws_"+name]
	}
	return ret
}

// albZones and nlbZones are the Route 53 hosted zones of load balancer
// DNS names, by region.
var (
	albZones = map[string]string{
		"us-east-1": "Z35SXDOTRQ7X7K", "us-east-2": "Z3AADJGX6KTTL2", "us-west-1": "Z368ELLRRE2KJ0",
		"us-west-2": "Z1H1FL5HABSF5", "ca-central-1": "ZQSVJUPU6J1EY", "eu-central-1": "Z215JYRZR1TBD5",
		"eu-west-1": "Z32O12XQLNTSW2", "eu-west-2": "ZHURV8PSTC4K8", "eu-west-3": "Z3Q77PNBQS71R4",
		"ap-southeast-1": "Z1LMS91P8CMLE5", "ap-southeast-2": "Z1GM3OXH4ZPM65", "ap-northeast-1": "Z14GRHDCWA56QT",
		"ap-northeast-2": "ZWKZPGTI48KDX", "ap-south-1": "ZP97RAFLXTNZK", "sa-east-1": "Z2P70J7HTTTPLU",
	}
	nlbZones = map[string]string{
		"us-east-1": "Z26RNL4JYFTOTI", "us-east-2": "ZLMOA37VPKANP", "us-west-1": "Z24FKFUX50B4VW",
		"us-west-2": "Z18D5FSROUN65G", "eu-west-1": "Z2IFOLAFXWLO4F", "eu-central-1": "Z3F0SRJ5LGBH90",
		"ap-southeast-1": "ZKVM4W9LS7TM", "ap-northeast-1": "Z31USIVHYNEOWT",
	}
)

// hostedZone returns a region's zone from a table, or a stable made-up
// one for regions the table lacks.
func hostedZone(table map[string]string, g *mock.Gen) string {
	if z, ok := table[regionOf(g)]; ok {
		return z
	}
	zg := g.Ctx.Generator(cty.GetAttrPath("#zone"), s(regionOf(g)))
	return "Z" + upper(zg, 13)
}

// lbType returns the load balancer type of the object being generated.
func lbType(g *mock.Gen) string {
	if t := asString(g.Attr("load_balancer_type")); t != "" {
		return t
	}
	return "application"
}

func loadBalancer() *mock.Resource {
	r := &res{desc: "A load balancer (application, network or gateway)."}
	r.schemaKey = "loadBalancer" // its schema: elb_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{
		"load_balancer_type":                          s("application"),
		"enable_deletion_protection":                  cty.False,
		"idle_timeout":                                n(60),
		"enable_http2":                                cty.True,
		"enable_zonal_shift":                          cty.False,
		"client_keep_alive":                           n(3600),
		"desync_mitigation_mode":                      s("defensive"),
		"drop_invalid_header_fields":                  cty.False,
		"enable_tls_version_and_cipher_suite_headers": cty.False,
		"enable_waf_fail_open":                        cty.False,
		"enable_xff_client_port":                      cty.False,
		"preserve_host_header":                        cty.False,
		"xff_header_processing_mode":                  s("append"),
		"access_logs.enabled":                         cty.False,
		"connection_logs.enabled":                     cty.False,
	}
	r.plan = func(p *planCtx) cty.Value {
		if attrStr(p.Planned, "load_balancer_type") == "application" {
			return p.Planned
		}
		// Only application load balancers have the HTTP settings.
		vals := map[string]cty.Value{}
		for _, k := range []string{"client_keep_alive", "desync_mitigation_mode", "drop_invalid_header_fields",
			"enable_http2", "enable_tls_version_and_cipher_suite_headers", "enable_waf_fail_open",
			"enable_xff_client_port", "idle_timeout", "preserve_host_header", "xff_header_processing_mode"} {
			if getAttr(p.Config, k).IsNull() {
				vals[k] = cty.NullVal(getAttr(p.Planned, k).Type())
			}
		}
		return setAttrs(p.Planned, vals)
	}
	kind := func(g *mock.Gen) string {
		switch lbType(g) {
		case "network":
			return "net"
		case "gateway":
			return "gwy"
		}
		return "app"
	}
	r.gens = map[string]mock.Generator{
		"name": func(g *mock.Gen) cty.Value {
			prefix := "tf-lb-"
			if p := asString(g.Attr("name_prefix")); p != "" {
				prefix = p
			}
			return s(truncate(prefix+uniqueSuffix(g), 32))
		},
		"name_prefix": fixed(s("")),
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "elasticloadbalancing", "loadbalancer/"+kind(g)+"/"+r.refStr(g, "name")+"/"+g.Hex(16))
		},
		"id":         func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"arn_suffix": func(g *mock.Gen) cty.Value { return s(lastPart(r.refStr(g, "arn"), ":loadbalancer/")) },
		"dns_name": func(g *mock.Gen) cty.Value {
			host := r.refStr(g, "name")
			if asBool(g.Attr("internal")) {
				host = "internal-" + host
			}
			reg := regionOf(g)
			if lbType(g) == "application" {
				return s(fmt.Sprintf("%s-%d.%s.elb.%s", host, 100000000+g.Intn(1900000000), reg, dnsSuffix(reg)))
			}
			return s(fmt.Sprintf("%s-%s.elb.%s.%s", host, g.Hex(16), reg, dnsSuffix(reg)))
		},
		"zone_id": func(g *mock.Gen) cty.Value {
			if lbType(g) == "application" {
				return s(hostedZone(albZones, g))
			}
			return s(hostedZone(nlbZones, g))
		},
		"internal":        fixed(cty.False),
		"ip_address_type": fixed(s("ipv4")),
		"vpc_id":          hexID("vpc"),
		"enable_cross_zone_load_balancing": func(g *mock.Gen) cty.Value {
			return b(lbType(g) == "application")
		},
		"security_groups": func(g *mock.Gen) cty.Value {
			if lbType(g) == "application" {
				return cty.SetVal([]cty.Value{s(awsID(g, "sg"))})
			}
			return cty.SetValEmpty(cty.String)
		},
		"subnets": func(g *mock.Gen) cty.Value {
			m := g.Attr("subnet_mapping")
			var ids []cty.Value
			for _, id := range subnetIDsOf(m) {
				ids = append(ids, s(id))
			}
			if len(ids) == 0 {
				return cty.SetValEmpty(cty.String)
			}
			return cty.SetVal(ids)
		},
		"subnet_mapping": func(g *mock.Gen) cty.Value {
			var elems []cty.Value
			for _, id := range asStrings(g.Attr("subnets")) {
				elems = append(elems, cty.ObjectVal(map[string]cty.Value{
					"allocation_id": s(""), "ipv6_address": s(""), "outpost_id": s(""), "private_ipv4_address": s(""), "subnet_id": s(id),
				}))
			}
			if len(elems) == 0 {
				return cty.NilVal
			}
			return cty.SetVal(elems)
		},
	}
	return r.build()
}

// subnetIDsOf returns the subnet ids of subnet_mapping blocks.
func subnetIDsOf(v cty.Value) []string {
	if !v.IsKnown() || v.IsNull() || !v.CanIterateElements() {
		return nil
	}
	var ret []string
	for it := v.ElementIterator(); it.Next(); {
		_, e := it.Element()
		if id := attrStr(e, "subnet_id"); id != "" {
			ret = append(ret, id)
		}
	}
	return ret
}

// truncate cuts a string to n bytes.
func truncate(v string, n int) string {
	if len(v) > n {
		return v[:n]
	}
	return v
}
