// Package graph computes the static dependency graph between the
// resources of a configuration — through local values, variables and
// module outputs — and renders it as `terraform graph` prints it.
package graph

import (
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
)

// Resource is a node of the graph: a resource block in a module.
type Resource struct {
	// Addr is the static address: module.a.aws_instance.b.
	Addr   string
	Module []string
	Config *config.Resource
}

// Graph is the set of resources and the resources each depends on.
type Graph struct {
	Resources []*Resource
	// Deps maps a resource address to the addresses it depends on
	// directly (before transitive reduction).
	Deps map[string][]string
}

// Build computes the dependency graph of a configuration tree.
func Build(root *config.Config) *Graph {
	b := &builder{root: root, memo: map[string]map[string]bool{}, busy: map[string]bool{}}
	g := &Graph{Deps: map[string][]string{}}
	for _, c := range root.AllModules() {
		for _, r := range sortedResources(c.Module) {
			addr := staticAddr(c.Path, r)
			g.Resources = append(g.Resources, &Resource{Addr: addr, Module: c.Path, Config: r})
			deps := map[string]bool{}
			for _, t := range resourceRefs(r) {
				b.follow(c, t, deps)
			}
			for _, t := range r.DependsOn {
				b.follow(c, t, deps)
			}
			b.moduleDependsOn(c, deps)
			delete(deps, addr)
			g.Deps[addr] = sortedSet(deps)
		}
	}
	sort.Slice(g.Resources, func(i, j int) bool { return g.Resources[i].Addr < g.Resources[j].Addr })
	return g
}

func staticAddr(path []string, r *config.Resource) string {
	if len(path) == 0 {
		return r.Address()
	}
	return addrs.ModuleString(path) + "." + r.Address()
}

func sortedResources(m *config.Module) []*config.Resource {
	var out []*config.Resource
	for _, r := range m.ManagedResources {
		out = append(out, r)
	}
	for _, r := range m.DataResources {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Address() < out[j].Address() })
	return out
}

func sortedSet(s map[string]bool) []string {
	out := make([]string, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// builder follows references to the resources behind them.
type builder struct {
	root *config.Config
	memo map[string]map[string]bool
	busy map[string]bool
}

// follow adds the resources a reference in module c leads to.
func (b *builder) follow(c *config.Config, t hcl.Traversal, into map[string]bool) {
	ref, diags := addrs.ParseRef(t)
	if diags.HasErrors() {
		return
	}
	switch ref.Kind {
	case addrs.RefResource:
		r := c.Module.ResourceByAddr(ref.Resource.String())
		if r != nil {
			into[staticAddr(c.Path, r)] = true
		}
	case addrs.RefLocal:
		if l := c.Module.Locals[ref.Name]; l != nil {
			b.named(c, "local."+ref.Name, l.Expr.Variables(), into)
		}
	case addrs.RefInputVariable:
		if c.Call == nil || c.Parent == nil {
			return
		}
		attrs, _ := c.Call.Config.JustAttributes()
		if a, ok := attrs[ref.Name]; ok {
			b.named(c.Parent, addrs.ModuleString(c.Path)+".var."+ref.Name, a.Expr.Variables(), into)
		}
	case addrs.RefModuleCall:
		child := c.Children[ref.Name]
		if child == nil {
			return
		}
		// A reference to module.x.out depends on that output; to module.x
		// as a whole, on all of them.
		outs := map[string]*config.Output{}
		if len(ref.Remaining) > 0 {
			if a, ok := ref.Remaining[0].(hcl.TraverseAttr); ok {
				if o := child.Module.Outputs[a.Name]; o != nil {
					outs[a.Name] = o
				}
			}
		}
		if len(outs) == 0 {
			outs = child.Module.Outputs
		}
		for name, o := range outs {
			if o.Expr == nil {
				continue
			}
			refs := append([]hcl.Traversal{}, o.Expr.Variables()...)
			refs = append(refs, o.DependsOn...)
			b.named(child, addrs.ModuleString(child.Path)+".output."+name, refs, into)
		}
	}
}

// named follows the references of a named value once, memoising.
func (b *builder) named(c *config.Config, key string, refs []hcl.Traversal, into map[string]bool) {
	if m, ok := b.memo[key]; ok {
		for k := range m {
			into[k] = true
		}
		return
	}
	if b.busy[key] {
		return
	}
	b.busy[key] = true
	m := map[string]bool{}
	for _, t := range refs {
		b.follow(c, t, m)
	}
	delete(b.busy, key)
	b.memo[key] = m
	for k := range m {
		into[k] = true
	}
}

// moduleDependsOn adds the depends_on of every module call above c.
func (b *builder) moduleDependsOn(c *config.Config, into map[string]bool) {
	for cur := c; cur.Parent != nil; cur = cur.Parent {
		for _, t := range cur.Call.DependsOn {
			b.follow(cur.Parent, t, into)
		}
	}
}

// resourceRefs lists every reference a resource block makes.
func resourceRefs(r *config.Resource) []hcl.Traversal {
	var out []hcl.Traversal
	if r.Count != nil {
		out = append(out, r.Count.Variables()...)
	}
	if r.ForEach != nil {
		out = append(out, r.ForEach.Variables()...)
	}
	out = append(out, bodyRefs(r.Config)...)
	for _, e := range r.Lifecycle.ReplaceTriggeredBy {
		out = append(out, e.Variables()...)
	}
	for _, cr := range append(append([]*config.CheckRule{}, r.Lifecycle.Preconditions...), r.Lifecycle.Postconditions...) {
		out = append(out, cr.Condition.Variables()...)
		out = append(out, cr.ErrorMessage.Variables()...)
	}
	return out
}

// bodyRefs finds the references in a body without knowing its schema.
func bodyRefs(body hcl.Body) []hcl.Traversal {
	if sb, ok := body.(*hclsyntax.Body); ok {
		var out []hcl.Traversal
		_ = hclsyntax.VisitAll(sb, func(n hclsyntax.Node) hcl.Diagnostics {
			if a, ok := n.(*hclsyntax.Attribute); ok {
				out = append(out, a.Expr.Variables()...)
			}
			return nil
		})
		return out
	}
	attrs, _ := body.JustAttributes()
	var out []hcl.Traversal
	for _, a := range attrs {
		out = append(out, a.Expr.Variables()...)
	}
	return out
}
