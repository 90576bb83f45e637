package intel

import (
	"sort"
	"strings"

	"github.com/tfplay/tfplay/mockproviders"
)

// bodyItems completes at the start of a statement in a block body: the
// body's arguments and nested blocks, required ones first, then the
// optional ones, then the meta-arguments.
func (c *completer) bodyItems(b *block) {
	schema := c.a.bodyOf(b)
	if schema == nil {
		return
	}
	if b.Parent != nil && b.Type == "required_providers" {
		c.requiredProviders(b)
		return
	}
	set := func(name string) bool {
		r, ok := b.Attrs[name]
		return ok && r != c.rng
	}
	blockCount := map[string]int{}
	for _, ch := range b.Children {
		if ch.TypeRange != c.rng {
			blockCount[ch.Type]++
		}
	}
	var req, opt, meta []func()
	for _, at := range schema.attrs {
		at := at
		if at.readOnly() || set(at.name) {
			continue
		}
		add := func() {
			c.addSnippet(Item{Label: at.name, Kind: argKind(at), Detail: at.detailOf(), Documentation: at.doc, Required: at.required},
				at.name+" = "+valueSnippet(at))
		}
		switch {
		case at.meta:
			meta = append(meta, add)
		case at.required:
			req = append(req, add)
		default:
			opt = append(opt, add)
		}
	}
	for _, bs := range schema.blocks {
		bs := bs
		n := blockCount[bs.name]
		if (bs.max > 0 && n >= bs.max) || (bs.nesting == "single" && n > 0) {
			continue
		}
		add := func() {
			kind := KindBlock
			if bs.meta {
				kind = KindMetaArgument
			}
			c.addSnippet(Item{Label: bs.name, Kind: kind, Detail: bs.detailOf(), Documentation: bs.doc, Required: bs.min > n}, blockSnippet(bs))
		}
		switch {
		case bs.meta:
			meta = append(meta, add)
		case bs.min > n:
			req = append(req, add)
		default:
			opt = append(opt, add)
		}
	}
	if b.Parent != nil && !schema.dynamic && hasRepeatable(schema) {
		opt = append(opt, func() {
			c.addSnippet(Item{Label: "dynamic", Kind: KindBlock, Detail: "block",
				Documentation: "Generates nested blocks of the type in its label, one per element of for_each."},
				"dynamic \"${1:name}\" {\n\tfor_each = ${2}\n\tcontent {\n\t\t${3}\n\t}\n}")
		})
	}
	for _, group := range [][]func(){req, opt, meta} {
		for _, f := range group {
			f()
		}
	}
}

// hasRepeatable reports whether a body has nested block types that a
// dynamic block can generate.
func hasRepeatable(b *bodySchema) bool {
	for _, bs := range b.blocks {
		if bs.nesting != "" && !bs.meta {
			return true
		}
	}
	return false
}

// argKind is the kind of an argument item.
func argKind(a *attrSchema) Kind {
	if a.meta {
		return KindMetaArgument
	}
	return KindArgument
}

// blockSnippet is the snippet that writes a block.
func blockSnippet(b *blockSchema) string {
	if b.snippet != "" {
		return b.snippet
	}
	head := b.name
	for i, l := range b.labels {
		head += " \"${" + itoa(i+1) + ":" + l + "}\""
	}
	return head + " {\n\t${" + itoa(len(b.labels)+1) + "}\n}"
}

// requiredProviders offers the catalog's providers as required_providers
// entries.
func (c *completer) requiredProviders(b *block) {
	for _, src := range mockproviders.Sources() {
		if src == builtinSource {
			continue
		}
		name := src[strings.LastIndex(src, "/")+1:]
		if _, ok := b.Attrs[name]; ok {
			continue
		}
		c.addSnippet(Item{Label: name, Kind: KindProvider, Detail: displaySource(src),
			Documentation: "Requires the " + displaySource(src) + " provider, modelled by tfplay's mock catalog."},
			name+" = {\n\tsource = \""+displaySource(src)+"\"\n}")
	}
}

// labels completes a block label: resource and data source types,
// provider names, the block type of a dynamic block, provisioner types.
func (c *completer) labels(b *block, typ string, index int, quoted bool) {
	wrap := func(s string) string {
		if quoted {
			return s
		}
		return "\"" + s + "\""
	}
	parentBody := c.a.bodyOf(b)
	switch {
	case (typ == "resource" || typ == "data") && index == 0 && (b.Parent == nil || typ == "data"):
		data := typ == "data"
		kind := KindResourceType
		if data {
			kind = KindDataSource
		}
		for _, tc := range typeCandidates(c.a.module(), data) {
			detail := displaySource(tc.source)
			if !tc.used && config0(tc.name) != "" && providerSource(c.a.module(), config0(tc.name)) != tc.source {
				detail += " (add it to required_providers)"
			}
			c.add(Item{Label: tc.name, Kind: kind, Detail: detail, Documentation: tc.doc, InsertText: wrap(tc.name)})
		}
	case typ == "provider" && index == 0 && b.Parent == nil:
		for _, n := range c.providerNames() {
			c.add(Item{Label: n, Kind: KindProvider, Detail: displaySource(providerSource(c.a.module(), n)), InsertText: wrap(n)})
		}
	case typ == "dynamic" && index == 0 && parentBody != nil:
		for _, bs := range parentBody.blocks {
			if bs.nesting == "" || bs.meta {
				continue
			}
			c.add(Item{Label: bs.name, Kind: KindBlock, Detail: bs.detailOf(), Documentation: bs.doc, InsertText: wrap(bs.name)})
		}
	case typ == "provisioner" && index == 0:
		for _, p := range provisionerTypes {
			c.add(Item{Label: p.name, Kind: KindValue, Detail: "provisioner", Documentation: p.doc, InsertText: wrap(p.name)})
		}
	case typ == "backend" && index == 0:
		c.add(Item{Label: "local", Kind: KindValue, Detail: "backend", Documentation: "Keeps the state in files of the working directory, as tfplay does.", InsertText: wrap("local")})
	}
}

// config0 is the provider a type name implies.
func config0(typ string) string {
	if i := strings.IndexByte(typ, '_'); i > 0 {
		return typ[:i]
	}
	return ""
}

// providerNames lists provider local names: the module's, then the
// catalog's.
func (c *completer) providerNames() []string {
	set := map[string]bool{}
	if mod := c.a.module(); mod != nil {
		for n := range mod.RequiredProviders {
			set[n] = true
		}
	}
	var out []string
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	for _, src := range mockproviders.Sources() {
		n := src[strings.LastIndex(src, "/")+1:]
		if !set[n] {
			set[n] = true
			out = append(out, n)
		}
	}
	return out
}
