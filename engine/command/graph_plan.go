package command

import (
	"fmt"
	"io/fs"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/graph"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/plans/planfile"
)

// runOperationGraph prints one of Terraform's operation graphs, for
// `terraform graph -type=plan|plan-refresh-only|plan-destroy|apply` or
// `terraform graph -plan=FILE` (an apply graph): the configuration's
// graph with the selected workspace's state, or the saved plan's.
func runOperationGraph(wd *workdir, pr printer, cfg *config.Config, typ, planPath string, dotOpts graph.DotOptions) {
	var plan *plans.Plan
	if planPath != "" {
		data, err := fs.ReadFile(wd.FS(), planPath)
		local, cloud := "", ""
		if err != nil {
			local = fmt.Sprintf("open %s: no such file or directory", planPath)
			cloud = local
		} else if plan, _, err = planfile.Read(data); err != nil {
			local, cloud = err.Error(), err.Error()
		}
		if err != nil {
			msg := fmt.Sprintf("couldn't load the provided path as either a local plan file (%s) or a saved cloud plan (%s)", local, cloud)
			if !pr.noColor {
				msg = "\x1b[0;31m" + msg + "\x1b[0m"
			}
			wd.stderr.WriteString(msg + "\n")
			wd.exit = 1
			return
		}
		if typ == "" {
			typ = string(graph.TypeApply)
		}
	}
	switch typ {
	case string(graph.TypePlan), string(graph.TypePlanRefreshOnly), string(graph.TypePlanDestroy), string(graph.TypeApply):
	case "eval", "validate":
		graphFail(wd, pr, hcl.Diagnostics{sourceless("Graph type no longer available", fmt.Sprintf("The graph type %q is no longer available. Use -type=plan instead to get a similar result.", typ))})
		return
	default:
		graphFail(wd, pr, hcl.Diagnostics{sourceless("Unsupported graph type", `The -type=... argument must be either "plan", "plan-refresh-only", "plan-destroy", or "apply".`)})
		return
	}
	st, diags := loadState(wd)
	if diags.HasErrors() {
		graphFail(wd, pr, diags)
		return
	}
	if plan != nil && plan.PriorState != nil {
		st = plan.PriorState
	}
	op := graph.BuildOperation(graph.OperationOptions{
		Type:           graph.OperationType(typ),
		Config:         cfg,
		State:          st,
		Plan:           plan,
		ProviderSource: core.ProviderSource,
	})
	if !dotOpts.DrawCycles {
		if diags := op.CycleDiagnostics(); diags.HasErrors() {
			graphFail(wd, pr, diags)
			return
		}
	}
	wd.stdout.WriteString(op.DOT(dotOpts))
}

// graphFail prints error diagnostics and sets exit status 1.
func graphFail(wd *workdir, pr printer, diags hcl.Diagnostics) {
	wd.stderr.WriteString(pr.diags(diags, nil))
	wd.exit = 1
}
