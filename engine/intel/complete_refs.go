package intel

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// references completes after a dot: the names and attributes a reference
// may continue with.
func (c *completer) references(b *block, ch chain) {
	mod := c.a.module()
	if mod == nil {
		mod = &config.Module{}
	}
	ctx := c.a.contextOf(b)
	steps := ch.steps
	switch ch.root {
	case "var":
		if len(steps) == 0 {
			for _, n := range sortedKeys(mod.Variables) {
				v := mod.Variables[n]
				c.add(Item{Label: n, Kind: KindVariable, Detail: variableDetail(v), Documentation: v.Description})
			}
			return
		}
		if v := mod.Variables[steps[0].name]; v != nil && steps[0].kind == stepAttr {
			c.members(shape{ty: v.Type}, steps[1:])
		}
	case "local":
		if len(steps) == 0 {
			for _, n := range sortedKeys(mod.Locals) {
				c.add(Item{Label: n, Kind: KindLocal, Detail: exprText(c.a, mod.Locals[n].Expr)})
			}
		}
	case "module":
		c.moduleRefs(mod, steps)
	case "data":
		c.resourceRefs(mod, mod.DataResources, steps, true)
	case "path":
		if len(steps) == 0 {
			c.add(Item{Label: "module", Kind: KindAttribute, Detail: "string", Documentation: "The directory of the module the expression is in."})
			c.add(Item{Label: "root", Kind: KindAttribute, Detail: "string", Documentation: "The directory of the root module."})
			c.add(Item{Label: "cwd", Kind: KindAttribute, Detail: "string", Documentation: "The working directory."})
		}
	case "terraform":
		if len(steps) == 0 {
			c.add(Item{Label: "workspace", Kind: KindAttribute, Detail: "string", Documentation: "The name of the selected workspace."})
		}
	case "count":
		if len(steps) == 0 && ctx.count {
			c.add(Item{Label: "index", Kind: KindAttribute, Detail: "number", Documentation: "The index of this instance, from 0."})
		}
	case "each":
		if len(steps) == 0 && ctx.forEach {
			c.add(Item{Label: "key", Kind: KindAttribute, Detail: "string", Documentation: "The map key or set element of this instance."})
			c.add(Item{Label: "value", Kind: KindAttribute, Detail: "any", Documentation: "The map value of this instance (the element itself for a set)."})
		}
		if len(steps) > 0 && steps[0].name == "value" && steps[0].kind == stepAttr && ctx.forEach {
			if ty := eachValueType(mod, ctx.top); ty != cty.NilType {
				c.members(shape{ty: ty}, steps[1:])
			}
		}
	case "self":
		if ctx.self && ctx.top != nil {
			sch := c.a.topSchema(ctx.top)
			c.members(shape{blk: sch}, steps)
		}
	default:
		for _, it := range ctx.iterators {
			if it == ch.root && len(steps) == 0 {
				c.add(Item{Label: "key", Kind: KindAttribute, Detail: "key or index", Documentation: "The key (or index) of the element this block is generated for."})
				c.add(Item{Label: "value", Kind: KindAttribute, Detail: "any", Documentation: "The element this block is generated for."})
				return
			}
		}
		c.resourceRefs(mod, mod.ManagedResources, append([]chainStep{{kind: stepAttr, name: ch.root, rng: ch.rootRange}}, steps...), false)
	}
}

// members offers what follows a shape after some steps.
func (c *completer) members(s shape, steps []chainStep) {
	s, ok := s.walk(steps)
	if !ok {
		return
	}
	for _, m := range s.members() {
		c.add(Item{Label: m.name, Kind: KindAttribute, Detail: m.detail, Documentation: m.doc})
	}
}

// variableDetail is a variable's type constraint and whether it is
// required.
func variableDetail(v *config.Variable) string {
	t := "any"
	if v.TypeSet {
		t = typeName(v.ConstraintType)
	}
	if v.Required() {
		return t + ", required"
	}
	if v.Sensitive {
		return t + ", sensitive"
	}
	return t
}

// exprText is an expression's source, shortened to one line.
func exprText(a *analysis, expr hcl.Expression) string {
	if expr == nil {
		return ""
	}
	r := expr.Range()
	p := parseFile(a.fsys, r.Filename)
	if p == nil || r.End.Byte > len(p.src) || r.Start.Byte > r.End.Byte {
		return ""
	}
	s := strings.Join(strings.Fields(string(p.src[r.Start.Byte:r.End.Byte])), " ")
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return s
}

// moduleRefs completes module.NAME and module.NAME.OUTPUT.
func (c *completer) moduleRefs(mod *config.Module, steps []chainStep) {
	if len(steps) == 0 {
		for _, n := range sortedKeys(mod.ModuleCalls) {
			c.add(Item{Label: n, Kind: KindModule, Detail: "module " + mod.ModuleCalls[n].Source})
		}
		return
	}
	call := mod.ModuleCalls[steps[0].name]
	if call == nil || steps[0].kind != stepAttr {
		return
	}
	rest := steps[1:]
	if call.Count != nil || call.ForEach != nil {
		if len(rest) == 0 || rest[0].kind == stepAttr {
			return
		}
		rest = rest[1:]
	}
	if len(rest) != 0 {
		return
	}
	child, _ := c.a.child(call.Name)
	if child == nil {
		return
	}
	for _, n := range sortedKeys(child.Outputs) {
		o := child.Outputs[n]
		detail := "output"
		if o.Sensitive {
			detail += ", sensitive"
		}
		c.add(Item{Label: n, Kind: KindOutput, Detail: detail, Documentation: o.Description})
	}
}

// resourceRefs completes TYPE.NAME.ATTRIBUTE… after data (data true) or
// a resource type.
func (c *completer) resourceRefs(mod *config.Module, set map[string]*config.Resource, steps []chainStep, data bool) {
	if len(steps) == 0 {
		if !data {
			return
		}
		seen := map[string]bool{}
		for _, k := range sortedKeys(set) {
			r := set[k]
			if !seen[r.Type] {
				seen[r.Type] = true
				c.add(Item{Label: r.Type, Kind: KindDataSource, Detail: "data source type"})
			}
		}
		return
	}
	typ := steps[0].name
	if len(steps) == 1 {
		for _, k := range sortedKeys(set) {
			r := set[k]
			if r.Type == typ {
				c.add(Item{Label: r.Name, Kind: KindResource, Detail: r.Address(), Documentation: declSummary(r)})
			}
		}
		return
	}
	r := set[typ+"."+steps[1].name]
	if r == nil {
		return
	}
	src := providerSource(mod, r.ProviderLocalName())
	sch := typeSchema(src, r.Type, data)
	if sch == nil || sch.Dynamic {
		sch = inferredSchema(mod, r, src, data)
	}
	if sch == nil || sch.Dynamic {
		return
	}
	c.members(shape{blk: sch, collection: r.Count != nil || r.ForEach != nil}, steps[2:])
}

// topSchema is the provider schema of a top-level resource or data block.
func (a *analysis) topSchema(b *block) *configschema.Block {
	data := b.Type == "data"
	src := providerSource(a.module(), resourceProvider(a.module(), b.label(0), b.label(1), data))
	return typeSchema(src, b.label(0), data)
}

// eachValueType is the type of each.value in a block whose for_each is
// a variable (for_each = var.servers): the type of the variable's
// elements, as its type constraint tells.
func eachValueType(mod *config.Module, top *block) cty.Type {
	if top == nil {
		return cty.NilType
	}
	var expr hcl.Expression
	switch top.Type {
	case "resource", "data":
		set := mod.ManagedResources
		if top.Type == "data" {
			set = mod.DataResources
		}
		if r := set[top.label(0)+"."+top.label(1)]; r != nil {
			expr = r.ForEach
		}
	case "module":
		if call := mod.ModuleCalls[top.label(0)]; call != nil {
			expr = call.ForEach
		}
	}
	if expr == nil {
		return cty.NilType
	}
	t, diags := hcl.AbsTraversalForExpr(expr)
	if diags.HasErrors() || t.RootName() != "var" || len(t) != 2 {
		return cty.NilType
	}
	attr, ok := t[1].(hcl.TraverseAttr)
	if !ok || mod.Variables[attr.Name] == nil {
		return cty.NilType
	}
	ty := mod.Variables[attr.Name].Type
	switch {
	case ty.IsMapType() || ty.IsSetType():
		return ty.ElementType()
	}
	return cty.NilType
}
