package random

import (
	"encoding/base64"
	"encoding/hex"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// idResource is random_id: random bytes shown in base64 (standard and
// URL-safe), hexadecimal and decimal, each with the optional prefix; the
// id is the unprefixed URL-safe base64 form.
func idResource() *mock.Resource {
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "Random bytes meant as a unique identifier, shown in several encodings.",
			Attributes: map[string]*configschema.Attribute{
				"byte_length": {Type: cty.Number, Required: true, ForceNew: true, Description: "How many random bytes to make (at least 1)."},
				"keepers":     keepers(),
				"prefix":      {Type: cty.String, Optional: true, ForceNew: true, Description: "Text put before each encoded form, as given."},
				"id":          computedString("The bytes in URL-safe base64, without the prefix.", false),
				"b64_url":     computedString("The bytes in URL-safe base64 without padding, after the prefix.", false),
				"b64_std":     computedString("The bytes in standard base64, after the prefix.", false),
				"hex":         computedString("The bytes in hexadecimal (two digits a byte), after the prefix.", false),
				"dec":         computedString("The bytes as an unpadded decimal number, after the prefix.", false),
			},
		},
		ImportID: importID,
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			if diags := withinLength(planned, "byte_length"); diags.HasErrors() {
				return nil, diags
			}
			n := intAttr(planned, "byte_length", 8)
			b := c.Generator(cty.GetAttrPath("id"), planned).Bytes(int(n))
			return idValues(b, stringAttr(planned, "prefix", "")), nil
		}),
	}, func(config cty.Value) hcl.Diagnostics {
		return append(atLeast(config, "byte_length", 1), atMost(config, "byte_length", MaxLength)...)
	})
}

// idValues are random_id's computed attributes for some bytes.
func idValues(b []byte, prefix string) map[string]cty.Value {
	url := base64.RawURLEncoding.EncodeToString(b)
	return map[string]cty.Value{
		"id":      cty.StringVal(url),
		"b64_url": cty.StringVal(prefix + url),
		"b64_std": cty.StringVal(prefix + base64.StdEncoding.EncodeToString(b)),
		"hex":     cty.StringVal(prefix + hex.EncodeToString(b)),
		"dec":     cty.StringVal(prefix + new(big.Int).SetBytes(b).String()),
	}
}
