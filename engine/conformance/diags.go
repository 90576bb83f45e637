package conformance

import (
	"regexp"
	"strings"
)

// Diag is a diagnostic read back from -no-color command output.
type Diag struct {
	Severity string // "error" or "warning"
	Summary  string
	// Detail is the text after the source-location block, without
	// trailing blank lines.
	Detail string
}

var diagHead = regexp.MustCompile(`^(?:[│|] )?(Error|Warning): (.*)$`)

// ParseDiags extracts the diagnostics of human-readable CLI output as the
// runner's parse_diags does, for both the plain and the box-drawing (│)
// layouts.
func ParseDiags(text string) []Diag {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	clean := make([]string, len(lines))
	for i, ln := range lines {
		switch {
		case strings.HasPrefix(ln, "│ "):
			ln = strings.TrimPrefix(ln, "│ ")
		case ln == "│" || ln == "╷" || ln == "╵":
			ln = ""
		}
		clean[i] = ln
	}
	isBlank := func(s string) bool { return pyStrip(s) == "" }
	var diags []Diag
	for i, n := 0, len(clean); i < n; {
		m := diagHead.FindStringSubmatch(clean[i])
		if m == nil {
			i++
			continue
		}
		d := Diag{Severity: strings.ToLower(m[1]), Summary: pyRstrip(m[2])}
		i++
		var body []string
		for i < n && !diagHead.MatchString(clean[i]) {
			body = append(body, clean[i])
			i++
		}
		for len(body) > 0 && isBlank(body[0]) {
			body = body[1:]
		}
		// A source-location block ("  on FILE line N..." and its snippet)
		// runs up to the next blank line.
		if len(body) > 0 && (strings.HasPrefix(body[0], "  on ") || strings.HasPrefix(body[0], "  with ")) {
			for len(body) > 0 && !isBlank(body[0]) {
				body = body[1:]
			}
			for len(body) > 0 && isBlank(body[0]) {
				body = body[1:]
			}
		}
		for len(body) > 0 && isBlank(body[len(body)-1]) {
			body = body[:len(body)-1]
		}
		d.Detail = strings.Join(body, "\n")
		diags = append(diags, d)
	}
	return diags
}

// firstError returns the first error diagnostic of text, if any.
func firstError(text string) (Diag, bool) {
	for _, d := range ParseDiags(text) {
		if d.Severity == "error" {
			return d, true
		}
	}
	return Diag{}, false
}
