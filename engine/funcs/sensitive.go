package funcs

// Written here: sensitive, nonsensitive and issensitive act on tfplay's own
// marks (engine/marks), which no library knows about.

import (
	"fmt"

	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// AnyParam is a parameter that receives any value as it is: null,
// unknown, dynamically typed and marked (also used by the work budget's
// hidden functions).
func AnyParam(name string) function.Parameter {
	return function.Parameter{
		Name:             name,
		Type:             cty.DynamicPseudoType,
		AllowNull:        true,
		AllowUnknown:     true,
		AllowDynamicType: true,
		AllowMarked:      true,
	}
}

// SameType is the Type of a function that returns a value of its first
// argument's type.
func SameType(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil }

// SensitiveFunc returns its argument marked as sensitive.
var SensitiveFunc = function.New(&function.Spec{
	Params: []function.Parameter{AnyParam("value")},
	Type:   SameType,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return args[0].Mark(marks.Sensitive), nil
	},
})

// NonsensitiveFunc returns its argument without the sensitive mark on the
// value itself; a value that is not sensitive is returned unchanged.
var NonsensitiveFunc = function.New(&function.Spec{
	Params: []function.Parameter{AnyParam("value")},
	Type:   SameType,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		v, m := args[0].Unmark()
		delete(m, marks.Sensitive)
		return v.WithMarks(m), nil
	},
})

// IsSensitiveFunc reports whether its argument itself is sensitive; an
// unknown value that is not marked gives an unknown result.
var IsSensitiveFunc = function.New(&function.Spec{
	Params: []function.Parameter{AnyParam("value")},
	Type:   function.StaticReturnType(cty.Bool),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		v := args[0]
		switch {
		case v.HasMark(marks.Sensitive):
			return cty.True, nil
		case !v.IsKnown():
			return cty.UnknownVal(cty.Bool), nil
		}
		return cty.False, nil
	},
})

// redact formats v for an error message, or "(sensitive value)" when any
// of the given marks is the sensitive mark. Strings are quoted.
func redact(v any, ms ...cty.ValueMarks) string {
	for _, m := range ms {
		if _, ok := m[marks.Sensitive]; ok {
			return "(sensitive value)"
		}
	}
	if s, ok := v.(string); ok {
		return fmt.Sprintf("%q", s)
	}
	return fmt.Sprintf("%v", v)
}
