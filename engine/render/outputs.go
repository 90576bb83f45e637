package render

import (
	"sort"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/plans"
)

// outputDiffs computes the diff of each root output change. Outputs have
// no schema: their values are shown by their JSON shape, and a sensitive
// output is hidden as a whole.
func outputDiffs(ocs []*plans.OutputChange) map[string]diff {
	out := map[string]diff{}
	for _, oc := range ocs {
		if oc == nil {
			continue
		}
		out[oc.Name] = diffDynamic(outputChange(oc))
	}
	return out
}

// outputChange converts an output change to its JSON form.
func outputChange(oc *plans.OutputChange) change {
	c := change{
		before:     plainValue(oc.Before),
		after:      plainValue(oc.After),
		unknown:    false,
		beforeSens: oc.Sensitive,
		afterSens:  oc.Sensitive,
		relevant:   everything,
	}
	if oc.After != cty.NilVal {
		if after, _ := oc.After.UnmarkDeep(); !after.IsWhollyKnown() {
			c.unknown = unknownTree(oc.After)
		}
	}
	return c
}

// renderOutputChanges renders the lines under "Changes to Outputs:",
// sorted by name, leaving out outputs that do not change. Names are
// aligned over all outputs, changed or not.
func renderOutputChanges(outputs map[string]diff, c colorizer) string {
	names := make([]string, 0, len(outputs))
	width := 0
	for name := range outputs {
		names = append(names, name)
		if n := len(attrName(name)); n > width {
			width = n
		}
	}
	sort.Strings(names)
	var lines []string
	for _, name := range names {
		d := outputs[name]
		if d.action == plans.NoOp {
			continue
		}
		lines = append(lines, c.color(symbolMarkup(d.action))+" "+padRight(attrName(name), width)+" = "+d.render(0, renderOpts{c: c}))
	}
	return strings.Join(lines, "\n")
}
