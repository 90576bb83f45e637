package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func instanceData() *mock.DataSource {
	d := &dsrc{desc: "Looks up a running EC2 instance by id, tags or filters."}
	d.fields = []field{
		attr("ami", str, "C", "AMI the instance runs."),
		arnAttr(),
		attr("associate_public_ip_address", boolean, "C", "Whether it has a public address."),
		attr("availability_zone", str, "C", "Availability zone of the instance."),
		attr("disable_api_stop", boolean, "C", "Whether stop protection is on."),
		attr("disable_api_termination", boolean, "C", "Whether termination protection is on."),
		attr("ebs_optimized", boolean, "C", "Whether it is EBS-optimized."),
		filterBlock(),
		attr("get_password_data", boolean, "O", "Fetch the Windows password data."),
		attr("get_user_data", boolean, "O", "Fetch the user data."),
		attr("host_id", str, "C", "Dedicated host of the instance."),
		attr("iam_instance_profile", str, "C", "Instance profile of the instance."),
		attr("id", str, "C", "Id of the instance."),
		attr("instance_id", str, "O", "Id of the instance to look up."),
		attr("instance_state", str, "C", "State of the instance."),
		attr("instance_tags", strMap, "OC", "Tags the instance must have."),
		attr("instance_type", str, "C", "Instance type."),
		attr("ipv6_addresses", strSet, "C", "IPv6 addresses."),
		attr("key_name", str, "C", "Key pair of the instance."),
		attr("launch_time", str, "C", "When the instance was launched."),
		attr("monitoring", boolean, "C", "Whether detailed monitoring is on."),
		attr("network_interface_id", str, "C", "Primary network interface."),
		attr("outpost_arn", str, "C", "Outpost of the instance."),
		attr("password_data", str, "CS", "Encrypted Windows password."),
		attr("placement_group", str, "C", "Placement group."),
		attr("placement_partition_number", num, "C", "Partition of the placement group."),
		attr("private_dns", str, "C", "Private host name."),
		attr("private_ip", str, "C", "Private IPv4 address."),
		attr("public_dns", str, "C", "Public host name."),
		attr("public_ip", str, "C", "Public IPv4 address."),
		attr("secondary_private_ips", strSet, "C", "Secondary private addresses."),
		attr("security_groups", strSet, "C", "Security group names."),
		attr("source_dest_check", boolean, "C", "Whether source/destination checking is on."),
		attr("subnet_id", str, "C", "Subnet of the instance."),
		attr("tags", strMap, "OC", "Tags of the instance."),
		attr("tenancy", str, "C", "Tenancy of the instance."),
		timeouts("read"),
		attr("user_data", str, "C", "SHA-1 of the user data."),
		attr("user_data_base64", str, "C", "User data, base64-encoded (with get_user_data)."),
		attr("vpc_security_group_ids", strSet, "C", "Security groups (ids) of the instance."),
	}
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
