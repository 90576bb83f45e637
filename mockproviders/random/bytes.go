package random

import (
	"encoding/base64"
	"encoding/hex"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// bytesResource is random_bytes: random bytes meant as secrets, in base64
// and hexadecimal.
func bytesResource() *mock.Resource {
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "Random bytes meant as a secret or key, in base64 and hexadecimal.",
			Attributes: map[string]*configschema.Attribute{
				"length":  {Type: cty.Number, Required: true, ForceNew: true, Description: "How many bytes to make (at least 1)."},
				"keepers": keepers(),
				"base64":  computedString("The bytes in standard base64.", true),
				"hex":     computedString("The bytes in hexadecimal.", true),
				"id":      computedString("A fixed value, \"none\".", false),
			},
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			if diags := withinLength(planned, "length"); diags.HasErrors() {
				return nil, diags
			}
			b := c.Generator(cty.GetAttrPath("base64"), planned).Bytes(int(intAttr(planned, "length", 0)))
			return map[string]cty.Value{
				"base64": cty.StringVal(base64.StdEncoding.EncodeToString(b)),
				"hex":    cty.StringVal(hex.EncodeToString(b)),
				"id":     cty.StringVal("none"),
			}, nil
		}),
	}, func(config cty.Value) hcl.Diagnostics {
		return append(atLeast(config, "length", 1), atMost(config, "length", MaxLength)...)
	})
}
