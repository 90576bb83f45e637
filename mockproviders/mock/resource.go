package mock

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

// Resource declares a managed resource type: its schema and how the mock
// plans and applies it. The defaults behave like a typical SDK provider:
//
//   - plan: the proposed new state, with Defaults filled in for optional
//     attributes the configuration leaves null; on create every computed
//     attribute still null becomes unknown; on update the attributes in
//     RecomputeOnUpdate become unknown when anything changes, and the
//     paths of changed ForceNew attributes (and blocks) are returned as
//     RequiresReplace; write-only attributes are null;
//   - apply: every unknown value is generated (by the Generators, else the
//     default value for its type);
//   - read: the prior state, unchanged (nothing drifts in a mock);
//   - import: the object the import id names, described by the
//     configuration where the id does not decide (see DefaultImport);
//   - validate: configuring a computed-only attribute is an error, worded
//     as the SDK words it.
//
// Each hook, when set, replaces the default; it may call the Default*
// method it replaces.
type Resource struct {
	Schema  *configschema.Block
	Version int64

	// Generators decide computed attributes, keyed by their dotted path
	// without indexes ("arn", "root_block_device.volume_id").
	Generators map[string]Generator
	// Defaults are the values of optional attributes the configuration
	// leaves null, keyed like Generators.
	Defaults map[string]cty.Value
	// RecomputeOnUpdate lists computed attributes, keyed like Generators,
	// that become unknown whenever the object is updated in place.
	RecomputeOnUpdate []string

	Plan   func(c *Ctx, req providers.PlanRequest) providers.PlanResponse
	Apply  func(c *Ctx, req providers.ApplyRequest) providers.ApplyResponse
	Read   func(c *Ctx, req providers.ReadRequest) providers.ReadResponse
	Import func(c *Ctx, req providers.ImportRequest) providers.ImportResponse
	// ImportID sets, on an object being imported, the attributes its
	// import id determines (the bucket name, "project/name", a timestamp,
	// ...), as the type's documentation says; it is called on the
	// configured object and again on the object made from it (see
	// DefaultImport). Without it the id attribute is the import id.
	ImportID func(c *Ctx, id string, obj cty.Value) (cty.Value, hcl.Diagnostics)
	Validate func(c *Ctx, config cty.Value) hcl.Diagnostics
}

// DefaultPlan is the default planning described on Resource.
func (r *Resource) DefaultPlan(c *Ctx, req providers.PlanRequest) providers.PlanResponse {
	var resp providers.PlanResponse
	proposed := req.ProposedNewState
	if proposed == cty.NilVal || proposed.IsNull() {
		resp.PlannedState = proposed
		return resp
	}
	planned := applyDefaults(r.Defaults, proposed)
	prior := req.PriorState
	if prior == cty.NilVal || prior.IsNull() {
		planned = objchange.UnknownComputed(r.Schema, planned)
	} else {
		if len(r.RecomputeOnUpdate) > 0 && !planned.RawEquals(prior) {
			planned = unknownAt(planned, r.RecomputeOnUpdate)
		}
		resp.RequiresReplace = RequiresReplace(r.Schema, prior, planned)
	}
	resp.PlannedState = objchange.RemoveWriteOnly(r.Schema, planned)
	return resp
}

// DefaultApply is the default apply described on Resource.
func (r *Resource) DefaultApply(c *Ctx, req providers.ApplyRequest) providers.ApplyResponse {
	var resp providers.ApplyResponse
	planned := req.PlannedState
	if planned == cty.NilVal || planned.IsNull() {
		resp.NewState = planned
		return resp
	}
	done := c.complete(r.Generators, planned, func(_ cty.Path, v cty.Value) bool { return !v.IsKnown() })
	resp.NewState = objchange.RemoveWriteOnly(r.Schema, done)
	return resp
}

// DefaultRead returns the prior state.
func (r *Resource) DefaultRead(c *Ctx, req providers.ReadRequest) providers.ReadResponse {
	return providers.ReadResponse{NewState: req.PriorState}
}

// DefaultValidate rejects configured computed-only attributes.
func (r *Resource) DefaultValidate(c *Ctx, config cty.Value) hcl.Diagnostics {
	return unconfigurable(r.Schema, config)
}

// DataSource declares a data source: its schema and how it is read. By
// default a read returns the configuration with every computed attribute
// it leaves null generated; configuring a computed-only attribute is an
// error.
type DataSource struct {
	Schema  *configschema.Block
	Version int64

	// Generators decide computed attributes, keyed like Resource's.
	Generators map[string]Generator

	Read     func(c *Ctx, config cty.Value) (cty.Value, hcl.Diagnostics)
	Validate func(c *Ctx, config cty.Value) hcl.Diagnostics
}

// DefaultRead is the default read described on DataSource.
func (d *DataSource) DefaultRead(c *Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
	if config == cty.NilVal || config.IsNull() {
		return config, nil
	}
	return c.complete(d.Generators, config, computedNull(d.Schema)), nil
}

// DefaultValidate rejects configured computed-only attributes.
func (d *DataSource) DefaultValidate(c *Ctx, config cty.Value) hcl.Diagnostics {
	return unconfigurable(d.Schema, config)
}

// computedNull selects null values of computed attributes.
func computedNull(schema *configschema.Block) func(cty.Path, cty.Value) bool {
	return func(p cty.Path, v cty.Value) bool {
		if !v.IsKnown() {
			return true
		}
		if !v.IsNull() || len(p) == 0 {
			return false
		}
		if _, ok := p[len(p)-1].(cty.GetAttrStep); !ok {
			return false
		}
		a := schema.AttributeByPath(p)
		return a != nil && a.Computed
	}
}

// complete replaces the values that pick selects with generated ones.
func (c *Ctx) complete(gens map[string]Generator, obj cty.Value, pick func(cty.Path, cty.Value) bool) cty.Value {
	ret, err := cty.Transform(obj, func(p cty.Path, v cty.Value) (cty.Value, error) {
		if !pick(p, v) {
			return v, nil
		}
		return c.generate(gens, p, v.Type(), obj), nil
	})
	if err != nil {
		return obj
	}
	return ret
}

// generate makes the value at a path: the generator's, else an object of
// generated attributes, else the default for the type.
func (c *Ctx) generate(gens map[string]Generator, p cty.Path, ty cty.Type, obj cty.Value) cty.Value {
	g := c.Generator(p, obj)
	if gen, ok := gens[pathKey(p, false)]; ok && gen != nil {
		if v := gen(g); v != cty.NilVal {
			if ty == cty.DynamicPseudoType {
				return v
			}
			if cv, err := convertTo(v, ty); err == nil {
				return cv
			}
		}
	}
	if ty.IsObjectType() {
		vals := map[string]cty.Value{}
		for name, aty := range ty.AttributeTypes() {
			vals[name] = c.generate(gens, extend(p, cty.GetAttrStep{Name: name}), aty, obj)
		}
		return cty.ObjectVal(vals)
	}
	if ty == cty.String && len(p) == 1 && pathKey(p, false) == "id" {
		return cty.StringVal(c.defaultID(g))
	}
	return g.defaultValue(ty)
}
