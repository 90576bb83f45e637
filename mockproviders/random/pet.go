package random

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// maxPetName bounds the length of a pet name: 1 MiB.
const maxPetName = 1 << 20

// petResource is random_pet: a name like "quickly-brave-otter", with the
// optional prefix as its first word.
func petResource() *mock.Resource {
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A random pet name (adverbs, an adjective and an animal) to use in unique names.",
			Attributes: map[string]*configschema.Attribute{
				"keepers":   keepers(),
				"length":    {Type: cty.Number, Optional: true, Computed: true, ForceNew: true, Description: "How many words the name has (2 by default)."},
				"prefix":    {Type: cty.String, Optional: true, ForceNew: true, Description: "A word to put first."},
				"separator": {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "What joins the words (\"-\" by default)."},
				"id":        computedString("The pet name.", false),
			},
		},
		Defaults: map[string]cty.Value{"length": cty.NumberIntVal(2), "separator": cty.StringVal("-")},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			if diags := withinLength(planned, "length"); diags.HasErrors() {
				return nil, diags
			}
			g := c.Generator(cty.GetAttrPath("id"), planned)
			words := petName(g, int(intAttr(planned, "length", 2)))
			if p, ok := known(planned, "prefix"); ok {
				words = append([]string{p.AsString()}, words...)
			}
			sep := stringAttr(planned, "separator", "-")
			// A long separator repeated between many words.
			if size := int64(len(sep)) * int64(len(words)); size > maxPetName {
				return nil, hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value",
					fmt.Sprintf("The name would be over %d bytes long (%d words joined by a separator of %d bytes), more than tfplay's limit of %d bytes on a random pet name.", size, len(words), len(sep), maxPetName),
					cty.GetAttrPath("separator"))}
			}
			return map[string]cty.Value{"id": cty.StringVal(strings.Join(words, sep))}, nil
		}),
	}, func(config cty.Value) hcl.Diagnostics {
		return append(atLeast(config, "length", 1), atMost(config, "length", MaxLength)...)
	})
}

// petName draws the words of a pet name: an animal, after an adjective
// when there are two words or more, after adverbs when there are more.
func petName(g *mock.Gen, n int) []string {
	if n < 1 {
		n = 1
	}
	words := make([]string, 0, n)
	for range n - 2 {
		words = append(words, petAdverbs[g.Intn(len(petAdverbs))])
	}
	if n >= 2 {
		words = append(words, petAdjectives[g.Intn(len(petAdjectives))])
	}
	return append(words, petAnimals[g.Intn(len(petAnimals))])
}
