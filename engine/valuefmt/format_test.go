package valuefmt

import (
	"math/big"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/marks"
)

func TestFormat(t *testing.T) {
	sens := func(v cty.Value) cty.Value { return v.Mark(marks.Sensitive) }
	third := new(big.Float).SetPrec(512).Quo(big.NewFloat(1).SetPrec(512), big.NewFloat(3).SetPrec(512))
	tests := []struct {
		name string
		v    cty.Value
		want string
	}{
		{"untyped null", cty.NullVal(cty.DynamicPseudoType), "null"},
		{"null string", cty.NullVal(cty.String), "tostring(null)"},
		{"null number", cty.NullVal(cty.Number), "tonumber(null)"},
		{"null bool", cty.NullVal(cty.Bool), "tobool(null)"},
		{"null list", cty.NullVal(cty.List(cty.String)), "tolist(null) /* of string */"},
		{"null set", cty.NullVal(cty.Set(cty.Number)), "toset(null) /* of number */"},
		{"null map of list", cty.NullVal(cty.Map(cty.List(cty.Bool))), "tomap(null) /* of list of bool */"},
		{"null object", cty.NullVal(cty.Object(map[string]cty.Type{"a": cty.String})), "null /* object */"},
		{"null tuple", cty.NullVal(cty.EmptyTuple), "null /* tuple */"},
		{"unknown", cty.UnknownVal(cty.String), "(known after apply)"},
		{"unknown dynamic", cty.DynamicVal, "(known after apply)"},
		{"unknown sensitive", sens(cty.UnknownVal(cty.Number)), "(known after apply)"},
		{"sensitive string", sens(cty.StringVal("secret")), "(sensitive value)"},
		{"sensitive null", sens(cty.NullVal(cty.String)), "(sensitive value)"},
		{"sensitive object", sens(cty.ObjectVal(map[string]cty.Value{"a": cty.True})), "(sensitive value)"},
		{"sensitive element", cty.ListVal([]cty.Value{sens(cty.StringVal("a")), cty.StringVal("b")}),
			"tolist([\n  (sensitive value),\n  \"b\",\n])"},
		{"sensitive set element marks the set", cty.SetVal([]cty.Value{sens(cty.StringVal("a"))}), "(sensitive value)"},
		{"unknown in tuple", cty.TupleVal([]cty.Value{cty.UnknownVal(cty.String), cty.Zero}),
			"[\n  (known after apply),\n  0,\n]"},
		{"unknown attribute", cty.ObjectVal(map[string]cty.Value{"id": cty.UnknownVal(cty.String)}),
			"{\n  \"id\" = (known after apply)\n}"},
		{"third", cty.NumberVal(third), "0." + strings.Repeat("3", 154) + "5"},
		{"large", cty.MustParseNumberVal("1e21"), "1000000000000000000000"},
		{"negative zero", cty.NumberFloatVal(0).Multiply(cty.NumberIntVal(-1)), "-0"},
		{"infinity", cty.PositiveInfinity, "+Inf"},
		{"escapes", cty.StringVal("a\"b\\c\td\re\x00\x1b\u2028é"), `"a\"b\\c\td\re\x00\x1b\u2028é"`},
		{"template sequences stay", cty.StringVal("${a} %{b}"), `"${a} %{b}"`},
		{"top-level heredoc", cty.StringVal("a\nb"), "<<EOT\na\nb\nEOT"},
		{"heredoc trailing newline", cty.StringVal("a\n"), "<<EOT\na\n\nEOT"},
		{"heredoc only newline", cty.StringVal("\n"), "<<EOT\n\n\nEOT"},
		{"heredoc in tuple", cty.TupleVal([]cty.Value{cty.StringVal("x\ny")}),
			"[\n  <<-EOT\n  x\n  y\n  EOT,\n]"},
		{"nested heredocs", cty.ObjectVal(map[string]cty.Value{
			"l": cty.ListVal([]cty.Value{cty.StringVal("p\nq\n")}),
			"m": cty.MapVal(map[string]cty.Value{"k": cty.StringVal("r\ns")}),
		}), "{\n" +
			"  \"l\" = tolist([\n    <<-EOT\n    p\n    q\n    \n    EOT,\n  ])\n" +
			"  \"m\" = tomap({\n    \"k\" = <<-EOT\n    r\n    s\n    EOT\n  })\n" +
			"}"},
		{"empty collections", cty.TupleVal([]cty.Value{
			cty.EmptyTupleVal, cty.EmptyObjectVal, cty.ListValEmpty(cty.String),
			cty.SetValEmpty(cty.String), cty.MapValEmpty(cty.String),
		}), "[\n  [],\n  {},\n  tolist([]),\n  toset([]),\n  tomap({}),\n]"},
		{"sorted quoted keys", cty.ObjectVal(map[string]cty.Value{
			"b": cty.True, "a b": cty.False, "\"q\"": cty.NullVal(cty.Bool),
		}), "{\n  \"\\\"q\\\"\" = tobool(null)\n  \"a b\" = false\n  \"b\" = true\n}"},
		{"set order", cty.SetVal([]cty.Value{cty.NumberIntVal(10), cty.NumberIntVal(9)}),
			"toset([\n  9,\n  10,\n])"},
		{"typed null inside list", cty.ListVal([]cty.Value{
			cty.ObjectVal(map[string]cty.Value{"a": cty.NullVal(cty.Number)}),
		}), "tolist([\n  {\n    \"a\" = tonumber(null)\n  },\n])"},
		{"type value", marks.TypeValue(cty.Object(map[string]cty.Type{"a": cty.Number})),
			"object({\n    a: number,\n})"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Format(tt.v); got != tt.want {
				t.Errorf("Format:\n got: %q\nwant: %q", got, tt.want)
			}
		})
	}
}

func TestFormatType(t *testing.T) {
	obj := cty.Object(map[string]cty.Type{"b": cty.String, "a": cty.List(cty.Number)})
	tests := []struct {
		ty   cty.Type
		want string
	}{
		{cty.String, "string"},
		{cty.DynamicPseudoType, "dynamic"},
		{cty.Map(cty.Set(cty.Bool)), "map(set(bool))"},
		{cty.EmptyObject, "object({})"},
		{cty.EmptyTuple, "tuple([])"},
		{obj, "object({\n    a: list(number),\n    b: string,\n})"},
		{cty.Set(cty.EmptyTuple), "set(\n    tuple([]),\n)"},
		{cty.Map(cty.List(obj)), "map(list(\n    object({\n        a: list(number),\n        b: string,\n    }),\n))"},
		{cty.Tuple([]cty.Type{cty.Map(obj)}),
			"tuple([\n    map(\n        object({\n            a: list(number),\n            b: string,\n        }),\n    ),\n])"},
	}
	for _, tt := range tests {
		if got := FormatType(tt.ty); got != tt.want {
			t.Errorf("FormatType(%#v):\n got: %q\nwant: %q", tt.ty, got, tt.want)
		}
	}
}
