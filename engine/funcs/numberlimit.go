package funcs

// Written here: a bound on the magnitude of numbers. go-cty converts a
// number to a string (in templates, function arguments, variable type
// conversion) with big.Float's exact shortest decimal, which takes time
// that grows with the square of the number's exponent: upper(1e-100000)
// runs for seconds and a few locals squaring 0.1 for hours, inside a
// conversion tfplay cannot reach. So no number may leave the range
// below: number literals are checked where they are parsed
// (CheckNumberNodes; CheckNumberLiterals for JSON), and the results of arithmetic and
// of functions when they are made.
// Terraform has no such bound, so the error texts are tfplay's own.

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// MaxNumberExponent bounds the magnitude of numbers: every number other
// than zero lies between 1e-1000 and 1e+1000 in magnitude. That is three
// times float64's range (the 1e-600 of 1e-300 * 1e-300 still fits), and
// printing such a number takes about a millisecond.
const MaxNumberExponent = 1000

// The bounds as numbers (go-cty's precision), and as binary exponents e
// (2^(e-1) <= |x| < 2^e) within which a number is in range without
// comparing: 2^3321 is about 3.8e999 and 2^-3320 about 4.7e-1000.
var (
	maxNumber              = cty.MustParseNumberVal(fmt.Sprintf("1e%d", MaxNumberExponent)).AsBigFloat()
	minNumber              = cty.MustParseNumberVal(fmt.Sprintf("1e-%d", MaxNumberExponent)).AsBigFloat()
	safeMaxExp, safeMinExp = 3321, -3319
)

// numberRangeText names the range in error messages.
var numberRangeText = fmt.Sprintf("from 1e-%d to 1e+%d in magnitude", MaxNumberExponent, MaxNumberExponent)

// CheckNumbers returns an error when v holds a known number beyond the
// range, or nil. Values whose type holds no number are not walked. The
// error's text reads "the result is a number larger than …".
func CheckNumbers(v cty.Value) error {
	if !typeHasNumber(v.Type()) {
		return nil // most results: not unmarked, not walked
	}
	v, _ = v.UnmarkDeep()
	if !v.IsKnown() || v.IsNull() {
		return nil
	}
	if v.Type() == cty.Number {
		return checkNumber(v.AsBigFloat())
	}
	var found error
	_ = cty.Walk(v, func(_ cty.Path, e cty.Value) (bool, error) {
		if found != nil {
			return false, nil
		}
		if e.Type() == cty.Number && e.IsKnown() && !e.IsNull() {
			found = checkNumber(e.AsBigFloat())
		}
		return true, nil
	})
	return found
}

// NumberRangeError is CheckNumbers' error.
type NumberRangeError struct {
	// Large is true for a number too large, false for one too small.
	Large bool
}

func (e *NumberRangeError) Error() string { return "the result is " + e.Text() }

// Text describes the number: "a number larger than 1e+1000 in magnitude,
// beyond tfplay's limit on numbers (…)".
func (e *NumberRangeError) Text() string {
	than := fmt.Sprintf("smaller than 1e-%d", MaxNumberExponent)
	if e.Large {
		than = fmt.Sprintf("larger than 1e+%d", MaxNumberExponent)
	}
	return fmt.Sprintf("a number %s in magnitude, beyond tfplay's limit on numbers (%s: printing a number takes time that grows with the square of its exponent)", than, numberRangeText)
}

// checkNumber is CheckNumbers for one number.
func checkNumber(f *big.Float) error {
	if f.Sign() == 0 || f.IsInf() {
		return nil
	}
	if exp := f.MantExp(nil); exp >= safeMinExp && exp <= safeMaxExp {
		return nil
	}
	abs := new(big.Float).Abs(f)
	switch {
	case abs.Cmp(maxNumber) > 0:
		return &NumberRangeError{Large: true}
	case abs.Cmp(minNumber) < 0:
		return &NumberRangeError{Large: false}
	}
	return nil
}

// typeHasNumber reports whether values of t can hold a number.
func typeHasNumber(t cty.Type) bool {
	switch {
	case t == cty.Number || t == cty.DynamicPseudoType:
		return true
	case t.IsListType() || t.IsSetType() || t.IsMapType():
		return typeHasNumber(t.ElementType())
	case t.IsObjectType():
		for _, at := range t.AttributeTypes() {
			if typeHasNumber(at) {
				return true
			}
		}
	case t.IsTupleType():
		for _, et := range t.TupleElementTypes() {
			if typeHasNumber(et) {
				return true
			}
		}
	}
	return false
}

// init bounds the results of hcl's arithmetic operators, which are
// package-level functions of hclsyntax shared by every evaluation: a
// product is where numbers grow (each squaring doubles the exponent), and
// a sum is where a string such as "1e-99999" + 0 becomes a number.
func init() {
	for _, op := range []*hclsyntax.Operation{
		hclsyntax.OpAdd, hclsyntax.OpSubtract, hclsyntax.OpMultiply,
		hclsyntax.OpDivide, hclsyntax.OpModulo, hclsyntax.OpNegate,
	} {
		op.Impl = boundedNumbers(op.Impl)
	}
}

// boundedNumbers is fn with the same signature, its results checked by
// CheckNumbers.
func boundedNumbers(fn function.Function) function.Function {
	return Wrap(fn, nil, func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		res, err := fn.Call(args)
		if err != nil {
			return res, err
		}
		if err := CheckNumbers(res); err != nil {
			return cty.DynamicVal, err
		}
		return res, nil
	})
}

// CheckNumberLiterals returns an error diagnostic at the first number
// literal in src, a JSON file, beyond the range, or nil: the numbers
// outside strings, and those in strings' ${…} interpolations (a JSON
// configuration's strings are templates). hcl's JSON parser keeps no
// syntax tree to read, hence this scan. Native syntax is checked on its
// parse tree (CheckNumberNodes).
func CheckNumberLiterals(src []byte, filename string, start hcl.Pos) hcl.Diagnostics {
	// inString is whether src[i] is inside a string; interp counts the
	// braces open in its current ${…} interpolation (0: none).
	inString, interp := false, 0
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case inString && c == '\\':
			i += 2
			continue
		case c == '"' && interp == 0:
			inString = !inString
		case inString && interp == 0:
			if c == '$' && i+1 < len(src) && src[i+1] == '{' {
				interp = 1
				i += 2
				continue
			}
		case inString && c == '{':
			interp++
		case inString && c == '}':
			interp--
		case isWordByte(c):
			for i < len(src) && (isWordByte(src[i]) || isDigit(src[i])) {
				i++
			}
			continue
		case isDigit(c):
			end, e10, nonzero := scanNumber(src, i)
			if nonzero && outOfRange(src[i:end], e10) {
				return numberLiteralDiag(byteRange(src, i, end, filename, start), e10 > 0)
			}
			i = end
			continue
		}
		i++
	}
	return nil
}

// CheckNumberNodes returns an error diagnostic at the first number
// literal under node (a parsed file's body, a console line, a template)
// beyond the range, or nil. It reads the syntax tree: lexing the source
// again allocated a third of a keystroke's validation.
func CheckNumberNodes(node hclsyntax.Node) hcl.Diagnostics {
	var diags hcl.Diagnostics
	_ = hclsyntax.VisitAll(node, func(n hclsyntax.Node) hcl.Diagnostics {
		lit, ok := n.(*hclsyntax.LiteralValueExpr)
		if !ok || diags != nil || lit.Val.Type() != cty.Number || lit.Val.IsNull() || !lit.Val.IsKnown() {
			return nil
		}
		var rangeErr *NumberRangeError
		if errors.As(checkNumber(lit.Val.AsBigFloat()), &rangeErr) {
			diags = numberLiteralDiag(lit.SrcRange, rangeErr.Large)
		}
		return nil
	})
	return diags
}

// outOfRange reports whether the number literal lit, of decimal exponent
// e10 in scientific notation, is beyond the limit: its value is compared
// only when e10 is the largest allowed (9e1000 is too large, 1e1000 not).
func outOfRange(lit []byte, e10 int) bool {
	if e10 == MaxNumberExponent {
		v, err := cty.ParseNumberVal(string(lit))
		return err == nil && v.AsBigFloat().Cmp(maxNumber) > 0
	}
	return e10 > MaxNumberExponent || e10 < -MaxNumberExponent
}

// scanNumber reads the number starting at src[i] (digits, an optional
// fraction, an optional exponent) and returns where it ends and its
// decimal exponent in scientific notation; nonzero is false for a zero.
func scanNumber(src []byte, i int) (end, e10 int, nonzero bool) {
	// lead is the exponent of the first non-zero digit.
	lead, digits := 0, 0
	for ; i < len(src) && isDigit(src[i]); i++ {
		if nonzero {
			digits++
		} else if src[i] != '0' {
			nonzero = true
		}
	}
	lead = digits
	if i+1 < len(src) && src[i] == '.' && isDigit(src[i+1]) {
		i++
		for k := 1; i < len(src) && isDigit(src[i]); i, k = i+1, k+1 {
			if !nonzero && src[i] != '0' {
				nonzero, lead = true, -k
			}
		}
	}
	exp := 0
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		j, neg := i+1, false
		if j < len(src) && (src[j] == '+' || src[j] == '-') {
			neg = src[j] == '-'
			j++
		}
		if j < len(src) && isDigit(src[j]) {
			for ; j < len(src) && isDigit(src[j]); j++ {
				if exp < 1<<30 {
					exp = exp*10 + int(src[j]-'0')
				}
			}
			if neg {
				exp = -exp
			}
			i = j
		}
	}
	return i, lead + exp, nonzero
}

// byteRange is the range of src[from:to], src starting at start.
func byteRange(src []byte, from, to int, filename string, start hcl.Pos) hcl.Range {
	pos := func(off int) hcl.Pos {
		p := start
		line := bytes.Count(src[:off], []byte("\n"))
		p.Line += line
		if line == 0 {
			p.Column += utf8.RuneCount(src[:off])
		} else {
			lineStart := bytes.LastIndexByte(src[:off], '\n') + 1
			p.Column = 1 + utf8.RuneCount(src[lineStart:off])
		}
		p.Byte += off
		return p
	}
	return hcl.Range{Filename: filename, Start: pos(from), End: pos(to)}
}

// numberLiteralDiag is the diagnostic for a number literal at rng (its
// first 64 bytes at most: a 10 MB run of digits is not underlined whole).
func numberLiteralDiag(rng hcl.Range, large bool) hcl.Diagnostics {
	if rng.Start.Line == rng.End.Line && rng.End.Byte-rng.Start.Byte > 64 {
		// Digits are one byte and one column each.
		rng.End.Byte, rng.End.Column = rng.Start.Byte+64, rng.Start.Column+64
	}
	than := fmt.Sprintf("smaller than 1e-%d", MaxNumberExponent)
	if large {
		than = fmt.Sprintf("larger than 1e+%d", MaxNumberExponent)
	}
	return hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  "Number limit exceeded",
		Detail:   fmt.Sprintf("This number is %s, beyond tfplay's limit on numbers: %s (printing a number takes time that grows with the square of its exponent).", than, numberRangeText),
		Subject:  &rng,
	}}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isWordByte reports whether c starts or continues a word (an identifier,
// a hex string): a letter, an underscore or any byte of a multi-byte
// character.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80
}
