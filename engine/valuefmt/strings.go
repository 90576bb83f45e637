package valuefmt

import (
	"strconv"
	"strings"
)

// heredocMarker is the delimiter the console uses for multi-line strings.
const heredocMarker = "EOT"

// writeString renders a string: quoted when it fits on one line, otherwise
// as a heredoc. At the top level the heredoc is a plain `<<EOT`; nested in
// a collection it is an indented `<<-EOT` whose lines and closing marker
// carry the indentation of the enclosing element.
func writeString(b *strings.Builder, s string, depth int) {
	if !strings.Contains(s, "\n") {
		b.WriteString(quote(s))
		return
	}
	pad := strings.Repeat(indentUnit, depth)
	if depth == 0 {
		b.WriteString("<<" + heredocMarker + "\n")
	} else {
		b.WriteString("<<-" + heredocMarker + "\n")
	}
	for _, line := range strings.Split(s, "\n") {
		b.WriteString(pad)
		b.WriteString(line)
		b.WriteString("\n")
	}
	b.WriteString(pad)
	b.WriteString(heredocMarker)
}

// quote renders a single-line string in double quotes with Go-style
// escapes, which is what the console shows: `\"`, `\\`, `\t`, `\r`,
// `\x00` for control characters, `\u2028` for non-printable runes, and
// every other character raw.
func quote(s string) string {
	return strconv.Quote(s)
}
