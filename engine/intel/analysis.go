package intel

import (
	"io/fs"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"path"
	"strings"

	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/funcs"
)

// analysis is one request about one file.
type analysis struct {
	fsys   fs.FS
	file   string
	dir    string
	src    []byte
	parsed *parsed
	opts   Options
	flavor funcs.Flavor

	mod       *config.Module
	modLoaded bool
	children  map[string]*config.Module
	env       *evalEnv
	// lenient keeps the declarations of the edited file's last version
	// without syntax errors (completion; see loadModule).
	lenient bool
}

// newAnalysis reads a file of the configuration; nil when it cannot be
// read.
func newAnalysis(fsys fs.FS, file string, opts Options) *analysis {
	p := parseFile(fsys, file)
	if p == nil {
		return nil
	}
	a := &analysis{fsys: fsys, file: file, dir: path.Dir(file), src: p.src, parsed: p, opts: opts, children: map[string]*config.Module{}}
	if opts.Env["TFPLAY_FLAVOR"] == "opentofu" {
		a.flavor = funcs.OpenTofu
	}
	return a
}

// scan reads the file's structure around offset. Lexing is a large part
// of a keystroke's cost, so only the top-level blocks around the cursor
// are lexed: from the start of the last block that starts before the
// cursor (a point at the top level) to the start of the next one. The
// scan's block tree then holds those blocks only.
func (a *analysis) scan(offset int, mode cursorMode) *scan {
	body, ok := a.parsed.file.Body.(*hclsyntax.Body)
	if !ok {
		toks, _ := hclsyntax.LexConfig(a.src, a.file, hcl.InitialPos)
		return scanFile(a.src, toks, offset, mode)
	}
	start, end := 0, len(a.src)
	for _, b := range body.Blocks {
		r := b.Range()
		if r.Start.Byte < offset {
			start = r.Start.Byte
		} else if r.Start.Byte > offset {
			end = r.Start.Byte
			break
		}
	}
	toks, _ := hclsyntax.LexConfig(a.src[start:end], a.file, hcl.Pos{Byte: start, Line: 1, Column: 1})
	return scanFile(a.src, toks, offset, mode)
}

// isTfvars reports a variable definitions file.
func (a *analysis) isTfvars() bool {
	return strings.HasSuffix(a.file, ".tfvars")
}

// isNative reports a native-syntax configuration file.
func (a *analysis) isNative() bool {
	return strings.HasSuffix(a.file, ".tf") || strings.HasSuffix(a.file, ".tofu")
}

// tofu reports the OpenTofu flavor, which reads .tofu files too.
func (a *analysis) tofu() bool { return a.flavor == funcs.OpenTofu }

// module returns the decoded module the file belongs to.
func (a *analysis) module() *config.Module {
	if !a.modLoaded {
		a.modLoaded = true
		a.mod = loadModule(a.fsys, a.dir, a.tofu(), a.file, a.lenient)
	}
	return a.mod
}

// child returns the module a call of the file's module loads, or nil.
func (a *analysis) child(call string) (*config.Module, string) {
	mod := a.module()
	if mod == nil {
		return nil, ""
	}
	dir := childDir(mod.Dir, mod.ModuleCalls[call])
	if dir == "" {
		return nil, ""
	}
	if m, ok := a.children[dir]; ok {
		return m, dir
	}
	m := loadModule(a.fsys, dir, a.tofu(), a.file, a.lenient)
	a.children[dir] = m
	return m, dir
}

// rootBody is what a file's top level contains.
var rootBody = &bodySchema{blocks: topLevelBlocks}

// bodyOf returns the schema of a scanned block's body; nil when unknown.
func (a *analysis) bodyOf(b *block) *bodySchema {
	if b == nil || b.Parent == nil {
		return rootBody
	}
	if b.Parent.Parent == nil {
		return a.topBody(b)
	}
	parent := a.bodyOf(b.Parent)
	if parent == nil {
		return nil
	}
	switch {
	case b.Type == "dynamic" && !parent.dynamic && parent.block("dynamic") == nil:
		return dynamicBody(parent.block(b.label(0)))
	case b.Type == "provisioner" && parent.block("provisioner") != nil:
		return provisionerBody(b.label(0))
	case b.Type == "data" && b.Parent.Type == "check":
		return a.resourceBody(b, true)
	}
	bs := parent.block(b.Type)
	if bs == nil || bs.body == nil {
		if parent.dynamic {
			return &bodySchema{dynamic: true}
		}
		return nil
	}
	return bs.body()
}

// topBody returns the schema of a top-level block's body.
func (a *analysis) topBody(b *block) *bodySchema {
	switch b.Type {
	case "resource":
		return a.resourceBody(b, false)
	case "data":
		return a.resourceBody(b, true)
	case "module":
		return a.moduleBody(b.label(0))
	case "provider":
		src := providerSource(a.module(), b.label(0))
		return providerMeta(fromConfigSchema(providerSchema(src).Provider.Block))
	}
	return languageBody(b.Type)
}

// resourceBody is the body of a resource or data block: its type's
// schema and the meta-arguments.
func (a *analysis) resourceBody(b *block, data bool) *bodySchema {
	typ, name := b.label(0), b.label(1)
	src := providerSource(a.module(), resourceProvider(a.module(), typ, name, data))
	return resourceMeta(fromConfigSchema(typeSchema(src, typ, data)), data)
}

// moduleBody is the body of a module block: the call's arguments and the
// child module's input variables.
func (a *analysis) moduleBody(name string) *bodySchema {
	b := moduleCallBody()
	child, _ := a.child(name)
	if child == nil {
		b.dynamic = true
		return b
	}
	var vars []*attrSchema
	for _, n := range sortedKeys(child.Variables) {
		v := child.Variables[n]
		at := &attrSchema{name: n, doc: v.Description, required: v.Required(), optional: !v.Required(), sensitive: v.Sensitive}
		if v.TypeSet {
			at.typ = v.ConstraintType
		} else {
			at.detail = "any"
		}
		vars = append(vars, at)
	}
	b.attrs = append(vars, b.attrs...)
	return b
}
