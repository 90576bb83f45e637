package command

import (
	"fmt"

	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/render"
)

func init() { register("import", runImport) }

// runImport imports an existing object into the state: terraform import
// ADDR ID.
func runImport(wd *workdir, args []string) {
	fl := newFlags("import")
	of := addOperationFlags(fl)
	fl.String("config", ".", "")
	fl.Bool("allow-missing-config", false, "")
	if !fl.parse(wd, args) {
		return
	}
	pr := newPrinter(*of.noColor)
	if len(fl.Args()) != 2 {
		wd.stderr.WriteString(pr.color("The import command expects two arguments.\nUsage: terraform [global options] import [options] ADDR ID\n"))
		wd.exit = 1
		return
	}
	addr, id := fl.Args()[0], fl.Args()[1]
	sess, opts, diags := prepareOperation(wd, of)
	if diags.HasErrors() {
		pr.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	ro := renderOptions(wd, pr)
	res, d := core.Import(opts, addr, id)
	if d.HasErrors() {
		pr.report(wd, d, sess.sources())
		wd.exit = 1
		return
	}
	fmt.Fprintf(&wd.stdout, "%s", pr.color(fmt.Sprintf("[reset][bold]%s: Importing from ID %q...[reset]\n", addr, id)))
	fmt.Fprintf(&wd.stdout, "%s", pr.color(fmt.Sprintf("[reset][bold][green]%s: Import prepared![reset]\n  [green]Prepared %s for import[reset]\n", addr, res.TypeName)))
	wd.stdout.WriteString(render.Refreshing(addr, "", res.Object, ro))
	saveState(wd, opts.State, res.State)
	wd.stdout.WriteString(pr.color("\n[reset][bold][green]Import successful![reset]\n\n[green]The resources that were imported are shown above. These resources are now in\nyour Terraform state and will henceforth be managed by Terraform.[reset]\n\n"))
}
