package render

import (
	"strings"

	"github.com/tfplay/tfplay/engine/plans"
)

// colorizer turns Terraform's colour markup ("[green]+[reset]") into ANSI
// escape sequences, or strips it when colour is off. It behaves like the
// colour markup library the Terraform CLI uses: an unknown "[word]" is left
// as written, and when a colour is still active at the end of a string a
// reset sequence is appended.
type colorizer struct {
	enabled bool
}

// markupTags returns the positions of the markup tags in s: each
// "[word]" whose word is one or more ASCII letters, digits, '_' or '-',
// leftmost first and not overlapping, as the regular expression
// `(?i)\[[a-z0-9_-]+\]` finds them. Scanned by hand: the plan renderer
// colours every line, and a regular expression's matching allocated a
// tenth of the renderer's memory.
func markupTags(s string) [][2]int {
	var locs [][2]int
	for i := 0; i < len(s); i++ {
		if s[i] != '[' {
			continue
		}
		j := i + 1
		for j < len(s) && isMarkupByte(s[j]) {
			j++
		}
		if j > i+1 && j < len(s) && s[j] == ']' {
			locs = append(locs, [2]int{i, j + 1})
			i = j
		}
	}
	return locs
}

func isMarkupByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-'
}

// ansiCodes are the markup names Terraform's output uses and their SGR
// parameters.
var ansiCodes = map[string]string{
	"default":    "39",
	"black":      "30",
	"red":        "31",
	"green":      "32",
	"yellow":     "33",
	"blue":       "34",
	"magenta":    "35",
	"cyan":       "36",
	"light_gray": "37",
	"dark_gray":  "90",
	"bold":       "1",
	"dim":        "2",
	"underline":  "4",
	"reset":      "0",
	"reset_bold": "21",
}

// color replaces the markup in s.
func (c colorizer) color(s string) string {
	if strings.IndexByte(s, '[') < 0 {
		return s
	}
	locs := markupTags(s)
	if len(locs) == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8*len(locs))
	last := 0
	active := false
	for _, loc := range locs {
		b.WriteString(s[last:loc[0]])
		last = loc[1]
		name := s[loc[0]+1 : loc[1]-1]
		code, ok := ansiCodes[name]
		if !ok {
			b.WriteString(s[loc[0]:loc[1]])
			continue
		}
		active = name != "reset"
		if c.enabled {
			b.WriteString("\x1b[")
			b.WriteString(code)
			b.WriteByte('m')
		}
	}
	b.WriteString(s[last:])
	if active && c.enabled {
		b.WriteString("\x1b[0m")
	}
	return b.String()
}

// symbolMarkup is the three-character marker of an action, with colour
// markup.
func symbolMarkup(a plans.Action) string {
	switch a {
	case plans.DeleteThenCreate:
		return "[red]-[reset]/[green]+[reset]"
	case plans.CreateThenDelete:
		return "[green]+[reset]/[red]-[reset]"
	case plans.Create:
		return "  [green]+[reset]"
	case plans.Delete:
		return "  [red]-[reset]"
	case plans.Forget:
		return " [red].[reset]"
	case plans.Read:
		return " [cyan]<=[reset]"
	case plans.Update:
		return "  [yellow]~[reset]"
	case plans.NoOp:
		return "   "
	}
	return "  ?"
}
