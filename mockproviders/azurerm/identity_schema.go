//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of identity.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["userAssignedIdentity"] = func() *configschema.Block {
		return resourceBlock("A user-assigned managed identity.", merge(placement("identity"), attrs{
			"client_id":    attr(str, "c", "Client (application) id."),
			"principal_id": attr(str, "c", "Object id of the service principal."),
			"tenant_id":    attr(str, "c", "Tenant of the identity."),
		}), blocks{"timeouts": timeouts("create", "read", "update", "delete")})
	}
	schemaSources["roleAssignment"] = func() *configschema.Block {
		return resourceBlock("Grants a role to a principal at a scope.", attrs{
			"id":                                     attr(str, "oc", "SCOPE/providers/Microsoft.Authorization/roleAssignments/NAME."),
			"name":                                   attr(str, "ocf", "A UUID naming the assignment; generated when unset."),
			"scope":                                  attr(str, "rf", "Scope: a subscription, resource group or resource id."),
			"role_definition_name":                   attr(str, "ocf", "Role name (Contributor, AcrPull...)."),
			"role_definition_id":                     attr(str, "ocf", "Role definition id."),
			"principal_id":                           attr(str, "rf", "Object id of the user, group or service principal."),
			"principal_type":                         attr(str, "ocf", "User, Group or ServicePrincipal."),
			"description":                            attr(str, "of", "Description."),
			"condition":                              attr(str, "of", "ABAC condition."),
			"condition_version":                      attr(str, "ocf", "Version of the condition language."),
			"delegated_managed_identity_resource_id": attr(str, "of", "Delegated identity."),
			"skip_service_principal_aad_check":       attr(boolean, "oc", "Skip waiting for a new service principal to replicate."),
		}, blocks{"timeouts": timeouts("create", "read", "delete")})
	}
	schemaSources["logAnalyticsWorkspace"] = func() *configschema.Block {
		return resourceBlock("A Log Analytics workspace.", merge(placement("workspace"), attrs{
			"sku":                          attr(str, "oc", "PerGB2018 (the default), CapacityReservation..."),
			"retention_in_days":            attr(num, "oc", "Days data is kept, 30 to 730."),
			"daily_quota_gb":               attr(num, "o", "Daily ingestion cap, GB (-1: none)."),
			"internet_ingestion_enabled":   attr(boolean, "o", "Accept data over the internet."),
			"internet_query_enabled":       attr(boolean, "o", "Allow queries over the internet."),
			"local_authentication_enabled": attr(boolean, "o", "Allow shared key authentication."),
			"workspace_id":                 attr(str, "c", "Workspace (customer) id, a UUID."),
			"primary_shared_key":           attr(str, "cs", "Primary shared key."),
			"secondary_shared_key":         attr(str, "cs", "Secondary shared key."),
		}), blocks{"timeouts": timeouts("create", "read", "update", "delete")})
	}
	schemaSources["containerRegistry"] = func() *configschema.Block {
		return resourceBlock("An Azure Container Registry.", merge(placement("registry"), attrs{
			"sku":                           attr(str, "r", "Basic, Standard or Premium."),
			"admin_enabled":                 attr(boolean, "o", "Enable the admin user."),
			"public_network_access_enabled": attr(boolean, "o", "Allow access from public networks (true by default)."),
			"zone_redundancy_enabled":       attr(boolean, "of", "Zone redundancy (Premium)."),
			"anonymous_pull_enabled":        attr(boolean, "o", "Allow anonymous pulls."),
			"data_endpoint_enabled":         attr(boolean, "o", "Dedicated data endpoints (Premium)."),
			"network_rule_bypass_option":    attr(str, "o", "AzureServices (the default) or None."),
			"export_policy_enabled":         attr(boolean, "o", "Allow exporting artifacts."),
			"quarantine_policy_enabled":     attr(boolean, "o", "Quarantine pushed images."),
			"login_server":                  attr(str, "c", "Registry host (NAME.azurecr.io)."),
			"admin_username":                attr(str, "c", "Admin user name."),
			"admin_password":                attr(str, "cs", "Admin password."),
		}), blocks{
			"georeplications": list(0, 0, "A geo-replica (Premium).", attrs{
				"location":                  attr(str, "r", "Region of the replica."),
				"zone_redundancy_enabled":   attr(boolean, "o", "Zone redundancy of the replica."),
				"regional_endpoint_enabled": attr(boolean, "o", "Regional endpoint of the replica."),
				"tags":                      attr(strMap, "o", "Tags of the replica."),
			}, nil),
			"identity": identityBlock(),
			"timeouts": timeouts("create", "read", "update", "delete"),
		})
	}
}
