package aws

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func targetGroup() *mock.Resource {
	r := &res{desc: "A target group: the instances, IPs or functions a load balancer sends traffic to."}
	r.schemaKey = "targetGroup" // its schema: elb_target_schema.go
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
	r.schemaKey = "listener" // its schema: elb_target_schema.go
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
	r.schemaKey = "targetGroupAttachment" // its schema: elb_target_schema.go
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			return s(asString(g.Attr("target_group_arn")) + "-" + uniqueSuffix(g))
		},
	}
	return r.build()
}
