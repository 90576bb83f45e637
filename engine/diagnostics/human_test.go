package diagnostics

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

func parseSrc(t *testing.T, name, src string) (*hcl.File, Sources) {
	t.Helper()
	f, diags := hclsyntax.ParseConfig([]byte(src), name, hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	return f, Sources{name: f}
}

func TestHumanOperandError(t *testing.T) {
	f, src := parseSrc(t, "main.tf", "output \"x\" { value = \"a\" + 1 }\n")
	attr := f.Body.(*hclsyntax.Body).Blocks[0].Body.Attributes["value"]
	_, diags := attr.Expr.Value(&hcl.EvalContext{})
	want := "\nError: Invalid operand\n\n" +
		"  on main.tf line 1, in output \"x\":\n" +
		"   1: output \"x\" { value = \"a\" + 1 }\n\n" +
		"Unsuitable value for left operand: a number is required.\n"
	if got := Human(diags, src, DefaultWidth); got != want {
		t.Errorf("got:\n%q\nwant:\n%q", got, want)
	}
}

func TestHumanLayout(t *testing.T) {
	code := "locals {\n  a = var.x\n\n  b = [\n    var.y,\n  ]\n}\n"
	f, src := parseSrc(t, "main.tf", code)
	body := f.Body.(*hclsyntax.Body).Blocks[0].Body
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{"var": cty.ObjectVal(map[string]cty.Value{
		"x": cty.StringVal("foo"), "y": cty.NumberIntVal(12),
	})}}
	b := body.Attributes["b"]
	subj := b.Expr.Range()
	long := strings.Repeat("word ", 20) + "end."
	diags := hcl.Diagnostics{
		{
			Severity: hcl.DiagWarning, Summary: "Something odd",
			Detail:  long + "\n\n  indented " + long + "\nlast",
			Subject: &subj, Expression: b.Expr, EvalContext: ctx,
		},
		{Severity: hcl.DiagError, Summary: "No range", Detail: "Just detail.", Extra: addressExtra("terraform_data.x")},
		{Severity: hcl.DiagError, Summary: "Console", Detail: "Bad.", Subject: &hcl.Range{
			Filename: ConsoleFilename, Start: hcl.Pos{Line: 1, Column: 1}, End: hcl.Pos{Line: 1, Column: 2, Byte: 1},
		}},
		{Severity: hcl.DiagError, Summary: "No detail", Subject: &subj},
	}
	want := "\nWarning: Something odd\n\n" +
		"  on main.tf line 4, in locals:\n" +
		"   4:   b = [\n" +
		"   5:     var.y,\n" +
		"   6:   ]\n" +
		"    ├────────────────\n" +
		"    │ var.y is 12\n\n" +
		strings.Repeat("word ", 14) + "word\n" + strings.Repeat("word ", 5) + "end.\n\n" +
		"  indented " + long + "\n" +
		"last\n" +
		"\nError: No range\n\n" +
		"  with terraform_data.x,\n" +
		"Just detail.\n" +
		"\nError: Console\n\n" +
		"  on <console-input> line 1:\n  (source code not available)\n\n" +
		"Bad.\n" +
		"\nError: No detail\n\n" +
		"  on main.tf line 4, in locals:\n" +
		"   4:   b = [\n   5:     var.y,\n   6:   ]\n\n"
	if got := Human(diags, src, DefaultWidth); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	// Without wrapping the detail is printed as is.
	if got := HumanDiagnostic(diags[0], src, 0); !strings.Contains(got, "\n"+long+"\n") {
		t.Errorf("width 0 wrapped the detail:\n%s", got)
	}
	// The console adds a newline after each diagnostic.
	if got := Console(diags[2:3], nil, DefaultWidth); got != HumanDiagnostic(diags[2], nil, DefaultWidth)+"\n" {
		t.Errorf("console: %q", got)
	}
}

// TestSnippetLines checks the quoted lines: every line overlapping the
// context, except empty ones (which overlap nothing, so Terraform leaves
// them out), and the highlight offsets.
func TestSnippetLines(t *testing.T) {
	code := "resource \"a\" \"b\" {\n  x = 1\n\n  y = 2\n}\n"
	f, src := parseSrc(t, "main.tf", code)
	blk := f.Body.(*hclsyntax.Body).Blocks[0]
	subj := blk.Body.Attributes["x"].SrcRange
	ctxRange := blk.Range()
	d := &hcl.Diagnostic{Summary: "S", Subject: &subj, Context: &ctxRange}
	sn := ToJSON(hcl.Diagnostics{d}, src)[0].Snippet
	if sn.Code != "resource \"a\" \"b\" {\n  x = 1\n  y = 2\n}" || sn.StartLine != 1 {
		t.Errorf("code %q from line %d", sn.Code, sn.StartLine)
	}
	if got := sn.Code[sn.HighlightStartOffset:sn.HighlightEndOffset]; got != "x = 1" {
		t.Errorf("highlight %q", got)
	}
	if sn.Context == nil || *sn.Context != `resource "a" "b"` {
		t.Errorf("context %v", sn.Context)
	}
	// A subject starting a block names no context.
	hdr := blk.DefRange()
	if sn := ToJSON(hcl.Diagnostics{{Subject: &hdr}}, src)[0].Snippet; sn.Context != nil {
		t.Errorf("header context %q", *sn.Context)
	}
	// An empty subject is widened to one byte.
	at := hcl.Range{Filename: "main.tf", Start: subj.Start, End: subj.Start}
	jd := ToJSON(hcl.Diagnostics{{Subject: &at}}, src)[0]
	if jd.Range.End.Byte != at.Start.Byte+1 || jd.Snippet.HighlightEndOffset-jd.Snippet.HighlightStartOffset != 1 {
		t.Errorf("empty subject: %+v %+v", jd.Range, jd.Snippet)
	}
}
