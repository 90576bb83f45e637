package core

import (
	"fmt"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/providers"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/zclconf/go-cty/cty"
)

// validator checks every expression of the configuration once per module
// (not per instance), with root variables and instance keys unknown, as
// `terraform validate` does.
type validator struct {
	ev        *eval.Evaluator
	providers *providerSet
	done      map[string]cty.Value
	diags     hcl.Diagnostics
}

// Validate checks the configuration's references, expressions and
// resource arguments.
func Validate(opts Options) hcl.Diagnostics {
	v := &validator{providers: newProviderSet(hintingFactory(opts.Providers, opts.Config, nil)), done: map[string]cty.Value{}}
	v.ev = newEvaluator(opts, eval.ModeValidate, v)
	v.walk(v.ev.Root())
	v.diags = append(v.diags, v.ev.TakeDiags()...)
	return dedupe(v.diags)
}

func (v *validator) walk(s *eval.Scope) {
	mod := s.Module()
	add := func(d hcl.Diagnostics) { v.diags = append(v.diags, d...) }
	for _, name := range sortedKeys(mod.Variables) {
		_, d := s.Var(name)
		add(d)
	}
	for _, name := range sortedKeys(mod.Locals) {
		_, d := s.Local(name)
		add(d)
	}
	for _, key := range sortedKeys(mod.ManagedResources) {
		_, d := v.ResourceValue(s, mod.ManagedResources[key])
		add(d)
	}
	for _, key := range sortedKeys(mod.DataResources) {
		_, d := v.ResourceValue(s, mod.DataResources[key])
		add(d)
	}
	for _, name := range sortedKeys(mod.Outputs) {
		o := mod.Outputs[name]
		_, d := s.Output(name)
		add(d)
		add(evalDependsOn(s, o.DependsOn))
	}
	for _, name := range sortedKeys(mod.Checks) {
		for _, rule := range mod.Checks[name].Asserts {
			_, d := evalCondition(s, rule, nil, "Check block assertion failed", hcl.DiagWarning)
			for _, diag := range d {
				if diag.Summary == "Check block assertion failed" {
					continue
				}
				v.diags = append(v.diags, diag)
			}
		}
	}
	for _, name := range sortedKeys(mod.ModuleCalls) {
		call := mod.ModuleCalls[name]
		_, d := s.ModuleExpansion(name)
		add(d)
		add(evalDependsOn(s, call.DependsOn))
		child := s.Child(name, addrs.NoKey)
		if child == nil {
			continue
		}
		add(checkModuleArguments(call, child.Module()))
		v.walk(child)
	}
}

// checkModuleArguments reports arguments that name no variable of the
// module, and required variables without an argument.
func checkModuleArguments(call *config.ModuleCall, child *config.Module) hcl.Diagnostics {
	attrs, diags := call.Config.JustAttributes()
	for _, name := range sortedKeys(attrs) {
		if _, ok := child.Variables[name]; !ok {
			a := attrs[name]
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unsupported argument",
				Detail:   fmt.Sprintf("An argument named %q is not expected here.", name),
				Subject:  a.NameRange.Ptr(),
			})
		}
	}
	for _, name := range sortedKeys(child.Variables) {
		if _, ok := attrs[name]; !ok && child.Variables[name].Required() {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Missing required argument",
				Detail:   fmt.Sprintf("The argument %q is required, but no definition was found.", name),
				Subject:  call.Config.MissingItemRange().Ptr(),
			})
		}
	}
	return diags
}

// ResourceValue validates a resource once and returns an unknown value of
// its type.
func (v *validator) ResourceValue(s *eval.Scope, r *config.Resource) (cty.Value, hcl.Diagnostics) {
	key := resourceKey(addrs.ModuleInstance{}, r) + "@" + s.Config.Module.Dir
	if val, ok := v.done[key]; ok {
		return val, nil
	}
	if !v.ev.BeginObject(resourceKey(s.Path, r)) {
		return cty.DynamicVal, nil
	}
	defer v.ev.EndObject()
	rc, diags := resolveResource(v.ev, v.providers, s, r)
	if diags.HasErrors() {
		v.done[key] = cty.DynamicVal
		return cty.DynamicVal, diags
	}
	diags = append(diags, evalDependsOn(s, r.DependsOn)...)
	x, d := s.Expand(r.Count, r.ForEach)
	diags = append(diags, d...)
	inst := x.Instance(nil)
	ty := rc.schema.Block.ImpliedType()
	cfgVal, d := decodeBody(s, r.Config, rc.schema.Block, inst)
	diags = append(diags, d...)
	if !d.HasErrors() {
		diags = append(diags, providerValidate(rc, cfgVal)...)
	}
	lc := r.Lifecycle
	for _, rule := range lc.Preconditions {
		_, d := evalCondition(s, rule, inst, "Resource precondition failed", hcl.DiagError)
		diags = append(diags, d...)
	}
	self := cty.UnknownVal(ty)
	for _, rule := range lc.Postconditions {
		_, d := evalCondition(s, rule, withSelf(inst, self), "Resource postcondition failed", hcl.DiagError)
		diags = append(diags, d...)
	}
	for _, expr := range lc.ReplaceTriggeredBy {
		_, d := s.Context(expr.Variables(), inst)
		diags = append(diags, d...)
	}
	val := cty.DynamicVal
	if r.Count == nil && r.ForEach == nil {
		val = cty.UnknownVal(ty)
	}
	v.done[key] = val
	return val, diags
}

// dedupe drops repeated diagnostics (the same summary at the same place),
// which can arise when a value is reached along several paths.
func dedupe(diags hcl.Diagnostics) hcl.Diagnostics {
	seen := map[string]bool{}
	var out hcl.Diagnostics
	for _, d := range diags {
		k := d.Summary + "\x00" + d.Detail
		if d.Subject != nil {
			k += "\x00" + d.Subject.String()
		}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, d)
	}
	return out
}

// providerValidate runs a provider's own checks of a configuration, for
// providers that have them, placing the diagnostics in the block.
func providerValidate(rc *resourceContext, cfg cty.Value) hcl.Diagnostics {
	v, ok := rc.provider.(providers.ConfigValidator)
	if !ok || marks.IsErrored(cfg) {
		return nil
	}
	cfg = marks.UnmarkDeep(cfg)
	var diags hcl.Diagnostics
	if rc.cfg.Mode == config.DataResource {
		diags = v.ValidateDataSourceConfig(rc.cfg.Type, cfg)
	} else {
		diags = v.ValidateResourceConfig(rc.cfg.Type, cfg)
	}
	if len(diags) == 0 {
		return nil
	}
	// Validation is per resource, not per instance: name the resource.
	return providerDiags(diags, rc, addrs.AbsResourceInstance{Module: rc.addr.Module, Resource: rc.addr.Resource.Instance(addrs.NoKey)})
}
