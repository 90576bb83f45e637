package core

import (
	"fmt"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"

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

// priorObject decodes the current object of an instance from the prior
// state, or returns nil.
func (p *planner) priorObject(ia addrs.AbsResourceInstance, schema *providers.Schema) *states.Object {
	is := p.prior.ResourceInstance(ia)
	if is == nil || is.Current == nil {
		return nil
	}
	obj, err := is.Current.Decode(schema.Block.ImpliedType())
	if err != nil {
		return nil
	}
	return obj
}

// planManagedInstance plans one instance of a managed resource.
func (p *planner) planManagedInstance(rc *resourceContext, ia addrs.AbsResourceInstance, inst *eval.Instance) (cty.Value, hcl.Diagnostics) {
	schema := rc.schema.Block
	ty := schema.ImpliedType()
	prior := p.priorObject(ia, rc.schema)
	addr := ia.String()
	importID, importing := p.imports[addr]
	importing = importing && prior == nil
	if importing {
		obj, d := p.importObject(rc, ia, importID, inst)
		if d.HasErrors() {
			return marks.ErroredVal(ty), d
		}
		prior = obj
	}
	priorVal := cty.NullVal(ty)
	priorMarked := priorVal
	if prior != nil {
		priorMarked = prior.Value
		// Providers see values without marks.
		priorVal = marks.UnmarkDeep(prior.Value)
	}
	change := &plans.ResourceInstanceChange{
		Addr:           ia,
		PrevRunAddr:    p.prevAddr(ia),
		ProviderConfig: rc.provAddr.String(),
		Before:         p.markSensitive(priorMarked, schema),
	}

	// Preconditions are checked before the configuration is evaluated.
	lc := rc.cfg.Lifecycle
	diags := p.checkConditions(rc.scope, rc.addr, ia, lc.Preconditions, inst, "Resource precondition failed", "precondition")
	if diags.HasErrors() {
		return marks.ErroredVal(ty), diags
	}

	cfgVal, d := decodeBody(rc.scope, rc.cfg.Config, schema, inst)
	diags = append(diags, d...)
	if d.HasErrors() {
		return marks.ErroredVal(ty), diags
	}
	unmarkedCfg, cfgMarks := marks.UnmarkDeepWithPaths(cfgVal)
	if pathsMarked(cfgMarks, marks.Errored) {
		// Nothing is planned downstream of an error.
		return marks.ErroredVal(ty), diags
	}

	if p.opts.Mode == plans.RefreshOnlyMode {
		if prior == nil {
			return cty.UnknownVal(ty), diags
		}
		return change.Before, diags
	}

	// ignore_changes: the prior values stand in for the ignored
	// configuration values.
	if !priorVal.IsNull() {
		unmarkedCfg = applyIgnoreChanges(unmarkedCfg, priorVal, schema, lc.IgnoreAllChanges, lc.IgnoreChanges)
	}

	proposed := objchange.ProposedNewUnmarked(schema, priorVal, unmarkedCfg)
	resp := rc.provider.PlanResourceChange(providers.PlanRequest{
		TypeName: rc.cfg.Type, Addr: addr,
		PriorState: priorVal, ProposedNewState: proposed, Config: unmarkedCfg,
	})
	diags = append(diags, providerDiags(resp.Diagnostics, rc, ia)...)
	if resp.Diagnostics.HasErrors() {
		return cty.UnknownVal(ty), diags
	}
	planned := resp.PlannedState

	reqRep := changedPaths(resp.RequiresReplace, priorVal, planned)
	reason := plans.ReasonNone
	force := false
	if prior != nil && prior.Status == states.ObjectTainted {
		force, reason = true, plans.ReplaceBecauseTainted
	}
	if p.forceReplace(ia) {
		force, reason = true, plans.ReplaceByRequest
	}
	if prior != nil && !force {
		triggered, d := p.replaceTriggered(rc, inst)
		diags = append(diags, d...)
		if triggered {
			force, reason = true, plans.ReplaceByTriggers
		}
	}

	switch {
	case prior == nil:
		change.Action = plans.Create
	case force || len(reqRep) > 0:
		if !force {
			reason = plans.ReplaceCannotUpdate
		}
		change.Action = plans.DeleteThenCreate
		if p.createBeforeDestroy(rc) {
			change.Action = plans.CreateThenDelete
		}
		// A replacement is planned as a fresh create.
		created := rc.provider.PlanResourceChange(providers.PlanRequest{
			TypeName: rc.cfg.Type, Addr: addr,
			PriorState:       cty.NullVal(ty),
			ProposedNewState: objchange.ProposedNew(schema, cty.NullVal(ty), unmarkedCfg),
			Config:           unmarkedCfg,
		})
		diags = append(diags, providerDiags(created.Diagnostics, rc, ia)...)
		planned = created.PlannedState
	case valuesEqual(planned, priorVal):
		change.Action = plans.NoOp
	default:
		change.Action = plans.Update
	}
	change.ActionReason = reason
	change.RequiredReplace = reqRep
	if importing {
		change.Importing, change.ImportingID = true, importID
	}

	after := p.markSensitive(planned.MarkWithPaths(cfgMarks), schema)
	change.After = after

	if (change.Action.IsReplace() || change.Action == plans.Delete) && rc.cfg.Lifecycle.PreventDestroy {
		diags = append(diags, preventDestroyError(ia, rc.cfg))
	}

	// Postconditions see the planned object as self.
	var post hcl.Diagnostics
	if len(lc.Postconditions) > 0 {
		post = p.checkConditions(rc.scope, rc.addr, ia, lc.Postconditions, withSelf(inst, after), "Resource postcondition failed", "postcondition")
	}
	diags = append(diags, post...)

	p.plan.Changes = append(p.plan.Changes, change)
	if pr := p.planned[rc.addr.String()]; pr != nil {
		pr.changes[addr] = change
	}
	p.recordChange(rc.addr, ia, change)
	if post.HasErrors() {
		// What depends on an object that fails its postconditions is not
		// planned.
		return marks.ErroredVal(ty), diags
	}
	return after, diags
}

// pathsMarked reports whether any of the marks UnmarkDeepWithPaths found
// is m: marks.ContainsMark without unmarking the value again.
func pathsMarked(pvm []cty.PathValueMarks, m any) bool {
	for _, p := range pvm {
		if _, ok := p.Marks[m]; ok {
			return true
		}
	}
	return false
}

// withSelf returns instance data with self set.
func withSelf(inst *eval.Instance, self cty.Value) *eval.Instance {
	out := &eval.Instance{}
	if inst != nil {
		*out = *inst
	}
	out.SelfSet, out.Self = true, self
	return out
}

// markSensitive marks the schema's sensitive attributes of v.
func (p *planner) markSensitive(v cty.Value, schema interface {
	SensitivePaths(cty.Value) []cty.Path
}) cty.Value {
	if v.IsNull() || !v.IsKnown() {
		return v
	}
	for _, path := range schema.SensitivePaths(v) {
		v, _ = cty.Transform(v, func(p cty.Path, x cty.Value) (cty.Value, error) {
			if p.Equals(path) {
				return x.Mark(marks.Sensitive), nil
			}
			return x, nil
		})
	}
	return v
}

// changedPaths keeps the required-replace paths whose value changes
// (unknown counts as a change).
func changedPaths(paths []cty.Path, prior, planned cty.Value) []cty.Path {
	if prior.IsNull() {
		return nil
	}
	var out []cty.Path
	for _, path := range paths {
		a, errA := path.Apply(prior)
		b, errB := path.Apply(planned)
		if errA != nil && errB != nil {
			continue
		}
		if errA != nil || errB != nil || !valuesEqual(a, b) {
			out = append(out, path)
		}
	}
	return out
}

// providerDiags places a provider's diagnostics about a resource instance
// in its configuration as Terraform does: at the argument a diagnostic's
// path names, otherwise at the block's opening brace, and names the
// instance ("with aws_instance.x,").
func providerDiags(diags hcl.Diagnostics, rc *resourceContext, ia addrs.AbsResourceInstance) hcl.Diagnostics {
	diags = configschema.Elaborate(rc.cfg.Config, diags)
	for _, d := range diags {
		if d.Subject == nil {
			d.Subject = rc.cfg.Config.MissingItemRange().Ptr()
		}
		d.Extra = instanceExtra{addr: ia.String(), wrapped: d.Extra}
	}
	return diags
}

// instanceExtra names the resource instance a diagnostic is about.
type instanceExtra struct {
	addr    string
	wrapped any
}

// DiagnosticAddress is the address renderers print as "with ADDR,".
func (e instanceExtra) DiagnosticAddress() string { return e.addr }

// UnwrapDiagnosticExtra implements hcl.DiagnosticExtraUnwrapper.
func (e instanceExtra) UnwrapDiagnosticExtra() any { return e.wrapped }

// forceReplace reports whether -replace names the instance.
func (p *planner) forceReplace(ia addrs.AbsResourceInstance) bool {
	for _, a := range p.opts.ForceReplace {
		if a == ia.String() {
			return true
		}
	}
	return false
}

// createBeforeDestroy reports whether replacements of the resource create
// the new object first.
func (p *planner) createBeforeDestroy(rc *resourceContext) bool {
	return rc.cfg.Lifecycle.CreateBeforeDestroy
}

// recordChange notes a change so that later references (replace_triggered_by,
// data sources depending on pending changes) can see it.
func (p *planner) recordChange(r addrs.AbsResource, ia addrs.AbsResourceInstance, c *plans.ResourceInstanceChange) {
	if p.changesByResource == nil {
		p.changesByResource = map[string][]*plans.ResourceInstanceChange{}
	}
	k := r.String()
	p.changesByResource[k] = append(p.changesByResource[k], c)
}

// valuesEqual reports whether two values are known to be equal; an unknown
// anywhere makes them unequal (a change is planned).
func valuesEqual(a, b cty.Value) bool {
	a = marks.UnmarkDeep(a)
	b = marks.UnmarkDeep(b)
	if !a.IsWhollyKnown() || !b.IsWhollyKnown() {
		return false
	}
	eq := a.Equals(b)
	return eq.IsKnown() && eq.True()
}

// importObject imports an object for an import block: the provider
// reads it by id, as "Preparing import..." and "Refreshing state..."
// show.
func (p *planner) importObject(rc *resourceContext, ia addrs.AbsResourceInstance, id string, inst *eval.Instance) (*states.Object, hcl.Diagnostics) {
	p.events = append(p.events, Event{Addr: ia.String(), Kind: "import", ImportID: id})
	resp := rc.provider.ImportResourceState(providers.ImportRequest{TypeName: rc.cfg.Type, Addr: ia.String(), ID: id, Config: importConfig(rc, inst)})
	if resp.Diagnostics.HasErrors() {
		return nil, providerDiags(resp.Diagnostics, rc, ia)
	}
	read := rc.provider.ReadResource(providers.ReadRequest{TypeName: rc.cfg.Type, Addr: ia.String(), PriorState: resp.State})
	if read.Diagnostics.HasErrors() {
		return nil, providerDiags(read.Diagnostics, rc, ia)
	}
	if read.NewState.IsNull() {
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Cannot import non-existent remote object",
			Detail:   fmt.Sprintf("While attempting to import an existing object to %q, the provider detected that no object exists with the given id. Only pre-existing objects can be imported; check that the id is correct and that it is associated with the provider's configured region or endpoint, or use \"terraform apply\" to create a new remote object for this resource.", ia),
			Subject:  rc.cfg.DeclRange.Ptr(),
		}}
	}
	p.events = append(p.events, Event{Addr: ia.String(), Kind: "refresh", Value: read.NewState})
	return &states.Object{Value: read.NewState}, nil
}

// preventDestroyError is Terraform's error for a plan that would destroy
// an object whose resource sets lifecycle.prevent_destroy.
func preventDestroyError(ia addrs.AbsResourceInstance, r *config.Resource) *hcl.Diagnostic {
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Instance cannot be destroyed",
		Detail:   fmt.Sprintf("Resource %s has lifecycle.prevent_destroy set, but the plan calls for this resource to be destroyed. To avoid this error and continue with the plan, either disable lifecycle.prevent_destroy or reduce the scope of the plan using the -target option.", ia),
		Subject:  r.DeclRange.Ptr(),
	}
}
