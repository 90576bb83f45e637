package funcs

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// range answers as go-cty's own does, from its memo too.
func TestRangeMemo(t *testing.T) {
	for range 2 { // the second round from the memo
		runExprCases(t, testOptions(), []exprCase{
			{expr: `range(3)`, want: cty.ListVal([]cty.Value{num(0), num(1), num(2)})},
			{expr: `range(1, 2, 0.25)`, want: cty.ListVal([]cty.Value{num(1), cty.NumberFloatVal(1.25), cty.NumberFloatVal(1.5), cty.NumberFloatVal(1.75)})},
			{expr: `range(0)`, want: cty.ListValEmpty(cty.Number)},
			{expr: `range(sensitive(2))`, want: sens(cty.ListVal([]cty.Value{num(0), num(1)}))},
			{expr: `range(un)`, want: cty.UnknownVal(cty.List(cty.Number)).RefineNotNull()},
			{expr: `range(3, 1)`, want: cty.ListVal([]cty.Value{num(3), num(2)})},
			{expr: `range(3, 1, 1)`, err: "end must be greater than start when step is positive"},
			{expr: `range(2000)`, err: "more than 1024 values were generated"},
			{expr: `range(1, 1.0000000000000000001)`, want: cty.ListVal([]cty.Value{num(1)})},
			{expr: `range(1, 1.0000000000000000002)`, want: cty.ListVal([]cty.Value{num(1)})},
		})
	}
	key1, _ := rangeKey([]cty.Value{cty.MustParseNumberVal("1.0000000000000000001")})
	key2, _ := rangeKey([]cty.Value{cty.MustParseNumberVal("1.0000000000000000002")})
	if key1 == key2 {
		t.Errorf("distinct numbers share a memo key %q", key1)
	}
}
