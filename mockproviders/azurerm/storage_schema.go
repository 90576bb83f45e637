//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of storage.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["storageContainer"] = func() *configschema.Block {
		return resourceBlock("A blob container of a storage account.", attrs{
			"id":                                attr(str, "oc", "Id of the container."),
			"name":                              attr(str, "rf", "Name of the container: lowercase letters, digits and dashes."),
			"storage_account_id":                attr(str, "of", "Id of the storage account."),
			"storage_account_name":              attr(str, "of", "Name of the storage account (deprecated in favour of storage_account_id)."),
			"container_access_type":             attr(str, "o", "private (the default), blob or container."),
			"metadata":                          attr(strMap, "oc", "Metadata of the container."),
			"default_encryption_scope":          attr(str, "ocf", "Encryption scope of new blobs."),
			"encryption_scope_override_enabled": attr(boolean, "of", "Let blobs pick another encryption scope."),
			"has_immutability_policy":           attr(boolean, "c", "Whether an immutability policy applies."),
			"has_legal_hold":                    attr(boolean, "c", "Whether a legal hold applies."),
			"resource_manager_id":               attr(str, "c", "Azure Resource Manager id of the container."),
		}, blocks{"timeouts": timeouts("create", "read", "update", "delete")})
	}
}
