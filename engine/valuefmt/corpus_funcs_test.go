package valuefmt

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"

	"github.com/tfplay/tfplay/engine/marks"
)

// libraryFunctions are the Terraform built-ins that Terraform takes
// unchanged from go-cty's stdlib (same pinned version), so their results
// are Terraform's own; plus the to* conversions, which Terraform
// reimplements only to word errors differently, and a sensitive() that
// marks its argument. They let the corpus test reach the many recorded
// cases that build lists, sets, maps and sensitive values through
// functions.
func libraryFunctions() map[string]function.Function {
	sensitive := function.New(&function.Spec{
		Params: []function.Parameter{{
			Name: "value", Type: cty.DynamicPseudoType,
			AllowUnknown: true, AllowNull: true, AllowMarked: true, AllowDynamicType: true,
		}},
		Type: func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			return args[0].Mark(marks.Sensitive), nil
		},
	})
	return map[string]function.Function{
		"abs": stdlib.AbsoluteFunc, "ceil": stdlib.CeilFunc, "chomp": stdlib.ChompFunc,
		"chunklist": stdlib.ChunklistFunc, "coalescelist": stdlib.CoalesceListFunc,
		"compact": stdlib.CompactFunc, "concat": stdlib.ConcatFunc, "contains": stdlib.ContainsFunc,
		"csvdecode": stdlib.CSVDecodeFunc, "distinct": stdlib.DistinctFunc,
		"element": stdlib.ElementFunc, "flatten": stdlib.FlattenFunc, "floor": stdlib.FloorFunc,
		"format": stdlib.FormatFunc, "formatdate": stdlib.FormatDateFunc,
		"formatlist": stdlib.FormatListFunc, "indent": stdlib.IndentFunc, "join": stdlib.JoinFunc,
		"jsondecode": stdlib.JSONDecodeFunc, "jsonencode": stdlib.JSONEncodeFunc,
		"keys": stdlib.KeysFunc, "lower": stdlib.LowerFunc, "max": stdlib.MaxFunc,
		"merge": stdlib.MergeFunc, "min": stdlib.MinFunc, "parseint": stdlib.ParseIntFunc,
		"range": stdlib.RangeFunc, "regex": stdlib.RegexFunc, "regexall": stdlib.RegexAllFunc,
		"reverse": stdlib.ReverseListFunc, "setintersection": stdlib.SetIntersectionFunc,
		"setproduct": stdlib.SetProductFunc, "setsubtract": stdlib.SetSubtractFunc,
		"setunion": stdlib.SetUnionFunc, "signum": stdlib.SignumFunc, "slice": stdlib.SliceFunc,
		"sort": stdlib.SortFunc, "split": stdlib.SplitFunc, "strrev": stdlib.ReverseFunc,
		"substr": stdlib.SubstrFunc, "timeadd": stdlib.TimeAddFunc, "title": stdlib.TitleFunc,
		"trim": stdlib.TrimFunc, "trimprefix": stdlib.TrimPrefixFunc,
		"trimspace": stdlib.TrimSpaceFunc, "trimsuffix": stdlib.TrimSuffixFunc,
		"upper": stdlib.UpperFunc, "values": stdlib.ValuesFunc, "zipmap": stdlib.ZipmapFunc,
		"tostring": markedTo(cty.String), "tonumber": markedTo(cty.Number),
		"tobool":    markedTo(cty.Bool),
		"tolist":    markedTo(cty.List(cty.DynamicPseudoType)),
		"toset":     markedTo(cty.Set(cty.DynamicPseudoType)),
		"tomap":     markedTo(cty.Map(cty.DynamicPseudoType)),
		"sensitive": sensitive,
	}
}

// markedTo is go-cty's conversion function for want, except that marks on
// elements stay on the elements (as in Terraform's to* functions) instead
// of moving to the whole result as go-cty's MakeToFunc does.
func markedTo(want cty.Type) function.Function {
	base := stdlib.MakeToFunc(want)
	return function.New(&function.Spec{
		Params: []function.Parameter{{
			Name: "v", Type: cty.DynamicPseudoType,
			AllowUnknown: true, AllowNull: true, AllowMarked: true, AllowDynamicType: true,
		}},
		Type: func(args []cty.Value) (cty.Type, error) {
			v, _ := args[0].UnmarkDeep()
			return base.ReturnType([]cty.Type{v.Type()})
		},
		Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
			return convert.Convert(args[0], retType)
		},
	})
}

// TestCorpusValuesWithLibraryFunctions extends TestCorpusValues to the
// successful corpus cases whose functions are all in libraryFunctions.
func TestCorpusValuesWithLibraryFunctions(t *testing.T) {
	funcs := libraryFunctions()
	ctx := &hcl.EvalContext{Functions: funcs}
	skipped := map[string]int{}
	passed, failed := 0, 0
	for _, c := range loadCorpus(t) {
		if c.Exit != 0 || c.Dir != nil || len(c.Args) > 0 {
			continue
		}
		expr, diags := hclsyntax.ParseExpression([]byte(c.Expr), "<console-input>", hcl.InitialPos)
		if diags.HasErrors() || len(expr.Variables()) > 0 || pureReason(expr) == "" {
			continue // not parseable, needs config, or already in TestCorpusValues
		}
		missing := ""
		_ = hclsyntax.VisitAll(expr, func(n hclsyntax.Node) hcl.Diagnostics {
			if call, ok := n.(*hclsyntax.FunctionCallExpr); ok {
				if _, ok := funcs[call.Name]; !ok {
					missing = call.Name
				}
			}
			return nil
		})
		if missing != "" {
			// Terraform's own functions belong to the engine's function
			// table, not to this package.
			skipped["calls a function Terraform implements itself"]++
			continue
		}
		v, diags := expr.Value(ctx)
		if diags.HasErrors() {
			t.Errorf("%s: %q: %s", c.ID, c.Expr, diags.Error())
			failed++
			continue
		}
		if got := Format(v) + "\n"; got != c.Stdout {
			t.Errorf("%s (%s): %q\n got: %q\nwant: %q", c.ID, c.Category, c.Expr, got, c.Stdout)
			failed++
			continue
		}
		passed++
	}
	t.Logf("corpus values with library functions: %d passed, %d failed, skipped %v", passed, failed, skipped)
	if passed < 300 {
		t.Errorf("only %d corpus cases compared; the corpus filter is broken", passed)
	}
}
