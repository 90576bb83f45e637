package azurerm

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// storageAccountName is the shape Azure requires of storage account names.
var storageAccountName = regexp.MustCompile(`^[a-z0-9]{3,24}$`)

// checkStorageAccountName is the provider's check of a storage account
// name, made at plan time.
func checkStorageAccountName(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
	name := getAttr(proposed, "name")
	if usable(name) && !storageAccountName.MatchString(name.AsString()) {
		return proposed, errorf("name (%q) can only consist of lowercase letters and numbers, and must be between 3 and 24 characters long", name.AsString())
	}
	return proposed, nil
}

// storageEndpoints are the services whose endpoints a storage account
// exports, with their host name labels.
var storageEndpoints = []struct{ attr, label string }{
	{"blob", "blob"}, {"dfs", "dfs"}, {"file", "file"}, {"queue", "queue"}, {"table", "table"}, {"web", "web"},
}

// webZone is the zone number in a storage account's static website host
// name, fixed per account.
func webZone(g *mock.Gen) int { return 1 + sub(g, "web_zone").Intn(40) }

// endpointHost is the host name of one service of a storage account.
func endpointHost(g *mock.Gen, label string, secondary bool) string {
	name := attrOf(g, "name")
	if secondary {
		name += "-secondary"
	}
	if label == "web" {
		return fmt.Sprintf("%s.z%d.web.core.windows.net", name, webZone(g))
	}
	return name + "." + label + ".core.windows.net"
}

// geoRedundant reports whether a storage account has a secondary region.
func geoRedundant(g *mock.Gen) bool {
	return strings.Contains(attrOf(g, "account_replication_type"), "GRS")
}

// pairedRegions are the secondary regions of geo-redundant storage.
var pairedRegions = map[string]string{
	"westeurope": "northeurope", "northeurope": "westeurope", "eastus": "westus", "westus": "eastus",
	"eastus2": "centralus", "centralus": "eastus2", "uksouth": "ukwest", "ukwest": "uksouth",
	"westus2": "westcentralus", "francecentral": "francesouth", "germanywestcentral": "germanynorth",
	"swedencentral": "swedensouth", "southeastasia": "eastasia", "eastasia": "southeastasia",
	"australiaeast": "australiasoutheast", "japaneast": "japanwest", "canadacentral": "canadaeast",
}

// storageAccount is azurerm_storage_account.
func storageAccount() *mock.Resource {
	a := merge(placement("storage account"), attrs{
		"account_tier":                      attr(str, "rf", "Standard or Premium."),
		"account_replication_type":          attr(str, "r", "LRS, GRS, RAGRS, ZRS, GZRS or RAGZRS."),
		"account_kind":                      attr(str, "o", "StorageV2 (the default), BlobStorage, BlockBlobStorage, FileStorage, Storage."),
		"access_tier":                       attr(str, "oc", "Hot or Cool."),
		"cross_tenant_replication_enabled":  attr(boolean, "o", "Allow object replication across tenants."),
		"edge_zone":                         attr(str, "of", "Edge zone."),
		"https_traffic_only_enabled":        attr(boolean, "o", "Accept HTTPS only (true by default)."),
		"min_tls_version":                   attr(str, "o", "Minimum TLS version (TLS1_2)."),
		"allow_nested_items_to_be_public":   attr(boolean, "o", "Allow public access to containers and blobs."),
		"shared_access_key_enabled":         attr(boolean, "o", "Allow requests signed with the access keys."),
		"public_network_access_enabled":     attr(boolean, "o", "Allow access from public networks."),
		"default_to_oauth_authentication":   attr(boolean, "o", "Default the portal to Entra ID authentication."),
		"is_hns_enabled":                    attr(boolean, "of", "Hierarchical namespace (Data Lake Storage Gen2)."),
		"nfsv3_enabled":                     attr(boolean, "of", "NFSv3 access."),
		"large_file_share_enabled":          attr(boolean, "oc", "Large file shares."),
		"local_user_enabled":                attr(boolean, "o", "Local users (SFTP)."),
		"sftp_enabled":                      attr(boolean, "o", "SFTP access."),
		"infrastructure_encryption_enabled": attr(boolean, "of", "Double encryption."),
		"queue_encryption_key_type":         attr(str, "of", "Service or Account."),
		"table_encryption_key_type":         attr(str, "of", "Service or Account."),
		"dns_endpoint_type":                 attr(str, "of", "Standard or AzureDnsZone."),
		"primary_location":                  attr(str, "c", "Primary region."),
		"secondary_location":                attr(str, "c", "Secondary region of geo-redundant accounts."),
		"primary_access_key":                attr(str, "cs", "Primary access key."),
		"secondary_access_key":              attr(str, "cs", "Secondary access key."),
		"primary_connection_string":         attr(str, "cs", "Connection string with the primary key."),
		"secondary_connection_string":       attr(str, "cs", "Connection string with the secondary key."),
		"primary_blob_connection_string":    attr(str, "cs", "Blob connection string with the primary key."),
		"secondary_blob_connection_string":  attr(str, "cs", "Blob connection string with the secondary key."),
	})
	gens := map[string]mock.Generator{
		"id":                       gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.Storage/storageAccounts") }),
		"access_tier":              fixed("Hot"),
		"large_file_share_enabled": func(*mock.Gen) cty.Value { return cty.False },
		"primary_location":         gen(func(g *mock.Gen) string { return attrOf(g, "location") }),
		"secondary_location": gen(func(g *mock.Gen) string {
			if !geoRedundant(g) {
				return ""
			}
			if p, ok := pairedRegions[attrOf(g, "location")]; ok {
				return p
			}
			return "northeurope"
		}),
		"primary_access_key":   gen(func(g *mock.Gen) string { return accessKey(sub(g, "key1")) }),
		"secondary_access_key": gen(func(g *mock.Gen) string { return accessKey(sub(g, "key2")) }),
		"primary_connection_string": gen(func(g *mock.Gen) string {
			return connectionString(g, accessKey(sub(g, "key1")))
		}),
		"secondary_connection_string": gen(func(g *mock.Gen) string {
			return connectionString(g, accessKey(sub(g, "key2")))
		}),
		"primary_blob_connection_string": gen(func(g *mock.Gen) string {
			return blobConnectionString(g, accessKey(sub(g, "key1")), false)
		}),
		"secondary_blob_connection_string": gen(func(g *mock.Gen) string {
			if !geoRedundant(g) {
				return ""
			}
			return blobConnectionString(g, accessKey(sub(g, "key2")), true)
		}),
	}
	for _, ep := range storageEndpoints {
		for _, secondary := range []bool{false, true} {
			which := "primary"
			if secondary {
				which = "secondary"
			}
			desc := fmt.Sprintf("%s %s ", which, ep.attr)
			a[which+"_"+ep.attr+"_endpoint"] = attr(str, "c", "URL of the "+desc+"endpoint.")
			a[which+"_"+ep.attr+"_host"] = attr(str, "c", "Host name of the "+desc+"endpoint.")
			a[which+"_"+ep.attr+"_internet_endpoint"] = attr(str, "c", "URL of the "+desc+"internet routing endpoint.")
			a[which+"_"+ep.attr+"_internet_host"] = attr(str, "c", "Host of the "+desc+"internet routing endpoint.")
			a[which+"_"+ep.attr+"_microsoft_endpoint"] = attr(str, "c", "URL of the "+desc+"Microsoft routing endpoint.")
			a[which+"_"+ep.attr+"_microsoft_host"] = attr(str, "c", "Host of the "+desc+"Microsoft routing endpoint.")
			label, sec := ep.label, secondary
			host := func(g *mock.Gen) string {
				if sec && !geoRedundant(g) {
					return ""
				}
				return endpointHost(g, label, sec)
			}
			gens[which+"_"+ep.attr+"_host"] = gen(host)
			gens[which+"_"+ep.attr+"_endpoint"] = gen(func(g *mock.Gen) string {
				if h := host(g); h != "" {
					return "https://" + h + "/"
				}
				return ""
			})
			for _, routing := range []string{"internet", "microsoft"} {
				gens[which+"_"+ep.attr+"_"+routing+"_endpoint"] = fixed("")
				gens[which+"_"+ep.attr+"_"+routing+"_host"] = fixed("")
			}
		}
	}
	r := &mock.Resource{
		Schema: resourceBlock("A storage account: blobs, files, queues and tables under one name.", a, blocks{
			"network_rules": list(0, 1, "Network access rules.", attrs{
				"default_action":             attr(str, "r", "Allow or Deny."),
				"bypass":                     attr(strSet, "oc", "Traffic let through anyway: AzureServices, Logging, Metrics, None."),
				"ip_rules":                   attr(strSet, "oc", "Allowed public addresses or ranges."),
				"virtual_network_subnet_ids": attr(strSet, "oc", "Allowed subnets."),
			}, nil),
			"blob_properties": list(0, 1, "Blob service settings.", attrs{
				"versioning_enabled":       attr(boolean, "o", "Keep previous versions of blobs."),
				"change_feed_enabled":      attr(boolean, "o", "Log changes of blobs."),
				"last_access_time_enabled": attr(boolean, "o", "Track last access times."),
				"default_service_version":  attr(str, "oc", "Default API version of requests."),
			}, blocks{
				"delete_retention_policy":           list(0, 1, "Soft delete of blobs.", attrs{"days": attr(num, "o", "Days deleted blobs are kept (7)."), "permanent_delete_enabled": attr(boolean, "o", "Allow permanent deletes.")}, nil),
				"container_delete_retention_policy": list(0, 1, "Soft delete of containers.", attrs{"days": attr(num, "o", "Days deleted containers are kept (7).")}, nil),
				"cors_rule": list(0, 5, "A CORS rule.", attrs{
					"allowed_headers":    attr(strList, "r", "Allowed request headers."),
					"allowed_methods":    attr(strList, "r", "Allowed methods."),
					"allowed_origins":    attr(strList, "r", "Allowed origins."),
					"exposed_headers":    attr(strList, "r", "Headers exposed to the browser."),
					"max_age_in_seconds": attr(num, "r", "Preflight cache time."),
				}, nil),
			}),
			"static_website": list(0, 1, "Static website hosting from the $web container.", attrs{
				"index_document":     attr(str, "o", "Page served for directories (index.html)."),
				"error_404_document": attr(str, "o", "Page served for missing paths."),
			}, nil),
			"identity": identityBlock(),
			"timeouts": timeouts("create", "read", "update", "delete"),
		}),
		Defaults: map[string]cty.Value{
			"account_kind":                                 sv("StorageV2"),
			"cross_tenant_replication_enabled":             cty.False,
			"https_traffic_only_enabled":                   cty.True,
			"min_tls_version":                              sv("TLS1_2"),
			"allow_nested_items_to_be_public":              cty.True,
			"shared_access_key_enabled":                    cty.True,
			"public_network_access_enabled":                cty.True,
			"default_to_oauth_authentication":              cty.False,
			"is_hns_enabled":                               cty.False,
			"nfsv3_enabled":                                cty.False,
			"local_user_enabled":                           cty.True,
			"sftp_enabled":                                 cty.False,
			"infrastructure_encryption_enabled":            cty.False,
			"queue_encryption_key_type":                    sv("Service"),
			"table_encryption_key_type":                    sv("Service"),
			"dns_endpoint_type":                            sv("Standard"),
			"blob_properties.versioning_enabled":           cty.False,
			"blob_properties.change_feed_enabled":          cty.False,
			"blob_properties.last_access_time_enabled":     cty.False,
			"blob_properties.delete_retention_policy.days": cty.NumberIntVal(7),
			"blob_properties.delete_retention_policy.permanent_delete_enabled": cty.False,
			"blob_properties.container_delete_retention_policy.days":           cty.NumberIntVal(7),
		},
		Generators: merge3(gens, identityGenerators("identity."), map[string]mock.Generator{
			"network_rules.bypass":                     func(*mock.Gen) cty.Value { return cty.SetVal([]cty.Value{sv("AzureServices")}) },
			"network_rules.ip_rules":                   func(*mock.Gen) cty.Value { return cty.SetValEmpty(cty.String) },
			"network_rules.virtual_network_subnet_ids": func(*mock.Gen) cty.Value { return cty.SetValEmpty(cty.String) },
			"blob_properties.default_service_version":  fixed(""),
		}),
	}
	return withPlan(r, locationStep, checkStorageAccountName)
}

// connectionString is a storage account connection string.
func connectionString(g *mock.Gen, key string) string {
	return fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", attrOf(g, "name"), key)
}

// blobConnectionString is a blob-only connection string.
func blobConnectionString(g *mock.Gen, key string, secondary bool) string {
	return fmt.Sprintf("DefaultEndpointsProtocol=https;BlobEndpoint=https://%s/;AccountName=%s;AccountKey=%s", endpointHost(g, "blob", secondary), attrOf(g, "name"), key)
}

// storageContainer is azurerm_storage_container.
func storageContainer() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("storageContainer"),
		Defaults: map[string]cty.Value{
			"container_access_type":             sv("private"),
			"encryption_scope_override_enabled": cty.True,
		},
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				if account := attrOf(g, "storage_account_name"); account != "" {
					return fmt.Sprintf("https://%s.blob.core.windows.net/%s", account, attrOf(g, "name"))
				}
				return containerManagerID(g)
			}),
			"resource_manager_id":      gen(containerManagerID),
			"metadata":                 func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"default_encryption_scope": fixed("$account-encryption-key"),
			"has_immutability_policy":  func(*mock.Gen) cty.Value { return cty.False },
			"has_legal_hold":           func(*mock.Gen) cty.Value { return cty.False },
		},
	}
	return withPlan(r, func(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
		id, name := getAttr(proposed, "storage_account_id"), getAttr(proposed, "storage_account_name")
		if id.IsKnown() && name.IsKnown() && id.IsNull() == name.IsNull() {
			return proposed, errorf("exactly one of `storage_account_id,storage_account_name` must be specified")
		}
		return proposed, nil
	})
}

// containerManagerID is the resource manager id of a container.
func containerManagerID(g *mock.Gen) string {
	account := attrOf(g, "storage_account_id")
	if account == "" {
		account = fmt.Sprintf("/subscriptions/%s/resourceGroups/unknown/providers/Microsoft.Storage/storageAccounts/%s", subscriptionOf(g.Ctx), attrOf(g, "storage_account_name"))
	}
	return account + "/blobServices/default/containers/" + attrOf(g, "name")
}
