package random

import (
	"math/big"
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// integerResource is random_integer: a whole number between min and max
// inclusive.
func integerResource() *mock.Resource {
	return &mock.Resource{
		Schema: &configschema.Block{
			Description: "A random whole number in a range.",
			Attributes: map[string]*configschema.Attribute{
				"min":     {Type: cty.Number, Required: true, ForceNew: true, Description: "The smallest value (inclusive)."},
				"max":     {Type: cty.Number, Required: true, ForceNew: true, Description: "The largest value (inclusive)."},
				"keepers": keepers(),
				"seed":    {Type: cty.String, Optional: true, ForceNew: true, Description: "A seed that always gives the same number for the same range."},
				"result":  {Type: cty.Number, Computed: true, Description: "The random number."},
				"id":      computedString("The random number as a string.", false),
			},
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			lo, hi := intAttr(planned, "min", 0), intAttr(planned, "max", 0)
			if hi < lo {
				return nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Create Random Integer Error",
					Detail: "The minimum (min) must not be greater than the maximum (max)."}}
			}
			g := generator(c, planned, "result")
			span := new(big.Int).Sub(big.NewInt(hi), big.NewInt(lo))
			span.Add(span, big.NewInt(1))
			n := lo
			if span.IsInt64() {
				n += int64(uint64(g.Intn(int(min(span.Int64(), 1<<62)))))
			}
			return map[string]cty.Value{"result": cty.NumberIntVal(n), "id": cty.StringVal(strconv.FormatInt(n, 10))}, nil
		}),
	}
}

// generator returns the generator of an attribute: seeded by the seed
// argument alone when it is set (the same seed gives the same value
// anywhere), else by the workspace and the instance.
func generator(c *mock.Ctx, planned cty.Value, attr string) *mock.Gen {
	if seed, ok := known(planned, "seed"); ok {
		sc := &mock.Ctx{Env: mock.Env{Seed: seed.AsString()}, Source: c.Source, TypeName: c.TypeName}
		return sc.Generator(cty.GetAttrPath(attr), cty.NilVal)
	}
	return c.Generator(cty.GetAttrPath(attr), planned)
}
