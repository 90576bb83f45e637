package core

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

// resourceContext is what planning one resource needs: its scope, config,
// provider and schema.
type resourceContext struct {
	scope    *eval.Scope
	cfg      *config.Resource
	addr     addrs.AbsResource
	provAddr providerConfigAddr
	provider providers.Interface
	schema   *providers.Schema
}

// ResourceValue implements eval.ResourceSource: it plans the resource (once)
// and returns its planned value.
func (p *planner) ResourceValue(s *eval.Scope, r *config.Resource) (cty.Value, hcl.Diagnostics) {
	key := resourceKey(s.Path, r)
	if pr, ok := p.planned[key]; ok {
		p.ev.UseObject(key)
		return pr.value, nil
	}
	if !p.ev.BeginObject(key) {
		return cty.DynamicVal, nil
	}
	rc, diags := p.resourceContext(s, r)
	if diags.HasErrors() {
		p.planned[key] = &plannedResource{value: marks.ErroredVal(cty.DynamicPseudoType)}
		p.deps[key] = p.ev.EndObject()
		return p.planned[key].value, diags
	}
	if !p.targets.includes(s.Path, rc.addr.Resource) {
		// A targeted plan leaves this resource as it is.
		p.planned[key] = &plannedResource{value: p.stateResourceValue(rc)}
		p.deps[key] = p.ev.EndObject()
		return p.planned[key].value, diags
	}
	// depends_on orders this resource after the objects it names.
	diags = append(diags, p.dependsOn(s, r.DependsOn)...)
	val, d := p.planResource(rc)
	diags = append(diags, d...)
	p.deps[key] = p.ev.EndObject()
	return val, diags
}

// resourceContext resolves a resource's provider and schema.
func (p *planner) resourceContext(s *eval.Scope, r *config.Resource) (*resourceContext, hcl.Diagnostics) {
	return resolveResource(p.ev, p.providers, s, r)
}

// resolveResource finds a resource's provider configuration, instance and
// schema.
func resolveResource(ev *eval.Evaluator, ps *providerSet, s *eval.Scope, r *config.Resource) (*resourceContext, hcl.Diagnostics) {
	ref := config.ProviderRef{Name: r.ProviderLocalName()}
	if r.Provider != nil {
		ref = *r.Provider
	}
	pa, diags := resolveProvider(s.Config, ref)
	if diags.HasErrors() {
		for _, d := range diags {
			if d.Subject == nil {
				d.Subject = r.DeclRange.Ptr()
			}
		}
		return nil, diags
	}
	addr := addrs.AbsResource{Module: s.Path, Resource: configResourceAddr(r)}
	ps.schema(pa.Source)
	if d := ps.schemas[pa.Source].CheckResourceType(ShortSource(pa.Source), r.Mode == config.DataResource, r.Type, r.TypeRange); d != nil {
		return nil, hcl.Diagnostics{d}
	}
	schema := ps.resourceSchema(pa.Source, addr.Resource.Mode, r.Type)
	if schema.Block != nil && schema.Block.Dynamic {
		// A generic mock's schema takes its shape from the configuration.
		schema = &providers.Schema{Block: schema.Block.Inferred(r.Config), Version: schema.Version}
	}
	prov, d := ps.instance(pa, func(pi providers.Interface) hcl.Diagnostics {
		return configureProvider(ev, pa, pi)
	})
	diags = append(diags, d...)
	return &resourceContext{scope: s, cfg: r, addr: addr, provAddr: pa, provider: prov, schema: schema}, diags
}

// dependsOn evaluates the objects named in depends_on so they are planned
// first (and cycles through them are found).
func (p *planner) dependsOn(s *eval.Scope, travs []hcl.Traversal) hcl.Diagnostics {
	return evalDependsOn(s, travs)
}

// evalDependsOn evaluates the objects named in depends_on.
func evalDependsOn(s *eval.Scope, travs []hcl.Traversal) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, t := range travs {
		ref, d := addrs.ParseRef(t)
		diags = append(diags, d...)
		if d.HasErrors() {
			continue
		}
		switch ref.Kind {
		case addrs.RefResource, addrs.RefModuleCall, addrs.RefInputVariable, addrs.RefLocal:
			_, d := s.Context([]hcl.Traversal{t[:refLength(ref)]}, nil)
			diags = append(diags, d...)
		default:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid depends_on reference",
				Detail:   "References in depends_on must be to a whole object (resource, etc), not to an attribute of an object.",
				Subject:  t.SourceRange().Ptr(),
			})
		}
	}
	return diags
}

// refLength is the number of traversal steps naming the object itself.
func refLength(ref *addrs.Reference) int {
	return len(ref.Traversal) - len(ref.Remaining)
}

// planResource plans every instance of a resource and returns the value
// expressions see: an object, a tuple (count) or an object of objects
// (for_each).
func (p *planner) planResource(rc *resourceContext) (cty.Value, hcl.Diagnostics) {
	key := rc.addr.String()
	pr := &plannedResource{changes: map[string]*plans.ResourceInstanceChange{}}
	x, diags := rc.scope.Expand(rc.cfg.Count, rc.cfg.ForEach)
	if diags.HasErrors() || !x.Known {
		// The existing instances stay as they are: they are not orphans.
		if r := p.prior.Resource(rc.addr); r != nil {
			for k := range r.Instances {
				p.visited[addrs.AbsResourceInstance{Module: rc.addr.Module, Resource: rc.addr.Resource.Instance(k)}.String()] = true
			}
		}
		pr.value = marks.ErroredVal(cty.DynamicPseudoType)
		p.planned[key] = pr
		return pr.value, diags
	}
	vals := map[addrs.InstanceKey]cty.Value{}
	// The instances, planned one after the other, see the same values of
	// everything but count, each and self.
	var share *eval.ContextShare
	if len(x.Keys) > 1 {
		share = eval.NewContextShare()
	}
	for _, k := range x.Keys {
		inst := x.Instance(k).Sharing(share)
		ia := addrs.AbsResourceInstance{Module: rc.addr.Module, Resource: rc.addr.Resource.Instance(k)}
		p.visited[ia.String()] = true
		var v cty.Value
		var d hcl.Diagnostics
		if rc.cfg.Mode == config.DataResource {
			v, d = p.planDataInstance(rc, ia, inst)
		} else {
			v, d = p.planManagedInstance(rc, ia, inst)
		}
		diags = append(diags, d...)
		vals[k] = v
	}
	pr.value = aggregate(x, vals)
	p.planned[key] = pr
	return pr.value, diags
}

// aggregate builds a resource's value from its instances' values.
func aggregate(x *eval.Expansion, vals map[addrs.InstanceKey]cty.Value) cty.Value {
	switch x.Mode {
	case "count":
		elems := make([]cty.Value, 0, len(x.Keys))
		for _, k := range x.Keys {
			elems = append(elems, vals[k])
		}
		return cty.TupleVal(elems)
	case "for_each":
		attrs := map[string]cty.Value{}
		for _, k := range x.Keys {
			attrs[string(k.(addrs.StringKey))] = vals[k]
		}
		return cty.ObjectVal(attrs)
	}
	return vals[addrs.NoKey]
}
