package aws

import (
	"fmt"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// route53Resources are the Route 53 DNS types.
func route53Resources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_route53_zone":   route53Zone(),
		"aws_route53_record": route53Record(),
	}
}

// nameServers returns the four name servers Route 53 delegates a zone to,
// one in each of its top-level domains.
func nameServers(g *mock.Gen) []string {
	ng := g.Ctx.Generator(cty.GetAttrPath("#ns"), g.Object)
	var ret []string
	for _, tld := range []string{"com", "net", "org", "co.uk"} {
		ret = append(ret, fmt.Sprintf("ns-%d.awsdns-%02d.%s", ng.Intn(2048), ng.Intn(64), tld))
	}
	return ret
}

func route53Zone() *mock.Resource {
	r := &res{desc: "A Route 53 hosted zone: the DNS records of a domain."}
	r.schemaKey = "route53Zone" // its schema: route53_schema.go
	r.defaults = map[string]cty.Value{"comment": s("Managed by Terraform"), "force_destroy": cty.False}
	r.gens = map[string]mock.Generator{
		"zone_id": func(g *mock.Gen) cty.Value { return s("Z0" + upper(g, 19)) },
		"id":      func(g *mock.Gen) cty.Value { return r.ref(g, "zone_id") },
		"arn": func(g *mock.Gen) cty.Value {
			return globalARN(g, "route53", "hostedzone/"+r.refStr(g, "zone_id"), false)
		},
		"name_servers":        func(g *mock.Gen) cty.Value { return strs(nameServers(g)...) },
		"primary_name_server": func(g *mock.Gen) cty.Value { return s(nameServers(g)[0]) },
		"vpc.vpc_region":      func(g *mock.Gen) cty.Value { return s(regionOf(g)) },
	}
	r.plan = func(p *planCtx) cty.Value {
		// Route 53 keeps zone names without the final dot, in lower case.
		if v := getAttr(p.Planned, "name"); known(v) {
			return setAttrs(p.Planned, map[string]cty.Value{"name": s(strings.ToLower(strings.TrimSuffix(v.AsString(), ".")))})
		}
		return p.Planned
	}
	return r.build()
}

func route53Record() *mock.Resource {
	r := &res{version: 2, desc: "A DNS record set of a Route 53 hosted zone."}
	r.schemaKey = "route53Record" // its schema: route53_schema.go
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			parts := []string{asString(g.Attr("zone_id")), recordName(g), asString(g.Attr("type"))}
			if id := asString(g.Attr("set_identifier")); id != "" {
				parts = append(parts, id)
			}
			return s(strings.Join(parts, "_"))
		},
		"fqdn":            func(g *mock.Gen) cty.Value { return s(recordName(g)) },
		"allow_overwrite": fixed(cty.NullVal(cty.Bool)),
	}
	return r.build()
}

// recordName is a record's name as Route 53 keeps it.
func recordName(g *mock.Gen) string {
	return strings.ToLower(strings.TrimSuffix(asString(g.Attr("name")), "."))
}
