package funcs

import (
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestTextSize(t *testing.T) {
	kib := cty.StringVal(strings.Repeat("x", 1024))
	for _, c := range []struct {
		name          string
		v             cty.Value
		stop          int64
		bytes, leaves int64
	}{
		{"a string", cty.StringVal("abc"), -1, 3, 1},
		{"a number", cty.NumberIntVal(12345), -1, 0, 1},
		{"null and unknown count nothing", cty.TupleVal([]cty.Value{cty.NullVal(cty.String), cty.UnknownVal(cty.String)}), -1, 0, 0},
		{"marked, nested", cty.ListVal([]cty.Value{cty.StringVal("ab").Mark("sensitive"), cty.StringVal("c")}).Mark("x"), -1, 3, 2},
		{"map keys are text", cty.MapVal(map[string]cty.Value{"key": cty.StringVal("v")}), -1, 4, 1},
		{"attribute names are text", cty.ObjectVal(map[string]cty.Value{"name": cty.True, "s": cty.StringVal("xy")}), -1, 7, 2},
		{"a set", cty.SetVal([]cty.Value{cty.StringVal("a"), cty.StringVal("bc")}), -1, 3, 2},
		// Stops once past stop: a thousand KiB strings, read until the
		// third passes 2 KiB.
		{"stops early", cty.ListVal(repeat(kib, 1000)), 2048, 3072, 3},
	} {
		bytes, leaves := TextSize(c.v, c.stop)
		if bytes != c.bytes || leaves != c.leaves {
			t.Errorf("%s: %d bytes, %d leaves; want %d, %d", c.name, bytes, leaves, c.bytes, c.leaves)
		}
	}
}

func repeat(v cty.Value, n int) []cty.Value {
	vs := make([]cty.Value, n)
	for i := range vs {
		vs[i] = v
	}
	return vs
}
