package render

import (
	"regexp"
	"testing"

	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// markupPattern is the definition markupTags implements by hand.
var markupPattern = regexp.MustCompile(`(?i)\[[a-z0-9_-]+\]`)

func TestMarkupTags(t *testing.T) {
	for _, s := range []string{
		"", "plain", "[", "]", "[]", "[green]", "  [green]+[reset]",
		"[red]-[reset]/[green]+[reset]", "[[green]", "[ab[cd]", "[a b]",
		"x[Bold]y[RESET]", "[dark_gray]# (3 unchanged attributes hidden)[reset]",
		"[unknown-tag] [é] [a]]", "[green]",
	} {
		want := markupPattern.FindAllStringIndex(s, -1)
		got := markupTags(s)
		if len(got) != len(want) {
			t.Errorf("%q: got %v, want %v", s, got, want)
			continue
		}
		for i := range got {
			if got[i][0] != want[i][0] || got[i][1] != want[i][1] {
				t.Errorf("%q: got %v, want %v", s, got, want)
			}
		}
	}
}

func TestColor(t *testing.T) {
	tests := []struct{ in, on, off string }{
		{"plain", "plain", "plain"},
		{"  [green]+[reset] create", "  \x1b[32m+\x1b[0m create", "  + create"},
		{"[yellow]~", "\x1b[33m~\x1b[0m", "~"},
		{"[word] stays", "[word] stays", "[word] stays"},
	}
	for _, tt := range tests {
		if got := (colorizer{enabled: true}).color(tt.in); got != tt.on {
			t.Errorf("color on %q = %q, want %q", tt.in, got, tt.on)
		}
		if got := (colorizer{}).color(tt.in); got != tt.off {
			t.Errorf("color off %q = %q, want %q", tt.in, got, tt.off)
		}
	}
}

func TestAttrName(t *testing.T) {
	for _, name := range []string{
		"id", "name", "_x", "a-b", "a1", "A_b-9", "", "1a", "-a", "a.b", "a b",
		"héllo", "ünïcode", "with\"quote", "tags", "x-", "__",
	} {
		want := name
		if !hclsyntax.ValidIdentifier(name) {
			want = `"` + name + `"`
			if name == `with"quote` {
				want = `"with\"quote"`
			}
		}
		if got := attrName(name); got != want {
			t.Errorf("attrName(%q) = %s, want %s", name, got, want)
		}
	}
}
