package command

import (
	"strings"
	"time"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/render"
	"github.com/tfplay/tfplay/engine/states"
)

// renderOptions are the rendering options for this run.
func renderOptions(wd *workdir, pr printer) render.Options {
	return render.Options{Color: !pr.noColor, InAutomation: inAutomation(wd)}
}

// renderPlan prints a plan as `terraform plan` does.
func renderPlan(wd *workdir, plan *plans.Plan, opts core.Options, pr printer) string {
	return render.Plan(plan, render.SchemaLookup(core.Schemas(opts.Providers)), renderOptions(wd, pr))
}

// renderEvents prints "Refreshing state..." and "Reading..." lines.
func renderEvents(wd *workdir, events []core.Event, pr printer) string {
	ro := renderOptions(wd, pr)
	var b strings.Builder
	for _, e := range events {
		switch e.Kind {
		case "refresh":
			b.WriteString(render.Refreshing(e.Addr, e.Deposed, e.Value, ro))
		case "read-start":
			b.WriteString(render.ApplyStarting(e.Addr, "", plans.Read, e.Value, ro))
		case "read-done":
			b.WriteString(render.ApplyComplete(e.Addr, plans.Read, e.Value, 0, ro))
		case "import":
			b.WriteString(render.ImportPlanning(e.Addr, e.ImportID, ro))
		}
	}
	return b.String()
}

// renderApplyEvents prints apply progress lines.
func renderApplyEvents(wd *workdir, events []core.ApplyEvent, pr printer) string {
	ro := renderOptions(wd, pr)
	var b strings.Builder
	for _, e := range events {
		switch e.Phase {
		case "import-start":
			b.WriteString(render.ImportApplying(e.Addr, e.ImportID, ro))
		case "import-done":
			b.WriteString(render.ImportApplied(e.Addr, e.ImportID, ro))
		case "provision-start":
			b.WriteString(render.ProvisionerStarting(e.Addr, e.Provisioner, ro))
		case "provision-output":
			b.WriteString(render.ProvisionerOutput(e.Addr, e.Provisioner, e.Output, ro))
		case "start":
			b.WriteString(render.ApplyStarting(e.Addr, e.DeposedKey, e.Action, e.Value, ro))
		default:
			b.WriteString(render.ApplyComplete(e.Addr, e.Action, e.Value, time.Duration(0), ro))
		}
	}
	return b.String()
}

// renderApplySummary prints "Apply complete!" and the outputs.
func renderApplySummary(wd *workdir, plan *plans.Plan, next *states.State, pr printer, destroy bool) string {
	ro := renderOptions(wd, pr)
	out := render.ApplySummary(render.CountApplied(plan), destroy, ro)
	if next != nil && !destroy {
		out += renderOutputsBlock(next, ro)
	}
	return out
}

var _ = addrs.Managed
