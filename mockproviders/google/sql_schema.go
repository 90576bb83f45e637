//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of sql.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["sqlDatabaseInstance"] = func() *configschema.Block {
		return resourceBlock("A Cloud SQL database instance.", attrs{
			"id":                             attr(str, "oc", "The instance name."),
			"name":                           attr(str, "ocf", "Instance name; generated when unset. Names cannot be reused for a week after deletion."),
			"database_version":               attr(str, "r", "Engine and version: MYSQL_8_0, POSTGRES_16, SQLSERVER_2022_STANDARD..."),
			"region":                         attr(str, "ocf", "Region; the provider's by default."),
			"project":                        attr(str, "ocf", "Project; the provider's by default."),
			"master_instance_name":           attr(str, "ocf", "Primary instance of a read replica."),
			"deletion_protection":            attr(boolean, "o", "Refuse to destroy the instance while true (the default)."),
			"root_password":                  attr(str, "os", "Initial root password (MySQL and SQL Server)."),
			"encryption_key_name":            attr(str, "ocf", "Cloud KMS key of the storage."),
			"instance_type":                  attr(str, "oc", "CLOUD_SQL_INSTANCE, READ_REPLICA_INSTANCE..."),
			"maintenance_version":            attr(str, "oc", "Maintenance version the instance runs."),
			"available_maintenance_versions": attr(strList, "c", "Maintenance versions it can move to."),
			"connection_name":                attr(str, "c", "PROJECT:REGION:NAME, for the Cloud SQL connectors."),
			"dns_name":                       attr(str, "c", "DNS name of the instance."),
			"first_ip_address":               attr(str, "c", "First address of the instance."),
			"public_ip_address":              attr(str, "c", "Public IPv4 address."),
			"private_ip_address":             attr(str, "c", "Private IPv4 address."),
			"ip_address":                     attr(ipAddressType, "c", "Every address of the instance."),
			"server_ca_cert":                 attr(serverCACertType, "cs", "Certificate of the server CA."),
			"service_account_email_address":  attr(str, "c", "Service account of the instance."),
			"psc_service_attachment_link":    attr(str, "c", "Private Service Connect attachment."),
			"self_link":                      attr(str, "c", "URI of the instance."),
		}, blocks{
			"settings": sqlSettings(),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
	schemaSources["sqlDatabase"] = func() *configschema.Block {
		return resourceBlock("A database inside a Cloud SQL instance.", attrs{
			"id":              attr(str, "oc", "projects/PROJECT/instances/INSTANCE/databases/NAME."),
			"name":            attr(str, "rf", "Database name."),
			"instance":        attr(str, "rf", "Name of the instance."),
			"charset":         attr(str, "oc", "Character set (UTF8, utf8mb4...)."),
			"collation":       attr(str, "oc", "Collation."),
			"project":         attr(str, "ocf", "Project; the provider's by default."),
			"deletion_policy": attr(str, "o", "DELETE, or ABANDON to leave the database when destroyed."),
			"self_link":       attr(str, "c", "URI of the database."),
		}, blocks{"timeouts": timeouts("create", "update", "delete")})
	}
	schemaSources["sqlUser"] = func() *configschema.Block {
		return resourceBlock("A user of a Cloud SQL instance.", attrs{
			"id":              attr(str, "oc", "NAME/HOST/INSTANCE."),
			"name":            attr(str, "rf", "User name."),
			"instance":        attr(str, "rf", "Name of the instance."),
			"password":        attr(str, "os", "Password of a built-in user."),
			"type":            attr(str, "of", "BUILT_IN (the default), CLOUD_IAM_USER, CLOUD_IAM_SERVICE_ACCOUNT..."),
			"host":            attr(str, "ocf", "Host the user connects from (MySQL)."),
			"project":         attr(str, "ocf", "Project; the provider's by default."),
			"deletion_policy": attr(str, "o", "ABANDON to leave the user when destroyed."),
		}, blocks{"timeouts": timeouts("create", "update", "delete")})
	}
}

// sqlSettings is the settings block of a Cloud SQL instance.
func sqlSettings() *configschema.NestedBlock {
	return list(0, 1, "Machine, storage, network and backup settings.", attrs{
		"tier":                        attr(str, "r", "Machine tier (db-f1-micro, db-custom-2-7680, db-perf-optimized-N-2...)."),
		"edition":                     attr(str, "oc", "ENTERPRISE or ENTERPRISE_PLUS."),
		"availability_type":           attr(str, "oc", "ZONAL or REGIONAL (high availability)."),
		"disk_size":                   attr(num, "oc", "Storage size, GB (10 at least)."),
		"disk_type":                   attr(str, "of", "PD_SSD (the default) or PD_HDD."),
		"disk_autoresize":             attr(boolean, "o", "Grow the storage automatically (true by default)."),
		"disk_autoresize_limit":       attr(num, "o", "Upper bound of automatic growth, GB (0: none)."),
		"activation_policy":           attr(str, "o", "ALWAYS, NEVER or ON_DEMAND."),
		"pricing_plan":                attr(str, "o", "PER_USE."),
		"user_labels":                 attr(strMap, "oc", "Labels of the instance."),
		"deletion_protection_enabled": attr(boolean, "o", "Deletion protection enforced by Cloud SQL itself."),
		"collation":                   attr(str, "of", "Default collation (SQL Server)."),
		"time_zone":                   attr(str, "of", "Time zone (SQL Server)."),
		"connector_enforcement":       attr(str, "oc", "Whether connections must use the Cloud SQL connectors."),
		"version":                     attr(num, "c", "Version of the settings, increased by every change."),
	}, blocks{
		"ip_configuration": list(0, 1, "Network access.", attrs{
			"ipv4_enabled":       attr(boolean, "o", "Give the instance a public address (true by default)."),
			"private_network":    attr(str, "o", "VPC network (self link) of a private address."),
			"ssl_mode":           attr(str, "oc", "ALLOW_UNENCRYPTED_AND_ENCRYPTED, ENCRYPTED_ONLY or TRUSTED_CLIENT_CERTIFICATE_REQUIRED."),
			"allocated_ip_range": attr(str, "o", "Name of the allocated range for the private address."),
			"enable_private_path_for_google_cloud_services": attr(boolean, "o", "Let Google services reach the private address."),
		}, blocks{
			"authorized_networks": set(0, 0, "A network allowed to reach the public address.", attrs{
				"name":            attr(str, "o", "Label of the network."),
				"value":           attr(str, "r", "Address or CIDR range."),
				"expiration_time": attr(str, "o", "When the authorization ends."),
			}, nil),
		}),
		"backup_configuration": list(0, 1, "Automated backups.", attrs{
			"enabled":                        attr(boolean, "o", "Take daily backups."),
			"start_time":                     attr(str, "oc", "Start of the backup window, HH:MM."),
			"location":                       attr(str, "o", "Where backups are stored."),
			"binary_log_enabled":             attr(boolean, "o", "Enable MySQL binary logs (point-in-time recovery)."),
			"point_in_time_recovery_enabled": attr(boolean, "o", "Enable point-in-time recovery (PostgreSQL)."),
			"transaction_log_retention_days": attr(num, "oc", "Days of transaction logs kept."),
		}, blocks{
			"backup_retention_settings": list(0, 1, "How many backups are kept.", attrs{
				"retained_backups": attr(num, "r", "Number of backups kept."),
				"retention_unit":   attr(str, "o", "COUNT."),
			}, nil),
		}),
		"database_flags": set(0, 0, "A database flag.", attrs{
			"name":  attr(str, "r", "Flag name."),
			"value": attr(str, "r", "Flag value."),
		}, nil),
		"location_preference": list(0, 1, "Preferred zones.", attrs{
			"zone":                   attr(str, "o", "Preferred zone."),
			"secondary_zone":         attr(str, "o", "Zone of the standby of a regional instance."),
			"follow_gae_application": attr(str, "o", "App Engine application to stay close to."),
		}, nil),
		"maintenance_window": list(0, 1, "When maintenance may happen.", attrs{
			"day":          attr(num, "o", "Day of week, 1 (Monday) to 7."),
			"hour":         attr(num, "o", "Hour of day, UTC."),
			"update_track": attr(str, "o", "canary, stable or week5."),
		}, nil),
		"insights_config": list(0, 1, "Query Insights.", attrs{
			"query_insights_enabled":  attr(boolean, "o", "Whether Query Insights is on."),
			"query_string_length":     attr(num, "o", "Longest query recorded."),
			"record_application_tags": attr(boolean, "o", "Record application tags."),
			"record_client_address":   attr(boolean, "o", "Record client addresses."),
			"query_plans_per_minute":  attr(num, "o", "Query plans sampled per minute."),
		}, nil),
	})
}
