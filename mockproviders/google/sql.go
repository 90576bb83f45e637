package google

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// ipAddressType is the type of a Cloud SQL instance's ip_address list.
var ipAddressType = cty.List(cty.Object(map[string]cty.Type{
	"ip_address": cty.String, "time_to_retire": cty.String, "type": cty.String,
}))

// serverCACertType is the type of a Cloud SQL instance's server_ca_cert.
var serverCACertType = cty.List(cty.Object(map[string]cty.Type{
	"cert": cty.String, "common_name": cty.String, "create_time": cty.String,
	"expiration_time": cty.String, "sha1_fingerprint": cty.String,
}))

// sqlDatabaseInstance is google_sql_database_instance, a Cloud SQL
// instance (MySQL, PostgreSQL or SQL Server).
func sqlDatabaseInstance() *mock.Resource {
	name := func(g *mock.Gen) string {
		if n := top(g, "name"); n != "" {
			return n
		}
		return "tf-" + g.Ctx.Generator(cty.GetAttrPath("name"), g.Object).Alnum(26)
	}
	publicIP := func(g *mock.Gen) string {
		return externalIP(g.Ctx.Generator(cty.GetAttrPath("public_ip_address"), g.Object))
	}
	privateIP := func(g *mock.Gen) string {
		if !hasPrivateNetwork(g.Object) {
			return ""
		}
		sub := g.Ctx.Generator(cty.GetAttrPath("private_ip_address"), g.Object)
		return fmt.Sprintf("10.%d.%d.%d", 16+sub.Intn(200), sub.Intn(256), 2+sub.Intn(250))
	}
	r := &mock.Resource{
		Schema: schemaOf("sqlDatabaseInstance"),
		Defaults: map[string]cty.Value{
			"deletion_protection":                    cty.True,
			"settings.disk_type":                     sv("PD_SSD"),
			"settings.disk_autoresize":               cty.True,
			"settings.disk_autoresize_limit":         cty.Zero,
			"settings.activation_policy":             sv("ALWAYS"),
			"settings.pricing_plan":                  sv("PER_USE"),
			"settings.ip_configuration.ipv4_enabled": cty.True,
			"settings.backup_configuration.backup_retention_settings.retention_unit": sv("COUNT"),
		},
		Generators: map[string]mock.Generator{
			"id":   gen(name),
			"name": gen(name),
			"self_link": gen(func(g *mock.Gen) string {
				return "https://sqladmin.googleapis.com/sql/v1beta4/projects/" + projectOf(g) + "/instances/" + name(g)
			}),
			"connection_name":      gen(func(g *mock.Gen) string { return projectOf(g) + ":" + top(g, "region") + ":" + name(g) }),
			"master_instance_name": gen(func(*mock.Gen) string { return "" }),
			"encryption_key_name":  gen(func(*mock.Gen) string { return "" }),
			"instance_type": gen(func(g *mock.Gen) string {
				if top(g, "master_instance_name") != "" {
					return "READ_REPLICA_INSTANCE"
				}
				return "CLOUD_SQL_INSTANCE"
			}),
			"maintenance_version":            gen(func(g *mock.Gen) string { return maintenanceVersion(top(g, "database_version")) }),
			"available_maintenance_versions": func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"dns_name":                       gen(func(*mock.Gen) string { return "" }),
			"psc_service_attachment_link":    gen(func(*mock.Gen) string { return "" }),
			"public_ip_address": gen(func(g *mock.Gen) string {
				if !ipv4Enabled(g.Object) {
					return ""
				}
				return publicIP(g)
			}),
			"private_ip_address": gen(privateIP),
			"first_ip_address": gen(func(g *mock.Gen) string {
				if ipv4Enabled(g.Object) {
					return publicIP(g)
				}
				return privateIP(g)
			}),
			"ip_address": func(g *mock.Gen) cty.Value {
				var ips []cty.Value
				if ipv4Enabled(g.Object) {
					ips = append(ips, ipEntry(publicIP(g), "PRIMARY"))
				}
				if ip := privateIP(g); ip != "" {
					ips = append(ips, ipEntry(ip, "PRIVATE"))
				}
				if len(ips) == 0 {
					return cty.ListValEmpty(ipAddressType.ElementType())
				}
				return cty.ListVal(ips)
			},
			"server_ca_cert": func(g *mock.Gen) cty.Value {
				return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
					"cert":             sv(fakePEM("CERTIFICATE", g)),
					"common_name":      sv("C=US,O=Google\\, Inc,CN=Google Cloud SQL Server CA,dnQualifier=" + g.UUID()),
					"create_time":      sv("2024-06-01T12:00:00.000Z"),
					"expiration_time":  sv("2034-05-30T12:01:00.000Z"),
					"sha1_fingerprint": sv(g.Hex(40)),
				})})
			},
			"service_account_email_address": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("p%s-%s@gcp-sa-cloud-sql.iam.gserviceaccount.com", projectNumber(projectOf(g)), g.Alnum(6))
			}),
			"settings.edition":                                             gen(func(*mock.Gen) string { return "ENTERPRISE" }),
			"settings.availability_type":                                   gen(func(*mock.Gen) string { return "ZONAL" }),
			"settings.disk_size":                                           func(*mock.Gen) cty.Value { return cty.NumberIntVal(10) },
			"settings.user_labels":                                         func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"settings.connector_enforcement":                               gen(func(*mock.Gen) string { return "NOT_REQUIRED" }),
			"settings.version":                                             func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"settings.ip_configuration.ssl_mode":                           gen(func(*mock.Gen) string { return "ALLOW_UNENCRYPTED_AND_ENCRYPTED" }),
			"settings.backup_configuration.start_time":                     gen(func(g *mock.Gen) string { return fmt.Sprintf("%02d:00", g.Intn(24)) }),
			"settings.backup_configuration.transaction_log_retention_days": func(*mock.Gen) cty.Value { return cty.NumberIntVal(7) },
		},
	}
	withPlan(r, defaultProject, defaultRegion,
		computedBlocks(r.Schema, "settings.ip_configuration", "settings.backup_configuration", "settings.location_preference"))
	r.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		if d := deletionProtected(req.PriorState, req.PlannedState, "Error, failed to delete instance because deletion_protection is set to true. Set it to false to proceed with instance deletion"); d != nil {
			return providers.ApplyResponse{NewState: req.PriorState, Diagnostics: hcl.Diagnostics{d}}
		}
		return r.DefaultApply(c, req)
	}
	return r
}

// ipEntry is one element of ip_address.
func ipEntry(ip, kind string) cty.Value {
	return cty.ObjectVal(map[string]cty.Value{"ip_address": sv(ip), "time_to_retire": sv(""), "type": sv(kind)})
}

// ipConfiguration returns the instance's settings.ip_configuration
// element, null when absent.
func ipConfiguration(obj cty.Value) cty.Value {
	settings := getAttr(obj, "settings")
	if !usable(settings) || settings.LengthInt() == 0 {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	ipc := getAttr(settings.Index(cty.Zero), "ip_configuration")
	if !usable(ipc) || ipc.LengthInt() == 0 {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	return ipc.Index(cty.Zero)
}

// ipv4Enabled reports whether the instance has a public address.
func ipv4Enabled(obj cty.Value) bool {
	v := getAttr(ipConfiguration(obj), "ipv4_enabled")
	return !usable(v) || v.True()
}

// hasPrivateNetwork reports whether the instance has a private address.
func hasPrivateNetwork(obj cty.Value) bool {
	return strOf(getAttr(ipConfiguration(obj), "private_network")) != ""
}

// maintenanceVersion is the maintenance version an engine version runs.
func maintenanceVersion(dbVersion string) string {
	switch {
	case strings.HasPrefix(dbVersion, "POSTGRES_"):
		return dbVersion + "_7.R20240514.00_08"
	case strings.HasPrefix(dbVersion, "MYSQL_8_0"):
		return "MYSQL_8_0_31.R20240514.00_04"
	case strings.HasPrefix(dbVersion, "MYSQL_"):
		return dbVersion + ".R20240514.00_04"
	case strings.HasPrefix(dbVersion, "SQLSERVER_"):
		return dbVersion + "_CU12.R20240514.00_02"
	}
	return ""
}

// sqlDatabase is google_sql_database, a database of an instance.
func sqlDatabase() *mock.Resource {
	r := &mock.Resource{
		Schema:   schemaOf("sqlDatabase"),
		Defaults: map[string]cty.Value{"deletion_policy": sv("DELETE")},
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("projects/%s/instances/%s/databases/%s", projectOf(g), top(g, "instance"), top(g, "name"))
			}),
			"self_link": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("https://sqladmin.googleapis.com/sql/v1beta4/projects/%s/instances/%s/databases/%s", projectOf(g), top(g, "instance"), top(g, "name"))
			}),
			"charset":   gen(func(*mock.Gen) string { return "UTF8" }),
			"collation": gen(func(*mock.Gen) string { return "en_US.UTF8" }),
		},
	}
	return withPlan(r, defaultProject)
}

// sqlUser is google_sql_user, a database user of an instance.
func sqlUser() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("sqlUser"),
		Generators: map[string]mock.Generator{
			"id":   gen(func(g *mock.Gen) string { return top(g, "name") + "/" + top(g, "host") + "/" + top(g, "instance") }),
			"host": gen(func(*mock.Gen) string { return "" }),
		},
	}
	return withPlan(r, defaultProject)
}
