package command

import (
	"fmt"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/render"
	"github.com/tfplay/tfplay/engine/states"
)

// The messages of `terraform state show`, worded as Terraform words them.
const (
	stateShowArgMissing = "Exactly one argument expected: the address of a resource instance to show."
	stateShowNoInstance = "No instance found for the given address!\n\nThis command requires that the address references one specific instance.\nTo view the available instances, use \"terraform state list\". Please modify\nthe address to reference a specific instance."
	stateShowBadAddress = "Error parsing instance address: %s\n\nThis command requires that the address references one specific instance.\nTo view the available instances, use \"terraform state list\". Please modify\nthe address to reference a specific instance."
	stateShowNoState    = "No state file was found!\n\nState management commands require a state file. Run this command\nin a directory where Terraform has been run or use the -state flag\nto point the command to a specific state location."
)

// stateShow prints one resource instance's current object from the state
// as `terraform state show ADDR` does: "# ADDR:" (with "(tainted)" for a
// tainted object) and the resource block with every attribute, sensitive
// values hidden. Deposed objects are not shown, as in Terraform.
func stateShow(wd *workdir, args []string) {
	fl := newFlags("state show")
	noColor := fl.Bool("no-color", false, "")
	fl.String("state", "", "")
	pr := newPrinter(slices.Contains(args, "-no-color"))
	if err := fl.Parse(args); err != nil {
		stateShowFail(wd, pr, hcl.Diagnostics{sourceless("Failed to parse command-line flags", err.Error())}, true)
		return
	}
	pr = newPrinter(*noColor)
	if len(fl.Args()) != 1 {
		stateShowFail(wd, pr, hcl.Diagnostics{sourceless("Required argument missing", stateShowArgMissing)}, true)
		return
	}
	target := fl.Args()[0]
	ep, err := parseEndpointString(target)
	if err != nil || ep.Resource == nil {
		stateShowFail(wd, pr, hcl.Diagnostics{sourceless(fmt.Sprintf(stateShowBadAddress, target), "")}, false)
		return
	}
	if !configLoads(wd, pr) {
		return
	}
	if !stateExists(wd) {
		stateShowFail(wd, pr, hcl.Diagnostics{sourceless(stateShowNoState, "")}, false)
		return
	}
	st, diags := loadState(wd)
	if diags.HasErrors() {
		stateShowFail(wd, pr, diags, false)
		return
	}
	addr := addrs.AbsResourceInstance{Module: ep.Module, Resource: ep.Resource.Instance(ep.Key)}
	inst := st.ResourceInstance(addr)
	if inst == nil || inst.Current == nil {
		stateShowFail(wd, pr, hcl.Diagnostics{sourceless(stateShowNoInstance, "")}, false)
		return
	}
	rs := st.Resource(addrs.AbsResource{Module: addr.Module, Resource: addr.Resource.Resource})
	schema := core.Schemas(providerFactory(wd))(rs.ProviderConfig, addr.Resource.Resource.Mode, addr.Resource.Resource.Type)
	v, derr := render.DecodeObject(inst.Current, schema)
	if derr != nil {
		stateShowFail(wd, pr, hcl.Diagnostics{sourceless("Failed to marshal state to json", derr.Error())}, false)
		return
	}
	wd.stdout.WriteString(render.StateShow(render.StateObject{
		Addr:    addr,
		Tainted: inst.Current.Status == states.ObjectTainted,
		Value:   v,
		Schema:  schema,
	}, renderOptions(wd, pr)))
}

// stateShowFail prints error diagnostics, and the help prompt after
// argument errors, and sets exit status 1.
func stateShowFail(wd *workdir, pr printer, diags hcl.Diagnostics, helpPrompt bool) {
	wd.stderr.WriteString(pr.diags(diags, nil))
	if helpPrompt {
		wd.stderr.WriteString("\nFor more help on using this command, run:\n  terraform state show -help\n")
	}
	wd.exit = 1
}

// sourceless is an error diagnostic without a source location.
func sourceless(summary, detail string) *hcl.Diagnostic {
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail}
}
