// Package random is tfplay's mock of the hashicorp/random provider: the
// logical resources that make ids, strings, passwords, pet names, numbers,
// permutations, UUIDs and bytes. Every argument forces replacement, as in
// the real provider, and generated values are deterministic for a
// workspace seed and an instance address, so that re-planning a workspace
// is stable.
package random

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// Source is the random provider's source address.
const Source = "registry.terraform.io/hashicorp/random"

// Provider declares the random provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source: Source,
		Config: &configschema.Block{},
		Resources: map[string]*mock.Resource{
			"random_bytes":    bytesResource(),
			"random_id":       idResource(),
			"random_integer":  integerResource(),
			"random_password": stringResource(true),
			"random_pet":      petResource(),
			"random_shuffle":  shuffleResource(),
			"random_string":   stringResource(false),
			"random_uuid":     uuidResource(),
		},
	}
}

// keepers is the keepers argument every random resource has.
func keepers() *configschema.Attribute {
	return &configschema.Attribute{Type: cty.Map(cty.String), Optional: true, ForceNew: true,
		Description: "Arbitrary values that, when changed, make a new random value."}
}

// computedString is a read-only string attribute.
func computedString(desc string, sensitive bool) *configschema.Attribute {
	return &configschema.Attribute{Type: cty.String, Computed: true, Sensitive: sensitive, Description: desc}
}

// applyWith makes an Apply hook from a function computing the values of
// the computed attributes: they replace the planned object's unknown
// values; other planned values stay.
func applyWith(compute func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics)) func(*mock.Ctx, providers.ApplyRequest) providers.ApplyResponse {
	return func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		var resp providers.ApplyResponse
		planned := req.PlannedState
		if planned == cty.NilVal || planned.IsNull() {
			resp.NewState = planned
			return resp
		}
		vals, diags := compute(c, planned)
		resp.Diagnostics = diags
		if diags.HasErrors() {
			return resp
		}
		resp.NewState = fill(planned, vals)
		return resp
	}
}

// fill replaces the unknown top-level attributes of obj that vals has.
func fill(obj cty.Value, vals map[string]cty.Value) cty.Value {
	m := obj.AsValueMap()
	for name, v := range m {
		if nv, ok := vals[name]; ok && !v.IsKnown() {
			m[name] = nv
		}
	}
	return cty.ObjectVal(m)
}

// known returns an attribute of an object when it is known and not null.
func known(obj cty.Value, name string) (cty.Value, bool) {
	if obj == cty.NilVal || obj.IsNull() || !obj.IsKnown() || !obj.Type().IsObjectType() || !obj.Type().HasAttribute(name) {
		return cty.NilVal, false
	}
	v := obj.GetAttr(name)
	if !v.IsKnown() || v.IsNull() {
		return cty.NilVal, false
	}
	return v, true
}

// intAttr returns a whole-number attribute, or def when it is null or
// unknown.
func intAttr(obj cty.Value, name string, def int64) int64 {
	v, ok := known(obj, name)
	if !ok {
		return def
	}
	n, acc := v.AsBigFloat().Int64()
	if acc != 0 {
		return def
	}
	return n
}

// boolAttr returns a bool attribute, or def when it is null or unknown.
func boolAttr(obj cty.Value, name string, def bool) bool {
	v, ok := known(obj, name)
	if !ok {
		return def
	}
	return v.True()
}

// stringAttr returns a string attribute, or def when it is null or
// unknown.
func stringAttr(obj cty.Value, name string, def string) string {
	v, ok := known(obj, name)
	if !ok {
		return def
	}
	return v.AsString()
}

// atLeast checks that a number argument is at least min, as the
// provider's validators do.
func atLeast(config cty.Value, name string, min int64) hcl.Diagnostics {
	v, ok := known(config, name)
	if !ok {
		return nil
	}
	if n, _ := v.AsBigFloat().Int64(); n < min || !v.AsBigFloat().IsInt() {
		return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value",
			fmt.Sprintf("Attribute %s value must be at least %d, got: %s", name, min, v.AsBigFloat().Text('f', -1)),
			cty.GetAttrPath(name))}
	}
	return nil
}

// MaxLength is the most characters, bytes or words one random resource
// makes (tfplay's bound: the provider has none). A length of a hundred
// million took a minute and 7 GB natively and is more than a browser
// tab's engine can hold; random_id's decimal form is quadratic in it.
const MaxLength = 1 << 16

// atMost checks that a known whole-number argument is at most max.
func atMost(config cty.Value, name string, max int64) hcl.Diagnostics {
	v, ok := known(config, name)
	if !ok || v.AsBigFloat().Cmp(new(big.Float).SetInt64(max)) <= 0 {
		return nil
	}
	return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value",
		fmt.Sprintf("Attribute %s value must be at most %d, tfplay's limit on the size of random values, got: %s", name, max, v.AsBigFloat().Text('f', -1)),
		cty.GetAttrPath(name))}
}

// withinLength is atMost(MaxLength) for each of names, at apply: values
// unknown at validate are known by then.
func withinLength(planned cty.Value, names ...string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, name := range names {
		diags = append(diags, atMost(planned, name, MaxLength)...)
	}
	return diags
}

// validated sets a resource's validation to the default one (no computed
// attribute configured) followed by checks of the configuration.
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
