package funcs

// Type conversion functions. From hcl's ext/tryfunc (used directly in
// table.go): can try. Written here: the to* functions (cty's conversion
// errors are worded for implicit conversions; Terraform words them for
// explicit ones), convert (hcl's ConvertFunc knows no optional(T, default)
// attributes), type (console only, returns a type value) and
// ephemeralasnull (acts on tfplay's own ephemeral mark).

import (
	"fmt"
	"reflect"
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/customdecode"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/valuefmt"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function"
)

// makeToFunc builds an explicit conversion function (tostring, tolist...)
// to want, which may contain cty.DynamicPseudoType ("list of any single
// type").
func makeToFunc(want cty.Type) function.Function {
	return function.New(&function.Spec{
		// The parameter takes anything so that the conversion, and its
		// error messages, happen here rather than in the call machinery.
		Params: []function.Parameter{AnyParam("v")},
		Type: func(args []cty.Value) (cty.Type, error) {
			if err := checkConversion(args[0].Type(), want); err != nil {
				return cty.NilType, err
			}
			return want, nil
		},
		Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
			return explicitConvert(args[0], retType)
		},
	})
}

// checkConversion reports, worded for an explicit conversion, when no
// value of type got can convert to want.
func checkConversion(got, want cty.Type) error {
	if got.Equals(want) || convert.GetConversionUnsafe(got, want) != nil {
		return nil
	}
	switch {
	case got.IsTupleType() && want.IsTupleType():
		return function.NewArgErrorf(0, "incompatible tuple type for conversion: %s", convert.MismatchMessage(got, want))
	case got.IsObjectType() && want.IsObjectType():
		return function.NewArgErrorf(0, "incompatible object type for conversion: %s", convert.MismatchMessage(got, want))
	}
	return function.NewArgErrorf(0, "cannot convert %s to %s", got.FriendlyName(), want.FriendlyNameForConstraint())
}

// explicitConvert converts v to want, with the errors of Terraform's
// explicit conversions. The type check is optimistic (a string may convert
// to a bool), so the conversion itself can still fail here.
func explicitConvert(v cty.Value, want cty.Type) (cty.Value, error) {
	if !v.IsKnown() {
		return cty.UnknownVal(want).WithSameMarks(v), nil
	}
	if want == cty.String {
		if raw, m := v.Unmark(); raw.Type() == cty.Number && !raw.IsNull() {
			// go-cty's conversion, big.Float.Text('f', -1), takes time
			// quadratic in the exponent (15 s for 1e-100000);
			// valuefmt.Decimal gives the same text for any number below
			// its exponent limit and scales larger ones first.
			return cty.StringVal(valuefmt.Decimal(raw.AsBigFloat())).WithMarks(m), nil
		}
	}
	out, err := convert.Convert(v, want)
	if err == nil {
		return out, nil
	}
	raw, _ := v.UnmarkDeep()
	got := raw.Type()
	switch {
	case marks.ContainsSensitive(v):
		return cty.NilVal, function.NewArgErrorf(0, "cannot convert this sensitive %s to %s", got.FriendlyName(), want.FriendlyNameForConstraint())
	case got == cty.String && (want == cty.Bool || want == cty.Number):
		what := "string"
		if !raw.IsNull() {
			what = strconv.Quote(raw.AsString())
		}
		if want == cty.Bool {
			return cty.NilVal, function.NewArgErrorf(0, `cannot convert %s to bool; only the strings "true" or "false" are allowed`, what)
		}
		return cty.NilVal, function.NewArgErrorf(0, "cannot convert %s to number; given string must be a decimal representation of a number", what)
	}
	return cty.NilVal, function.NewArgErrorf(0, "cannot convert %s to %s", got.FriendlyName(), want.FriendlyNameForConstraint())
}

// typeConstraint is what a type argument of convert() decodes to.
type typeConstraint struct {
	ty       cty.Type
	defaults *typeexpr.Defaults
}

// typeConstraintType is a capsule type whose arguments are decoded from
// type expressions (string, list(number), object({a = optional(bool,
// true)})) instead of being evaluated.
var typeConstraintType cty.Type

func init() {
	typeConstraintType = cty.CapsuleWithOps("type constraint", reflect.TypeOf(typeConstraint{}), &cty.CapsuleOps{
		ExtensionData: func(key any) any {
			if key != customdecode.CustomExpressionDecoder {
				return nil
			}
			return customdecode.CustomExpressionDecoderFunc(func(expr hcl.Expression, _ *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
				ty, defaults, diags := typeexpr.TypeConstraintWithDefaults(expr)
				if diags.HasErrors() {
					return cty.NilVal, diags
				}
				return cty.CapsuleVal(typeConstraintType, &typeConstraint{ty: ty, defaults: defaults}), nil
			})
		},
		GoString: func(raw any) string {
			return fmt.Sprintf("typeConstraint(%#v)", raw.(*typeConstraint).ty)
		},
	})
	ConvertFunc = function.New(&function.Spec{
		Params: []function.Parameter{
			AnyParam("value"),
			{Name: "type", Type: typeConstraintType},
		},
		Type: func(args []cty.Value) (cty.Type, error) {
			out, err := convertTo(args[0], args[1])
			if err != nil {
				return cty.NilType, err
			}
			return out.Type(), nil
		},
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			return convertTo(args[0], args[1])
		},
	})
}

// convertTo converts v to a type constraint, applying the defaults of its
// optional attributes first; errors are those of the to* functions, which
// Terraform documents as shorthands for convert.
func convertTo(v cty.Value, tc cty.Value) (cty.Value, error) {
	c := tc.EncapsulatedValue().(*typeConstraint)
	if c.defaults != nil {
		v = c.defaults.Apply(v)
	}
	if err := checkConversion(v.Type(), c.ty); err != nil {
		return cty.NilVal, err
	}
	return explicitConvert(v, c.ty)
}

// ConvertFunc converts a value to a type constraint written as a type
// expression, as a variable's type argument would.
var ConvertFunc function.Function

// typeValueType is the capsule type of the values type() returns.
var typeValueType = marks.TypeValue(cty.DynamicPseudoType).Type()

// TypeFunc returns the type of its argument, as a value the console prints
// as a type expression. It is available only in the console.
var TypeFunc = function.New(&function.Spec{
	Params: []function.Parameter{{
		Name:             "value",
		Type:             cty.DynamicPseudoType,
		AllowNull:        true,
		AllowUnknown:     true,
		AllowDynamicType: true,
	}},
	Type: function.StaticReturnType(typeValueType),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return marks.TypeValue(args[0].Type()), nil
	},
})

// EphemeralAsNullFunc replaces every ephemeral part of a value with a null
// of the same type (an unknown stays unknown), keeping other marks.
var EphemeralAsNullFunc = function.New(&function.Spec{
	Params: []function.Parameter{AnyParam("value")},
	Type:   SameType,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return cty.Transform(args[0], func(_ cty.Path, v cty.Value) (cty.Value, error) {
			raw, ms := v.Unmark()
			if _, ok := ms[marks.Ephemeral]; !ok {
				return v, nil
			}
			delete(ms, marks.Ephemeral)
			if !raw.IsKnown() {
				// A fresh unknown: refinements of the old one may not hold
				// for the null it stands for.
				return cty.UnknownVal(raw.Type()).WithMarks(ms), nil
			}
			return cty.NullVal(raw.Type()).WithMarks(ms), nil
		})
	},
})
