package render

import (
	"encoding/json"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/valuefmt"
)

// Terraform computes its human plan text from the plan's JSON form: the
// before and after objects with unknown values left out, plus parallel
// trees that flag unknown and sensitive values. Several rendering rules
// (which attributes count as present, when a null is "explicit", how
// values compare) are defined over that form, so the renderer first
// converts cty values into it. The generic values are nil (null), bool,
// json.Number, string, []any and map[string]any; empty collections are
// non-nil so that they stay distinct from null.

// plainValue converts v to its JSON form, leaving out unknown object
// attributes and map elements and replacing unknown sequence elements with
// null, as plan JSON's "after" does. Marks are ignored. A wholly unknown
// value becomes nil.
func plainValue(v cty.Value) any {
	if v == cty.NilVal {
		return nil
	}
	v, _ = v.Unmark()
	if !v.IsKnown() || v.IsNull() {
		return nil
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		return v.AsString()
	case ty == cty.Number:
		return json.Number(valuefmt.Decimal(v.AsBigFloat()))
	case ty == cty.Bool:
		return v.True()
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		out := []any{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			out = append(out, plainValue(e))
		}
		return out
	case ty.IsMapType() || ty.IsObjectType():
		out := map[string]any{}
		eachEntry(v, func(k string, e cty.Value) {
			if e.IsKnown() {
				out[k] = plainValue(e)
			}
		})
		return out
	}
	return nil
}

// unknownTree flags the unknown parts of v as plan JSON's "after_unknown"
// does: true for an unknown value, a list or object of flags for a known
// collection (objects leave out the known entries), false otherwise.
func unknownTree(v cty.Value) any {
	if v == cty.NilVal {
		return false
	}
	v, _ = v.Unmark()
	if !v.IsKnown() {
		return true
	}
	if v.IsNull() {
		return false
	}
	ty := v.Type()
	switch {
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		out := []any{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			out = append(out, unknownTree(e))
		}
		return out
	case ty.IsMapType() || ty.IsObjectType():
		out := map[string]any{}
		eachEntry(v, func(k string, e cty.Value) {
			if u := unknownTree(e); u != false {
				out[k] = u
			}
		})
		return out
	}
	return false
}

// shape tells sensitiveTree which parts of a value a schema declares
// sensitive: a block, a nested attribute object, or neither.
type shape struct {
	block  *configschema.Block
	object *configschema.Object
	// nesting is the repetition of a nested block whose elements have
	// the block's shape; collection is set while walking that collection.
	nesting    configschema.NestingMode
	collection bool
}

// sensitiveTree flags the sensitive parts of v as plan JSON's
// "before_sensitive" and "after_sensitive" do: true for a sensitive value
// (marked, or declared sensitive by the schema), a list or object of flags
// for a known collection, false otherwise. A set with a sensitive element
// is sensitive as a whole, because cty moves the marks of set elements to
// the set.
func sensitiveTree(v cty.Value, s shape, forced bool) any {
	flag, uv, elems, walk := sensitiveStep(v, s, forced)
	if !walk {
		return flag
	}
	return sensitiveElems(uv, elems)
}

// elemShapes gives the shape of each element of a value by its key, and
// whether the schema declares that element sensitive: the same elem for
// all, or each attribute's own (shape.child of parent) when byName.
type elemShapes struct {
	parent, elem shape
	byName       bool
}

func (e elemShapes) of(key string) (shape, bool) {
	if e.byName {
		return e.parent.child(key)
	}
	return e.elem, false
}

// sensitiveStep is what sensitiveTree and anySensitive decide of v before
// its elements: a flag for the whole value, or (walk) v unmarked and the
// shapes of its elements.
func sensitiveStep(v cty.Value, s shape, forced bool) (flag bool, uv cty.Value, elems elemShapes, walk bool) {
	if v == cty.NilVal {
		return false, v, elemShapes{}, false
	}
	if forced || v.HasMark(marks.Sensitive) {
		return true, v, elemShapes{}, false
	}
	v, _ = v.Unmark()
	ty := v.Type()
	if v.IsNull() || ty.IsPrimitiveType() || ty == cty.DynamicPseudoType {
		return false, v, elemShapes{}, false
	}
	switch {
	case s.collection:
		return false, v, elemShapes{elem: shape{block: s.block, object: s.object}}, true
	case s.object != nil && s.object.Nesting != configschema.NestingSingle && s.object.Nesting != configschema.NestingGroup:
		return false, v, elemShapes{elem: shape{object: &configschema.Object{Attributes: s.object.Attributes, Nesting: configschema.NestingSingle}}}, true
	case (s.block != nil || s.object != nil) && ty.IsObjectType():
		return false, v, elemShapes{parent: s, byName: true}, true
	}
	return false, v, elemShapes{}, true
}

// sensitiveFlags is sensitiveTree(v, s, false), or false when that tree
// would flag nothing: most values hold nothing sensitive, and building
// their tree of false flags (a map per object, a slice per list) was a
// sixth of what rendering a plan allocated. The renderer reads a tree
// without a true flag as it reads false: absent flags are false, and the
// keys such a tree has are keys of the value it was built from.
func sensitiveFlags(v cty.Value, s shape) any {
	if !anySensitive(v, s, false) {
		return false
	}
	return sensitiveTree(v, s, false)
}

// anySensitive reports whether sensitiveTree(v, s, forced) holds a true
// flag, walking v as sensitiveTree does but building nothing.
func anySensitive(v cty.Value, s shape, forced bool) bool {
	flag, v, elems, walk := sensitiveStep(v, s, forced)
	if !walk {
		return flag
	}
	if !v.IsKnown() {
		return false
	}
	switch ty := v.Type(); {
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			if cs, f := elems.of(""); anySensitive(e, cs, f) {
				return true
			}
		}
	case ty.IsObjectType():
		for name := range ty.AttributeTypes() {
			if cs, f := elems.of(name); anySensitive(v.GetAttr(name), cs, f) {
				return true
			}
		}
	case ty.IsMapType():
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			if cs, f := elems.of(k.AsString()); anySensitive(e, cs, f) {
				return true
			}
		}
	}
	return false
}

// child returns the shape of an object attribute and whether the schema
// declares it sensitive.
func (s shape) child(name string) (shape, bool) {
	var attr *configschema.Attribute
	switch {
	case s.block != nil:
		if nb, ok := s.block.BlockTypes[name]; ok {
			b := &nb.Block
			switch nb.Nesting {
			case configschema.NestingList, configschema.NestingSet, configschema.NestingMap:
				return shape{block: b, nesting: nb.Nesting, collection: true}, false
			}
			return shape{block: b}, false
		}
		attr = s.block.Attributes[name]
	case s.object != nil:
		attr = s.object.Attributes[name]
	}
	if attr == nil {
		return shape{}, false
	}
	if attr.NestedType != nil {
		return shape{object: attr.NestedType}, attr.Sensitive
	}
	return shape{}, attr.Sensitive
}

// sensitiveElems builds the flag collection for the elements of a known,
// non-null collection or object v; elems gives each element's shape from
// its key.
func sensitiveElems(v cty.Value, elems elemShapes) any {
	ty := v.Type()
	switch {
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		if !v.IsKnown() {
			return []any{}
		}
		out := []any{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			cs, forced := elems.of("")
			out = append(out, sensitiveTree(e, cs, forced))
		}
		if ty.IsSetType() && containsTrue(out) {
			return true
		}
		return out
	case ty.IsMapType() || ty.IsObjectType():
		if !v.IsKnown() {
			return map[string]any{}
		}
		out := map[string]any{}
		eachEntry(v, func(k string, e cty.Value) {
			cs, forced := elems.of(k)
			if f := sensitiveTree(e, cs, forced); f != false {
				out[k] = f
			}
		})
		return out
	}
	return false
}

// eachEntry calls f with each key and element of a known, unmarked map
// or object. The results are maps, so the order does not matter: an
// object's attributes are visited without ElementIterator, which sorts
// their names and makes a cty string of each at every call.
func eachEntry(v cty.Value, f func(k string, e cty.Value)) {
	if ty := v.Type(); ty.IsObjectType() {
		for name := range ty.AttributeTypes() {
			f(name, v.GetAttr(name))
		}
		return
	}
	for it := v.ElementIterator(); it.Next(); {
		k, e := it.Element()
		f(k.AsString(), e)
	}
}

// containsTrue reports whether a flag tree flags anything.
func containsTrue(t any) bool {
	switch t := t.(type) {
	case bool:
		return t
	case []any:
		for _, e := range t {
			if containsTrue(e) {
				return true
			}
		}
	case map[string]any:
		for _, e := range t {
			if containsTrue(e) {
				return true
			}
		}
	}
	return false
}

// jsonType classifies a generic JSON value.
type jsonType int

const (
	jsonNull jsonType = iota
	jsonBool
	jsonNumber
	jsonString
	jsonObject
	jsonArray
)

// typeOfJSON returns the JSON type of a generic value.
func typeOfJSON(v any) jsonType {
	switch v.(type) {
	case bool:
		return jsonBool
	case json.Number, float64:
		return jsonNumber
	case string:
		return jsonString
	case map[string]any:
		return jsonObject
	case []any:
		return jsonArray
	}
	return jsonNull
}
