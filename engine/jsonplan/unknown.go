package jsonplan

import (
	"github.com/zclconf/go-cty/cty"
)

// omitUnknowns drops the unknown parts of an unmarked value: unknown
// attributes and map elements disappear, unknown elements of sequences
// become nulls (their position tells which element is which), and a wholly
// unknown value becomes cty.NilVal. Sequences become tuples and mappings
// objects, since only their JSON form matters.
func omitUnknowns(v cty.Value) cty.Value {
	switch {
	case v.IsNull():
		return v
	case !v.IsKnown():
		return cty.NilVal
	}
	ty := v.Type()
	switch {
	case ty.IsListType() || ty.IsTupleType() || ty.IsSetType():
		var vals []cty.Value
		for it := v.ElementIterator(); it.Next(); {
			_, ev := it.Element()
			nv := omitUnknowns(ev)
			if nv == cty.NilVal {
				nv = cty.NullVal(ev.Type())
			}
			vals = append(vals, nv)
		}
		return cty.TupleVal(vals)
	case ty.IsMapType() || ty.IsObjectType():
		vals := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			if nv := omitUnknowns(ev); nv != cty.NilVal {
				vals[k.AsString()] = nv
			}
		}
		return cty.ObjectVal(vals)
	}
	return v
}

// unknownAsBool turns an unmarked value into the shape of plan JSON's
// after_unknown: true for unknown values, false for known and null ones;
// known sequences become arrays of their elements' results, known
// mappings objects of the results that are not false.
func unknownAsBool(v cty.Value) cty.Value {
	switch {
	case v.IsNull():
		return cty.False
	case !v.IsKnown():
		return cty.True
	}
	ty := v.Type()
	switch {
	case ty.IsListType() || ty.IsTupleType() || ty.IsSetType():
		if v.LengthInt() == 0 {
			return cty.EmptyTupleVal
		}
		vals := make([]cty.Value, 0, v.LengthInt())
		for it := v.ElementIterator(); it.Next(); {
			_, ev := it.Element()
			vals = append(vals, unknownAsBool(ev))
		}
		return cty.TupleVal(vals)
	case ty.IsMapType() || ty.IsObjectType():
		vals := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			if b := unknownAsBool(ev); !b.RawEquals(cty.False) {
				vals[k.AsString()] = b
			}
		}
		return cty.ObjectVal(vals)
	}
	return cty.False
}
