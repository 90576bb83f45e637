// Package diagnostics renders hcl.Diagnostics the way Terraform does: as the
// JSON objects of `terraform validate -json` and as the human-readable text
// the CLI prints.
package diagnostics

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hcled"
)

// Sources holds the parsed files of a configuration, keyed by the filename
// recorded in hcl ranges, so renderers can quote the code a diagnostic
// points at.
type Sources map[string]*hcl.File

// Pos is a position in a source file: 1-based line and column, 0-based byte.
type Pos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

// Range is a span of a source file.
type Range struct {
	Filename string `json:"filename"`
	Start    Pos    `json:"start"`
	End      Pos    `json:"end"`
}

// ExpressionValue is one "var.x is ..." line of a snippet.
type ExpressionValue struct {
	Traversal string `json:"traversal"`
	Statement string `json:"statement"`
}

// Snippet is the source excerpt attached to a diagnostic.
type Snippet struct {
	Context              *string           `json:"context"`
	Code                 string            `json:"code"`
	StartLine            int               `json:"start_line"`
	HighlightStartOffset int               `json:"highlight_start_offset"`
	HighlightEndOffset   int               `json:"highlight_end_offset"`
	Values               []ExpressionValue `json:"values"`
	FunctionCall         *FunctionCall     `json:"function_call,omitempty"`
}

// Diagnostic is one diagnostic in Terraform's JSON shape.
type Diagnostic struct {
	Severity string   `json:"severity"`
	Summary  string   `json:"summary"`
	Detail   string   `json:"detail"`
	Address  string   `json:"address,omitempty"`
	Range    *Range   `json:"range,omitempty"`
	Snippet  *Snippet `json:"snippet,omitempty"`
}

// ValidateResult is the document printed by `validate -json`.
type ValidateResult struct {
	FormatVersion string       `json:"format_version"`
	Valid         bool         `json:"valid"`
	ErrorCount    int          `json:"error_count"`
	WarningCount  int          `json:"warning_count"`
	Diagnostics   []Diagnostic `json:"diagnostics"`
}

// Severity returns Terraform's name for an hcl severity.
func Severity(s hcl.DiagnosticSeverity) string {
	if s == hcl.DiagWarning {
		return "warning"
	}
	return "error"
}

// ToJSON converts diagnostics to Terraform's JSON objects.
func ToJSON(diags hcl.Diagnostics, src Sources) []Diagnostic {
	out := make([]Diagnostic, 0, len(diags))
	for _, d := range diags {
		out = append(out, toJSON(d, src))
	}
	return out
}

func toJSON(d *hcl.Diagnostic, src Sources) Diagnostic {
	jd := Diagnostic{Severity: Severity(d.Severity), Summary: d.Summary, Detail: d.Detail}
	if addr, ok := d.Extra.(interface{ DiagnosticAddress() string }); ok {
		jd.Address = addr.DiagnosticAddress()
	}
	if d.Subject == nil {
		return jd
	}
	highlight, codeRange := snippetRanges(d)
	jd.Range = &Range{
		Filename: highlight.Filename,
		Start:    Pos{highlight.Start.Line, highlight.Start.Column, highlight.Start.Byte},
		End:      Pos{highlight.End.Line, highlight.End.Column, highlight.End.Byte},
	}
	file := src[highlight.Filename]
	if file == nil || file.Bytes == nil {
		return jd
	}
	jd.Snippet = snippet(d, file, highlight, codeRange)
	return jd
}

// snippetRanges returns the range to highlight (the subject, its end set
// to its start when missing) and the range of code to quote (the context
// widened to include the subject). Empty ranges are widened to one byte so
// the snippet always shows something.
func snippetRanges(d *hcl.Diagnostic) (highlight, codeRange hcl.Range) {
	highlight = *d.Subject
	if highlight.End == (hcl.Pos{}) {
		highlight.End = highlight.Start
	}
	codeRange = highlight
	if d.Context != nil {
		codeRange = *d.Context
	}
	codeRange = hcl.RangeOver(codeRange, highlight)
	for _, r := range []*hcl.Range{&codeRange, &highlight} {
		if r.Empty() {
			r.End.Byte++
			r.End.Column++
		}
	}
	return highlight, codeRange
}

// snippet quotes every source line that overlaps codeRange (an empty line
// never overlaps anything, so it is left out, as Terraform does) and
// locates the highlight within the quoted code.
func snippet(d *hcl.Diagnostic, file *hcl.File, highlight, codeRange hcl.Range) *Snippet {
	src := file.Bytes
	var code strings.Builder
	codeStart := -1
	for start := 0; start < len(src); {
		// One line, as bufio.ScanLines cuts it: without its newline and a
		// carriage return before it. Lines are found in the bytes, not
		// with hcl.RangeScanner, which counts the columns of every line
		// and slows to a near-hang on lines longer than 64 KB (minified
		// JSON).
		end, next := len(src), len(src)
		if i := bytes.IndexByte(src[start:], '\n'); i >= 0 {
			end, next = start+i, start+i+1
		}
		lineEnd := end
		if lineEnd > start && src[lineEnd-1] == '\r' {
			lineEnd--
		}
		if overlaps(start, lineEnd, codeRange.Start.Byte, codeRange.End.Byte) {
			if codeStart < 0 {
				codeStart = start
			}
			code.Write(src[start:lineEnd])
			code.WriteByte('\n')
		}
		if start > codeRange.End.Byte {
			break
		}
		start = next
	}
	if codeStart < 0 {
		codeStart = 0
	}
	text := strings.TrimSuffix(code.String(), "\n")
	start := highlight.Start.Byte - codeStart
	end := start + (highlight.End.Byte - highlight.Start.Byte)
	s := &Snippet{
		Code:                 text,
		StartLine:            codeRange.Start.Line,
		HighlightStartOffset: clamp(start, 0, len(text)),
		HighlightEndOffset:   clamp(end, 0, len(text)),
		Values:               ExpressionValues(d),
		FunctionCall:         DescribeFunctionCall(d),
	}
	// The enclosing block is looked up just before the subject, so a
	// subject that starts a block (a block header) names no context.
	if ctx := hcled.ContextString(file, highlight.Start.Byte-1); ctx != "" {
		s.Context = &ctx
	}
	return s
}

// overlaps reports whether the byte ranges [s1, e1) and [s2, e2) overlap
// as hcl.Range.Overlaps has it: never when one is empty, otherwise when
// either contains the start or the end of the other.
func overlaps(s1, e1, s2, e2 int) bool {
	if s1 == e1 || s2 == e2 {
		return false
	}
	in := func(o, s, e int) bool { return o >= s && o < e }
	return in(s2, s1, e1) || in(e2, s1, e1) || in(s1, s2, e2) || in(e1, s2, e2)
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// ValidateJSON renders the whole `terraform validate -json` document,
// indented and newline-terminated as Terraform prints it.
func ValidateJSON(diags hcl.Diagnostics, src Sources) []byte {
	res := ValidateResult{FormatVersion: "1.0", Diagnostics: ToJSON(diags, src)}
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			res.ErrorCount++
		} else {
			res.WarningCount++
		}
	}
	res.Valid = res.ErrorCount == 0
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(res)
	return buf.Bytes()
}

// Sort orders diagnostics by file and position, errors and warnings
// interleaved, keeping the original order of equal ones.
func Sort(diags hcl.Diagnostics) {
	sort.SliceStable(diags, func(i, j int) bool {
		a, b := diags[i].Subject, diags[j].Subject
		if a == nil || b == nil {
			return a == nil && b != nil
		}
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Start.Byte < b.Start.Byte
	})
}
