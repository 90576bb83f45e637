package aws

import (
	"net/netip"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// The EC2 data sources report the objects every account has in every
// region — the default VPC (172.31.0.0/16), one default /20 subnet per
// availability zone and the default security group — with ids that stay
// the same across data sources and runs of a workspace. Lookups by id of
// an object tfplay made (a subnet id carries its CIDR block and zone)
// answer with what that id says.

// lookupTags returns the tags argument of a lookup, or empty tags.
func lookupTags(config cty.Value) cty.Value {
	if t := getAttr(config, "tags"); known(t) {
		return t
	}
	return cty.MapValEmpty(cty.String)
}

func vpcData() *mock.DataSource {
	d := &dsrc{desc: "Looks up a VPC: the default one, or one matching the arguments."}
	d.schemaKey = "vpcData" // its schema: data_ec2_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		fs := filters(config)
		id := attrStr(config, "id")
		if id == "" && len(fs["vpc-id"]) == 1 && !strings.ContainsAny(fs["vpc-id"][0], "*?") {
			id = fs["vpc-id"][0]
		}
		isDefault := id == "" || id == defaultVPCID(c)
		if id == "" {
			id = defaultVPCID(c)
		}
		cidr := "172.31.0.0/16"
		if !isDefault {
			cidr = "10.0.0.0/16"
		}
		if v := attrStr(config, "cidr_block"); v != "" {
			cidr = v
		} else if v := fs["cidr-block"]; len(v) == 1 && !strings.ContainsAny(v[0], "*?") {
			cidr = v[0]
		}
		r := region(c.Provider)
		vals := map[string]cty.Value{
			"id": s(id), "arn": s("arn:" + partition(r) + ":ec2:" + r + ":" + account + ":vpc/" + id),
			"cidr_block": s(cidr), "default": b(isDefault), "state": s("available"), "owner_id": s(account),
			"cidr_block_associations": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"association_id": s(stableID(c, "vpc-cidr-assoc", id)), "cidr_block": s(cidr), "state": s("associated"),
			})}),
			"dhcp_options_id":                      s(stableID(c, "dopt", "dhcp")),
			"enable_dns_hostnames":                 b(isDefault),
			"enable_dns_support":                   cty.True,
			"enable_network_address_usage_metrics": cty.False,
			"instance_tenancy":                     s("default"),
			"main_route_table_id":                  s(stableID(c, "rtb", "main-"+id)),
			"tags":                                 lookupTags(config),
		}
		return d.fill(c, setAttrs(config, vals)), nil
	}
	return d.build()
}

// defaultSubnets returns the ids of the region's default subnets.
func defaultSubnets(c *mock.Ctx) []string {
	zs := zones(region(c.Provider))
	ret := make([]string, len(zs))
	for i := range zs {
		ret[i] = defaultSubnetID(c, i)
	}
	return ret
}

func subnetsData() *mock.DataSource {
	d := &dsrc{desc: "Looks up the ids of the subnets matching filters (by default the default VPC's)."}
	d.schemaKey = "subnetsData" // its schema: data_ec2_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		fs := filters(config)
		var ids []string
		vpcs := fs["vpc-id"]
		if len(vpcs) == 0 || contains(vpcs, defaultVPCID(c)) {
			ids = defaultSubnets(c)
		} else {
			// A VPC of the configuration: subnets of 10.0.0.0/16, one per
			// zone, as a tutorial would make them.
			zs := zones(region(c.Provider))
			for i := range zs {
				si := subnetInfo{CIDR: netip.PrefixFrom(netip.AddrFrom4([4]byte{10, 0, byte(i + 1), 0}), 24), Zone: i}
				payload, _ := subnetPayload(si)
				ids = append(ids, subnetIDWithNonce(uint64(hashcode(vpcs[0]+zs[i])), payload))
			}
		}
		if az := fs["availability-zone"]; len(az) > 0 {
			var kept []string
			for _, id := range ids {
				if si, ok := decodeSubnetID(id); ok && anyMatch(az, zones(region(c.Provider))[si.Zone]) {
					kept = append(kept, id)
				}
			}
			ids = kept
		}
		vs := make([]cty.Value, len(ids))
		for i, id := range ids {
			vs[i] = s(id)
		}
		return setAttrs(config, map[string]cty.Value{"id": s(region(c.Provider)), "ids": listOrEmpty(vs)}), nil
	}
	return d.build()
}

func subnetData() *mock.DataSource {
	d := &dsrc{desc: "Looks up one subnet by id, zone or filters."}
	d.schemaKey = "subnetData" // its schema: data_ec2_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		r := region(c.Provider)
		zs := zones(r)
		fs := filters(config)
		id := attrStr(config, "id")
		if id == "" && len(fs["subnet-id"]) == 1 {
			id = fs["subnet-id"][0]
		}
		zone := 0
		if az := attrStr(config, "availability_zone"); az != "" && zoneIndex(r, az) >= 0 {
			zone = zoneIndex(r, az)
		}
		if id == "" {
			id = defaultSubnetID(c, zone)
		}
		si, ok := decodeSubnetID(id)
		if !ok {
			si = subnetInfo{CIDR: netip.MustParsePrefix("10.0.1.0/24"), Zone: zone}
		}
		az := zs[si.Zone%len(zs)]
		isDefault := id == defaultSubnetID(c, si.Zone)
		vpc := attrStr(config, "vpc_id")
		if vpc == "" {
			vpc = defaultVPCID(c)
			if !isDefault {
				vpc = stableID(c, "vpc", "vpc-of-"+id)
			}
		}
		vals := map[string]cty.Value{
			"id": s(id), "arn": s("arn:" + partition(r) + ":ec2:" + r + ":" + account + ":subnet/" + id),
			"availability_zone": s(az), "availability_zone_id": s(zoneID(az)), "cidr_block": s(si.CIDR.String()),
			"available_ip_address_count": n(int(1<<(32-si.CIDR.Bits())) - 5 - stableCount(c, id)),
			"default_for_az":             b(isDefault), "map_public_ip_on_launch": b(si.Public),
			"owner_id": s(account), "state": s("available"), "vpc_id": s(vpc),
			"private_dns_hostname_type_on_launch": s("ip-name"), "tags": lookupTags(config),
		}
		return d.fill(c, setAttrs(config, vals)), nil
	}
	return d.build()
}

// stableCount is a small number (0–9) that depends on a key: addresses
// already in use in a looked-up subnet.
func stableCount(c *mock.Ctx, key string) int {
	return int(stableHex(c, "count-"+key, 1)[0]) % 10
}

func securityGroupData() *mock.DataSource {
	d := &dsrc{desc: "Looks up a security group by id, name or filters (by default the default VPC's default group)."}
	d.schemaKey = "securityGroupData" // its schema: data_ec2_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		r := region(c.Provider)
		fs := filters(config)
		name := attrStr(config, "name")
		if name == "" && len(fs["group-name"]) == 1 {
			name = fs["group-name"][0]
		}
		if name == "" {
			name = "default"
		}
		vpc := attrStr(config, "vpc_id")
		if vpc == "" && len(fs["vpc-id"]) == 1 {
			vpc = fs["vpc-id"][0]
		}
		if vpc == "" {
			vpc = defaultVPCID(c)
		}
		id := attrStr(config, "id")
		if id == "" {
			id = stableID(c, "sg", "sg-"+vpc+"-"+name)
			if name == "default" && vpc == defaultVPCID(c) {
				id = stableID(c, "sg", "default-sg")
			}
		}
		desc := "Managed by Terraform"
		if name == "default" {
			desc = "default VPC security group"
		}
		vals := map[string]cty.Value{
			"id": s(id), "arn": s("arn:" + partition(r) + ":ec2:" + r + ":" + account + ":security-group/" + id),
			"name": s(name), "vpc_id": s(vpc), "description": s(desc), "tags": lookupTags(config),
		}
		return d.fill(c, setAttrs(config, vals)), nil
	}
	return d.build()
}
