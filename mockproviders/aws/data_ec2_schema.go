//go:build schemagen

package aws

import (
	"github.com/zclconf/go-cty/cty"
)

// The schemas of data_ec2.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["vpcData"] = func() []field {
		return []field{
			arnAttr(),
			attr("cidr_block", str, "OC", "IPv4 CIDR block of the VPC."),
			attr("cidr_block_associations", cty.List(cty.Object(map[string]cty.Type{
				"association_id": cty.String, "cidr_block": cty.String, "state": cty.String,
			})), "C", "IPv4 blocks of the VPC."),
			attr("default", boolean, "OC", "Look up the region's default VPC."),
			attr("dhcp_options_id", str, "OC", "DHCP options set of the VPC."),
			attr("enable_dns_hostnames", boolean, "C", "Whether instances get DNS host names."),
			attr("enable_dns_support", boolean, "C", "Whether the Amazon DNS server answers."),
			attr("enable_network_address_usage_metrics", boolean, "C", "Whether address usage metrics are on."),
			filterBlock(),
			attr("id", str, "OC", "Id of the VPC."),
			attr("instance_tenancy", str, "C", "Tenancy of instances in the VPC."),
			attr("ipv6_association_id", str, "C", "Association id of the IPv6 block."),
			attr("ipv6_cidr_block", str, "C", "IPv6 CIDR block of the VPC."),
			attr("main_route_table_id", str, "C", "Main route table of the VPC."),
			attr("owner_id", str, "C", "Account that owns the VPC."),
			attr("state", str, "OC", "State of the VPC."),
			attr("tags", strMap, "OC", "Tags the VPC must have."),
			timeouts("read"),
		}
	}
	fieldSources["subnetsData"] = func() []field {
		return []field{
			filterBlock(),
			attr("id", str, "C", "The region."),
			attr("ids", strList, "C", "Ids of the subnets found."),
			attr("tags", strMap, "O", "Tags the subnets must have."),
			timeouts("read"),
		}
	}
	fieldSources["subnetData"] = func() []field {
		return []field{
			arnAttr(),
			attr("assign_ipv6_address_on_creation", boolean, "C", "Whether interfaces get an IPv6 address."),
			attr("availability_zone", str, "OC", "Availability zone of the subnet."),
			attr("availability_zone_id", str, "OC", "Zone id of the subnet."),
			attr("available_ip_address_count", num, "C", "Free addresses in the subnet."),
			attr("cidr_block", str, "OC", "IPv4 CIDR block of the subnet."),
			attr("customer_owned_ipv4_pool", str, "C", "Customer-owned address pool."),
			attr("default_for_az", boolean, "OC", "Look up the default subnet of the zone."),
			attr("enable_dns64", boolean, "C", "Whether DNS64 is on."),
			attr("enable_lni_at_device_index", num, "C", "Device index of local network interfaces."),
			attr("enable_resource_name_dns_a_record_on_launch", boolean, "C", "Whether resource-name A records answer."),
			attr("enable_resource_name_dns_aaaa_record_on_launch", boolean, "C", "Whether resource-name AAAA records answer."),
			filterBlock(),
			attr("id", str, "OC", "Id of the subnet."),
			attr("ipv6_cidr_block", str, "OC", "IPv6 CIDR block of the subnet."),
			attr("ipv6_cidr_block_association_id", str, "C", "Association id of the IPv6 block."),
			attr("ipv6_native", boolean, "C", "Whether the subnet is IPv6-only."),
			attr("map_customer_owned_ip_on_launch", boolean, "C", "Whether interfaces get customer-owned addresses."),
			attr("map_public_ip_on_launch", boolean, "C", "Whether instances get public addresses."),
			attr("outpost_arn", str, "C", "Outpost of the subnet."),
			attr("owner_id", str, "C", "Account that owns the subnet."),
			attr("private_dns_hostname_type_on_launch", str, "C", "Kind of host names instances get."),
			attr("state", str, "OC", "State of the subnet."),
			attr("tags", strMap, "OC", "Tags the subnet must have."),
			timeouts("read"),
			attr("vpc_id", str, "OC", "VPC of the subnet."),
		}
	}
	fieldSources["securityGroupData"] = func() []field {
		return []field{
			arnAttr(),
			attr("description", str, "C", "Description of the group."),
			filterBlock(),
			attr("id", str, "OC", "Id of the group."),
			attr("name", str, "OC", "Name of the group."),
			attr("tags", strMap, "OC", "Tags the group must have."),
			timeouts("read"),
			attr("vpc_id", str, "OC", "VPC of the group."),
		}
	}
}
