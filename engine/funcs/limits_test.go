package funcs

import (
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

func TestLongStringResultsAreCharged(t *testing.T) {
	var charged []int64
	allow := true
	opts := Options{Console: true, ChargeText: func(n int64) bool {
		charged = append(charged, n)
		return allow
	}}
	eval := func(src string) cty.Value {
		t.Helper()
		expr, diags := hclsyntax.ParseExpression([]byte(src), "test.tf", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		v, diags := expr.Value(&hcl.EvalContext{
			Variables: map[string]cty.Value{"big": cty.StringVal(strings.Repeat("x", ChargedTextMin))},
			Functions: Table(opts),
		})
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		return v
	}
	// A long result is charged its length; a short one is not (only the
	// check that the budget is not spent, a charge of 0).
	if v := eval(`join("-", [big, big])`); len(v.AsString()) != 2*ChargedTextMin+1 {
		t.Fatalf("join gave %d characters", len(v.AsString()))
	}
	if want := []int64{0, 2*ChargedTextMin + 1}; !slices.Equal(charged, want) {
		t.Errorf("charged %v, want %v", charged, want)
	}
	charged = nil
	eval(`upper("short")`)
	if want := []int64{0}; !slices.Equal(charged, want) {
		t.Errorf("charged %v, want %v", charged, want)
	}
	// Once the budget is spent, calls give unknown results without
	// building them.
	allow = false
	charged = nil
	if v := eval(`join("-", [big, big])`); v.IsKnown() {
		t.Errorf("join past the budget gave a known value")
	}
	if want := []int64{0}; !slices.Equal(charged, want) {
		t.Errorf("charged %v, want %v", charged, want)
	}
}

func TestSplitAndRegexAllResultsAreBounded(t *testing.T) {
	runExprCases(t, testOptions(), []exprCase{
		{expr: `length(split("", format("%0300000d", 0)))`, err: `Invalid value for "separator" parameter: the result would have 300000 elements, more than tfplay's limit of 250000 elements in a collection`},
		{expr: `length(split("0", format("%0300000d", 0)))`, err: "the result would have 300001 elements"},
		{expr: `length(regexall("0", format("%0300000d", 0)))`, err: `Invalid value for "pattern" parameter: the result would have 250001 elements`},
		{expr: `length(split("", format("%0200000d", 0)))`, want: cty.NumberIntVal(200000)},
		{expr: `regexall("[a-z]+", "a1bb2ccc")`, want: cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("bb"), cty.StringVal("ccc")})},
		{expr: `regexall("(", "x")`, err: `Invalid value for "pattern" parameter: invalid regexp pattern: missing closing )`},
	})
}
