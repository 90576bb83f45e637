package azurerm

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
)

// resourceGroup is azurerm_resource_group.
func resourceGroup() *mock.Resource {
	r := &mock.Resource{
		Schema: resourceBlock("A resource group: the container every Azure resource lives in.", attrs{
			"id":         attr(str, "oc", "/subscriptions/SUBSCRIPTION/resourceGroups/NAME."),
			"name":       attr(str, "rf", "Name of the resource group."),
			"location":   attr(str, "rf", "Azure region of the group's metadata."),
			"managed_by": attr(str, "o", "Id of the resource managing the group."),
			"tags":       attr(strMap, "o", "Tags of the group."),
		}, blocks{"timeouts": timeouts("create", "read", "update", "delete")}),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string { return groupID(g.Ctx, attrOf(g, "name")) }),
		},
	}
	return withPlan(r, locationStep)
}
