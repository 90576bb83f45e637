package graph

import (
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
)

// addRemovedModules adds a closer for each module that only the state
// still has (RemovedModuleTransformer).
func (b *opBuilder) addRemovedModules() {
	seen := map[string]bool{}
	var paths [][]string
	for _, m := range b.st.Modules {
		path := m.Addr.Module()
		if len(path) == 0 || descendant(b.opts.Config, path) != nil {
			continue
		}
		if s := addrs.ModuleString(path); !seen[s] {
			seen[s] = true
			paths = append(paths, path)
		}
	}
	sort.Slice(paths, func(i, j int) bool { return addrs.ModuleString(paths[i]) < addrs.ModuleString(paths[j]) })
	for _, p := range paths {
		b.g.add(&vertex{
			name: addrs.ModuleString(p) + " (close)", kind: kindModuleClose,
			module: p, selfPath: parentPath(p), refAddrs: []string{"module." + p[len(p)-1]},
		})
	}
}

// addModuleExpansion adds "module.m (expand)" and "module.m (close)" for
// every module call: everything in the module waits for the expansion,
// the closer waits for everything in the module and for the closers of
// the modules it calls (ModuleExpansionTransformer).
func (b *opBuilder) addModuleExpansion(cfgs []*config.Config) {
	closers := map[string]*vertex{}
	var walk func(c *config.Config, parent *vertex)
	walk = func(c *config.Config, parent *vertex) {
		mod := addrs.ModuleString(c.Path)
		exp := &vertex{
			name: mod + " (expand)", kind: kindModuleExpand,
			module: c.Path, refPath: parentPath(c.Path),
		}
		if call := c.Call; call != nil {
			exp.refs = append(exp.refs, call.DependsOn...)
			exp.refs = append(exp.refs, exprRefs(call.Count)...)
			exp.refs = append(exp.refs, exprRefs(call.ForEach)...)
		}
		b.g.add(exp)
		if parent != nil {
			b.g.connect(exp, parent)
		}
		closer := b.g.add(&vertex{
			name: mod + " (close)", kind: kindModuleClose,
			module: c.Path, selfPath: parentPath(c.Path), refAddrs: []string{"module." + c.Path[len(c.Path)-1]},
		})
		b.g.connect(closer, exp)
		closers[mod] = closer
		for _, v := range b.g.list() {
			if v == exp || v.destroyer || !hasModulePath(v) {
				continue
			}
			if samePath(v.module, c.Path) {
				b.g.connect(v, exp)
			}
		}
		for _, n := range sortedKeys(c.Children) {
			walk(c.Children[n], exp)
		}
	}
	if len(cfgs) == 0 {
		return
	}
	for _, n := range sortedKeys(cfgs[0].Children) {
		walk(cfgs[0].Children[n], nil)
	}
	for _, v := range b.g.list() {
		if v.destroyer || v.kind == kindModuleClose || !hasModulePath(v) {
			continue
		}
		if c := closers[addrs.ModuleString(v.module)]; c != nil {
			b.g.connect(c, v)
		}
	}
	for cs, c := range closers {
		for ds, d := range closers {
			if strings.HasPrefix(ds, cs+".") {
				b.g.connect(c, d)
			}
		}
	}
}

// hasModulePath reports whether a vertex belongs to a module
// (Terraform's GraphNodeModulePath); only the root vertex does not.
func hasModulePath(v *vertex) bool { return v.kind != kindRoot && v.kind != kindCheckStart }
