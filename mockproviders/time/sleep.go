package time

import (
	"fmt"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// sleepResource is time_sleep. The real resource waits create_duration
// when it is created and destroy_duration when it is destroyed; a mock
// answers at once.
func sleepResource() *mock.Resource {
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "Delays the creation or destruction of the resources that depend on it (tfplay does not wait).",
			Attributes: map[string]*configschema.Attribute{
				"create_duration":  {Type: cty.String, Optional: true, Description: "How long creating waits, as a Go duration (\"30s\", \"5m\")."},
				"destroy_duration": {Type: cty.String, Optional: true, Description: "How long destroying waits, as a Go duration (\"30s\", \"5m\")."},
				"triggers":         {Type: cty.Map(cty.String), Optional: true, ForceNew: true, Description: "Arbitrary values whose change re-runs the delays."},
				"id":               {Type: cty.String, Computed: true, Description: "The creation time in RFC 3339 form."},
			},
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			return map[string]cty.Value{"id": cty.StringVal(currentTime().Format(time.RFC3339))}, nil
		}),
	}, func(config cty.Value) hcl.Diagnostics {
		var diags hcl.Diagnostics
		for _, name := range []string{"create_duration", "destroy_duration"} {
			v := config.GetAttr(name)
			if v.IsNull() || !v.IsKnown() {
				continue
			}
			if _, err := time.ParseDuration(v.AsString()); err != nil {
				diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value Match",
					fmt.Sprintf("Attribute %s must be a string containing a Go time duration, got: %s", name, v.AsString()), cty.GetAttrPath(name)))
			}
		}
		return diags
	})
}
