package time

import (
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// rotationArguments are time_rotating's rotation arguments.
var rotationArguments = []string{"rotation_days", "rotation_hours", "rotation_minutes", "rotation_months", "rotation_rfc3339", "rotation_years"}

// rotatingResource is time_rotating: a timestamp that the next plan
// replaces once the rotation time has passed.
func rotatingResource() *mock.Resource {
	attrs := map[string]*configschema.Attribute{
		"rfc3339":          {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "The base timestamp in RFC 3339 form (the creation time unless given)."},
		"rotation_rfc3339": {Type: cty.String, Optional: true, Computed: true, Description: "When the timestamp is due for rotation, in RFC 3339 form (from the rotation_ periods unless given)."},
		"triggers":         triggers(),
		"id":               {Type: cty.String, Computed: true, Description: "The base timestamp in RFC 3339 form."},
	}
	for _, name := range rotationArguments {
		if name != "rotation_rfc3339" {
			attrs[name] = &configschema.Attribute{Type: cty.Number, Optional: true, Description: "How many " + name[len("rotation_"):] + " after the base timestamp it is rotated."}
		}
	}
	r := validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A UTC timestamp that is replaced once its rotation time has passed, when Terraform next runs.",
			Attributes:  timeAttributes(attrs, "base timestamp"),
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			base, ok := timestampAttr(planned, "rfc3339")
			if !ok {
				base = currentTime()
			}
			vals := partsOf(base)
			vals["rfc3339"] = cty.StringVal(base.Format(time.RFC3339))
			vals["id"] = vals["rfc3339"]
			vals["rotation_rfc3339"] = cty.StringVal(rotation(base, planned).Format(time.RFC3339))
			return vals, nil
		}),
		Read: func(c *mock.Ctx, req providers.ReadRequest) providers.ReadResponse {
			prior := req.PriorState
			if prior == cty.NilVal || prior.IsNull() {
				return providers.ReadResponse{NewState: prior}
			}
			if due, ok := timestampAttr(prior, "rotation_rfc3339"); ok && !currentTime().Before(due) {
				// Past its rotation time the object is gone, so that
				// Terraform plans a new one.
				return providers.ReadResponse{NewState: cty.NullVal(prior.Type())}
			}
			return providers.ReadResponse{NewState: prior}
		},
	}, func(config cty.Value) hcl.Diagnostics {
		return append(checkTimestamps(config, "rfc3339", "rotation_rfc3339"), atLeastOne(config, rotationArguments...)...)
	})
	r.Plan = func(c *mock.Ctx, req providers.PlanRequest) providers.PlanResponse {
		resp := r.DefaultPlan(c, req)
		prior, planned := req.PriorState, resp.PlannedState
		if prior == cty.NilVal || prior.IsNull() || planned == cty.NilVal || planned.IsNull() || req.Config == cty.NilVal || req.Config.IsNull() || !req.Config.GetAttr("rotation_rfc3339").IsNull() {
			return resp
		}
		for _, name := range rotationArguments {
			if !prior.GetAttr(name).RawEquals(planned.GetAttr(name)) {
				m := planned.AsValueMap()
				m["rotation_rfc3339"] = cty.UnknownVal(cty.String)
				resp.PlannedState = cty.ObjectVal(m)
				break
			}
		}
		return resp
	}
	return r
}

// rotation returns when a timestamp is due for rotation.
func rotation(base time.Time, planned cty.Value) time.Time {
	if t, ok := timestampAttr(planned, "rotation_rfc3339"); ok {
		return t
	}
	return base.AddDate(intAttr(planned, "rotation_years"), intAttr(planned, "rotation_months"), intAttr(planned, "rotation_days")).
		Add(time.Duration(intAttr(planned, "rotation_hours"))*time.Hour + time.Duration(intAttr(planned, "rotation_minutes"))*time.Minute)
}
