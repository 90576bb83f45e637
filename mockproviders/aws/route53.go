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
	r.fields = []field{
		arnAttr(),
		attr("comment", str, "O", "Comment (\"Managed by Terraform\" by default)."),
		attr("delegation_set_id", str, "OF", "Reusable delegation set of a public zone."),
		attr("force_destroy", boolean, "O", "Delete every record when destroying the zone."),
		idAttr(),
		attr("name", str, "RF", "Domain name of the zone."),
		attr("name_servers", strList, "C", "Name servers the domain delegates to."),
		attr("primary_name_server", str, "C", "Name server of the SOA record."),
		tags(),
		timeouts("create", "update", "delete"),
		set("vpc", "", "A VPC of a private zone.",
			attr("vpc_id", str, "R", "Id of the VPC."),
			attr("vpc_region", str, "OC", "Region of the VPC."),
		),
		attr("zone_id", str, "C", "Id of the hosted zone."),
	}
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
	r.fields = []field{
		set("alias", "", "Alias to an AWS resource (load balancer, CloudFront, S3 website…).",
			attr("evaluate_target_health", boolean, "R", "Answer only while the target is healthy."),
			attr("name", str, "R", "DNS name of the target."),
			attr("zone_id", str, "R", "Hosted zone of the target."),
		),
		attr("allow_overwrite", boolean, "OC", "Take over an existing record of the same name and type."),
		list("cidr_routing_policy", 1, "", "Route by client CIDR.",
			attr("collection_id", str, "R", "CIDR collection."),
			attr("location_name", str, "R", "Location of the collection."),
		),
		list("failover_routing_policy", 1, "", "Active-passive failover.",
			attr("type", str, "R", "PRIMARY or SECONDARY."),
		),
		attr("fqdn", str, "C", "Fully qualified name of the record."),
		list("geolocation_routing_policy", 1, "", "Route by client location.",
			attr("continent", str, "O", "Continent code."),
			attr("country", str, "O", "Country code."),
			attr("subdivision", str, "O", "Subdivision code."),
		),
		attr("health_check_id", str, "O", "Health check of the record."),
		idAttr(),
		list("latency_routing_policy", 1, "", "Route to the lowest-latency region.",
			attr("region", str, "R", "Region of the record."),
		),
		attr("multivalue_answer_routing_policy", boolean, "O", "Answer with several healthy records."),
		attr("name", str, "RF", "Name of the record."),
		attr("records", strSet, "O", "Values of the record."),
		attr("set_identifier", str, "O", "Tells apart records of the same name and type."),
		timeouts("create", "update", "delete"),
		attr("ttl", num, "O", "Seconds resolvers cache the record."),
		attr("type", str, "R", "A, AAAA, CNAME, MX, TXT, NS…"),
		list("weighted_routing_policy", 1, "", "Split traffic by weight.",
			attr("weight", num, "R", "Weight of the record."),
		),
		attr("zone_id", str, "RF", "Hosted zone of the record."),
	}
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
