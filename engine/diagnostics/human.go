package diagnostics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/mitchellh/go-wordwrap"
)

// ConsoleFilename is the filename of expressions typed into the console.
// It never has source in Sources, so its diagnostics say "(source code not
// available)" as Terraform's console does.
const ConsoleFilename = "<console-input>"

// DefaultWidth is the terminal width Terraform assumes when its output is
// not a terminal; detail paragraphs are wrapped one column short of it.
const DefaultWidth = 78

// Human renders diagnostics as Terraform prints them with -no-color: each
// one starts with a blank line, then "Error: " or "Warning: " and the
// summary; then, when the diagnostic has a source range, where it is
// ("on FILE line N, in CONTEXT:"), the quoted source lines and the values
// of the references involved; then the detail, its paragraphs word-wrapped
// to width-1 columns (lines starting with a space are left as they are;
// width <= 1 disables wrapping).
func Human(diags hcl.Diagnostics, src Sources, width int) string {
	var b strings.Builder
	for _, d := range diags {
		b.WriteString(HumanDiagnostic(d, src, width))
	}
	return b.String()
}

// Console renders diagnostics as `terraform console` prints them: like
// Human, with an extra newline after each diagnostic.
func Console(diags hcl.Diagnostics, src Sources, width int) string {
	var b strings.Builder
	for _, d := range diags {
		b.WriteString(HumanDiagnostic(d, src, width))
		b.WriteString("\n")
	}
	return b.String()
}

// HumanDiagnostic renders one diagnostic; see Human.
func HumanDiagnostic(d *hcl.Diagnostic, src Sources, width int) string {
	jd := toJSON(d, src)
	var b strings.Builder
	switch d.Severity {
	case hcl.DiagWarning:
		b.WriteString("\nWarning: ")
	default:
		b.WriteString("\nError: ")
	}
	// The summary is never wrapped.
	b.WriteString(jd.Summary + "\n\n")
	writeLocation(&b, jd)
	if jd.Detail != "" {
		writeDetail(&b, jd.Detail, width)
	}
	return b.String()
}

// writeLocation writes the resource address, the source position, the
// quoted code and the values block, followed by a blank line. Nothing
// after the address is written for a diagnostic without a range.
func writeLocation(b *strings.Builder, jd Diagnostic) {
	if jd.Address != "" {
		fmt.Fprintf(b, "  with %s,\n", jd.Address)
	}
	if jd.Range == nil {
		return
	}
	sn := jd.Snippet
	if sn == nil {
		fmt.Fprintf(b, "  on %s line %d:\n  (source code not available)\n\n", jd.Range.Filename, jd.Range.Start.Line)
		return
	}
	in := ""
	if sn.Context != nil {
		in = ", in " + *sn.Context
	}
	fmt.Fprintf(b, "  on %s line %d%s:\n", jd.Range.Filename, jd.Range.Start.Line, in)
	for i, line := range strings.Split(sn.Code, "\n") {
		fmt.Fprintf(b, "%4d: %s\n", sn.StartLine+i, line)
	}
	call := sn.FunctionCall
	if len(sn.Values) > 0 || call != nil {
		values := append([]ExpressionValue(nil), sn.Values...)
		sort.SliceStable(values, func(i, j int) bool { return values[i].Traversal < values[j].Traversal })
		b.WriteString("    ├────────────────\n")
		if call != nil {
			fmt.Fprintf(b, "    │ while calling %s\n", call.String())
		}
		for _, v := range values {
			fmt.Fprintf(b, "    │ %s %s\n", v.Traversal, v.Statement)
		}
	}
	b.WriteString("\n")
}

// writeDetail writes the detail line by line, wrapping each line that
// does not start with a space at width-1 columns.
func writeDetail(b *strings.Builder, detail string, width int) {
	if width <= 1 {
		b.WriteString(detail + "\n")
		return
	}
	for _, line := range strings.Split(detail, "\n") {
		if !strings.HasPrefix(line, " ") {
			line = wordwrap.WrapString(line, uint(width-1))
		}
		b.WriteString(line + "\n")
	}
}
