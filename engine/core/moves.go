package core

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// applyMoves carries out the configuration's moved blocks on the state:
// objects at a "from" address move to the "to" address unless something is
// already there.
func (p *planner) applyMoves(st *states.State) hcl.Diagnostics {
	var diags hcl.Diagnostics
	var unresolved []string
	for _, c := range p.opts.Config.AllModules() {
		for _, mv := range c.Module.Moved {
			from, d1 := addrs.ParseEndpoint(mv.From)
			to, d2 := addrs.ParseEndpoint(mv.To)
			diags = append(diags, d1...)
			diags = append(diags, d2...)
			if d1.HasErrors() || d2.HasErrors() {
				continue
			}
			from.Module = prefixModule(c.Path, from.Module)
			to.Module = prefixModule(c.Path, to.Module)
			if r, noun, short := stillDeclared(p.opts.Config, from, to); r != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Moved object still exists",
					Detail: fmt.Sprintf("This statement declares a move from %s, but that %s is still declared at %s:%d,%d.\n\nChange your configuration so that this %s will be declared as %s instead.",
						from, noun, r.DeclRange.Filename, r.DeclRange.Start.Line, r.DeclRange.Start.Column, short, to),
					Subject: mv.DeclRange.Ptr(),
				})
				continue
			}
			if from.Resource != nil && to.Resource != nil && from.Resource.Type != to.Resource.Type {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Resource type mismatch",
					Detail:   fmt.Sprintf("This statement declares a move from %s to %s, which is a resource of a different type.", from, to),
					Subject:  mv.DeclRange.Ptr(),
				})
				continue
			}
			unresolved = append(unresolved, p.move(st, from, to)...)
		}
	}
	p.implicitMoves(st)
	if len(unresolved) > 0 {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagWarning,
			Summary:  "Unresolved resource instance address changes",
			Detail:   "Terraform tried to adjust resource instance addresses in the prior state based on change information recorded in the configuration, but some adjustments did not succeed due to existing objects already at the intended addresses:\n" + strings.Join(unresolved, "\n") + "\n\nTerraform has planned to destroy these objects. If Terraform's proposed changes aren't appropriate, you must first resolve the conflicts using the \"terraform state\" subcommands and then create a new plan.",
		})
	}
	return diags
}

func prefixModule(base []string, m addrs.ModuleInstance) addrs.ModuleInstance {
	out := addrs.ModuleInstance{}
	for _, n := range base {
		out = append(out, addrs.ModuleInstanceStep{Name: n})
	}
	return append(out, m...)
}

// declaredResource returns the resource an endpoint names if the
// configuration still declares it.
func declaredResource(root *config.Config, e addrs.Endpoint) *config.Resource {
	if e.Resource == nil {
		return nil
	}
	c := root.Descendant(e.Module.Module())
	if c == nil {
		return nil
	}
	return c.Module.ResourceByAddr(e.Resource.String())
}

// stillDeclared reports the resource block that still declares a move's
// source, with the noun Terraform uses for it. A move between whole
// resources (no key on either side) is blocked by the resource block
// alone; a move where either side has a key is a move of one instance
// (a missing key meaning the no-key instance), blocked only when the
// resource's repetition (none, count, for_each) can still produce that
// instance, so w -> w["a"] or w[0] -> w["a"] is allowed once w has for_each.
func stillDeclared(root *config.Config, from, to addrs.Endpoint) (*config.Resource, string, string) {
	r := declaredResource(root, from)
	if r == nil {
		return nil, "", ""
	}
	if !from.KeySet && !to.KeySet {
		return r, "resource", "resource"
	}
	declared := false
	switch k := from.Key.(type) {
	case nil:
		declared = r.Count == nil && r.ForEach == nil
	case addrs.IntKey:
		declared = r.Count != nil && countMayHold(r.Count, int(k))
	case addrs.StringKey:
		declared = r.ForEach != nil
	}
	if !declared {
		return nil, "", ""
	}
	return r, "resource instance", "instance"
}

// countMayHold reports whether a count expression can produce index i:
// a count written as a constant is checked; any other count is assumed to
// reach i, since moves are resolved before expressions are evaluated.
func countMayHold(expr hcl.Expression, i int) bool {
	v, diags := expr.Value(nil)
	if diags.HasErrors() || !v.IsKnown() || v.IsNull() || !v.Type().Equals(cty.Number) {
		return true
	}
	n, _ := v.AsBigFloat().Int64()
	return int64(i) < n
}

// move relocates the objects matching from; it returns the moves that
// could not be made because the target already exists.
func (p *planner) move(st *states.State, from, to addrs.Endpoint) []string {
	var failed []string
	for _, ia := range st.AllInstances() {
		target, ok := movedAddr(ia, from, to)
		if !ok {
			continue
		}
		if st.ResourceInstance(target) != nil {
			failed = append(failed, fmt.Sprintf("  - %s could not move to %s", ia, target))
			continue
		}
		st.MoveInstance(ia, target)
		p.moved[target.String()] = ia
	}
	return failed
}

// movedAddr computes where an instance goes under a move, if it matches.
func movedAddr(ia addrs.AbsResourceInstance, from, to addrs.Endpoint) (addrs.AbsResourceInstance, bool) {
	if from.Resource == nil {
		// A module move renames the module prefix.
		if !ia.Module.HasPrefix(from.Module) || len(from.Module) == 0 {
			return ia, false
		}
		rest := ia.Module[len(from.Module):]
		out := ia
		out.Module = append(append(addrs.ModuleInstance{}, to.Module...), rest...)
		return out, true
	}
	if ia.Module.String() != from.Module.String() || ia.Resource.Resource != *from.Resource {
		return ia, false
	}
	// With a key on either side this is an instance move; an endpoint
	// without a key then names the no-key instance.
	if (from.KeySet || to.KeySet) && addrs.KeyString(ia.Resource.Key) != addrs.KeyString(from.Key) {
		return ia, false
	}
	key := ia.Resource.Key
	if from.KeySet || to.KeySet {
		key = to.Key
	}
	return addrs.AbsResourceInstance{Module: to.Module, Resource: to.Resource.Instance(key)}, true
}

// prevAddr returns where an instance was before moves.
func (p *planner) prevAddr(ia addrs.AbsResourceInstance) addrs.AbsResourceInstance {
	if len(p.moved) == 0 {
		return ia
	}
	if prev, ok := p.moved[ia.String()]; ok {
		return prev
	}
	return ia
}

// implicitMoves adjusts for a resource that gained or lost count: the
// object without a key becomes instance [0] and back, as Terraform does
// without any moved block.
func (p *planner) implicitMoves(st *states.State) {
	for _, ia := range st.AllInstances() {
		c := p.opts.Config.Descendant(ia.Module.Module())
		if c == nil {
			continue
		}
		r := c.Module.ResourceByAddr(ia.Resource.Resource.String())
		if r == nil || r.ForEach != nil {
			continue
		}
		var target addrs.AbsResourceInstance
		switch {
		case r.Count != nil && ia.Resource.Key == addrs.NoKey:
			target = addrs.AbsResourceInstance{Module: ia.Module, Resource: ia.Resource.Resource.Instance(addrs.IntKey(0))}
		case r.Count == nil && ia.Resource.Key == addrs.IntKey(0):
			target = addrs.AbsResourceInstance{Module: ia.Module, Resource: ia.Resource.Resource.Instance(addrs.NoKey)}
		default:
			continue
		}
		if st.ResourceInstance(target) != nil {
			continue
		}
		st.MoveInstance(ia, target)
		p.moved[target.String()] = ia
	}
}
