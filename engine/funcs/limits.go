package funcs

// Written here: bounds on what one function call may build, so that no
// configuration can make a call allocate without limit (a 10-byte format
// string asking for a billion-character width, replace() or join()
// multiplying a string). Terraform has no such bounds (it runs out of
// memory instead), so the error texts are tfplay's own.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// MaxStringLength is the longest string, in bytes, a function may return
// (16 MiB).
const MaxStringLength = 16 << 20

// MaxCollectionLength is the largest number of elements a function may
// return in one collection. A quarter of a million is 25 times the
// instances one resource may have (eval.MaxInstances) and more than any
// configuration needs, yet small enough that building such a collection
// takes a fraction of a second: go-cty spends microseconds per element
// (setproduct of two range(1000), a million elements, took over 3 s).
const MaxCollectionLength = 250_000

// estimators give an upper bound of the size of a call's result, in
// bytes for strings or elements for collections, from its known
// arguments, before the call allocates it. Only functions whose result can
// be far larger than their arguments need one; every other result is
// checked after the call.
var estimators = map[string]func(args []cty.Value) (size int64, elements bool){
	"replace":    estimateReplace,
	"join":       estimateJoin,
	"format":     estimateFormat,
	"formatlist": estimateFormatList,
	"indent":     estimateIndent,
	"setproduct": estimateProduct,
	"jsonencode": estimateEncode,
	"yamlencode": estimateEncode,
	"split":      estimateSplit,
	"regexall":   estimateRegexAll,
}

// prechecks refuse a call, before it runs, whose known arguments would
// make it build too much in a way the result's size does not show.
var prechecks = map[string]func(args []cty.Value) error{
	"yamldecode": checkYAMLAliases,
}

// unlimited are functions whose parameters are not plain values
// (expression closures), left unwrapped.
var unlimited = map[string]bool{"can": true, "try": true, "templatestring": true, "type": true}

// sizePreserving are functions whose result is a bool, a count or made of
// their arguments' own values (never a string longer than one they were
// given, nor a number beyond CheckNumbers' range), left unwrapped: the wrapper costs go-cty's deep walk of every
// argument twice more, which on the large collections these functions
// usually get (length, flatten, keys…) tripled their cost.
var sizePreserving = map[string]bool{
	"alltrue": true, "anytrue": true, "chunklist": true, "coalesce": true, "coalescelist": true,
	"compact": true, "concat": true, "contains": true, "distinct": true, "element": true,
	"flatten": true, "index": true, "keys": true, "length": true, "lookup": true,
	"matchkeys": true, "merge": true, "one": true, "range": true,
	"reverse": true, "setintersection": true, "setsubtract": true, "setunion": true,
	"slice": true, "sort": true, "tobool": true, "tolist": true, "tomap": true,
	"toset": true, "transpose": true, "values": true, "zipmap": true,
}

// ChargedTextMin is the length from which a function's string result is
// given to Options.ChargeText (64 KiB): shorter strings cost little,
// however often they are built.
const ChargedTextMin = 64 << 10

// limitTable wraps every function of a table with the size bounds, and
// the charge of long strings (charge may be nil).
func limitTable(table map[string]function.Function, charge func(int64) bool) {
	wrapped := map[string]function.Function{}
	for name, fn := range table {
		plain := name[strings.LastIndex(name, ":")+1:]
		if unlimited[plain] || sizePreserving[plain] {
			continue
		}
		if w, ok := wrapped[plain]; ok && strings.HasPrefix(name, "core::") {
			table[name] = w
			continue
		}
		w := limitFunc(plain, fn, charge)
		wrapped[plain] = w
		table[name] = w
	}
}

// Wrap returns a function with fn's signature whose calls go to impl,
// which calls fn itself (fn.Call) around its own checks. Unknown, marked
// and dynamic arguments reach fn as they are, so fn handles them as before
// (refinements and marks included). typ is the result type (nil: fn's).
func Wrap(fn function.Function, typ function.TypeFunc, impl function.ImplFunc) function.Function {
	open := func(p function.Parameter) function.Parameter {
		p.AllowUnknown, p.AllowMarked, p.AllowDynamicType = true, true, true
		return p
	}
	var params []function.Parameter
	for _, p := range fn.Params() {
		params = append(params, open(p))
	}
	var varParam *function.Parameter
	if vp := fn.VarParam(); vp != nil {
		p := open(*vp)
		varParam = &p
	}
	if typ == nil {
		typ = fn.ReturnTypeForValues
	}
	return function.New(&function.Spec{
		Description: fn.Description(),
		Params:      params,
		VarParam:    varParam,
		Type:        typ,
		Impl:        impl,
	})
}

// limitFunc is fn with the same signature, checking the estimated size of
// the result before the call and the actual size after it, and the
// numbers in the result (CheckNumbers); long string results are charged
// (when charge is not nil).
func limitFunc(name string, fn function.Function, charge func(int64) bool) function.Function {
	estimate := estimators[name]
	typ := fn.ReturnTypeForValues
	if check := prechecks[name]; check != nil {
		// Checked before the type too: a function's type can depend on
		// its arguments' values (yamldecode's on the whole document).
		typ = func(args []cty.Value) (cty.Type, error) {
			if allKnown(args) {
				plain := make([]cty.Value, len(args))
				for i, a := range args {
					plain[i], _ = a.UnmarkDeep()
				}
				if err := check(plain); err != nil {
					return cty.DynamicPseudoType, function.NewArgError(0, err)
				}
			}
			return fn.ReturnTypeForValues(args)
		}
	}
	return Wrap(fn, typ, func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		if charge != nil && !charge(0) {
			// The budget is spent: nothing more is built.
			return cty.UnknownVal(retType), nil
		}
		if estimate != nil && allKnown(args) {
			plain := make([]cty.Value, len(args))
			for i, a := range args {
				plain[i], _ = a.UnmarkDeep()
			}
			if size, elements := estimate(plain); elements && size > MaxCollectionLength {
				return cty.DynamicVal, function.NewArgErrorf(0, "the result would have %d elements, more than tfplay's limit of %d elements in a collection", size, MaxCollectionLength)
			} else if !elements && size > MaxStringLength {
				return cty.DynamicVal, function.NewArgErrorf(0, "the result would be %s long, more than tfplay's limit of %s on the length of a string", bytesText(size), bytesText(MaxStringLength))
			}
		}
		res, err := fn.Call(args)
		if err != nil {
			return res, err
		}
		if v, _ := res.Unmark(); v.IsKnown() && !v.IsNull() && v.Type() == cty.String {
			n := int64(len(v.AsString()))
			if n > MaxStringLength {
				return cty.DynamicVal, fmt.Errorf("the result is %s long, more than tfplay's limit of %s on the length of a string", bytesText(n), bytesText(MaxStringLength))
			}
			if n >= ChargedTextMin && charge != nil && !charge(n) {
				return cty.UnknownVal(retType), nil
			}
		}
		if err := CheckNumbers(res); err != nil {
			return cty.DynamicVal, err
		}
		return res, nil
	})
}

// bytesText renders a size for an error message.
func bytesText(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

func allKnown(args []cty.Value) bool {
	for _, a := range args {
		if !a.IsWhollyKnown() {
			return false
		}
	}
	return true
}

// textSize is TextSize, stopping far above any limit.
func textSize(v cty.Value) (bytes, leaves int64) { return TextSize(v, 1<<50) }

func knownString(v cty.Value) (string, bool) {
	if v.IsNull() || v.Type() != cty.String {
		return "", false
	}
	return v.AsString(), true
}

func estimateReplace(args []cty.Value) (int64, bool) {
	s, ok1 := knownString(args[0])
	sub, ok2 := knownString(args[1])
	rep, ok3 := knownString(args[2])
	if !ok1 || !ok2 || !ok3 {
		return 0, false
	}
	var n int64
	if len(sub) > 1 && sub[0] == '/' && sub[len(sub)-1] == '/' {
		re, err := regexp.Compile(sub[1 : len(sub)-1])
		if err != nil {
			return 0, false // replace reports the bad pattern itself
		}
		n = int64(len(re.FindAllStringIndex(s, -1)))
		// Each $N in the replacement expands to part of one match, and
		// the matches together are at most the whole string.
		return int64(len(s)) + n*int64(len(rep)) + int64(strings.Count(rep, "$"))*int64(len(s)), false
	}
	if sub == "" {
		n = int64(len(s)) + 1
	} else {
		n = int64(strings.Count(s, sub))
	}
	return int64(len(s)) + n*int64(len(rep)), false
}

// estimateSplit is the number of parts split makes: one more than the
// separators, or a part per character for an empty separator.
func estimateSplit(args []cty.Value) (int64, bool) {
	sep, ok1 := knownString(args[0])
	str, ok2 := knownString(args[1])
	if !ok1 || !ok2 {
		return 0, true
	}
	if sep == "" {
		return int64(utf8.RuneCountInString(str)), true
	}
	return int64(strings.Count(str, sep)) + 1, true
}

// estimateRegexAll is the number of matches regexall finds, counted
// without building them (and only just past the limit).
func estimateRegexAll(args []cty.Value) (int64, bool) {
	pattern, ok1 := knownString(args[0])
	str, ok2 := knownString(args[1])
	if !ok1 || !ok2 {
		return 0, true
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return 0, true // regexall reports the bad pattern itself
	}
	return int64(len(re.FindAllStringIndex(str, MaxCollectionLength+1))), true
}

func estimateJoin(args []cty.Value) (int64, bool) {
	sep, _ := knownString(args[0])
	var total, n int64
	for _, l := range args[1:] {
		t, c := textSize(l)
		total += t
		n += c
	}
	return total + n*int64(len(sep)), false
}

// formatVerb finds a verb's width and precision in a printf-style format.
var formatVerb = regexp.MustCompile(`%[-+# 0]*(\[\d+\])?(\d*)(?:\.(\d*))?`)

// formatWidth is the largest width or precision a format asks for.
func formatWidth(format string) int64 {
	var widest int64
	for _, m := range formatVerb.FindAllStringSubmatch(format, -1) {
		for _, num := range m[2:] {
			if num == "" {
				continue
			}
			n, err := strconv.ParseInt(num, 10, 64)
			if err != nil {
				return 1 << 50
			}
			widest = max(widest, n)
		}
	}
	return widest
}

func estimateFormat(args []cty.Value) (int64, bool) {
	f, ok := knownString(args[0])
	if !ok {
		return 0, false
	}
	total := int64(len(f)) + formatWidth(f)*int64(strings.Count(f, "%"))
	for _, a := range args[1:] {
		t, n := textSize(a)
		total += t + 32*n
	}
	return total, false
}

func estimateFormatList(args []cty.Value) (int64, bool) {
	f, ok := knownString(args[0])
	if !ok {
		return 0, false
	}
	rows := int64(1)
	var total int64
	for _, a := range args[1:] {
		if a.Type().IsListType() || a.Type().IsTupleType() || a.Type().IsSetType() {
			rows = max(rows, int64(a.LengthInt()))
		}
	}
	for _, a := range args[1:] {
		t, n := textSize(a)
		if a.Type() == cty.String {
			t *= rows // a scalar argument is repeated on every row
		}
		total += t + 32*n
	}
	return total + rows*(int64(len(f))+formatWidth(f)*int64(strings.Count(f, "%"))), false
}

func estimateIndent(args []cty.Value) (int64, bool) {
	s, ok := knownString(args[1])
	if !ok || args[0].IsNull() || args[0].Type() != cty.Number {
		return 0, false
	}
	spaces, _ := args[0].AsBigFloat().Int64()
	return int64(len(s)) + int64(strings.Count(s, "\n"))*max(spaces, 0), false
}

func estimateProduct(args []cty.Value) (int64, bool) {
	n := int64(1)
	for _, a := range args {
		if a.IsNull() || !a.CanIterateElements() {
			return 0, true
		}
		n *= int64(a.LengthInt())
		if n > MaxCollectionLength {
			return n, true
		}
	}
	return n, true
}

func estimateEncode(args []cty.Value) (int64, bool) {
	t, n := textSize(args[0])
	return t + 32*n, false
}
