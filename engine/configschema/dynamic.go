package configschema

import (
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// Inferred returns the schema a body is decoded with: the block itself,
// or for a Dynamic block, a concrete schema made of the declared
// attributes and block types plus every other argument the body sets (as
// an optional argument of any type) and every other block type it
// contains, directly or through `dynamic` blocks (as a list block whose
// schema is inferred from all its blocks' contents in turn).
//
// The engine may use it to render a generic resource's nested blocks as
// blocks. Bodies in JSON syntax cannot tell blocks from object arguments,
// so everything in them is an argument.
func (b *Block) Inferred(body hcl.Body) *Block {
	return b.concrete(body)
}

// concrete is Inferred; a nil body gives the block itself.
func (b *Block) concrete(body hcl.Body) *Block {
	if b == nil || !b.Dynamic || body == nil {
		return b
	}
	return inferBlock(b, []hcl.Body{body})
}

// inferBlock builds a concrete schema for bodies of a dynamic schema,
// starting from the declared part (which may be nil).
func inferBlock(declared *Block, bodies []hcl.Body) *Block {
	ret := &Block{Attributes: map[string]*Attribute{}, BlockTypes: map[string]*NestedBlock{}}
	if declared != nil {
		ret.Description = declared.Description
		ret.Deprecated = declared.Deprecated
		for n, a := range declared.Attributes {
			ret.Attributes[n] = a
		}
		for n, nb := range declared.BlockTypes {
			ret.BlockTypes[n] = nb
		}
	}
	known := func(name string) bool {
		_, isAttr := ret.Attributes[name]
		_, isBlock := ret.BlockTypes[name]
		return isAttr || isBlock
	}
	children := map[string][]hcl.Body{}
	var childOrder []string
	for _, body := range bodies {
		attrs, blocks := bodyItems(body)
		for _, name := range attrs {
			if !known(name) {
				ret.Attributes[name] = &Attribute{Type: cty.DynamicPseudoType, Optional: true}
			}
		}
		for _, blk := range blocks {
			typeName, content := blk.Type, blk.Body
			if typeName == "dynamic" {
				if len(blk.Labels) != 1 {
					continue
				}
				typeName, content = blk.Labels[0], dynamicContent(blk.Body)
				if content == nil {
					continue
				}
			}
			if _, isAttr := ret.Attributes[typeName]; isAttr {
				continue
			}
			if declared != nil {
				if _, isDeclared := declared.BlockTypes[typeName]; isDeclared {
					continue
				}
			}
			if _, seen := children[typeName]; !seen {
				childOrder = append(childOrder, typeName)
			}
			children[typeName] = append(children[typeName], content)
		}
	}
	for _, typeName := range childOrder {
		ret.BlockTypes[typeName] = &NestedBlock{
			Block:   *inferBlock(nil, children[typeName]),
			Nesting: NestingList,
		}
	}
	return ret
}

// bodyItems lists the argument names and the blocks of a body. Blocks are
// found only in native syntax bodies; the body itself is asked which of
// them it still shows, since a body returned by PartialContent hides the
// blocks and arguments already taken from it (meta-arguments, lifecycle).
func bodyItems(body hcl.Body) ([]string, []*hcl.Block) {
	var blocks []*hcl.Block
	if sb, ok := body.(*hclsyntax.Body); ok && len(sb.Blocks) > 0 {
		labels := map[string]int{}
		var types []string
		for _, blk := range sb.Blocks {
			if _, seen := labels[blk.Type]; !seen {
				labels[blk.Type] = len(blk.Labels)
				types = append(types, blk.Type)
			}
		}
		schema := &hcl.BodySchema{}
		for _, t := range types {
			schema.Blocks = append(schema.Blocks, hcl.BlockHeaderSchema{Type: t, LabelNames: labelNames(labels[t])})
		}
		if content, _, _ := body.PartialContent(schema); content != nil {
			blocks = content.Blocks
		}
	}
	attrs, _ := body.JustAttributes()
	names := make([]string, 0, len(attrs))
	for n := range attrs {
		if n != "dynamic" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, blocks
}

// listOf makes a list of values whose types are the same but for nulls
// of unknown type (arguments some blocks leave out), or reports false.
func listOf(elems []cty.Value) (cty.Value, bool) {
	if len(elems) == 0 {
		return cty.NilVal, false
	}
	ty := elems[0].Type()
	for _, ev := range elems[1:] {
		var ok bool
		if ty, ok = fillDynamic(ty, ev.Type()); !ok {
			return cty.NilVal, false
		}
	}
	conv := make([]cty.Value, len(elems))
	for i, ev := range elems {
		cv, err := convert.Convert(ev, ty)
		if err != nil {
			return cty.NilVal, false
		}
		conv[i] = cv
	}
	return cty.ListVal(conv), true
}

// fillDynamic unifies two types that are equal but where one has
// cty.DynamicPseudoType (the type of a bare null), or reports false.
func fillDynamic(a, b cty.Type) (cty.Type, bool) {
	switch {
	case a.Equals(b):
		return a, true
	case a == cty.DynamicPseudoType:
		return b, true
	case b == cty.DynamicPseudoType:
		return a, true
	case a.Equals(cty.EmptyTuple) && b.IsListType():
		// A block type with no blocks here and some elsewhere.
		return b, true
	case b.Equals(cty.EmptyTuple) && a.IsListType():
		return a, true
	case a.IsObjectType() && b.IsObjectType():
		aa, ba := a.AttributeTypes(), b.AttributeTypes()
		if len(aa) != len(ba) {
			return cty.NilType, false
		}
		attrs := make(map[string]cty.Type, len(aa))
		for n, at := range aa {
			bt, ok := ba[n]
			if !ok {
				return cty.NilType, false
			}
			if attrs[n], ok = fillDynamic(at, bt); !ok {
				return cty.NilType, false
			}
		}
		return cty.Object(attrs), true
	case a.IsListType() && b.IsListType():
		et, ok := fillDynamic(a.ElementType(), b.ElementType())
		return cty.List(et), ok
	case a.IsTupleType() && b.IsTupleType():
		ae, be := a.TupleElementTypes(), b.TupleElementTypes()
		if len(ae) != len(be) {
			return cty.NilType, false
		}
		elems := make([]cty.Type, len(ae))
		for i := range ae {
			var ok bool
			if elems[i], ok = fillDynamic(ae[i], be[i]); !ok {
				return cty.NilType, false
			}
		}
		return cty.Tuple(elems), true
	}
	return cty.NilType, false
}

// labelNames makes n placeholder label names.
func labelNames(n int) []string {
	if n == 0 {
		return nil
	}
	ret := make([]string, n)
	for i := range ret {
		ret[i] = "label"
	}
	return ret
}

// dynamicContent returns the body of a dynamic block's content block.
func dynamicContent(body hcl.Body) hcl.Body {
	content, _, _ := body.PartialContent(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "content"}}})
	if content == nil || len(content.Blocks) == 0 {
		return nil
	}
	return content.Blocks[0].Body
}

// listifyBlocks turns the tuples that inferred list blocks decode to into
// lists where all their objects have the same type, inside out, so that
// generic blocks look like the lists of objects real schemas give.
func listifyBlocks(v cty.Value, schema, declared *Block) cty.Value {
	if !v.IsKnown() || v.IsNull() || !v.Type().IsObjectType() {
		return v
	}
	v, objMarks := v.Unmark()
	vals := v.AsValueMap()
	for name, nb := range schema.BlockTypes {
		if declared != nil {
			if _, isDeclared := declared.BlockTypes[name]; isDeclared {
				continue
			}
		}
		bv, ok := vals[name]
		if !ok || !bv.IsKnown() || bv.IsNull() || !bv.Type().IsTupleType() {
			continue
		}
		bv, marks := bv.Unmark()
		elems := make([]cty.Value, 0, bv.LengthInt())
		for it := bv.ElementIterator(); it.Next(); {
			_, ev := it.Element()
			elems = append(elems, listifyBlocks(ev, &nb.Block, nil))
		}
		if list, ok := listOf(elems); ok {
			vals[name] = list.WithMarks(marks)
		} else {
			vals[name] = cty.TupleVal(elems).WithMarks(marks)
		}
	}
	if vals == nil {
		return v.WithMarks(objMarks)
	}
	return cty.ObjectVal(vals).WithMarks(objMarks)
}
