package azurerm

import (
	"fmt"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// builtInRoles are the ids of Azure's best-known built-in roles.
var builtInRoles = map[string]string{
	"Owner":                         "8e3af657-a8ff-443c-a75c-2fe8c4bcb635",
	"Contributor":                   "b24988ac-6180-42a0-ab88-20f7382dd24c",
	"Reader":                        "acdd72a7-3385-48ef-bd42-f606fba81ae7",
	"User Access Administrator":     "18d7d88d-d35e-4fb5-a5c3-7773c20a72d9",
	"AcrPull":                       "7f951dda-4ed3-4680-a7ca-43fe172d538d",
	"AcrPush":                       "8311e382-0749-4cb8-b61a-304f252e45ec",
	"Storage Blob Data Reader":      "2a2b9908-6ea1-4ae2-8e65-a410df84e7d1",
	"Storage Blob Data Contributor": "ba92f5b4-2d11-453d-a403-e96b0029c9fe",
	"Key Vault Secrets User":        "4633458b-17de-408a-b874-0445c86b69e6",
	"Key Vault Administrator":       "00482a5a-887f-4fb3-b363-3b7fe8e74483",
	"Network Contributor":           "4d97b98b-1d4f-4787-a291-c67834d212e7",
}

// userAssignedIdentity is azurerm_user_assigned_identity.
func userAssignedIdentity() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("userAssignedIdentity"),
		Generators: map[string]mock.Generator{
			"id":           gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.ManagedIdentity/userAssignedIdentities") }),
			"client_id":    gen(func(g *mock.Gen) string { return g.UUID() }),
			"principal_id": gen(func(g *mock.Gen) string { return g.UUID() }),
			"tenant_id":    gen(func(g *mock.Gen) string { return tenantOf(g.Ctx) }),
		},
	}
	return withPlan(r, locationStep)
}

// roleAssignment is azurerm_role_assignment.
func roleAssignment() *mock.Resource {
	name := func(g *mock.Gen) string {
		if n := attrOf(g, "name"); n != "" {
			return n
		}
		return sub(g, "name").UUID()
	}
	return &mock.Resource{
		Schema: schemaOf("roleAssignment"),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return attrOf(g, "scope") + "/providers/Microsoft.Authorization/roleAssignments/" + name(g)
			}),
			"name": gen(name),
			"role_definition_id": gen(func(g *mock.Gen) string {
				role, ok := builtInRoles[attrOf(g, "role_definition_name")]
				if !ok {
					role = sub(g, "role").UUID()
				}
				return fmt.Sprintf("/subscriptions/%s/providers/Microsoft.Authorization/roleDefinitions/%s", subscriptionOf(g.Ctx), role)
			}),
			"role_definition_name":             fixed("Contributor"),
			"principal_type":                   fixed("ServicePrincipal"),
			"condition_version":                fixed(""),
			"skip_service_principal_aad_check": func(*mock.Gen) cty.Value { return cty.False },
		},
	}
}

// logAnalyticsWorkspace is azurerm_log_analytics_workspace.
func logAnalyticsWorkspace() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("logAnalyticsWorkspace"),
		Defaults: map[string]cty.Value{
			"daily_quota_gb":               cty.NumberIntVal(-1),
			"internet_ingestion_enabled":   cty.True,
			"internet_query_enabled":       cty.True,
			"local_authentication_enabled": cty.True,
		},
		Generators: map[string]mock.Generator{
			"id":                   gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.OperationalInsights/workspaces") }),
			"sku":                  fixed("PerGB2018"),
			"retention_in_days":    func(*mock.Gen) cty.Value { return cty.NumberIntVal(30) },
			"workspace_id":         gen(func(g *mock.Gen) string { return g.UUID() }),
			"primary_shared_key":   gen(accessKey),
			"secondary_shared_key": gen(accessKey),
		},
	}
	return withPlan(r, locationStep)
}

// containerRegistry is azurerm_container_registry.
func containerRegistry() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("containerRegistry"),
		Defaults: map[string]cty.Value{
			"admin_enabled":                 cty.False,
			"public_network_access_enabled": cty.True,
			"zone_redundancy_enabled":       cty.False,
			"anonymous_pull_enabled":        cty.False,
			"data_endpoint_enabled":         cty.False,
			"network_rule_bypass_option":    sv("AzureServices"),
			"export_policy_enabled":         cty.True,
			"quarantine_policy_enabled":     cty.False,
		},
		Generators: merge3(map[string]mock.Generator{
			"id":           gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.ContainerRegistry/registries") }),
			"login_server": gen(func(g *mock.Gen) string { return lowerName(g) + ".azurecr.io" }),
			"admin_username": gen(func(g *mock.Gen) string {
				if v := getAttr(g.Object, "admin_enabled"); usable(v) && v.True() {
					return attrOf(g, "name")
				}
				return ""
			}),
			"admin_password": gen(func(g *mock.Gen) string {
				if v := getAttr(g.Object, "admin_enabled"); usable(v) && v.True() {
					return g.From("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 52)
				}
				return ""
			}),
		}, identityGenerators("identity.")),
	}
	return withPlan(r, locationStep)
}

// lowerName is the object's name in lower case.
func lowerName(g *mock.Gen) string {
	n := attrOf(g, "name")
	b := []byte(n)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
