package command

import (
	"regexp"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/diagnostics"
)

// printer renders terraform's coloured output, or plain text with
// -no-color.
type printer struct {
	noColor bool
}

func newPrinter(noColor bool) printer { return printer{noColor: noColor} }

var colorCodes = map[string]string{
	"reset": "\x1b[0m", "bold": "\x1b[1m", "dim": "\x1b[2m",
	"red": "\x1b[31m", "green": "\x1b[32m", "yellow": "\x1b[33m",
	"blue": "\x1b[34m", "magenta": "\x1b[35m", "cyan": "\x1b[36m",
}

var colorTag = regexp.MustCompile(`\[(reset|bold|dim|red|green|yellow|blue|magenta|cyan)\]`)

// color expands [green]-style tags to ANSI codes, or strips them.
func (p printer) color(s string) string {
	return colorTag.ReplaceAllStringFunc(s, func(tag string) string {
		if p.noColor {
			return ""
		}
		return colorCodes[strings.Trim(tag, "[]")]
	})
}

// diags renders diagnostics as terraform prints them.
func (p printer) diags(diags hcl.Diagnostics, src diagnostics.Sources) string {
	if len(diags) == 0 {
		return ""
	}
	// Terraform prints diagnostics in source order.
	sorted := append(hcl.Diagnostics{}, diags...)
	diagnostics.Sort(sorted)
	if p.noColor {
		return diagnostics.Human(sorted, src, 78)
	}
	var b strings.Builder
	for _, d := range sorted {
		b.WriteString(boxDiagnostic(d, diagnostics.HumanDiagnostic(d, src, 76)))
	}
	return b.String()
}

// boxDiagnostic draws a diagnostic as Terraform does on a colour
// terminal: inside a bar of box-drawing characters, red for errors and
// yellow for warnings, with the severity in bold.
func boxDiagnostic(d *hcl.Diagnostic, plain string) string {
	bar := colorCodes["red"]
	if d.Severity == hcl.DiagWarning {
		bar = colorCodes["yellow"]
	}
	reset, bold := colorCodes["reset"], colorCodes["bold"]
	lines := strings.Split(strings.TrimPrefix(strings.TrimSuffix(plain, "\n"), "\n"), "\n")
	var b strings.Builder
	b.WriteString(bar + "╷" + reset + "\n")
	for i, l := range lines {
		if i == 0 {
			if label, rest, ok := strings.Cut(l, ": "); ok {
				l = bold + bar + label + ": " + reset + bold + rest + reset
			}
		}
		b.WriteString(bar + "│" + reset + " " + l + "\n")
	}
	b.WriteString(bar + "╵" + reset + "\n")
	return b.String()
}

// report prints diagnostics as Terraform does: errors on standard error,
// warnings on standard output, in source order.
func (p printer) report(wd *workdir, diags hcl.Diagnostics, src diagnostics.Sources) {
	sorted := append(hcl.Diagnostics{}, diags...)
	diagnostics.Sort(sorted)
	for _, d := range sorted {
		text := p.diags(hcl.Diagnostics{d}, src)
		if d.Severity == hcl.DiagWarning {
			wd.stdout.WriteString(text)
		} else {
			wd.stderr.WriteString(text)
		}
	}
}
