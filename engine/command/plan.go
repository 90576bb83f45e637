package command

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/mitchellh/go-wordwrap"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/plans"
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
	genOut := fl.String("generate-config-out", "", "")
	if !fl.parse(wd, args) {
		return
	}
	pr := newPrinter(*of.noColor)
	if *genOut != "" {
		if _, err := fs.Stat(wd.FS(), *genOut); err == nil {
			pr.report(wd, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Target generated file already exists",
				Detail:   "Terraform can only write generated config into a new file. Either choose a different target location or move all existing configuration out of the target file, delete it and try again.",
			}}, nil)
			wd.exit = 1
			return
		}
	}
	sess, opts, diags := prepareOperation(wd, of)
	if diags.HasErrors() {
		pr.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	var generated []string
	if *genOut != "" {
		generated, diags = generateConfig(wd, sess, &opts, *genOut, diags)
		if diags.HasErrors() {
			pr.report(wd, diags, sess.sources())
			wd.exit = 1
			return
		}
	}
	plan, events, d := core.Plan(opts)
	diags = append(diags, d...)
	if plan == nil {
		pr.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	markGenerated(plan, generated)
	wd.stdout.WriteString(renderEvents(wd, events, pr))
	wd.stdout.WriteString(renderPlan(wd, plan, opts, pr))
	if len(generated) > 0 {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagWarning,
			Summary:  "Config generation is experimental",
			Detail:   "Generating configuration during import is currently experimental, and the generated configuration format may change in future versions.",
		})
	}
	pr.report(wd, diags, sess.sources())
	// The closing messages follow one separator line.
	separator := "\n─────────────────────────────────────────────────────────────────────────────\n"
	if len(generated) > 0 {
		wd.stdout.WriteString(separator + "\n" +
			wordwrap.WrapString(fmt.Sprintf("Terraform has generated configuration and written it to %s. Please review the configuration and edit it as necessary before adding it to version control.", *genOut), 78) + "\n")
		separator = ""
	}
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
			wd.stdout.WriteString(pr.color(fmt.Sprintf(separator+"\nSaved the plan to: %s\n\nTo perform exactly these actions, run the following command to apply:\n    terraform apply %q\n", *out, *out)))
		}
	} else if diags.HasErrors() {
		wd.exit = 1
		return
	} else if !inAutomation(wd) && plan.CanApply() {
		wd.stdout.WriteString(separator + "\nNote: You didn't use the -out option to save this plan, so Terraform can't\nguarantee to take exactly these actions if you run \"terraform apply\" now.\n")
	}
	if *detailed && plan.CanApply() {
		wd.exit = 2
	}
}

// generateConfig is plan's -generate-config-out: it writes resource
// blocks for the import targets the configuration lacks into path, then
// reloads the configuration so that the plan includes them. It returns
// the addresses of the resources written.
func generateConfig(wd *workdir, sess *session, opts *core.Options, path string, diags hcl.Diagnostics) ([]string, hcl.Diagnostics) {
	data, addrs, d := core.GenerateImportConfig(*opts)
	diags = append(diags, d...)
	if d.HasErrors() || data == nil {
		return nil, diags
	}
	wd.WriteFile(path, data)
	parser := newParser(wd)
	cfg, d := parser.LoadConfig(".")
	diags = append(diags, d...)
	if d.HasErrors() || cfg == nil {
		return addrs, diags
	}
	sess.parser, sess.cfg = parser, cfg
	opts.Config, opts.FS = cfg, wd.FS()
	return addrs, diags
}

// markGenerated flags the import changes whose configuration
// -generate-config-out wrote ("# (config will be generated)").
func markGenerated(plan *plans.Plan, addrs []string) {
	for _, c := range plan.Changes {
		if c.Importing && slices.Contains(addrs, c.Addr.String()) {
			c.ConfigGenerated = true
		}
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
