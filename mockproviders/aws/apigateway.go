package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// apigatewayResources are the API Gateway v2 (HTTP and WebSocket API)
// types, the usual front door of a Lambda function.
func apigatewayResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_apigatewayv2_api":         httpAPI(),
		"aws_apigatewayv2_stage":       apiStage(),
		"aws_apigatewayv2_integration": apiIntegration(),
		"aws_apigatewayv2_route":       apiRoute(),
	}
}

// apiHost is the host name of an API's default endpoint.
func apiHost(g *mock.Gen, apiID string) string {
	r := regionOf(g)
	return apiID + ".execute-api." + r + "." + dnsSuffix(r)
}

func httpAPI() *mock.Resource {
	r := &res{desc: "An API Gateway HTTP or WebSocket API."}
	r.schemaKey = "httpAPI" // its schema: apigateway_schema.go
	r.defaults = map[string]cty.Value{
		"api_key_selection_expression": s("$request.header.x-api-key"),
		"route_selection_expression":   s("$request.method $request.path"),
	}
	r.gens = map[string]mock.Generator{
		"id":            func(g *mock.Gen) cty.Value { return s(g.Alnum(10)) },
		"api_endpoint":  func(g *mock.Gen) cty.Value { return s("https://" + apiHost(g, r.refStr(g, "id"))) },
		"execution_arn": func(g *mock.Gen) cty.Value { return arn(g, "execute-api", r.refStr(g, "id")) },
		"arn": func(g *mock.Gen) cty.Value {
			reg := regionOf(g)
			return s("arn:" + partition(reg) + ":apigateway:" + reg + "::/apis/" + r.refStr(g, "id"))
		},
	}
	return r.build()
}

func apiStage() *mock.Resource {
	r := &res{desc: "A stage (deployment target, e.g. $default or prod) of an API Gateway v2 API."}
	r.schemaKey = "apiStage" // its schema: apigateway_schema.go
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn": func(g *mock.Gen) cty.Value {
			reg := regionOf(g)
			return s("arn:" + partition(reg) + ":apigateway:" + reg + "::/apis/" + asString(g.Attr("api_id")) + "/stages/" + asString(g.Attr("name")))
		},
		"execution_arn": func(g *mock.Gen) cty.Value {
			return arn(g, "execute-api", asString(g.Attr("api_id"))+"/"+asString(g.Attr("name")))
		},
		"invoke_url": func(g *mock.Gen) cty.Value {
			url := "https://" + apiHost(g, asString(g.Attr("api_id"))) + "/"
			if name := asString(g.Attr("name")); name != "$default" {
				url += name
			}
			return s(url)
		},
		"deployment_id": func(g *mock.Gen) cty.Value {
			if asBool(g.Attr("auto_deploy")) {
				return s(g.Alnum(6))
			}
			return s("")
		},
	}
	return r.build()
}

func apiIntegration() *mock.Resource {
	r := &res{desc: "An integration: where an API Gateway v2 route sends requests (Lambda, HTTP, AWS service)."}
	r.schemaKey = "apiIntegration" // its schema: apigateway_schema.go
	r.defaults = map[string]cty.Value{
		"connection_type":        s("INTERNET"),
		"passthrough_behavior":   s("WHEN_NO_MATCH"),
		"payload_format_version": s("1.0"),
	}
	r.gens = map[string]mock.Generator{
		"id":                   func(g *mock.Gen) cty.Value { return s(g.Alnum(7)) },
		"timeout_milliseconds": fixed(n(30000)),
	}
	return r.build()
}

func apiRoute() *mock.Resource {
	r := &res{desc: "A route of an API Gateway v2 API: a method and path (e.g. GET /items) and its target."}
	r.schemaKey = "apiRoute" // its schema: apigateway_schema.go
	r.defaults = map[string]cty.Value{"api_key_required": cty.False, "authorization_type": s("NONE")}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return s(g.Alnum(7)) },
	}
	return r.build()
}
