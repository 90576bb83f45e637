package aws

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func targetGroup() *mock.Resource {
	r := &res{desc: "A target group: the instances, IPs or functions a load balancer sends traffic to."}
	r.fields = []field{
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
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{
		"deregistration_delay":               s("300"),
		"lambda_multi_value_headers_enabled": cty.False,
		"proxy_protocol_v2":                  cty.False,
		"slow_start":                         n(0),
		"target_type":                        s("instance"),
		"health_check.enabled":               cty.True,
		"health_check.healthy_threshold":     n(3),
		"health_check.interval":              n(30),
		"health_check.port":                  s("traffic-port"),
		"health_check.protocol":              s("HTTP"),
		"health_check.unhealthy_threshold":   n(3),
		"stickiness.cookie_duration":         n(86400),
		"stickiness.enabled":                 cty.True,
	}
	httpish := func(g *mock.Gen) bool {
		p := asString(g.Attr("protocol"))
		return p == "" || strings.HasPrefix(p, "HTTP")
	}
	r.gens = map[string]mock.Generator{
		"name": func(g *mock.Gen) cty.Value {
			prefix := "tf-"
			if p := asString(g.Attr("name_prefix")); p != "" {
				prefix = p
			}
			return s(truncate(prefix+uniqueSuffix(g), 32))
		},
		"name_prefix": fixed(s("")),
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "elasticloadbalancing", "targetgroup/"+r.refStr(g, "name")+"/"+g.Hex(16))
		},
		"id":                                func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"arn_suffix":                        func(g *mock.Gen) cty.Value { return s(lastPart(r.refStr(g, "arn"), ":")) },
		"connection_termination":            fixed(cty.False),
		"ip_address_type":                   fixed(s("ipv4")),
		"load_balancing_algorithm_type":     fixed(s("round_robin")),
		"load_balancing_anomaly_mitigation": fixed(s("off")),
		"load_balancing_cross_zone_enabled": fixed(s("use_load_balancer_configuration")),
		"preserve_client_ip": func(g *mock.Gen) cty.Value {
			if httpish(g) {
				return cty.NullVal(cty.String)
			}
			return s("true")
		},
		"protocol_version": func(g *mock.Gen) cty.Value {
			if httpish(g) && asString(g.Attr("target_type")) != "lambda" {
				return s("HTTP1")
			}
			return s("")
		},
		"health_check": func(g *mock.Gen) cty.Value {
			matcher, path, proto := s("200"), s("/"), s("HTTP")
			if !httpish(g) {
				matcher, path, proto = s(""), s(""), s("TCP")
			}
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"enabled": cty.True, "healthy_threshold": n(5), "interval": n(30), "matcher": matcher, "path": path,
				"port": s("traffic-port"), "protocol": proto, "timeout": n(5), "unhealthy_threshold": n(2),
			})})
		},
		"health_check.matcher": fixed(s("200")),
		"health_check.path":    fixed(s("/")),
		"health_check.timeout": fixed(n(5)),
		"stickiness": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"cookie_duration": n(86400), "cookie_name": s(""), "enabled": cty.False, "type": s("lb_cookie"),
		})})),
		"target_group_health": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"dns_failover": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"minimum_healthy_targets_count": s("1"), "minimum_healthy_targets_percentage": s("off"),
			})}),
			"unhealthy_state_routing": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"minimum_healthy_targets_count": n(1), "minimum_healthy_targets_percentage": s("off"),
			})}),
		})})),
	}
	return r.build()
}

// actionFields are the arguments of a listener's default_action.
func actionFields() []field {
	return []field{
		list("authenticate_cognito", 1, "", "Authenticate users with Cognito.",
			attr("authentication_request_extra_params", strMap, "O", "Extra query parameters."),
			attr("on_unauthenticated_request", str, "OC", "deny, allow or authenticate."),
			attr("scope", str, "OC", "Scopes requested."),
			attr("session_cookie_name", str, "OC", "Name of the session cookie."),
			attr("session_timeout", num, "OC", "Session lifetime in seconds."),
			attr("user_pool_arn", str, "R", "ARN of the user pool."),
			attr("user_pool_client_id", str, "R", "Id of the user pool client."),
			attr("user_pool_domain", str, "R", "Domain of the user pool."),
		),
		list("authenticate_oidc", 1, "", "Authenticate users with an OpenID Connect provider.",
			attr("authentication_request_extra_params", strMap, "O", "Extra query parameters."),
			attr("authorization_endpoint", str, "R", "Authorization endpoint."),
			attr("client_id", str, "R", "OAuth client id."),
			attr("client_secret", str, "RS", "OAuth client secret."),
			attr("issuer", str, "R", "Issuer."),
			attr("on_unauthenticated_request", str, "OC", "deny, allow or authenticate."),
			attr("scope", str, "OC", "Scopes requested."),
			attr("session_cookie_name", str, "OC", "Name of the session cookie."),
			attr("session_timeout", num, "OC", "Session lifetime in seconds."),
			attr("token_endpoint", str, "R", "Token endpoint."),
			attr("user_info_endpoint", str, "R", "User info endpoint."),
		),
		list("fixed_response", 1, "", "Answer with a fixed response.",
			attr("content_type", str, "R", "Content type: text/plain, text/html, application/json…"),
			attr("message_body", str, "O", "Body of the response."),
			attr("status_code", str, "OC", "HTTP status code."),
		),
		list("forward", 1, "", "Forward to weighted target groups.",
			list("stickiness", 1, "", "Stickiness between the target groups.",
				attr("duration", num, "R", "Seconds requests stick to a group."),
				attr("enabled", boolean, "O", "Enable group stickiness."),
			),
			set("target_group", "R", "A target group and its weight.",
				attr("arn", str, "R", "ARN of the target group."),
				attr("weight", num, "O", "Weight of the group (1 by default)."),
			),
		),
		attr("order", num, "OC", "Order of the action among the listener's actions."),
		list("redirect", 1, "", "Redirect the request.",
			attr("host", str, "O", "Host to redirect to (#{host} keeps it)."),
			attr("path", str, "O", "Path to redirect to (/#{path} keeps it)."),
			attr("port", str, "O", "Port to redirect to (#{port} keeps it)."),
			attr("protocol", str, "O", "Protocol to redirect to (#{protocol} keeps it)."),
			attr("query", str, "O", "Query to redirect to (#{query} keeps it)."),
			attr("status_code", str, "R", "HTTP_301 or HTTP_302."),
		),
		attr("target_group_arn", str, "O", "Target group to forward to."),
		attr("type", str, "R", "forward, redirect, fixed-response, authenticate-cognito or authenticate-oidc."),
	}
}

func listener() *mock.Resource {
	r := &res{desc: "A listener: a port and protocol a load balancer accepts, and what it does with requests."}
	r.fields = []field{
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
	r.defaults = map[string]cty.Value{
		"default_action.redirect.host":               s("#{host}"),
		"default_action.redirect.path":               s("/#{path}"),
		"default_action.redirect.port":               s("#{port}"),
		"default_action.redirect.protocol":           s("#{protocol}"),
		"default_action.redirect.query":              s("#{query}"),
		"default_action.forward.target_group.weight": n(1),
	}
	r.gens = map[string]mock.Generator{
		"arn": func(g *mock.Gen) cty.Value {
			lb := asString(g.Attr("load_balancer_arn"))
			if i := strings.Index(lb, ":loadbalancer/"); i >= 0 {
				return s(lb[:i] + ":listener/" + lb[i+len(":loadbalancer/"):] + "/" + g.Hex(16))
			}
			return arn(g, "elasticloadbalancing", "listener/app/unknown/"+g.Hex(16)+"/"+g.Hex(16))
		},
		"id":       func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"protocol": fixed(s("HTTP")),
		"ssl_policy": func(g *mock.Gen) cty.Value {
			if p := asString(g.Attr("protocol")); p == "HTTPS" || p == "TLS" {
				return s("ELBSecurityPolicy-2016-08")
			}
			return s("")
		},
		"default_action.order": func(g *mock.Gen) cty.Value {
			// Actions are ordered as written, from 1.
			for _, step := range g.Path {
				if i, ok := step.(cty.IndexStep); ok && i.Key.Type() == cty.Number {
					return n(asInt(i.Key, 0) + 1)
				}
			}
			return n(1)
		},
		"default_action.fixed_response.status_code": fixed(s("200")),
		"tcp_idle_timeout_seconds":                  fixed(cty.NullVal(cty.Number)),
	}
	return r.build()
}

func targetGroupAttachment() *mock.Resource {
	r := &res{desc: "Registers an instance, IP or function with a target group."}
	r.fields = []field{
		attr("availability_zone", str, "OF", "Zone of an IP target outside the VPC."),
		idAttr(),
		attr("port", num, "OF", "Port the target receives traffic on."),
		attr("target_group_arn", str, "RF", "Target group to register with."),
		attr("target_id", str, "RF", "Instance id, IP address or function ARN."),
	}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			return s(asString(g.Attr("target_group_arn")) + "-" + uniqueSuffix(g))
		},
	}
	return r.build()
}
