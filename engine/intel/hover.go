package intel

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// hover describes what is at offset.
func (a *analysis) hover(offset int) *Info {
	if offset < 0 || offset > len(a.src) {
		return nil
	}
	if a.isTfvars() {
		return a.hoverTfvars(offset)
	}
	if !a.isNative() {
		return nil
	}
	s := a.scan(offset, forHover)
	if (s.tok == nil || !wordLike(s.tok.Type)) && offset > 0 {
		// The cursor may be just after the word (the end of a selection).
		if s2 := a.scan(offset-1, forHover); s2.tok != nil && wordLike(s2.tok.Type) {
			s = s2
		}
	}
	t := s.tok
	if t == nil || s.inComment {
		return nil
	}
	top := s.top()
	switch {
	case top.kind == frameBody && !top.inExpr && t.Type == hclsyntax.TokenIdent:
		if len(top.stmt) == 0 {
			return a.hoverName(s, top.blk, t)
		}
		return a.hoverLabel(s, top.blk, top.stmt[0].text, len(top.stmt)-1, t)
	case top.kind == frameQuote && top.header && t.Type == hclsyntax.TokenQuotedLit:
		parent := s.body()
		if len(parent.stmt) == 0 {
			return nil
		}
		return a.hoverLabel(s, parent.blk, parent.stmt[0].text, len(parent.stmt)-1, t)
	case t.Type == hclsyntax.TokenIdent && top.kind != frameQuote && top.kind != frameHeredoc:
		return a.hoverExpr(s, s.body().blk, t)
	}
	return nil
}

// nextIs reports whether the token after the cursor token has a type.
func (s *scan) nextIs(tt hclsyntax.TokenType) bool {
	i := s.next + 1
	return i < len(s.tokens) && s.tokens[i].Type == tt
}

// prevIs reports whether the token before the cursor token has a type.
func (s *scan) prevIs(tt hclsyntax.TokenType) bool {
	i := s.next - 1
	return i >= 0 && s.tokens[i].Type == tt
}

// hoverName describes an argument or a nested block by its name, with
// the argument's value.
func (a *analysis) hoverName(s *scan, b *block, t *hclsyntax.Token) *Info {
	name := string(t.Bytes)
	schema := a.bodyOf(b)
	info := &Info{Range: rangeOf(t), Title: name}
	if !s.nextIs(hclsyntax.TokenEqual) {
		bs := schema.block(name)
		if bs == nil {
			return nil
		}
		info.Kind, info.Detail, info.Documentation = KindBlock, bs.detailOf(), bs.doc
		if bs.meta {
			info.Kind = KindMetaArgument
		}
		return info
	}
	info.Kind = KindArgument
	if at := schema.attr(name); at != nil {
		info.Kind, info.Detail, info.Documentation = argKind(at), at.detailOf(), at.doc
	}
	ctx := a.contextOf(b)
	env := a.evaluation()
	if env == nil {
		return info
	}
	top := ctx.top
	switch {
	case top == b && (b.Type == "resource" || b.Type == "data") && schema.attr(name) != nil && !schema.attr(name).meta:
		// The argument as the resource has it: planned or applied.
		ref := b.label(0) + "." + b.label(1)
		if b.Type == "data" {
			ref = "data." + ref
		}
		info.Title = ref + "." + name
		a.evalRefPerInstance(env, info, top, name)
	case b.Type == "locals" && b.Parent != nil && b.Parent.Parent == nil:
		info.Kind, info.Title = KindLocal, "local."+name
		if expr := a.attrExpr(t.Range.Start.Byte); expr != nil {
			env.evaluate(info, expr, env.targets(a.dir, nil, false))
		}
	default:
		if expr := a.attrExpr(t.Range.Start.Byte); expr != nil {
			env.evaluate(info, expr, env.targets(a.dir, top, ctx.self))
		}
	}
	return info
}

// evalRefPerInstance evaluates the attribute of each instance of the
// resource block top.
func (a *analysis) evalRefPerInstance(env *evalEnv, info *Info, top *block, attr string) {
	var results []result
	for _, t := range env.targets(a.dir, top, true) {
		v, diags := cty.DynamicVal, hcl.Diagnostics(nil)
		if t.inst != nil && t.inst.SelfSet {
			v, diags = selfAttr(t.inst.Self, attr)
		}
		results = append(results, result{label: t.label, val: v, diags: diags})
	}
	env.fill(info, results)
}

// attrExpr finds the expression of the argument whose name starts at
// offset, in the parsed file.
func (a *analysis) attrExpr(offset int) hcl.Expression {
	p := parseFile(a.fsys, a.file)
	body, ok := p.file.Body.(*hclsyntax.Body)
	if !ok {
		return nil
	}
	var found hcl.Expression
	hclsyntax.VisitAll(body, func(n hclsyntax.Node) hcl.Diagnostics {
		if at, ok := n.(*hclsyntax.Attribute); ok && at.NameRange.Start.Byte == offset {
			found = at.Expr
		}
		return nil
	})
	return found
}

// hoverLabel describes a block label: a resource or data source type, a
// resource, a variable, an output, a module call or a provider.
func (a *analysis) hoverLabel(s *scan, b *block, typ string, index int, t *hclsyntax.Token) *Info {
	text := string(t.Bytes)
	info := &Info{Range: rangeOf(t), Title: text}
	topLevel := b.Parent == nil
	mod := a.module()
	switch {
	case (typ == "resource" || typ == "data") && index == 0 && (topLevel || typ == "data"):
		data := typ == "data"
		info.Kind = KindResourceType
		if data {
			info.Kind = KindDataSource
		}
		src := providerSource(mod, resourceProvider(mod, text, s.labelAfter(t), data))
		info.Detail = displaySource(src)
		if sch := typeSchema(src, text, data); sch != nil && !sch.Dynamic {
			info.Documentation = sch.Description
		} else {
			info.Detail += " (generic mock: any arguments)"
		}
		return info
	case (typ == "resource" || typ == "data") && index == 1:
		ref := s.labelBefore(t) + "." + text
		if typ == "data" {
			ref = "data." + ref
		}
		info.Kind, info.Title = KindResource, ref
		if mod != nil {
			set := mod.ManagedResources
			if typ == "data" {
				set = mod.DataResources
			}
			a.describeResource(info, mod, set[s.labelBefore(t)+"."+text], nil, typ == "data")
		}
		a.evalText(info, ref, nil)
		return info
	case typ == "variable" && index == 0 && topLevel:
		info.Kind, info.Title = KindVariable, "var."+text
		if mod != nil && mod.Variables[text] != nil {
			v := mod.Variables[text]
			info.Detail, info.Documentation = variableDetail(v), v.Description
		}
		a.evalText(info, "var."+text, nil)
		return info
	case typ == "output" && index == 0 && topLevel:
		info.Kind, info.Title = KindOutput, "output."+text
		if mod != nil && mod.Outputs[text] != nil {
			o := mod.Outputs[text]
			info.Documentation = o.Description
			if env := a.evaluation(); env != nil && o.Expr != nil {
				var results []result
				for _, sc := range env.scopes(a.dir) {
					v, d := sc.Output(text)
					results = append(results, result{label: sc.Path.String(), val: v, diags: d})
				}
				env.fill(info, results)
			}
		}
		return info
	case typ == "module" && index == 0 && topLevel:
		info.Kind, info.Title = KindModule, "module."+text
		if mod != nil && mod.ModuleCalls[text] != nil {
			info.Detail = "module " + mod.ModuleCalls[text].Source
		}
		a.evalText(info, "module."+text, nil)
		return info
	case typ == "provider" && index == 0 && topLevel:
		info.Kind, info.Detail = KindProvider, displaySource(providerSource(mod, text))
		info.Documentation = providerSchema(providerSource(mod, text)).Provider.Block.Description
		return info
	case typ == "dynamic" && index == 0:
		if bs := a.bodyOf(b).block(text); bs != nil {
			info.Kind, info.Detail, info.Documentation = KindBlock, bs.detailOf(), bs.doc
			return info
		}
	case typ == "provisioner" && index == 0:
		for _, p := range provisionerTypes {
			if p.name == text {
				info.Kind, info.Detail, info.Documentation = KindValue, "provisioner", p.doc
				return info
			}
		}
	}
	return nil
}

// labelAfter and labelBefore return the label next to a label token.
func (s *scan) labelAfter(t *hclsyntax.Token) string {
	return s.labelNear(t, 1)
}

func (s *scan) labelBefore(t *hclsyntax.Token) string {
	return s.labelNear(t, -1)
}

// labelNear reads the label dir labels away from t in its header.
func (s *scan) labelNear(t *hclsyntax.Token, dir int) string {
	b := s.blockWithLabel(rangeOf(t))
	if b == nil {
		return ""
	}
	for i, r := range b.LabelRanges {
		if r == rangeOf(t) || (r.Start <= t.Range.Start.Byte && t.Range.End.Byte <= r.End) {
			return b.label(i + dir)
		}
	}
	return ""
}

// blockWithLabel finds the block one of whose labels covers r.
func (s *scan) blockWithLabel(r Range) *block {
	var find func(b *block) *block
	find = func(b *block) *block {
		for _, c := range b.Children {
			for _, lr := range c.LabelRanges {
				if lr.Start <= r.Start && r.End <= lr.End {
					return c
				}
			}
			if f := find(c); f != nil {
				return f
			}
		}
		return nil
	}
	return find(s.root)
}

// evalText evaluates a reference written as text in the file's module,
// in the instances of the block top.
func (a *analysis) evalText(info *Info, ref string, top *block) {
	env := a.evaluation()
	if env == nil {
		return
	}
	expr, diags := hclsyntax.ParseExpression([]byte(ref), "<hover>", hcl.InitialPos)
	if diags.HasErrors() {
		return
	}
	env.evaluate(info, expr, env.targets(a.dir, top, false))
}

// hoverTfvars describes a variable assigned in a .tfvars file.
func (a *analysis) hoverTfvars(offset int) *Info {
	s := a.scan(offset, forHover)
	t := s.tok
	if t == nil || t.Type != hclsyntax.TokenIdent || len(s.stack) != 1 || s.top().inExpr || len(s.top().stmt) != 0 {
		return nil
	}
	name := string(t.Bytes)
	mod := a.module()
	if mod == nil || mod.Variables[name] == nil {
		return nil
	}
	v := mod.Variables[name]
	info := &Info{Range: rangeOf(t), Kind: KindVariable, Title: "var." + name, Detail: variableDetail(v), Documentation: v.Description}
	a.evalText(info, "var."+name, nil)
	return info
}

// trimTitle shortens a title to one line.
func trimTitle(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

// selfAttr reads an attribute of a resource instance's object.
func selfAttr(v cty.Value, name string) (cty.Value, hcl.Diagnostics) {
	if v == cty.NilVal {
		return cty.DynamicVal, nil
	}
	ty := v.Type()
	switch {
	case ty == cty.DynamicPseudoType:
		return cty.DynamicVal, nil
	case !ty.IsObjectType() || !ty.HasAttribute(name):
		return cty.DynamicVal, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unsupported attribute", Detail: "This object does not have an attribute named \"" + name + "\"."}}
	case v.IsNull():
		return cty.DynamicVal, nil
	}
	return v.GetAttr(name), nil
}
