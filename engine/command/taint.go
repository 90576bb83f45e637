package command

import (
	"fmt"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
)

func init() {
	register("taint", func(wd *workdir, args []string) { runTaint(wd, args, true) })
	register("untaint", func(wd *workdir, args []string) { runTaint(wd, args, false) })
}

// runTaint marks (or unmarks) a resource instance's object as tainted, so
// the next plan replaces it.
func runTaint(wd *workdir, args []string, taint bool) {
	name := "untaint"
	if taint {
		name = "taint"
	}
	fl := newFlags(name)
	allowMissing := fl.Bool("allow-missing", false, "")
	noColor := fl.Bool("no-color", false, "")
	fl.Bool("lock", true, "")
	fl.String("lock-timeout", "0s", "")
	fl.String("state", "", "")
	fl.String("state-out", "", "")
	fl.String("backup", "", "")
	if !fl.parse(wd, args) {
		return
	}
	pr := newPrinter(*noColor)
	if len(fl.Args()) != 1 {
		fmt.Fprintf(&wd.stderr, "%s", pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Invalid number of command line arguments[reset]\n\nThe %s command expects exactly one argument: the address of a resource instance.\n\n", name)))
		wd.exit = 1
		return
	}
	target := fl.Args()[0]
	prev, diags := loadState(wd)
	if diags.HasErrors() {
		pr.report(wd, diags, nil)
		wd.exit = 1
		return
	}
	next := prev.DeepCopy()
	var found *states.Instance
	var foundAddr addrs.AbsResourceInstance
	for _, ia := range next.AllInstances() {
		if ia.String() == target || (ia.Resource.Key == nil && addrs.AbsResource{Module: ia.Module, Resource: ia.Resource.Resource}.String() == target) {
			found, foundAddr = next.ResourceInstance(ia), ia
		}
	}
	if found == nil || found.Current == nil || foundAddr.Resource.Resource.Mode != addrs.Managed {
		if *allowMissing {
			fmt.Fprintf(&wd.stdout, "%s", pr.color(fmt.Sprintf("\n[yellow][bold]Warning:[reset][bold] No such resource instance[reset]\n\nResource instance %s was not found, but this is not an error because\n-allow-missing was set.\n\n", target)))
			return
		}
		fmt.Fprintf(&wd.stderr, "%s", pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] No such resource instance[reset]\n\nThere is no resource instance in the state with the address %s. If the\nresource configuration has just been added, you must run \"terraform apply\"\nonce to create the corresponding instance(s) before they can be tainted.\n\n", target)))
		wd.exit = 1
		return
	}
	if taint {
		found.Current.Status = states.ObjectTainted
		saveState(wd, prev, next)
		fmt.Fprintf(&wd.stdout, "Resource instance %s has been marked as tainted.\n", foundAddr)
		return
	}
	if found.Current.Status != states.ObjectTainted {
		fmt.Fprintf(&wd.stderr, "%s", pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Resource instance is not tainted[reset]\n\nResource instance %s is not currently tainted, and so it cannot be\nuntainted.\n\n", foundAddr)))
		wd.exit = 1
		return
	}
	found.Current.Status = states.ObjectReady
	saveState(wd, prev, next)
	fmt.Fprintf(&wd.stdout, "Resource instance %s has been successfully untainted.\n", foundAddr)
}
