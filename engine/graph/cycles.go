package graph

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// Cycles returns the groups of resources that depend on each other in a
// loop (strongly connected components with more than one member, or a
// resource depending on itself), each sorted.
func (g *Graph) Cycles() [][]string {
	index := map[string]int{}
	low := map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	var out [][]string
	next := 0
	var visit func(string)
	visit = func(n string) {
		index[n], low[n] = next, next
		next++
		stack = append(stack, n)
		onStack[n] = true
		for _, d := range g.Deps[n] {
			if _, seen := index[d]; !seen {
				visit(d)
				low[n] = min(low[n], low[d])
			} else if onStack[d] {
				low[n] = min(low[n], index[d])
			}
		}
		if low[n] == index[n] {
			var comp []string
			for {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[top] = false
				comp = append(comp, top)
				if top == n {
					break
				}
			}
			if len(comp) > 1 || selfLoop(g, n) {
				sort.Strings(comp)
				out = append(out, comp)
			}
		}
	}
	for _, r := range g.Resources {
		if _, seen := index[r.Addr]; !seen {
			visit(r.Addr)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

func selfLoop(g *Graph, n string) bool {
	for _, d := range g.Deps[n] {
		if d == n {
			return true
		}
	}
	return false
}

// CycleDiagnostics reports each cycle as Terraform does.
func (g *Graph) CycleDiagnostics() hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, c := range g.Cycles() {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Cycle:\n  " + strings.Join(c, "\n  "),
		})
	}
	return diags
}
