package funcs

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
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
