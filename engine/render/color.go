package render

import (
	"regexp"
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

// markupCode matches one markup tag.
var markupCode = regexp.MustCompile(`(?i)\[[a-z0-9_-]+\]`)

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
	locs := markupCode.FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return s
	}
	var b strings.Builder
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
			b.WriteString("\x1b[" + code + "m")
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
