//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of resource_group.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["resourceGroup"] = func() *configschema.Block {
		return resourceBlock("A resource group: the container every Azure resource lives in.", attrs{
			"id":         attr(str, "oc", "/subscriptions/SUBSCRIPTION/resourceGroups/NAME."),
			"name":       attr(str, "rf", "Name of the resource group."),
			"location":   attr(str, "rf", "Azure region of the group's metadata."),
			"managed_by": attr(str, "o", "Id of the resource managing the group."),
			"tags":       attr(strMap, "o", "Tags of the group."),
		}, blocks{"timeouts": timeouts("create", "read", "update", "delete")})
	}
}
