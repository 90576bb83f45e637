package intel

import (
	"bytes"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
)

// Decoding a module costs far more than reading its files: a 100-resource
// module takes a millisecond. Decoded modules are cached by the parses of
// their files, and a module whose edited file is being typed in is
// decoded in two parts, the other files (cached while they do not
// change) and the edited file alone, then merged: a keystroke decodes one
// file.

// decoded caches decoded (parts of) modules by directory, part and the
// parses of the files decoded.
var decoded = map[string]*config.Module{}

// maxDecoded bounds the decoded cache; past it the cache starts again.
const maxDecoded = 512

// loadModule decodes the module in dir, keeping what decodes when the
// files have errors (as they do while one is being typed); edited is the
// file being edited, if it is in dir. With lenient, the declarations the
// edited file had when it last had no syntax errors are kept too: a block
// left open while typing hides every block after it from the parser,
// yet completion should still know them. It returns nil when dir is not
// a directory.
func loadModule(fsys fs.FS, dir string, tofu bool, edited string, lenient bool) *config.Module {
	if !config.IsDir(fsys, dir) {
		return nil
	}
	names := moduleFileNames(fsys, dir)
	split := false
	var rest []string
	for _, n := range names {
		base := strings.TrimSuffix(path.Base(n), configFileExt(n))
		if base == "override" || strings.HasSuffix(base, "_override") || (tofu && strings.Contains(n, ".tofu")) {
			return decodeFiles(fsys, dir, tofu, names) // overrides merge across files; .tofu files shadow
		}
		if n == edited {
			split = true
		} else {
			rest = append(rest, n)
		}
	}
	if !split {
		return decodeFiles(fsys, dir, tofu, names)
	}
	one := decodeFiles(fsys, dir, tofu, []string{edited})
	if p := parseFile(fsys, edited); lenient && p != nil && p.broken {
		if good := lastGood[edited]; good != nil {
			one = mergeModules(one, still(decodeVersion(dir, tofu, edited, good), good.src, p.src))
		}
	}
	if len(rest) == 0 {
		return one
	}
	return mergeModules(decodeFiles(fsys, dir, tofu, rest), one)
}

// still returns the declarations of a module decoded from an earlier
// version of a file whose header line (resource "a" "b", variable "x",
// name = of a local…) the file still has: those deleted since are gone.
func still(mod *config.Module, then, now []byte) *config.Module {
	keep := func(r hcl.Range) bool {
		if r.End.Byte > len(then) || r.Start.Byte >= r.End.Byte {
			return false
		}
		head := then[r.Start.Byte:r.End.Byte]
		if i := bytes.IndexByte(head, '\n'); i >= 0 {
			head = head[:i]
		}
		if i := bytes.IndexByte(head, '='); i >= 0 {
			head = head[:i]
		}
		head = bytes.TrimSpace(head)
		return len(head) > 0 && bytes.Contains(now, head)
	}
	return &config.Module{Dir: mod.Dir,
		RequiredProviders: filter(mod.RequiredProviders, func(v *config.RequiredProvider) bool { return keep(v.DeclRange) }),
		ProviderConfigs:   filter(mod.ProviderConfigs, func(v *config.Provider) bool { return keep(v.DeclRange) }),
		Variables:         filter(mod.Variables, func(v *config.Variable) bool { return keep(v.DeclRange) }),
		Locals:            filter(mod.Locals, func(v *config.Local) bool { return keep(v.DeclRange) }),
		Outputs:           filter(mod.Outputs, func(v *config.Output) bool { return keep(v.DeclRange) }),
		ModuleCalls:       filter(mod.ModuleCalls, func(v *config.ModuleCall) bool { return keep(v.DeclRange) }),
		ManagedResources:  filter(mod.ManagedResources, func(v *config.Resource) bool { return keep(v.DeclRange) }),
		DataResources:     filter(mod.DataResources, func(v *config.Resource) bool { return keep(v.DeclRange) }),
		Checks:            map[string]*config.Check{},
	}
}

// decodeVersion decodes one version of a file (not necessarily the
// file's content now) as a module of dir.
func decodeVersion(dir string, tofu bool, name string, p *parsed) *config.Module {
	key := dir + "\x00version\x00" + name + "\x00" + strconv.FormatUint(p.gen, 10)
	if m, ok := decoded[key]; ok {
		return m
	}
	cp := config.NewParser(fstest.MapFS{name: {Data: p.src}})
	cp.OpenTofu = tofu
	cp.AddSource(name, p.file)
	mod, _ := cp.LoadModule(dir)
	decoded[key] = mod
	return mod
}

// filter returns the entries of a map that pass a test.
func filter[V any](m map[string]V, ok func(V) bool) map[string]V {
	out := make(map[string]V, len(m))
	for k, v := range m {
		if ok(v) {
			out[k] = v
		}
	}
	return out
}

// decodeFiles decodes some files of a module directory as one module,
// from the cache when none of them has changed.
func decodeFiles(fsys fs.FS, dir string, tofu bool, names []string) *config.Module {
	var key strings.Builder
	key.WriteString(dir)
	if tofu {
		key.WriteString("\x00tofu")
	}
	for _, n := range names {
		p := parseFile(fsys, n)
		if p == nil {
			continue
		}
		key.WriteString("\x00" + n + "\x00" + strconv.FormatUint(p.gen, 10))
	}
	if m, ok := decoded[key.String()]; ok {
		return m
	}
	sub := subsetFS{FS: fsys, dir: dir, keep: map[string]bool{}}
	for _, n := range names {
		sub.keep[n] = true
	}
	p := config.NewParser(sub)
	p.OpenTofu = tofu
	for _, n := range names {
		if f := parseFile(fsys, n); f != nil {
			p.AddSource(n, f.file)
		}
	}
	mod, _ := p.LoadModule(dir)
	if len(decoded) >= maxDecoded {
		decoded = map[string]*config.Module{}
	}
	decoded[key.String()] = mod
	return mod
}

// subsetFS shows only some of the files of one directory.
type subsetFS struct {
	fs.FS
	dir  string
	keep map[string]bool
}

// ReadDir lists a directory, without the files of dir left out.
func (s subsetFS) ReadDir(name string) ([]fs.DirEntry, error) {
	entries, err := fs.ReadDir(s.FS, name)
	if err != nil || path.Clean(name) != s.dir {
		return entries, err
	}
	out := entries[:0:0]
	for _, e := range entries {
		if e.IsDir() || s.keep[joinDir(s.dir, e.Name())] {
			out = append(out, e)
		}
	}
	return out, nil
}

// mergeModules joins the declarations of two parts of one module; the
// first part wins where both declare a name (the configuration reports
// the duplicate).
func mergeModules(a, b *config.Module) *config.Module {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	m := *a
	m.Files = append(append([]string{}, a.Files...), b.Files...)
	sort.Strings(m.Files)
	m.RequiredVersions = append(append(m.RequiredVersions[:0:0], a.RequiredVersions...), b.RequiredVersions...)
	if m.Backend == nil {
		m.Backend = b.Backend
	}
	m.RequiredProviders = union(a.RequiredProviders, b.RequiredProviders)
	m.ProviderConfigs = union(a.ProviderConfigs, b.ProviderConfigs)
	m.Variables = union(a.Variables, b.Variables)
	m.Locals = union(a.Locals, b.Locals)
	m.Outputs = union(a.Outputs, b.Outputs)
	m.ModuleCalls = union(a.ModuleCalls, b.ModuleCalls)
	m.ManagedResources = union(a.ManagedResources, b.ManagedResources)
	m.DataResources = union(a.DataResources, b.DataResources)
	m.Checks = union(a.Checks, b.Checks)
	m.Moved = append(append(m.Moved[:0:0], a.Moved...), b.Moved...)
	m.Imports = append(append(m.Imports[:0:0], a.Imports...), b.Imports...)
	m.Removed = append(append(m.Removed[:0:0], a.Removed...), b.Removed...)
	return &m
}

// union returns the entries of both maps, a's first.
func union[V any](a, b map[string]V) map[string]V {
	out := make(map[string]V, len(a)+len(b))
	for k, v := range b {
		out[k] = v
	}
	for k, v := range a {
		out[k] = v
	}
	return out
}

// buildConfig assembles the module tree rooted at dir from the cached
// modules: the root module and every local module it calls, as the
// configuration loader does.
func buildConfig(fsys fs.FS, dir string, tofu bool, edited string) *config.Config {
	mod := loadModule(fsys, dir, tofu, edited, false)
	if mod == nil {
		return nil
	}
	root := &config.Config{Module: mod, Children: map[string]*config.Config{}}
	root.Root = root
	var children func(c *config.Config, depth int)
	children = func(c *config.Config, depth int) {
		if depth >= config.MaxModuleDepth {
			return
		}
		for _, name := range sortedKeys(c.Module.ModuleCalls) {
			call := c.Module.ModuleCalls[name]
			d := childDir(c.Module.Dir, call)
			if d == "" {
				continue
			}
			m := loadModule(fsys, d, tofu, edited, false)
			if m == nil {
				continue
			}
			child := &config.Config{Root: root, Parent: c, Module: m, Call: call,
				Path: append(append([]string{}, c.Path...), name), Children: map[string]*config.Config{}}
			c.Children[name] = child
			children(child, depth+1)
		}
	}
	children(root, 0)
	return root
}
