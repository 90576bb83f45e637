package render

import (
	"sort"
	"strconv"
	"strings"

	"github.com/tfplay/tfplay/engine/plans"
)

// listR renders a list or tuple. With context, unchanged elements next to
// a change are shown so the reader can see where in the list it happens.
type listR struct {
	noWarnings
	elems   []diff
	context bool
}

func (l listR) render(d diff, indent int, o renderOpts) string {
	if len(l.elems) == 0 {
		return "[]" + nullSuffix(d.action, o) + replaceSuffix(d.replace, o)
	}
	elemOpts := o.child()
	elemOpts.noNullSuffix = true
	unchangedOpts := o.child()
	unchangedOpts.showUnchanged = true

	var skipped []diff
	showNext := false
	var b strings.Builder
	b.WriteString("[" + replaceSuffix(d.replace, o) + "\n")
	for _, e := range l.elems {
		if e.action == plans.NoOp && !showNext && !o.showUnchanged {
			skipped = append(skipped, e)
			continue
		}
		showNext = false
		eo := elemOpts
		if l.context {
			if len(skipped) > 1 {
				b.WriteString(pad(indent+1) + symbol(plans.NoOp, eo) + unchangedNote("element", len(skipped)-1, eo) + "\n")
			}
			if len(skipped) > 0 {
				prev := skipped[len(skipped)-1]
				writeLine(&b, indent+1, symbol(prev.action, unchangedOpts), prev.render(indent+1, unchangedOpts), ",\n")
			}
			skipped = nil
			if e.action == plans.NoOp {
				eo = unchangedOpts
			} else {
				showNext = true
			}
		}
		for _, w := range e.warnings(indent+1, eo) {
			writeLine(&b, indent+1, "", w, "\n")
		}
		writeLine(&b, indent+1, symbol(e.action, eo), e.render(indent+1, eo), ",\n")
	}
	if len(skipped) > 0 {
		b.WriteString(pad(indent+1) + symbol(plans.NoOp, o) + unchangedNote("element", len(skipped), o) + "\n")
	}
	b.WriteString(pad(indent) + symbol(plans.NoOp, o) + "]" + nullSuffix(d.action, o))
	return b.String()
}

// setR renders a set. A nested set (of nested attribute objects) passes a
// forced replacement on to its elements instead of showing it itself.
type setR struct {
	noWarnings
	elems  []diff
	nested bool
}

func (s setR) render(d diff, indent int, o renderOpts) string {
	self := d.replace && !s.nested
	children := d.replace && s.nested
	if len(s.elems) == 0 {
		return "[]" + nullSuffix(d.action, o) + replaceSuffix(self, o)
	}
	eo := o.child()
	eo.noNullSuffix = true
	eo.forceReplace = children
	unchanged := 0
	var b strings.Builder
	b.WriteString("[" + replaceSuffix(self, o) + "\n")
	for _, e := range s.elems {
		if e.action == plans.NoOp && !o.showUnchanged {
			unchanged++
			continue
		}
		for _, w := range e.warnings(indent+1, o) {
			writeLine(&b, indent+1, "", w, "\n")
		}
		writeLine(&b, indent+1, symbol(e.action, eo), e.render(indent+1, eo), ",\n")
	}
	if unchanged > 0 {
		b.WriteString(pad(indent+1) + symbol(plans.NoOp, o) + unchangedNote("element", unchanged, o) + "\n")
	}
	b.WriteString(pad(indent) + symbol(plans.NoOp, o) + "]" + nullSuffix(d.action, o))
	return b.String()
}

// mapR renders a map with quoted keys. A nested map (of nested attribute
// objects) does not align its keys, never shows " -> null" on its
// elements and passes a forced replacement on to them.
type mapR struct {
	noWarnings
	elems  map[string]diff
	nested bool
}

func (m mapR) render(d diff, indent int, o renderOpts) string {
	self := d.replace && !m.nested
	children := d.replace && m.nested
	if len(m.elems) == 0 {
		return "{}" + nullSuffix(d.action, o) + replaceSuffix(self, o)
	}
	keys := make([]string, 0, len(m.elems))
	width := 0
	for k := range m.elems {
		keys = append(keys, k)
		if n := len(strconv.Quote(k)); n > width {
			width = n
		}
	}
	sort.Strings(keys)
	eo := o.child()
	eo.noNullSuffix = d.action == plans.Delete || m.nested
	eo.forceReplace = children

	unchanged := 0
	var b strings.Builder
	b.WriteString("{" + replaceSuffix(self, o) + "\n")
	for _, k := range keys {
		e := m.elems[k]
		if e.action == plans.NoOp && !o.showUnchanged {
			unchanged++
			continue
		}
		for _, w := range e.warnings(indent+1, o) {
			writeLine(&b, indent+1, "", w, "\n")
		}
		comma := ""
		if _, ok := e.r.(objectR); ok {
			comma = ","
		}
		name := strconv.Quote(k)
		if !m.nested {
			name = padRight(name, width)
		}
		b.WriteString(pad(indent + 1))
		b.WriteString(symbol(e.action, eo))
		b.WriteString(name)
		b.WriteString(" = ")
		b.WriteString(e.render(indent+1, eo))
		b.WriteString(comma)
		b.WriteByte('\n')
	}
	if unchanged > 0 {
		b.WriteString(pad(indent+1) + symbol(plans.NoOp, o) + unchangedNote("element", unchanged, o) + "\n")
	}
	b.WriteString(pad(indent) + symbol(plans.NoOp, o) + "}" + nullSuffix(d.action, o))
	return b.String()
}

// objectR renders an object. Attributes of a plain object never show
// " -> null"; those of a nested attribute object do.
type objectR struct {
	noWarnings
	attrs  map[string]diff
	nested bool
}

func (ob objectR) render(d diff, indent int, o renderOpts) string {
	if len(ob.attrs) == 0 {
		return "{}" + nullSuffix(d.action, o) + replaceSuffix(d.replace, o)
	}
	ao := o.child()
	ao.noNullSuffix = !ob.nested
	keys, names, width := sortedNames(ob.attrs)

	unchanged := 0
	var b strings.Builder
	b.Grow(bodySize(len(keys), indent, width))
	b.WriteString("{" + replaceSuffix(d.replace, o) + "\n")
	for i, k := range keys {
		a := ob.attrs[k]
		if important(k) {
			io := ao.child()
			io.showUnchanged = true
			for _, w := range a.warnings(indent+1, io) {
				writeLine(&b, indent+1, "", w, "\n")
			}
			writeAttr(&b, indent+1, symbol(a.action, io), names[i], width, a.render(indent+1, io))
			continue
		}
		if a.action == plans.NoOp && !o.showUnchanged {
			unchanged++
			continue
		}
		for _, w := range a.warnings(indent+1, o) {
			writeLine(&b, indent+1, "", w, "\n")
		}
		writeAttr(&b, indent+1, symbol(a.action, ao), names[i], width, a.render(indent+1, ao))
	}
	if unchanged > 0 {
		b.WriteString(pad(indent+1) + symbol(plans.NoOp, o) + unchangedNote("attribute", unchanged, o) + "\n")
	}
	b.WriteString(pad(indent) + symbol(plans.NoOp, o) + "}" + nullSuffix(d.action, o))
	return b.String()
}

// bodySize estimates the text of an object or block body of n attribute
// lines whose names are padded to width, so that its builder is grown
// once instead of doubling from a few bytes: the lines' indentation,
// marker, name and " = ", a short value, and the closing line.
func bodySize(n, indent, width int) int {
	return n*(4*(indent+1)+width+32) + 4*indent + 16
}

// sortedNames returns the keys of m sorted, their attribute-name spelling
// (names[i] spells keys[i]) and the widest spelling's byte length.
func sortedNames(m map[string]diff) ([]string, []string, int) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	names := make([]string, len(keys))
	width := 0
	for i, k := range keys {
		n := attrName(k)
		names[i] = n
		if len(n) > width {
			width = len(n)
		}
	}
	return keys, names, width
}
