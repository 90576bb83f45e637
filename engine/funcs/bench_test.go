package funcs

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// BenchmarkTable measures building a scope's function table, which the
// engine does once per module evaluation.
func BenchmarkTable(b *testing.B) {
	opts := testOptions()
	for b.Loop() {
		Table(opts)
	}
}

// BenchmarkTemplatefile measures rendering a small template file.
func BenchmarkTemplatefile(b *testing.B) {
	expr, diags := hclsyntax.ParseExpression([]byte(`templatefile("tmpl/for.tftpl", {xs = ["a", "b", "c"]})`), "b.tf", hcl.InitialPos)
	if diags.HasErrors() {
		b.Fatal(diags)
	}
	ctx := &hcl.EvalContext{Functions: Table(testOptions())}
	for b.Loop() {
		if _, diags := expr.Value(ctx); diags.HasErrors() {
			b.Fatal(diags)
		}
	}
}

// BenchmarkSizePreservingCall measures a call of length and of flatten
// on a 100,000-element tuple of pairs, as the table has them (unwrapped:
// they are sizePreserving) and wrapped by limitFunc as they were before,
// side by side.
func BenchmarkSizePreservingCall(b *testing.B) {
	pairs := make([]cty.Value, 100000)
	for i := range pairs {
		pairs[i] = cty.TupleVal([]cty.Value{cty.NumberIntVal(int64(i)), cty.StringVal("x")})
	}
	arg := cty.TupleVal(pairs)
	table := Table(testOptions())
	for _, name := range []string{"length", "flatten"} {
		for _, variant := range []struct {
			name string
			fn   function.Function
		}{{"table", table[name]}, {"wrapped", limitFunc(name, table[name], nil)}} {
			b.Run(name+"/"+variant.name, func(b *testing.B) {
				for b.Loop() {
					if _, err := variant.fn.Call([]cty.Value{arg}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkRangeMemo measures range(1000) from the table (memoised) and
// from go-cty's own function, side by side.
func BenchmarkRangeMemo(b *testing.B) {
	args := []cty.Value{cty.NumberIntVal(1000)}
	for _, variant := range []struct {
		name string
		fn   function.Function
	}{{"table", Table(testOptions())["range"]}, {"stdlib", stdlib.RangeFunc}} {
		b.Run(variant.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := variant.fn.Call(args); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
