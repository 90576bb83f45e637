//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of mssql.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["mssqlServer"] = func() *configschema.Block {
		return resourceBlock("An Azure SQL logical server.", merge(placement("server"), attrs{
			"version":                                      attr(str, "r", "12.0."),
			"administrator_login":                          attr(str, "ocf", "Administrator login; required without Entra-only authentication."),
			"administrator_login_password":                 attr(str, "os", "Administrator password."),
			"minimum_tls_version":                          attr(str, "o", "1.0, 1.1, 1.2 (the default), 1.3 or Disabled."),
			"public_network_access_enabled":                attr(boolean, "o", "Allow access from public networks (true by default)."),
			"outbound_network_restriction_enabled":         attr(boolean, "o", "Restrict outbound traffic."),
			"connection_policy":                            attr(str, "o", "Default, Proxy or Redirect."),
			"primary_user_assigned_identity_id":            attr(str, "oc", "Primary user-assigned identity."),
			"transparent_data_encryption_key_vault_key_id": attr(str, "o", "Customer-managed TDE key."),
			"express_vulnerability_assessment_enabled":     attr(boolean, "o", "Express vulnerability assessment."),
			"fully_qualified_domain_name":                  attr(str, "c", "Host name (NAME.database.windows.net)."),
			"restorable_dropped_database_ids":              attr(strList, "c", "Dropped databases that can be restored."),
		}), blocks{
			"azuread_administrator": list(0, 1, "Entra ID administrator.", attrs{
				"login_username":              attr(str, "r", "Name of the administrator."),
				"object_id":                   attr(str, "r", "Object id of the user or group."),
				"tenant_id":                   attr(str, "oc", "Tenant of the administrator."),
				"azuread_authentication_only": attr(boolean, "oc", "Allow Entra ID sign-in only."),
			}, nil),
			"identity": identityBlock(),
			"timeouts": timeouts("create", "read", "update", "delete"),
		})
	}
	schemaSources["mssqlDatabase"] = func() *configschema.Block {
		return resourceBlock("A database on an Azure SQL server.", attrs{
			"id":                          attr(str, "oc", "Id of the database."),
			"name":                        attr(str, "rf", "Name of the database."),
			"server_id":                   attr(str, "rf", "The server."),
			"collation":                   attr(str, "ocf", "Collation (SQL_Latin1_General_CP1_CI_AS)."),
			"sku_name":                    attr(str, "oc", "Basic, S0, GP_S_Gen5_2, HS_Gen5_2..."),
			"max_size_gb":                 attr(num, "oc", "Maximum size, GB."),
			"zone_redundant":              attr(boolean, "oc", "Spread replicas over zones."),
			"license_type":                attr(str, "oc", "LicenseIncluded or BasePrice."),
			"read_scale":                  attr(boolean, "oc", "Route read-only connections to a replica."),
			"storage_account_type":        attr(str, "o", "Backup storage: Geo (the default), GeoZone, Local or Zone."),
			"auto_pause_delay_in_minutes": attr(num, "oc", "Idle minutes before a serverless database pauses."),
			"min_capacity":                attr(num, "oc", "Minimum vCores of a serverless database."),
			"geo_backup_enabled":          attr(boolean, "o", "Keep geo-redundant backups (true by default)."),
			"ledger_enabled":              attr(boolean, "ocf", "Make the database a ledger database."),
			"enclave_type":                attr(str, "oc", "Default or VBS."),
			"tags":                        attr(strMap, "o", "Tags of the database."),
		}, blocks{
			"short_term_retention_policy": list(0, 1, "Point-in-time restore window.", attrs{
				"retention_days":           attr(num, "r", "Days, 1 to 35."),
				"backup_interval_in_hours": attr(num, "oc", "Hours between differential backups."),
			}, nil),
			"timeouts": timeouts("create", "read", "update", "delete"),
		})
	}
}
