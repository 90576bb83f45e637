package command

import (
	"io/fs"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/tfplay/tfplay/engine/version"
	"github.com/tfplay/tfplay/engine/workspaces"
)

// loadState reads the selected workspace's state; a missing file is an
// empty state.
func loadState(wd *workdir) (*states.State, hcl.Diagnostics) {
	name := workspaces.StatePath(wd.workspaceName())
	data, err := fs.ReadFile(wd.FS(), name)
	if err != nil {
		return states.NewState(), nil
	}
	st, err := statefile.Read(data)
	if err != nil {
		return states.NewState(), hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Failed to load state",
			Detail:   "Error reading " + name + ": " + err.Error(),
		}}
	}
	return st, nil
}

// saveState writes a new state for the selected workspace: the previous
// file is kept as terraform.tfstate.backup, the serial increases when the
// content changed, and a new state gets a lineage.
func saveState(wd *workdir, prev, next *states.State) {
	name := workspaces.StatePath(wd.workspaceName())
	old, err := fs.ReadFile(wd.FS(), name)
	next.TerraformVersion = version.Terraform
	if next.Lineage == "" {
		next.Lineage = prev.Lineage
	}
	if next.Lineage == "" {
		next.Lineage = newLineage(wd)
	}
	next.Serial = prev.Serial
	data, werr := statefile.Write(next)
	if werr == nil && err == nil && string(old) == string(data) {
		return
	}
	next.Serial = prev.Serial + 1
	data, werr = statefile.Write(next)
	if werr != nil {
		wd.stderr.WriteString("\nError: Failed to save state\n\n" + werr.Error() + "\n\n")
		wd.exit = 1
		return
	}
	if err == nil {
		wd.WriteFile(name+".backup", old)
	}
	wd.WriteFile(name, data)
}
