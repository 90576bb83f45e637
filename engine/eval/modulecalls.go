package eval

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
)

// ModuleExpansion evaluates a module call's count or for_each. Its
// instances count against MaxTotalInstances.
func (s *Scope) ModuleExpansion(name string) (*Expansion, hcl.Diagnostics) {
	call := s.Module().ModuleCalls[name]
	if x, ok := s.expansions[name]; ok {
		return x, nil
	}
	x, site, ctx, diags := s.expand(call.Count, call.ForEach)
	rng := call.DeclRange
	if site != nil {
		rng = site.Range()
	}
	x, diags = s.limitExpansion(x, diags, site, rng, s.moduleWeight(name), ctx)
	s.expansions[name] = x
	return x, diags
}

// Child returns the scope of one instance of a module call.
func (s *Scope) Child(name string, key addrs.InstanceKey) *Scope {
	cfg := s.Config.Children[name]
	if cfg == nil {
		return nil
	}
	p := s.Path.Child(name, key)
	id := p.String()
	if c, ok := s.children[id]; ok {
		return c
	}
	x, _ := s.ModuleExpansion(name)
	c := newScope(s.ev, cfg, p, s, x.Instance(key))
	s.children[id] = c
	return c
}

// ModuleCallValue returns module.NAME: an object of the outputs of a
// single instance, a tuple of them with count, an object of them keyed by
// for_each key.
func (s *Scope) ModuleCallValue(name string) (cty.Value, hcl.Diagnostics) {
	return s.memoized("module."+name, func() (cty.Value, hcl.Diagnostics) {
		if s.Config.Children[name] == nil {
			return cty.DynamicVal, nil
		}
		x, diags := s.ModuleExpansion(name)
		if diags.HasErrors() || !x.Known {
			return marks.ErroredVal(cty.DynamicPseudoType), diags
		}
		switch x.Mode {
		case "count":
			elems := make([]cty.Value, 0, len(x.Keys))
			for _, k := range x.Keys {
				v, d := s.Child(name, k).outputsObject()
				diags = append(diags, d...)
				elems = append(elems, v)
			}
			return cty.TupleVal(elems), diags
		case "for_each":
			attrs := map[string]cty.Value{}
			for _, k := range x.Keys {
				v, d := s.Child(name, k).outputsObject()
				diags = append(diags, d...)
				attrs[string(k.(addrs.StringKey))] = v
			}
			return cty.ObjectVal(attrs), diags
		}
		v, d := s.Child(name, addrs.NoKey).outputsObject()
		return v, append(diags, d...)
	})
}

// outputsObject returns all outputs of this module instance as an object.
func (s *Scope) outputsObject() (cty.Value, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	attrs := map[string]cty.Value{}
	for name := range s.Module().Outputs {
		v, d := s.Output(name)
		diags = append(diags, d...)
		attrs[name] = v
	}
	return cty.ObjectVal(attrs), diags
}
