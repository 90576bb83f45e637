package core

import (
	"sort"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/workbudget"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// The static types of arguments: for a provider without a schema (the
// generic mock), what its blocks set tells the type of each argument, as
// a real provider would declare it: a string literal makes a string, a
// list of strings a list(string), a variable its declared type, a
// function its result type. Types no expression tells stay
// cty.DynamicPseudoType; blocks of a type that disagree unify as
// Terraform's conversions would (a number and a string make a string),
// else the argument stays of any type.

// conflictType marks an argument whose blocks give types that do not
// unify; it ends as cty.DynamicPseudoType.
var conflictType = cty.NilType

// maxTypeDepth bounds how far staticType follows locals and other
// resources' arguments (which may refer to each other in cycles).
const maxTypeDepth = 8

// configuredBlock is the walker's record of what one type's blocks set.
type configuredBlock struct {
	args   map[string]cty.Type
	blocks map[string]*configuredBlock
}

// configure records the arguments and nested blocks of a body of a
// resource or data block, or of a nested block.
func (w *readsWalker) configure(cb *configuredBlock, body hcl.Body) {
	if cb.args == nil {
		cb.args = map[string]cty.Type{}
		cb.blocks = map[string]*configuredBlock{}
	}
	sb, ok := body.(*hclsyntax.Body)
	if !ok {
		if body == nil {
			return
		}
		attrs, _ := body.JustAttributes()
		for name, a := range attrs {
			cb.arg(name, w.staticType(a.Expr, 0))
		}
		return
	}
	for name, a := range sb.Attributes {
		switch name {
		case "count", "for_each", "provider", "depends_on":
			continue
		}
		cb.arg(name, w.staticType(a.Expr, 0))
	}
	for _, b := range sb.Blocks {
		typeName, content := b.Type, hcl.Body(b.Body)
		switch typeName {
		case "lifecycle", "provisioner", "connection":
			continue
		case "dynamic":
			if len(b.Labels) != 1 {
				continue
			}
			typeName, content = b.Labels[0], nil
			for _, c := range b.Body.Blocks {
				if c.Type == "content" {
					content = c.Body
				}
			}
			if content == nil {
				continue
			}
		}
		if _, isArg := cb.args[typeName]; isArg {
			continue
		}
		child := cb.blocks[typeName]
		if child == nil {
			child = &configuredBlock{}
			cb.blocks[typeName] = child
		}
		w.configure(child, content)
	}
}

// arg unifies one more block's type of an argument.
func (cb *configuredBlock) arg(name string, ty cty.Type) {
	if prev, ok := cb.args[name]; ok {
		ty = unifyStatic(prev, ty)
	}
	cb.args[name] = ty
}

// export turns the record into the providers' form.
func (cb *configuredBlock) export() *providers.ConfiguredBlock {
	ret := &providers.ConfiguredBlock{Arguments: map[string]cty.Type{}, Blocks: map[string]*providers.ConfiguredBlock{}}
	for n, ty := range cb.args {
		if ty == conflictType {
			ty = cty.DynamicPseudoType
		}
		ret.Arguments[n] = ty
	}
	for n, b := range cb.blocks {
		ret.Blocks[n] = b.export()
	}
	return ret
}

// unifyStatic unifies the types two blocks give an argument: any type
// yields to a known one; primitives of different kinds make a string, as
// Terraform converts them; collections unify their elements. Types that
// cannot be unified give conflictType.
func unifyStatic(a, b cty.Type) cty.Type {
	switch {
	case a == conflictType || b == conflictType:
		return conflictType
	case a == cty.DynamicPseudoType:
		return b
	case b == cty.DynamicPseudoType:
		return a
	case a.Equals(b):
		return a
	case a.IsPrimitiveType() && b.IsPrimitiveType():
		return cty.String
	case (a.IsListType() || a.IsSetType()) && (b.IsListType() || b.IsSetType()):
		et := unifyStatic(a.ElementType(), b.ElementType())
		if et == conflictType {
			return conflictType
		}
		if a.IsSetType() && b.IsSetType() {
			return cty.Set(et)
		}
		return cty.List(et)
	case (a.IsMapType() || a.IsObjectType()) && (b.IsMapType() || b.IsObjectType()):
		et := cty.DynamicPseudoType
		for _, t := range []cty.Type{a, b} {
			if t.IsMapType() {
				et = unifyStatic(et, t.ElementType())
				continue
			}
			for _, at := range t.AttributeTypes() {
				et = unifyStatic(et, at)
			}
		}
		if et == conflictType || et == cty.DynamicPseudoType {
			return conflictType
		}
		return cty.Map(et)
	}
	return conflictType
}

// collectionOf is the type of a list (or map) of values of the given
// types: a list of their unified type, or any type when they differ too
// much or none is known.
func collectionOf(types []cty.Type, mk func(cty.Type) cty.Type) cty.Type {
	et := cty.DynamicPseudoType
	for _, t := range types {
		et = unifyStatic(et, t)
	}
	if et == conflictType || et == cty.DynamicPseudoType {
		return cty.DynamicPseudoType
	}
	return mk(et)
}

// literalType is the argument type of a literal value's type: tuples and
// objects of like elements become lists and maps.
func literalType(t cty.Type) cty.Type {
	switch {
	case t.IsTupleType():
		elems := t.TupleElementTypes()
		types := make([]cty.Type, len(elems))
		for i, et := range elems {
			types[i] = literalType(et)
		}
		return collectionOf(types, cty.List)
	case t.IsObjectType():
		attrs := t.AttributeTypes()
		types := make([]cty.Type, 0, len(attrs))
		same := true
		conv := map[string]cty.Type{}
		for n, at := range attrs {
			lt := literalType(at)
			conv[n] = lt
			if len(types) > 0 && !lt.Equals(types[0]) {
				same = false
			}
			types = append(types, lt)
		}
		if same && len(types) > 0 && types[0] != cty.DynamicPseudoType {
			return cty.Map(types[0])
		}
		return cty.Object(conv)
	}
	return t
}

var (
	staticFuncsOnce sync.Once
	staticFuncs     map[string]function.Function
)

// functionTable is the built-in function table, for result types.
func functionTable() map[string]function.Function {
	staticFuncsOnce.Do(func() { staticFuncs = funcs.Table(funcs.Options{}) })
	return staticFuncs
}

// staticType tells the type of an expression's value without evaluating
// it, or cty.DynamicPseudoType.
func (w *readsWalker) staticType(e hcl.Expression, depth int) cty.Type {
	if e == nil || depth > maxTypeDepth {
		return cty.DynamicPseudoType
	}
	se, ok := e.(hclsyntax.Expression)
	if !ok {
		// JSON syntax: literal values tell their type.
		if len(e.Variables()) > 0 {
			return cty.DynamicPseudoType
		}
		v, diags := e.Value(nil)
		if diags.HasErrors() || v.IsNull() {
			return cty.DynamicPseudoType
		}
		return literalType(v.Type())
	}
	switch se := se.(type) {
	case *hclsyntax.LiteralValueExpr:
		if se.Val.IsNull() {
			return cty.DynamicPseudoType
		}
		return se.Val.Type()
	case *hclsyntax.TemplateExpr, *hclsyntax.TemplateJoinExpr:
		return cty.String
	case *hclsyntax.TemplateWrapExpr:
		return w.staticType(se.Wrapped, depth)
	case *hclsyntax.ParenthesesExpr:
		return w.staticType(se.Expression, depth)
	case *hclsyntax.TupleConsExpr:
		types := make([]cty.Type, len(se.Exprs))
		for i, x := range se.Exprs {
			types[i] = w.staticType(x, depth)
		}
		return collectionOf(types, cty.List)
	case *hclsyntax.ObjectConsExpr:
		attrs := map[string]cty.Type{}
		types := make([]cty.Type, 0, len(se.Items))
		for _, it := range se.Items {
			k, diags := it.KeyExpr.Value(nil)
			if diags.HasErrors() || !k.IsKnown() || k.IsNull() || k.Type() != cty.String {
				// Keys computed at run time: a map.
				attrs = nil
			} else if attrs != nil {
				attrs[k.AsString()] = w.staticType(it.ValueExpr, depth)
			}
			types = append(types, w.staticType(it.ValueExpr, depth))
		}
		if attrs == nil {
			return collectionOf(types, cty.Map)
		}
		for _, t := range attrs {
			if !t.Equals(types[0]) {
				for n, t := range attrs {
					if t == conflictType {
						attrs[n] = cty.DynamicPseudoType
					}
				}
				return cty.Object(attrs)
			}
		}
		return collectionOf(types, cty.Map)
	case *hclsyntax.ConditionalExpr:
		t := unifyStatic(w.staticType(se.TrueResult, depth), w.staticType(se.FalseResult, depth))
		if t == conflictType {
			return cty.DynamicPseudoType
		}
		return t
	case *hclsyntax.BinaryOpExpr:
		switch se.Op {
		case hclsyntax.OpAdd, hclsyntax.OpSubtract, hclsyntax.OpMultiply, hclsyntax.OpDivide, hclsyntax.OpModulo:
			return cty.Number
		}
		return cty.Bool
	case *hclsyntax.UnaryOpExpr:
		if se.Op == hclsyntax.OpNegate {
			return cty.Number
		}
		return cty.Bool
	case *hclsyntax.ForExpr:
		vt := w.staticType(se.ValExpr, depth)
		if se.KeyExpr == nil {
			if vt == cty.DynamicPseudoType {
				return vt
			}
			return cty.List(vt)
		}
		if vt == cty.DynamicPseudoType {
			return vt
		}
		if se.Group {
			vt = cty.List(vt)
		}
		return cty.Map(vt)
	case *hclsyntax.FunctionCallExpr:
		return w.callType(se, depth)
	case *hclsyntax.ScopeTraversalExpr:
		return w.traversalType(se.Traversal, depth)
	case *hclsyntax.RelativeTraversalExpr:
		return traverseType(w.staticType(se.Source, depth), se.Traversal)
	case *hclsyntax.IndexExpr:
		key, diags := se.Key.Value(nil)
		if diags.HasErrors() {
			key = cty.DynamicVal
		}
		return indexType(w.staticType(se.Collection, depth), key)
	}
	return cty.DynamicPseudoType
}

// callType is the result type of a function call, from the function's
// own type rules applied to its arguments' static types.
func (w *readsWalker) callType(e *hclsyntax.FunctionCallExpr, depth int) (ret cty.Type) {
	if coll := workbudget.Counted(e); coll != nil {
		return w.staticType(coll, depth)
	}
	fn, ok := functionTable()[e.Name]
	if !ok {
		return cty.DynamicPseudoType
	}
	args := make([]cty.Type, len(e.Args))
	for i, a := range e.Args {
		args[i] = w.staticType(a, depth)
		if i == len(e.Args)-1 && e.ExpandFinal {
			// The last argument's elements are the arguments.
			return cty.DynamicPseudoType
		}
	}
	defer func() {
		if recover() != nil {
			ret = cty.DynamicPseudoType
		}
	}()
	t, err := fn.ReturnType(args)
	if err != nil || t == cty.NilType {
		return cty.DynamicPseudoType
	}
	return literalType(t)
}

// memoType is the static type of an expression a reference leads to (a
// local value's, another resource's argument's), worked out once: a
// configuration referring to the same local many times over, or in a
// cycle, costs no more than one look at each.
func (w *readsWalker) memoType(e hcl.Expression, depth int) cty.Type {
	if w.typeMemo == nil {
		w.typeMemo = map[hcl.Expression]cty.Type{}
	}
	if t, ok := w.typeMemo[e]; ok {
		return t
	}
	w.typeMemo[e] = cty.DynamicPseudoType
	t := w.staticType(e, depth+1)
	w.typeMemo[e] = t
	return t
}

// traversalType is the type of a reference: a variable of declared type,
// a local value's expression, count.index, each.key, or another
// resource's argument or id.
func (w *readsWalker) traversalType(t hcl.Traversal, depth int) cty.Type {
	if len(t) < 2 || w.mod == nil {
		return cty.DynamicPseudoType
	}
	root := t.RootName()
	name := ""
	if a, ok := t[1].(hcl.TraverseAttr); ok {
		name = a.Name
	}
	switch root {
	case "var":
		if v := w.mod.Variables[name]; v != nil && v.Type != cty.NilType {
			return traverseType(v.Type, t[2:])
		}
		return cty.DynamicPseudoType
	case "local":
		if l := w.mod.Locals[name]; l != nil {
			return traverseType(w.memoType(l.Expr, depth), t[2:])
		}
		return cty.DynamicPseudoType
	case "count":
		if name == "index" {
			return cty.Number
		}
	case "each":
		if name == "key" {
			return cty.String
		}
	case "path", "terraform":
		return cty.String
	case "data":
		if len(t) < 3 {
			return cty.DynamicPseudoType
		}
		if a, ok := t[2].(hcl.TraverseAttr); ok {
			return w.resourceAttrType(w.mod.DataResources[name+"."+a.Name], t[3:], depth)
		}
	default:
		return w.resourceAttrType(w.mod.ManagedResources[root+"."+name], t[2:], depth)
	}
	return cty.DynamicPseudoType
}

// resourceAttrType is the type of an attribute read from a resource: the
// static type of the argument its block sets, or a string for an id
// wherever it is.
func (w *readsWalker) resourceAttrType(r *config.Resource, rest hcl.Traversal, depth int) cty.Type {
	if r == nil {
		return cty.DynamicPseudoType
	}
	if r.Count != nil || r.ForEach != nil {
		if len(rest) == 0 {
			return cty.DynamicPseudoType
		}
		if _, ok := rest[0].(hcl.TraverseIndex); !ok {
			return cty.DynamicPseudoType
		}
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return cty.DynamicPseudoType
	}
	a, ok := rest[0].(hcl.TraverseAttr)
	if !ok {
		return cty.DynamicPseudoType
	}
	if sb, ok := r.Config.(*hclsyntax.Body); ok {
		if attr := sb.Attributes[a.Name]; attr != nil {
			return traverseType(w.memoType(attr.Expr, depth), rest[1:])
		}
	}
	if last, ok := rest[len(rest)-1].(hcl.TraverseAttr); ok && last.Name == "id" {
		// Ids are strings, of the object or of an element of one of
		// its attributes (data.ucloud_images.default.images[0].id).
		return cty.String
	}
	return cty.DynamicPseudoType
}

// traverseType follows traversal steps through a type.
func traverseType(ty cty.Type, t hcl.Traversal) cty.Type {
	for _, s := range t {
		switch s := s.(type) {
		case hcl.TraverseAttr:
			ty = indexType(ty, cty.StringVal(s.Name))
		case hcl.TraverseIndex:
			ty = indexType(ty, s.Key)
		default:
			return cty.DynamicPseudoType
		}
	}
	return ty
}

// indexType is the type of an element or attribute of a value of type ty.
func indexType(ty cty.Type, key cty.Value) cty.Type {
	switch {
	case ty.IsListType() || ty.IsMapType():
		return ty.ElementType()
	case ty.IsObjectType() && key.IsKnown() && !key.IsNull() && key.Type() == cty.String && ty.HasAttribute(key.AsString()):
		return ty.AttributeType(key.AsString())
	}
	return cty.DynamicPseudoType
}

// exportConfigured turns the walker's records into the providers' form.
func exportConfigured(m map[string]*configuredBlock) map[string]*providers.ConfiguredBlock {
	ret := make(map[string]*providers.ConfiguredBlock, len(m))
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ret[k] = m[k].export()
	}
	return ret
}
