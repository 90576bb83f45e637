package workbudget

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

func TestCheckNesting(t *testing.T) {
	deep := MaxNesting + 1
	for _, c := range []struct {
		name, src string
		// at is the byte offset of the error, or -1 for none.
		at int
	}{
		{"brackets", strings.Repeat("[", deep) + strings.Repeat("]", deep), MaxNesting},
		{"brackets at the limit", strings.Repeat("[", MaxNesting) + strings.Repeat("]", MaxNesting) + strings.Repeat("[", MaxNesting), -1},
		{"unary minus", "a = " + strings.Repeat("-", deep) + "1", 4 + MaxNesting},
		{"unary minus and not, spaced", "a = " + strings.Repeat("- ! ", deep/2+1) + "true", 4 + 2*MaxNesting},
		{"unary inside brackets", "a = " + strings.Repeat("(", MaxNesting/2) + strings.Repeat("-", MaxNesting/2+1) + "1", 4 + MaxNesting},
		{"unary runs end", strings.Repeat("a = -1\n", deep), -1},
		{"comment rules", strings.Repeat("# "+strings.Repeat("-", 80)+"\n", 200), -1},
		{"nested conditionals", "a = " + strings.Repeat("true ? ", deep) + "1" + strings.Repeat(" : 2", deep), 4 + 7*MaxNesting + 5},
		{"chained conditionals", "a = " + strings.Repeat("x ? 1 : ", deep) + "2", -1},
		{"a question per line", strings.Repeat("u = \"https://example.com/?q\"\n", deep), -1},
	} {
		d := CheckNesting([]byte(c.src), "f.tf", hcl.InitialPos)
		switch {
		case c.at < 0 && d.HasErrors():
			t.Errorf("%s: unexpected %s", c.name, d)
		case c.at >= 0 && !d.HasErrors():
			t.Errorf("%s: no error", c.name)
		case c.at >= 0 && d[0].Subject.Start.Byte != c.at:
			t.Errorf("%s: error at byte %d (%q), want %d", c.name, d[0].Subject.Start.Byte, c.src[d[0].Subject.Start.Byte:][:1], c.at)
		}
	}
}
