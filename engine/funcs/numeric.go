package funcs

// Numeric functions come from go-cty's stdlib. log and pow are wrapped: for
// a result that is not a number (log(-1, 10), pow(-8, 1/3)) stdlib panics
// while building the value, and Terraform reports "result is not a number".

import (
	"errors"
	"math"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	"github.com/zclconf/go-cty/cty/gocty"
)

// nanGuard wraps a two-argument float function of stdlib: when f gives NaN
// for the arguments, the call fails with Terraform's message instead.
func nanGuard(lib function.Function, f func(a, b float64) float64) function.Function {
	return function.New(&function.Spec{
		Params:       lib.Params(),
		Type:         function.StaticReturnType(cty.Number),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			var a, b float64
			if gocty.FromCtyValue(args[0], &a) == nil && gocty.FromCtyValue(args[1], &b) == nil && math.IsNaN(f(a, b)) {
				return cty.UnknownVal(cty.Number), errors.New("result is not a number")
			}
			return lib.Call(args)
		},
	})
}

// LogFunc returns the logarithm of a number in a base.
var LogFunc = nanGuard(stdlib.LogFunc, func(n, base float64) float64 { return math.Log(n) / math.Log(base) })

// PowFunc raises a number to a power.
var PowFunc = nanGuard(stdlib.PowFunc, math.Pow)
