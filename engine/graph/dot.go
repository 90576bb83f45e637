package graph

import (
	"fmt"
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/addrs"
)

// Reduce removes the edges implied by others (transitive reduction): an
// edge a→c is dropped when a reaches c through another dependency.
func (g *Graph) Reduce() map[string][]string {
	reach := map[string]map[string]bool{}
	var closure func(string, map[string]bool) map[string]bool
	closure = func(n string, busy map[string]bool) map[string]bool {
		if r, ok := reach[n]; ok {
			return r
		}
		if busy[n] {
			return map[string]bool{}
		}
		busy[n] = true
		r := map[string]bool{}
		for _, d := range g.Deps[n] {
			r[d] = true
			for k := range closure(d, busy) {
				r[k] = true
			}
		}
		delete(busy, n)
		reach[n] = r
		return r
	}
	out := map[string][]string{}
	for n, deps := range g.Deps {
		var kept []string
		for _, d := range deps {
			implied := false
			for _, other := range deps {
				if other != d && closure(other, map[string]bool{})[d] {
					implied = true
					break
				}
			}
			if !implied {
				kept = append(kept, d)
			}
		}
		sort.Strings(kept)
		out[n] = kept
	}
	return out
}

// DOT renders the graph as `terraform graph` prints it: resources as
// nodes, modules as clusters, dependencies as edges after transitive
// reduction.
func (g *Graph) DOT() string {
	var b strings.Builder
	b.WriteString("digraph G {\n  rankdir = \"RL\";\n  node [shape = rect, fontname = \"sans-serif\"];\n")
	if len(g.Resources) == 0 {
		b.WriteString("  /* This configuration does not contain any resources.         */\n")
		b.WriteString("  /* For a more detailed graph, try: terraform graph -type=plan */\n")
		b.WriteString("}\n")
		return b.String()
	}
	// Root resources first, then one cluster per module.
	byModule := map[string][]*Resource{}
	var modules []string
	for _, r := range g.Resources {
		k := addrs.ModuleString(r.Module)
		if _, ok := byModule[k]; !ok && k != "" {
			modules = append(modules, k)
		}
		byModule[k] = append(byModule[k], r)
	}
	for _, r := range byModule[""] {
		fmt.Fprintf(&b, "  %q [label=%q];\n", r.Addr, r.Config.Address())
	}
	sort.Strings(modules)
	for _, m := range modules {
		fmt.Fprintf(&b, "  subgraph %q {\n    label = %q\n    fontname = \"sans-serif\"\n", "cluster_"+m, m)
		for _, r := range byModule[m] {
			fmt.Fprintf(&b, "    %q [label=%q];\n", r.Addr, r.Config.Address())
		}
		b.WriteString("  }\n")
	}
	red := g.Reduce()
	var edges []string
	for n, deps := range red {
		for _, d := range deps {
			edges = append(edges, fmt.Sprintf("  %q -> %q;\n", n, d))
		}
	}
	sort.Strings(edges)
	for _, e := range edges {
		b.WriteString(e)
	}
	b.WriteString("}\n")
	return b.String()
}
