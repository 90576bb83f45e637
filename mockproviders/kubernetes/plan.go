package kubernetes

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// step adjusts the proposed new state of an object before the default
// planning runs (which fills defaults, marks computed values unknown on
// create and finds the changes that force replacement).
type step func(c *mock.Ctx, prior, proposed cty.Value) (cty.Value, hcl.Diagnostics)

// withPlan makes r plan by running steps, then the default planning.
func withPlan(r *mock.Resource, steps ...step) *mock.Resource {
	r.Plan = func(c *mock.Ctx, req providers.PlanRequest) providers.PlanResponse {
		proposed := req.ProposedNewState
		if !usable(proposed) {
			return r.DefaultPlan(c, req)
		}
		var diags hcl.Diagnostics
		for _, s := range steps {
			next, d := s(c, req.PriorState, proposed)
			diags = append(diags, d...)
			if d.HasErrors() {
				return providers.PlanResponse{PlannedState: proposed, Diagnostics: diags}
			}
			proposed = next
		}
		req.ProposedNewState = proposed
		resp := r.DefaultPlan(c, req)
		resp.Diagnostics = append(diags, resp.Diagnostics...)
		return resp
	}
	return r
}

// usable reports whether v is a known, non-null value.
func usable(v cty.Value) bool {
	return v != cty.NilVal && v.IsKnown() && !v.IsNull()
}

// getAttr returns an attribute of an object, null when it cannot.
func getAttr(obj cty.Value, name string) cty.Value {
	if !usable(obj) || !obj.Type().IsObjectType() || !obj.Type().HasAttribute(name) {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	return obj.GetAttr(name)
}

// strOf returns a known string value, "" otherwise.
func strOf(v cty.Value) string {
	if !usable(v) || v.Type() != cty.String {
		return ""
	}
	return v.AsString()
}

// setAttr returns obj with one attribute replaced.
func setAttr(obj cty.Value, name string, v cty.Value) cty.Value {
	vals := obj.AsValueMap()
	vals[name] = v
	return cty.ObjectVal(vals)
}

// computedBlocks keeps the nested blocks at the given dotted paths (of
// list blocks holding at most one element, or single blocks) as the
// cloud reports them when the configuration leaves them out, as SDK
// providers do with their optional and computed blocks: the prior
// object's block, or on create one element whose computed attributes
// are known after apply.
func computedBlocks(schema *configschema.Block, paths ...string) step {
	return func(_ *mock.Ctx, prior, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
		for _, p := range paths {
			proposed = fillBlock(schema, strings.Split(p, "."), prior, proposed)
		}
		return proposed, nil
	}
}

// fillBlock is computedBlocks for one path below obj.
func fillBlock(b *configschema.Block, names []string, prior, obj cty.Value) cty.Value {
	nb := b.BlockTypes[names[0]]
	if nb == nil || !usable(obj) || !obj.Type().IsObjectType() {
		return obj
	}
	cur, before := obj.GetAttr(names[0]), getAttr(prior, names[0])
	if !cur.IsKnown() {
		return obj
	}
	if len(names) == 1 {
		if !emptyBlock(cur) {
			return obj
		}
		if usable(before) && !emptyBlock(before) && before.Type().Equals(cur.Type()) {
			return setAttr(obj, names[0], before)
		}
		elem := placeholder(&nb.Block)
		if nb.Nesting == configschema.NestingList {
			return setAttr(obj, names[0], cty.ListVal([]cty.Value{elem}))
		}
		return setAttr(obj, names[0], elem)
	}
	switch {
	case nb.Nesting == configschema.NestingList && !cur.IsNull() && cur.LengthInt() > 0:
		elems := cur.AsValueSlice()
		for i, ev := range elems {
			pe := cty.NullVal(ev.Type())
			if usable(before) && before.Type().IsListType() && before.LengthInt() > i {
				pe = before.Index(cty.NumberIntVal(int64(i)))
			}
			elems[i] = fillBlock(&nb.Block, names[1:], pe, ev)
		}
		return setAttr(obj, names[0], cty.ListVal(elems))
	case nb.Nesting == configschema.NestingSingle && !cur.IsNull():
		return setAttr(obj, names[0], fillBlock(&nb.Block, names[1:], before, cur))
	}
	return obj
}

// emptyBlock reports whether a block value holds no element.
func emptyBlock(v cty.Value) bool {
	if v.IsNull() {
		return true
	}
	if v.Type().IsListType() || v.Type().IsSetType() {
		return v.IsKnown() && v.LengthInt() == 0
	}
	return false
}

// placeholder is an element of a block the cloud fills in: computed and
// required attributes unknown (the cloud decides them), the others null,
// nested blocks empty.
func placeholder(b *configschema.Block) cty.Value {
	vals := b.EmptyValue().AsValueMap()
	if vals == nil {
		return cty.EmptyObjectVal
	}
	for name, a := range b.Attributes {
		if a.Computed || a.Required {
			vals[name] = cty.UnknownVal(a.ImpliedType())
		}
	}
	return cty.ObjectVal(vals)
}
