package graph

import "sort"

// opGraph is a directed graph of operation vertices. An edge a→b means a
// depends on b (b is visited first), as in Terraform's graphs: a's "down"
// edges lead to its dependencies, its "up" edges come from its dependents.
//
// Vertices are kept in insertion order so that every walk is
// deterministic; Terraform walks its vertex sets in map order, which
// changes nothing in an acyclic graph's final shape.
type opGraph struct {
	vertices []*vertex
	present  map[*vertex]bool
	down     map[*vertex]map[*vertex]bool
	up       map[*vertex]map[*vertex]bool
}

func newOpGraph() *opGraph {
	return &opGraph{
		present: map[*vertex]bool{},
		down:    map[*vertex]map[*vertex]bool{},
		up:      map[*vertex]map[*vertex]bool{},
	}
}

// add inserts a vertex (once).
func (g *opGraph) add(v *vertex) *vertex {
	if !g.present[v] {
		g.present[v] = true
		g.vertices = append(g.vertices, v)
		g.down[v] = map[*vertex]bool{}
		g.up[v] = map[*vertex]bool{}
	}
	return v
}

// connect adds the edge from→to: from depends on to.
func (g *opGraph) connect(from, to *vertex) {
	if !g.present[from] || !g.present[to] {
		return
	}
	g.down[from][to] = true
	g.up[to][from] = true
}

// removeEdge deletes the edge from→to.
func (g *opGraph) removeEdge(from, to *vertex) {
	if g.present[from] {
		delete(g.down[from], to)
	}
	if g.present[to] {
		delete(g.up[to], from)
	}
}

// remove deletes a vertex and its edges.
func (g *opGraph) remove(v *vertex) {
	if !g.present[v] {
		return
	}
	for d := range g.down[v] {
		delete(g.up[d], v)
	}
	for u := range g.up[v] {
		delete(g.down[u], v)
	}
	delete(g.down, v)
	delete(g.up, v)
	delete(g.present, v)
	for i, x := range g.vertices {
		if x == v {
			g.vertices = append(g.vertices[:i:i], g.vertices[i+1:]...)
			break
		}
	}
}

// list returns the vertices in insertion order (a copy, safe to modify
// the graph while ranging over it).
func (g *opGraph) list() []*vertex { return append([]*vertex(nil), g.vertices...) }

// sorted returns the vertices of a set ordered by name, then insertion.
func (g *opGraph) sorted(set map[*vertex]bool) []*vertex {
	out := make([]*vertex, 0, len(set))
	for _, v := range g.vertices {
		if set[v] {
			out = append(out, v)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// ancestors returns every vertex v depends on, directly or not.
func (g *opGraph) ancestors(v *vertex) map[*vertex]bool {
	seen := map[*vertex]bool{}
	stack := g.sorted(g.down[v])
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[n] {
			continue
		}
		seen[n] = true
		stack = append(stack, g.sorted(g.down[n])...)
	}
	return seen
}

// transitiveReduction removes every edge u→w for which w is also reached
// from u through another dependency, as Terraform's graph builders do
// last. The result is unique for an acyclic graph.
func (g *opGraph) transitiveReduction() {
	for _, u := range g.list() {
		targets := g.down[u]
		seen := map[*vertex]bool{}
		stack := g.sorted(targets)
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[v] {
				continue
			}
			seen[v] = true
			for w := range g.down[v] {
				if targets[w] {
					g.removeEdge(u, w)
				}
			}
			stack = append(stack, g.sorted(g.down[v])...)
		}
	}
}

// addRoot adds the "root" vertex and makes it depend on every vertex that
// nothing depends on, as Terraform's CloseRootModuleTransformer does.
func (g *opGraph) addRoot() {
	root := g.add(&vertex{name: "root", kind: kindRoot})
	for _, v := range g.list() {
		if v != root && len(g.up[v]) == 0 {
			g.connect(root, v)
		}
	}
}
