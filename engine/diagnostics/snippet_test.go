package diagnostics

import (
	"bufio"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// rangeScannerCode quotes the lines overlapping r as hcl.RangeScanner
// cuts them: the reference the snippet's own line finder must match.
func rangeScannerCode(src []byte, r hcl.Range) string {
	var code strings.Builder
	sc := hcl.NewRangeScanner(src, r.Filename, bufio.ScanLines)
	for sc.Scan() {
		if line := sc.Range(); line.Overlaps(r) {
			code.Write(line.SliceBytes(src))
			code.WriteByte('\n')
		}
	}
	return strings.TrimSuffix(code.String(), "\n")
}

// TestSnippetCodeLikeRangeScanner compares the quoted lines with
// hcl.RangeScanner's for every range of a few small files: blank lines,
// CRLF line ends, a last line without a newline, multi-byte characters.
func TestSnippetCodeLikeRangeScanner(t *testing.T) {
	for _, code := range []string{
		"a = 1\n\nb = 2\n",
		"a = 1\r\nb = \"é\"\r\n\r\nc = 3",
		"\n\nx = [\n  1,\n]\n\n",
		"only",
	} {
		f := &hcl.File{Bytes: []byte(code)}
		for s := 0; s <= len(code); s++ {
			for e := s; e <= len(code); e++ {
				r := hcl.Range{Filename: "m.tf", Start: hcl.Pos{Byte: s, Line: 1, Column: 1}, End: hcl.Pos{Byte: e, Line: 1, Column: 1}}
				highlight, codeRange := snippetRanges(&hcl.Diagnostic{Subject: &r})
				got := snippet(&hcl.Diagnostic{Subject: &r}, f, highlight, codeRange).Code
				if want := rangeScannerCode(f.Bytes, codeRange); got != want {
					t.Fatalf("%q, bytes %d-%d: quoted %q, want %q", code, s, e, got, want)
				}
			}
		}
	}
}

// TestSnippetLongLine quotes a diagnostic on a 1 MB line (minified JSON),
// which hcl.RangeScanner takes minutes to cut.
func TestSnippetLongLine(t *testing.T) {
	line := `{"locals": {"a": "` + strings.Repeat("x", 1<<20) + `"}}`
	f := &hcl.File{Bytes: []byte(line + "\n")}
	r := hcl.Range{Filename: "big.tf.json", Start: hcl.Pos{Byte: len(line) - 3, Line: 1, Column: len(line) - 2}, End: hcl.Pos{Byte: len(line) - 2, Line: 1, Column: len(line) - 1}}
	jd := ToJSON(hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "S", Subject: &r}}, Sources{"big.tf.json": f})[0]
	if jd.Snippet == nil || jd.Snippet.Code != line {
		t.Fatalf("the long line was not quoted whole")
	}
	if got := jd.Snippet.Code[jd.Snippet.HighlightStartOffset:jd.Snippet.HighlightEndOffset]; got != `"` {
		t.Errorf("highlight %q", got)
	}
}
