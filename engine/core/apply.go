package core

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// ApplyEvent is one line of apply progress: an action starting or
// finishing on an object.
type ApplyEvent struct {
	Addr       string
	DeposedKey string
	Action     plans.Action
	// Phase is "start" or "done" (or "import-start", "import-done").
	Phase string
	// Value is the object before the action ("start") or after it
	// ("done").
	Value cty.Value
	// ImportID is set for the "import-start" and "import-done" phases.
	ImportID string
	// Provisioner and Output are set for the "provision-start" and
	// "provision-output" phases.
	Provisioner, Output string
}

// applier carries out a plan, evaluating the configuration again so that
// values unknown during plan are now known.
type applier struct {
	opts      Options
	plan      *plans.Plan
	ev        *eval.Evaluator
	providers *providerSet
	state     *states.State
	changes   map[string]*plans.ResourceInstanceChange
	applied   map[string]cty.Value
	// deps lists, per resource, every resource upstream of it.
	deps   map[string][]string
	events []ApplyEvent
	diags  hcl.Diagnostics
}

// Apply carries out a plan against opts.State's successor (the plan's
// prior state) and returns the new state.
func Apply(opts Options, plan *plans.Plan) (*states.State, []ApplyEvent, hcl.Diagnostics) {
	a := &applier{
		opts:      opts,
		plan:      plan,
		providers: newProviderSet(hintingFactory(opts.Providers, opts.Config, plan.PriorState)),
		state:     plan.PriorState.DeepCopy(),
		changes:   map[string]*plans.ResourceInstanceChange{},
		applied:   map[string]cty.Value{},
		deps:      map[string][]string{},
	}
	for _, c := range plan.Changes {
		if c.DeposedKey == "" {
			a.changes[c.Addr.String()] = c
		}
	}
	a.ev = newEvaluator(opts, eval.ModeApply, a)
	if plan.Mode == plans.DestroyMode {
		a.applyDeletes()
		a.state.Root().OutputValues = map[string]*states.OutputValue{}
		// Data sources have nothing to destroy: they leave the state.
		for _, ia := range a.state.AllInstances() {
			if ia.Resource.Resource.Mode == addrs.Data {
				a.state.RemoveResourceInstance(ia)
			}
		}
		return a.state, a.events, a.diags
	}
	root := a.ev.Root()
	a.walk(root)
	a.applyDeletes()
	a.saveOutputs(root)
	a.diags = append(a.diags, runCheckBlocks(root, a, nil)...)
	if len(plan.TargetAddrs) > 0 {
		a.diags = append(a.diags, &hcl.Diagnostic{
			Severity: hcl.DiagWarning,
			Summary:  "Applied changes may be incomplete",
			Detail:   "The plan was created with the -target option in effect, so some changes requested in the configuration may have been ignored and the output values may not be fully updated. Run the following command to verify that no other changes are pending:\n    terraform plan\n\nNote that the -target option is not suitable for routine use, and is provided only for exceptional situations such as recovering from errors or mistakes, or when Terraform specifically suggests to use it as part of an error message.",
		})
	}
	a.diags = append(a.diags, a.ev.TakeDiags()...)
	return a.state, a.events, a.diags
}

// walk evaluates everything, applying each resource when first needed.
func (a *applier) walk(s *eval.Scope) {
	mod := s.Module()
	for _, key := range sortedKeys(mod.ManagedResources) {
		_, d := a.ResourceValue(s, mod.ManagedResources[key])
		a.diags = append(a.diags, d...)
	}
	for _, key := range sortedKeys(mod.DataResources) {
		_, d := a.ResourceValue(s, mod.DataResources[key])
		a.diags = append(a.diags, d...)
	}
	for _, name := range sortedKeys(mod.ModuleCalls) {
		x, d := s.ModuleExpansion(name)
		a.diags = append(a.diags, d...)
		if d.HasErrors() || !x.Known {
			continue
		}
		for _, k := range x.Keys {
			if child := s.Child(name, k); child != nil {
				a.walk(child)
			}
		}
	}
}

// ResourceValue implements eval.ResourceSource for apply.
func (a *applier) ResourceValue(s *eval.Scope, r *config.Resource) (cty.Value, hcl.Diagnostics) {
	key := resourceKey(s.Path, r)
	if v, ok := a.applied[key]; ok {
		a.ev.UseObject(key)
		return v, nil
	}
	if !a.ev.BeginObject(key) {
		return cty.DynamicVal, nil
	}
	rc, diags := resolveResource(a.ev, a.providers, s, r)
	if diags.HasErrors() {
		a.applied[key] = cty.DynamicVal
		a.ev.EndObject()
		return cty.DynamicVal, diags
	}
	diags = append(diags, evalDependsOn(s, r.DependsOn)...)
	x, d := s.Expand(r.Count, r.ForEach)
	diags = append(diags, d...)
	vals := map[addrs.InstanceKey]cty.Value{}
	type pending struct {
		ia   addrs.AbsResourceInstance
		inst *eval.Instance
	}
	var todo []pending
	if !d.HasErrors() && x.Known {
		for _, k := range x.Keys {
			ia := addrs.AbsResourceInstance{Module: s.Path, Resource: rc.addr.Resource.Instance(k)}
			todo = append(todo, pending{ia, x.Instance(k)})
		}
	}
	// The instances' own configuration is evaluated before the resource's
	// dependencies are final, so collect them now.
	for _, t := range todo {
		v, d := a.applyInstance(rc, t.ia, t.inst, x)
		diags = append(diags, d...)
		vals[t.ia.Resource.Key] = v
	}
	deps := a.upstream(a.ev.EndObject())
	a.deps[key] = deps
	for _, t := range todo {
		a.setDependencies(t.ia, deps)
	}
	val := cty.DynamicVal
	if x.Known {
		val = aggregate(x, vals)
	}
	a.applied[key] = val
	return val, diags
}

// applyInstance applies the planned change of one instance.
func (a *applier) applyInstance(rc *resourceContext, ia addrs.AbsResourceInstance, inst *eval.Instance, x *eval.Expansion) (cty.Value, hcl.Diagnostics) {
	schema := rc.schema.Block
	ty := schema.ImpliedType()
	change := a.changes[ia.String()]
	current := a.currentValue(ia, ty)
	if change != nil && change.Importing {
		// The imported object enters the state before any change to it.
		imported, _ := change.Before.UnmarkDeep()
		a.events = append(a.events, ApplyEvent{Addr: ia.String(), Phase: "import-start", ImportID: change.ImportingID})
		a.putObject(ia, rc, &states.Object{Value: imported}, ty)
		a.events = append(a.events, ApplyEvent{Addr: ia.String(), Phase: "import-done", ImportID: change.ImportingID})
		current = imported
	}
	if change != nil && change.Action == plans.NoOp {
		return change.After, nil
	}
	if change == nil {
		return a.markSensitive(a.currentMarked(ia, ty), schema), nil
	}
	cfgVal, diags := decodeBody(rc.scope, rc.cfg.Config, schema, inst)
	if diags.HasErrors() {
		return cty.UnknownVal(ty), diags
	}
	cfg, cfgMarks := cfgVal.UnmarkDeepWithPaths()
	// replacing is the object a replacement's new object takes over from.
	replacing := cty.NullVal(ty)

	switch change.Action {
	case plans.Read:
		a.emit(ia, "", plans.Read, "start", cty.NullVal(ty))
		resp := rc.provider.ReadDataSource(providersReadData(rc, ia, cfg))
		diags = append(diags, providerDiags(resp.Diagnostics, rc, ia)...)
		if resp.Diagnostics.HasErrors() {
			return cty.UnknownVal(ty), diags
		}
		val := resp.State
		a.emit(ia, "", plans.Read, "done", val)
		a.putObject(ia, rc, &states.Object{Value: val.MarkWithPaths(cfgMarks)}, ty)
		return a.markSensitive(val.MarkWithPaths(cfgMarks), schema), diags
	case plans.DeleteThenCreate:
		replacing = current
		d := a.deleteObject(rc, ia, "", current)
		diags = append(diags, d...)
		if d.HasErrors() {
			return cty.UnknownVal(ty), diags
		}
		current = cty.NullVal(ty)
	case plans.CreateThenDelete:
		// The old object is deposed, the replacement created, and only
		// then is the deposed object destroyed.
		old := current
		key := deposedKey(ia, old)
		a.state.DeposeResourceInstanceObject(ia, key)
		val, d := a.createOrUpdate(rc, ia, cty.NullVal(ty), old, cfg, cfgMarks, plans.Create)
		diags = append(diags, d...)
		if d.HasErrors() {
			return cty.UnknownVal(ty), diags
		}
		diags = append(diags, a.deleteObject(rc, ia, key, old)...)
		return a.postconditions(rc, ia, inst, a.markSensitive(val.MarkWithPaths(cfgMarks), schema), diags)
	}
	action := change.Action
	if action.IsReplace() {
		action = plans.Create
	}
	val, d := a.createOrUpdate(rc, ia, current, replacing, cfg, cfgMarks, action)
	diags = append(diags, d...)
	if d.HasErrors() {
		return cty.UnknownVal(ty), diags
	}
	return a.postconditions(rc, ia, inst, a.markSensitive(val.MarkWithPaths(cfgMarks), schema), diags)
}

// postconditions runs the create-time provisioners of a new object, then
// checks the resource's postconditions against the applied object.
func (a *applier) postconditions(rc *resourceContext, ia addrs.AbsResourceInstance, inst *eval.Instance, val cty.Value, diags hcl.Diagnostics) (cty.Value, hcl.Diagnostics) {
	if ch := a.changes[ia.String()]; ch != nil && (ch.Action == plans.Create || ch.Action.IsReplace()) {
		diags = append(diags, a.runProvisioners(rc.scope, rc.cfg, ia, inst, val, "create")...)
	}
	for _, rule := range rc.cfg.Lifecycle.Postconditions {
		_, d := evalCondition(rc.scope, rule, withSelf(inst, val), "Resource postcondition failed", hcl.DiagError)
		diags = append(diags, d...)
	}
	return val, diags
}

func (a *applier) markSensitive(v cty.Value, schema interface {
	SensitivePaths(cty.Value) []cty.Path
}) cty.Value {
	return (&planner{}).markSensitive(v, schema)
}

// currentValue decodes the current object of an instance from the state
// being built, or returns null.
func (a *applier) currentValue(ia addrs.AbsResourceInstance, ty cty.Type) cty.Value {
	is := a.state.ResourceInstance(ia)
	if is == nil || is.Current == nil {
		return cty.NullVal(ty)
	}
	obj, err := is.Current.Decode(ty)
	if err != nil {
		return cty.NullVal(ty)
	}
	// Providers see values without marks; they are marked again where
	// the value is handed to expressions.
	v, _ := obj.Value.UnmarkDeep()
	return v
}

// currentMarked is currentValue with the sensitive marks state recorded.
func (a *applier) currentMarked(ia addrs.AbsResourceInstance, ty cty.Type) cty.Value {
	is := a.state.ResourceInstance(ia)
	if is == nil || is.Current == nil {
		return cty.NullVal(ty)
	}
	obj, err := is.Current.Decode(ty)
	if err != nil {
		return cty.NullVal(ty)
	}
	return obj.Value
}

// upstream extends direct dependencies with everything upstream of them,
// as Terraform records dependencies in state.
func (a *applier) upstream(direct []string) []string {
	set := map[string]bool{}
	for _, d := range direct {
		set[d] = true
		for _, u := range a.deps[d] {
			set[u] = true
		}
	}
	out := make([]string, 0, len(set))
	for d := range set {
		out = append(out, d)
	}
	sort.Strings(out)
	return out
}

// setDependencies records the resources an instance depends on.
func (a *applier) setDependencies(ia addrs.AbsResourceInstance, deps []string) {
	is := a.state.ResourceInstance(ia)
	if is == nil || is.Current == nil {
		return
	}
	self := addrs.AbsResource{Module: ia.Module, Resource: ia.Resource.Resource}.String()
	var out []string
	for _, d := range deps {
		if d != self {
			out = append(out, d)
		}
	}
	sort.Strings(out)
	is.Current.Dependencies = out
}

// saveOutputs evaluates the root outputs into the new state.
func (a *applier) saveOutputs(root *eval.Scope) {
	outs := map[string]*states.OutputValue{}
	for _, name := range sortedKeys(root.Module().Outputs) {
		v, d := root.Output(name)
		a.diags = append(a.diags, d...)
		if d.HasErrors() {
			continue
		}
		sensitive := root.Module().Outputs[name].Sensitive || marks.ContainsSensitive(v)
		uv, _ := v.UnmarkDeep()
		if uv.IsNull() {
			continue
		}
		outs[name] = &states.OutputValue{Value: uv, Sensitive: sensitive}
	}
	a.state.Root().OutputValues = outs
}

func (a *applier) emit(ia addrs.AbsResourceInstance, deposed string, action plans.Action, phase string, v cty.Value) {
	a.events = append(a.events, ApplyEvent{Addr: ia.String(), DeposedKey: deposed, Action: action, Phase: phase, Value: v})
}

// deposedKey names a deposed object: eight hex digits, derived from the
// instance and its object so that runs are reproducible.
func deposedKey(ia addrs.AbsResourceInstance, obj cty.Value) string {
	sum := sha256.Sum256([]byte(ia.String() + "\x00" + idOf(obj)))
	return hex.EncodeToString(sum[:4])
}
