package core

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// planDataInstance reads a data source during plan when its configuration
// is known and nothing it depends on has changes pending; otherwise it
// plans a read during apply and the result is unknown.
func (p *planner) planDataInstance(rc *resourceContext, ia addrs.AbsResourceInstance, inst *eval.Instance) (cty.Value, hcl.Diagnostics) {
	schema := rc.schema.Block
	ty := schema.ImpliedType()
	lc := rc.cfg.Lifecycle
	diags := p.checkConditions(rc.scope, rc.addr, ia, lc.Preconditions, inst, "Resource precondition failed", "precondition")
	if diags.HasErrors() {
		return cty.UnknownVal(ty), diags
	}
	cfgVal, d := decodeBody(rc.scope, rc.cfg.Config, schema, inst)
	diags = append(diags, d...)
	if d.HasErrors() {
		return marks.ErroredVal(ty), diags
	}
	unmarked, cfgMarks := marks.UnmarkDeepWithPaths(cfgVal)
	if pathsMarked(cfgMarks, marks.Errored) {
		return marks.ErroredVal(ty), diags
	}

	reason := plans.ReasonNone
	switch {
	case !unmarked.IsWhollyKnown():
		reason = plans.ReadBecauseConfigUnknown
	case p.dependsOnPending(rc):
		reason = plans.ReadBecauseDependencyPending
	}
	if reason != plans.ReasonNone {
		planned := objchange.PlannedDataResourceObject(schema, unmarked)
		after := p.markSensitive(planned.MarkWithPaths(cfgMarks), schema)
		p.plan.Changes = append(p.plan.Changes, &plans.ResourceInstanceChange{
			Addr: ia, PrevRunAddr: ia, ProviderConfig: rc.provAddr.String(),
			Action: plans.Read, ActionReason: reason,
			Before: cty.NullVal(ty), After: after,
		})
		return after, diags
	}

	p.events = append(p.events, Event{Addr: ia.String(), Kind: "read-start", Value: cty.NullVal(ty)})
	resp := rc.provider.ReadDataSource(providers.ReadDataRequest{TypeName: rc.cfg.Type, Addr: ia.String(), Config: unmarked})
	diags = append(diags, providerDiags(resp.Diagnostics, rc, ia)...)
	if resp.Diagnostics.HasErrors() {
		return marks.ErroredVal(ty), diags
	}
	val := p.markSensitive(resp.State.MarkWithPaths(cfgMarks), schema)
	p.events = append(p.events, Event{Addr: ia.String(), Kind: "read-done", Value: val})
	// Data results live in the refreshed state.
	obj := &states.Object{Value: val}
	if err := setObject(p.prior, ia, rc.provAddr.String(), obj, ty); err != nil {
		diags = append(diags, errorf("Failed to record data source result", "%s", err))
	}
	diags = append(diags, p.checkConditions(rc.scope, rc.addr, ia, lc.Postconditions, withSelf(inst, val), "Resource postcondition failed", "postcondition")...)
	return val, diags
}

// dependsOnPending reports whether a data source's explicit dependencies
// have changes planned.
func (p *planner) dependsOnPending(rc *resourceContext) bool {
	for _, t := range rc.cfg.DependsOn {
		ref, d := addrs.ParseRef(t)
		if d.HasErrors() || ref.Kind != addrs.RefResource {
			if ref != nil && ref.Kind == addrs.RefModuleCall {
				prefix := rc.scope.Path.Child(ref.Name, nil).String()
				for k, cs := range p.changesByResource {
					if len(k) > len(prefix) && k[:len(prefix)] == prefix[:len(prefix)] {
						for _, c := range cs {
							if c.Action != plans.NoOp && c.Action != plans.Read {
								return true
							}
						}
					}
				}
			}
			continue
		}
		key := addrs.AbsResource{Module: rc.scope.Path, Resource: ref.Resource}.String()
		for _, c := range p.changesByResource[key] {
			if c.Action != plans.NoOp {
				return true
			}
		}
	}
	return false
}

// idOf returns the "id" attribute of an object, if it is a known string.
func idOf(v cty.Value) string {
	v, _ = v.UnmarkDeep()
	if v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() || !v.Type().HasAttribute("id") {
		return ""
	}
	id := v.GetAttr("id")
	if id.IsNull() || !id.IsKnown() || id.Type() != cty.String {
		return ""
	}
	return id.AsString()
}
