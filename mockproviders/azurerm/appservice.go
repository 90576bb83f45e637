package azurerm

import (
	"fmt"
	"strings"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// appServicePlan is azurerm_app_service_plan, the 2.x/3.x resource that
// azurerm_service_plan replaces.
func appServicePlan() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("appServicePlan"),
		Defaults: map[string]cty.Value{
			"kind":             sv("Windows"),
			"reserved":         cty.False,
			"per_site_scaling": cty.False,
			"zone_redundant":   cty.False,
		},
		Generators: map[string]mock.Generator{
			"id":                           gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.Web/serverfarms") }),
			"maximum_elastic_worker_count": func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"maximum_number_of_workers":    func(*mock.Gen) cty.Value { return cty.NumberIntVal(10) },
			"sku.capacity":                 func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
		},
	}
	return withPlan(r, locationStep)
}

// servicePlan is azurerm_service_plan.
func servicePlan() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("servicePlan"),
		Defaults: map[string]cty.Value{
			"per_site_scaling_enabled":        cty.False,
			"zone_balancing_enabled":          cty.False,
			"premium_plan_auto_scale_enabled": cty.False,
		},
		Generators: map[string]mock.Generator{
			"id":                           gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.Web/serverFarms") }),
			"maximum_elastic_worker_count": func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"worker_count":                 func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"kind": gen(func(g *mock.Gen) string {
				if attrOf(g, "os_type") == "Linux" {
					return "linux"
				}
				return "app"
			}),
			"reserved": func(g *mock.Gen) cty.Value { return cty.BoolVal(attrOf(g, "os_type") == "Linux") },
		},
	}
	return withPlan(r, locationStep)
}

// siteConfig is the site_config block of Linux web apps.
func siteConfig() *configschema.NestedBlock {
	return list(1, 1, "Runtime settings of the app.", attrs{
		"always_on":                               attr(boolean, "o", "Keep the app loaded (true by default; not on Free/Shared plans)."),
		"app_command_line":                        attr(str, "o", "Startup command."),
		"ftps_state":                              attr(str, "o", "AllAllowed, FtpsOnly or Disabled (the default)."),
		"health_check_path":                       attr(str, "o", "Path probed for health."),
		"health_check_eviction_time_in_min":       attr(num, "oc", "Minutes before an unhealthy instance is replaced."),
		"http2_enabled":                           attr(boolean, "o", "Serve HTTP/2."),
		"minimum_tls_version":                     attr(str, "o", "1.0, 1.1, 1.2 (the default) or 1.3."),
		"scm_minimum_tls_version":                 attr(str, "o", "Minimum TLS version of the SCM site."),
		"use_32_bit_worker":                       attr(boolean, "oc", "Run a 32-bit worker process."),
		"websockets_enabled":                      attr(boolean, "o", "Allow WebSockets."),
		"vnet_route_all_enabled":                  attr(boolean, "o", "Route all outbound traffic through the VNet."),
		"worker_count":                            attr(num, "oc", "Workers of the app."),
		"load_balancing_mode":                     attr(str, "o", "LeastRequests (the default), WeightedRoundRobin..."),
		"managed_pipeline_mode":                   attr(str, "o", "Integrated (the default) or Classic."),
		"remote_debugging_enabled":                attr(boolean, "o", "Allow remote debugging."),
		"remote_debugging_version":                attr(str, "oc", "Visual Studio version for remote debugging."),
		"scm_use_main_ip_restriction":             attr(boolean, "o", "Apply the app's IP restrictions to the SCM site."),
		"default_documents":                       attr(strList, "oc", "Default documents."),
		"container_registry_use_managed_identity": attr(boolean, "o", "Pull images with the managed identity."),
		"ip_restriction_default_action":           attr(str, "o", "Allow (the default) or Deny."),
		"scm_ip_restriction_default_action":       attr(str, "o", "Allow (the default) or Deny."),
		"api_definition_url":                      attr(str, "o", "URL of the API definition."),
		"linux_fx_version":                        attr(str, "c", "Runtime string (NODE|20-lts, DOCKER|nginx:latest...)."),
		"detailed_error_logging_enabled":          attr(boolean, "c", "Whether detailed error logging is on."),
		"scm_type":                                attr(str, "c", "Source control type."),
	}, blocks{
		"application_stack": list(0, 1, "Language runtime or container of the app.", attrs{
			"docker_image_name":        attr(str, "o", "Image and tag (nginx:latest)."),
			"docker_registry_url":      attr(str, "o", "Registry URL (https://index.docker.io)."),
			"docker_registry_username": attr(str, "o", "Registry user."),
			"docker_registry_password": attr(str, "os", "Registry password."),
			"dotnet_version":           attr(str, "o", ".NET version (8.0)."),
			"go_version":               attr(str, "o", "Go version."),
			"java_server":              attr(str, "o", "JAVA, TOMCAT or JBOSSEAP."),
			"java_server_version":      attr(str, "o", "Version of the Java server."),
			"java_version":             attr(str, "o", "Java version (17)."),
			"node_version":             attr(str, "o", "Node.js version (20-lts)."),
			"php_version":              attr(str, "o", "PHP version (8.3)."),
			"python_version":           attr(str, "o", "Python version (3.12)."),
			"ruby_version":             attr(str, "o", "Ruby version."),
		}, nil),
		"cors": list(0, 1, "Cross-origin requests.", attrs{
			"allowed_origins":     attr(strSet, "o", "Allowed origins."),
			"support_credentials": attr(boolean, "o", "Allow credentials."),
		}, nil),
		"ip_restriction": list(0, 0, "An access restriction.", attrs{
			"name":                      attr(str, "oc", "Name of the rule."),
			"action":                    attr(str, "o", "Allow or Deny."),
			"ip_address":                attr(str, "o", "CIDR allowed or denied."),
			"service_tag":               attr(str, "o", "Service tag allowed or denied."),
			"priority":                  attr(num, "o", "Priority (65000)."),
			"virtual_network_subnet_id": attr(str, "o", "Subnet allowed or denied."),
			"description":               attr(str, "o", "Description."),
		}, nil),
	})
}

// linuxFxVersion is the runtime string of an application stack.
func linuxFxVersion(g *mock.Gen) string {
	sc := getAttr(g.Object, "site_config")
	if !usable(sc) || sc.LengthInt() == 0 {
		return ""
	}
	stack := getAttr(sc.Index(cty.Zero), "application_stack")
	if !usable(stack) || stack.LengthInt() == 0 {
		return ""
	}
	s := stack.Index(cty.Zero)
	for _, rt := range []struct{ attr, name string }{
		{"docker_image_name", "DOCKER"}, {"node_version", "NODE"}, {"python_version", "PYTHON"}, {"php_version", "PHP"},
		{"dotnet_version", "DOTNETCORE"}, {"java_version", "JAVA"}, {"ruby_version", "RUBY"}, {"go_version", "GO"},
	} {
		if v := strOf(getAttr(s, rt.attr)); v != "" {
			return rt.name + "|" + v
		}
	}
	return ""
}

// outboundIPs returns the outbound addresses of a web app.
func outboundIPs(g *mock.Gen, n int) []string {
	s := sub(g, "outbound_ips")
	ips := make([]string, n)
	for i := range ips {
		ips[i] = publicIP(s)
	}
	return ips
}

// stringList converts strings to a cty list.
func stringList(ss []string) cty.Value {
	if len(ss) == 0 {
		return cty.ListValEmpty(cty.String)
	}
	vals := make([]cty.Value, len(ss))
	for i, s := range ss {
		vals[i] = sv(s)
	}
	return cty.ListVal(vals)
}

// linuxWebApp is azurerm_linux_web_app.
func linuxWebApp() *mock.Resource {
	credType := cty.List(cty.Object(map[string]cty.Type{"name": cty.String, "password": cty.String}))
	r := &mock.Resource{
		Schema: resourceBlock("A Linux web app on App Service.", merge(placement("web app"), attrs{
			"service_plan_id":                                attr(str, "r", "The App Service plan."),
			"app_settings":                                   attr(strMap, "o", "Application settings (environment variables)."),
			"https_only":                                     attr(boolean, "o", "Redirect HTTP to HTTPS."),
			"enabled":                                        attr(boolean, "o", "Whether the app runs (true by default)."),
			"client_affinity_enabled":                        attr(boolean, "o", "Sticky sessions."),
			"client_certificate_enabled":                     attr(boolean, "o", "Require client certificates."),
			"client_certificate_mode":                        attr(str, "o", "Required (the default), Optional or OptionalInteractiveUser."),
			"public_network_access_enabled":                  attr(boolean, "o", "Allow access from public networks (true by default)."),
			"virtual_network_subnet_id":                      attr(str, "o", "Subnet of the VNet integration."),
			"key_vault_reference_identity_id":                attr(str, "oc", "Identity resolving Key Vault references."),
			"ftp_publish_basic_authentication_enabled":       attr(boolean, "o", "Allow FTP basic authentication."),
			"webdeploy_publish_basic_authentication_enabled": attr(boolean, "o", "Allow Web Deploy basic authentication."),
			"zip_deploy_file":                                attr(str, "oc", "Local zip file to deploy."),
			"default_hostname":                               attr(str, "c", "Host name of the app (NAME.azurewebsites.net)."),
			"hosting_environment_id":                         attr(str, "c", "App Service Environment."),
			"kind":                                           attr(str, "c", "Kind of the app (app,linux)."),
			"outbound_ip_addresses":                          attr(str, "c", "Outbound addresses, comma-separated."),
			"outbound_ip_address_list":                       attr(strList, "c", "Outbound addresses."),
			"possible_outbound_ip_addresses":                 attr(str, "c", "Every possible outbound address, comma-separated."),
			"possible_outbound_ip_address_list":              attr(strList, "c", "Every possible outbound address."),
			"custom_domain_verification_id":                  attr(str, "cs", "Id for verifying custom domains."),
			"site_credential":                                attr(credType, "cs", "Publishing credentials."),
		}), blocks{
			"site_config": siteConfig(),
			"connection_string": set(0, 0, "A connection string.", attrs{
				"name":  attr(str, "r", "Name."),
				"type":  attr(str, "r", "SQLAzure, SQLServer, MySql, PostgreSQL, Custom..."),
				"value": attr(str, "rs", "The connection string."),
			}, nil),
			"identity": identityBlock(),
			"timeouts": timeouts("create", "read", "update", "delete"),
		}),
		Defaults: map[string]cty.Value{
			"https_only":                                          cty.False,
			"enabled":                                             cty.True,
			"client_affinity_enabled":                             cty.False,
			"client_certificate_enabled":                          cty.False,
			"client_certificate_mode":                             sv("Required"),
			"public_network_access_enabled":                       cty.True,
			"ftp_publish_basic_authentication_enabled":            cty.True,
			"webdeploy_publish_basic_authentication_enabled":      cty.True,
			"site_config.always_on":                               cty.True,
			"site_config.ftps_state":                              sv("Disabled"),
			"site_config.http2_enabled":                           cty.False,
			"site_config.minimum_tls_version":                     sv("1.2"),
			"site_config.scm_minimum_tls_version":                 sv("1.2"),
			"site_config.websockets_enabled":                      cty.False,
			"site_config.vnet_route_all_enabled":                  cty.False,
			"site_config.load_balancing_mode":                     sv("LeastRequests"),
			"site_config.managed_pipeline_mode":                   sv("Integrated"),
			"site_config.remote_debugging_enabled":                cty.False,
			"site_config.scm_use_main_ip_restriction":             cty.False,
			"site_config.container_registry_use_managed_identity": cty.False,
			"site_config.ip_restriction_default_action":           sv("Allow"),
			"site_config.scm_ip_restriction_default_action":       sv("Allow"),
			"site_config.ip_restriction.action":                   sv("Allow"),
			"site_config.ip_restriction.priority":                 cty.NumberIntVal(65000),
		},
		Generators: merge3(map[string]mock.Generator{
			"id":                                gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.Web/sites") }),
			"default_hostname":                  gen(func(g *mock.Gen) string { return attrOf(g, "name") + ".azurewebsites.net" }),
			"hosting_environment_id":            fixed(""),
			"kind":                              fixed("app,linux"),
			"key_vault_reference_identity_id":   fixed("SystemAssigned"),
			"zip_deploy_file":                   fixed(""),
			"outbound_ip_addresses":             gen(func(g *mock.Gen) string { return strings.Join(outboundIPs(g, 6), ",") }),
			"outbound_ip_address_list":          func(g *mock.Gen) cty.Value { return stringList(outboundIPs(g, 6)) },
			"possible_outbound_ip_addresses":    gen(func(g *mock.Gen) string { return strings.Join(outboundIPs(g, 12), ",") }),
			"possible_outbound_ip_address_list": func(g *mock.Gen) cty.Value { return stringList(outboundIPs(g, 12)) },
			"custom_domain_verification_id":     gen(func(g *mock.Gen) string { return strings.ToUpper(g.Hex(64)) }),
			"site_credential": func(g *mock.Gen) cty.Value {
				return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
					"name":     sv("$" + attrOf(g, "name")),
					"password": sv(g.From("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 60)),
				})})
			},
			"site_config.health_check_eviction_time_in_min": func(*mock.Gen) cty.Value { return cty.Zero },
			"site_config.use_32_bit_worker":                 func(*mock.Gen) cty.Value { return cty.True },
			"site_config.worker_count":                      func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"site_config.remote_debugging_version":          fixed("VS2022"),
			"site_config.default_documents": func(*mock.Gen) cty.Value {
				return stringList([]string{"Default.htm", "Default.html", "Default.asp", "index.htm", "index.html", "iisstart.htm", "default.aspx", "index.php", "hostingstart.html"})
			},
			"site_config.linux_fx_version":               gen(linuxFxVersion),
			"site_config.detailed_error_logging_enabled": func(*mock.Gen) cty.Value { return cty.False },
			"site_config.scm_type":                       fixed("None"),
			"site_config.ip_restriction.name":            gen(func(g *mock.Gen) string { return fmt.Sprintf("rule-%d", nthIndex(g, 1)+1) }),
		}, identityGenerators("identity.")),
	}
	return withPlan(r, locationStep)
}
