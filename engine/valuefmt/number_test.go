package valuefmt

import (
	"math/big"
	"strings"
	"testing"
)

// Decimal agrees with big.Float's exact conversion where that is fast,
// including just past exactExpLimit, where Decimal takes its scaled path.
func TestDecimal(t *testing.T) {
	for _, src := range []string{
		"0", "1", "-1", "0.1", "123.456", "1e-300", "1e300", "-2.5e-1200", "1e-1300",
		"1.2345678901234567890123e-1500", "3e-5000",
	} {
		f, _, err := big.ParseFloat(src, 10, 512, big.ToNearestEven)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := Decimal(f), f.Text('f', -1); got != want {
			t.Errorf("Decimal(%s) = %.60s… (%d chars), want %.60s… (%d chars)", src, got, len(got), want, len(want))
		}
	}
}

// Huge exponents print in linear time; beyond a million digits, in
// exponent notation.
func TestDecimalHugeExponents(t *testing.T) {
	for src, want := range map[string]string{
		"1e-1000000":       "0." + strings.Repeat("0", 999999) + "1",
		"-25e1000000":      "-25" + strings.Repeat("0", 1000000),
		"1e-99999999":      "1e-99999999",
		"1.5e99999999":     "1.5e99999999",
		"7e1300":           "7" + strings.Repeat("0", 1300),
		"-9.87654321e1400": "-987654321" + strings.Repeat("0", 1392),
	} {
		f, _, err := big.ParseFloat(src, 10, 512, big.ToNearestEven)
		if err != nil {
			t.Fatal(err)
		}
		if got := Decimal(f); got != want {
			t.Errorf("Decimal(%s) = %.60s… (%d chars), want %.60s… (%d chars)", src, got, len(got), want, len(want))
		}
	}
}
