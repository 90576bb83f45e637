package conformance

import (
	"math"
	"reflect"
	"testing"
)

func mustLoad(t *testing.T, text string) any {
	t.Helper()
	v, err := loadPyJSON(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return v
}

// The expected results are what Python 3 gives for the same expressions.
func TestPyEqual(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{`1`, `1.0`, true},       // 1 == 1.0
		{`true`, `1`, true},      // True == 1
		{`false`, `0.0`, true},   // False == 0.0
		{`"1"`, `1`, false},      // no string/number coercion
		{`null`, `false`, false}, // None != False
		{`[1, 2]`, `[1, 2]`, true},
		{`[1, 2]`, `[2, 1]`, false},
		{`{"a": 1, "b": [true]}`, `{"b": [1], "a": 1.0}`, true}, // key order does not matter
		{`{"a": 1}`, `{"a": 1, "b": null}`, false},
		{`123456789012345678901234567890`, `123456789012345678901234567891`, false},
		{`0.1`, `0.10`, true},
		{`1e400`, `1e999`, true}, // both inf
	} {
		if got := pyEqual(mustLoad(t, tc.a), mustLoad(t, tc.b)); got != tc.want {
			t.Errorf("%s == %s: got %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
	if pyEqual(pyTuple{"a"}, []any{"a"}) {
		t.Error(`("a",) == ["a"] must be false`)
	}
	if pyEqual(pyFloat(math.NaN()), pyFloat(math.NaN())) {
		t.Error("nan == nan must be false")
	}
}

func TestPyDumps(t *testing.T) {
	for _, tc := range []struct {
		in       string
		sortKeys bool
		want     string
	}{
		{`{"b": 1, "a": [true, null, "x"]}`, false, `{"b": 1, "a": [true, null, "x"]}`},
		{`{"b": 1, "a": [true, null, "x"]}`, true, `{"a": [true, null, "x"], "b": 1}`},
		{`{"k": {"z": 1, "y": 2}}`, true, `{"k": {"y": 2, "z": 1}}`},
		{`{"dup": 1, "x": 2, "dup": 3}`, false, `{"dup": 3, "x": 2}`},
		{`"é\n\t\"\\ \u007f 👾 \u0001"`, false, `"\u00e9\n\t\"\\ \u007f \ud83d\udc7e \u0001"`},
		{`[1.0, 1e16, 1e15, 0.0001, 0.00001, -2.5e-7, 123.456, 1E2, -0.0, 10000000000000000000000]`, false,
			`[1.0, 1e+16, 1000000000000000.0, 0.0001, 1e-05, -2.5e-07, 123.456, 100.0, -0.0, 10000000000000000000000]`},
		{`[]`, false, `[]`},
		{`{}`, false, `{}`},
	} {
		if got := pyDumps(mustLoad(t, tc.in), tc.sortKeys); got != tc.want {
			t.Errorf("json.dumps(%s, sort_keys=%v):\n got %s\nwant %s", tc.in, tc.sortKeys, got, tc.want)
		}
	}
	if got := pyDumps(pyTuple{"error", "x", mustLoad(t, "0")}, false); got != `["error", "x", 0]` {
		t.Errorf("tuple: %s", got)
	}
}

func TestLoadPyJSONRejects(t *testing.T) {
	for _, in := range []string{`{"a": 1} {}`, `{"a" 1}`, `[1,]`, `{`, `nul`} {
		if _, err := loadPyJSON(in); err == nil {
			t.Errorf("%s: parsed, want an error", in)
		}
	}
	if v := loadJSON(" \n"); v != nil {
		t.Errorf("blank text: %v, want None", v)
	}
	if d, ok := loadJSON("not json").(*pyDict); !ok || !d.has("__invalid_json__") {
		t.Errorf("invalid JSON is not marked")
	}
}

func TestPyLessAndSort(t *testing.T) {
	items := []any{
		pyTuple{"b", "pass"}, pyTuple{"a", "fail"}, pyTuple{"b", "fail"}, pyTuple{"a", nil},
	}
	// ("a", None) and ("a", "fail") differ in their second element, which
	// Python cannot order: sorting raises TypeError.
	if got := catch(func() string { pySort(items, func(v any) any { return v }); return "" }); got == "" {
		t.Error("sorting None against a string did not raise")
	}
	items = []any{pyTuple{"b", "pass"}, pyTuple{"a", "fail"}, pyTuple{"b", "fail"}, pyTuple{"a", "fail"}}
	pySort(items, func(v any) any { return v })
	want := []any{pyTuple{"a", "fail"}, pyTuple{"a", "fail"}, pyTuple{"b", "fail"}, pyTuple{"b", "pass"}}
	if !reflect.DeepEqual(items, want) {
		t.Errorf("sorted: %v", items)
	}
	one, _ := loadPyJSON("1")
	if !pyLess(false, one) || pyLess(pyFloat(2), one) {
		t.Error("numbers do not order as in Python")
	}
}

func TestPyStrings(t *testing.T) {
	got := pySplitlines("a\nb\r\nc\rd\x0be\x1cf\u2028g\n\n")
	want := []string{"a", "b", "c", "d", "e", "f", "g", ""}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("splitlines: %q", got)
	}
	if s := pyStrip("\x1f \u00a0x y\t\u0085"); s != "x y" {
		t.Errorf("strip: %q", s)
	}
	if s := pyDecode("a\xffb"); s != "a\ufffdb" {
		t.Errorf("decode: %q", s)
	}
	for in, want := range map[string]string{
		"abc":      `'abc'`,
		"it's":     `"it's"`,
		"a'b\"c":   `'a\'b"c'`,
		"x\ny\x1b": `'x\ny\x1b'`,
		"é\u2028":  `'é\u2028'`,
	} {
		if got := pyRepr(in); got != want {
			t.Errorf("repr(%q) = %s, want %s", in, got, want)
		}
	}
}
