package config

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

func TestParseFileCapsErrors(t *testing.T) {
	garbage := strings.Repeat("\x00\xff{[\"$", 2000) // 12,000 bytes, one line
	manyLines := strings.Repeat("§\n", MaxFileErrors+200)
	for _, c := range []struct {
		name, src string
		want      int // errors reported, "Too many errors" included
		capped    bool
	}{
		// Each error quotes the 12,000-byte line: as many as fit in
		// MaxQuotedErrorBytes, then one for the rest.
		{"garbage on one line", garbage, MaxQuotedErrorBytes/12000 + 1, true},
		// One error per invalid character, and one for the missing
		// argument: all of them, as Terraform reports.
		{"invalid characters", strings.Repeat("§", 50) + "\n", 51, false},
		{"short lines", manyLines, MaxFileErrors + 1, true},
		{"one line too long to quote", strings.Repeat("§", MaxQuotedErrorBytes) + "\n", 2, true},
	} {
		total := len(parseErrors(t, c.src))
		p := NewParser(fstest.MapFS{"main.tf": &fstest.MapFile{Data: []byte(c.src)}})
		_, diags := p.ParseFile("main.tf")
		if len(diags.Errs()) != c.want {
			t.Errorf("%s: %d errors, want %d", c.name, len(diags.Errs()), c.want)
			continue
		}
		last := diags[len(diags)-1]
		switch {
		case !c.capped && last.Summary == "Too many errors":
			t.Errorf("%s: unexpected %q", c.name, last.Detail)
		case c.capped && (last.Summary != "Too many errors" || last.Subject == nil):
			t.Errorf("%s: last error %q, want the errors left out counted, at the first of them", c.name, last.Summary)
		case c.capped && !strings.Contains(last.Detail, fmt.Sprintf("%d more errors after the %d shown", total-(c.want-1), c.want-1)):
			t.Errorf("%s: %q (%d errors in all)", c.name, last.Detail, total)
		}
	}
}

// parseErrors are hcl's own errors for src, without the cap.
func parseErrors(t *testing.T, src string) []error {
	t.Helper()
	_, diags := hclsyntax.ParseConfig([]byte(src), "main.tf", hcl.InitialPos)
	return diags.Errs()
}

func TestNestingErrorQuotesUpToTheError(t *testing.T) {
	deep := strings.Repeat("[", 6000)
	for _, c := range []struct {
		name, src string
		quoted    bool
	}{
		{"short line", "a = " + deep, true},
		{"line too long to quote", strings.Repeat(" ", 20<<10) + deep, false},
		{"long file, short line", strings.Repeat("# x\n", 20<<10) + deep, true},
	} {
		p := NewParser(fstest.MapFS{"main.tf": &fstest.MapFile{Data: []byte(c.src)}})
		_, diags := p.ParseFile("main.tf")
		if len(diags) != 1 || diags[0].Summary != "Nesting limit exceeded" {
			t.Fatalf("%s: %s", c.name, diags)
		}
		f := p.Sources()["main.tf"]
		if (f != nil) != c.quoted {
			t.Errorf("%s: source kept %v, want %v", c.name, f != nil, c.quoted)
		}
		if f != nil && len(f.Bytes) != diags[0].Subject.End.Byte {
			t.Errorf("%s: %d bytes kept, want up to the error (%d)", c.name, len(f.Bytes), diags[0].Subject.End.Byte)
		}
	}
}
