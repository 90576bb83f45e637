package eval

import (
	"reflect"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/funcs"
)

// RefCache keeps the references each expression and each configuration
// body makes, found and parsed once per operation: they depend only on
// the syntax (and a body's schema), while every instance of a resource,
// and validate before plan, evaluates the same expressions again. Finding
// a body's references walks it with its decoder spec, which was a tenth
// of a plan's allocation.
//
// One cache serves one operation at a time (evaluation is sequential);
// core.Plan shares one between its validate and plan walks. Only syntax
// nodes held by pointer are cached (other expressions and bodies may not
// be usable as map keys), and references whose parsing reported a
// diagnostic are parsed again each time, so that every diagnostic is a
// fresh one its receiver may change.
//
// Written by hand: hcl keeps no such cache.
type RefCache struct {
	exprs  map[hcl.Expression]*refList
	bodies map[any][]bodyRefs
	// instrumented holds the syntax nodes instrumented for the work
	// budget (see Evaluator.Instrument).
	instrumented map[hclsyntax.Node]bool
}

// A native-syntax body is known by its source range: each module call
// loads its own copy of the module's files, and validate and plan get
// their schemas from providers of their own, but the same syntax decoded
// against a schema of the same shape makes the same references (their
// ranges included). Other bodies are known by pointer.
type bodyRange struct {
	file       string
	start, end int
}

// bodyRefs is the references of a body decoded against a schema.
type bodyRefs struct {
	schema *configschema.Block
	list   *refList
}

// refList is the references of an expression or body, in the order the
// evaluation context resolves them, with their parsed forms (nil where
// parsing reported diagnostics).
type refList struct {
	travs []hcl.Traversal
	refs  []*addrs.Reference
	// shareable marks a list kept in a RefCache, which identifies its
	// expression or body for a ContextShare.
	shareable bool
}

// NewRefCache returns an empty cache.
func NewRefCache() *RefCache {
	return &RefCache{exprs: map[hcl.Expression]*refList{}, bodies: map[any][]bodyRefs{}, instrumented: map[hclsyntax.Node]bool{}}
}

// cacheable reports whether x is held by pointer, so usable as a map key
// and identifying one syntax node.
func cacheable(x any) bool {
	return x != nil && reflect.TypeOf(x).Kind() == reflect.Pointer
}

// expr returns the references of an expression (see funcs.Variables).
func (c *RefCache) expr(expr hcl.Expression) *refList {
	if c == nil || !cacheable(expr) {
		return newRefList(funcs.Variables(expr))
	}
	if l, ok := c.exprs[expr]; ok {
		return l
	}
	l := newRefList(funcs.Variables(expr))
	l.shareable = true
	c.exprs[expr] = l
	return l
}

// body returns the references a body makes when decoded against schema
// (see configschema.Variables), in source order, so that the resources a
// body refers to are planned and applied in a stable order.
func (c *RefCache) body(body hcl.Body, schema *configschema.Block) *refList {
	find := func() *refList {
		refs := configschema.Variables(body, schema)
		sort.SliceStable(refs, func(i, j int) bool {
			a, b := refs[i].SourceRange(), refs[j].SourceRange()
			if a.Filename != b.Filename {
				return a.Filename < b.Filename
			}
			return a.Start.Byte < b.Start.Byte
		})
		return newRefList(refs)
	}
	if c == nil || !cacheable(body) {
		return find()
	}
	var k any = body
	if b, ok := body.(*hclsyntax.Body); ok {
		k = bodyRange{b.SrcRange.Filename, b.SrcRange.Start.Byte, b.SrcRange.End.Byte}
	}
	for _, e := range c.bodies[k] {
		if e.schema == schema || sameShape(e.schema, schema) {
			return e.list
		}
	}
	l := find()
	l.shareable = true
	c.bodies[k] = append(c.bodies[k], bodyRefs{schema, l})
	return l
}

// sameShape reports whether two schemas decode bodies alike: the same
// attributes with the same types, the same nested block types with the
// same nesting, at every level. Nested attribute types are compared by
// pointer. Cheaper than walking a body for its references.
func sameShape(a, b *configschema.Block) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Dynamic != b.Dynamic || len(a.Attributes) != len(b.Attributes) || len(a.BlockTypes) != len(b.BlockTypes) {
		return false
	}
	for n, x := range a.Attributes {
		y, ok := b.Attributes[n]
		if !ok || (x == nil) != (y == nil) {
			return false
		}
		if x != nil && (x.NestedType != y.NestedType || x.Required != y.Required || !x.Type.Equals(y.Type)) {
			return false
		}
	}
	for n, x := range a.BlockTypes {
		y, ok := b.BlockTypes[n]
		if !ok || (x == nil) != (y == nil) {
			return false
		}
		if x != nil && (x.Nesting != y.Nesting || x.MinItems != y.MinItems || x.MaxItems != y.MaxItems || !sameShape(&x.Block, &y.Block)) {
			return false
		}
	}
	return true
}

// newRefList parses the traversals that parse without diagnostics.
func newRefList(travs []hcl.Traversal) *refList {
	l := &refList{travs: travs, refs: make([]*addrs.Reference, len(travs))}
	for i, t := range travs {
		if ref, d := addrs.ParseRef(t); len(d) == 0 {
			l.refs[i] = ref
		}
	}
	return l
}

// BodyContext builds the evaluation context for decoding a body against a
// schema: the values of the references the body makes, including those
// inside dynamic blocks, resolved in source order.
func (s *Scope) BodyContext(body hcl.Body, schema *configschema.Block, inst *Instance) (*hcl.EvalContext, hcl.Diagnostics) {
	return s.context(s.ev.opts.Refs.body(body, schema), inst)
}
