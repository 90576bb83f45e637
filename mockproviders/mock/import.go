package mock

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

// DefaultImport makes the object an import id names. A real provider
// reads the remote object; a mock has none, so the object is built from
// what the id determines (ImportID: a bucket name, "project/name", a
// timestamp...) and, for everything else, from the target's configuration
// when the engine passes it: the configuration is taken as describing the
// remote object, so an import whose configuration matches plans no
// change, while an attribute the id decides differently shows the update
// or replacement a real provider would. The object is made as a create of
// that description would make it (the type's own plan and apply), so the
// computed attributes are generated deterministically and in their right
// format; the id-determined attributes are set again afterwards.
//
// Without a configuration (terraform plan -generate-config-out) the
// object is made the same way from the id-determined attributes alone;
// when the type refuses that (a required argument the id does not give)
// it is those attributes with the computed ones generated.
func (r *Resource) DefaultImport(c *Ctx, req providers.ImportRequest) providers.ImportResponse {
	ty := r.Schema.ImpliedType()
	byID := func(obj cty.Value) (cty.Value, hcl.Diagnostics) {
		if r.ImportID != nil {
			return r.ImportID(c, req.ID, obj)
		}
		return SetAttrs(obj, map[string]cty.Value{"id": cty.StringVal(req.ID)}), nil
	}
	config := req.Config
	if config == cty.NilVal || config.IsNull() || !config.IsKnown() || !config.Type().Equals(ty) {
		if req.Config == cty.NilVal {
			// No configuration: describe the object by its id alone,
			// made as a create of that would make it.
			return r.DefaultImport(c, providers.ImportRequest{TypeName: req.TypeName, Addr: req.Addr, ID: req.ID, Config: r.Schema.EmptyValue()})
		}
		obj, diags := byID(r.Schema.EmptyValue())
		if diags.HasErrors() {
			return providers.ImportResponse{Diagnostics: diags}
		}
		obj = applyDefaults(r.Defaults, obj)
		return providers.ImportResponse{State: c.complete(r.Generators, obj, computedNull(r.Schema))}
	}
	described, diags := byID(config)
	if diags.HasErrors() {
		return providers.ImportResponse{Diagnostics: diags}
	}
	// The type plans from a configuration holding what the id decides
	// (computed-only attributes, which no configuration may set, aside).
	config = argumentsOf(r, described)
	proposed := objchange.ProposedNew(r.Schema, cty.NullVal(ty), described)
	planReq := providers.PlanRequest{TypeName: req.TypeName, Addr: req.Addr, PriorState: cty.NullVal(ty), ProposedNewState: proposed, Config: config}
	var plan providers.PlanResponse
	if r.Plan != nil {
		plan = r.Plan(c, planReq)
	} else {
		plan = r.DefaultPlan(c, planReq)
	}
	if plan.Diagnostics.HasErrors() || plan.PlannedState == cty.NilVal || plan.PlannedState.IsNull() {
		// A configuration the type refuses still names an object: make
		// it from the id alone.
		return r.DefaultImport(c, providers.ImportRequest{TypeName: req.TypeName, Addr: req.Addr, ID: req.ID, Config: cty.NullVal(ty)})
	}
	applyReq := providers.ApplyRequest{TypeName: req.TypeName, Addr: req.Addr, PriorState: cty.NullVal(ty), PlannedState: plan.PlannedState, Config: config, Replacing: cty.NullVal(ty)}
	var made providers.ApplyResponse
	if r.Apply != nil {
		made = r.Apply(c, applyReq)
	} else {
		made = r.DefaultApply(c, applyReq)
	}
	if made.Diagnostics.HasErrors() || made.NewState == cty.NilVal || made.NewState.IsNull() {
		return r.DefaultImport(c, providers.ImportRequest{TypeName: req.TypeName, Addr: req.Addr, ID: req.ID, Config: cty.NullVal(ty)})
	}
	state, diags := byID(made.NewState)
	if diags.HasErrors() {
		return providers.ImportResponse{Diagnostics: diags}
	}
	return providers.ImportResponse{State: state}
}

// SetAttrs returns the object with the given top-level attributes
// replaced (converted to the attribute's type; names the object lacks are
// ignored).
func SetAttrs(obj cty.Value, attrs map[string]cty.Value) cty.Value {
	if obj == cty.NilVal || obj.IsNull() || !obj.IsKnown() || !obj.Type().IsObjectType() {
		return obj
	}
	vals := obj.AsValueMap()
	if vals == nil {
		vals = map[string]cty.Value{}
	}
	for name, v := range attrs {
		if !obj.Type().HasAttribute(name) {
			continue
		}
		want := obj.Type().AttributeType(name)
		if want != cty.DynamicPseudoType {
			cv, err := convertTo(v, want)
			if err != nil {
				continue
			}
			v = cv
		}
		vals[name] = v
	}
	return cty.ObjectVal(vals)
}

// argumentsOf is obj with its top-level computed-only attributes null: the
// part of it a configuration can write.
func argumentsOf(r *Resource, obj cty.Value) cty.Value {
	nulls := map[string]cty.Value{}
	for name, a := range r.Schema.Attributes {
		if a.Computed && !a.Optional {
			nulls[name] = cty.NullVal(a.ImpliedType())
		}
	}
	return SetAttrs(obj, nulls)
}
