package jsonstate

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
)

// SensitiveAsBool turns a marked value into the shape of Terraform's
// sensitive_values: true where a value is sensitive; for known lists,
// sets and tuples an array of the elements' results; for known maps and
// objects an object of the results that are not false; false for null,
// primitive and dynamic values; [] or {} for unknown collections.
func SensitiveAsBool(v cty.Value) cty.Value {
	if v.HasMark(marks.Sensitive) {
		return cty.True
	}
	v, _ = v.Unmark()
	ty := v.Type()
	switch {
	case v.IsNull() || ty.IsPrimitiveType() || ty.Equals(cty.DynamicPseudoType):
		return cty.False
	case ty.IsListType() || ty.IsTupleType() || ty.IsSetType():
		if !v.IsKnown() || v.LengthInt() == 0 {
			return cty.EmptyTupleVal
		}
		vals := make([]cty.Value, 0, v.LengthInt())
		for it := v.ElementIterator(); it.Next(); {
			_, ev := it.Element()
			vals = append(vals, SensitiveAsBool(ev))
		}
		return cty.TupleVal(vals)
	case ty.IsMapType() || ty.IsObjectType():
		if !v.IsKnown() {
			return cty.EmptyObjectVal
		}
		attrs := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			s := SensitiveAsBool(ev)
			if !s.RawEquals(cty.False) {
				attrs[k.AsString()] = s
			}
		}
		return cty.ObjectVal(attrs)
	}
	return cty.False
}

// MarkSchemaSensitive marks sensitive every value at an attribute the
// schema declares sensitive (in nested blocks and nested attribute types
// too), keeping the marks the value already has.
func MarkSchemaSensitive(v cty.Value, schema *configschema.Block) cty.Value {
	if schema == nil || v == cty.NilVal {
		return v
	}
	paths := schemaSensitivePaths(schema, v, nil)
	if len(paths) == 0 {
		return v
	}
	pvm := make([]cty.PathValueMarks, len(paths))
	for i, p := range paths {
		pvm[i] = cty.PathValueMarks{Path: p, Marks: cty.NewValueMarks(marks.Sensitive)}
	}
	return v.MarkWithPaths(pvm)
}

// schemaSensitivePaths lists the paths of the sensitive attributes of a
// value conforming to the block, one per element of repeated blocks.
func schemaSensitivePaths(b *configschema.Block, v cty.Value, base cty.Path) []cty.Path {
	v, _ = v.Unmark()
	if b == nil || v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() {
		return nil
	}
	var out []cty.Path
	for name, a := range b.Attributes {
		if a == nil || !v.Type().HasAttribute(name) {
			continue
		}
		p := extendPath(base, cty.GetAttrStep{Name: name})
		if a.Sensitive {
			out = append(out, p)
			continue
		}
		if a.NestedType != nil {
			inner := &configschema.Block{Attributes: a.NestedType.Attributes}
			av := v.GetAttr(name)
			switch a.NestedType.Nesting {
			case configschema.NestingSingle, configschema.NestingGroup:
				out = append(out, schemaSensitivePaths(inner, av, p)...)
			default:
				eachElement(av, func(k, ev cty.Value) {
					out = append(out, schemaSensitivePaths(inner, ev, extendPath(p, cty.IndexStep{Key: k}))...)
				})
			}
		}
	}
	for name, nb := range b.BlockTypes {
		if nb == nil || !v.Type().HasAttribute(name) {
			continue
		}
		if _, clash := b.Attributes[name]; clash {
			continue
		}
		p := extendPath(base, cty.GetAttrStep{Name: name})
		bv := v.GetAttr(name)
		switch nb.Nesting {
		case configschema.NestingSingle, configschema.NestingGroup:
			out = append(out, schemaSensitivePaths(&nb.Block, bv, p)...)
		default:
			eachElement(bv, func(k, ev cty.Value) {
				out = append(out, schemaSensitivePaths(&nb.Block, ev, extendPath(p, cty.IndexStep{Key: k}))...)
			})
		}
	}
	return out
}

// eachElement calls fn for each element of a known, non-null collection;
// a set element's key is the element itself.
func eachElement(v cty.Value, fn func(k, ev cty.Value)) {
	v, _ = v.Unmark()
	if v.IsNull() || !v.IsKnown() {
		return
	}
	ty := v.Type()
	if !ty.IsCollectionType() && !ty.IsTupleType() && !ty.IsObjectType() {
		return
	}
	for it := v.ElementIterator(); it.Next(); {
		k, ev := it.Element()
		if ty.IsSetType() {
			k = ev
		}
		fn(k, ev)
	}
}

func extendPath(p cty.Path, step cty.PathStep) cty.Path {
	out := make(cty.Path, len(p), len(p)+1)
	copy(out, p)
	return append(out, step)
}
