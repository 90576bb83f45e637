package time

import (
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// staticResource is time_static: the time it was created (or the given
// one), kept in the state.
func staticResource() *mock.Resource {
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A UTC timestamp taken when the resource is created and kept in the state.",
			Attributes: timeAttributes(map[string]*configschema.Attribute{
				"rfc3339":  {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "The timestamp in RFC 3339 form (the creation time unless given)."},
				"triggers": triggers(),
				"id":       {Type: cty.String, Computed: true, Description: "The timestamp in RFC 3339 form."},
			}, "timestamp"),
		},
		ImportID: importStatic,
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			t, ok := timestampAttr(planned, "rfc3339")
			if !ok {
				t = currentTime()
			}
			vals := partsOf(t)
			vals["rfc3339"] = cty.StringVal(t.Format(time.RFC3339))
			vals["id"] = vals["rfc3339"]
			return vals, nil
		}),
	}, func(config cty.Value) hcl.Diagnostics { return checkTimestamps(config, "rfc3339") })
}
