package command

import (
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/tfplay/tfplay/engine/workspaces"
)

func init() { register("state", runState) }

const stateHelp = `Usage: terraform [global options] state <subcommand> [options] [args]

  This command has subcommands for advanced state management.

Subcommands:
    list                List resources in the state
    mv                  Move an item in the state
    pull                Pull current state and output to stdout
    push                Update remote state from a local state file
    rm                  Remove instances from the state
    show                Show a resource in the state
`

func runState(wd *workdir, args []string) {
	if len(args) == 0 {
		wd.stderr.WriteString(stateHelp)
		wd.exit = 1
		return
	}
	switch args[0] {
	case "list":
		stateList(wd, args[1:])
	case "rm":
		stateRm(wd, args[1:])
	case "mv":
		stateMv(wd, args[1:])
	case "pull":
		statePull(wd, args[1:])
	case "push":
		statePush(wd, args[1:])
	case "show":
		stateShow(wd, args[1:])
	default:
		wd.stderr.WriteString(stateHelp)
		wd.exit = 1
	}
}

// matchesAddr reports whether an instance address is selected by a
// filter: the same address, the resource of the instance, or a module
// prefix.
func matchesAddr(ia addrs.AbsResourceInstance, filter string) bool {
	s := ia.String()
	res := addrs.AbsResource{Module: ia.Module, Resource: ia.Resource.Resource}.String()
	return s == filter || res == filter || ia.Module.String() == filter ||
		strings.HasPrefix(s, filter+".")
}

func stateList(wd *workdir, args []string) {
	fl := newFlags("state list")
	fl.String("state", "", "")
	id := fl.String("id", "", "")
	if !fl.parse(wd, args) {
		return
	}
	if !stateExists(wd) {
		wd.stderr.WriteString(noStateFile)
		wd.exit = 1
		return
	}
	st, diags := loadState(wd)
	if diags.HasErrors() {
		wd.stderr.WriteString(newPrinter(true).diags(diags, nil))
		wd.exit = 1
		return
	}
	filters := fl.Args()
	for _, ia := range st.AllInstances() {
		if len(filters) > 0 {
			ok := false
			for _, f := range filters {
				ok = ok || matchesAddr(ia, f)
			}
			if !ok {
				continue
			}
		}
		if *id != "" {
			is := st.ResourceInstance(ia)
			if is == nil || is.Current == nil || !strings.Contains(string(is.Current.AttrsJSON), fmt.Sprintf(`"id":%q`, *id)) {
				continue
			}
		}
		fmt.Fprintln(&wd.stdout, ia.String())
	}
}

func stateRm(wd *workdir, args []string) {
	fl := newFlags("state rm")
	dryRun := fl.Bool("dry-run", false, "")
	fl.String("state", "", "")
	fl.String("backup", "", "")
	fl.Bool("lock", true, "")
	if !fl.parse(wd, args) {
		return
	}
	if len(fl.Args()) == 0 {
		wd.stderr.WriteString("Error: At least one address is required.\n")
		wd.exit = 1
		return
	}
	prev, diags := loadState(wd)
	if diags.HasErrors() {
		wd.stderr.WriteString(newPrinter(true).diags(diags, nil))
		wd.exit = 1
		return
	}
	next := prev.DeepCopy()
	count := 0
	for _, f := range fl.Args() {
		matched := false
		for _, ia := range next.AllInstances() {
			if matchesAddr(ia, f) {
				matched = true
				if *dryRun {
					fmt.Fprintf(&wd.stdout, "Would remove %s\n", ia)
				} else {
					fmt.Fprintf(&wd.stdout, "Removed %s\n", ia)
					next.RemoveResourceInstance(ia)
				}
				count++
			}
		}
		if !matched {
			fmt.Fprintf(&wd.stderr, "\nError: Invalid target address\n\nNo matching objects found. To view the available instances, use \"terraform\nstate list\". Please modify the address to reference a specific instance.\n\n")
			wd.exit = 1
			return
		}
	}
	if *dryRun {
		fmt.Fprintf(&wd.stdout, "Would have removed %d items.\n", count)
		return
	}
	saveState(wd, prev, next)
	fmt.Fprintf(&wd.stdout, "Successfully removed %d resource instance(s).\n", count)
}

func stateMv(wd *workdir, args []string) {
	fl := newFlags("state mv")
	dryRun := fl.Bool("dry-run", false, "")
	fl.String("state", "", "")
	fl.String("state-out", "", "")
	fl.String("backup", "", "")
	fl.Bool("lock", true, "")
	if !fl.parse(wd, args) {
		return
	}
	if len(fl.Args()) != 2 {
		wd.stderr.WriteString("Exactly two arguments expected.\n\nUsage: terraform [global options] state mv [options] SOURCE DESTINATION\n")
		wd.exit = 1
		return
	}
	src, dst := fl.Args()[0], fl.Args()[1]
	prev, diags := loadState(wd)
	if diags.HasErrors() {
		wd.stderr.WriteString(newPrinter(true).diags(diags, nil))
		wd.exit = 1
		return
	}
	next := prev.DeepCopy()
	from, d1 := parseEndpointString(src)
	to, d2 := parseEndpointString(dst)
	if d1 != nil || d2 != nil {
		fmt.Fprintf(&wd.stderr, "\nError: Invalid address\n\nError parsing %q or %q as an address.\n\n", src, dst)
		wd.exit = 1
		return
	}
	moved := 0
	for _, ia := range next.AllInstances() {
		target, ok := moveTarget(ia, from, to)
		if !ok {
			continue
		}
		if next.ResourceInstance(target) != nil {
			fmt.Fprintf(&wd.stderr, "\nError: Invalid target address\n\nCannot move to %s: there is already a resource instance at that address in\nthe current state.\n\n", target)
			wd.exit = 1
			return
		}
		prefix := "Move"
		if *dryRun {
			prefix = "Would move"
		}
		fmt.Fprintf(&wd.stdout, "%s %q to %q\n", prefix, ia.String(), target.String())
		if !*dryRun {
			next.MoveInstance(ia, target)
		}
		moved++
	}
	if moved == 0 {
		fmt.Fprintf(&wd.stderr, "\nError: Invalid source address\n\nCannot move %s: does not match anything in the current state.\n\n", src)
		wd.exit = 1
		return
	}
	if *dryRun {
		fmt.Fprintf(&wd.stdout, "Would have moved %d objects.\n", moved)
		return
	}
	saveState(wd, prev, next)
	fmt.Fprintf(&wd.stdout, "Successfully moved %d object(s).\n", moved)
}

func statePull(wd *workdir, args []string) {
	data, err := fs.ReadFile(wd.FS(), workspaces.StatePath(wd.FS(), wd.workspaceName()))
	if err != nil {
		return
	}
	wd.stdout.Write(data)
}

func statePush(wd *workdir, args []string) {
	fl := newFlags("state push")
	force := fl.Bool("force", false, "")
	fl.Bool("lock", true, "")
	if !fl.parse(wd, args) {
		return
	}
	if len(fl.Args()) != 1 {
		wd.stderr.WriteString("Exactly one argument expected.\n")
		wd.exit = 1
		return
	}
	var data []byte
	var err error
	if fl.Args()[0] == "-" {
		if wd.stdin != nil {
			data, err = io.ReadAll(wd.stdin)
		}
	} else {
		data, err = fs.ReadFile(wd.FS(), fl.Args()[0])
	}
	if err != nil {
		fmt.Fprintf(&wd.stderr, "Error reading source state %q: %s\n", fl.Args()[0], err)
		wd.exit = 1
		return
	}
	pushed, err := statefile.Read(data)
	if err != nil {
		fmt.Fprintf(&wd.stderr, "Error reading source state %q: %s\n", fl.Args()[0], err)
		wd.exit = 1
		return
	}
	cur, _ := loadState(wd)
	if !*force && cur.Lineage != "" && pushed.Lineage != cur.Lineage {
		fmt.Fprintf(&wd.stderr, "Failed to write state: cannot import state with lineage %q over unrelated state with lineage %q\n", pushed.Lineage, cur.Lineage)
		wd.exit = 1
		return
	}
	if !*force && pushed.Serial < cur.Serial {
		fmt.Fprintf(&wd.stderr, "Failed to write state: cannot import state with serial %d over newer state with serial %d\n", pushed.Serial, cur.Serial)
		wd.exit = 1
		return
	}
	out, err := statefile.Write(pushed)
	if err != nil {
		fmt.Fprintf(&wd.stderr, "Failed to write state: %s\n", err)
		wd.exit = 1
		return
	}
	// Like every write of the state, the state it replaces is kept as
	// the backup, so that a push (forced or not) can be undone.
	name := workspaces.StatePath(wd.FS(), wd.workspaceName())
	if old, err := fs.ReadFile(wd.FS(), name); err == nil {
		wd.WriteFile(name+".backup", old)
	}
	wd.WriteFile(name, out)
}

// parseEndpointString parses an address given on the command line.
func parseEndpointString(s string) (addrs.Endpoint, error) {
	t, diags := parseTraversal(s)
	if diags != nil {
		return addrs.Endpoint{}, diags
	}
	e, d := addrs.ParseEndpoint(t)
	if d.HasErrors() {
		return e, d
	}
	return e, nil
}

// moveTarget computes where `state mv` puts an instance.
func moveTarget(ia addrs.AbsResourceInstance, from, to addrs.Endpoint) (addrs.AbsResourceInstance, bool) {
	if from.Resource == nil {
		if !ia.Module.HasPrefix(from.Module) {
			return ia, false
		}
		out := ia
		out.Module = append(append(addrs.ModuleInstance{}, to.Module...), ia.Module[len(from.Module):]...)
		return out, true
	}
	if ia.Module.String() != from.Module.String() || ia.Resource.Resource != *from.Resource {
		return ia, false
	}
	if from.KeySet && addrs.KeyString(ia.Resource.Key) != addrs.KeyString(from.Key) {
		return ia, false
	}
	if to.Resource == nil {
		return addrs.AbsResourceInstance{Module: to.Module, Resource: ia.Resource}, true
	}
	key := ia.Resource.Key
	if from.KeySet || to.KeySet {
		key = to.Key
	}
	return addrs.AbsResourceInstance{Module: to.Module, Resource: to.Resource.Instance(key)}, true
}

const noStateFile = "No state file was found!\n\nState management commands require a state file. Run this command\nin a directory where Terraform has been run or use the -state flag\nto point the command to a specific state location.\n"

// stateExists reports whether the selected workspace has a state file.
func stateExists(wd *workdir) bool {
	_, err := fs.Stat(wd.FS(), workspaces.StatePath(wd.FS(), wd.workspaceName()))
	return err == nil
}
