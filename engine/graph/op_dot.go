package graph

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// escaped is a vertex name as Terraform writes it between the quotes of
// a DOT identifier.
func escaped(name string) string {
	q := strconv.Quote(name)
	return q[1 : len(q)-1]
}

// DotOptions are the options of `terraform graph` that change the DOT.
type DotOptions struct {
	// DrawCycles joins the vertices of each cycle with red edges.
	DrawCycles bool
	// Verbose also draws the provider "(close)" vertices (the hidden
	// -verbose option).
	Verbose bool
}

// DOT renders the graph as `terraform graph -type=...` prints it: every
// vertex under one "root" subgraph as "[root] NAME", the drawn vertices
// (resources, providers, root variables, removed outputs) with their
// label and shape, sorted by name, then every edge, sorted.
func (o *Operation) DOT(opts DotOptions) string {
	g := o.g
	vs := g.list()
	sort.SliceStable(vs, func(i, j int) bool { return escaped(vs[i].name) < escaped(vs[j].name) })
	var b strings.Builder
	b.WriteString("digraph {\n\tcompound = \"true\"\n\tnewrank = \"true\"\n\tsubgraph \"root\" {\n")
	for _, v := range vs {
		label, shape := v.label, v.shape
		if v.kind == kindProviderClose && opts.Verbose {
			label, shape = v.name, "diamond"
		}
		if shape == "" {
			continue
		}
		fmt.Fprintf(&b, "\t\t\"[root] %s\" [label = %q, shape = %q]\n", escaped(v.name), label, shape)
	}
	edges := map[string]string{}
	edge := func(from, to *vertex) string {
		return fmt.Sprintf("\"[root] %s\" -> \"[root] %s\"", escaped(from.name), escaped(to.name))
	}
	if opts.DrawCycles {
		for _, c := range g.stronglyConnected() {
			if len(c) < 2 {
				continue
			}
			for i := range c {
				from, to := c[i], c[(i+1)%len(c)]
				edges[from.name+"|"+to.name] = edge(from, to) + ` [color = "red", penwidth = "2.0"]`
			}
		}
	}
	for _, v := range vs {
		for _, d := range g.sorted(g.down[v]) {
			if _, ok := edges[v.name+"|"+d.name]; !ok {
				edges[v.name+"|"+d.name] = edge(v, d)
			}
		}
	}
	lines := make([]string, 0, len(edges))
	for _, e := range edges {
		lines = append(lines, e)
	}
	sort.Strings(lines)
	for _, l := range lines {
		b.WriteString("\t\t" + l + "\n")
	}
	b.WriteString("\t}\n}\n")
	return b.String()
}

// stronglyConnected returns the strongly connected components of the
// graph (Tarjan's algorithm, vertices and edges visited in name order),
// each listed in the order the algorithm pops it.
func (g *opGraph) stronglyConnected() [][]*vertex {
	index := map[*vertex]int{}
	low := map[*vertex]int{}
	onStack := map[*vertex]bool{}
	var stack []*vertex
	var out [][]*vertex
	next := 1
	var visit func(v *vertex) int
	visit = func(v *vertex) int {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range g.sorted(g.down[v]) {
			if index[w] == 0 {
				low[v] = min(low[v], visit(w))
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var scc []*vertex
			for {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[top] = false
				scc = append(scc, top)
				if top == v {
					break
				}
			}
			out = append(out, scc)
		}
		return low[v]
	}
	all := g.sorted(g.present)
	for _, v := range all {
		if index[v] == 0 {
			visit(v)
		}
	}
	return out
}

// hasCycles reports whether any vertices depend on each other in a loop.
func (g *opGraph) hasCycles() bool {
	for _, c := range g.stronglyConnected() {
		if len(c) > 1 {
			return true
		}
	}
	return false
}

// CycleDiagnostics reports each cycle of the graph as Terraform does when
// it refuses to print a graph with cycles.
func (o *Operation) CycleDiagnostics() hcl.Diagnostics {
	var cycles [][]string
	for _, c := range o.g.stronglyConnected() {
		if len(c) < 2 {
			continue
		}
		names := make([]string, len(c))
		for i, v := range c {
			names[i] = v.name
		}
		sort.Strings(names)
		cycles = append(cycles, names)
	}
	sort.Slice(cycles, func(i, j int) bool { return cycles[i][0] < cycles[j][0] })
	var diags hcl.Diagnostics
	for _, c := range cycles {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Cycle:\n  " + strings.Join(c, "\n  "),
		})
	}
	return diags
}
