package command

import (
	"bytes"
	"io/fs"
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/tfplay/tfplay/engine/version"
	"github.com/tfplay/tfplay/engine/workspaces"
)

// loadState reads the selected workspace's state; a missing file is an
// empty state.
func loadState(wd *workdir) (*states.State, hcl.Diagnostics) {
	return loadStateFile(wd, workspaces.StatePath(wd.FS(), wd.workspaceName()))
}

// loadStateFile reads the state file at name; a missing file is an empty
// state, as in Terraform.
func loadStateFile(wd *workdir, name string) (*states.State, hcl.Diagnostics) {
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
	name := workspaces.StatePath(wd.FS(), wd.workspaceName())
	old, err := fs.ReadFile(wd.FS(), name)
	next.TerraformVersion = version.Terraform
	if next.Lineage == "" {
		next.Lineage = prev.Lineage
	}
	if next.Lineage == "" {
		next.Lineage = newLineage(wd)
	}
	// The serial goes up only when the state changes: encode with the
	// previous serial and compare with the file. Encoding a large state
	// is the costly part of an apply, so the new serial is patched into
	// the encoding rather than encoding again (withSerial).
	var data []byte
	var werr error
	if err == nil {
		next.Serial = prev.Serial
		data, werr = statefile.Write(next)
		if werr == nil && string(old) == string(data) {
			return
		}
	}
	next.Serial = prev.Serial + 1
	if patched, ok := withSerial(data, prev.Serial, next.Serial); werr == nil && ok {
		data = patched
	} else {
		data, werr = statefile.Write(next)
	}
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

// withSerial returns a state file encoding with its serial changed from
// old to serial; ok is false when the encoding has no such serial line
// where statefile.Write puts it (third of the top-level fields).
func withSerial(data []byte, old, serial uint64) (out []byte, ok bool) {
	line := []byte("\n  \"serial\": " + strconv.FormatUint(old, 10) + ",\n")
	i := bytes.Index(data, line)
	if i < 0 || i > 200 {
		return nil, false
	}
	repl := "\n  \"serial\": " + strconv.FormatUint(serial, 10) + ",\n"
	out = make([]byte, 0, len(data)+len(repl)-len(line))
	out = append(append(append(out, data[:i]...), repl...), data[i+len(line):]...)
	return out, true
}
