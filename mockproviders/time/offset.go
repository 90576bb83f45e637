package time

import (
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// offsetArguments are time_offset's offset arguments.
var offsetArguments = []string{"offset_days", "offset_hours", "offset_minutes", "offset_months", "offset_seconds", "offset_years"}

// offsetResource is time_offset: a timestamp offset from a base time
// (the creation time unless given).
func offsetResource() *mock.Resource {
	attrs := map[string]*configschema.Attribute{
		"base_rfc3339": {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "The base timestamp in RFC 3339 form (the creation time unless given)."},
		"triggers":     triggers(),
		"rfc3339":      {Type: cty.String, Computed: true, Description: "The offset timestamp in RFC 3339 form."},
		"id":           {Type: cty.String, Computed: true, Description: "The base timestamp in RFC 3339 form."},
	}
	for _, name := range offsetArguments {
		attrs[name] = &configschema.Attribute{Type: cty.Number, Optional: true, Description: "How many " + name[len("offset_"):] + " to add to the base timestamp."}
	}
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A UTC timestamp offset from a base timestamp, kept in the state.",
			Attributes:  timeAttributes(attrs, "offset timestamp"),
		},
		RecomputeOnUpdate: append([]string{"rfc3339"}, timeParts...),
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			base, ok := timestampAttr(planned, "base_rfc3339")
			if !ok {
				base = currentTime()
			}
			t := base.AddDate(intAttr(planned, "offset_years"), intAttr(planned, "offset_months"), intAttr(planned, "offset_days")).
				Add(time.Duration(intAttr(planned, "offset_hours"))*time.Hour +
					time.Duration(intAttr(planned, "offset_minutes"))*time.Minute +
					time.Duration(intAttr(planned, "offset_seconds"))*time.Second)
			vals := partsOf(t)
			vals["base_rfc3339"] = cty.StringVal(base.Format(time.RFC3339))
			vals["id"] = vals["base_rfc3339"]
			vals["rfc3339"] = cty.StringVal(t.Format(time.RFC3339))
			return vals, nil
		}),
	}, func(config cty.Value) hcl.Diagnostics {
		return append(checkTimestamps(config, "base_rfc3339"), atLeastOne(config, offsetArguments...)...)
	})
}
