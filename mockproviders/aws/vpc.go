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
	r.fields = []field{
		arnAttr(),
		attr("assign_generated_ipv6_cidr_block", boolean, "O", "Ask Amazon for a /56 IPv6 block."),
		attr("cidr_block", str, "OCF", "IPv4 CIDR block of the VPC, e.g. 10.0.0.0/16."),
		attr("default_network_acl_id", str, "C", "Id of the network ACL the VPC was created with."),
		attr("default_route_table_id", str, "C", "Id of the route table the VPC was created with."),
		attr("default_security_group_id", str, "C", "Id of the security group the VPC was created with."),
		attr("dhcp_options_id", str, "C", "Id of the DHCP options set in use."),
		attr("enable_dns_hostnames", boolean, "OC", "Give instances DNS host names."),
		attr("enable_dns_support", boolean, "O", "Resolve DNS through the Amazon-provided server (true by default)."),
		attr("enable_network_address_usage_metrics", boolean, "OC", "Publish network address usage metrics."),
		idAttr(),
		attr("instance_tenancy", str, "O", "Tenancy of instances launched in the VPC: default or dedicated."),
		attr("ipv4_ipam_pool_id", str, "OF", "IPAM pool to take the IPv4 block from."),
		attr("ipv4_netmask_length", num, "OF", "Netmask length of the IPv4 block taken from IPAM."),
		attr("ipv6_association_id", str, "C", "Association id of the IPv6 block."),
		attr("ipv6_cidr_block", str, "OC", "IPv6 CIDR block of the VPC."),
		attr("ipv6_cidr_block_network_border_group", str, "OC", "Network border group the IPv6 block is advertised from."),
		attr("ipv6_ipam_pool_id", str, "O", "IPAM pool to take the IPv6 block from."),
		attr("ipv6_netmask_length", num, "O", "Netmask length of the IPv6 block taken from IPAM."),
		attr("main_route_table_id", str, "C", "Id of the VPC's main route table."),
		attr("owner_id", str, "C", "Account that owns the VPC."),
		tags(),
	}
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
	r.fields = []field{
		arnAttr(),
		attr("assign_ipv6_address_on_creation", boolean, "O", "Give network interfaces created here an IPv6 address."),
		attr("availability_zone", str, "OCF", "Availability zone of the subnet, e.g. us-east-1a."),
		attr("availability_zone_id", str, "OCF", "Zone id of the subnet's availability zone, e.g. use1-az1."),
		attr("cidr_block", str, "OF", "IPv4 CIDR block of the subnet, inside the VPC's."),
		attr("customer_owned_ipv4_pool", str, "O", "Customer-owned address pool (Outposts)."),
		attr("enable_dns64", boolean, "O", "Synthesize IPv6 addresses for IPv4-only destinations."),
		attr("enable_lni_at_device_index", num, "OC", "Device index at which local network interfaces are enabled (Outposts)."),
		attr("enable_resource_name_dns_a_record_on_launch", boolean, "O", "Answer DNS A queries for instance resource names."),
		attr("enable_resource_name_dns_aaaa_record_on_launch", boolean, "O", "Answer DNS AAAA queries for instance resource names."),
		idAttr(),
		attr("ipv6_cidr_block", str, "O", "IPv6 CIDR block of the subnet (a /64)."),
		attr("ipv6_cidr_block_association_id", str, "C", "Association id of the IPv6 block."),
		attr("ipv6_native", boolean, "OF", "Make an IPv6-only subnet."),
		attr("map_customer_owned_ip_on_launch", boolean, "O", "Give network interfaces a customer-owned address (Outposts)."),
		attr("map_public_ip_on_launch", boolean, "O", "Give instances launched here a public IPv4 address."),
		attr("outpost_arn", str, "O", "ARN of the Outpost the subnet is on."),
		attr("owner_id", str, "C", "Account that owns the subnet."),
		attr("private_dns_hostname_type_on_launch", str, "OC", "Kind of host name instances get: ip-name or resource-name."),
		tags(),
		timeouts("create", "delete"),
		attr("vpc_id", str, "RF", "VPC the subnet belongs to."),
	}
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
	r.fields = []field{
		arnAttr(),
		idAttr(),
		attr("owner_id", str, "C", "Account that owns the gateway."),
		tags(),
		timeouts("create", "update", "delete"),
		attr("vpc_id", str, "O", "VPC to attach the gateway to."),
	}
	r.gens = map[string]mock.Generator{
		"id":       hexID("igw"),
		"arn":      r.ec2ARN("internet-gateway"),
		"owner_id": ownerID,
	}
	return r.build()
}

func natGateway() *mock.Resource {
	r := &res{desc: "A NAT gateway: lets a private subnet reach out to the internet."}
	r.fields = []field{
		attr("allocation_id", str, "OF", "Elastic IP allocation the gateway uses (public gateways)."),
		attr("association_id", str, "C", "Association id of the elastic IP."),
		attr("connectivity_type", str, "OF", "public (the default) or private."),
		idAttr(),
		attr("network_interface_id", str, "C", "Network interface of the gateway."),
		attr("private_ip", str, "OCF", "Private IPv4 address of the gateway."),
		attr("public_ip", str, "C", "Public IPv4 address of the gateway."),
		attr("secondary_allocation_ids", strSet, "O", "Further elastic IP allocations."),
		attr("secondary_private_ip_address_count", num, "OC", "How many secondary private addresses to assign."),
		attr("secondary_private_ip_addresses", strSet, "OC", "Secondary private addresses."),
		attr("subnet_id", str, "RF", "Subnet the gateway is placed in."),
		tags(),
		timeouts("create", "update", "delete"),
	}
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
	r.fields = []field{
		attr("address", str, "OF", "Address to allocate from a BYOIP pool."),
		attr("allocation_id", str, "C", "Allocation id of the address."),
		arnAttr(),
		attr("associate_with_private_ip", str, "O", "Private address to associate the elastic IP with."),
		attr("association_id", str, "C", "Id of the association with an instance or interface."),
		attr("carrier_ip", str, "C", "Carrier address (Wavelength zones)."),
		attr("customer_owned_ip", str, "C", "Customer-owned address."),
		attr("customer_owned_ipv4_pool", str, "OF", "Customer-owned pool to allocate from."),
		attr("domain", str, "OCF", "vpc for an address used in a VPC."),
		idAttr(),
		attr("instance", str, "OC", "Instance to associate the address with."),
		attr("ipam_pool_id", str, "OCF", "IPAM pool to allocate from."),
		attr("network_border_group", str, "OCF", "Where the address is advertised from."),
		attr("network_interface", str, "OC", "Network interface to associate the address with."),
		attr("private_dns", str, "C", "Private host name of the associated address."),
		attr("private_ip", str, "C", "Private address the elastic IP maps to."),
		attr("ptr_record", str, "C", "Reverse DNS record of the address."),
		attr("public_dns", str, "C", "Public host name of the address."),
		attr("public_ip", str, "C", "The public IPv4 address."),
		attr("public_ipv4_pool", str, "OCF", "Pool to allocate from (amazon by default)."),
		tags(),
		timeouts("read", "update", "delete"),
		attr("vpc", boolean, "OCDF", "Whether the address is for use in a VPC (use domain)."),
	}
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
	r.fields = []field{
		arnAttr(),
		idAttr(),
		attr("owner_id", str, "C", "Account that owns the route table."),
		attr("propagating_vgws", strSet, "OC", "Virtual private gateways whose routes propagate here."),
		set("route", "C", "A route of the table (leave out to let aws_route resources manage them).", routeFields()...),
		tags(),
		timeouts("create", "update", "delete"),
		attr("vpc_id", str, "RF", "VPC the route table belongs to."),
	}
	r.gens = map[string]mock.Generator{
		"id":       hexID("rtb"),
		"arn":      r.ec2ARN("route-table"),
		"owner_id": ownerID,
	}
	return r.build()
}

func route() *mock.Resource {
	r := &res{desc: "One route of a route table."}
	r.fields = []field{
		attr("carrier_gateway_id", str, "O", "Carrier gateway the route goes through."),
		attr("core_network_arn", str, "O", "Core network the route goes through."),
		attr("destination_cidr_block", str, "OF", "IPv4 destination of the route."),
		attr("destination_ipv6_cidr_block", str, "OF", "IPv6 destination of the route."),
		attr("destination_prefix_list_id", str, "OF", "Managed prefix list the route is for."),
		attr("egress_only_gateway_id", str, "O", "Egress-only internet gateway the route goes through."),
		attr("gateway_id", str, "O", "Internet or virtual private gateway the route goes through."),
		idAttr(),
		attr("instance_id", str, "C", "Instance the route goes through."),
		attr("instance_owner_id", str, "C", "Account owning that instance."),
		attr("local_gateway_id", str, "O", "Local gateway the route goes through."),
		attr("nat_gateway_id", str, "O", "NAT gateway the route goes through."),
		attr("network_interface_id", str, "OC", "Network interface the route goes through."),
		attr("origin", str, "C", "How the route was created."),
		attr("route_table_id", str, "RF", "Route table the route belongs to."),
		attr("state", str, "C", "State of the route."),
		timeouts("create", "update", "delete"),
		attr("transit_gateway_id", str, "O", "Transit gateway the route goes through."),
		attr("vpc_endpoint_id", str, "O", "VPC endpoint the route goes through."),
		attr("vpc_peering_connection_id", str, "O", "VPC peering connection the route goes through."),
	}
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
	r.fields = []field{
		attr("gateway_id", str, "O", "Gateway to associate."),
		idAttr(),
		attr("route_table_id", str, "R", "Route table to associate."),
		attr("subnet_id", str, "OF", "Subnet to associate."),
		timeouts("create", "update", "delete"),
	}
	r.oneOf = [][]string{{"subnet_id", "gateway_id"}}
	r.gens = map[string]mock.Generator{"id": hexID("rtbassoc")}
	return r.build()
}
