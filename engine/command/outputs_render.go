package command

import (
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/render"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/valuefmt"
)

// renderOutputsBlock prints the "Outputs:" block after apply: every
// root output with a value, sorted, as the console formats values, and
// sensitive ones as <sensitive>.
func renderOutputsBlock(st *states.State, ro render.Options) string {
	outs := st.Root().OutputValues
	names := make([]string, 0, len(outs))
	for n, ov := range outs {
		if ov != nil && !ov.Value.IsNull() {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return ""
	}
	sort.Strings(names)
	var b strings.Builder
	if ro.Color {
		b.WriteString("\x1b[0m\x1b[1m\x1b[32m\nOutputs:\x1b[0m\n\n")
	} else {
		b.WriteString("\nOutputs:\n\n")
	}
	for _, n := range names {
		ov := outs[n]
		b.WriteString(n + " = ")
		if ov.Sensitive {
			b.WriteString("<sensitive>\n")
			continue
		}
		b.WriteString(valuefmt.Format(ov.Value) + "\n")
	}
	return b.String()
}
