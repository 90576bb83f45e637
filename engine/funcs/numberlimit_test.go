package funcs

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

func TestNumberLimitInEvaluation(t *testing.T) {
	big := cty.MustParseNumberVal
	runExprCases(t, Options{Console: true}, []exprCase{
		// Arithmetic: the recorded 1e-300 * 1e-300 still works; one
		// more squaring does not.
		{expr: `1e-300 * 1e-300 > 0`, want: cty.True},
		{expr: `1e-600 * 1e-600`, err: "Operation failed: Error during operation: the result is a number smaller than 1e-1000 in magnitude, beyond tfplay's limit on numbers"},
		{expr: `1e600 * 1e600`, err: "larger than 1e+1000 in magnitude"},
		{expr: `1e-600 / 1e600`, err: "smaller than 1e-1000"},
		{expr: `4e999 + 5e999 == 9e999`, want: cty.True},
		{expr: `1e1000 + 1e1000`, err: "larger than 1e+1000"},
		{expr: `format("1e-%d", 5000) + 0`, err: "Error during operation: the result is a number smaller than 1e-1000"},
		{expr: `-format("1e%d", 5000)`, err: "larger than 1e+1000"},
		{expr: `1 / 0`, want: cty.PositiveInfinity},
		// Functions that make numbers from strings or grow them.
		{expr: `tonumber(format("1e-%d", 99999))`, err: `Call to function "tonumber" failed: the result is a number smaller than 1e-1000`},
		{expr: `tonumber("1e-999")`, want: big("1e-999")},
		{expr: `jsondecode(format("[1, {\"a\": 1e%d}]", 5000))`, err: `Call to function "jsondecode" failed: the result is a number larger than 1e+1000`},
		{expr: `yamldecode(format("a: 1e-%d", 5000))`, err: `Call to function "yamldecode" failed`},
		{expr: `max(format("1e%d", 5000))`, err: `Call to function "max" failed`},
		{expr: `sum([format("1e%d", 5000)])`, err: `Call to function "sum" failed`},
		{expr: `parseint(format("1%s", join("", [for i in range(1001) : "0"])), 10)`, err: `Call to function "parseint" failed: the result is a number larger than 1e+1000`},
		{expr: `abs(-1e1000)`, want: big("1e1000")},
		{expr: `jsondecode("{\"a\": \"1e-5000\"}")`, want: cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("1e-5000")})},
	})
}

func TestCheckNumbers(t *testing.T) {
	for _, c := range []struct {
		v     cty.Value
		fails bool
	}{
		{cty.MustParseNumberVal("1e1000"), false},
		{cty.MustParseNumberVal("-1e1000"), false},
		{cty.MustParseNumberVal("9.99e999"), false},
		{cty.MustParseNumberVal("1.5e1000"), true},
		{cty.MustParseNumberVal("-1e-1000"), false},
		{cty.Zero, false},
		{cty.PositiveInfinity, false},
		{cty.MustParseNumberVal("1e1001"), true},
		{cty.MustParseNumberVal("-1e-1002"), true},
		{cty.ListVal([]cty.Value{cty.Zero, cty.MustParseNumberVal("1e-5000")}), true},
		{cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("x"), "b": cty.MapVal(map[string]cty.Value{"c": cty.MustParseNumberVal("1e5000")})}), true},
		{cty.ListVal([]cty.Value{cty.StringVal("1e-5000")}), false},
		{cty.UnknownVal(cty.Number), false},
	} {
		if err := CheckNumbers(c.v); (err != nil) != c.fails {
			t.Errorf("CheckNumbers(%#v) = %v, want failure %v", c.v, err, c.fails)
		}
	}
}

// The kinds of source in TestCheckNumberLiterals's table: native syntax
// is parsed and its tree read, JSON is scanned.
type syntax int

const (
	parsedConfig syntax = iota
	parsedExpression
	parsedTemplate
	JSON
)

func TestCheckNumberLiterals(t *testing.T) {
	for _, c := range []struct {
		name   string
		src    string
		syntax syntax
		// want is the quoted text of the error's range, "" for none.
		want string
	}{
		{"literal", "a = 1e-1001\n", parsedConfig, "1e-1001"},
		{"limit", "a = [1e1000, 9.9e999, -1e-1000, 0.0000001e-993, 10e999]\n", parsedConfig, ""},
		{"just over", "a = [1e1000, 1.5e1000]\n", parsedConfig, "1.5e1000"},
		{"fraction", "a = 0.000001e-995\n", parsedConfig, "0.000001e-995"},
		{"many digits", "a = 1" + strings.Repeat("0", 1001) + "\n", parsedConfig, "1" + strings.Repeat("0", 63)},
		{"zero", "a = 0.000e-99999\n", parsedConfig, ""},
		{"second line", "a = 1\nb = {\n  c = 2e3000\n}\n", parsedConfig, "2e3000"},
		{"interpolation", "a = \"x${1e-5000}\"\n", parsedConfig, "1e-5000"},
		{"string", "a = \"1e-5000\"\n", parsedConfig, ""},
		{"hash", "a = sha256(\"5e8848\") == \"5e884898da28047151d0e5\"\n", parsedConfig, ""},
		{"comment", "# 1e-5000\na = 1\n", parsedConfig, ""},
		{"heredoc", "a = <<EOT\n1e-5000 ${1e5000}\nEOT\n", parsedConfig, "1e5000"},
		{"expression", "upper(1e-100000)", parsedExpression, "1e-100000"},
		{"template", "1e-5000 %{ if true }${2e5000}%{ endif }", parsedTemplate, "2e5000"},
		{"json", `{"locals": {"a": 1e-5000}}`, JSON, "1e-5000"},
		{"json negative", `{"locals": {"a": -1E+5000}}`, JSON, "1E+5000"},
		{"json string", `{"locals": {"a": "1e-5000", "b": "5e8848"}}`, JSON, ""},
		{"json escape", `{"locals": {"a": "\"1e-5000", "b": 1}}`, JSON, ""},
		{"json interpolation", `{"output": {"a": {"value": "v${upper(1e-5000)}"}}}`, JSON, "1e-5000"},
		{"json nested braces", `{"a": "${ {b = 1}.b } 1e-5000 ${ 1e5000 }"}`, JSON, "1e5000"},
		{"json key", `{"1e-5000": 1}`, JSON, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var node hclsyntax.Node
			var parseDiags hcl.Diagnostics
			switch c.syntax {
			case parsedConfig:
				var f *hcl.File
				f, parseDiags = hclsyntax.ParseConfig([]byte(c.src), "main.tf", hcl.InitialPos)
				node = f.Body.(*hclsyntax.Body)
			case parsedExpression:
				node, parseDiags = hclsyntax.ParseExpression([]byte(c.src), "main.tf", hcl.InitialPos)
			case parsedTemplate:
				node, parseDiags = hclsyntax.ParseTemplate([]byte(c.src), "main.tf", hcl.InitialPos)
			}
			if parseDiags.HasErrors() {
				t.Fatal(parseDiags)
			}
			var diags hcl.Diagnostics
			if c.syntax == JSON {
				diags = CheckNumberLiterals([]byte(c.src), "main.tf", hcl.InitialPos)
			} else {
				diags = CheckNumberNodes(node)
			}
			if c.want == "" {
				if diags.HasErrors() {
					t.Fatalf("unexpected %s", diags)
				}
				return
			}
			if !diags.HasErrors() {
				t.Fatalf("want an error at %q, got none", c.want)
			}
			d := diags[0]
			if d.Summary != "Number limit exceeded" {
				t.Errorf("summary %q", d.Summary)
			}
			rng := d.Subject
			if got := c.src[rng.Start.Byte:rng.End.Byte]; got != c.want {
				t.Errorf("range quotes %q, want %q", got, c.want)
			}
			// Lines and columns agree with the bytes.
			line := strings.Count(c.src[:rng.Start.Byte], "\n") + 1
			col := rng.Start.Byte - strings.LastIndex(c.src[:rng.Start.Byte], "\n")
			if rng.Start.Line != line || rng.Start.Column != col {
				t.Errorf("range starts at %d:%d, want %d:%d", rng.Start.Line, rng.Start.Column, line, col)
			}
		})
	}
}
