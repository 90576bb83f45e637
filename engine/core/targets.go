package core

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/graph"
	"github.com/zclconf/go-cty/cty"
)

// targeting is what -target lets a plan touch: the targeted resources
// and every resource they depend on, by static address
// (module.a.aws_instance.b).
type targeting struct {
	resources map[string]bool
	endpoints []addrs.Endpoint
}

// newTargeting resolves -target addresses against the configuration. A
// normal plan also touches what the targets depend on; a destroy plan
// also destroys what depends on the targets.
func newTargeting(cfg *config.Config, targets []string, destroy bool) (*targeting, hcl.Diagnostics) {
	if len(targets) == 0 {
		return nil, nil
	}
	t := &targeting{resources: map[string]bool{}}
	var diags hcl.Diagnostics
	g := graph.Build(cfg)
	edges := g.Deps
	if destroy {
		edges = map[string][]string{}
		for from, tos := range g.Deps {
			for _, to := range tos {
				edges[to] = append(edges[to], from)
			}
		}
	}
	var add func(string)
	add = func(a string) {
		if t.resources[a] {
			return
		}
		t.resources[a] = true
		for _, d := range edges[a] {
			add(d)
		}
	}
	for _, s := range targets {
		trav, d := hclsyntax.ParseTraversalAbs([]byte(s), "-target", hcl.Pos{Line: 1, Column: 1})
		var ep addrs.Endpoint
		if !d.HasErrors() {
			ep, d = addrs.ParseEndpoint(trav)
		}
		if d.HasErrors() {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid target address",
				Detail:   fmt.Sprintf("%q is not a valid resource or module address.", s),
			})
			continue
		}
		t.endpoints = append(t.endpoints, ep)
		static := addrs.ModuleString(ep.Module.Module())
		for _, r := range g.Resources {
			if ep.Resource != nil {
				want := ep.Resource.String()
				if static != "" {
					want = static + "." + want
				}
				if r.Addr == want {
					add(r.Addr)
				}
				continue
			}
			if len(r.Module) >= len(ep.Module) && addrs.ModuleString(r.Module[:len(ep.Module)]) == static {
				add(r.Addr)
			}
		}
	}
	return t, diags
}

// staticResourceAddr renders a resource's address without instance keys.
func staticResourceAddr(m addrs.ModuleInstance, r addrs.Resource) string {
	if m.IsRoot() {
		return r.String()
	}
	return addrs.ModuleString(m.Module()) + "." + r.String()
}

// includes reports whether a resource is within the targets.
func (t *targeting) includes(m addrs.ModuleInstance, r addrs.Resource) bool {
	return t == nil || t.resources[staticResourceAddr(m, r)]
}

// targetingWarning is the warning Terraform gives for every targeted plan.
func targetingWarning() *hcl.Diagnostic {
	return &hcl.Diagnostic{
		Severity: hcl.DiagWarning,
		Summary:  "Resource targeting is in effect",
		Detail:   "You are creating a plan with the -target option, which means that the result of this plan may not represent all of the changes requested by the current configuration.\n\nThe -target option is not for routine use, and is provided only for exceptional situations such as recovering from errors or mistakes, or when Terraform specifically suggests to use it as part of an error message.",
	}
}

// stateResourceValue is a resource's value from the prior state, for
// resources a targeted plan leaves alone.
func (p *planner) stateResourceValue(rc *resourceContext) cty.Value {
	r := p.prior.Resource(rc.addr)
	if r == nil {
		return cty.DynamicVal
	}
	keys := make([]addrs.InstanceKey, 0, len(r.Instances))
	for k := range r.Instances {
		keys = append(keys, k)
		p.visited[addrs.AbsResourceInstance{Module: rc.addr.Module, Resource: rc.addr.Resource.Instance(k)}.String()] = true
	}
	sort.Slice(keys, func(i, j int) bool { return addrs.KeyLess(keys[i], keys[j]) })
	vals := map[addrs.InstanceKey]cty.Value{}
	x := &eval.Expansion{Known: true, Keys: keys}
	for _, k := range keys {
		v, _ := p.stateObject(r, r.Instances[k].Current)
		vals[k] = v
		switch k.(type) {
		case addrs.IntKey:
			x.Mode = "count"
		case addrs.StringKey:
			x.Mode = "for_each"
		}
	}
	if len(keys) == 0 {
		return cty.DynamicVal
	}
	return aggregate(x, vals)
}
