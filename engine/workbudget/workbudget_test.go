package workbudget

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

func eval(t *testing.T, src string, b *Budget) (cty.Value, hcl.Diagnostics) {
	t.Helper()
	expr, diags := hclsyntax.ParseExpression([]byte(src), "test", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	Instrument(expr)
	Instrument(expr) // idempotent
	ctx := &hcl.EvalContext{Functions: map[string]function.Function{
		FuncName: b.Func(),
		"range":  stdlib.RangeFunc,
	}}
	return expr.Value(ctx)
}

func TestCountsIterationsOfNestedFor(t *testing.T) {
	b := &Budget{Limit: 1000}
	v, diags := eval(t, `[for a in range(3) : [for b in range(4) : a * b]]`, b)
	if diags.HasErrors() || b.Exceeded {
		t.Fatalf("unexpected: %v exceeded=%v", diags, b.Exceeded)
	}
	if v.LengthInt() != 3 || v.Index(cty.NumberIntVal(2)).LengthInt() != 4 {
		t.Errorf("value changed by instrumentation: %#v", v)
	}
	// Outer: 1 call + 3 elements; inner: 3 calls of 1 + 4 elements.
	if b.Used != 4+3*5 {
		t.Errorf("used = %d", b.Used)
	}
}

func TestStopsRunawayLoops(t *testing.T) {
	b := &Budget{Limit: 10000}
	v, _ := eval(t, `[for a in range(300) : [for b in range(300) : [for c in range(300) : c]]]`, b)
	if !b.Exceeded {
		t.Fatal("budget not exceeded")
	}
	// Once exceeded, loops end: the work done stays near the limit.
	if b.Used > 10000+301 {
		t.Errorf("used = %d after the limit", b.Used)
	}
	if v.LengthInt() != 300 {
		t.Errorf("the outer loop's collection was evaluated before the limit: got %d elements", v.LengthInt())
	}
	if d := b.Diagnostic(hcl.Range{Filename: "test"}); d.Summary != "Evaluation limit exceeded" {
		t.Errorf("diagnostic = %v", d)
	}
}

func TestNullAndNonIterableCollectionsKeepTheirErrors(t *testing.T) {
	for src, want := range map[string]string{
		`[for x in null : x]`:  "Iteration over null value",
		`[for x in "abc" : x]`: "Iteration over non-iterable value",
	} {
		_, diags := eval(t, src, New())
		if !diags.HasErrors() || diags[0].Summary != want {
			t.Errorf("%s: got %v, want %q", src, diags, want)
		}
	}
}
