package eval

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/zclconf/go-cty/cty"
)

// MaxInstances bounds count and for_each so that a typo cannot make the
// engine build millions of instances.
const MaxInstances = 10000

// MaxTotalInstances bounds the instances of resources and modules that a
// whole configuration expands to. MaxInstances alone does not: count and
// for_each on nested module calls multiply (four levels of count = 100
// are 10^8 instances). It is 1.5 times MaxInstances, so that one
// resource may still use the whole per-resource limit beside others, and
// low enough that planning and printing that many instances takes about
// a second natively (a plan of 24,000 instances took 2.3 s of CPU).
const MaxTotalInstances = 15000

// instanceTally counts the instances an operation has expanded so far,
// against MaxTotalInstances.
type instanceTally struct {
	total int64
	// admitted records, per scope and count or for_each expression,
	// whether its expansion was counted within the limit (true) or
	// refused (false): a resource expanded again is not counted twice.
	admitted map[instanceSite]bool
	exceeded bool
}

// instanceSite is one count or for_each expression in one module
// instance.
type instanceSite struct {
	scope *Scope
	expr  hcl.Expression
}

// admit counts n expanded keys, each standing for weight instances (a
// module instance stands for itself and for the single resources in
// it), at one site. It reports false when the keys are refused: the limit
// was already passed, or this expansion passes it.
func (t *instanceTally) admit(site instanceSite, n, weight int64) (ok, crossed bool) {
	if ok, seen := t.admitted[site]; seen && site.expr != nil {
		return ok, false
	}
	if t.admitted == nil {
		t.admitted = map[instanceSite]bool{}
	}
	if t.exceeded {
		t.admitted[site] = false
		return false, false
	}
	t.total += n * weight
	if t.total > MaxTotalInstances {
		t.exceeded = true
		t.admitted[site] = false
		return false, true
	}
	t.admitted[site] = true
	return true, false
}

// moduleWeight is how many instances one instance of a module call
// stands for before its own count and for_each are expanded: the module
// instance and its resources without count or for_each.
func (s *Scope) moduleWeight(name string) int64 {
	child := s.Config.Children[name]
	if child == nil {
		return 1
	}
	n := int64(1)
	for _, rs := range []map[string]*config.Resource{child.Module.ManagedResources, child.Module.DataResources} {
		for _, r := range rs {
			if r.Count == nil && r.ForEach == nil {
				n++
			}
		}
	}
	return n
}

// limitExpansion counts an expansion against MaxTotalInstances. A refused
// expansion is returned as not known, so that nothing is planned for it;
// the expansion that passes the limit is also an error, at site (the
// count or for_each expression, else rng).
func (s *Scope) limitExpansion(x *Expansion, diags hcl.Diagnostics, site hcl.Expression, rng hcl.Range, weight int64, ctx *hcl.EvalContext) (*Expansion, hcl.Diagnostics) {
	if !x.Known || diags.HasErrors() {
		return x, diags
	}
	ok, crossed := s.ev.instances.admit(instanceSite{s, site}, int64(len(x.Keys)), weight)
	if ok {
		return x, diags
	}
	refused := &Expansion{Mode: x.Mode, Each: map[addrs.InstanceKey]cty.Value{}}
	if !crossed {
		return refused, diags
	}
	summary, detail := "Too many module instances", "This module call"
	switch x.Mode {
	case "count":
		summary, detail = "Invalid count argument", fmt.Sprintf(`The given "count" argument value is %d, which`, len(x.Keys))
	case "for_each":
		summary, detail = "Invalid for_each argument", fmt.Sprintf(`The given "for_each" argument value has %d elements, which`, len(x.Keys))
	}
	where := ""
	if !s.Path.IsRoot() {
		where = " in " + s.Path.String()
	}
	d := &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  summary,
		Detail: fmt.Sprintf("%s%s brings the configuration past tfplay's limit of %d instances of resources and modules in all. The count and for_each of a module call multiply the instances of everything inside the module.",
			detail, where, MaxTotalInstances),
		Subject:     rng.Ptr(),
		Expression:  site,
		EvalContext: ctx,
	}
	return refused, append(diags, d)
}
