package funcs

// Collection functions. From go-cty's stdlib (used directly in table.go):
// chunklist coalescelist compact concat contains distinct element flatten
// keys merge range reverse set* slice sort values zipmap. From go-cty-funcs:
// coalesce. Written here because no library has Terraform's semantics:
// alltrue anytrue index length list lookup map matchkeys one sum transpose
// (stdlib's IndexFunc is the index operator, its LengthFunc rejects strings
// and structural types, its LookupFunc requires the default argument).

import (
	"errors"
	"fmt"
	"math/big"
	"sort"

	"github.com/hashicorp/go-cty-funcs/collection"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// CoalesceFunc returns the first argument that is neither null nor an empty
// string. It is go-cty-funcs' function, with the "never null" refinement
// Terraform adds.
var CoalesceFunc = withNotNull(collection.CoalesceFunc)

// withNotNull wraps a library function whose results are never null with
// the refinement saying so (Terraform's own copies of these functions have
// it; the library's do not), so that an unknown result still compares
// unequal to null.
func withNotNull(lib function.Function) function.Function {
	return function.New(&function.Spec{
		Description: lib.Description(),
		Params:      lib.Params(),
		VarParam:    lib.VarParam(),
		Type: func(args []cty.Value) (cty.Type, error) {
			return lib.ReturnTypeForValues(args)
		},
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			return lib.Call(args)
		},
	})
}

// LengthFunc returns the number of characters (grapheme clusters) of a
// string, or the number of elements of a collection or structural value.
// The length of a tuple or object is known even when the value is not.
var LengthFunc = function.New(&function.Spec{
	Params: []function.Parameter{{
		Name:             "value",
		Type:             cty.DynamicPseudoType,
		AllowDynamicType: true,
		AllowUnknown:     true,
		AllowMarked:      true,
	}},
	Type: func(args []cty.Value) (cty.Type, error) {
		ty := args[0].Type()
		if ty == cty.String || ty == cty.DynamicPseudoType || ty.IsCollectionType() ||
			ty.IsTupleType() || ty.IsObjectType() {
			return cty.Number, nil
		}
		return cty.Number, errors.New("argument must be a string, a collection type, or a structural type")
	},
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		v, vm := args[0].Unmark()
		ty := v.Type()
		switch {
		case ty == cty.DynamicPseudoType:
			return cty.UnknownVal(cty.Number).WithMarks(vm), nil
		case ty.IsTupleType():
			return cty.NumberIntVal(int64(len(ty.TupleElementTypes()))).WithMarks(vm), nil
		case ty.IsObjectType():
			return cty.NumberIntVal(int64(len(ty.AttributeTypes()))).WithMarks(vm), nil
		case ty == cty.String:
			n, err := stdlib.Strlen(v)
			return n.WithMarks(vm), err
		default:
			return v.Length().WithMarks(vm), nil
		}
	},
})

// AllTrueFunc returns true when every element of a list of bools is true;
// an empty list gives true and a null element counts as false.
var AllTrueFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "list", Type: cty.List(cty.Bool)}},
	Type:         function.StaticReturnType(cty.Bool),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		for it := args[0].ElementIterator(); it.Next(); {
			_, v := it.Element()
			switch {
			case !v.IsKnown():
				return cty.UnknownVal(cty.Bool), nil
			case v.IsNull() || v.False():
				return cty.False, nil
			}
		}
		return cty.True, nil
	},
})

// AnyTrueFunc returns true when at least one element of a list of bools is
// true; an empty list gives false. A known true wins over unknown elements.
var AnyTrueFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "list", Type: cty.List(cty.Bool)}},
	Type:         function.StaticReturnType(cty.Bool),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		unknown := false
		for it := args[0].ElementIterator(); it.Next(); {
			_, v := it.Element()
			switch {
			case !v.IsKnown():
				unknown = true
			case !v.IsNull() && v.True():
				return cty.True, nil
			}
		}
		if unknown {
			return cty.UnknownVal(cty.Bool), nil
		}
		return cty.False, nil
	},
})

// IndexFunc returns the position of the first element of a list or tuple
// that equals the given value.
var IndexFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "list", Type: cty.DynamicPseudoType},
		{Name: "value", Type: cty.DynamicPseudoType},
	},
	Type:         function.StaticReturnType(cty.Number),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		list := args[0]
		if ty := list.Type(); !ty.IsListType() && !ty.IsTupleType() {
			return cty.NilVal, errors.New("argument must be a list or tuple")
		}
		if !list.IsKnown() {
			return cty.UnknownVal(cty.Number), nil
		}
		if list.LengthInt() == 0 {
			return cty.NilVal, errors.New("cannot search an empty list")
		}
		for it := list.ElementIterator(); it.Next(); {
			i, v := it.Element()
			eq, err := stdlib.Equal(v, args[1])
			if err != nil {
				return cty.NilVal, err
			}
			if !eq.IsKnown() {
				return cty.UnknownVal(cty.Number), nil
			}
			if eq.True() {
				return i, nil
			}
		}
		return cty.NilVal, errors.New("item not found")
	},
})

// LookupFunc returns the element of a map or attribute of an object with
// the given key, or the default (third argument) when it has none.
var LookupFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "inputMap", Type: cty.DynamicPseudoType, AllowMarked: true, AllowUnknown: true},
		{Name: "key", Type: cty.String, AllowMarked: true, AllowUnknown: true},
	},
	VarParam: &function.Parameter{
		Name:             "default",
		Type:             cty.DynamicPseudoType,
		AllowNull:        true,
		AllowUnknown:     true,
		AllowDynamicType: true,
		AllowMarked:      true,
	},
	Type: func(args []cty.Value) (cty.Type, error) {
		if len(args) > 3 {
			return cty.NilType, fmt.Errorf("lookup() takes two or three arguments, got %d", len(args))
		}
		coll, _ := args[0].Unmark()
		ty := coll.Type()
		switch {
		case ty.IsObjectType():
			key, _ := args[1].Unmark()
			if !key.IsKnown() {
				return cty.DynamicPseudoType, nil
			}
			name := key.AsString()
			if ty.HasAttribute(name) {
				return ty.AttributeType(name), nil
			}
			if len(args) == 3 {
				return args[2].Type(), nil
			}
			return cty.DynamicPseudoType, function.NewArgErrorf(0, "the given object has no attribute %q", name)
		case ty.IsMapType():
			if len(args) == 3 {
				def, _ := args[2].UnmarkDeep()
				if _, err := convert.Convert(def, ty.ElementType()); err != nil {
					return cty.NilType, function.NewArgErrorf(2, "the default value must have the same type as the map elements")
				}
			}
			return ty.ElementType(), nil
		}
		return cty.NilType, function.NewArgErrorf(0, "lookup() requires a map as the first argument")
	},
	Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		coll, collMarks := args[0].Unmark()
		key, keyMarks := args[1].Unmark()
		if !coll.IsKnown() || !key.IsKnown() {
			return cty.UnknownVal(retType).WithMarks(collMarks, keyMarks), nil
		}
		name := key.AsString()
		if coll.Type().IsObjectType() {
			if coll.Type().HasAttribute(name) {
				return coll.GetAttr(name).WithMarks(collMarks, keyMarks), nil
			}
		} else if coll.HasIndex(cty.StringVal(name)) == cty.True {
			return coll.Index(cty.StringVal(name)).WithMarks(collMarks, keyMarks), nil
		}
		if len(args) == 3 {
			// The default keeps its own marks and gains those of the map
			// and the key.
			def, err := convert.Convert(args[2], retType)
			if err != nil {
				return cty.NilVal, err
			}
			return def.WithMarks(collMarks, keyMarks), nil
		}
		return cty.UnknownVal(cty.DynamicPseudoType), fmt.Errorf("lookup failed to find key %s", redact(name, keyMarks))
	},
})

// MatchkeysFunc returns the elements of values whose corresponding element
// of keys is in searchset.
var MatchkeysFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "values", Type: cty.List(cty.DynamicPseudoType)},
		{Name: "keys", Type: cty.List(cty.DynamicPseudoType)},
		{Name: "searchset", Type: cty.List(cty.DynamicPseudoType)},
	},
	Type: func(args []cty.Value) (cty.Type, error) {
		if ty, _ := convert.UnifyUnsafe([]cty.Type{args[1].Type(), args[2].Type()}); ty == cty.NilType {
			return cty.NilType, errors.New("keys and searchset must be of the same type")
		}
		return args[0].Type(), nil
	},
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		ety := retType.ElementType()
		values := args[0]
		if !values.IsKnown() {
			return cty.UnknownVal(retType), nil
		}
		if values.LengthInt() != args[1].LengthInt() {
			return cty.ListValEmpty(ety), errors.New("length of keys and values should be equal")
		}
		ty, _ := convert.UnifyUnsafe([]cty.Type{args[1].Type(), args[2].Type()})
		keys, _ := convert.Convert(args[1], ty)
		search, _ := convert.Convert(args[2], ty)
		if search.LengthInt() == 0 {
			return cty.ListValEmpty(ety), nil
		}
		if !values.IsWhollyKnown() || !keys.IsWhollyKnown() {
			return cty.UnknownVal(retType), nil
		}
		var out []cty.Value
		for it := keys.ElementIterator(); it.Next(); {
			i, key := it.Element()
			for st := search.ElementIterator(); st.Next(); {
				_, s := st.Element()
				eq, err := stdlib.Equal(key, s)
				if err != nil {
					return cty.NilVal, err
				}
				if !eq.IsKnown() {
					// Terraform gives up with an empty list here.
					return cty.ListValEmpty(ety), nil
				}
				if eq.True() {
					out = append(out, values.Index(i))
					break
				}
			}
		}
		if len(out) == 0 {
			return cty.ListValEmpty(ety), nil
		}
		return cty.ListVal(out), nil
	},
})

const oneElementError = "must be a list, set, or tuple value with either zero or one elements"

// OneFunc returns the only element of a list, set or tuple, or null when it
// is empty.
var OneFunc = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "list", Type: cty.DynamicPseudoType}},
	Type: func(args []cty.Value) (cty.Type, error) {
		ty := args[0].Type()
		switch {
		case ty.IsListType() || ty.IsSetType():
			return ty.ElementType(), nil
		case ty.IsTupleType():
			switch etys := ty.TupleElementTypes(); len(etys) {
			case 0:
				return cty.DynamicPseudoType, nil
			case 1:
				return etys[0], nil
			}
		}
		return cty.NilType, function.NewArgErrorf(0, oneElementError)
	},
	Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		v := args[0]
		n := v.Length()
		if !n.IsKnown() {
			return cty.UnknownVal(retType), nil
		}
		switch v.LengthInt() {
		case 0:
			return cty.NullVal(retType), nil
		case 1:
			var only cty.Value
			for it := v.ElementIterator(); it.Next(); {
				_, only = it.Element()
			}
			return only, nil
		}
		return cty.NilVal, function.NewArgErrorf(0, oneElementError)
	},
})

const sumTypeError = "argument must be list, set, or tuple of number values"

// SumFunc adds up the numbers of a list, set or tuple.
var SumFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "list", Type: cty.DynamicPseudoType}},
	Type:         function.StaticReturnType(cty.Number),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (ret cty.Value, err error) {
		list := args[0]
		if !list.CanIterateElements() {
			return cty.NilVal, function.NewArgErrorf(0, "cannot sum noniterable")
		}
		if list.LengthInt() == 0 {
			return cty.NilVal, function.NewArgErrorf(0, "cannot sum an empty list")
		}
		if ty := list.Type(); !ty.IsListType() && !ty.IsSetType() && !ty.IsTupleType() {
			return cty.NilVal, function.NewArgErrorf(0, "argument must be list, set, or tuple. Received %s", ty.FriendlyName())
		}
		if !list.IsWhollyKnown() {
			return cty.UnknownVal(cty.Number), nil
		}
		// Adding opposite infinities makes big.Float panic with ErrNaN.
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(big.ErrNaN); !ok {
					panic(r)
				}
				ret, err = cty.NilVal, errors.New("can't compute sum of opposing infinities")
			}
		}()
		total := cty.NilVal
		for _, v := range list.AsValueSlice() {
			if v.IsNull() {
				return cty.NilVal, function.NewArgErrorf(0, sumTypeError)
			}
			n, err := convert.Convert(v, cty.Number)
			if err != nil {
				return cty.NilVal, function.NewArgErrorf(0, sumTypeError)
			}
			if total == cty.NilVal {
				total = n
			} else {
				total = total.Add(n)
			}
		}
		return total, nil
	},
})

// TransposeFunc swaps the keys and values of a map of lists of strings: each
// string becomes a key whose list holds the (sorted) keys it appeared under.
var TransposeFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "values", Type: cty.Map(cty.List(cty.String))}},
	Type:         function.StaticReturnType(cty.Map(cty.List(cty.String))),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		in := args[0]
		if !in.IsWhollyKnown() {
			return cty.UnknownVal(retType), nil
		}
		groups := map[string][]string{}
		for it := in.ElementIterator(); it.Next(); {
			k, list := it.Element()
			for lt := list.ElementIterator(); lt.Next(); {
				_, s := lt.Element()
				// A null string here makes AsString panic, which the
				// function machinery reports as Terraform does.
				groups[s.AsString()] = append(groups[s.AsString()], k.AsString())
			}
		}
		if len(groups) == 0 {
			return cty.MapValEmpty(cty.List(cty.String)), nil
		}
		out := make(map[string]cty.Value, len(groups))
		for k, names := range groups {
			sort.Strings(names)
			vals := make([]cty.Value, len(names))
			for i, n := range names {
				vals[i] = cty.StringVal(n)
			}
			out[k] = cty.ListVal(vals)
		}
		return cty.MapVal(out), nil
	},
})

// removedFunc builds the error stub of a function removed in Terraform
// v0.12.
func removedFunc(name, replacement string) function.Function {
	err := fmt.Errorf("the %q function was deprecated in Terraform v0.12 and is no longer available; use %s syntax to write a literal %s", name, replacement, name)
	return function.New(&function.Spec{
		VarParam: &function.Parameter{
			Name:             "vals",
			Type:             cty.DynamicPseudoType,
			AllowNull:        true,
			AllowUnknown:     true,
			AllowDynamicType: true,
		},
		Type: func([]cty.Value) (cty.Type, error) { return cty.DynamicPseudoType, err },
		Impl: func([]cty.Value, cty.Type) (cty.Value, error) { return cty.DynamicVal, err },
	})
}

// ListFunc is the removed list() function: calling it is always an error.
var ListFunc = removedFunc("list", "tolist([ ... ])")

// MapFunc is the removed map() function: calling it is always an error.
var MapFunc = removedFunc("map", "tomap({ ... })")
