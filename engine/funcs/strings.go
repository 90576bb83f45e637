package funcs

// String functions. From go-cty's stdlib (used directly in table.go): chomp
// format formatlist indent join lower regex regexall split strrev substr
// title trim trimprefix trimspace trimsuffix upper. Written here because no
// library has them with Terraform's semantics: endswith startswith
// strcontains replace (stdlib's ReplaceFunc has no /regexp/ mode).

import (
	"regexp"
	"strings"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// StartsWithFunc reports whether a string begins with a prefix. An unknown
// string whose known prefix already decides the answer gives a known
// result.
var StartsWithFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "str", Type: cty.String, AllowUnknown: true},
		{Name: "prefix", Type: cty.String},
	},
	Type:         function.StaticReturnType(cty.Bool),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		prefix := args[1].AsString()
		if !args[0].IsKnown() {
			if prefix == "" {
				return cty.True, nil
			}
			known := args[0].Range().StringPrefix()
			switch {
			case known == "":
			case strings.HasPrefix(known, prefix):
				return cty.True, nil
			case len(known) >= len(prefix):
				return cty.False, nil
			}
			return cty.UnknownVal(cty.Bool), nil
		}
		return cty.BoolVal(strings.HasPrefix(args[0].AsString(), prefix)), nil
	},
})

// EndsWithFunc reports whether a string ends with a suffix.
var EndsWithFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "str", Type: cty.String},
		{Name: "suffix", Type: cty.String},
	},
	Type:         function.StaticReturnType(cty.Bool),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return cty.BoolVal(strings.HasSuffix(args[0].AsString(), args[1].AsString())), nil
	},
})

// StrContainsFunc reports whether a string contains a substring.
var StrContainsFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "str", Type: cty.String},
		{Name: "substr", Type: cty.String},
	},
	Type: function.StaticReturnType(cty.Bool),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return cty.BoolVal(strings.Contains(args[0].AsString(), args[1].AsString())), nil
	},
})

// ReplaceFunc replaces every occurrence of a substring. A substring written
// between slashes ("/re/") is a regular expression, and the replacement may
// then refer to its groups ($1, ${name}).
var ReplaceFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "str", Type: cty.String},
		{Name: "substr", Type: cty.String},
		{Name: "replace", Type: cty.String},
	},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		str, sub, repl := args[0].AsString(), args[1].AsString(), args[2].AsString()
		if len(sub) > 1 && strings.HasPrefix(sub, "/") && strings.HasSuffix(sub, "/") {
			re, err := regexp.Compile(sub[1 : len(sub)-1])
			if err != nil {
				return cty.UnknownVal(cty.String), err
			}
			return cty.StringVal(re.ReplaceAllString(str, repl)), nil
		}
		return cty.StringVal(strings.ReplaceAll(str, sub, repl)), nil
	},
})
