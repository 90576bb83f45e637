package config

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
)

func TestParseFileCapsErrors(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      int // errors reported
		more      int // errors left out, or 0
	}{
		{"garbage", strings.Repeat("\x00\xff{[\"$", 2000), MaxFileErrors + 1, -1},
		// One error per invalid character, and one for the missing
		// argument.
		{"invalid characters", strings.Repeat("§", 50) + "\n", MaxFileErrors + 1, 51 - MaxFileErrors},
		{"a few invalid characters", strings.Repeat("§", MaxFileErrors-1) + "\n", MaxFileErrors, 0},
	} {
		p := NewParser(fstest.MapFS{"main.tf": &fstest.MapFile{Data: []byte(c.src)}})
		_, diags := p.ParseFile("main.tf")
		if len(diags.Errs()) != c.want {
			t.Errorf("%s: %d errors, want %d", c.name, len(diags.Errs()), c.want)
			continue
		}
		last := diags[len(diags)-1]
		switch {
		case c.more == 0 && last.Summary == "Too many errors":
			t.Errorf("%s: unexpected %q", c.name, last.Detail)
		case c.more != 0 && (last.Summary != "Too many errors" || last.Subject == nil):
			t.Errorf("%s: last error %q, want the errors left out counted, at the first of them", c.name, last.Summary)
		case c.more > 0 && !strings.Contains(last.Detail, fmt.Sprintf("%d more errors after the %d shown", c.more, MaxFileErrors)):
			t.Errorf("%s: %q", c.name, last.Detail)
		}
	}
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
