package funcs

import (
	"encoding/json"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

func TestTerraformProviderFunctions(t *testing.T) {
	unknownStr := cty.UnknownVal(cty.String).RefineNotNull()
	runExprCases(t, testOptions(), []exprCase{
		{expr: `provider::terraform::encode_tfvars({})`, want: str("")},
		{expr: `provider::terraform::encode_tfvars({b = "é", a = [1, true]})`, want: str("a = [1, true]\nb = \"é\"\n")},
		{expr: `provider::terraform::encode_tfvars(tomap({x = 1}))`, want: str("x = 1\n")},
		{expr: `provider::terraform::encode_tfvars({a = null})`, want: str("a = null\n")},
		{expr: `provider::terraform::encode_tfvars({a = us})`, want: unknownStr},
		{expr: `provider::terraform::encode_tfvars({a = secret})`, want: sens(str("a = \"s3cr3t\"\n"))},
		{expr: `provider::terraform::encode_tfvars({"not ok" = 1})`, err: `invalid variable name "not ok": must be a valid identifier, per Terraform's rules for input variable declarations`},
		{expr: `provider::terraform::encode_tfvars([1])`, err: "invalid value to encode: must be an object whose attribute names will become the encoded variable names"},
		{expr: `provider::terraform::encode_tfvars(null)`, err: `Invalid value for "value" parameter: argument must not be null`},

		{expr: `provider::terraform::decode_tfvars("a = \"é\"\nb = {c = [1]}")`, want: cty.ObjectVal(map[string]cty.Value{
			"a": str("é"),
			"b": cty.ObjectVal(map[string]cty.Value{"c": cty.TupleVal([]cty.Value{num(1)})}),
		})},
		{expr: `provider::terraform::decode_tfvars("")`, want: cty.EmptyObjectVal},
		{expr: `provider::terraform::decode_tfvars(us)`, want: cty.DynamicVal},
		{expr: `provider::terraform::decode_tfvars(sensitive("a = 1"))`, want: sens(cty.ObjectVal(map[string]cty.Value{"a": num(1)}))},
		{expr: `provider::terraform::decode_tfvars("a = upper(\"x\")")`, err: `invalid expression for variable "a": <decode_tfvars argument>:1,5-15: Function calls not allowed; Functions may not be called here.`},
		{expr: `provider::terraform::decode_tfvars("a {}")`, err: "invalid tfvars content: <decode_tfvars argument>:1,1-2: Unexpected \"a\" block; Blocks are not allowed here."},
		{expr: `provider::terraform::decode_tfvars(null)`, err: `Invalid value for "src" parameter: argument must not be null`},

		{expr: `provider::terraform::encode_expr(null)`, err: "argument must not be null"},
		{expr: `provider::terraform::encode_expr(1.5)`, want: str("1.5")},
		{expr: `provider::terraform::encode_expr("é\n")`, want: str(`"é\n"`)},
		{expr: `provider::terraform::encode_expr([])`, want: str("[]")},
		{expr: `provider::terraform::encode_expr(us)`, want: unknownStr}, // might be null: no prefix
		{expr: `provider::terraform::encode_expr(upper(us))`, want: cty.UnknownVal(cty.String).Refine().NotNull().StringPrefixFull(`"`).NewValue()},
		{expr: `provider::terraform::encode_expr([us])`, want: cty.UnknownVal(cty.String).Refine().NotNull().StringPrefixFull("[").NewValue()},
		{expr: `provider::terraform::encode_expr({a = us})`, want: cty.UnknownVal(cty.String).Refine().NotNull().StringPrefixFull("{").NewValue()},
		{expr: `provider::terraform::encode_expr(un)`, want: unknownStr},
		{expr: `provider::terraform::encode_expr(slist)`, want: sens(str(`["a", "b"]`))},
	})
}

func TestRewriteUnknownFunctionDiagnostics(t *testing.T) {
	table := Table(Options{TerraformProviderNames: []string{"terraform"}})
	eval := func(src string) hcl.Diagnostics {
		expr, diags := hclsyntax.ParseExpression([]byte(src), "t.tf", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		_, diags = expr.Value(&hcl.EvalContext{Functions: table})
		return diags
	}
	for _, c := range []struct {
		src, summary, detail string
		declared             []string
	}{
		{`provider::terraform::nope({})`, "Unknown provider function", `The function "nope" is not available from the provider "terraform".`, []string{"terraform"}},
		{`provider::aws::arn_parse("x")`, "Unknown provider function", `There is no function named "provider::aws::arn_parse". Ensure that provider name "aws" is declared in this module's required_providers block, and that this provider offers a function named "arn_parse".`, []string{"terraform"}},
		{`provider::aws::arn_parse("x")`, "Unknown provider function", `The function "arn_parse" is not available from the provider "aws".`, []string{"aws"}},
		{`zzzzzz()`, "Call to unknown function", `There is no function named "zzzzzz".`, nil},
		{`core::nope()`, "Call to unknown function", `There is no function named "nope" in namespace core::.`, nil},
	} {
		diags := RewriteUnknownFunctionDiagnostics(eval(c.src), c.declared)
		if len(diags) != 1 || diags[0].Summary != c.summary || diags[0].Detail != c.detail {
			t.Errorf("%s: got %v", c.src, diags)
		}
	}
	none := hcl.Diagnostics{}
	if got := RewriteUnknownFunctionDiagnostics(none, nil); len(got) != 0 {
		t.Errorf("empty diagnostics grew: %v", got)
	}
}

func TestMetadata(t *testing.T) {
	var doc struct {
		FormatVersion string `json:"format_version"`
		Signatures    map[string]struct {
			Description string            `json:"description"`
			ReturnType  json.RawMessage   `json:"return_type"`
			Parameters  []json.RawMessage `json:"parameters"`
			Variadic    *struct {
				Name       string          `json:"name"`
				IsNullable bool            `json:"is_nullable"`
				Type       json.RawMessage `json:"type"`
			} `json:"variadic_parameter"`
		} `json:"function_signatures"`
	}
	raw := Metadata(Terraform)
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("%s\n%s", err, raw)
	}
	if doc.FormatVersion != "1.0" {
		t.Errorf("format_version = %q", doc.FormatVersion)
	}
	// 122 names minus type (console only) and list/map (hidden), each
	// also as core::NAME.
	if n := len(doc.Signatures); n != 2*119 {
		t.Errorf("%d signatures, want %d", n, 2*119)
	}
	for _, hidden := range []string{"list", "map", "core::map", "type", "urldecode"} {
		if _, ok := doc.Signatures[hidden]; ok {
			t.Errorf("%s is listed", hidden)
		}
	}
	for name, sig := range doc.Signatures {
		if sig.Description == "" {
			t.Errorf("%s has no description", name)
		}
	}
	want := map[string]string{
		"abs":            `{"description":"Returns the absolute value of a number: its distance from zero, without a sign.","return_type":"number","parameters":[{"name":"num","type":"number"}]}`,
		"coalesce":       `{"description":"Returns the first argument that is neither null nor an empty string.","return_type":"dynamic","variadic_parameter":{"name":"vals","is_nullable":true,"type":"dynamic"}}`,
		"cidrsubnets":    `{"description":"Allocates consecutive subnets of a CIDR prefix, one per given number of extra bits.","return_type":["list","string"],"parameters":[{"name":"prefix","type":"string"}],"variadic_parameter":{"name":"newbits","type":"number"}}`,
		"uuid":           `{"description":"Returns a new random UUID on each call.","return_type":"string"}`,
		"core::can":      `{"description":"Evaluates an expression and returns whether it succeeded, without raising its error.","return_type":"bool","parameters":[{"name":"expression","type":"dynamic"}]}`,
		"templatestring": `{"description":"Renders a template held in a string value with the given variables.","return_type":"string","parameters":[{"name":"template","type":"string"},{"name":"vars","type":"dynamic"}]}`,
	}
	var full struct {
		Signatures map[string]json.RawMessage `json:"function_signatures"`
	}
	json.Unmarshal(raw, &full)
	for name, w := range want {
		if got := string(full.Signatures[name]); got != w {
			t.Errorf("%s:\n got %s\nwant %s", name, got, w)
		}
	}
	var tofu struct {
		Signatures map[string]json.RawMessage `json:"function_signatures"`
	}
	json.Unmarshal(Metadata(OpenTofu), &tofu)
	for _, n := range []string{"urldecode", "core::base64gunzip", "cidrcontains"} {
		if _, ok := tofu.Signatures[n]; !ok {
			t.Errorf("OpenTofu metadata lacks %s", n)
		}
	}
}

func TestVariablesSkipsTypeExpressions(t *testing.T) {
	for src, want := range map[string][]string{
		`convert(var.x, list(string))`:                              {"var"},
		`core::convert(local.a, object({b = optional(number, 1)}))`: {"local"},
		`[convert(1, string), string]`:                              {"string"},
		`upper(var.s)`:                                              {"var"},
		`convert(var.x)`:                                            {"var"},
		`1`:                                                         {},
	} {
		expr, diags := hclsyntax.ParseExpression([]byte(src), "t.tf", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		var got []string
		for _, tr := range Variables(expr) {
			got = append(got, tr.RootName())
		}
		if len(got) != len(want) {
			t.Errorf("%s: got %v, want %v", src, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: got %v, want %v", src, got, want)
			}
		}
	}
}
