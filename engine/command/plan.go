package command

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/plans/planfile"
)

func init() {
	register("plan", runPlan)
}

func runPlan(wd *workdir, args []string) {
	fl := newFlags("plan")
	of := addOperationFlags(fl)
	out := fl.String("out", "", "")
	detailed := fl.Bool("detailed-exitcode", false, "")
	fl.Bool("generate-config-out", false, "")
	if !fl.parse(wd, args) {
		return
	}
	pr := newPrinter(*of.noColor)
	sess, opts, diags := prepareOperation(wd, of)
	if diags.HasErrors() {
		pr.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	plan, events, d := core.Plan(opts)
	diags = append(diags, d...)
	if plan == nil {
		pr.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	wd.stdout.WriteString(renderEvents(wd, events, pr))
	wd.stdout.WriteString(renderPlan(wd, plan, opts, pr))
	pr.report(wd, diags, sess.sources())
	if *out != "" {
		data, err := planfile.Write(plan, configSnapshot(wd))
		if err != nil {
			wd.stderr.WriteString(pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Failed to write plan file[reset]\n\nThe plan file could not be written: %s.\n\n", err)))
			wd.exit = 1
			return
		}
		wd.WriteFile(*out, data)
		if diags.HasErrors() {
			// An errored plan is saved for inspection but cannot be applied.
			wd.exit = 1
			return
		}
		if !inAutomation(wd) {
			wd.stdout.WriteString(pr.color(fmt.Sprintf("\n─────────────────────────────────────────────────────────────────────────────\n\nSaved the plan to: %s\n\nTo perform exactly these actions, run the following command to apply:\n    terraform apply %q\n", *out, *out)))
		}
	} else if diags.HasErrors() {
		wd.exit = 1
		return
	} else if !inAutomation(wd) && plan.Applyable() {
		wd.stdout.WriteString("\n─────────────────────────────────────────────────────────────────────────────\n\nNote: You didn't use the -out option to save this plan, so Terraform can't\nguarantee to take exactly these actions if you run \"terraform apply\" now.\n")
	}
	if *detailed && plan.Applyable() {
		wd.exit = 2
	}
}

// inAutomation reports TF_IN_AUTOMATION, which shortens Terraform's
// advice texts.
func inAutomation(wd *workdir) bool { return wd.env["TF_IN_AUTOMATION"] != "" }

// configSnapshot copies the configuration files into a saved plan, as
// Terraform's plan files carry the configuration they were made from.
func configSnapshot(wd *workdir) map[string][]byte {
	snap := map[string][]byte{}
	_ = fs.WalkDir(wd.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if p != "." && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".tf") || strings.HasSuffix(p, ".tf.json") {
			if b, err := fs.ReadFile(wd.FS(), p); err == nil {
				snap[p] = b
			}
		}
		return nil
	})
	return snap
}
