package core

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// checkCollector gathers the status of every checkable object for plan
// JSON's "checks".
type checkCollector struct {
	byAddr map[string]*plans.CheckResult
}

func newCheckCollector() *checkCollector {
	return &checkCollector{byAddr: map[string]*plans.CheckResult{}}
}

func (c *checkCollector) result(kind, addr, module string) *plans.CheckResult {
	key := kind + " " + addr
	r, ok := c.byAddr[key]
	if !ok {
		r = &plans.CheckResult{Kind: kind, Addr: addr, Module: module, Status: plans.CheckPass}
		c.byAddr[key] = r
	}
	return r
}

// instance records one instance's status; the object's status is the
// worst of its instances'.
func (c *checkCollector) instance(kind, addr, module, instAddr string, status plans.CheckStatus, problems []string) {
	r := c.result(kind, addr, module)
	for i := range r.Instances {
		if r.Instances[i].Addr == instAddr {
			r.Instances[i].Status = worse(r.Instances[i].Status, status)
			r.Instances[i].Problems = append(r.Instances[i].Problems, problems...)
			r.Status = worse(r.Status, status)
			return
		}
	}
	r.Instances = append(r.Instances, plans.CheckInstanceResult{Addr: instAddr, Status: status, Problems: problems})
	r.Status = worse(r.Status, status)
}

func worse(a, b plans.CheckStatus) plans.CheckStatus {
	rank := map[plans.CheckStatus]int{plans.CheckPass: 0, plans.CheckUnknown: 1, plans.CheckFail: 2, plans.CheckError: 3}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

func (c *checkCollector) results() []*plans.CheckResult {
	keys := make([]string, 0, len(c.byAddr))
	for k := range c.byAddr {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]*plans.CheckResult, 0, len(keys))
	for _, k := range keys {
		out = append(out, c.byAddr[k])
	}
	return out
}

// variable records a variable's validation result.
func (c *checkCollector) variable(s *eval.Scope, v *config.Variable, diags hcl.Diagnostics) {
	if len(v.Validations) == 0 {
		return
	}
	addr := "var." + v.Name
	status := plans.CheckPass
	for _, d := range diags {
		if d.Summary == "Invalid value for variable" {
			status = plans.CheckFail
		}
	}
	val, _ := s.Var(v.Name)
	if !val.IsWhollyKnown() && status == plans.CheckPass {
		status = plans.CheckUnknown
	}
	c.instance("var", addr, s.Path.String(), qualify(s.Path, addr), status, nil)
}

// output records an output's precondition result.
func (c *checkCollector) output(s *eval.Scope, o *config.Output, diags hcl.Diagnostics) {
	if len(o.Preconditions) == 0 {
		return
	}
	addr := "output." + o.Name
	status := plans.CheckPass
	for _, d := range diags {
		if d.Summary == "Module output value precondition failed" {
			status = plans.CheckFail
		}
	}
	c.instance("output_value", addr, s.Path.String(), qualify(s.Path, addr), status, nil)
}

func qualify(m addrs.ModuleInstance, addr string) string {
	if m.IsRoot() {
		return addr
	}
	return m.String() + "." + addr
}

// checkConditions evaluates preconditions or postconditions of a resource
// instance. An unknown condition is left for apply.
func (p *planner) checkConditions(s *eval.Scope, r addrs.AbsResource, ia addrs.AbsResourceInstance, rules []*config.CheckRule, inst *eval.Instance, summary, kind string) hcl.Diagnostics {
	if len(rules) == 0 {
		return nil
	}
	var diags hcl.Diagnostics
	status := plans.CheckPass
	for _, rule := range rules {
		st, d := evalCondition(s, rule, inst, summary, hcl.DiagError)
		diags = append(diags, d...)
		status = worse(status, st)
	}
	p.checks.instance("resource", r.Resource.String(), r.Module.String(), ia.String(), status, nil)
	return diags
}

// evalCondition evaluates one condition; a false result becomes a
// diagnostic of the given severity with the rule's error message.
func evalCondition(s *eval.Scope, rule *config.CheckRule, inst *eval.Instance, summary string, sev hcl.DiagnosticSeverity) (plans.CheckStatus, hcl.Diagnostics) {
	ctx, diags := s.Context(rule.Condition.Variables(), inst)
	if diags.HasErrors() {
		return plans.CheckError, diags
	}
	val, d := s.Evaluator().EvalExpr(rule.Condition, ctx)
	diags = append(diags, d...)
	if d.HasErrors() {
		return plans.CheckError, diags
	}
	val, _ = val.UnmarkDeep()
	if !val.IsKnown() {
		return plans.CheckUnknown, diags
	}
	if val.IsNull() {
		return plans.CheckError, append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError, Summary: "Invalid condition result",
			Detail:  "Condition expression must return either true or false, not null.",
			Subject: rule.Condition.Range().Ptr(), Expression: rule.Condition, EvalContext: ctx,
		})
	}
	b, err := convert.Convert(val, cty.Bool)
	if err != nil {
		return plans.CheckError, append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError, Summary: "Invalid condition result",
			Detail:  fmt.Sprintf("Invalid condition result value: %s.", err),
			Subject: rule.Condition.Range().Ptr(), Expression: rule.Condition, EvalContext: ctx,
		})
	}
	if b.True() {
		return plans.CheckPass, diags
	}
	msg, d := s.Expr(rule.ErrorMessage, cty.String, inst)
	diags = append(diags, d...)
	text := ""
	if !d.HasErrors() {
		msg, _ = msg.UnmarkDeep()
		if msg.IsKnown() && !msg.IsNull() {
			text = msg.AsString()
		}
	}
	return plans.CheckFail, append(diags, &hcl.Diagnostic{
		Severity: sev, Summary: summary, Detail: text,
		Subject: rule.Condition.Range().Ptr(), Expression: rule.Condition, EvalContext: ctx,
	})
}

// runChecks evaluates check blocks in every module instance visited:
// failures are warnings.
func (p *planner) runChecks(root *eval.Scope) {
	p.diags = append(p.diags, runCheckBlocks(root, p, p.checks)...)
}

// runCheckBlocks evaluates the check blocks of a module instance and its
// children. Failed assertions, unknown results and errors of scoped data
// sources are warnings, never errors.
func runCheckBlocks(s *eval.Scope, src eval.ResourceSource, checks *checkCollector) hcl.Diagnostics {
	var diags hcl.Diagnostics
	mod := s.Module()
	for _, name := range sortedKeys(mod.Checks) {
		chk := mod.Checks[name]
		addr := "check." + name
		status := plans.CheckPass
		if chk.Data != nil {
			_, d := src.ResourceValue(s, chk.Data)
			for _, diag := range d {
				diag.Severity = hcl.DiagWarning
			}
			diags = append(diags, d...)
		}
		for _, rule := range chk.Asserts {
			st, d := evalCondition(s, rule, nil, "Check block assertion failed", hcl.DiagWarning)
			for _, diag := range d {
				diag.Severity = hcl.DiagWarning
			}
			diags = append(diags, d...)
			if st == plans.CheckUnknown {
				ctx, _ := s.Context(rule.Condition.Variables(), nil)
				diags = append(diags, &hcl.Diagnostic{
					Severity:    hcl.DiagWarning,
					Summary:     "Check block assertion known after apply",
					Detail:      "The condition could not be evaluated at this time, a result will be known when this plan is applied.",
					Subject:     rule.Condition.Range().Ptr(),
					Expression:  rule.Condition,
					EvalContext: ctx,
				})
			}
			status = worse(status, st)
		}
		if status == plans.CheckError {
			status = plans.CheckFail
		}
		if checks != nil {
			checks.instance("check", addr, s.Path.String(), qualify(s.Path, addr), status, nil)
		}
	}
	for _, name := range sortedKeys(mod.ModuleCalls) {
		x, _ := s.ModuleExpansion(name)
		if x == nil || !x.Known {
			continue
		}
		for _, k := range x.Keys {
			if child := s.Child(name, k); child != nil {
				diags = append(diags, runCheckBlocks(child, src, checks)...)
			}
		}
	}
	return diags
}
