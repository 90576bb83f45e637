package config

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// Config is a node of the module tree: the root module or the module
// loaded for one module call, with its own children.
type Config struct {
	Root   *Config
	Parent *Config
	// Path is the sequence of module call names from the root.
	Path     []string
	Module   *Module
	Children map[string]*Config
	// Call is the module block that loaded this module (nil at the root).
	Call *ModuleCall
}

// MaxModuleDepth bounds module nesting so that a module calling itself
// cannot recurse forever.
const MaxModuleDepth = 64

// IsLocalSource reports whether a module source is a local path.
func IsLocalSource(src string) bool {
	return strings.HasPrefix(src, "./") || strings.HasPrefix(src, "../") ||
		src == "." || src == ".."
}

// LoadConfig loads the root module in dir and every local module it calls,
// recursively.
func (p *Parser) LoadConfig(dir string) (*Config, hcl.Diagnostics) {
	l := &treeLoader{p: p, dirs: map[string]loadedDir{}}
	mod, diags := l.loadModule(dir)
	if mod == nil {
		return nil, diags
	}
	root := &Config{Module: mod, Children: map[string]*Config{}}
	root.Root = root
	diags = append(diags, l.loadChildren(root, 0)...)
	return root, diags
}

// treeLoader loads one module tree. Each directory is loaded once: the
// modules of the calls with the same source share one Module (nothing
// changes a Module once loaded), and each later call reports what a load
// of its own would (see Parser.loadModule). A module called a hundred
// times was decoded a hundred times.
type treeLoader struct {
	p    *Parser
	dirs map[string]loadedDir
}

// loadedDir is a directory loaded: its module, and the diagnostics each
// later call reports.
type loadedDir struct {
	mod   *Module
	again hcl.Diagnostics
}

func (l *treeLoader) loadModule(dir string) (*Module, hcl.Diagnostics) {
	key := path.Clean(dir)
	if d, ok := l.dirs[key]; ok {
		return d.mod, d.again
	}
	mod, diags, again := l.p.loadModule(dir)
	l.dirs[key] = loadedDir{mod, again}
	return mod, diags
}

func (l *treeLoader) loadChildren(c *Config, depth int) hcl.Diagnostics {
	p := l.p
	var diags hcl.Diagnostics
	names := make([]string, 0, len(c.Module.ModuleCalls))
	for n := range c.Module.ModuleCalls {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		call := c.Module.ModuleCalls[name]
		if call.Source == "" {
			continue
		}
		if p.SkipModule != nil && p.SkipModule(strings.Join(append(append([]string{}, c.Path...), name), "."), call) {
			continue
		}
		if !IsLocalSource(call.Source) {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Module source not available in tfplay",
				Detail:   fmt.Sprintf("Module %q uses the source %q, but tfplay can only load local modules: a source that starts with \"./\" or \"../\" and names a directory of this workspace. Registry, Git, HTTP and other remote sources cannot be downloaded here.", name, call.Source),
				Subject:  call.SourceRange.Ptr(),
			})
			continue
		}
		dir := path.Join(c.Module.Dir, call.Source)
		if dir == ".." || strings.HasPrefix(dir, "../") || !IsDir(p.fs, dir) {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unreadable module directory",
				Detail:   fmt.Sprintf("The directory %s could not be read for module %q at %s:%d.", dir, name, call.DeclRange.Filename, call.DeclRange.Start.Line),
				Subject:  call.SourceRange.Ptr(),
			})
			continue
		}
		if depth >= MaxModuleDepth {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Module nesting too deep",
				Detail:   fmt.Sprintf("Module %q would nest modules more than %d levels deep: this is likely a module that calls itself. tfplay limits module nesting to %d levels.", name, MaxModuleDepth, MaxModuleDepth),
				Subject:  call.SourceRange.Ptr(),
			})
			continue
		}
		mod, d := l.loadModule(dir)
		diags = append(diags, d...)
		if mod == nil {
			continue
		}
		child := &Config{
			Root: c.Root, Parent: c, Module: mod, Call: call,
			Path:     append(append([]string{}, c.Path...), name),
			Children: map[string]*Config{},
		}
		c.Children[name] = child
		diags = append(diags, l.loadChildren(child, depth+1)...)
	}
	return diags
}

// Descendant returns the module at a path of call names, or nil.
func (c *Config) Descendant(p []string) *Config {
	cur := c
	for _, n := range p {
		cur = cur.Children[n]
		if cur == nil {
			return nil
		}
	}
	return cur
}

// AllModules lists the tree's modules, parents before children, children
// by name.
func (c *Config) AllModules() []*Config {
	out := []*Config{c}
	names := make([]string, 0, len(c.Children))
	for n := range c.Children {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		out = append(out, c.Children[n].AllModules()...)
	}
	return out
}
