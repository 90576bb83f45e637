package aws

import (
	"fmt"
	"strconv"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// vpcResources are the VPC networking types: VPCs, subnets, gateways,
// elastic IPs and route tables.
func vpcResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_vpc":                     vpc(),
		"aws_subnet":                  subnet(),
		"aws_internet_gateway":        internetGateway(),
		"aws_nat_gateway":             natGateway(),
		"aws_eip":                     eip(),
		"aws_route_table":             routeTable(),
		"aws_route":                   route(),
		"aws_route_table_association": routeTableAssociation(),
	}
}

// ownerID is the generator of owner_id attributes.
var ownerID = fixed(cty.StringVal(account))

// ec2ARN is a generator of EC2 ARNs of the form KIND/ID.
func (r *res) ec2ARN(kind string) mock.Generator {
	return func(g *mock.Gen) cty.Value { return arn(g, "ec2", kind+"/"+r.refStr(g, "id")) }
}

// ipv6Block returns a /56 from Amazon's IPv6 space.
func ipv6Block(g *mock.Gen) string {
	return fmt.Sprintf("2600:1f%02x:%s:%s00::/56", 10+g.Intn(20), g.Hex(4), g.Hex(2))
}

func vpc() *mock.Resource {
	r := &res{version: 1, desc: "A virtual private cloud: an isolated network with its own IPv4 range."}
	r.schemaKey = "vpc" // its schema: vpc_schema.go
	r.defaults = map[string]cty.Value{"enable_dns_support": cty.True, "instance_tenancy": s("default")}
	r.gens = map[string]mock.Generator{
		"id":                        hexID("vpc"),
		"arn":                       r.ec2ARN("vpc"),
		"default_network_acl_id":    hexID("acl"),
		"default_route_table_id":    hexID("rtb"),
		"main_route_table_id":       func(g *mock.Gen) cty.Value { return r.ref(g, "default_route_table_id") },
		"default_security_group_id": hexID("sg"),
		"dhcp_options_id":           hexID("dopt"),
		"owner_id":                  ownerID,
		"cidr_block":                fixed(s("10.0.0.0/16")),
		"ipv6_cidr_block": func(g *mock.Gen) cty.Value {
			if asBool(g.Attr("assign_generated_ipv6_cidr_block")) {
				return s(ipv6Block(g))
			}
			return s("")
		},
		"ipv6_association_id": func(g *mock.Gen) cty.Value {
			if r.refStr(g, "ipv6_cidr_block") != "" {
				return s(awsID(g, "vpc-cidr-assoc"))
			}
			return s("")
		},
		"ipv6_cidr_block_network_border_group": func(g *mock.Gen) cty.Value {
			if r.refStr(g, "ipv6_cidr_block") != "" {
				return s(regionOf(g))
			}
			return s("")
		},
	}
	return r.build()
}

func subnet() *mock.Resource {
	r := &res{version: 1, desc: "A subnet: a range of a VPC's addresses in one availability zone."}
	r.schemaKey = "subnet" // its schema: vpc_schema.go
	r.defaults = map[string]cty.Value{
		"assign_ipv6_address_on_creation":                cty.False,
		"enable_dns64":                                   cty.False,
		"enable_resource_name_dns_a_record_on_launch":    cty.False,
		"enable_resource_name_dns_aaaa_record_on_launch": cty.False,
		"ipv6_native":                                    cty.False,
		"map_public_ip_on_launch":                        cty.False,
	}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			cidr, ok := parseCIDR(asString(g.Attr("cidr_block")))
			z := zoneIndex(regionOf(g), r.refStr(g, "availability_zone"))
			if !ok || z < 0 {
				return s(awsID(g, "subnet"))
			}
			return s(encodeSubnetID(g, subnetInfo{CIDR: cidr, Zone: z, Public: asBool(g.Attr("map_public_ip_on_launch"))}))
		},
		"arn": r.ec2ARN("subnet"),
		"availability_zone": func(g *mock.Gen) cty.Value {
			zs := zones(regionOf(g))
			if id := asString(g.Attr("availability_zone_id")); id != "" {
				for _, z := range zs {
					if zoneID(z) == id {
						return s(z)
					}
				}
			}
			return s(zs[g.Intn(len(zs))])
		},
		"availability_zone_id":                func(g *mock.Gen) cty.Value { return s(zoneID(r.refStr(g, "availability_zone"))) },
		"owner_id":                            ownerID,
		"private_dns_hostname_type_on_launch": fixed(s("ip-name")),
		"ipv6_cidr_block_association_id": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("ipv6_cidr_block")) != "" {
				return s(awsID(g, "subnet-cidr-assoc"))
			}
			return s("")
		},
	}
	return r.build()
}

func internetGateway() *mock.Resource {
	r := &res{desc: "An internet gateway: the door between a VPC and the internet."}
	r.schemaKey = "internetGateway" // its schema: vpc_schema.go
	r.gens = map[string]mock.Generator{
		"id":       hexID("igw"),
		"arn":      r.ec2ARN("internet-gateway"),
		"owner_id": ownerID,
	}
	return r.build()
}

func natGateway() *mock.Resource {
	r := &res{desc: "A NAT gateway: lets a private subnet reach out to the internet."}
	r.schemaKey = "natGateway" // its schema: vpc_schema.go
	r.defaults = map[string]cty.Value{"connectivity_type": s("public")}
	r.gens = map[string]mock.Generator{
		"id":                   hexID("nat"),
		"network_interface_id": hexID("eni"),
		"association_id": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("allocation_id")) != "" {
				return s(awsID(g, "eipassoc"))
			}
			return s("")
		},
		"private_ip": func(g *mock.Gen) cty.Value {
			cidr, _, _ := placement(g, asString(g.Attr("subnet_id")))
			return s(hostIn(g, cidr))
		},
		"public_ip": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("connectivity_type")) == "private" {
				return s("")
			}
			if ip, ok := decodeAllocationID(asString(g.Attr("allocation_id"))); ok {
				return s(ip)
			}
			return s(publicIP(g))
		},
	}
	return r.build()
}

func eip() *mock.Resource {
	r := &res{desc: "An elastic IP: a static public IPv4 address."}
	r.schemaKey = "eip" // its schema: vpc_schema.go
	associated := func(g *mock.Gen) bool {
		return asString(g.Attr("instance")) != "" || asString(g.Attr("network_interface")) != ""
	}
	r.gens = map[string]mock.Generator{
		"id":                   func(g *mock.Gen) cty.Value { return r.ref(g, "allocation_id") },
		"allocation_id":        func(g *mock.Gen) cty.Value { return s(encodeAllocationID(g, r.refStr(g, "public_ip"))) },
		"arn":                  func(g *mock.Gen) cty.Value { return arn(g, "ec2", "elastic-ip/"+r.refStr(g, "allocation_id")) },
		"domain":               fixed(s("vpc")),
		"vpc":                  fixed(cty.True),
		"network_border_group": func(g *mock.Gen) cty.Value { return s(regionOf(g)) },
		"public_ipv4_pool":     fixed(s("amazon")),
		"public_ip":            func(g *mock.Gen) cty.Value { return s(publicIP(g)) },
		"public_dns":           func(g *mock.Gen) cty.Value { return s(publicDNS(regionOf(g), r.refStr(g, "public_ip"))) },
		"association_id": func(g *mock.Gen) cty.Value {
			if associated(g) {
				return s(awsID(g, "eipassoc"))
			}
			return s("")
		},
		"network_interface": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("instance")) != "" {
				return s(awsID(g, "eni"))
			}
			return s("")
		},
		"private_ip": func(g *mock.Gen) cty.Value {
			if p := asString(g.Attr("associate_with_private_ip")); p != "" {
				return s(p)
			}
			if associated(g) {
				return s(hostIn(g, fallbackCIDR))
			}
			return s("")
		},
		"private_dns": func(g *mock.Gen) cty.Value { return s(privateDNS(regionOf(g), r.refStr(g, "private_ip"))) },
	}
	return r.build()
}

// routeFields are the attributes of a route of a route table.
func routeFields() []field {
	var fs []field
	for _, n := range []struct{ name, desc string }{
		{"carrier_gateway_id", "Carrier gateway the route goes through."},
		{"cidr_block", "IPv4 destination of the route."},
		{"core_network_arn", "Core network the route goes through."},
		{"destination_prefix_list_id", "Managed prefix list the route is for."},
		{"egress_only_gateway_id", "Egress-only internet gateway the route goes through."},
		{"gateway_id", "Internet or virtual private gateway the route goes through."},
		{"ipv6_cidr_block", "IPv6 destination of the route."},
		{"local_gateway_id", "Local gateway the route goes through."},
		{"nat_gateway_id", "NAT gateway the route goes through."},
		{"network_interface_id", "Network interface the route goes through."},
		{"transit_gateway_id", "Transit gateway the route goes through."},
		{"vpc_endpoint_id", "VPC endpoint the route goes through."},
		{"vpc_peering_connection_id", "VPC peering connection the route goes through."},
	} {
		fs = append(fs, attr(n.name, str, "O", n.desc))
	}
	return fs
}

func routeTable() *mock.Resource {
	r := &res{desc: "A route table: where a subnet's traffic goes."}
	r.schemaKey = "routeTable" // its schema: vpc_schema.go
	r.gens = map[string]mock.Generator{
		"id":       hexID("rtb"),
		"arn":      r.ec2ARN("route-table"),
		"owner_id": ownerID,
	}
	return r.build()
}

func route() *mock.Resource {
	r := &res{desc: "One route of a route table."}
	r.schemaKey = "route" // its schema: vpc_schema.go
	r.oneOf = [][]string{{"destination_cidr_block", "destination_ipv6_cidr_block", "destination_prefix_list_id"}}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			dest := asString(g.Attr("destination_cidr_block")) + asString(g.Attr("destination_ipv6_cidr_block")) + asString(g.Attr("destination_prefix_list_id"))
			return s("r-" + asString(g.Attr("route_table_id")) + strconv.Itoa(hashcode(dest)))
		},
		"origin": fixed(s("CreateRoute")),
		"state":  fixed(s("active")),
	}
	return r.build()
}

func routeTableAssociation() *mock.Resource {
	r := &res{desc: "Associates a subnet or gateway with a route table."}
	r.schemaKey = "routeTableAssociation" // its schema: vpc_schema.go
	r.oneOf = [][]string{{"subnet_id", "gateway_id"}}
	r.gens = map[string]mock.Generator{"id": hexID("rtbassoc")}
	return r.build()
}
