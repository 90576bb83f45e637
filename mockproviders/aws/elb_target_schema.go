//go:build schemagen

package aws

// The schemas of elb_target.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["targetGroup"] = func() []field {
		return []field{
			arnAttr(),
			attr("arn_suffix", str, "C", "The part of the ARN CloudWatch metrics use."),
			attr("connection_termination", boolean, "OC", "Close connections at the end of deregistration (network)."),
			attr("deregistration_delay", str, "O", "Seconds to drain a deregistering target (300 by default)."),
			list("health_check", 1, "C", "How targets are checked.",
				attr("enabled", boolean, "O", "Check target health (true by default)."),
				attr("healthy_threshold", num, "O", "Successes before a target is healthy (3 by default)."),
				attr("interval", num, "O", "Seconds between checks (30 by default)."),
				attr("matcher", str, "OC", "HTTP codes of a healthy answer, e.g. 200 or 200-299."),
				attr("path", str, "OC", "Path of HTTP checks."),
				attr("port", str, "O", "Port of the checks (traffic-port by default)."),
				attr("protocol", str, "O", "Protocol of the checks (HTTP by default)."),
				attr("timeout", num, "OC", "Seconds before a check fails."),
				attr("unhealthy_threshold", num, "O", "Failures before a target is unhealthy (3 by default)."),
			),
			idAttr(),
			attr("ip_address_type", str, "OCF", "ipv4 or ipv6 targets."),
			attr("lambda_multi_value_headers_enabled", boolean, "O", "Pass multi-value headers to Lambda targets."),
			attr("load_balancer_arns", strSet, "C", "Load balancers that route to this group."),
			attr("load_balancing_algorithm_type", str, "OC", "round_robin, least_outstanding_requests or weighted_random."),
			attr("load_balancing_anomaly_mitigation", str, "OC", "Anomaly mitigation of weighted_random: on or off."),
			attr("load_balancing_cross_zone_enabled", str, "OC", "Cross-zone balancing: true, false or use_load_balancer_configuration."),
			attr("name", str, "OCF", "Name of the target group; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("port", num, "OF", "Port targets receive traffic on."),
			attr("preserve_client_ip", str, "OC", "Keep client addresses (network)."),
			attr("protocol", str, "OF", "Protocol to the targets: HTTP, HTTPS, TCP, UDP…"),
			attr("protocol_version", str, "OCF", "HTTP1, HTTP2 or GRPC."),
			attr("proxy_protocol_v2", boolean, "O", "Send the proxy protocol v2 header (network)."),
			attr("slow_start", num, "O", "Seconds of warm-up for new targets (0 to disable)."),
			list("stickiness", 1, "C", "Session stickiness.",
				attr("cookie_duration", num, "O", "Seconds a sticky session lasts."),
				attr("cookie_name", str, "O", "Application cookie name (app_cookie)."),
				attr("enabled", boolean, "O", "Enable stickiness (true by default)."),
				attr("type", str, "R", "lb_cookie, app_cookie, source_ip…"),
			),
			tags(),
			list("target_failover", 0, "C", "What to do with flows when targets fail (gateway).",
				attr("on_deregistration", str, "R", "rebalance or no_rebalance."),
				attr("on_unhealthy", str, "R", "rebalance or no_rebalance."),
			),
			list("target_group_health", 1, "C", "How many targets must be healthy.",
				list("dns_failover", 1, "", "Thresholds of DNS failover.",
					attr("minimum_healthy_targets_count", str, "O", "Healthy target count."),
					attr("minimum_healthy_targets_percentage", str, "O", "Healthy target percentage."),
				),
				list("unhealthy_state_routing", 1, "", "Thresholds of routing to all targets.",
					attr("minimum_healthy_targets_count", num, "O", "Healthy target count."),
					attr("minimum_healthy_targets_percentage", str, "O", "Healthy target percentage."),
				),
			),
			set("target_health_state", "C", "Unhealthy target handling (network, TCP).",
				attr("enable_unhealthy_connection_termination", boolean, "R", "Close connections to unhealthy targets."),
				attr("unhealthy_draining_interval", num, "OC", "Seconds to drain unhealthy targets."),
			),
			attr("target_type", str, "OF", "instance (default), ip, lambda or alb."),
			attr("vpc_id", str, "OF", "VPC of the targets."),
		}
	}
	fieldSources["listener"] = func() []field {
		return []field{
			attr("alpn_policy", str, "O", "ALPN policy of a TLS listener."),
			arnAttr(),
			attr("certificate_arn", str, "O", "Default certificate of an HTTPS or TLS listener."),
			list("default_action", 0, "R", "What the listener does with requests no rule matches.", actionFields()...),
			idAttr(),
			attr("load_balancer_arn", str, "RF", "Load balancer the listener belongs to."),
			list("mutual_authentication", 1, "C", "Mutual TLS settings.",
				attr("ignore_client_certificate_expiry", boolean, "O", "Accept expired client certificates."),
				attr("mode", str, "R", "off, passthrough or verify."),
				attr("trust_store_arn", str, "O", "Trust store of client certificates."),
			),
			attr("port", num, "O", "Port the listener accepts connections on."),
			attr("protocol", str, "OC", "HTTP, HTTPS, TCP, TLS, UDP or TCP_UDP."),
			attr("ssl_policy", str, "OC", "TLS security policy of an HTTPS or TLS listener."),
			tags(),
			attr("tcp_idle_timeout_seconds", num, "OC", "Idle timeout of TCP connections (network)."),
			timeouts("create", "update"),
		}
	}
	fieldSources["targetGroupAttachment"] = func() []field {
		return []field{
			attr("availability_zone", str, "OF", "Zone of an IP target outside the VPC."),
			idAttr(),
			attr("port", num, "OF", "Port the target receives traffic on."),
			attr("target_group_arn", str, "RF", "Target group to register with."),
			attr("target_id", str, "RF", "Instance id, IP address or function ARN."),
		}
	}
}
