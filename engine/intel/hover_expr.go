package intel

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
)

// hoverExpr describes a function call or a reference in an expression,
// with its value.
func (a *analysis) hoverExpr(s *scan, b *block, t *hclsyntax.Token) *Info {
	ctx := a.contextOf(b)
	name := string(t.Bytes)
	if s.nextIs(hclsyntax.TokenOParen) && !s.prevIs(hclsyntax.TokenDot) {
		f := lookupFunction(a.flavor, name)
		if f == nil {
			return nil
		}
		info := &Info{Range: rangeOf(t), Kind: KindFunction, Title: f.signature, Documentation: f.description}
		a.evalAt(info, t.Range.Start.Byte, ctx)
		return info
	}
	c, idx, ok := chainAround(s.tokens, s.next)
	if !ok {
		return nil
	}
	cut := c.upTo(idx)
	info := &Info{Range: Range{c.rootRange.Start, cut.end()}}
	info.Title = trimTitle(string(a.src[info.Range.Start:info.Range.End]))
	if !a.describeRef(info, cut, ctx) {
		return nil
	}
	for _, it := range ctx.iterators {
		if it == c.root {
			return info // generated blocks' iterators have no value here
		}
	}
	a.evalAt(info, t.Range.Start.Byte, ctx)
	return info
}

// evalAt evaluates the expression at offset of the file in the
// instances of the block around it.
func (a *analysis) evalAt(info *Info, offset int, ctx blockCtx) {
	env := a.evaluation()
	if env == nil {
		return
	}
	expr := exprAt(parseFile(a.fsys, a.file).file, offset)
	if expr == nil {
		return
	}
	env.evaluate(info, expr, env.targets(a.dir, ctx.top, ctx.self))
}

// describeRef fills in what a reference is and its documentation; it
// reports false for names that are not references.
func (a *analysis) describeRef(info *Info, c chain, ctx blockCtx) bool {
	mod := a.module()
	if mod == nil {
		mod = &config.Module{}
	}
	attrs := c.attrs()
	first := ""
	if len(attrs) > 0 {
		first = attrs[0]
	}
	switch c.root {
	case "var":
		info.Kind = KindVariable
		if v := mod.Variables[first]; v != nil {
			info.Detail, info.Documentation = variableDetail(v), v.Description
			if len(c.steps) > 1 {
				if sh, ok := (shape{ty: v.Type}).walk(c.steps[1:]); ok && sh.ty != ctyNilType {
					info.Kind, info.Detail, info.Documentation = KindAttribute, typeName(sh.ty), ""
				}
			}
		}
	case "local":
		info.Kind = KindLocal
	case "module":
		info.Kind = KindModule
		call := mod.ModuleCalls[first]
		if call == nil {
			return true
		}
		info.Detail = "module " + call.Source
		rest := c.steps[1:]
		if len(rest) > 0 && rest[0].kind != stepAttr {
			rest = rest[1:]
		}
		if len(rest) > 0 && rest[0].kind == stepAttr {
			info.Kind, info.Detail = KindOutput, "output of module."+first
			if child, _ := a.child(first); child != nil && child.Outputs[rest[0].name] != nil {
				info.Documentation = child.Outputs[rest[0].name].Description
			}
		}
	case "data":
		if len(c.steps) < 2 {
			return false
		}
		a.describeResource(info, mod, mod.DataResources[first+"."+c.steps[1].name], c.steps[2:], true)
	case "path", "terraform", "count", "each":
		info.Kind = KindKeyword
		info.Documentation = keywordDocs[c.root+"."+first]
	case "self":
		info.Kind = KindAttribute
		if ctx.top != nil {
			if sch := a.topSchema(ctx.top); sch != nil {
				describeShape(info, shape{blk: sch}, c.steps)
			}
		}
	default:
		for _, it := range ctx.iterators {
			if it == c.root {
				info.Kind, info.Detail = KindKeyword, "dynamic block iterator"
				return true
			}
		}
		if len(c.steps) == 0 {
			return false
		}
		r := mod.ManagedResources[c.root+"."+first]
		if r == nil {
			return false
		}
		a.describeResource(info, mod, r, c.steps[1:], false)
	}
	return true
}

// keywordDocs documents the attributes of the built-in objects.
var keywordDocs = map[string]string{
	"path.module":         "The directory of the module this expression is in, relative to the working directory.",
	"path.root":           "The directory of the root module.",
	"path.cwd":            "The working directory Terraform runs in.",
	"terraform.workspace": "The name of the selected workspace.",
	"count.index":         "The index of this instance of a block with count, from 0.",
	"each.key":            "The map key or set element of this instance of a block with for_each.",
	"each.value":          "The map value of this instance of a block with for_each (the element itself for a set).",
}

// describeResource documents a resource reference and the attribute it
// leads to.
func (a *analysis) describeResource(info *Info, mod *config.Module, r *config.Resource, steps []chainStep, data bool) {
	info.Kind = KindResource
	if r == nil {
		return
	}
	src := providerSource(mod, r.ProviderLocalName())
	sch := typeSchema(src, r.Type, data)
	info.Detail = displaySource(src)
	if len(steps) == 0 || sch == nil {
		if sch != nil {
			info.Documentation = sch.Description
		}
		info.Detail = "resource " + r.Type + " (" + displaySource(src) + ")"
		if data {
			info.Detail = "data source " + r.Type + " (" + displaySource(src) + ")"
		}
		if s := declSummary(r); s != "" {
			info.Documentation = joinDocs(info.Documentation, s)
		}
		return
	}
	describeShape(info, shape{blk: sch, collection: r.Count != nil || r.ForEach != nil}, steps)
}

// describeShape documents the attribute or block the steps lead to.
func describeShape(info *Info, s shape, steps []chainStep) {
	sh, ok := s.walk(steps)
	if !ok {
		return
	}
	info.Kind = KindAttribute
	switch {
	case sh.attr != nil:
		at := &attrSchema{typ: sh.attr.ImpliedType(), doc: sh.attr.Description, required: sh.attr.Required, optional: sh.attr.Optional,
			computed: sh.attr.Computed, sensitive: sh.attr.Sensitive, forceNew: sh.attr.ForceNew, deprecated: sh.attr.Deprecated}
		info.Detail, info.Documentation = at.detailOf(), at.doc
	case sh.blk != nil:
		info.Detail = "block"
		if sh.collection {
			info.Detail = "blocks"
		}
		info.Documentation = sh.blk.Description
	case sh.ty != ctyNilType:
		info.Detail = typeName(sh.ty)
	}
}

// joinDocs joins two paragraphs.
func joinDocs(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n\n" + b
}

// ctyNilType is the zero type.
var ctyNilType = (&configschema.Attribute{}).Type

// rangeIn converts an hcl range.
func rangeIn(r hcl.Range) Range { return Range{r.Start.Byte, r.End.Byte} }
