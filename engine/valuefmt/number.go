package valuefmt

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// exactExpLimit is the largest binary exponent (in magnitude) of a number
// printed by big.Float.Text('f', -1) itself. Its decimal conversion costs
// time quadratic in the exponent (an hour for 1e-1000000), so numbers
// beyond it are scaled by a power of ten first: see Decimal.
const exactExpLimit = 4096

// maxExpandedDigits is the longest run of zeros Decimal writes out in
// positional notation; a number whose decimal exponent is larger in
// magnitude (1e-99999999 would print as a 100 MB string) is written in
// exponent notation instead. Terraform cannot print such numbers at all
// (it runs out of time), so there is no behaviour to match.
const maxExpandedDigits = 1 << 20

// Decimal renders f as Terraform prints numbers: the shortest decimal
// that reads back as f, in positional notation (big.Float.Text('f', -1)).
//
// The standard library's conversion is exact but quadratic in the
// exponent; for exponents beyond exactExpLimit this scales f near 1 with
// 64 guard bits, rounds the scaled value to a few decimal digits fewer
// than f's precision holds (trailing zeros dropped), and places the
// decimal point by hand — linear in the
// output's length. No library offers a sub-quadratic shortest decimal for
// arbitrary-precision floats, hence this hand-written code.
func Decimal(f *big.Float) string {
	if f.IsInf() || f.Sign() == 0 {
		return f.Text('f', -1)
	}
	exp2 := f.MantExp(nil)
	if exp2 >= -exactExpLimit && exp2 <= exactExpLimit {
		return f.Text('f', -1)
	}
	prec := f.Prec()
	if prec == 0 {
		prec = 512
	}
	// e10 approximates the decimal exponent: f = m·2^exp2, 0.5 ≤ |m| < 1.
	e10 := int(math.Floor(float64(exp2-1) * math.Log10(2)))
	scale := pow10(abs(e10), prec+64)
	y := new(big.Float).SetPrec(prec + 64)
	if e10 > 0 {
		y.Quo(f, scale)
	} else {
		y.Mul(f, scale)
	}
	// The scaled value carries the scaling's rounding error, so its
	// shortest round-trip digits would be noise past f's precision:
	// take a few digits fewer than that precision holds, and drop
	// trailing zeros.
	sig := int(float64(prec)*math.Log10(2)) - 4
	if sig < 1 {
		sig = 1
	}
	s := y.Text('e', sig-1) // "-d.ddde±XX"
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	mant, expStr, _ := strings.Cut(s, "e")
	e, err := strconv.Atoi(expStr)
	if err != nil {
		return f.Text('g', 20) // cannot happen: Text('e') writes a decimal exponent
	}
	digits := strings.TrimRight(strings.Replace(mant, ".", "", 1), "0")
	if digits == "" {
		digits = "0"
	}
	// The value is 0.digits × 10^point.
	point := e + e10 + 1
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if point > maxExpandedDigits || point < -maxExpandedDigits {
		b.WriteString(digits[:1])
		if len(digits) > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteByte('e')
		b.WriteString(strconv.Itoa(point - 1))
		return b.String()
	}
	switch {
	case point <= 0:
		b.Grow(2 - point + len(digits))
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", -point))
		b.WriteString(digits)
	case point >= len(digits):
		b.Grow(point)
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", point-len(digits)))
	default:
		b.WriteString(digits[:point])
		b.WriteByte('.')
		b.WriteString(digits[point:])
	}
	return b.String()
}

// pow10 returns 10^n at the given precision, by repeated squaring.
func pow10(n int, prec uint) *big.Float {
	result := new(big.Float).SetPrec(prec).SetInt64(1)
	base := new(big.Float).SetPrec(prec).SetInt64(10)
	for n > 0 {
		if n&1 == 1 {
			result.Mul(result, base)
		}
		base.Mul(base, base)
		n >>= 1
	}
	return result
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
