package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func instanceData() *mock.DataSource {
	d := &dsrc{desc: "Looks up a running EC2 instance by id, tags or filters."}
	d.schemaKey = "instanceData" // its schema: data_instance_schema.go
	zone := func(g *mock.Gen) int {
		zg := g.Ctx.Generator(cty.GetAttrPath("#zone"), g.Object)
		return zg.Intn(len(zones(regionOf(g))))
	}
	d.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			if id := asString(g.Attr("instance_id")); id != "" {
				return s(id)
			}
			if f := filters(g.Object)["instance-id"]; len(f) == 1 {
				return s(f[0])
			}
			return s(awsID(g, "i"))
		},
		"arn": func(g *mock.Gen) cty.Value { return arn(g, "ec2", "instance/"+d.refStr(g, "id")) },
		"ami": func(g *mock.Gen) cty.Value {
			return s(amiID(regionOf(g), "al2023-ami-2023.6.20250128.0-kernel-6.1-x86_64"))
		},
		"availability_zone":           func(g *mock.Gen) cty.Value { return s(zones(regionOf(g))[zone(g)]) },
		"subnet_id":                   func(g *mock.Gen) cty.Value { return s(defaultSubnetID(g.Ctx, zone(g))) },
		"associate_public_ip_address": fixed(cty.True),
		"instance_state":              fixed(s("running")),
		"instance_type":               fixed(s("t3.micro")),
		"launch_time":                 rfc3339,
		"network_interface_id":        hexID("eni"),
		"private_ip": func(g *mock.Gen) cty.Value {
			cidr, _, _ := placement(g, d.refStr(g, "subnet_id"))
			return s(hostIn(g, cidr))
		},
		"public_ip":              func(g *mock.Gen) cty.Value { return s(publicIP(g)) },
		"private_dns":            func(g *mock.Gen) cty.Value { return s(privateDNS(regionOf(g), d.refStr(g, "private_ip"))) },
		"public_dns":             func(g *mock.Gen) cty.Value { return s(publicDNS(regionOf(g), d.refStr(g, "public_ip"))) },
		"security_groups":        fixed(cty.SetVal([]cty.Value{s("default")})),
		"source_dest_check":      fixed(cty.True),
		"tenancy":                fixed(s("default")),
		"vpc_security_group_ids": func(g *mock.Gen) cty.Value { return cty.SetVal([]cty.Value{s(stableID(g.Ctx, "sg", "default-sg"))}) },
		"instance_tags":          func(g *mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		"tags":                   func(g *mock.Gen) cty.Value { return mapOrEmpty(g.Attr("instance_tags")) },
	}
	return d.build()
}
