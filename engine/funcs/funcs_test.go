package funcs

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/marks"
)

// testFS is the working directory of the table tests.
var testFS = fstest.MapFS{
	"hello.txt":             {Data: []byte("Hello, World!\n")},
	"empty.txt":             {Data: []byte{}},
	"unicode.txt":           {Data: []byte("héllo ☃\n")},
	"bin.dat":               {Data: []byte{0xff, 0xfe, 0x00}},
	"sub/a.txt":             {Data: []byte("a\n")},
	"sub/b.txt":             {Data: []byte("b\n")},
	"sub/deep/c.json":       {Data: []byte("{}")},
	".hidden":               {Data: []byte("h")},
	"tmpl/greet.tftpl":      {Data: []byte("Hello, ${name}!")},
	"tmpl/only.tftpl":       {Data: []byte("${v}")},
	"tmpl/for.tftpl":        {Data: []byte("%{ for x in xs ~}\n[${x}]\n%{ endfor ~}")},
	"tmpl/recurse.tftpl":    {Data: []byte(`${templatefile("tmpl/only.tftpl", {v = 1})}`)},
	"tmpl/core.tftpl":       {Data: []byte(`${core::templatestring(s, {})}`)},
	"tmpl/upper.tftpl":      {Data: []byte(`${upper(name)}-${core::length(name)}`)},
	"tmpl/bad.tftpl":        {Data: []byte("oops ${")},
	"tmpl/binary.tftpl":     {Data: []byte{0xff}},
	"modules/m/local.txt":   {Data: []byte("in module\n")},
	"modules/m/greet.tftpl": {Data: []byte("module ${name}")},
}

// testVars are the variables the table-test expressions may refer to.
var testVars = map[string]cty.Value{
	"us":     cty.UnknownVal(cty.String),
	"un":     cty.UnknownVal(cty.Number),
	"ub":     cty.UnknownVal(cty.Bool),
	"ud":     cty.DynamicVal,
	"ul":     cty.UnknownVal(cty.List(cty.String)),
	"uabc":   cty.UnknownVal(cty.String).Refine().StringPrefix("abc").NewValue(),
	"secret": cty.StringVal("s3cr3t").Mark(marks.Sensitive),
	"slist":  cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}).Mark(marks.Sensitive),
	"eph":    cty.StringVal("e").Mark(marks.Ephemeral),
	"tpl":    cty.StringVal("Hi ${name}!"),
	"tpls":   cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("A ${x}")}),
	"stpl":   cty.StringVal("${x}").Mark(marks.Sensitive),
	"ftpl":   cty.StringVal(`${file("hello.txt")}`),
	"rtpl":   cty.StringVal(`${templatestring(x, {})}`),
	"num":    cty.NumberIntVal(1),
	"utpl":   cty.UnknownVal(cty.String),
}

func testOptions() Options {
	return Options{
		FS:                     testFS,
		WorkDir:                "/work",
		Home:                   "/home/u",
		Console:                true,
		TerraformProviderNames: []string{"terraform"},
	}
}

// evalExpr evaluates an expression with the test table and variables.
func evalExpr(t *testing.T, opts Options, src string) (cty.Value, hcl.Diagnostics) {
	t.Helper()
	expr, diags := hclsyntax.ParseExpression([]byte(src), "test.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatalf("parse %s: %s", src, diags)
	}
	return expr.Value(&hcl.EvalContext{Variables: testVars, Functions: Table(opts)})
}

// exprCase is one table-test case: an expression and either the exact
// value it must produce (marks and refinements included) or a fragment of
// the first error's "summary: detail".
type exprCase struct {
	expr string
	want cty.Value
	err  string
}

func runExprCases(t *testing.T, opts Options, cases []exprCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.expr, func(t *testing.T) {
			got, diags := evalExpr(t, opts, c.expr)
			if c.err != "" {
				if !diags.HasErrors() {
					t.Fatalf("want error %q, got %#v", c.err, got)
				}
				msg := diags[0].Summary + ": " + diags[0].Detail
				if !strings.Contains(msg, c.err) {
					t.Fatalf("want error containing %q, got %q", c.err, msg)
				}
				return
			}
			if diags.HasErrors() {
				t.Fatalf("unexpected error: %s", diags)
			}
			if !got.RawEquals(c.want) {
				t.Fatalf("\nwant %#v\ngot  %#v", c.want, got)
			}
		})
	}
}

var (
	str   = cty.StringVal
	num   = cty.NumberIntVal
	strs  = func(ss ...string) cty.Value { return cty.ListVal(vals(ss)) }
	sens  = func(v cty.Value) cty.Value { return v.Mark(marks.Sensitive) }
	notNl = func(v cty.Value) cty.Value { return v.RefineNotNull() }
)

func vals(ss []string) []cty.Value {
	out := make([]cty.Value, len(ss))
	for i, s := range ss {
		out[i] = cty.StringVal(s)
	}
	return out
}

func TestTableShape(t *testing.T) {
	console := Table(Options{Console: true})
	plan := Table(Options{})
	for name := range plan {
		if strings.HasPrefix(name, "core::") {
			continue
		}
		if _, ok := plan["core::"+name]; !ok {
			t.Errorf("%s has no core:: alias", name)
		}
		if Description(name) == "" {
			t.Errorf("%s has no description", name)
		}
	}
	if _, ok := console["type"]; !ok {
		t.Error("console scope lacks type()")
	}
	if _, ok := console["plantimestamp"]; ok {
		t.Error("console scope has plantimestamp()")
	}
	if _, ok := plan["type"]; ok {
		t.Error("plan scope has type()")
	}
	if _, ok := plan["plantimestamp"]; !ok {
		t.Error("plan scope lacks plantimestamp()")
	}
	// Terraform 1.17 has 122 names; a scope has all but one of type()
	// (console only) and plantimestamp() (never in the console).
	if n := len(Names(Options{})); n != 121 {
		t.Errorf("plan scope has %d functions, want 121", n)
	}
	if n := len(Names(Options{Console: true})); n != 121 {
		t.Errorf("console scope has %d functions, want 121", n)
	}
	for _, n := range []string{"base64gunzip", "cidrcontains", "urldecode"} {
		if _, ok := plan[n]; ok {
			t.Errorf("Terraform flavor has OpenTofu's %s", n)
		}
		if _, ok := Table(Options{Flavor: OpenTofu})[n]; !ok {
			t.Errorf("OpenTofu flavor lacks %s", n)
		}
	}
	withProvider := Table(Options{TerraformProviderNames: []string{"tf"}, Flavor: OpenTofu, ProviderAliases: map[string][]string{"tf": {"x"}}})
	for _, n := range []string{"provider::tf::encode_tfvars", "provider::tf::decode_tfvars", "provider::tf::encode_expr", "provider::tf::x::encode_expr"} {
		if _, ok := withProvider[n]; !ok {
			t.Errorf("missing %s", n)
		}
	}
	if _, ok := Table(Options{TerraformProviderNames: []string{"tf"}, ProviderAliases: map[string][]string{"tf": {"x"}}})["provider::tf::x::encode_expr"]; ok {
		t.Error("Terraform flavor registered the aliased provider function form")
	}
}

func TestImpureFunctions(t *testing.T) {
	pure := testOptions()
	pure.Pure = true
	for _, src := range []string{"uuid()", "timestamp()", `bcrypt("x")`, "core::uuid()"} {
		v, diags := evalExpr(t, pure, src)
		if diags.HasErrors() || v.IsKnown() {
			t.Errorf("%s during plan = %#v, %s; want unknown", src, v, diags)
		}
		v, diags = evalExpr(t, testOptions(), src)
		if diags.HasErrors() || !v.IsKnown() {
			t.Errorf("%s in console = %#v, %s; want a value", src, v, diags)
		}
	}
	old := now
	now = func() time.Time { return time.Date(2024, 2, 29, 23, 59, 58, 999, time.FixedZone("x", 3600)) }
	defer func() { now = old }()
	runExprCases(t, testOptions(), []exprCase{
		{expr: "timestamp()", want: notNl(str("2024-02-29T22:59:58Z"))},
		{expr: "length(uuid())", want: notNl(num(36))},
		{expr: "uuid() != uuid()", want: cty.True},
	})
}

func TestPlanTimestamp(t *testing.T) {
	opts := testOptions()
	opts.Console = false
	runExprCases(t, opts, []exprCase{{expr: "plantimestamp()", want: cty.UnknownVal(cty.String).RefineNotNull()}})
	opts.PlanTimestamp = time.Date(2020, 1, 2, 3, 4, 5, 6, time.FixedZone("x", -7200))
	runExprCases(t, opts, []exprCase{
		{expr: "plantimestamp()", want: notNl(str("2020-01-02T05:04:05Z"))},
		{expr: "core::plantimestamp()", want: notNl(str("2020-01-02T05:04:05Z"))},
	})
	runExprCases(t, testOptions(), []exprCase{{expr: "plantimestamp()", err: `There is no function named "plantimestamp"`}})
}
