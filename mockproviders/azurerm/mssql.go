package azurerm

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// mssqlServer is azurerm_mssql_server.
func mssqlServer() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("mssqlServer"),
		Defaults: map[string]cty.Value{
			"minimum_tls_version":                      sv("1.2"),
			"public_network_access_enabled":            cty.True,
			"outbound_network_restriction_enabled":     cty.False,
			"connection_policy":                        sv("Default"),
			"express_vulnerability_assessment_enabled": cty.False,
		},
		Generators: merge3(map[string]mock.Generator{
			"id":                                                gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.Sql/servers") }),
			"fully_qualified_domain_name":                       gen(func(g *mock.Gen) string { return attrOf(g, "name") + ".database.windows.net" }),
			"restorable_dropped_database_ids":                   func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"primary_user_assigned_identity_id":                 fixed(""),
			"administrator_login":                               fixed(""),
			"azuread_administrator.tenant_id":                   gen(func(g *mock.Gen) string { return tenantOf(g.Ctx) }),
			"azuread_administrator.azuread_authentication_only": func(*mock.Gen) cty.Value { return cty.False },
		}, identityGenerators("identity.")),
	}
	return withPlan(r, locationStep)
}

// mssqlDatabase is azurerm_mssql_database.
func mssqlDatabase() *mock.Resource {
	return &mock.Resource{
		Schema: schemaOf("mssqlDatabase"),
		Defaults: map[string]cty.Value{
			"storage_account_type": sv("Geo"),
			"geo_backup_enabled":   cty.True,
		},
		Generators: map[string]mock.Generator{
			"id":                          gen(func(g *mock.Gen) string { return attrOf(g, "server_id") + "/databases/" + attrOf(g, "name") }),
			"collation":                   fixed("SQL_Latin1_General_CP1_CI_AS"),
			"sku_name":                    fixed("GP_Gen5_2"),
			"max_size_gb":                 func(*mock.Gen) cty.Value { return cty.NumberIntVal(32) },
			"zone_redundant":              func(*mock.Gen) cty.Value { return cty.False },
			"license_type":                fixed("LicenseIncluded"),
			"read_scale":                  func(*mock.Gen) cty.Value { return cty.False },
			"auto_pause_delay_in_minutes": func(*mock.Gen) cty.Value { return cty.Zero },
			"min_capacity":                func(*mock.Gen) cty.Value { return cty.Zero },
			"ledger_enabled":              func(*mock.Gen) cty.Value { return cty.False },
			"enclave_type":                fixed(""),
			"short_term_retention_policy.backup_interval_in_hours": func(*mock.Gen) cty.Value { return cty.NumberIntVal(12) },
		},
	}
}
