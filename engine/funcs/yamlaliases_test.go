package funcs

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// laughs is a YAML document of levels anchors, each a sequence of width
// aliases of the previous one: it expands to width^levels scalars.
func laughs(levels, width int) string {
	var b strings.Builder
	name := func(i int) string { return string(rune('a' + i)) }
	b.WriteString("a: &a [" + strings.Repeat("x,", width-1) + "x]\n")
	for i := 1; i < levels; i++ {
		alias := "*" + name(i-1)
		b.WriteString(name(i) + ": &" + name(i) + " [" + strings.Repeat(alias+",", width-1) + alias + "]\n")
	}
	return b.String()
}

func TestYAMLDecodeAliasLimit(t *testing.T) {
	q := strconv.Quote
	runExprCases(t, testOptions(), []exprCase{
		// 10^7 values from eight short lines.
		{expr: `yamldecode(` + q(laughs(7, 10)) + `)`, err: fmt.Sprintf("the YAML document's aliases would add more than %d values to it", MaxYAMLAliasExpansion)},
		{expr: `yamldecode(` + q(laughs(9, 10)) + `)`, err: "tfplay's limit on alias expansion"},
		// Merge keys are aliases too.
		{expr: `yamldecode(` + q("a: &a {"+strings.Repeat("k: 1, ", 1)+"}\nb: &b {<<: *a}\n"+laughs(8, 10)[len("a: &a [x,x,x,x,x,x,x,x,x,x]\n"):]) + `)`, err: "aliases would add more than"},
		// Below the limit, aliases decode as before.
		{expr: `length(yamldecode(` + q(laughs(5, 10)) + `).e)`, want: num(10)}, // 10^5 values
		{expr: `yamldecode("a: &x [1, 2]\nb: *x\n").b`, want: cty.TupleVal([]cty.Value{num(1), num(2)})},
		// Errors stay go-cty-yaml's.
		{expr: `yamldecode("a: *nowhere\n")`, err: `reference to undefined anchor "nowhere"`},
		{expr: `yamldecode("a: &x [*x]\n")`, err: `cannot refer to anchor "x" from inside its own definition`},
	})
}

func TestYAMLExpansionCounts(t *testing.T) {
	for _, c := range []struct {
		src               string
		written, expanded int64
	}{
		{"a: 1\n", 0, 0}, // no alias: not parsed
		// The document, the mapping, its 2 keys, the sequence and its 2
		// items, the alias (3 values once expanded).
		{"a: &x [1, 2]\nb: *x\n", 8, 10},
		{laughs(3, 10), 1 + 1 + 3*2 + 10 + 20, 1 + 1 + 3*2 + 10 + 10*11 + 10*111},
		{laughs(12, 10), 0, yamlCeiling}, // saturates
		{"a: &x [*x]\n", 5, 6},
		{"a: [unterminated *x\n", 0, 0},
	} {
		w, e := yamlExpansion(c.src)
		if (c.written != 0 && w != c.written) || e != c.expanded {
			t.Errorf("%q: counted %d written, %d expanded; want %d, %d", c.src, w, e, c.written, c.expanded)
		}
	}
}
