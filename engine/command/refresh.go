package command

import (
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/plans"
)

func init() { register("refresh", runRefresh) }

// runRefresh updates the state from the providers without changing any
// object, as `terraform apply -refresh-only -auto-approve` does, printing
// what `terraform refresh` prints.
func runRefresh(wd *workdir, args []string) {
	fl := newFlags("refresh")
	of := addOperationFlags(fl)
	if !fl.parse(wd, args) {
		return
	}
	*of.refreshOnly = true
	pr := newPrinter(*of.noColor)
	sess, opts, diags := prepareOperation(wd, of)
	if diags.HasErrors() {
		pr.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	opts.Mode = plans.RefreshOnlyMode
	plan, events, d := core.Plan(opts)
	diags = append(diags, d...)
	if plan == nil || plan.Errored {
		wd.stdout.WriteString(renderEvents(wd, events, pr))
		pr.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	next, _, d := core.Apply(opts, plan)
	diags = append(diags, d...)
	saveState(wd, opts.State, next)
	wd.stdout.WriteString(renderEvents(wd, events, pr))
	pr.report(wd, diags, sess.sources())
	if diags.HasErrors() {
		wd.exit = 1
		return
	}
	wd.stdout.WriteString(renderOutputsBlock(next, renderOptions(wd, pr)))
}
