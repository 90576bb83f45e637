package workbudget

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// MaxNesting is how deeply brackets, braces, parentheses and template
// interpolations may nest in one file or console line. hcl's parsers
// (native syntax and JSON) recurse once per level, and about 100,000
// levels overflow the goroutine stack, which kills the whole process
// (the CLI, or the engine in the browser tab) beyond any recover: so the
// depth is measured before parsing.
const MaxNesting = 5000

// CheckNesting returns an error diagnostic when src nests deeper than
// MaxNesting, at the first opening that goes too deep, or nil. It counts
// every bracket, brace and parenthesis, inside strings and comments too:
// a cheap over-estimate that only a pathological file reaches.
func CheckNesting(src []byte, filename string, start hcl.Pos) hcl.Diagnostics {
	depth := 0
	pos := start
	for i, c := range src {
		switch c {
		case '(', '[', '{':
			depth++
			if depth > MaxNesting {
				end := hcl.Pos{Line: pos.Line, Column: pos.Column + 1, Byte: pos.Byte + 1}
				return hcl.Diagnostics{{
					Severity: hcl.DiagError,
					Summary:  "Nesting limit exceeded",
					Detail:   fmt.Sprintf("Brackets, braces, parentheses or templates are nested more than %d levels deep here, which is tfplay's limit on nesting.", MaxNesting),
					Subject:  &hcl.Range{Filename: filename, Start: pos, End: end},
				}}
			}
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
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
