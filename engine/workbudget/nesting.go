package workbudget

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// MaxNesting is how deeply brackets, braces, parentheses, template
// interpolations, unary operators and conditionals may nest in one file
// or console line. hcl's parsers (native syntax and JSON) recurse once
// per level, and about 100,000 levels overflow the goroutine stack,
// which kills the whole process (the CLI, or the engine in the browser
// tab) beyond any recover; far fewer already take seconds to parse and
// evaluate: so the depth is measured before parsing.
const MaxNesting = 5000

// CheckNesting returns an error diagnostic when src nests deeper than
// MaxNesting, at the first opening that goes too deep, or nil. It counts
// every bracket, brace and parenthesis, inside strings and comments too;
// a run of unary operators ("- - !x", each applying to what follows);
// and the conditionals of a line whose "?" has not yet met its ":"
// ("a ? b ? c : d : e" nests b's conditional in a's). It is a cheap
// over-estimate that only a pathological file reaches.
func CheckNesting(src []byte, filename string, start hcl.Pos) hcl.Diagnostics {
	depth := 0
	// unary is the length of the current run of "-" and "!" (spaces
	// between them included); open is the number of "?" on this line
	// awaiting their ":".
	unary, open := 0, 0
	pos := start
	for i, c := range src {
		deeper := false
		switch c {
		case '(', '[', '{':
			depth++
			deeper = true
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		case '-', '!':
			unary++
			deeper = true
		case '?':
			open++
			deeper = true
		case ':':
			if open > 0 {
				open--
			}
		case '\n':
			open = 0
		}
		switch c {
		case '-', '!', ' ', '\t', '\r', '\n':
		default:
			unary = 0
		}
		if deeper && depth+unary+open > MaxNesting {
			end := hcl.Pos{Line: pos.Line, Column: pos.Column + 1, Byte: pos.Byte + 1}
			return hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Nesting limit exceeded",
				Detail:   fmt.Sprintf("Brackets, braces, parentheses, templates, unary operators or conditionals are nested more than %d levels deep here, which is tfplay's limit on nesting.", MaxNesting),
				Subject:  &hcl.Range{Filename: filename, Start: pos, End: end},
			}}
		}
		pos.Byte = start.Byte + i + 1
		if c == '\n' {
			pos.Line++
			pos.Column = 1
		} else if c < 0x80 || c >= 0xC0 {
			pos.Column++
		}
	}
	return nil
}
