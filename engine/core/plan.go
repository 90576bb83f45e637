package core

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// planner plans every resource of the configuration, on demand.
type planner struct {
	opts      Options
	ev        *eval.Evaluator
	providers *providerSet
	// prior is the state being planned against (after moves and refresh).
	prior *states.State
	// prevRun is the state as of the previous run, after moves.
	prevRun *states.State
	plan    *plans.Plan
	// planned memoises each resource's value, keyed by absolute resource.
	planned map[string]*plannedResource
	// targets limits the plan to -target resources (nil: everything).
	targets *targeting
	// imports maps the instances import blocks bring in to their ids.
	imports map[string]string
	// removed are the configuration's removed blocks.
	removed []removedBlock
	// deps lists, per absolute resource, the resources it refers to.
	deps map[string][]string
	// visited records every instance the configuration declares.
	visited map[string]bool
	// visitedModules records the module instances the configuration declares.
	visitedModules map[string]bool
	// moved maps new instance address strings to their previous address.
	moved  map[string]addrs.AbsResourceInstance
	events []Event
	// changesByResource lists planned changes per absolute resource.
	changesByResource map[string][]*plans.ResourceInstanceChange
	checks            *checkCollector
	diags             hcl.Diagnostics
}

// plannedResource is the result of planning one resource.
type plannedResource struct {
	value cty.Value
	// changes by instance key string.
	changes map[string]*plans.ResourceInstanceChange
}

// Event is something the CLI prints while an operation runs, such as
// "Refreshing state..." lines.
type Event struct {
	Addr    string
	Kind    string // "refresh", "read-start", "read-done", "import"
	Deposed string
	// Value is the object refreshed or read.
	Value cty.Value
	// ImportID is the id of an object being imported ("import").
	ImportID string
}

// Plan makes a plan. Diagnostics with errors mean the plan is errored;
// the plan is still returned for rendering what was planned.
func Plan(opts Options) (*plans.Plan, []Event, hcl.Diagnostics) {
	// Like Terraform, check the configuration as a whole first: errors
	// there stop the operation before anything is planned.
	if d := opts.Config.CheckRemoved(); d.HasErrors() {
		return nil, nil, d
	}
	// The validate walk and the plan walk evaluate the same expressions.
	if opts.refs == nil {
		opts.refs = eval.NewRefCache()
	}
	if vd := Validate(opts); vd.HasErrors() {
		var errs hcl.Diagnostics
		for _, d := range vd {
			if d.Severity == hcl.DiagError {
				errs = append(errs, d)
			}
		}
		return nil, nil, errs
	}
	p := &planner{
		opts:           opts,
		providers:      newProviderSet(hintingFactory(opts.Providers, opts.Config, opts.State)),
		planned:        map[string]*plannedResource{},
		deps:           map[string][]string{},
		visited:        map[string]bool{},
		visitedModules: map[string]bool{},
		moved:          map[string]addrs.AbsResourceInstance{},
		checks:         newCheckCollector(),
	}
	mode := eval.ModePlan
	p.ev = newEvaluator(opts, mode, p)
	prevRun := opts.State.DeepCopy()
	moveDiags := p.applyMoves(prevRun)
	if moveDiags.HasErrors() {
		return nil, nil, moveDiags
	}
	p.diags = append(p.diags, moveDiags...)
	p.prevRun = prevRun
	p.prior = prevRun.DeepCopy()
	p.plan = &plans.Plan{
		Mode:              opts.Mode,
		PrevRunState:      p.prevRun,
		PriorState:        p.prior,
		Variables:         map[string]cty.Value{},
		TargetAddrs:       opts.Targets,
		ForceReplaceAddrs: opts.ForceReplace,
		Timestamp:         opts.Timestamp,
		Workspace:         opts.Workspace,
	}
	t, d := newTargeting(opts.Config, opts.Targets, opts.Mode == plans.DestroyMode)
	if d.HasErrors() {
		return nil, nil, d
	}
	p.targets = t
	if t != nil {
		p.diags = append(p.diags, targetingWarning())
	}
	if !p.diags.HasErrors() {
		imports, d := p.importTargets()
		if d.HasErrors() {
			return nil, nil, d
		}
		p.imports = imports
		p.removed = p.removedBlocks()
		p.refresh()
		if opts.Mode == plans.DestroyMode {
			p.planDestroy()
		} else {
			p.walk()
		}
	}
	p.plan.Checks = p.checks.results()
	p.diags = append(p.diags, p.ev.TakeDiags()...)
	if p.diags.HasErrors() {
		p.plan.Errored = true
	}
	sortChanges(p.plan)
	return p.plan, p.events, p.diags
}

// walk evaluates the whole configuration: every module instance's
// variables, locals, outputs and resources, then plans the deletion of
// instances that are no longer declared.
func (p *planner) walk() {
	root := p.ev.Root()
	p.walkScope(root)
	if p.opts.Mode != plans.RefreshOnlyMode {
		p.planOrphans()
	}
	p.planOutputs(root)
	p.runChecks(root)
	for name := range p.opts.Config.Module.Variables {
		p.plan.Variables[name] = root.GivenVar(name)
	}
}

// walkScope evaluates everything in a module instance and its children.
func (p *planner) walkScope(s *eval.Scope) {
	p.visitedModules[s.Path.String()] = true
	mod := s.Module()
	for _, name := range sortedKeys(mod.Variables) {
		_, d := s.Var(name)
		p.diags = append(p.diags, d...)
		p.checks.variable(s, mod.Variables[name], d)
	}
	for _, name := range sortedKeys(mod.Locals) {
		_, d := s.Local(name)
		p.diags = append(p.diags, d...)
	}
	for _, key := range sortedKeys(mod.ManagedResources) {
		_, d := p.ResourceValue(s, mod.ManagedResources[key])
		p.diags = append(p.diags, d...)
	}
	for _, key := range sortedKeys(mod.DataResources) {
		if mod.DataResources[key].InCheck != "" {
			// Scoped to a check block, read with its assertions.
			continue
		}
		_, d := p.ResourceValue(s, mod.DataResources[key])
		p.diags = append(p.diags, d...)
	}
	if !s.Path.IsRoot() {
		for _, name := range sortedKeys(mod.Outputs) {
			_, d := s.Output(name)
			p.diags = append(p.diags, d...)
		}
	}
	for _, name := range sortedKeys(mod.ModuleCalls) {
		x, d := s.ModuleExpansion(name)
		p.diags = append(p.diags, d...)
		if d.HasErrors() || !x.Known {
			continue
		}
		for _, k := range x.Keys {
			if child := s.Child(name, k); child != nil {
				p.walkScope(child)
			}
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// planOutputs records the changes of the root module's outputs.
func (p *planner) planOutputs(root *eval.Scope) {
	prior := p.prior.Root().OutputValues
	for _, name := range sortedKeys(root.Module().Outputs) {
		o := root.Module().Outputs[name]
		val, d := root.Output(name)
		p.diags = append(p.diags, d...)
		p.checks.output(root, o, d)
		if d.HasErrors() || marks.IsErrored(val) {
			// Nothing is planned downstream of an error.
			continue
		}
		oc := &plans.OutputChange{Name: name, After: val, Sensitive: o.Sensitive || marks.ContainsSensitive(val)}
		if pv, ok := prior[name]; ok {
			before := pv.Value
			if pv.Sensitive {
				before = before.Mark(marks.Sensitive)
			}
			oc.Before = before
			uv := marks.UnmarkDeep(val)
			if uv.IsWhollyKnown() && uv.Type().Equals(pv.Value.Type()) && uv.RawEquals(pv.Value) {
				oc.Action = plans.NoOp
			} else if valuesEqual(uv, pv.Value) {
				oc.Action = plans.NoOp
			} else {
				oc.Action = plans.Update
			}
			if uv.IsNull() && !pv.Value.IsNull() {
				oc.Action = plans.Delete
			}
		} else {
			oc.Before = cty.NullVal(cty.DynamicPseudoType)
			oc.Action = plans.Create
			if uv := marks.UnmarkDeep(val); uv.IsNull() {
				oc.Action = plans.NoOp
			}
		}
		p.plan.Outputs = append(p.plan.Outputs, oc)
	}
	for _, name := range sortedKeys(prior) {
		if _, ok := root.Module().Outputs[name]; ok {
			continue
		}
		pv := prior[name]
		before := pv.Value
		if pv.Sensitive {
			before = before.Mark(marks.Sensitive)
		}
		p.plan.Outputs = append(p.plan.Outputs, &plans.OutputChange{
			Name: name, Action: plans.Delete, Before: before,
			After: cty.NullVal(cty.DynamicPseudoType), Sensitive: pv.Sensitive,
		})
	}
}

// sortChanges orders changes by address, deposed objects after current.
// The address strings are made once per change, not per comparison.
func sortChanges(pl *plans.Plan) {
	type keyed struct {
		c               *plans.ResourceInstanceChange
		addr, mod, rsrc string
	}
	ks := make([]keyed, len(pl.Changes))
	for i, c := range pl.Changes {
		ks[i] = keyed{c: c, addr: c.Addr.String(), mod: c.Addr.Module.String(), rsrc: c.Addr.Resource.Resource.String()}
	}
	sort.SliceStable(ks, func(i, j int) bool {
		a, b := ks[i], ks[j]
		if a.addr != b.addr {
			return keyedInstanceLess(a.mod, b.mod, a.rsrc, b.rsrc, a.c.Addr, b.c.Addr)
		}
		return a.c.DeposedKey < b.c.DeposedKey
	})
	for i, k := range ks {
		pl.Changes[i] = k.c
	}
}

// instanceLess orders instance addresses as Terraform does: by module,
// then resource, then key (ints numerically).
func instanceLess(a, b addrs.AbsResourceInstance) bool {
	return keyedInstanceLess(a.Module.String(), b.Module.String(), a.Resource.Resource.String(), b.Resource.Resource.String(), a, b)
}

// keyedInstanceLess is instanceLess given the module and resource
// address strings of a (am, ar) and b (bm, br).
func keyedInstanceLess(am, bm, ar, br string, a, b addrs.AbsResourceInstance) bool {
	if am != bm {
		return am < bm
	}
	if a.Resource.Resource.Mode != b.Resource.Resource.Mode {
		return a.Resource.Resource.Mode < b.Resource.Resource.Mode
	}
	if ar != br {
		return ar < br
	}
	return addrs.KeyLess(a.Resource.Key, b.Resource.Key)
}

func errorf(summary, format string, args ...any) *hcl.Diagnostic {
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...)}
}
