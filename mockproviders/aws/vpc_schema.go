//go:build schemagen

package aws

// The schemas of vpc.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["vpc"] = func() []field {
		return []field{
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
	}
	fieldSources["subnet"] = func() []field {
		return []field{
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
	}
	fieldSources["internetGateway"] = func() []field {
		return []field{
			arnAttr(),
			idAttr(),
			attr("owner_id", str, "C", "Account that owns the gateway."),
			tags(),
			timeouts("create", "update", "delete"),
			attr("vpc_id", str, "O", "VPC to attach the gateway to."),
		}
	}
	fieldSources["natGateway"] = func() []field {
		return []field{
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
	}
	fieldSources["eip"] = func() []field {
		return []field{
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
	}
	fieldSources["routeTable"] = func() []field {
		return []field{
			arnAttr(),
			idAttr(),
			attr("owner_id", str, "C", "Account that owns the route table."),
			attr("propagating_vgws", strSet, "OC", "Virtual private gateways whose routes propagate here."),
			set("route", "C", "A route of the table (leave out to let aws_route resources manage them).", routeFields()...),
			tags(),
			timeouts("create", "update", "delete"),
			attr("vpc_id", str, "RF", "VPC the route table belongs to."),
		}
	}
	fieldSources["route"] = func() []field {
		return []field{
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
	}
	fieldSources["routeTableAssociation"] = func() []field {
		return []field{
			attr("gateway_id", str, "O", "Gateway to associate."),
			idAttr(),
			attr("route_table_id", str, "R", "Route table to associate."),
			attr("subnet_id", str, "OF", "Subnet to associate."),
			timeouts("create", "update", "delete"),
		}
	}
}
