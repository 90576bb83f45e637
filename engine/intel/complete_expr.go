package intel

import (
	"regexp"
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/config"
)

// expression completes inside an argument's expression: references after
// a dot, else what an expression may start with.
func (c *completer) expression(b *block, attr string) {
	if t := c.s.tok; t != nil && t.Type != hclsyntax.TokenIdent {
		return
	}
	if k := c.s.next - 1; k >= 0 && c.s.tokens[k].Type == hclsyntax.TokenDoubleColon {
		return // provider::NAME::FUNC
	}
	if ch, ok := c.s.cursorChain(); ok {
		c.references(b, ch)
		return
	}
	if k := c.s.next - 1; k >= 0 && c.s.tokens[k].Type == hclsyntax.TokenDot {
		return
	}
	if c.special(b, attr) {
		return
	}
	c.roots(b)
}

// blockCtx is what an expression may refer to from where it is: the
// top-level block it is in and the repetition and self objects.
type blockCtx struct {
	top       *block // the top-level block (nil at the top level)
	count     bool
	forEach   bool
	self      bool
	iterators []string // dynamic blocks' iterator names, innermost first
}

// iteratorAttr reads an iterator = NAME argument.
var iteratorAttr = regexp.MustCompile(`^\s*=\s*([A-Za-z_][A-Za-z0-9_-]*)`)

// contextOf describes the blocks around an expression.
func (a *analysis) contextOf(b *block) blockCtx {
	var ctx blockCtx
	for x := b; x != nil && x.Parent != nil; x = x.Parent {
		switch x.Type {
		case "dynamic":
			name := x.label(0)
			if r, ok := x.Attrs["iterator"]; ok {
				if m := iteratorAttr.FindSubmatch(a.src[r.End:]); m != nil {
					name = string(m[1])
				}
			}
			if name != "" {
				ctx.iterators = append(ctx.iterators, name)
			}
		case "provisioner", "connection", "postcondition":
			ctx.self = true
		}
		if x.Parent.Parent == nil {
			ctx.top = x
		}
	}
	if t := ctx.top; t != nil {
		switch t.Type {
		case "resource", "data", "module", "import":
			_, ctx.count = t.Attrs["count"]
			_, ctx.forEach = t.Attrs["for_each"]
		}
		if t.Type != "resource" && t.Type != "data" {
			ctx.self = false
		}
		if t.Type == "import" {
			ctx.count = false
		}
	}
	return ctx
}

// special completes the arguments whose values are not ordinary
// expressions; it reports whether it did.
func (c *completer) special(b *block, attr string) bool {
	top := c.a.contextOf(b).top
	switch {
	case b.Type == "variable" && attr == "type":
		c.typeKeywords()
		return true
	case attr == "provider" && top != nil && top != b.Parent && (top.Type == "resource" || top.Type == "data" || top.Type == "import"):
		c.providerRefs()
		return true
	case b.Type == "lifecycle" && attr == "ignore_changes" && top != nil:
		c.ignoreChanges(top)
		return true
	case attr == "depends_on" || (b.Type == "moved" || b.Type == "removed") && (attr == "from" || attr == "to") || b.Type == "import" && attr == "to":
		c.addresses(b.Type != "import" && b.Type != "moved" && b.Type != "removed")
		return true
	}
	if at := c.a.bodyOf(b).attr(attr); at != nil && len(at.values) > 0 && at.typ == cty0 {
		for _, v := range at.values {
			c.add(Item{Label: v, Kind: KindValue, Detail: attr})
		}
		return true
	}
	return false
}

// typeKeywords offers the type constraint keywords.
func (c *completer) typeKeywords() {
	for _, t := range []struct{ label, snippet, doc string }{
		{"string", "string", "A Unicode string."},
		{"number", "number", "A number, whole or fractional."},
		{"bool", "bool", "true or false."},
		{"any", "any", "Any type: the value's own type is kept."},
		{"list", "list(${1:string})", "A list of values of one type."},
		{"set", "set(${1:string})", "A set of unique values of one type."},
		{"map", "map(${1:string})", "A map from strings to values of one type."},
		{"object", "object({\n\t${1:name} = ${2:string}\n})", "An object with named attributes of given types."},
		{"tuple", "tuple([${1:string}])", "A sequence with a type per element."},
		{"optional", "optional(${1:string})", "An object attribute that may be omitted (with an optional default)."},
	} {
		c.addSnippet(Item{Label: t.label, Kind: KindType, Detail: "type", Documentation: t.doc}, t.snippet)
	}
}

// providerRefs offers the module's provider configurations.
func (c *completer) providerRefs() {
	mod := c.a.module()
	if mod == nil {
		return
	}
	for _, k := range sortedKeys(mod.ProviderConfigs) {
		c.add(Item{Label: k, Kind: KindProvider, Detail: "provider configuration"})
	}
	for _, n := range sortedKeys(mod.RequiredProviders) {
		c.add(Item{Label: n, Kind: KindProvider, Detail: "provider"})
	}
}

// ignoreChanges offers the arguments of the resource and all.
func (c *completer) ignoreChanges(top *block) {
	if body := c.a.bodyOf(top); body != nil {
		for _, at := range body.attrs {
			if !at.meta && !at.readOnly() {
				c.add(Item{Label: at.name, Kind: KindAttribute, Detail: at.detailOf(), Documentation: at.doc})
			}
		}
		for _, bs := range body.blocks {
			if !bs.meta {
				c.add(Item{Label: bs.name, Kind: KindAttribute, Detail: bs.detailOf(), Documentation: bs.doc})
			}
		}
	}
	c.add(Item{Label: "all", Kind: KindKeyword, Detail: "keyword", Documentation: "Ignore changes to every argument (ignore_changes = all)."})
}

// addresses offers the addresses of the module's resources, data sources
// (withData) and module calls.
func (c *completer) addresses(withData bool) {
	mod := c.a.module()
	if mod == nil {
		return
	}
	for _, k := range sortedKeys(mod.ManagedResources) {
		c.add(Item{Label: k, Kind: KindResource, Detail: "resource", Documentation: declSummary(mod.ManagedResources[k])})
	}
	if withData {
		for _, k := range sortedKeys(mod.DataResources) {
			c.add(Item{Label: "data." + k, Kind: KindResource, Detail: "data source"})
		}
	}
	for _, k := range sortedKeys(mod.ModuleCalls) {
		c.add(Item{Label: "module." + k, Kind: KindModule, Detail: "module " + mod.ModuleCalls[k].Source})
	}
}

// declSummary says how a resource repeats.
func declSummary(r *config.Resource) string {
	switch {
	case r.Count != nil:
		return "Repeated with count: refer to an instance as " + r.Address() + "[INDEX]."
	case r.ForEach != nil:
		return "Repeated with for_each: refer to an instance as " + r.Address() + "[KEY]."
	}
	return ""
}

// roots offers what an expression may start with: the reference roots
// valid here, the module's resources, the functions and the keywords.
func (c *completer) roots(b *block) {
	ctx := c.a.contextOf(b)
	for _, sym := range c.s.forSymbols() {
		c.add(Item{Label: sym, Kind: KindKeyword, Detail: "for expression symbol"})
	}
	for _, it := range ctx.iterators {
		c.add(Item{Label: it, Kind: KindKeyword, Detail: "dynamic block iterator", InsertText: it + ".",
			Documentation: it + ".key and " + it + ".value are the key and value of the element the block is generated for."})
	}
	if ctx.forEach {
		c.add(Item{Label: "each", Kind: KindKeyword, Detail: "each.key, each.value", InsertText: "each.", Documentation: "The key and value of the for_each element of this instance."})
	}
	if ctx.count {
		c.add(Item{Label: "count", Kind: KindKeyword, Detail: "count.index", InsertText: "count.", Documentation: "The index of this instance (count.index)."})
	}
	if ctx.self {
		c.add(Item{Label: "self", Kind: KindKeyword, Detail: "this resource instance", InsertText: "self.", Documentation: "The object of the resource instance this block belongs to."})
	}
	for _, r := range rootObjects {
		c.add(Item{Label: r.name, Kind: KindKeyword, Detail: r.detail, Documentation: r.doc, InsertText: r.name + "."})
	}
	if mod := c.a.module(); mod != nil {
		for _, k := range sortedKeys(mod.ManagedResources) {
			r := mod.ManagedResources[k]
			if t := ctx.top; t != nil && t.Type == "resource" && t.label(0)+"."+t.label(1) == k {
				continue // a resource cannot refer to itself
			}
			c.add(Item{Label: k, Kind: KindResource, Detail: "resource", Documentation: declSummary(r)})
		}
	}
	for _, f := range functions(c.a.flavor) {
		snippet := f.name + "(${1})"
		c.addSnippet(Item{Label: f.name, Kind: KindFunction, Detail: f.signature, Documentation: f.description}, snippet)
	}
	for _, k := range []string{"true", "false", "null"} {
		c.add(Item{Label: k, Kind: KindKeyword, Detail: "literal"})
	}
}

// rootObjects are the reference roots valid in any expression.
var rootObjects = []struct{ name, detail, doc string }{
	{"var", "input variables", "The module's input variables: var.NAME."},
	{"local", "local values", "The module's local values: local.NAME."},
	{"module", "module calls", "The outputs of the module's calls: module.NAME.OUTPUT."},
	{"data", "data sources", "The module's data sources: data.TYPE.NAME.ATTRIBUTE."},
	{"path", "path.module, path.root, path.cwd", "Filesystem paths: the module's directory, the root module's, the working directory."},
	{"terraform", "terraform.workspace", "terraform.workspace is the name of the selected workspace."},
}

// stringValue completes inside a quoted string: the directories of the
// workspace in a module's source.
func (c *completer) stringValue(b *block, attr string) {
	if !(attr == "source" && b.Parent != nil && b.Parent.Parent == nil && b.Type == "module") {
		return
	}
	for _, dir := range moduleDirs(c.a.fsys) {
		if dir == c.a.dir {
			continue
		}
		rel := relPath(c.a.dir, dir)
		c.add(Item{Label: rel, Kind: KindFile, Detail: "local module"})
	}
}

// cty0 is the zero type: arguments with keyword values and no type.
var cty0 = attrSchema{}.typ

// relPath is the local module source leading from dir to target.
func relPath(dir, target string) string {
	if dir == "." {
		return "./" + target
	}
	up := ""
	d := dir
	for d != "." && !strings.HasPrefix(target+"/", d+"/") {
		up += "../"
		d = parentDir(d)
	}
	rest := target
	if d != "." {
		rest = strings.TrimPrefix(strings.TrimPrefix(target, d), "/")
	}
	if up == "" {
		return "./" + rest
	}
	return up + rest
}

// parentDir is a directory's parent ("." for top-level directories).
func parentDir(d string) string {
	if i := strings.LastIndexByte(d, '/'); i >= 0 {
		return d[:i]
	}
	return "."
}

// forSymbols lists the symbols the for expressions open at the cursor
// declare ([for k, v in x : …]), innermost first.
func (s *scan) forSymbols() []string {
	var out []string
	for i := len(s.stack) - 1; i >= 0; i-- {
		f := s.stack[i]
		if f.kind != frameBrack && f.kind != frameBrace {
			continue
		}
		j := 0
		for j < s.next && s.tokens[j].Range.Start.Byte < f.start {
			j++
		}
		if j >= s.next || string(s.tokens[j].Bytes) != "for" {
			continue
		}
		for j++; j < s.next; j++ {
			t := s.tokens[j]
			if t.Type == hclsyntax.TokenComma {
				continue
			}
			if t.Type != hclsyntax.TokenIdent || string(t.Bytes) == "in" {
				break
			}
			out = append(out, string(t.Bytes))
		}
	}
	return out
}
