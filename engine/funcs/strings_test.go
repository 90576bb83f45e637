package funcs

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestStringFunctions(t *testing.T) {
	unknownBool := cty.UnknownVal(cty.Bool).RefineNotNull()
	runExprCases(t, testOptions(), []exprCase{
		{expr: `startswith("héllo", "hé")`, want: cty.True},
		{expr: `startswith("", "")`, want: cty.True},
		{expr: `startswith("a", "ab")`, want: cty.False},
		{expr: `startswith(us, "")`, want: cty.True},
		{expr: `startswith(us, "a")`, want: unknownBool},
		{expr: `startswith(uabc, "ab")`, want: cty.True},
		{expr: `startswith(uabc, "abx")`, want: unknownBool},
		{expr: `startswith(uabc, "x")`, want: cty.False},
		{expr: `startswith("abc", us)`, want: unknownBool},
		{expr: `startswith(secret, "s3")`, want: sens(cty.True)},
		{expr: `startswith(null, "a")`, err: `Invalid value for "str" parameter: argument must not be null`},
		{expr: `startswith("a", null)`, err: `Invalid value for "prefix" parameter: argument must not be null`},

		{expr: `endswith("héllo", "llo")`, want: cty.True},
		{expr: `endswith("", "")`, want: cty.True},
		{expr: `endswith("abc", "C")`, want: cty.False},
		{expr: `endswith(us, "")`, want: unknownBool},
		{expr: `endswith(secret, "t")`, want: sens(cty.True)},
		{expr: `endswith(1, [])`, err: `Invalid value for "suffix" parameter: string required`},

		{expr: `strcontains("日本語", "本")`, want: cty.True},
		{expr: `strcontains("", "a")`, want: cty.False},
		{expr: `strcontains(us, "a")`, want: cty.UnknownVal(cty.Bool)},
		{expr: `strcontains(secret, "cr")`, want: sens(cty.True)},
		{expr: `strcontains("a", null)`, err: "argument must not be null"},

		{expr: `replace("hello", "l", "L")`, want: str("heLLo")},
		{expr: `replace("héllo", "é", "e")`, want: str("hello")},
		{expr: `replace("abc", "", "-")`, want: str("-a-b-c-")},
		{expr: `replace("a/b", "/", "|")`, want: str("a|b")},
		{expr: `replace("hello", "/l+/", "L")`, want: str("heLo")},
		{expr: `replace("hello world", "/(?P<w>\\w+) (\\w+)/", "$2 $${w}")`, want: str("world hello")},
		{expr: `replace("abc", "//", "x")`, want: str("xaxbxcx")},
		{expr: `replace(us, "a", "b")`, want: cty.UnknownVal(cty.String).RefineNotNull()},
		{expr: `replace(secret, "3", "e")`, want: sens(str("secret"))},
		{expr: `replace("a", "/(/", "b")`, err: "error parsing regexp: missing closing ): `(`"},
		{expr: `replace(null, "a", "b")`, err: "argument must not be null"},
	})
}

func TestTemplateFunctions(t *testing.T) {
	runExprCases(t, testOptions(), []exprCase{
		// templatefile
		{expr: `templatefile("tmpl/greet.tftpl", {name = "Zoë"})`, want: str("Hello, Zoë!")},
		{expr: `templatefile("tmpl/greet.tftpl", tomap({name = "x"}))`, want: str("Hello, x!")},
		{expr: `templatefile("tmpl/only.tftpl", {v = [1, 2]})`, want: cty.TupleVal([]cty.Value{num(1), num(2)})},
		{expr: `templatefile("tmpl/only.tftpl", {v = null})`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `templatefile("tmpl/for.tftpl", {xs = []})`, want: str("")},
		{expr: `templatefile("tmpl/for.tftpl", {xs = ["a", "b"]})`, want: str("[a]\n[b]\n")},
		{expr: `templatefile("tmpl/upper.tftpl", {name = "abc"})`, want: str("ABC-3")},
		{expr: `templatefile("tmpl/greet.tftpl", {name = us})`, want: cty.UnknownVal(cty.String).Refine().NotNull().StringPrefixFull("Hello, ").NewValue()},
		{expr: `templatefile("tmpl/greet.tftpl", {name = secret})`, want: sens(str("Hello, s3cr3t!"))},
		{expr: `templatefile(sensitive("tmpl/greet.tftpl"), {name = "x"})`, want: sens(str("Hello, x!"))},
		{expr: `templatefile(us, {})`, want: cty.DynamicVal},
		{expr: `templatefile("tmpl/greet.tftpl", ud)`, want: cty.DynamicVal},
		{expr: `templatefile("tmpl/greet.tftpl", {})`, err: `Invalid value for "vars" parameter: vars map does not contain key "name", referenced at tmpl/greet.tftpl:1,10-14`},
		{expr: `templatefile("tmpl/greet.tftpl", ["x"])`, err: `Invalid value for "vars" parameter: invalid vars value: must be a map`},
		{expr: `templatefile("tmpl/greet.tftpl", {"no way" = 1, name = 1})`, err: `invalid template variable name "no way": must start with a letter, followed by zero or more letters, digits, and underscores`},
		{expr: `templatefile("tmpl/greet.tftpl", null)`, err: `Invalid value for "vars" parameter: argument must not be null`},
		{expr: `templatefile("tmpl/recurse.tftpl", {})`, err: `Call to function "templatefile" failed: tmpl/recurse.tftpl:1,3-16: Error in function call; Call to function "templatefile" failed: cannot recursively call templatefile from inside another template function.`},
		{expr: `templatefile("tmpl/core.tftpl", {s = "x"})`, err: `Call to function "core::templatestring" failed: cannot recursively call templatestring from inside another template function.`},
		{expr: `templatefile("tmpl/bad.tftpl", {})`, err: `Call to function "templatefile" failed: tmpl/bad.tftpl:1,8-8: Missing expression; Expected the start of an expression, but found the end of the file.`},
		{expr: `templatefile("tmpl/binary.tftpl", {})`, err: `contents of "tmpl/binary.tftpl" are not valid UTF-8`},
		{expr: `templatefile("tmpl/nope.tftpl", {})`, err: `Invalid value for "path" parameter: no file exists at "tmpl/nope.tftpl"`},
		{expr: `templatefile(sensitive("nope"), {})`, err: `no file exists at (sensitive value)`},

		// templatestring
		{expr: `templatestring(tpl, {name = "Zoë"})`, want: str("Hi Zoë!")},
		{expr: `templatestring(tpls.a, {x = 1})`, want: str("A 1")},
		{expr: `templatestring(tpls["a"], {x = true})`, want: str("A true")},
		{expr: `templatestring(stpl, {x = "v"})`, want: sens(str("v"))},
		{expr: `templatestring(tpl, {name = secret})`, want: sens(str("Hi s3cr3t!"))},
		{expr: `templatestring(tpl, {name = us})`, want: cty.UnknownVal(cty.String).Refine().NotNull().StringPrefixFull("Hi ").NewValue()},
		{expr: `templatestring(utpl, {})`, want: cty.UnknownVal(cty.String).RefineNotNull()},
		{expr: `templatestring("Hello", {})`, err: "invalid template expression: templatestring is only for rendering templates retrieved dynamically from elsewhere, and so does not support providing a literal template; consider using a template string expression instead"},
		{expr: `templatestring("Hello ${tpl}", {})`, err: "to render an inline template, consider using a plain template string expression"},
		{expr: `templatestring("${tpl}", {})`, err: "to treat the inner expression as template syntax, write the reference expression directly without any template interpolation syntax"},
		{expr: `templatestring(lower(tpl), {})`, err: "invalid template expression: must be a direct reference to a single string from elsewhere, containing valid Terraform template syntax"},
		{expr: `templatestring(num, {})`, err: "invalid template value: a string is required"},
		{expr: `templatestring(nothing, {})`, err: "invalid template expression: test.tf:1,16-23: Unknown variable"},
		{expr: `templatestring(tpl, {})`, err: `vars map does not contain key "name", referenced at <templatestring argument>:1,6-10`},
		{expr: `templatestring(ftpl, {})`, err: "cannot use filesystem access functions like file in templatestring templates; consider passing the function result as a template variable instead"},
		{expr: `templatestring(rtpl, {x = "y"})`, err: "cannot recursively call templatestring from inside another template function"},
	})
}
