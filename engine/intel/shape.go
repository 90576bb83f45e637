package intel

import (
	"strconv"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// shape is what a reference leads to, as far as schemas and type
// constraints tell: a schema block (a resource object or one of its
// nested blocks) or a value type.
type shape struct {
	blk *configschema.Block
	ty  cty.Type
	// collection is set when the shape is a collection of blk objects
	// (a counted resource, a list block) that must be indexed first.
	collection bool
	// attr is the schema attribute the shape came from, if any.
	attr *configschema.Attribute
}

// known reports whether the shape says anything.
func (s shape) known() bool {
	return s.blk != nil || (s.ty != cty.NilType && s.ty != cty.DynamicPseudoType)
}

// walk follows the steps of a reference through a shape; ok is false
// when a step does not fit.
func (s shape) walk(steps []chainStep) (shape, bool) {
	for _, st := range steps {
		var ok bool
		if s, ok = s.step(st); !ok {
			return shape{}, false
		}
	}
	return s, true
}

// step follows one step.
func (s shape) step(st chainStep) (shape, bool) {
	if s.blk != nil {
		if s.collection {
			if st.kind == stepAttr {
				return shape{}, false
			}
			return shape{blk: s.blk}, true
		}
		if st.kind != stepAttr {
			return shape{}, false
		}
		if a := s.blk.Attributes[st.name]; a != nil {
			return shape{ty: a.ImpliedType(), attr: a}, true
		}
		if nb := s.blk.BlockTypes[st.name]; nb != nil {
			return shape{blk: &nb.Block, collection: nb.Nesting != configschema.NestingSingle && nb.Nesting != configschema.NestingGroup}, true
		}
		return shape{}, false
	}
	ty := s.ty
	switch {
	case ty == cty.NilType:
		return shape{}, false
	case ty == cty.DynamicPseudoType:
		return shape{ty: cty.DynamicPseudoType}, true
	case st.kind == stepAttr:
		if ty.IsObjectType() && ty.HasAttribute(st.name) {
			return shape{ty: ty.AttributeType(st.name)}, true
		}
		if ty.IsMapType() {
			return shape{ty: ty.ElementType()}, true
		}
		return shape{}, false
	case ty.IsListType() || ty.IsSetType() || ty.IsMapType():
		return shape{ty: ty.ElementType()}, true
	case ty.IsTupleType():
		elems := ty.TupleElementTypes()
		if n, err := strconv.Atoi(st.name); err == nil && n >= 0 && n < len(elems) {
			return shape{ty: elems[n]}, true
		}
		return shape{ty: cty.DynamicPseudoType}, true
	case ty.IsObjectType() && st.kind == stepIndex:
		if k, err := strconv.Unquote(st.name); err == nil && ty.HasAttribute(k) {
			return shape{ty: ty.AttributeType(k)}, true
		}
	}
	return shape{}, false
}

// member is an attribute a shape offers after a dot.
type member struct {
	name   string
	detail string
	doc    string
}

// members lists what may follow a dot after the shape.
func (s shape) members() []member {
	var out []member
	if s.blk != nil {
		if s.collection {
			return nil
		}
		body := fromConfigSchema(s.blk)
		for _, a := range body.attrs {
			out = append(out, member{a.name, a.detailOf(), a.doc})
		}
		for _, b := range body.blocks {
			out = append(out, member{b.name, b.detailOf(), b.doc})
		}
		return out
	}
	if s.ty != cty.NilType && s.ty.IsObjectType() {
		for _, n := range sortedKeys(s.ty.AttributeTypes()) {
			out = append(out, member{n, typeName(s.ty.AttributeType(n)), ""})
		}
	}
	return out
}
