package render

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/tfplay/tfplay/engine/plans"
)

// diff is the computed change of one value: how to render it, the action
// its marker shows and whether it forces replacement of the resource.
type diff struct {
	r       renderer
	action  plans.Action
	replace bool
}

// renderer draws one kind of diff. Multi-line results indent every line
// after the first by indent levels.
type renderer interface {
	render(d diff, indent int, o renderOpts) string
	warnings(d diff, indent int, o renderOpts) []string
}

func (d diff) render(indent int, o renderOpts) string { return d.r.render(d, indent, o) }

func (d diff) warnings(indent int, o renderOpts) []string {
	if d.r == nil {
		return nil
	}
	return d.r.warnings(d, indent, o)
}

// renderOpts tune rendering as it descends into a value.
type renderOpts struct {
	c colorizer
	// noNullSuffix leaves out " -> null" on deletions.
	noNullSuffix bool
	// forceReplace and forbidReplace override a diff's own "forces
	// replacement" flag; they apply to one level only.
	forceReplace  bool
	forbidReplace bool
	// showUnchanged renders unchanged children instead of counting them.
	showUnchanged bool
	// hideSymbols leaves out the action markers (state rendering).
	hideSymbols bool
}

// child returns the options for the next level: the one-level overrides
// are dropped.
func (o renderOpts) child() renderOpts {
	o.forceReplace = false
	o.forbidReplace = false
	return o
}

// noWarnings is embedded by renderers that never warn.
type noWarnings struct{}

func (noWarnings) warnings(diff, int, renderOpts) []string { return nil }

// nullSuffix is " -> null" for a deletion, unless overridden.
func nullSuffix(a plans.Action, o renderOpts) string {
	if !o.noNullSuffix && a == plans.Delete {
		return o.c.color(" [dark_gray]-> null[reset]")
	}
	return ""
}

// replaceSuffix is " # forces replacement" when the diff, or its parent,
// forces replacement.
func replaceSuffix(replace bool, o renderOpts) string {
	if (replace || o.forceReplace) && !o.forbidReplace {
		return o.c.color(" [red]# forces replacement[reset]")
	}
	return ""
}

// pad is the indentation of a nesting level.
func pad(indent int) string {
	if indent >= 0 && indent < len(pads) {
		return pads[indent]
	}
	return strings.Repeat("    ", indent)
}

// pads are the common indentations, made once.
var pads = func() []string {
	out := make([]string, 12)
	for i := range out {
		out[i] = strings.Repeat("    ", i)
	}
	return out
}()

// symbol is the action marker and its trailing space, or nothing when
// markers are hidden.
func symbol(a plans.Action, o renderOpts) string {
	if o.hideSymbols {
		return ""
	}
	if m, ok := symbols[a]; ok {
		if o.c.enabled {
			return m[1]
		}
		return m[0]
	}
	return o.c.color(symbolMarkup(a)) + " "
}

// symbols are the actions' markers and their trailing space, made once:
// [0] without colour, [1] with colour.
var symbols = func() map[plans.Action][2]string {
	out := map[plans.Action][2]string{}
	for _, a := range []plans.Action{plans.NoOp, plans.Create, plans.Read, plans.Update, plans.DeleteThenCreate, plans.CreateThenDelete, plans.Delete, plans.Forget} {
		m := symbolMarkup(a)
		out[a] = [2]string{colorizer{}.color(m) + " ", colorizer{enabled: true}.color(m) + " "}
	}
	return out
}()

// unchangedNote is the "# (N unchanged things hidden)" comment.
func unchangedNote(what string, n int, o renderOpts) string {
	if n != 1 {
		what += "s"
	}
	return o.c.color(fmt.Sprintf("[dark_gray]# (%d unchanged %s hidden)[reset]", n, what))
}

// attrName writes a name as an HCL attribute name, quoting names that are
// not identifiers.
func attrName(name string) string {
	if asciiIdentifier(name) || hclsyntax.ValidIdentifier(name) {
		return name
	}
	return strconv.Quote(name)
}

// asciiIdentifier reports whether name is an HCL identifier made of ASCII
// only: a letter or '_', then letters, digits, '_' and '-'. It answers
// for nearly every attribute name without hclsyntax.ValidIdentifier's
// lexing (a tenth of the plan renderer's time); names it rejects go to
// ValidIdentifier, which also knows the Unicode identifiers.
func asciiIdentifier(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', c == '_':
		case i > 0 && ('0' <= c && c <= '9' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// padRight pads s with spaces to width runes, as fmt's %-*s does.
func padRight(s string, width int) string {
	n := utf8.RuneCountInString(s)
	if n >= width {
		return s
	}
	return s + strings.Repeat(" ", width-n)
}

// writeAttr writes one attribute line of an object or block body:
// indentation, marker, the name padded to width runes (as padRight), " = ",
// the value and a newline. Written piece by piece, not concatenated
// first: a plan has a line for every attribute of every resource.
func writeAttr(b *strings.Builder, indent int, symbol, name string, width int, value string) {
	b.WriteString(pad(indent))
	b.WriteString(symbol)
	b.WriteString(name)
	for n := utf8.RuneCountInString(name); n < width; n++ {
		b.WriteByte(' ')
	}
	b.WriteString(" = ")
	b.WriteString(value)
	b.WriteByte('\n')
}

// writeLine writes indentation, then the parts of a line, then end.
func writeLine(b *strings.Builder, indent int, symbol, text, end string) {
	b.WriteString(pad(indent))
	b.WriteString(symbol)
	b.WriteString(text)
	b.WriteString(end)
}

// arrow is the "->" between before and after.
func arrow(o renderOpts) string { return o.c.color("[yellow]->[reset]") }

// important attributes are shown even when unchanged, to identify the
// object.
func important(name string) bool { return name == "id" || name == "name" || name == "tags" }
