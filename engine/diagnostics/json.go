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
	subj := *d.Subject
	jd.Range = &Range{
		Filename: subj.Filename,
		Start:    Pos{subj.Start.Line, subj.Start.Column, subj.Start.Byte},
		End:      Pos{subj.End.Line, subj.End.Column, subj.End.Byte},
	}
	file := src[subj.Filename]
	if file == nil || file.Bytes == nil {
		return jd
	}
	jd.Snippet = snippet(d, file)
	return jd
}

// snippet quotes the lines of the diagnostic's context (or subject) range.
func snippet(d *hcl.Diagnostic, file *hcl.File) *Snippet {
	subj := *d.Subject
	highlight := subj
	codeRange := subj
	if d.Context != nil {
		codeRange = hcl.RangeOver(*d.Context, subj)
	}
	// Widen the code range to whole lines.
	src := file.Bytes
	start := codeRange.Start.Byte
	if start > len(src) {
		start = len(src)
	}
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	end := codeRange.End.Byte
	if end > len(src) {
		end = len(src)
	}
	if end < start {
		end = start
	}
	// A range ending at a line's start covers nothing of that line.
	if end > start && end > codeRange.Start.Byte && src[end-1] == '\n' {
		end--
	}
	for end < len(src) && src[end] != '\n' {
		end++
	}
	code := strings.TrimSuffix(string(src[start:end]), "\r")
	s := &Snippet{
		Code:                 code,
		StartLine:            codeRange.Start.Line,
		HighlightStartOffset: clamp(highlight.Start.Byte-start, 0, len(code)),
		HighlightEndOffset:   clamp(highlight.End.Byte-start, 0, len(code)),
		Values:               ExpressionValues(d),
	}
	if ctx := hcled.ContextString(file, subj.Start.Byte); ctx != "" {
		s.Context = &ctx
	}
	return s
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
