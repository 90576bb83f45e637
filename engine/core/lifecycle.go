package core

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/zclconf/go-cty/cty"
)

// applyIgnoreChanges replaces the configured values at ignored paths with
// the prior values, so changes there are not planned.
func applyIgnoreChanges(cfg, prior cty.Value, schema *configschema.Block, all bool, paths []hcl.Traversal) cty.Value {
	if all {
		// Every argument keeps its prior value; the object is left as is.
		return cty.ObjectVal(mergeAttrs(cfg, prior, func(string) bool { return true }))
	}
	out := cfg
	for _, t := range paths {
		path := traversalPath(t)
		if len(path) == 0 {
			continue
		}
		priorAt, err := path.Apply(prior)
		if err != nil {
			priorAt = cty.NullVal(cty.DynamicPseudoType)
		}
		out, _ = cty.Transform(out, func(p cty.Path, v cty.Value) (cty.Value, error) {
			if p.Equals(path) {
				if priorAt.Type().Equals(v.Type()) {
					return priorAt, nil
				}
			}
			return v, nil
		})
	}
	return out
}

// mergeAttrs takes prior values for the attributes chosen by keep.
func mergeAttrs(cfg, prior cty.Value, keep func(string) bool) map[string]cty.Value {
	attrs := map[string]cty.Value{}
	for name := range cfg.Type().AttributeTypes() {
		if keep(name) && prior.Type().HasAttribute(name) {
			attrs[name] = prior.GetAttr(name)
		} else {
			attrs[name] = cfg.GetAttr(name)
		}
	}
	return attrs
}

// traversalPath converts an ignore_changes traversal to a cty path.
func traversalPath(t hcl.Traversal) cty.Path {
	var p cty.Path
	for _, step := range t {
		switch s := step.(type) {
		case hcl.TraverseRoot:
			p = p.GetAttr(s.Name)
		case hcl.TraverseAttr:
			p = p.GetAttr(s.Name)
		case hcl.TraverseIndex:
			p = p.Index(s.Key)
		}
	}
	return p
}

// replaceTriggered evaluates replace_triggered_by: the instance is replaced
// when a referenced resource instance is planned to change (or, for a
// reference to an attribute, when that attribute changes).
func (p *planner) replaceTriggered(rc *resourceContext, inst *eval.Instance) (bool, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	triggered := false
	for _, expr := range rc.cfg.Lifecycle.ReplaceTriggeredBy {
		t, d := hcl.AbsTraversalForExpr(expr)
		if d.HasErrors() {
			// Index expressions such as x[count.index] are evaluated below.
			t = nil
		}
		refs := expr.Variables()
		var target *addrs.Reference
		for _, r := range refs {
			ref, d := addrs.ParseRef(r)
			if d.HasErrors() {
				continue
			}
			if ref.Kind == addrs.RefResource {
				target = ref
				break
			}
		}
		if target == nil {
			continue
		}
		// Make sure the target is planned.
		_, d = rc.scope.Context(refs, inst)
		diags = append(diags, d...)
		key := addrs.AbsResource{Module: rc.scope.Path, Resource: target.Resource}.String()
		instKey := instanceKeyFrom(rc.scope, target, t, inst)
		for _, c := range p.changesByResource[key] {
			if instKey != nil && c.Addr.Resource.Key != *instKey {
				continue
			}
			if attrChanged(c, target) {
				triggered = true
			}
		}
	}
	return triggered, diags
}

// instanceKeyFrom finds the instance key a replace_triggered_by reference
// selects, if any.
func instanceKeyFrom(s *eval.Scope, ref *addrs.Reference, t hcl.Traversal, inst *eval.Instance) *addrs.InstanceKey {
	if len(ref.Remaining) == 0 {
		return nil
	}
	idx, ok := ref.Remaining[0].(hcl.TraverseIndex)
	if !ok {
		return nil
	}
	k, err := addrs.ParseKeyValue(idx.Key)
	if err != nil {
		return nil
	}
	return &k
}

// attrChanged reports whether a change triggers replacement for a reference:
// any non-no-op change for a whole-resource reference, a changed attribute
// value for an attribute reference.
func attrChanged(c *plans.ResourceInstanceChange, ref *addrs.Reference) bool {
	if c.Action == plans.NoOp || c.Action == plans.Read {
		return false
	}
	rest := ref.Remaining
	if len(rest) > 0 {
		if _, ok := rest[0].(hcl.TraverseIndex); ok {
			rest = rest[1:]
		}
	}
	if len(rest) == 0 {
		return true
	}
	path := traversalPath(rest)
	before, err1 := path.Apply(unmarked(c.Before))
	after, err2 := path.Apply(unmarked(c.After))
	if err1 != nil || err2 != nil {
		return true
	}
	if !after.IsWhollyKnown() {
		return true
	}
	return !valuesEqual(before, after)
}

func unmarked(v cty.Value) cty.Value {
	u, _ := v.UnmarkDeep()
	return u
}
