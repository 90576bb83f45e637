package render

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/plans"
)

// primitiveR renders a string, number, bool or null.
type primitiveR struct {
	noWarnings
	before, after any
	ty            cty.Type
}

func (p primitiveR) render(d diff, indent int, o renderOpts) string {
	if p.ty == cty.String {
		return p.renderString(d, indent, o)
	}
	before := scalarText(p.before, o)
	after := scalarText(p.after, o)
	switch d.action {
	case plans.Create:
		return after + replaceSuffix(d.replace, o)
	case plans.Delete:
		return before + nullSuffix(d.action, o) + replaceSuffix(d.replace, o)
	case plans.NoOp:
		return before + replaceSuffix(d.replace, o)
	}
	return before + " " + arrow(o) + " " + after + replaceSuffix(d.replace, o)
}

// scalarText renders a non-string scalar.
func scalarText(v any, o renderOpts) string {
	switch v := v.(type) {
	case nil:
		return o.c.color("[dark_gray]null[reset]")
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return v.String()
	case string:
		return strconv.Quote(v)
	}
	return "null"
}

// stringView is a string value classified for display: null, JSON text,
// multi-line text or a plain string.
type stringView struct {
	text      string
	json      any
	multiline bool
	null      bool
}

// viewString classifies a string (or null) value. Text that starts with
// "{" or "[" and begins with a JSON value is JSON; multi-line text is
// trimmed of surrounding space.
func viewString(v any, o renderOpts) stringView {
	s, ok := v.(string)
	if !ok {
		return stringView{text: o.c.color("[dark_gray]null[reset]"), null: true}
	}
	if strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[") {
		dec := json.NewDecoder(strings.NewReader(s))
		dec.UseNumber()
		var jv any
		if err := dec.Decode(&jv); err == nil {
			return stringView{text: s, json: jv}
		}
	}
	if strings.Contains(s, "\n") {
		return stringView{text: strings.TrimSpace(s), multiline: true}
	}
	return stringView{text: s}
}

// simple renders a one-line string quoted, or null.
func (s stringView) simple() string {
	if s.null {
		return s.text
	}
	return strconv.Quote(s.text)
}

func (p primitiveR) renderString(d diff, indent int, o renderOpts) string {
	var lines []string
	linePrefix := func(a plans.Action) string { return pad(indent+1) + symbol(a, o) }
	switch d.action {
	case plans.Create, plans.NoOp:
		s := viewString(p.after, o)
		if s.json != nil {
			if d.action == plans.NoOp {
				return p.renderJSON(d, indent, o, s, s)
			}
			return p.renderJSON(d, indent, o, stringView{}, s)
		}
		if !s.multiline {
			return s.simple() + replaceSuffix(d.replace, o)
		}
		for _, l := range strings.Split(s.text, "\n") {
			lines = append(lines, linePrefix(plans.NoOp)+l)
		}
	case plans.Delete:
		s := viewString(p.before, o)
		if s.null {
			return s.simple() + replaceSuffix(d.replace, o)
		}
		if s.json != nil {
			return p.renderJSON(d, indent, o, s, stringView{})
		}
		if !s.multiline {
			return s.simple() + nullSuffix(d.action, o) + replaceSuffix(d.replace, o)
		}
		for _, l := range strings.Split(s.text, "\n") {
			lines = append(lines, linePrefix(plans.NoOp)+l)
		}
	default:
		b := viewString(p.before, o)
		a := viewString(p.after, o)
		if b.json != nil && a.json != nil {
			return p.renderJSON(d, indent, o, b, a)
		}
		if b.json != nil || a.json != nil {
			tc := diff{
				r: typeChangeR{
					before: diff{r: primitiveR{before: p.before, ty: cty.String}, action: plans.Delete},
					after:  diff{r: primitiveR{after: p.after, ty: cty.String}, action: plans.Create},
				},
				action:  d.action,
				replace: d.replace,
			}
			return tc.render(indent, o)
		}
		if !b.multiline && !a.multiline {
			return b.simple() + " " + arrow(o) + " " + a.simple() + replaceSuffix(d.replace, o)
		}
		bl := strings.Split(b.text, "\n")
		al := strings.Split(a.text, "\n")
		processSlice(bl, al, func(bi, ai int) {
			switch {
			case bi < 0 || bi >= len(bl):
				lines = append(lines, linePrefix(plans.Create)+al[ai])
			case ai < 0 || ai >= len(al):
				lines = append(lines, linePrefix(plans.Delete)+bl[bi])
			case bl[bi] != al[ai]:
				lines = append(lines, linePrefix(plans.Delete)+bl[bi])
				lines = append(lines, linePrefix(plans.Create)+al[ai])
			default:
				lines = append(lines, linePrefix(plans.NoOp)+bl[bi])
			}
		}, func(string) bool { return false })
	}
	return "<<-EOT" + replaceSuffix(d.replace, o) + "\n" +
		strings.Join(lines, "\n") + "\n" +
		pad(indent) + symbol(plans.NoOp, o) + "EOT" + nullSuffix(d.action, o)
}

// renderJSON renders a string holding JSON as a jsonencode(...) diff of
// the decoded documents.
func (p primitiveR) renderJSON(d diff, indent int, o renderOpts, before, after stringView) string {
	jd := transformJSON(change{
		before:         before.json,
		after:          after.json,
		beforeExplicit: d.action != plans.Create,
		afterExplicit:  d.action != plans.Delete,
		unknown:        false,
		beforeSens:     false,
		afterSens:      false,
		relevant:       everything,
	})
	action := d.action
	jo := o.child()
	jo.noNullSuffix = true
	var whitespace, replace string
	if jd.action == plans.NoOp && d.action == plans.Update {
		// Only whitespace changed: the documents are equal.
		if d.replace {
			whitespace = " # whitespace changes force replacement"
		} else {
			whitespace = " # whitespace changes"
		}
		jo.showUnchanged = true
		action = plans.NoOp
	} else {
		replace = replaceSuffix(d.replace, o)
	}
	rendered := jd.render(indent+1, jo)
	if d.action == plans.Create || d.action == plans.Delete {
		action = plans.NoOp
	}
	if strings.Contains(rendered, "\n") {
		return "jsonencode(" + whitespace + "\n" +
			pad(indent+1) + symbol(action, o) + rendered + replace + "\n" +
			pad(indent) + symbol(plans.NoOp, o) + ")" + nullSuffix(d.action, o)
	}
	return "jsonencode(" + rendered + ")" + whitespace + replace
}
