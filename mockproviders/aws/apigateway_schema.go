//go:build schemagen

package aws

// The schemas of apigateway.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["httpAPI"] = func() []field {
		return []field{
			attr("api_endpoint", str, "C", "Default endpoint URL of the API."),
			attr("api_key_selection_expression", str, "O", "Where API keys are read from (WebSocket)."),
			arnAttr(),
			attr("body", str, "O", "OpenAPI definition of an HTTP API."),
			list("cors_configuration", 1, "", "CORS settings of an HTTP API.",
				attr("allow_credentials", boolean, "O", "Allow credentials."),
				attr("allow_headers", strSet, "O", "Allowed headers."),
				attr("allow_methods", strSet, "O", "Allowed methods."),
				attr("allow_origins", strSet, "O", "Allowed origins."),
				attr("expose_headers", strSet, "O", "Exposed headers."),
				attr("max_age", num, "O", "Seconds browsers cache preflight answers."),
			),
			attr("credentials_arn", str, "OF", "Role of a quick-create integration."),
			attr("description", str, "O", "Description of the API."),
			attr("disable_execute_api_endpoint", boolean, "O", "Turn the default endpoint off."),
			attr("execution_arn", str, "C", "ARN prefix for Lambda permissions (source_arn)."),
			attr("fail_on_warnings", boolean, "O", "Fail on warnings while importing a body."),
			idAttr(),
			attr("name", str, "R", "Name of the API."),
			attr("protocol_type", str, "RF", "HTTP or WEBSOCKET."),
			attr("route_key", str, "OF", "Route key of a quick-create API."),
			attr("route_selection_expression", str, "O", "How routes are selected."),
			tags(),
			attr("target", str, "OF", "Target of a quick-create API."),
			attr("version", str, "O", "Version of the API."),
		}
	}
	fieldSources["apiStage"] = func() []field {
		return []field{
			list("access_log_settings", 1, "", "Where access logs go.",
				attr("destination_arn", str, "R", "Log group ARN."),
				attr("format", str, "R", "Log line format."),
			),
			attr("api_id", str, "RF", "Id of the API."),
			arnAttr(),
			attr("auto_deploy", boolean, "O", "Deploy every change automatically."),
			attr("client_certificate_id", str, "O", "Client certificate of a WebSocket stage."),
			list("default_route_settings", 1, "", "Default settings of the routes.",
				attr("data_trace_enabled", boolean, "O", "Log full requests (WebSocket)."),
				attr("detailed_metrics_enabled", boolean, "O", "Publish detailed metrics."),
				attr("logging_level", str, "OC", "ERROR, INFO or OFF (WebSocket)."),
				attr("throttling_burst_limit", num, "O", "Burst limit."),
				attr("throttling_rate_limit", num, "O", "Rate limit."),
			),
			attr("deployment_id", str, "OC", "Deployment of the stage."),
			attr("description", str, "O", "Description of the stage."),
			attr("execution_arn", str, "C", "ARN prefix for Lambda permissions."),
			idAttr(),
			attr("invoke_url", str, "C", "URL that invokes the stage."),
			attr("name", str, "RF", "Name of the stage ($default for the default stage)."),
			set("route_settings", "", "Settings of one route.",
				attr("data_trace_enabled", boolean, "O", "Log full requests (WebSocket)."),
				attr("detailed_metrics_enabled", boolean, "O", "Publish detailed metrics."),
				attr("logging_level", str, "OC", "ERROR, INFO or OFF (WebSocket)."),
				attr("route_key", str, "R", "Route the settings are for."),
				attr("throttling_burst_limit", num, "O", "Burst limit."),
				attr("throttling_rate_limit", num, "O", "Rate limit."),
			),
			attr("stage_variables", strMap, "O", "Stage variables."),
			tags(),
		}
	}
	fieldSources["apiIntegration"] = func() []field {
		return []field{
			attr("api_id", str, "RF", "Id of the API."),
			attr("connection_id", str, "O", "VPC link of a private integration."),
			attr("connection_type", str, "O", "INTERNET (default) or VPC_LINK."),
			attr("content_handling_strategy", str, "O", "Payload conversion (WebSocket)."),
			attr("credentials_arn", str, "O", "Role API Gateway calls the backend with."),
			attr("description", str, "O", "Description of the integration."),
			idAttr(),
			attr("integration_method", str, "O", "HTTP method of the backend request."),
			attr("integration_response_selection_expression", str, "C", "Response selection (WebSocket)."),
			attr("integration_subtype", str, "OF", "AWS service action of an AWS_PROXY integration."),
			attr("integration_type", str, "RF", "AWS_PROXY, HTTP_PROXY, AWS, HTTP or MOCK."),
			attr("integration_uri", str, "O", "Lambda invoke ARN or URL of the backend."),
			attr("passthrough_behavior", str, "O", "What to do with unmapped content (WebSocket)."),
			attr("payload_format_version", str, "O", "1.0 (default) or 2.0."),
			attr("request_parameters", strMap, "O", "Request parameter mappings."),
			attr("request_templates", strMap, "O", "Request templates (WebSocket)."),
			set("response_parameters", "", "Response mappings for a status code.",
				attr("mappings", strMap, "R", "Header mappings."),
				attr("status_code", str, "R", "HTTP status code."),
			),
			attr("template_selection_expression", str, "O", "Template selection (WebSocket)."),
			attr("timeout_milliseconds", num, "OC", "Backend timeout in milliseconds."),
			list("tls_config", 1, "", "TLS settings of a private integration.",
				attr("server_name_to_verify", str, "O", "Server name to verify."),
			),
		}
	}
	fieldSources["apiRoute"] = func() []field {
		return []field{
			attr("api_id", str, "RF", "Id of the API."),
			attr("api_key_required", boolean, "O", "Require an API key (WebSocket)."),
			attr("authorization_scopes", strSet, "O", "OAuth scopes of a JWT authorizer."),
			attr("authorization_type", str, "O", "NONE (default), AWS_IAM, CUSTOM or JWT."),
			attr("authorizer_id", str, "O", "Authorizer of the route."),
			idAttr(),
			attr("model_selection_expression", str, "O", "Model selection (WebSocket)."),
			attr("operation_name", str, "O", "Operation name of the route."),
			attr("request_models", strMap, "O", "Request models (WebSocket)."),
			set("request_parameter", "", "A request parameter of the route (WebSocket).",
				attr("request_parameter_key", str, "R", "Parameter key."),
				attr("required", boolean, "R", "Whether it is required."),
			),
			attr("route_key", str, "R", "Method and path, e.g. GET /items/{id}, or $default."),
			attr("route_response_selection_expression", str, "O", "Response selection (WebSocket)."),
			attr("target", str, "O", "Target, e.g. integrations/ID."),
		}
	}
}
