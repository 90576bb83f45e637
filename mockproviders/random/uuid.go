package random

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// uuidResource is random_uuid: a random UUID-formatted string.
func uuidResource() *mock.Resource {
	return &mock.Resource{
		Schema: &configschema.Block{
			Description: "A random UUID-formatted string.",
			Attributes: map[string]*configschema.Attribute{
				"keepers": keepers(),
				"result":  computedString("The UUID.", false),
				"id":      computedString("The UUID.", false),
			},
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			u := cty.StringVal(c.Generator(cty.GetAttrPath("result"), planned).UUID())
			return map[string]cty.Value{"result": u, "id": u}, nil
		}),
	}
}
