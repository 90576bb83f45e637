//go:build schemagen

package aws

// The schemas of elb.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["loadBalancer"] = func() []field {
		return []field{
			list("access_logs", 1, "", "Where access logs go.",
				attr("bucket", str, "R", "S3 bucket of the logs."),
				attr("enabled", boolean, "O", "Write access logs."),
				attr("prefix", str, "O", "Key prefix of the logs."),
			),
			arnAttr(),
			attr("arn_suffix", str, "C", "The part of the ARN CloudWatch metrics use."),
			attr("client_keep_alive", num, "O", "Client keep-alive in seconds (3600 by default)."),
			list("connection_logs", 1, "", "Where connection logs go.",
				attr("bucket", str, "R", "S3 bucket of the logs."),
				attr("enabled", boolean, "O", "Write connection logs."),
				attr("prefix", str, "O", "Key prefix of the logs."),
			),
			attr("customer_owned_ipv4_pool", str, "OF", "Customer-owned address pool (Outposts)."),
			attr("desync_mitigation_mode", str, "O", "How HTTP desync is handled: monitor, defensive or strictest."),
			attr("dns_name", str, "C", "DNS name of the load balancer."),
			attr("dns_record_client_routing_policy", str, "O", "How clients are routed between zones (network)."),
			attr("drop_invalid_header_fields", boolean, "O", "Drop HTTP headers with invalid names."),
			attr("enable_cross_zone_load_balancing", boolean, "OC", "Balance across zones."),
			attr("enable_deletion_protection", boolean, "O", "Refuse to be deleted through the API."),
			attr("enable_http2", boolean, "O", "Accept HTTP/2 (true by default)."),
			attr("enable_tls_version_and_cipher_suite_headers", boolean, "O", "Add TLS headers to requests."),
			attr("enable_waf_fail_open", boolean, "O", "Let requests through when WAF cannot be reached."),
			attr("enable_xff_client_port", boolean, "O", "Keep the client port in X-Forwarded-For."),
			attr("enable_zonal_shift", boolean, "O", "Allow zonal shift."),
			attr("enforce_security_group_inbound_rules_on_private_link_traffic", str, "OC", "Apply security groups to PrivateLink traffic: on or off."),
			idAttr(),
			attr("idle_timeout", num, "O", "Seconds a connection may idle (60 by default)."),
			attr("internal", boolean, "OCF", "Make an internal load balancer."),
			attr("ip_address_type", str, "OC", "ipv4 or dualstack."),
			attr("load_balancer_type", str, "OF", "application (default), network or gateway."),
			attr("name", str, "OCF", "Name of the load balancer; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("preserve_host_header", boolean, "O", "Keep the Host header unchanged."),
			attr("security_groups", strSet, "OC", "Security groups (ids) of the load balancer."),
			set("subnet_mapping", "C", "A subnet to place the load balancer in, with optional addresses.",
				attr("allocation_id", str, "OF", "Elastic IP allocation (network)."),
				attr("ipv6_address", str, "OF", "IPv6 address (network)."),
				attr("outpost_id", str, "C", "Outpost of the subnet."),
				attr("private_ipv4_address", str, "OF", "Private IPv4 address (internal network)."),
				attr("subnet_id", str, "RF", "The subnet."),
			),
			attr("subnets", strSet, "OC", "Subnets to place the load balancer in."),
			tags(),
			timeouts("create", "update", "delete"),
			attr("vpc_id", str, "C", "VPC of the load balancer."),
			attr("xff_header_processing_mode", str, "O", "How X-Forwarded-For is handled: append, preserve or remove."),
			attr("zone_id", str, "C", "Route 53 hosted zone of the DNS name, for alias records."),
		}
	}
}
