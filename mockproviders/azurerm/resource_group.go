package azurerm

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
)

// resourceGroup is azurerm_resource_group.
func resourceGroup() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("resourceGroup"),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string { return groupID(g.Ctx, attrOf(g, "name")) }),
		},
	}
	return withPlan(r, locationStep)
}
