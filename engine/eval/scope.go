package eval

import (
	"path"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/workbudget"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// Instance is what an expression inside a repeated block can see of its
// own instance: count.index, each.key and each.value, and self.
type Instance struct {
	CountSet   bool
	CountIndex cty.Value
	ForEachSet bool
	EachKey    cty.Value
	EachValue  cty.Value
	SelfSet    bool
	Self       cty.Value
	// share, when set, holds the context parts this instance shares
	// with the other instances of its resource (see Sharing).
	share *ContextShare
	// countObj, when set, is the object {index = CountIndex} (see
	// countObject).
	countObj cty.Value
}

// KeyInstance returns the instance data for an instance key of a block
// that uses count (IntKey) or for_each (StringKey).
func KeyInstance(key addrs.InstanceKey, eachValue cty.Value) *Instance {
	switch k := key.(type) {
	case addrs.IntKey:
		return &Instance{CountSet: true, CountIndex: k.Value(), countObj: countObject(int(k))}
	case addrs.StringKey:
		return &Instance{ForEachSet: true, EachKey: k.Value(), EachValue: eachValue}
	}
	return nil
}

// Scope evaluates expressions in one module instance.
type Scope struct {
	ev     *Evaluator
	Config *config.Config
	Path   addrs.ModuleInstance
	parent *Scope
	// call is the instance data of the module call that created this
	// scope, used to evaluate the call's arguments in the parent.
	call       *Instance
	memo       map[string]*memo
	children   map[string]*Scope
	expansions map[string]*Expansion
}

type memo struct {
	done  bool
	val   cty.Value
	diags hcl.Diagnostics
	deps  map[string]bool
}

func newScope(e *Evaluator, cfg *config.Config, p addrs.ModuleInstance, parent *Scope, call *Instance) *Scope {
	return &Scope{ev: e, Config: cfg, Path: p, parent: parent, call: call,
		memo: map[string]*memo{}, children: map[string]*Scope{}, expansions: map[string]*Expansion{}}
}

// Evaluator returns the evaluator this scope belongs to.
func (s *Scope) Evaluator() *Evaluator { return s.ev }

// Module returns the scope's module.
func (s *Scope) Module() *config.Module { return s.Config.Module }

// moduleDisplay names the module for messages: "the root module" or
// "module.x".
func (s *Scope) moduleDisplay() string {
	if s.Path.IsRoot() {
		return "the root module"
	}
	return s.Path.String()
}

// memoized evaluates a named value once per scope, detecting cycles.
func (s *Scope) memoized(key string, f func() (cty.Value, hcl.Diagnostics)) (cty.Value, hcl.Diagnostics) {
	if m, ok := s.memo[key]; ok && m.done {
		s.ev.useDeps(m.deps)
		return m.val, nil
	}
	full := key
	if !s.Path.IsRoot() {
		full = s.Path.String() + "." + key
	}
	if !s.ev.enter(full) {
		return cty.DynamicVal, nil
	}
	s.ev.deps = append(s.ev.deps, map[string]bool{})
	var val cty.Value
	var diags hcl.Diagnostics
	s.ev.nested(func() { val, diags = f() })
	deps := s.ev.deps[len(s.ev.deps)-1]
	s.ev.deps = s.ev.deps[:len(s.ev.deps)-1]
	s.ev.leave()
	s.memo[key] = &memo{done: true, val: val, diags: diags, deps: deps}
	s.ev.useDeps(deps)
	return val, diags
}

// Expr evaluates an expression in this scope and converts the result to
// want (cty.DynamicPseudoType for no conversion).
func (s *Scope) Expr(expr hcl.Expression, want cty.Type, inst *Instance) (cty.Value, hcl.Diagnostics) {
	ctx, diags := s.context(s.ev.opts.Refs.expr(expr), inst)
	if diags.HasErrors() {
		return marks.ErroredVal(want), diags
	}
	val, d := s.ev.EvalExpr(expr, ctx)
	diags = append(diags, s.rewriteDiags(d)...)
	if d.HasErrors() {
		return marks.ErroredVal(want), diags
	}
	if want != cty.DynamicPseudoType {
		conv, err := convert.Convert(val, want)
		if err != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity:    hcl.DiagError,
				Summary:     "Incorrect value type",
				Detail:      "Invalid expression value: " + errorWithPath(err) + ".",
				Subject:     expr.Range().Ptr(),
				Expression:  expr,
				EvalContext: ctx,
			})
			return marks.ErroredVal(want), diags
		}
		val = conv
	}
	return val, diags
}

// pathValues returns path.module, path.root and path.cwd.
func (s *Scope) pathValue(name string) (cty.Value, bool) {
	switch name {
	case "module":
		return cty.StringVal(s.Config.Module.Dir), true
	case "root":
		return cty.StringVal("."), true
	case "cwd":
		return cty.StringVal(path.Clean(s.ev.opts.WorkDir)), true
	}
	return cty.NilVal, false
}

func errorWithPath(err error) string { return config.ErrorWithPath(err) }

// rewriteDiags gives calls of undeclared provider functions Terraform's
// diagnostics.
func (s *Scope) rewriteDiags(d hcl.Diagnostics) hcl.Diagnostics {
	if !d.HasErrors() {
		return d
	}
	names := make([]string, 0, len(s.Module().RequiredProviders))
	for n := range s.Module().RequiredProviders {
		names = append(names, n)
	}
	return funcs.RewriteUnknownFunctionDiagnostics(d, names)
}

// EvalExpr evaluates an expression with the operation's work budget:
// native-syntax for expressions are instrumented to count their
// iterations (see package workbudget) before evaluation, and an
// expression that runs out of budget is an error.
func (e *Evaluator) EvalExpr(expr hcl.Expression, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
	e.Instrument(expr)
	e.budget.Begin()
	val, diags := expr.Value(ctx)
	e.budget.End()
	if d := workbudget.StringDiagnostic(val, expr.Range()); d != nil {
		return cty.DynamicVal, append(diags, d)
	}
	return val, append(diags, e.BudgetDiags(expr.Range())...)
}

// BudgetDiags reports an exhausted work budget at a range.
func (e *Evaluator) BudgetDiags(rng hcl.Range) hcl.Diagnostics {
	if !e.budget.Exceeded {
		return nil
	}
	return hcl.Diagnostics{e.budget.Diagnostic(rng)}
}

// Decode decodes a body against a schema with the operation's work
// budget (the body instrumented, the time of its evaluation measured),
// reporting a spent budget at the body's range.
func (e *Evaluator) Decode(body hcl.Body, schema *configschema.Block, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
	e.Instrument(body)
	e.budget.Begin()
	val, diags := configschema.Decode(body, schema, ctx)
	e.budget.End()
	return val, append(diags, e.BudgetDiags(body.MissingItemRange())...)
}

// ChargeConfigText counts the text of a block's decoded arguments or a
// root output's value against the operation's bound on their size (see
// workbudget.MaxConfigText), reporting at rng once it is passed.
func (e *Evaluator) ChargeConfigText(v cty.Value, rng hcl.Range) hcl.Diagnostics {
	if d := e.budget.ChargeText(v, rng); d != nil {
		return hcl.Diagnostics{d}
	}
	return nil
}

// Instrument prepares a native-syntax expression or body for evaluation
// under the work budget; other syntaxes are left alone.
func Instrument(x any) {
	if n, ok := x.(hclsyntax.Node); ok {
		workbudget.Instrument(n)
	}
}

// Instrument is the package's Instrument, done once per syntax node in
// an operation: every instance of a resource, and validate before plan,
// evaluate the same syntax again, and walking it to find nothing left to
// instrument was a few percent of a plan's time. Instrumenting changes
// the syntax tree itself, so a node once instrumented stays so.
func (e *Evaluator) Instrument(x any) {
	n, ok := x.(hclsyntax.Node)
	if !ok {
		return
	}
	c := e.opts.Refs
	if !cacheable(n) {
		workbudget.Instrument(n)
		return
	}
	if c.instrumented[n] {
		return
	}
	workbudget.Instrument(n)
	c.instrumented[n] = true
}
