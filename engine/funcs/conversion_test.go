package funcs

import (
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/marks"
)

func TestConversionFunctions(t *testing.T) {
	testVars["eobj"] = cty.ObjectVal(map[string]cty.Value{
		"a": cty.StringVal("x").Mark(marks.Ephemeral),
		"b": cty.NumberIntVal(1),
		"c": cty.UnknownVal(cty.String).Mark(marks.Ephemeral).Mark(marks.Sensitive),
	})
	defer delete(testVars, "eobj")
	runExprCases(t, testOptions(), []exprCase{
		{expr: `tostring(1.5)`, want: str("1.5")},
		{expr: `tostring("é")`, want: str("é")},
		{expr: `tostring(null)`, want: cty.NullVal(cty.String)},
		{expr: `tostring(us)`, want: cty.UnknownVal(cty.String)},
		{expr: `tostring(un)`, want: cty.UnknownVal(cty.String)},
		{expr: `tostring(sensitive(1))`, want: sens(str("1"))},
		{expr: `tostring([])`, err: `Invalid value for "v" parameter: cannot convert tuple to string.`},
		{expr: `tonumber("-1.5e2")`, want: num(-150)},
		{expr: `tonumber(null)`, want: cty.NullVal(cty.Number)},
		{expr: `tonumber("")`, err: `cannot convert "" to number; given string must be a decimal representation of a number`},
		{expr: `tonumber("é")`, err: `cannot convert "é" to number`},
		{expr: `tonumber(secret)`, err: "cannot convert this sensitive string to number"},
		{expr: `tonumber(true)`, err: "cannot convert bool to number"},
		{expr: `tobool("false")`, want: cty.False},
		{expr: `tobool(ub)`, want: cty.UnknownVal(cty.Bool)},
		{expr: `tobool("")`, err: `cannot convert "" to bool; only the strings "true" or "false" are allowed`},
		{expr: `tobool(1)`, err: "cannot convert number to bool"},
		{expr: `tolist([])`, want: cty.ListValEmpty(cty.DynamicPseudoType)},
		{expr: `tolist(["a", 1])`, want: strs("a", "1")},
		{expr: `tolist(toset(["b", "a"]))`, want: strs("a", "b")},
		{expr: `tolist([secret])`, want: cty.ListVal([]cty.Value{sens(str("s3cr3t"))})},
		{expr: `tolist(ul)`, want: cty.UnknownVal(cty.List(cty.DynamicPseudoType))}, // as Terraform: the wanted type, not the given one
		{expr: `tolist("a")`, err: "cannot convert string to list of any single type"},
		{expr: `tolist([1, [2]])`, err: "cannot convert tuple to list of any single type"},
		{expr: `toset(["b", "a", "b"])`, want: cty.SetVal(vals([]string{"a", "b"}))},
		{expr: `toset([])`, want: cty.SetValEmpty(cty.DynamicPseudoType)},
		{expr: `toset(null)`, want: cty.NullVal(cty.Set(cty.DynamicPseudoType))},
		{expr: `tomap({a = 1, b = "x"})`, want: cty.MapVal(map[string]cty.Value{"a": str("1"), "b": str("x")})},
		{expr: `tomap({})`, want: cty.MapValEmpty(cty.DynamicPseudoType)},
		{expr: `tomap([1])`, err: "cannot convert tuple to map of any single type"},
		{expr: `tomap({a = [1], b = "x"})`, err: "cannot convert object to map of any single type"},

		{expr: `convert(1, string)`, want: str("1")},
		{expr: `convert([1, 2], set(string))`, want: cty.SetVal(vals([]string{"1", "2"}))},
		{expr: `convert(null, number)`, want: cty.NullVal(cty.Number)},
		{expr: `convert(us, number)`, want: cty.UnknownVal(cty.Number)},
		{expr: `convert(secret, string)`, want: sens(str("s3cr3t"))},
		{expr: `convert({}, object({a = optional(string, "é")}))`, want: cty.ObjectVal(map[string]cty.Value{"a": str("é")})},
		{expr: `convert({}, object({a = optional(string)}))`, want: cty.ObjectVal(map[string]cty.Value{"a": cty.NullVal(cty.String)})},
		{expr: `convert([{}], list(object({n = optional(number, 1)})))`, want: cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"n": num(1)})})},
		{expr: `convert("x", number)`, err: `Invalid value for "value" parameter: cannot convert "x" to number; given string must be a decimal representation of a number.`},
		{expr: `convert({a = 1}, object({b = string}))`, err: `incompatible object type for conversion: attribute "b" is required`},
		{expr: `convert(secret, bool)`, err: "cannot convert this sensitive string to bool"},
		{expr: `convert([us], list(number))`, want: cty.ListVal([]cty.Value{cty.UnknownVal(cty.Number)})},
		{expr: `convert(1, nope)`, err: "is not a valid type"},

		{expr: `ephemeralasnull(null)`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `ephemeralasnull(eph)`, want: cty.NullVal(cty.String)},
		{expr: `ephemeralasnull([eph, "b"])`, want: cty.TupleVal([]cty.Value{cty.NullVal(cty.String), str("b")})},
		{expr: `ephemeralasnull(eobj)`, want: cty.ObjectVal(map[string]cty.Value{
			"a": cty.NullVal(cty.String),
			"b": num(1),
			"c": sens(cty.UnknownVal(cty.String)),
		})},
		{expr: `ephemeralasnull(secret)`, want: sens(str("s3cr3t"))},
		{expr: `ephemeralasnull(us)`, want: cty.UnknownVal(cty.String)},
	})
}

func TestTypeFunction(t *testing.T) {
	for src, want := range map[string]cty.Type{
		`type(1)`:                         cty.Number,
		`type(null)`:                      cty.DynamicPseudoType,
		`type(us)`:                        cty.String,
		`type([1, "a"])`:                  cty.Tuple([]cty.Type{cty.Number, cty.String}),
		`type(tolist([]))`:                cty.List(cty.DynamicPseudoType),
		`type({"é" = true})`:              cty.Object(map[string]cty.Type{"é": cty.Bool}),
		`type(sensitive(tomap({a = 1})))`: cty.Map(cty.Number),
		`core::type(slist)`:               cty.List(cty.String),
	} {
		v, diags := evalExpr(t, testOptions(), src)
		if diags.HasErrors() {
			t.Errorf("%s: %s", src, diags)
			continue
		}
		got, ok := marks.AsType(v)
		if !ok || !got.Equals(want) {
			t.Errorf("%s = %#v, want type %#v", src, v, want)
		}
	}
	v, _ := evalExpr(t, testOptions(), `type(secret)`)
	if !v.HasMark(marks.Sensitive) {
		t.Errorf("type(secret) lost the sensitive mark: %#v", v)
	}
	opts := testOptions()
	opts.Console = false
	runExprCases(t, opts, []exprCase{{expr: `type(1)`, err: `There is no function named "type"`}})
}

func TestSensitiveFunctions(t *testing.T) {
	runExprCases(t, testOptions(), []exprCase{
		{expr: `sensitive("é")`, want: sens(str("é"))},
		{expr: `sensitive(null)`, want: sens(cty.NullVal(cty.DynamicPseudoType))},
		{expr: `sensitive(us)`, want: sens(cty.UnknownVal(cty.String))},
		{expr: `sensitive(secret)`, want: sens(str("s3cr3t"))},
		{expr: `sensitive([])`, want: sens(cty.EmptyTupleVal)},
		{expr: `sensitive(eph)`, want: str("e").Mark(marks.Ephemeral).Mark(marks.Sensitive)},
		{expr: `nonsensitive(secret)`, want: str("s3cr3t")},
		{expr: `nonsensitive("x")`, want: str("x")},
		{expr: `nonsensitive(null)`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `nonsensitive(sensitive(us))`, want: cty.UnknownVal(cty.String)},
		{expr: `nonsensitive(sensitive(eph))`, want: str("e").Mark(marks.Ephemeral)},
		{expr: `nonsensitive([secret])`, want: cty.TupleVal([]cty.Value{sens(str("s3cr3t"))})},
		{expr: `issensitive(secret)`, want: cty.True},
		{expr: `issensitive("x")`, want: cty.False},
		{expr: `issensitive(sensitive(null))`, want: cty.True},
		{expr: `issensitive(null)`, want: cty.False},
		{expr: `issensitive(us)`, want: cty.UnknownVal(cty.Bool)},
		{expr: `issensitive(sensitive(us))`, want: cty.True},
		{expr: `issensitive([secret])`, want: cty.False},
		{expr: `issensitive()`, err: `Function "issensitive" expects 1 argument(s). Missing value for "value".`},
	})
}

// tostring of a number gives go-cty's text (big.Float.Text('f', -1)) for
// every ordinary number, and ends at once for enormous exponents, whose
// exact conversion takes time quadratic in the exponent. (Such numbers
// are beyond MaxNumberExponent: here, unchecked literals stand for
// numbers from outside the configuration, a pushed state's.)
func TestToStringNumbers(t *testing.T) {
	for _, src := range []string{"0", "-0", "1", "-1.5", "0.1", "1e21", "123456789012345678901234567890.125", "1e-300", "1.7976931348623157e308", "4.9e-324", "1e-1200", "3e1200", "1e-1300", "1.25e-2000", "7.5e3000"} {
		n := cty.MustParseNumberVal(src)
		runExprCases(t, testOptions(), []exprCase{{expr: "tostring(" + src + ")", want: str(n.AsBigFloat().Text('f', -1))}})
	}
	runExprCases(t, testOptions(), []exprCase{
		{expr: `tostring(1e-100000)`, want: str("0." + strings.Repeat("0", 99999) + "1")},
		{expr: `tostring(25e100000)`, want: str("25" + strings.Repeat("0", 100000))},
		{expr: `tostring(sensitive(1e-100)) == tostring(1e-100)`, want: sens(cty.True)},
	})
}
