package random

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// shuffleResource is random_shuffle: a random permutation of a list of
// strings, cut or repeated to result_count items.
func shuffleResource() *mock.Resource {
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A random permutation of a list of strings.",
			Attributes: map[string]*configschema.Attribute{
				"input":        {Type: cty.List(cty.String), Required: true, ForceNew: true, Description: "The strings to shuffle."},
				"keepers":      keepers(),
				"result_count": {Type: cty.Number, Optional: true, ForceNew: true, Description: "How many items to return (all of input by default); more repeats the permutation."},
				"seed":         {Type: cty.String, Optional: true, ForceNew: true, Description: "A seed that makes the permutation less likely to change."},
				"result":       {Type: cty.List(cty.String), Computed: true, Description: "The shuffled strings."},
				"id":           computedString("A fixed value, \"-\".", false),
			},
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			var input []cty.Value
			if v, ok := known(planned, "input"); ok {
				input = v.AsValueSlice()
			}
			count := intAttr(planned, "result_count", int64(len(input)))
			g := generator(c, planned, "result")
			var out []cty.Value
			for len(input) > 0 && int64(len(out)) < count {
				perm := append([]cty.Value(nil), input...)
				for i := len(perm) - 1; i > 0; i-- {
					j := g.Intn(i + 1)
					perm[i], perm[j] = perm[j], perm[i]
				}
				out = append(out, perm[:min(int64(len(perm)), count-int64(len(out)))]...)
			}
			result := cty.ListValEmpty(cty.String)
			if len(out) > 0 {
				result = cty.ListVal(out)
			}
			return map[string]cty.Value{"result": result, "id": cty.StringVal("-")}, nil
		}),
	}, func(config cty.Value) hcl.Diagnostics { return atLeast(config, "result_count", 0) })
}
