package render

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

// blockGroup is all the blocks of one nested block type, with what is
// known about the group as a whole.
type blockGroup struct {
	nesting configschema.NestingMode
	single  diff
	elems   []diff          // list and set blocks
	byKey   map[string]diff // map blocks
	// replace, beforeSens, afterSens and unknown describe the whole group.
	replace, beforeSens, afterSens, unknown bool
}

// blockR renders a resource body or a nested block: attributes first,
// aligned, then nested blocks grouped by type.
type blockR struct {
	noWarnings
	attrs  map[string]diff
	blocks map[string]*blockGroup
}

func (bl blockR) render(d diff, indent int, o renderOpts) string {
	if len(bl.attrs) == 0 && len(bl.blocks) == 0 {
		return "{}" + replaceSuffix(d.replace, o)
	}
	keys, names, width := sortedNames(bl.attrs)
	importantOpts := o.child()
	importantOpts.showUnchanged = true
	attrOpts := o.child()

	var b strings.Builder
	b.Grow(bodySize(len(keys), indent, width))
	b.WriteString("{" + replaceSuffix(d.replace, o) + "\n")
	unchangedAttrs := 0
	for i, k := range keys {
		a := bl.attrs[k]
		if important(k) {
			for _, w := range a.warnings(indent+1, importantOpts) {
				writeLine(&b, indent+1, "", w, "\n")
			}
			writeAttr(&b, indent+1, symbol(a.action, importantOpts), k, width, a.render(indent+1, importantOpts))
			continue
		}
		if a.action == plans.NoOp && !o.showUnchanged {
			unchangedAttrs++
			continue
		}
		for _, w := range a.warnings(indent+1, o) {
			writeLine(&b, indent+1, "", w, "\n")
		}
		writeAttr(&b, indent+1, symbol(a.action, attrOpts), names[i], width, a.render(indent+1, attrOpts))
	}
	if unchangedAttrs > 0 {
		b.WriteString(pad(indent+1) + symbol(plans.NoOp, o) + unchangedNote("attribute", unchangedAttrs, o) + "\n")
	}

	blockKeys := make([]string, 0, len(bl.blocks))
	for k := range bl.blocks {
		blockKeys = append(blockKeys, k)
	}
	sort.Strings(blockKeys)
	unchangedBlocks := 0
	for _, k := range blockKeys {
		g := bl.blocks[k]
		separated := false
		one := func(bd diff, mapKey string) {
			sens := g.afterSens || g.beforeSens
			if (bd.action == plans.Create && g.afterSens) ||
				(bd.action == plans.Delete && g.beforeSens) ||
				((bd.action == plans.Update || bd.action == plans.NoOp) && sens) {
				act := bd.action
				if act == plans.NoOp && g.beforeSens != g.afterSens {
					act = plans.Update
				}
				bd = diff{r: sensitiveBlockR{inner: bd, beforeSens: g.beforeSens, afterSens: g.afterSens}, action: act, replace: bd.replace}
			}
			if bd.action == plans.NoOp && !o.showUnchanged {
				unchangedBlocks++
				return
			}
			if !separated && len(bl.attrs) > 0 {
				b.WriteString("\n")
				separated = true
			}
			bo := o.child()
			bo.forceReplace = g.replace
			for _, w := range bd.warnings(indent+1, bo) {
				writeLine(&b, indent+1, "", w, "\n")
			}
			b.WriteString(pad(indent + 1))
			b.WriteString(symbol(bd.action, bo))
			b.WriteString(attrName(k))
			b.WriteString(mapKey)
			b.WriteByte(' ')
			b.WriteString(bd.render(indent+1, bo))
			b.WriteByte('\n')
		}
		unknownGroup := diff{r: unknownR{}, action: d.action}
		switch g.nesting {
		case configschema.NestingList, configschema.NestingSet:
			if g.unknown {
				one(unknownGroup, "")
			}
			for _, e := range g.elems {
				one(e, "")
			}
		case configschema.NestingMap:
			mk := make([]string, 0, len(g.byKey))
			for key := range g.byKey {
				mk = append(mk, key)
			}
			sort.Strings(mk)
			if g.unknown {
				one(unknownGroup, "")
			}
			for _, key := range mk {
				one(g.byKey[key], " "+strconv.Quote(key))
			}
		default:
			one(g.single, "")
		}
	}
	if unchangedBlocks > 0 {
		b.WriteString("\n" + pad(indent+1) + symbol(plans.NoOp, o) + unchangedNote("block", unchangedBlocks, o) + "\n")
	}
	b.WriteString(pad(indent) + symbol(plans.NoOp, o) + "}")
	return b.String()
}

// sensitiveR hides a sensitive value.
type sensitiveR struct {
	inner                 diff
	beforeSens, afterSens bool
}

func (s sensitiveR) render(d diff, _ int, o renderOpts) string {
	return "(sensitive value)" + nullSuffix(d.action, o) + replaceSuffix(d.replace, o)
}

// warnings explain a value that becomes, or stops being, sensitive.
func (s sensitiveR) warnings(_ diff, indent int, o renderOpts) []string {
	if s.beforeSens == s.afterSens || s.inner.action == plans.Create || s.inner.action == plans.Delete {
		return nil
	}
	var w string
	if s.beforeSens {
		w = o.c.color(fmt.Sprintf("  # [yellow]Warning[reset]: this attribute value will no longer be marked as sensitive\n%s  # after applying this change.", pad(indent)))
	} else {
		w = o.c.color(fmt.Sprintf("  # [yellow]Warning[reset]: this attribute value will be marked as sensitive and will not\n%s  # display in UI output after applying this change.", pad(indent)))
	}
	if s.inner.action == plans.NoOp {
		return []string{w + " The value is unchanged."}
	}
	return []string{w}
}

// sensitiveBlockR hides a nested block that holds sensitive values.
type sensitiveBlockR struct {
	inner                 diff
	beforeSens, afterSens bool
}

func (s sensitiveBlockR) render(d diff, indent int, o renderOpts) string {
	p := pad(indent) + symbol(plans.NoOp, o)
	return "{" + replaceSuffix(d.replace, o) + "\n" +
		p + "  # At least one attribute in this block is (or was) sensitive,\n" +
		p + "  # so its contents will not be displayed.\n" +
		p + "}"
}

func (s sensitiveBlockR) warnings(_ diff, indent int, o renderOpts) []string {
	if s.beforeSens == s.afterSens || s.inner.action == plans.Create || s.inner.action == plans.Delete {
		return nil
	}
	if s.beforeSens {
		return []string{o.c.color(fmt.Sprintf("  # [yellow]Warning[reset]: this block will no longer be marked as sensitive\n%s  # after applying this change.", pad(indent)))}
	}
	return []string{o.c.color(fmt.Sprintf("  # [yellow]Warning[reset]: this block will be marked as sensitive and will not\n%s  # display in UI output after applying this change.", pad(indent)))}
}

// unknownR renders a value known only after apply, after its old value
// when there is one.
type unknownR struct {
	noWarnings
	before diff
}

func (u unknownR) render(d diff, indent int, o renderOpts) string {
	if d.action == plans.Create || u.before.r == nil {
		return "(known after apply)" + replaceSuffix(d.replace, o)
	}
	bo := o.child()
	bo.noNullSuffix = true
	if d.replace {
		bo.forbidReplace = true
	}
	return u.before.render(indent, bo) + " -> (known after apply)" + replaceSuffix(d.replace, o)
}

// typeChangeR renders a value whose type changes: the old value, an
// arrow, the new value.
type typeChangeR struct {
	noWarnings
	before, after diff
}

func (t typeChangeR) render(_ diff, indent int, o renderOpts) string {
	o.noNullSuffix = true
	return t.before.render(indent, o) + " " + arrow(o) + " " + t.after.render(indent, o)
}

// writeOnlyR stands for a write-only attribute, whose value is never
// kept.
type writeOnlyR struct {
	noWarnings
	sensitive bool
}

func (w writeOnlyR) render(d diff, _ int, o renderOpts) string {
	text := "(write-only attribute)"
	if w.sensitive {
		text = "(sensitive, write-only attribute)"
	}
	return text + nullSuffix(d.action, o) + replaceSuffix(d.replace, o)
}
