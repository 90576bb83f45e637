package aws

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// res declares a resource type the way this package writes them: a
// schema as fields plus the behaviour the SDK-based AWS provider shows
// and that every type shares — optional+computed blocks, tags_all
// merged from the provider's default_tags, "one of" and conflicting
// arguments, and zero values (not random strings) for the computed
// attributes no generator decides.
type res struct {
	desc   string
	fields []field
	// schemaKey, when set, names the schema instead of fields (see
	// schemas.go).
	schemaKey string
	// version is the schema version the provider records in state.
	version int64
	// gens, defaults and recompute are mock.Resource's Generators,
	// Defaults and RecomputeOnUpdate.
	gens      map[string]mock.Generator
	defaults  map[string]cty.Value
	recompute []string
	// oneOf lists groups of top-level arguments of which at least one must
	// be set; each argument of a group that has none set is reported.
	oneOf [][]string
	// conflicts lists pairs of arguments that cannot both be set.
	conflicts [][2]string
	// plan adjusts the planned state after the common planning.
	plan func(p *planCtx) cty.Value
	// replaceIf returns further paths whose change requires replacement
	// (arguments that force replacement only in some cases).
	replaceIf func(p *planCtx) []cty.Path
	// applyCheck returns the errors AWS (or the provider, at apply) would
	// answer a create or update with.
	applyCheck func(c *mock.Ctx, req providers.ApplyRequest) hcl.Diagnostics
	// apply adjusts the new state after the generators ran.
	apply func(c *mock.Ctx, req providers.ApplyRequest, state cty.Value) cty.Value
	// validate adds checks of the configuration.
	validate func(c *mock.Ctx, config cty.Value) hcl.Diagnostics
	// importAttr is the argument an import id gives besides id, as the
	// type's "Import" documentation says (bucket for aws_s3_bucket, name
	// for aws_iam_role); empty when the id is only the id (aws_vpc's
	// vpc-...).
	importAttr string
	// importNull are arguments an imported object does not have (the
	// provider reads them back null), such as aws_s3_bucket's
	// bucket_prefix once the bucket's whole name is known.
	importNull []string

	schema         *configschema.Block
	computedBlocks map[string]bool
	validateAll    func(c *mock.Ctx, config cty.Value) hcl.Diagnostics
}

// planCtx is what a plan adjustment sees.
type planCtx struct {
	*mock.Ctx
	Prior, Config, Planned cty.Value
	Create                 bool
}

// build turns the declaration into a mock resource type.
func (r *res) build() *mock.Resource {
	if r.schemaKey != "" {
		r.schema, r.computedBlocks = schemaFor(r.schemaKey, r.desc)
	} else {
		r.schema, r.computedBlocks = buildSchema(r.desc, r.fields)
	}
	if r.gens == nil {
		r.gens = map[string]mock.Generator{}
	}
	addZeroGenerators(r.gens, r.schema.Attributes, r.schema.BlockTypes, "")
	m := &mock.Resource{Schema: r.schema, Version: r.version, Generators: r.gens, Defaults: r.defaults, RecomputeOnUpdate: r.recompute}
	m.Plan = r.planChange
	m.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		if r.applyCheck != nil && req.PlannedState != cty.NilVal && !req.PlannedState.IsNull() {
			if diags := r.applyCheck(c, req); diags.HasErrors() {
				return providers.ApplyResponse{NewState: req.PriorState, Diagnostics: diags}
			}
		}
		resp := m.DefaultApply(c, req)
		if r.apply != nil && resp.NewState != cty.NilVal && !resp.NewState.IsNull() && !resp.Diagnostics.HasErrors() {
			resp.NewState = r.apply(c, req, resp.NewState)
		}
		return resp
	}
	m.Validate = func(c *mock.Ctx, config cty.Value) hcl.Diagnostics {
		diags := m.DefaultValidate(c, config)
		diags = append(diags, checkOneOf(r.oneOf, config)...)
		diags = append(diags, checkConflicts(r.conflicts, config)...)
		if r.validate != nil {
			diags = append(diags, r.validate(c, config)...)
		}
		return diags
	}
	r.validateAll = m.Validate
	m.ImportID = func(_ *mock.Ctx, id string, obj cty.Value) (cty.Value, hcl.Diagnostics) {
		set := map[string]cty.Value{"id": cty.StringVal(id)}
		if r.importAttr != "" {
			set[r.importAttr] = cty.StringVal(id)
		}
		for _, name := range r.importNull {
			set[name] = cty.NullVal(cty.String)
		}
		return mock.SetAttrs(obj, set), nil
	}
	return m
}

// planChange plans like the SDK: defaults, unknown computed attributes on
// create, optional+computed blocks, tags_all, the type's own adjustment,
// then the attributes recomputed on update and the replace paths.
func (r *res) planChange(c *mock.Ctx, req providers.PlanRequest) providers.PlanResponse {
	var resp providers.PlanResponse
	proposed := req.ProposedNewState
	if proposed == cty.NilVal || proposed.IsNull() || !proposed.IsKnown() {
		resp.PlannedState = proposed
		return resp
	}
	// The SDK validates the configuration again when it plans; a plan
	// that reaches here unvalidated still reports what validate would.
	if diags := r.validateAll(c, req.Config); diags.HasErrors() {
		resp.PlannedState = proposed
		resp.Diagnostics = diags
		return resp
	}
	prior := req.PriorState
	create := prior == cty.NilVal || prior.IsNull()
	planned := fillDefaults(r.defaults, proposed)
	if create {
		planned = objchange.UnknownComputed(r.schema, planned)
	}
	planned = r.planComputedBlocks(create, prior, req.Config, planned)
	if r.schema.Attributes["tags_all"] != nil {
		planned = planTagsAll(c, create, prior, planned)
	}
	pc := &planCtx{Ctx: c, Prior: prior, Config: req.Config, Planned: planned, Create: create}
	if r.plan != nil {
		planned = r.plan(pc)
		pc.Planned = planned
	}
	if !create {
		if len(r.recompute) > 0 && !planned.RawEquals(prior) {
			planned = setUnknown(planned, r.recompute...)
		}
		resp.RequiresReplace = mock.RequiresReplace(r.schema, prior, planned)
		if r.replaceIf != nil {
			resp.RequiresReplace = append(resp.RequiresReplace, r.replaceIf(pc)...)
		}
	}
	resp.PlannedState = objchange.RemoveWriteOnly(r.schema, planned)
	return resp
}

// planComputedBlocks makes the top-level optional+computed blocks the
// configuration leaves out unknown on create and keeps their prior value
// on update.
func (r *res) planComputedBlocks(create bool, prior, config, planned cty.Value) cty.Value {
	if len(r.computedBlocks) == 0 {
		return planned
	}
	vals := planned.AsValueMap()
	for path := range r.computedBlocks {
		if strings.Contains(path, ".") {
			continue
		}
		if !blockAbsent(getAttr(config, path)) {
			continue
		}
		if create {
			vals[path] = cty.UnknownVal(r.schema.BlockTypes[path].ImpliedType())
		} else if v := getAttr(prior, path); v != cty.NilVal {
			vals[path] = v
		}
	}
	return cty.ObjectVal(vals)
}

// blockAbsent reports whether a nested block value holds no block.
func blockAbsent(v cty.Value) bool {
	if v == cty.NilVal || v.IsNull() {
		return true
	}
	if !v.IsKnown() {
		return false
	}
	ty := v.Type()
	if ty.IsListType() || ty.IsSetType() || ty.IsMapType() {
		return v.LengthInt() == 0
	}
	return false
}

// addZeroGenerators gives every computed attribute without a generator
// one that returns its type's zero value: an empty string, 0, false or an
// empty collection, which is what AWS reports for what is not set.
func addZeroGenerators(gens map[string]mock.Generator, attrs map[string]*configschema.Attribute, blocks map[string]*configschema.NestedBlock, prefix string) {
	for name, a := range attrs {
		key := joinPath(prefix, name)
		if !a.Computed || gens[key] != nil {
			continue
		}
		zero := zeroValue(a.ImpliedType())
		gens[key] = func(*mock.Gen) cty.Value { return zero }
	}
	for name, nb := range blocks {
		addZeroGenerators(gens, nb.Attributes, nb.BlockTypes, joinPath(prefix, name))
	}
}

// zeroValue is the zero value of a type.
func zeroValue(ty cty.Type) cty.Value {
	switch {
	case ty == cty.String:
		return cty.StringVal("")
	case ty == cty.Number:
		return cty.Zero
	case ty == cty.Bool:
		return cty.False
	case ty.IsListType():
		return cty.ListValEmpty(ty.ElementType())
	case ty.IsSetType():
		return cty.SetValEmpty(ty.ElementType())
	case ty.IsMapType():
		return cty.MapValEmpty(ty.ElementType())
	case ty.IsObjectType():
		vals := map[string]cty.Value{}
		for n, at := range ty.AttributeTypes() {
			vals[n] = zeroValue(at)
		}
		return cty.ObjectVal(vals)
	}
	return cty.NullVal(ty)
}

// checkOneOf reports, for each group none of whose arguments is set, each
// of its arguments, as the SDK's AtLeastOneOf does.
func checkOneOf(groups [][]string, config cty.Value) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, keys := range groups {
		set := false
		for _, k := range keys {
			v := getAttr(config, k)
			if v == cty.NilVal {
				continue
			}
			if !v.IsKnown() || !blockAbsent(v) {
				set = true
			}
		}
		if set {
			continue
		}
		sorted := append([]string(nil), keys...)
		sort.Strings(sorted)
		for _, k := range keys {
			if _, isBlock := blockKind(config, k); isBlock {
				continue
			}
			diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Missing required argument",
				fmt.Sprintf("%q: one of `%s` must be specified", k, strings.Join(sorted, ",")), cty.GetAttrPath(k)))
		}
	}
	return diags
}

// blockKind reports whether the attribute k of config is a nested block
// (a list or set of objects) — groups name blocks too, but only their
// arguments are reported.
func blockKind(config cty.Value, k string) (cty.Type, bool) {
	v := getAttr(config, k)
	if v == cty.NilVal {
		return cty.NilType, false
	}
	ty := v.Type()
	return ty, (ty.IsListType() || ty.IsSetType()) && ty.ElementType().IsObjectType()
}

// checkConflicts reports each argument of a pair that is set together
// with the other, as the SDK's ConflictsWith does.
func checkConflicts(pairs [][2]string, config cty.Value) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, p := range pairs {
		a, b := getAttr(config, p[0]), getAttr(config, p[1])
		if a == cty.NilVal || b == cty.NilVal || blockAbsent(a) || blockAbsent(b) {
			continue
		}
		for _, k := range [][2]string{{p[0], p[1]}, {p[1], p[0]}} {
			diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Conflicting configuration arguments",
				fmt.Sprintf("%q: conflicts with %s", k[0], k[1]), cty.GetAttrPath(k[0])))
		}
	}
	return diags
}

// ref returns the value of the attribute name beside the one g
// generates, generating it the way its own generator would when it is
// still unknown — so that an ARN can embed the id generated in the same
// apply.
func (r *res) ref(g *mock.Gen, name string) cty.Value {
	return refIn(r.gens, g, name)
}

// refStr is ref for a string; "" when it is null.
func (r *res) refStr(g *mock.Gen, name string) string {
	return asString(r.ref(g, name))
}

// refIn is ref over a generator map.
func refIn(gens map[string]mock.Generator, g *mock.Gen, name string) cty.Value {
	v := g.Attr(name)
	if v.IsKnown() && !v.IsNull() {
		return v
	}
	// Unknown (a resource at apply) or null (a data source's computed
	// attribute at read): what its generator makes of it.
	p := siblingPath(g.Path, name)
	gen := gens[pathKey(p)]
	if gen == nil {
		return v
	}
	return gen(g.Ctx.Generator(p, g.Object))
}

// siblingPath replaces the last step of a path with an attribute name.
func siblingPath(p cty.Path, name string) cty.Path {
	ret := make(cty.Path, 0, len(p))
	if len(p) > 0 {
		ret = append(ret, p[:len(p)-1]...)
	}
	return append(ret, cty.GetAttrStep{Name: name})
}

// pathKey renders a path as dotted attribute names without indexes, the
// way generators are keyed.
func pathKey(p cty.Path) string {
	var parts []string
	for _, step := range p {
		if s, ok := step.(cty.GetAttrStep); ok {
			parts = append(parts, s.Name)
		}
	}
	return strings.Join(parts, ".")
}
