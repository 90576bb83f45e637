//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of keyvault.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["keyVault"] = func() *configschema.Block {
		return resourceBlock("A Key Vault: secrets, keys and certificates.", merge(placement("key vault"), attrs{
			"sku_name":                        attr(str, "r", "standard or premium."),
			"tenant_id":                       attr(str, "r", "Tenant whose identities may use the vault."),
			"enabled_for_deployment":          attr(boolean, "o", "Let VMs read certificates."),
			"enabled_for_disk_encryption":     attr(boolean, "o", "Let Azure Disk Encryption use secrets."),
			"enabled_for_template_deployment": attr(boolean, "o", "Let ARM deployments read secrets."),
			"enable_rbac_authorization":       attr(boolean, "o", "Authorize with Azure RBAC instead of access policies."),
			"purge_protection_enabled":        attr(boolean, "o", "Forbid purging deleted objects during retention."),
			"public_network_access_enabled":   attr(boolean, "o", "Allow access from public networks (true by default)."),
			"soft_delete_retention_days":      attr(num, "o", "Days deleted objects are kept, 7 to 90 (90)."),
			"vault_uri":                       attr(str, "c", "URI of the vault (https://NAME.vault.azure.net/)."),
		}), blocks{
			"access_policy": list(0, 1024, "Permissions of one identity (without RBAC authorization).", attrs{
				"tenant_id":               attr(str, "r", "Tenant of the identity."),
				"object_id":               attr(str, "r", "Object id of the user, group or service principal."),
				"application_id":          attr(str, "o", "Application the identity acts for."),
				"certificate_permissions": attr(strList, "o", "Certificate permissions (Get, List, Create...)."),
				"key_permissions":         attr(strList, "o", "Key permissions (Get, List, Create, Encrypt...)."),
				"secret_permissions":      attr(strList, "o", "Secret permissions (Get, List, Set, Delete...)."),
				"storage_permissions":     attr(strList, "o", "Storage account permissions."),
			}, nil),
			"network_acls": list(0, 1, "Network access rules.", attrs{
				"bypass":                     attr(str, "r", "AzureServices or None."),
				"default_action":             attr(str, "r", "Allow or Deny."),
				"ip_rules":                   attr(strSet, "o", "Allowed addresses or ranges."),
				"virtual_network_subnet_ids": attr(strSet, "o", "Allowed subnets."),
			}, nil),
			"contact": set(0, 0, "A contact notified about certificates.", attrs{
				"email": attr(str, "r", "E-mail address."),
				"name":  attr(str, "o", "Name."),
				"phone": attr(str, "o", "Phone number."),
			}, nil),
			"timeouts": timeouts("create", "read", "update", "delete"),
		})
	}
	schemaSources["keyVaultSecret"] = func() *configschema.Block {
		return resourceBlock("A secret in a Key Vault.", attrs{
			"id":                      attr(str, "oc", "Versioned URL of the secret."),
			"name":                    attr(str, "rf", "Name of the secret."),
			"key_vault_id":            attr(str, "rf", "The vault."),
			"value":                   attr(str, "os", "Value of the secret."),
			"content_type":            attr(str, "o", "Content type hint."),
			"not_before_date":         attr(str, "o", "Start of validity, RFC 3339."),
			"expiration_date":         attr(str, "o", "End of validity, RFC 3339."),
			"tags":                    attr(strMap, "o", "Tags of the secret."),
			"version":                 attr(str, "c", "Current version."),
			"versionless_id":          attr(str, "c", "URL of the secret without version."),
			"resource_id":             attr(str, "c", "Resource manager id of this version."),
			"resource_versionless_id": attr(str, "c", "Resource manager id of the secret."),
		}, blocks{"timeouts": timeouts("create", "read", "update", "delete")})
	}
}
