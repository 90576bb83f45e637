//go:build schemagen

package aws

// The schemas of data_instance.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["instanceData"] = func() []field {
		return []field{
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
	}
}
