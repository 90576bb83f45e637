package diagnostics

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"

	"github.com/tfplay/tfplay/engine/marks"
)

func TestExpressionValues(t *testing.T) {
	obj := cty.ObjectVal(map[string]cty.Value{
		"s":     cty.StringVal("foo"),
		"n":     cty.NumberIntVal(5),
		"big":   cty.MustParseNumberVal("12345678901234"),
		"frac":  cty.MustParseNumberVal("0.1"),
		"t":     cty.True,
		"null":  cty.NullVal(cty.String),
		"list":  cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}),
		"one":   cty.ListVal([]cty.Value{cty.StringVal("a")}),
		"empty": cty.ListValEmpty(cty.String),
		"map":   cty.MapVal(map[string]cty.Value{"a": cty.NumberIntVal(1), "b": cty.NumberIntVal(2)}),
		"set":   cty.SetVal([]cty.Value{cty.True}),
		"tup":   cty.EmptyTupleVal,
		"obj3":  cty.ObjectVal(map[string]cty.Value{"a": cty.True, "b": cty.True, "c": cty.True}),
		"obj1":  cty.ObjectVal(map[string]cty.Value{"only": cty.True}),
		"obj0":  cty.EmptyObjectVal,
		"sens":  cty.StringVal("secret").Mark(marks.Sensitive),
		"eph":   cty.StringVal("e").Mark(marks.Ephemeral),
		"both":  cty.StringVal("e").Mark(marks.Ephemeral).Mark(marks.Sensitive),
		"other": cty.StringVal("x").Mark("other"),
		"unk":   cty.UnknownVal(cty.String),
		"dyn":   cty.DynamicVal,
		"ulist": cty.UnknownVal(cty.List(cty.String)),
		"ulen":  cty.UnknownVal(cty.List(cty.String)).Refine().CollectionLength(3).NewValue(),
		"urng":  cty.UnknownVal(cty.Set(cty.String)).Refine().CollectionLengthLowerBound(1).CollectionLengthUpperBound(4).NewValue(),
		"umin":  cty.UnknownVal(cty.Map(cty.String)).Refine().CollectionLengthLowerBound(2).NewValue(),
		"umax":  cty.UnknownVal(cty.List(cty.Bool)).Refine().CollectionLengthUpperBound(5).NewValue(),
		"elems": cty.TupleVal([]cty.Value{cty.StringVal("a").Mark(marks.Sensitive)}),
	})
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{"var": obj, "count": cty.ObjectVal(map[string]cty.Value{"index": cty.Zero})}}

	tests := []struct {
		attr  string
		cause Cause
		want  string // "" when the value must not be mentioned
	}{
		{"s", Cause{}, `is "foo"`},
		{"n", Cause{}, "is 5"},
		{"big", Cause{}, "is 1.23456789e+13"},
		{"frac", Cause{}, "is 0.1"},
		{"t", Cause{}, "is true"},
		{"null", Cause{}, "is null"},
		{"list", Cause{}, "is list of string with 2 elements"},
		{"one", Cause{}, "is list of string with 1 element"},
		{"empty", Cause{}, "is empty list of string"},
		{"map", Cause{}, "is map of number with 2 elements"},
		{"set", Cause{}, "is set of bool with 1 element"},
		{"tup", Cause{}, "is empty tuple"},
		{"obj3", Cause{}, "is object with 3 attributes"},
		{"obj1", Cause{}, `is object with 1 attribute "only"`},
		{"obj0", Cause{}, "is object with no attributes"},
		{"elems", Cause{}, "is tuple with 1 element"},
		{"sens", Cause{}, ""},
		{"sens", Cause{Sensitive: true}, "has a sensitive value"},
		{"eph", Cause{}, ""},
		{"eph", Cause{Ephemeral: true}, "has an ephemeral value"},
		{"both", Cause{Sensitive: true}, ""},
		{"both", Cause{Sensitive: true, Ephemeral: true}, "has an ephemeral, sensitive value"},
		{"other", Cause{Sensitive: true, Ephemeral: true, Unknown: true}, ""},
		{"unk", Cause{}, "is a string"},
		{"unk", Cause{Unknown: true}, "is a string, known only after apply"},
		{"dyn", Cause{}, ""},
		{"dyn", Cause{Unknown: true}, "will be known only after apply"},
		{"ulist", Cause{}, "is a list of string"},
		{"ulist", Cause{Unknown: true}, "is a list of string, known only after apply"},
		{"ulen", Cause{Unknown: true}, "is a list of string of length 3, known only after apply"},
		{"urng", Cause{Unknown: true}, "is a set of string with between 1 and 4 elements, known only after apply"},
		{"umin", Cause{Unknown: true}, "is a map of string with at least 2 elements, known only after apply"},
		{"umax", Cause{Unknown: true}, "is a list of bool with up to 5 elements, known only after apply"},
	}
	for _, tt := range tests {
		expr, diags := hclsyntax.ParseExpression([]byte("var."+tt.attr+" == 1"), "x.tf", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		d := &hcl.Diagnostic{Expression: expr, EvalContext: ctx, Extra: tt.cause}
		got := ExpressionValues(d)
		switch {
		case tt.want == "" && len(got) != 0:
			t.Errorf("var.%s %+v: got %v, want nothing", tt.attr, tt.cause, got)
		case tt.want != "" && (len(got) != 1 || got[0].Traversal != "var."+tt.attr || got[0].Statement != tt.want):
			t.Errorf("var.%s %+v: got %v, want %q", tt.attr, tt.cause, got, tt.want)
		}
	}
}

func TestExpressionValuesTraversals(t *testing.T) {
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{
		"var": cty.ObjectVal(map[string]cty.Value{
			"m": cty.MapVal(map[string]cty.Value{"k": cty.StringVal("v")}),
			"l": cty.TupleVal([]cty.Value{cty.NumberIntVal(7)}),
			"b": cty.NumberIntVal(2),
		}),
	}}
	expr, diags := hclsyntax.ParseExpression([]byte(
		`[var.m["k"], var.m["nope"].x, var.l[0], var.b, var.b, var.missing, [for x in var.l : x]]`), "x.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := ExpressionValues(&hcl.Diagnostic{Expression: expr, EvalContext: ctx})
	want := []ExpressionValue{
		{"var.b", "is 2"},
		{"var.l", "is tuple with 1 element"},
		{"var.l[0]", "is 7"},
		{"var.m", "is map of string with 1 element"},
		{`var.m["k"]`, `is "v"`},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("[%d] got %v, want %v", i, got[i], want[i])
		}
	}
	if vals := ExpressionValues(&hcl.Diagnostic{Expression: expr}); vals == nil || len(vals) != 0 {
		t.Errorf("without a context: got %#v, want an empty list", vals)
	}
}

func TestDescribeFunctionCall(t *testing.T) {
	ctx := &hcl.EvalContext{Functions: map[string]function.Function{
		"tonumber":              stdlib.MakeToFunc(cty.Number),
		"join":                  stdlib.JoinFunc,
		"provider::p::tonumber": stdlib.MakeToFunc(cty.Number),
	}}
	tests := []struct{ src, human, name string }{
		{`tonumber("x")`, `tonumber(v)`, "tonumber"},
		{`join(1, 2)`, `join(separator, lists...)`, "join"},
		{`provider::p::tonumber("x")`, `provider::p::tonumber(v)`, "tonumber"},
	}
	for _, tt := range tests {
		expr, diags := hclsyntax.ParseExpression([]byte(tt.src), "x.tf", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		_, diags = expr.Value(ctx)
		if !diags.HasErrors() {
			t.Fatalf("%s: no error", tt.src)
		}
		call := DescribeFunctionCall(diags[0])
		if call == nil || call.Signature == nil {
			t.Fatalf("%s: no call described", tt.src)
		}
		if call.String() != tt.human || call.Signature.Name != tt.name {
			t.Errorf("%s: got %s (%s)", tt.src, call.String(), call.Signature.Name)
		}
	}

	// In a for expression the call is evaluated in a child context, which
	// has no functions of its own: Terraform then omits the signature.
	expr, _ := hclsyntax.ParseExpression([]byte(`[for x in [1] : tonumber("x")]`), "x.tf", hcl.InitialPos)
	_, diags := expr.Value(ctx)
	if call := DescribeFunctionCall(diags[0]); call == nil || call.Signature != nil {
		t.Errorf("call in a for expression: got %+v", call)
	}
}

func TestCompactValueAndTraversal(t *testing.T) {
	if got := CompactValue(cty.StringVal("a\"b\n")); got != `"a\"b\n"` {
		t.Errorf("string: %s", got)
	}
	if got := CompactValue(cty.NumberIntVal(70000)); got != "70000" {
		t.Errorf("number: %s", got)
	}
	tr := hcl.Traversal{
		hcl.TraverseRoot{Name: "a"}, hcl.TraverseAttr{Name: "b"},
		hcl.TraverseIndex{Key: cty.NumberIntVal(1)}, hcl.TraverseIndex{Key: cty.StringVal("k")},
		hcl.TraverseIndex{Key: cty.EmptyTupleVal},
	}
	if got := TraversalString(tr); got != `a.b[1]["k"][...]` {
		t.Errorf("traversal: %s", got)
	}
}
