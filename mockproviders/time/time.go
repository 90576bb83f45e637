// Package time is tfplay's mock of the hashicorp/time provider: time_static,
// time_offset, time_rotating and time_sleep. Times come from the clock of
// the machine running tfplay, as with the real provider, through a clock
// tests can fix (SetClock); time_sleep does not actually wait.
package time

import (
	"fmt"
	"sync"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// Source is the time provider's source address.
const Source = "registry.terraform.io/hashicorp/time"

// Provider declares the time provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source: Source,
		Config: &configschema.Block{},
		Resources: map[string]*mock.Resource{
			"time_offset":   offsetResource(),
			"time_rotating": rotatingResource(),
			"time_sleep":    sleepResource(),
			"time_static":   staticResource(),
		},
	}
}

var (
	clockMu sync.Mutex
	clock   = time.Now
)

// SetClock makes the provider read the time from now (tests fix it so
// that outputs are reproducible) and returns a function restoring the
// previous clock.
func SetClock(now func() time.Time) (restore func()) {
	clockMu.Lock()
	defer clockMu.Unlock()
	prev := clock
	clock = now
	return func() {
		clockMu.Lock()
		defer clockMu.Unlock()
		clock = prev
	}
}

// currentTime returns the current UTC time to the second.
func currentTime() time.Time {
	clockMu.Lock()
	now := clock
	clockMu.Unlock()
	return now().UTC().Truncate(time.Second)
}

// timeParts are the attributes that break a timestamp down.
var timeParts = []string{"year", "month", "day", "hour", "minute", "second", "unix"}

// timeAttributes adds the computed attributes that break a timestamp down
// to a schema's attributes.
func timeAttributes(attrs map[string]*configschema.Attribute, of string) map[string]*configschema.Attribute {
	for _, name := range timeParts {
		desc := fmt.Sprintf("The %s of the %s.", name, of)
		if name == "unix" {
			desc = fmt.Sprintf("The %s in seconds since the Unix epoch.", of)
		}
		attrs[name] = &configschema.Attribute{Type: cty.Number, Computed: true, Description: desc}
	}
	return attrs
}

// partsOf returns the values of the timeParts attributes for t.
func partsOf(t time.Time) map[string]cty.Value {
	return map[string]cty.Value{
		"year":   cty.NumberIntVal(int64(t.Year())),
		"month":  cty.NumberIntVal(int64(t.Month())),
		"day":    cty.NumberIntVal(int64(t.Day())),
		"hour":   cty.NumberIntVal(int64(t.Hour())),
		"minute": cty.NumberIntVal(int64(t.Minute())),
		"second": cty.NumberIntVal(int64(t.Second())),
		"unix":   cty.NumberIntVal(t.Unix()),
	}
}

// triggers is the triggers argument of the time resources.
func triggers() *configschema.Attribute {
	return &configschema.Attribute{Type: cty.Map(cty.String), Optional: true, ForceNew: true,
		Description: "Arbitrary values whose change makes a new timestamp."}
}

// applyWith makes an Apply hook from a function computing attribute
// values; they replace the planned object's unknown values.
func applyWith(compute func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics)) func(*mock.Ctx, providers.ApplyRequest) providers.ApplyResponse {
	return func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		var resp providers.ApplyResponse
		planned := req.PlannedState
		if planned == cty.NilVal || planned.IsNull() {
			resp.NewState = planned
			return resp
		}
		vals, diags := compute(c, planned)
		if resp.Diagnostics = diags; diags.HasErrors() {
			return resp
		}
		m := planned.AsValueMap()
		for name, v := range m {
			if nv, ok := vals[name]; ok && !v.IsKnown() {
				m[name] = nv
			}
		}
		resp.NewState = cty.ObjectVal(m)
		return resp
	}
}

// timestampAttr returns an RFC 3339 attribute as a time, when it is set
// and known.
func timestampAttr(obj cty.Value, name string) (time.Time, bool) {
	v := obj.GetAttr(name)
	if v.IsNull() || !v.IsKnown() {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339, v.AsString())
	return t.UTC(), err == nil
}

// intAttr returns a whole-number attribute, 0 when it is null or unknown.
func intAttr(obj cty.Value, name string) int {
	v := obj.GetAttr(name)
	if v.IsNull() || !v.IsKnown() {
		return 0
	}
	n, _ := v.AsBigFloat().Int64()
	return int(n)
}

// checkTimestamps checks that RFC 3339 arguments parse.
func checkTimestamps(config cty.Value, names ...string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, name := range names {
		v := config.GetAttr(name)
		if v.IsNull() || !v.IsKnown() {
			continue
		}
		if _, err := time.Parse(time.RFC3339, v.AsString()); err != nil {
			diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value Match",
				fmt.Sprintf("Attribute %s must be a string in RFC3339 format, got: %s", name, v.AsString()), cty.GetAttrPath(name)))
		}
	}
	return diags
}

// atLeastOne checks that at least one of some arguments is set.
func atLeastOne(config cty.Value, names ...string) hcl.Diagnostics {
	for _, name := range names {
		if v := config.GetAttr(name); !v.IsKnown() || !v.IsNull() {
			return nil
		}
	}
	list := "["
	for i, n := range names {
		if i > 0 {
			list += ","
		}
		list += n
	}
	return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Combination",
		fmt.Sprintf("At least one attribute out of %s] must be specified", list), cty.GetAttrPath(names[0]))}
}

// validated sets a resource's validation to the default one followed by
// checks of the known configuration.
func validated(r *mock.Resource, checks ...func(config cty.Value) hcl.Diagnostics) *mock.Resource {
	r.Validate = func(c *mock.Ctx, config cty.Value) hcl.Diagnostics {
		diags := r.DefaultValidate(c, config)
		if config == cty.NilVal || config.IsNull() || !config.IsKnown() {
			return diags
		}
		for _, check := range checks {
			diags = append(diags, check(config)...)
		}
		return diags
	}
	return r
}
