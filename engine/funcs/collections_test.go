package funcs

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestCollectionFunctions(t *testing.T) {
	unknownNum := cty.UnknownVal(cty.Number).RefineNotNull()
	unknownBool := cty.UnknownVal(cty.Bool).RefineNotNull()
	runExprCases(t, testOptions(), []exprCase{
		// length
		{expr: `length("")`, want: num(0)},
		{expr: `length("héllo")`, want: num(5)},
		{expr: `length("👾🕹️")`, want: num(2)},
		{expr: `length([])`, want: num(0)},
		{expr: `length({})`, want: num(0)},
		{expr: `length(tomap({}))`, want: num(0)},
		{expr: `length(toset([1, 1, 2]))`, want: num(2)},
		{expr: `length([null, null])`, want: num(2)},
		{expr: `length({a = 1, b = null})`, want: num(2)},
		{expr: `length([us, 1])`, want: num(2)},
		{expr: `length(ul)`, want: cty.UnknownVal(cty.List(cty.String)).Length().RefineNotNull()},
		{expr: `length(ud)`, want: unknownNum},
		{expr: `length(us)`, want: cty.UnknownVal(cty.Number).Refine().NotNull().NumberRangeLowerBound(cty.Zero, true).NewValue()},
		{expr: `length(secret)`, want: sens(num(6))},
		{expr: `length(slist)`, want: sens(num(2))},
		{expr: `length([secret])`, want: num(1)},
		{expr: `length(null)`, err: "argument must not be null"},
		{expr: `length(true)`, err: "argument must be a string, a collection type, or a structural type"},

		// alltrue / anytrue
		{expr: `alltrue([])`, want: cty.True},
		{expr: `alltrue([true, "true"])`, want: cty.True},
		{expr: `alltrue([true, false])`, want: cty.False},
		{expr: `alltrue([null])`, want: cty.False},
		{expr: `alltrue([ub, false])`, want: unknownBool},
		{expr: `alltrue([false, ub])`, want: cty.False},
		{expr: `alltrue(toset([true]))`, want: cty.True},
		{expr: `alltrue([sensitive(true)])`, want: sens(cty.True)},
		{expr: `alltrue(null)`, err: "argument must not be null"},
		{expr: `alltrue(["yes"])`, err: "a bool is required"},
		{expr: `anytrue([])`, want: cty.False},
		{expr: `anytrue([null, false])`, want: cty.False},
		{expr: `anytrue([ub, true])`, want: cty.True},
		{expr: `anytrue([ub, false])`, want: unknownBool},
		{expr: `anytrue(["true"])`, want: cty.True},
		{expr: `anytrue(1)`, err: "list of bool required, but have number"},

		// coalesce (go-cty-funcs) with Terraform's refinement
		{expr: `coalesce("", "b")`, want: str("b")},
		{expr: `coalesce(null, "", "c")`, want: str("c")},
		{expr: `coalesce(us, "b")`, want: cty.UnknownVal(cty.String).RefineNotNull()},
		{expr: `coalesce("", null)`, err: "no non-null, non-empty-string arguments"},

		// index
		{expr: `index(["a", "b"], "b")`, want: num(1)},
		{expr: `index(["é", "e"], "e")`, want: num(1)},
		{expr: `index([1, "1"], "1")`, want: num(1)},
		{expr: `index([{a = 1}], {a = 1})`, want: num(0)},
		{expr: `index(["a", us], "b")`, want: unknownNum},
		{expr: `index(ul, "a")`, want: unknownNum},
		{expr: `index(slist, "b")`, want: sens(num(1))},
		{expr: `index([], "a")`, err: "cannot search an empty list"},
		{expr: `index(["a"], "z")`, err: "item not found"},
		{expr: `index({a = 1}, 1)`, err: "argument must be a list or tuple"},
		{expr: `index(toset(["a"]), "a")`, err: "argument must be a list or tuple"},
		{expr: `index(["a"], null)`, err: `Invalid value for "value" parameter: argument must not be null`},

		// lookup
		{expr: `lookup({a = 1}, "a")`, want: num(1)},
		{expr: `lookup({a = 1}, "b", "x")`, want: str("x")},
		{expr: `lookup(tomap({a = "x"}), "b", "d")`, want: str("d")},
		{expr: `lookup(tomap({a = "x"}), "b", 2)`, want: str("2")},
		{expr: `lookup(tomap({}), "b", null)`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `lookup({"é" = 1}, "é")`, want: num(1)},
		{expr: `lookup({a = 1}, us)`, want: cty.DynamicVal},
		{expr: `lookup(tomap({a = "x"}), us)`, want: cty.UnknownVal(cty.String)},
		{expr: `lookup({a = secret}, "a")`, want: sens(str("s3cr3t"))},
		{expr: `lookup(sensitive({a = 1}), "a")`, want: sens(num(1))},
		{expr: `lookup({a = 1}, sensitive("a"))`, want: sens(num(1))},
		{expr: `lookup(tomap({a = "x"}), sensitive("b"))`, err: "lookup failed to find key (sensitive value)"},
		{expr: `lookup(tomap({a = "x"}), "b")`, err: `lookup failed to find key "b"`},
		{expr: `lookup({a = 1}, "b")`, err: `Invalid value for "inputMap" parameter: the given object has no attribute "b"`},
		{expr: `lookup(["a"], 0)`, err: "lookup() requires a map as the first argument"},
		{expr: `lookup(tomap({a = "x"}), "a", [1])`, err: `Invalid value for "default" parameter: the default value must have the same type as the map elements`},
		{expr: `lookup({}, "a", 1, 2)`, err: "lookup() takes two or three arguments, got 4"},
		{expr: `lookup({})`, err: `Missing value for "key"`},

		// matchkeys
		{expr: `matchkeys(["a", "b", "c"], ["x", "y", "x"], ["x"])`, want: strs("a", "c")},
		{expr: `matchkeys(["a", "b"], [1, 2], ["2"])`, want: strs("b")},
		{expr: `matchkeys(["a"], ["x"], [])`, want: cty.ListValEmpty(cty.String)},
		{expr: `matchkeys([], [], ["x"])`, want: cty.ListValEmpty(cty.DynamicPseudoType)},
		{expr: `matchkeys(["a"], [us], ["x"])`, want: cty.UnknownVal(cty.List(cty.String)).RefineNotNull()},
		{expr: `matchkeys(ul, ["x"], ["x"])`, want: cty.UnknownVal(cty.List(cty.String)).RefineNotNull()},
		{expr: `matchkeys(["a"], ["x", "y"], ["x"])`, err: "length of keys and values should be equal"},
		{expr: `matchkeys(["a"], ["x"], [["x"]])`, err: "keys and searchset must be of the same type"},
		{expr: `matchkeys(["a", "b"], slist, ["b"])`, want: sens(strs("b"))},

		// one
		{expr: `one([])`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `one(tolist([]))`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `one(toset([]))`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `one(tolist(["é"]))`, want: str("é")},
		{expr: `one([null])`, want: cty.NullVal(cty.DynamicPseudoType)},
		{expr: `one(toset([us]))`, want: cty.UnknownVal(cty.String)},
		{expr: `one(ul)`, want: cty.UnknownVal(cty.String)},
		{expr: `one(sensitive(["a"]))`, want: sens(str("a"))},
		{expr: `one([1, 2])`, err: "must be a list, set, or tuple value with either zero or one elements"},
		{expr: `one("a")`, err: "must be a list, set, or tuple value with either zero or one elements"},
		{expr: `one(null)`, err: "argument must not be null"},

		// sum
		{expr: `sum([1, 2.5])`, want: cty.NumberFloatVal(3.5)},
		{expr: `sum(["1", 2])`, want: num(3)},
		{expr: `sum(toset([2, 2, 3]))`, want: num(5)},
		{expr: `sum([1/0, 1])`, want: cty.PositiveInfinity},
		{expr: `sum([1, un])`, want: unknownNum},
		{expr: `sum(sensitive([1, 2]))`, want: sens(num(3))},
		{expr: `sum([])`, err: "cannot sum an empty list"},
		{expr: `sum([null])`, err: "argument must be list, set, or tuple of number values"},
		{expr: `sum(["a"])`, err: "argument must be list, set, or tuple of number values"},
		{expr: `sum({a = 1})`, err: "argument must be list, set, or tuple. Received object"},
		{expr: `sum("a")`, err: "cannot sum noniterable"},
		{expr: `sum([1/0, -1/0])`, err: "can't compute sum of opposing infinities"},

		// transpose
		{expr: `transpose({})`, want: cty.MapValEmpty(cty.List(cty.String))},
		{expr: `transpose({a = []})`, want: cty.MapValEmpty(cty.List(cty.String))},
		{expr: `transpose({b = ["é"], a = ["é"]})`, want: cty.MapVal(map[string]cty.Value{"é": strs("a", "b")})},
		{expr: `transpose({a = [us]})`, want: cty.UnknownVal(cty.Map(cty.List(cty.String))).RefineNotNull()},
		{expr: `transpose(sensitive({a = ["x"]}))`, want: sens(cty.MapVal(map[string]cty.Value{"x": strs("a")}))},
		{expr: `transpose(null)`, err: "argument must not be null"},
		{expr: `transpose({a = "x"})`, err: "list of string required"},

		// list and map are gone
		{expr: `list("a")`, err: `the "list" function was deprecated in Terraform v0.12 and is no longer available; use tolist([ ... ]) syntax to write a literal list`},
		{expr: `map("a", 1)`, err: `the "map" function was deprecated in Terraform v0.12 and is no longer available; use tomap({ ... }) syntax to write a literal map`},
		{expr: `core::list()`, err: "no longer available"},
	})
}
