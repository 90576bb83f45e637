// Package eval evaluates the Terraform language over a loaded
// configuration: input variables, local values, outputs, module calls and
// references to resources, each on demand and memoised per module
// instance, with Terraform's diagnostics for bad references and cycles.
package eval

import (
	"github.com/tfplay/tfplay/engine/workbudget"
	"io/fs"
	"sort"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/inputvars"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// Mode is the operation an evaluation serves. It decides how missing
// values and impure functions behave.
type Mode int

const (
	// ModeValidate evaluates with every root variable unknown.
	ModeValidate Mode = iota
	// ModePlan evaluates with known inputs; impure functions are unknown.
	ModePlan
	// ModeApply evaluates with every function producing a value.
	ModeApply
	// ModeConsole is `terraform console`: unset required variables and
	// resources without state are unknown.
	ModeConsole
)

// ResourceSource supplies the value of a whole resource (an object, a
// tuple of objects with count, an object of objects with for_each) as seen
// from a module instance.
type ResourceSource interface {
	ResourceValue(s *Scope, r *config.Resource) (cty.Value, hcl.Diagnostics)
}

// Options configure an Evaluator.
type Options struct {
	Config    *config.Config
	Mode      Mode
	FS        fs.FS
	WorkDir   string
	Env       map[string]string
	Workspace string
	// Inputs are the raw values given for root variables.
	Inputs map[string]*inputvars.Value
	// Resources answers resource references; nil makes them unknown.
	Resources     ResourceSource
	PlanTimestamp time.Time
	Flavor        funcs.Flavor
	// WorkLimit bounds the for-expression iterations of the operation;
	// zero means workbudget.DefaultLimit.
	WorkLimit int64
	// TimeLimit bounds the time the operation spends in for
	// expressions' iterations and function calls; zero means
	// workbudget.MaxEvalTime.
	TimeLimit time.Duration
	// Refs caches the references of expressions and bodies; nil gives
	// the evaluator a cache of its own. Evaluators of one operation may
	// share one (see RefCache).
	Refs *RefCache
}

// Evaluator evaluates a configuration tree.
type Evaluator struct {
	opts   Options
	funcs  map[string]function.Function
	scopes map[string]*Scope
	stack  []string
	cycles map[string]bool
	// cycleHits counts the evaluations refused because their value was
	// already being evaluated (a dependency cycle), reported or not.
	cycleHits int
	// deps is a stack of the objects (resources) each evaluation in
	// progress has referred to, directly or through named values.
	deps []map[string]bool
	// budget bounds the for-expression iterations of the operation.
	budget *workbudget.Budget
	// instances counts the instances expanded, against MaxTotalInstances.
	instances instanceTally
	// Diags collects diagnostics that belong to no single expression, such
	// as dependency cycles.
	Diags hcl.Diagnostics
}

// New returns an evaluator for the options' configuration.
func New(opts Options) *Evaluator {
	if opts.Workspace == "" {
		opts.Workspace = "default"
	}
	if opts.Refs == nil {
		opts.Refs = NewRefCache()
	}
	e := &Evaluator{opts: opts, scopes: map[string]*Scope{}, cycles: map[string]bool{}}
	pure := opts.Mode == ModeValidate || opts.Mode == ModePlan
	e.budget = workbudget.New()
	if opts.WorkLimit > 0 {
		e.budget.Limit = opts.WorkLimit
	}
	e.budget.TimeLimit = opts.TimeLimit
	e.funcs = funcs.Table(funcs.Options{
		ChargeText:             e.budget.ChargeBytes,
		FS:                     opts.FS,
		WorkDir:                opts.WorkDir,
		Home:                   opts.Env["HOME"],
		Pure:                   pure,
		Console:                opts.Mode == ModeConsole,
		PlanTimestamp:          opts.PlanTimestamp,
		Flavor:                 opts.Flavor,
		TerraformProviderNames: builtinProviderNames(opts.Config),
	})
	for name, fn := range e.budget.Functions() {
		e.funcs[name] = fn
	}
	for _, name := range workbudget.ChargedFunctions {
		if pure && funcs.Impure(name) {
			continue // unknown without running
		}
		for _, key := range []string{name, "core::" + name} {
			if fn, ok := e.funcs[key]; ok {
				e.funcs[key] = e.budget.Charged(name, fn)
			}
		}
	}
	return e
}

// Mode returns the evaluation mode.
func (e *Evaluator) Mode() Mode { return e.opts.Mode }

// Functions returns the function table expressions are evaluated with.
func (e *Evaluator) Functions() map[string]function.Function { return e.funcs }

// builtinProviderNames lists the root module's local names for
// terraform.io/builtin/terraform, which provide provider::NAME:: functions.
func builtinProviderNames(cfg *config.Config) []string {
	if cfg == nil {
		return nil
	}
	var out []string
	for name, rp := range cfg.Module.RequiredProviders {
		if rp.Source == "terraform.io/builtin/terraform" {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// Root returns the root module's scope.
func (e *Evaluator) Root() *Scope {
	key := ""
	if s, ok := e.scopes[key]; ok {
		return s
	}
	s := newScope(e, e.opts.Config, addrs.RootModuleInstance, nil, nil)
	e.scopes[key] = s
	return s
}

// enter marks a named value as being evaluated; it reports false when the
// value is already on the stack, recording the cycle.
func (e *Evaluator) enter(key string) bool {
	for i, k := range e.stack {
		if k == key {
			e.cycleHits++
			members := append([]string{}, e.stack[i:]...)
			sort.Strings(members)
			id := strings.Join(members, "\x00")
			if !e.cycles[id] {
				e.cycles[id] = true
				e.Diags = append(e.Diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Cycle:\n  " + strings.Join(members, "\n  "),
				})
			}
			return false
		}
	}
	e.stack = append(e.stack, key)
	return true
}

func (e *Evaluator) leave() { e.stack = e.stack[:len(e.stack)-1] }

// TakeDiags returns and clears the diagnostics that belong to no single
// expression (dependency cycles).
func (e *Evaluator) TakeDiags() hcl.Diagnostics {
	d := e.Diags
	e.Diags = nil
	return d
}

// UseObject records that the evaluation in progress refers to an object
// (a resource, by its absolute address).
func (e *Evaluator) UseObject(key string) {
	if n := len(e.deps); n > 0 {
		e.deps[n-1][key] = true
	}
}

// BeginObject starts evaluating an object (a resource): it records the
// reference, then returns false, with a cycle diagnostic, when the object
// is already being evaluated further up.
func (e *Evaluator) BeginObject(key string) bool {
	e.UseObject(key)
	if !e.enter(key) {
		return false
	}
	e.deps = append(e.deps, map[string]bool{})
	return true
}

// EndObject ends a successful BeginObject and returns the objects the
// object's evaluation referred to, sorted.
func (e *Evaluator) EndObject() []string {
	top := e.deps[len(e.deps)-1]
	e.deps = e.deps[:len(e.deps)-1]
	e.leave()
	out := make([]string, 0, len(top))
	for k := range top {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// useDeps adds a finished named value's dependencies to the evaluation in
// progress.
func (e *Evaluator) useDeps(deps map[string]bool) {
	for k := range deps {
		e.UseObject(k)
	}
}
