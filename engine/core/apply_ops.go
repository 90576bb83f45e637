package core

import (
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

func providersReadData(rc *resourceContext, ia addrs.AbsResourceInstance, cfg cty.Value) providers.ReadDataRequest {
	return providers.ReadDataRequest{TypeName: rc.cfg.Type, Addr: ia.String(), Config: cfg}
}

func applyReq(rc *resourceContext, ia addrs.AbsResourceInstance, prior, planned, cfg cty.Value) providers.ApplyRequest {
	return providers.ApplyRequest{TypeName: rc.cfg.Type, Addr: ia.String(), PriorState: prior, PlannedState: planned, Config: cfg}
}

// createOrUpdate plans again with the final configuration and applies.
func (a *applier) createOrUpdate(rc *resourceContext, ia addrs.AbsResourceInstance, prior, replacing, cfg cty.Value, cfgMarks []cty.PathValueMarks, action plans.Action) (cty.Value, hcl.Diagnostics) {
	schema := rc.schema.Block
	ty := schema.ImpliedType()
	if !prior.IsNull() {
		lc := rc.cfg.Lifecycle
		cfg = applyIgnoreChanges(cfg, prior, schema, lc.IgnoreAllChanges, lc.IgnoreChanges)
	}
	planResp := rc.provider.PlanResourceChange(providers.PlanRequest{
		TypeName: rc.cfg.Type, Addr: ia.String(), PriorState: prior,
		ProposedNewState: objchange.ProposedNew(schema, prior, cfg), Config: cfg,
	})
	diags := providerDiags(planResp.Diagnostics, rc, ia)
	if planResp.Diagnostics.HasErrors() {
		return cty.UnknownVal(ty), diags
	}
	a.emit(ia, "", action, "start", prior)
	req := applyReq(rc, ia, prior, planResp.PlannedState, cfg)
	req.Replacing = replacing
	resp := rc.provider.ApplyResourceChange(req)
	diags = append(diags, providerDiags(resp.Diagnostics, rc, ia)...)
	if resp.Diagnostics.HasErrors() {
		return cty.UnknownVal(ty), diags
	}
	val := resp.NewState
	a.emit(ia, "", action, "done", val)
	// Values that were sensitive in the configuration stay sensitive in
	// state.
	obj := &states.Object{Value: val.MarkWithPaths(cfgMarks), CreateBeforeDestroy: rc.cfg.Lifecycle.CreateBeforeDestroy, Private: resp.Private}
	a.putObject(ia, rc, obj, ty)
	return val, diags
}

// putObject stores an instance's current object in the new state.
func (a *applier) putObject(ia addrs.AbsResourceInstance, rc *resourceContext, obj *states.Object, ty cty.Type) {
	obj.Value = a.markSensitive(obj.Value, rc.schema.Block)
	if err := setObject(a.state, ia, rc.provAddr.String(), obj, ty); err != nil {
		a.diags = append(a.diags, errorf("Failed to save state", "%s", err))
	}
}

// deleteObject destroys an object through its provider and removes it
// from the state.
func (a *applier) deleteObject(rc *resourceContext, ia addrs.AbsResourceInstance, deposed string, prior cty.Value) hcl.Diagnostics {
	ty := rc.schema.Block.ImpliedType()
	a.emit(ia, deposed, plans.Delete, "start", prior)
	if d := a.runProvisioners(rc.scope, rc.cfg, ia, nil, prior, "destroy"); d.HasErrors() {
		return d
	}
	resp := rc.provider.ApplyResourceChange(applyReq(rc, ia, prior, cty.NullVal(ty), cty.NullVal(ty)))
	if resp.Diagnostics.HasErrors() {
		return providerDiags(resp.Diagnostics, rc, ia)
	}
	a.emit(ia, deposed, plans.Delete, "done", cty.NullVal(ty))
	removeObject(a.state, ia, deposed)
	return nil
}

// applyDeletes destroys (or forgets) the objects the plan deletes that the
// configuration no longer declares: dependents before their dependencies.
func (a *applier) applyDeletes() {
	var dels []*plans.ResourceInstanceChange
	for _, c := range a.plan.Changes {
		if c.Action == plans.Delete || c.Action == plans.Forget {
			dels = append(dels, c)
		}
	}
	order := a.deleteOrder(dels)
	for _, c := range order {
		if c.Action == plans.Forget {
			removeObject(a.state, c.Addr, c.DeposedKey)
			continue
		}
		source := providerSourceOf(c.ProviderConfig)
		schema := a.providers.resourceSchema(source, c.Addr.Resource.Resource.Mode, c.Addr.Resource.Resource.Type)
		if schema == nil {
			removeObject(a.state, c.Addr, c.DeposedKey)
			continue
		}
		prov, _ := a.providers.instance(providerConfigAddr{Source: source}, nil)
		ty := schema.Block.ImpliedType()
		prior := unmarked(c.Before)
		if prior.IsNull() || !prior.Type().Equals(ty) {
			prior = a.currentValue(c.Addr, ty)
		}
		a.emit(c.Addr, c.DeposedKey, plans.Delete, "start", prior)
		if c.DeposedKey == "" {
			if d := a.destroyProvisioners(c.Addr, prior); d.HasErrors() {
				a.diags = append(a.diags, d...)
				continue
			}
		}
		resp := prov.ApplyResourceChange(providers.ApplyRequest{
			TypeName: c.Addr.Resource.Resource.Type, Addr: c.Addr.String(),
			PriorState: prior, PlannedState: cty.NullVal(ty), Config: cty.NullVal(ty),
		})
		a.diags = append(a.diags, resp.Diagnostics...)
		if resp.Diagnostics.HasErrors() {
			continue
		}
		a.emit(c.Addr, c.DeposedKey, plans.Delete, "done", cty.NullVal(ty))
		removeObject(a.state, c.Addr, c.DeposedKey)
	}
}

// deleteOrder sorts deletions so that an object is destroyed before the
// objects it depends on.
func (a *applier) deleteOrder(dels []*plans.ResourceInstanceChange) []*plans.ResourceInstanceChange {
	depsOf := map[string][]string{}
	for _, c := range dels {
		if is := a.plan.PriorState.ResourceInstance(c.Addr); is != nil && is.Current != nil {
			depsOf[c.Addr.String()] = is.Current.Dependencies
		}
	}
	// Depth: how many deleted objects depend on this one, transitively.
	res := func(c *plans.ResourceInstanceChange) string {
		return addrs.AbsResource{Module: c.Addr.Module, Resource: c.Addr.Resource.Resource}.String()
	}
	rank := map[string]int{}
	var visit func(string, int)
	visit = func(r string, depth int) {
		if depth > 64 || rank[r] >= depth && depth > 0 {
			return
		}
		rank[r] = depth
		for _, c := range dels {
			if res(c) == r {
				for _, d := range depsOf[c.Addr.String()] {
					visit(d, depth+1)
				}
			}
		}
	}
	for _, c := range dels {
		if _, ok := rank[res(c)]; !ok {
			visit(res(c), 0)
		}
	}
	out := append([]*plans.ResourceInstanceChange{}, dels...)
	sort.SliceStable(out, func(i, j int) bool { return rank[res(out[i])] < rank[res(out[j])] })
	return out
}
