package command

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/inputvars"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/plans/planfile"
)

func init() {
	register("apply", func(wd *workdir, args []string) { runApply(wd, args, false) })
	register("destroy", func(wd *workdir, args []string) { runApply(wd, args, true) })
}

// runApply implements apply (of a saved plan, or planning first) and
// destroy.
func runApply(wd *workdir, args []string, destroy bool) {
	name := "apply"
	if destroy {
		name = "destroy"
	}
	fl := newFlags(name)
	of := addOperationFlags(fl)
	autoApprove := fl.Bool("auto-approve", false, "")
	if !fl.parse(wd, args) {
		return
	}
	if destroy {
		*of.destroy = true
	}
	pr := newPrinter(*of.noColor)
	of.savedPlan = len(fl.Args()) > 0
	sess, opts, diags := prepareOperation(wd, of)
	var plan *plans.Plan
	if rest := fl.Args(); len(rest) > 0 {
		// Applying a saved plan.
		data, err := fs.ReadFile(wd.FS(), rest[0])
		if err != nil {
			wd.stderr.WriteString(pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Failed to load %q as a plan file[reset]\n\nError: stat %s: no such file or directory\n\n", rest[0], rest[0])))
			wd.exit = 1
			return
		}
		p, _, err := planfile.Read(data)
		if err != nil {
			wd.stderr.WriteString(pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Failed to load %q as a plan file[reset]\n\n%s\n\n", rest[0], err)))
			wd.exit = 1
			return
		}
		plan = p
		if diags.HasErrors() {
			pr.report(wd, diags, sess.sources())
			wd.exit = 1
			return
		}
		if plan.Errored {
			wd.stderr.WriteString(pr.color("\n[red][bold]Error:[reset][bold] Cannot apply incomplete plan[reset]\n\nTerraform encountered an error when generating this plan, so it cannot be\napplied.\n\n"))
			wd.exit = 1
			return
		}
		// The plan's variable values are the ones to apply with.
		opts.Inputs = inputsFromPlan(plan)
		if stale := staleCheck(opts, plan); stale != nil {
			pr.report(wd, hcl.Diagnostics{stale}, nil)
			wd.exit = 1
			return
		}
	} else {
		if diags.HasErrors() {
			pr.report(wd, diags, sess.sources())
			wd.exit = 1
			return
		}
		p, events, d := core.Plan(opts)
		if *autoApprove {
			// Without an approval step, Terraform shows check results only
			// from the apply itself.
			d = dropCheckWarnings(d)
		}
		diags = append(diags, d...)
		if p == nil {
			pr.report(wd, diags, sess.sources())
			wd.exit = 1
			return
		}
		wd.stdout.WriteString(renderEvents(wd, events, pr))
		wd.stdout.WriteString(renderPlan(wd, p, opts, pr))
		pr.report(wd, diags, sess.sources())
		diags = nil
		if p.Errored {
			wd.exit = 1
			return
		}
		plan = p
		if !plan.CanApply() {
			wd.stdout.WriteString(renderApplySummary(wd, plan, nil, pr, destroy))
			return
		}
		if !*autoApprove && !confirm(wd, pr, destroy) {
			return
		}
	}
	next, events, d := core.Apply(opts, plan)
	diags = append(diags, d...)
	saveState(wd, opts.State, next)
	wd.stdout.WriteString(renderApplyEvents(wd, events, pr))
	pr.report(wd, diags, sess.sources())
	if diags.HasErrors() {
		wd.exit = 1
		return
	}
	wd.stdout.WriteString(renderApplySummary(wd, plan, next, pr, destroy))
}

// staleCheck refuses a saved plan made against an older state.
func staleCheck(opts core.Options, plan *plans.Plan) *hcl.Diagnostic {
	if plan.PrevRunState == nil || opts.State == nil {
		return nil
	}
	if plan.PrevRunState.Lineage != "" && opts.State.Lineage != "" && plan.PrevRunState.Lineage != opts.State.Lineage ||
		plan.PrevRunState.Serial != opts.State.Serial {
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Saved plan is stale",
			Detail:   "The given plan file can no longer be applied because the state was changed by another operation after the plan was created.",
		}
	}
	return nil
}

// confirm asks for approval as Terraform does; only "yes" approves.
func confirm(wd *workdir, pr printer, destroy bool) bool {
	q := "[bold]Do you want to perform these actions?[reset]\n  Terraform will perform the actions described above.\n  Only 'yes' will be accepted to approve.\n\n  [bold]Enter a value:[reset] "
	if destroy {
		q = "[bold]Do you really want to destroy all resources?[reset]\n  Terraform will destroy all your managed infrastructure, as shown above.\n  There is no undo. Only 'yes' will be accepted to confirm.\n\n  [bold]Enter a value:[reset] "
	}
	wd.stdout.WriteString(pr.color("\n" + q))
	answer, _ := wd.readLine()
	answer = strings.TrimSpace(answer)
	wd.stdout.WriteString("\n")
	if answer != "yes" {
		what := "Apply"
		if destroy {
			what = "Destroy"
		}
		wd.stdout.WriteString(what + " cancelled.\n")
		wd.exit = 1
		return false
	}
	return true
}

// inputsFromPlan turns a saved plan's root variable values back into
// input values.
func inputsFromPlan(plan *plans.Plan) map[string]*inputvars.Value {
	out := map[string]*inputvars.Value{}
	for name, v := range plan.Variables {
		uv, _ := v.UnmarkDeep()
		out[name] = &inputvars.Value{Value: uv, Source: inputvars.SourceCLI}
	}
	return out
}

// dropCheckWarnings removes the warnings of check blocks.
func dropCheckWarnings(diags hcl.Diagnostics) hcl.Diagnostics {
	var out hcl.Diagnostics
	for _, d := range diags {
		if d.Severity == hcl.DiagWarning && strings.HasPrefix(d.Summary, "Check block assertion") {
			continue
		}
		out = append(out, d)
	}
	return out
}
