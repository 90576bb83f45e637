package command

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/diagnostics"
	"github.com/tfplay/tfplay/engine/version"
	"github.com/tfplay/tfplay/engine/workspaces"
)

func init() { register("workspace", runWorkspace) }

// statePath returns the state file of a workspace in the local backend's
// layout (terraform.tfstate, or terraform.tfstate.d/NAME/terraform.tfstate,
// unless the backend's configuration sets another path).
func statePath(wd *workdir, workspace string) string {
	return workspaces.StatePath(wd.FS(), workspace)
}

// The messages of the workspace commands, worded as Terraform's.
const (
	wsExists         = "Workspace %q already exists"
	wsDoesNotExist   = "\nWorkspace %q doesn't exist.\n\nYou can create this workspace with the \"new\" subcommand \nor include the \"-or-create\" flag with the \"select\" subcommand."
	wsChanged        = "[reset][green]Switched to workspace %q."
	wsCreated        = "[reset][green][bold]Created and switched to workspace %q![reset][green]\n\nYou're now on a new, empty workspace. Workspaces isolate their state,\nso if you run \"terraform plan\" Terraform will not see any existing state\nfor this configuration."
	wsDeleted        = "[reset][green]Deleted workspace %q!"
	wsWarnNotEmpty   = "[reset][yellow]WARNING: %q was non-empty.\nThe resources managed by the deleted workspace may still exist,\nbut are no longer manageable by Terraform since the state has\nbeen deleted.\n"
	wsDelCurrent     = "Workspace %q is your active workspace.\n\nYou cannot delete the currently active workspace. Please switch\nto another workspace and try again."
	wsInvalidName    = "\nThe workspace name %q is not allowed. The name must contain only URL safe\ncharacters, and no path separators.\n"
	wsOverridden     = "\nThe selected workspace is currently overridden using the TF_WORKSPACE\nenvironment variable.\n\nTo select a new workspace, either update this environment variable or unset\nit and then run this command again.\n"
	wsOverriddenNew  = "\nThe workspace is currently overridden using the TF_WORKSPACE environment\nvariable. You cannot create a new workspace when using this setting.\n\nTo create a new workspace, either unset this environment variable or update it\nto match the workspace name you are trying to create, and then run this command\nagain.\n"
	wsOverriddenNote = "\n\nThe active workspace is being overridden using the TF_WORKSPACE environment\nvariable.\n"
)

// wsUI prints as Terraform's command-line UI: output lines on standard
// output, error lines on standard error (red unless -no-color).
type wsUI struct {
	wd      *workdir
	noColor bool
}

func (u wsUI) output(s string) { u.wd.stdout.WriteString(colorize(s, u.noColor) + "\n") }

func (u wsUI) error(s string) {
	if !u.noColor {
		s = "\x1b[0;31m" + s + "\x1b[0m"
	}
	u.wd.stderr.WriteString(s + "\n")
	u.wd.exit = 1
}

func (u wsUI) diags(d hcl.Diagnostics, src diagnostics.Sources) {
	for _, diag := range d {
		text := diagnostics.HumanDiagnostic(diag, src, diagnostics.DefaultWidth)
		if diag.Severity == hcl.DiagError {
			u.wd.stderr.WriteString(text)
			u.wd.exit = 1
		} else {
			u.wd.stdout.WriteString(text)
		}
	}
}

// colorize expands colour tags as Terraform's colouring does: tags become
// escape codes and a reset ends the text, or tags are removed.
func colorize(s string, noColor bool) string {
	out := printer{noColor: noColor}.color(s)
	if !noColor && out != s {
		out += "\x1b[0m"
	}
	return out
}

// runWorkspace dispatches the workspace subcommands.
func runWorkspace(wd *workdir, args []string) {
	sub, rest := "", args
	if len(args) > 0 {
		sub, rest = args[0], args[1:]
	}
	switch sub {
	case "new":
		workspaceNew(wd, rest)
	case "select":
		workspaceSelect(wd, rest)
	case "list":
		workspaceList(wd, rest)
	case "show":
		workspaceShow(wd, rest)
	case "delete":
		workspaceDelete(wd, rest)
	default:
		wd.stdout.WriteString("Usage: terraform [global options] workspace\n\n  new, list, show, select and delete Terraform workspaces.\n\nSubcommands:\n    delete    Delete a workspace\n    list      List Workspaces\n    new       Create a new workspace\n    select    Select a workspace\n    show      Show the name of the current workspace\n")
		if sub != "" && !strings.HasPrefix(sub, "-") {
			wd.exit = 1
		}
	}
}

// workspaceFlags parses a subcommand's options; -no-color is accepted by
// every one.
func workspaceFlags(wd *workdir, name string, args []string, extra func(*flagSet)) (wsUI, []string, bool) {
	fl := newFlags("workspace " + name)
	noColor := fl.Bool("no-color", false, "")
	if extra != nil {
		extra(fl)
	}
	if err := fl.Parse(args); err != nil {
		fmt.Fprintf(&wd.stderr, "Error parsing command-line flags: %s\n\n", err)
		wd.exit = 1
		return wsUI{wd: wd}, nil, false
	}
	return wsUI{wd: wd, noColor: *noColor}, fl.Args(), true
}

// oneName checks that exactly one argument was given.
func oneName(ui wsUI, usage string, args []string) (string, bool) {
	if len(args) != 1 {
		ui.error("Expected a single argument: NAME.\n")
		ui.wd.stderr.WriteString("Usage: terraform [global options] workspace " + usage + "\n")
		return "", false
	}
	return args[0], true
}

// loadRootModule reads the root module as the workspace commands do
// before touching the backend; its errors stop the command.
func loadRootModule(ui wsUI) bool {
	p := config.NewParser(ui.wd.FS())
	_, diags := p.LoadModule(".")
	ui.diags(diags, p.Sources())
	return !diags.HasErrors()
}

func workspaceNew(wd *workdir, args []string) {
	var stateFrom *string
	ui, args, ok := workspaceFlags(wd, "new", args, func(fl *flagSet) {
		fl.Bool("lock", true, "")
		fl.Duration("lock-timeout", 0, "")
		stateFrom = fl.String("state", "", "")
	})
	if !ok {
		return
	}
	name, ok := oneName(ui, "new [OPTIONS] NAME", args)
	if !ok {
		return
	}
	if !workspaces.ValidName(name) {
		ui.error(fmt.Sprintf(wsInvalidName, name))
		return
	}
	if cur, over := workspaces.Selected(wd.FS(), wd.env); over && cur != name {
		ui.error(wsOverriddenNew)
		return
	}
	if !loadRootModule(ui) {
		return
	}
	if workspaces.Exists(wd.FS(), name) {
		ui.error(fmt.Sprintf(wsExists, name))
		return
	}
	var initial []byte
	if *stateFrom != "" {
		b, err := fs.ReadFile(wd.FS(), strings.TrimPrefix(*stateFrom, "./"))
		if err != nil {
			ui.error(fmt.Sprintf("open %s: no such file or directory", *stateFrom))
			return
		}
		initial = b
	}
	createWorkspace(wd, name)
	wd.WriteFile(workspaces.EnvironmentFile, []byte(name))
	ui.output(fmt.Sprintf(wsCreated, name))
	if initial != nil {
		wd.WriteFile(statePath(wd, name), initial)
	}
}

// createWorkspace gives a new workspace its (empty) state file.
func createWorkspace(wd *workdir, name string) {
	if name == workspaces.Default {
		return
	}
	wd.WriteFile(statePath(wd, name), workspaces.EmptyState(wd.dir, name, version.Terraform))
}

func workspaceSelect(wd *workdir, args []string) {
	var orCreate *bool
	ui, args, ok := workspaceFlags(wd, "select", args, func(fl *flagSet) {
		orCreate = fl.Bool("or-create", false, "")
	})
	if !ok {
		return
	}
	name, ok := oneName(ui, "select NAME", args)
	if !ok || !loadRootModule(ui) {
		return
	}
	current, over := workspaces.Selected(wd.FS(), wd.env)
	if over {
		ui.error(wsOverridden)
		return
	}
	if !workspaces.ValidName(name) {
		ui.error(fmt.Sprintf(wsInvalidName, name))
		return
	}
	if name == current {
		return
	}
	created := false
	if !workspaces.Exists(wd.FS(), name) {
		if !*orCreate {
			ui.error(fmt.Sprintf(wsDoesNotExist, name))
			return
		}
		createWorkspace(wd, name)
		created = true
	}
	wd.WriteFile(workspaces.EnvironmentFile, []byte(name))
	if created {
		ui.output(fmt.Sprintf(wsCreated, name))
	} else {
		ui.output(fmt.Sprintf(wsChanged, name))
	}
}

func workspaceList(wd *workdir, args []string) {
	ui, _, ok := workspaceFlags(wd, "list", args, nil)
	if !ok || !loadRootModule(ui) {
		return
	}
	current, over := workspaces.Selected(wd.FS(), wd.env)
	if over {
		ui.diags(hcl.Diagnostics{{Severity: hcl.DiagWarning, Summary: wsOverriddenNote}}, nil)
	}
	var b strings.Builder
	for _, n := range workspaces.List(wd.FS()) {
		if n == current {
			b.WriteString("* ")
		} else {
			b.WriteString("  ")
		}
		b.WriteString(n + "\n")
	}
	ui.output(b.String())
}

func workspaceShow(wd *workdir, args []string) {
	ui, _, ok := workspaceFlags(wd, "show", args, nil)
	if !ok {
		return
	}
	current, _ := workspaces.Selected(wd.FS(), wd.env)
	ui.output(current)
}

func workspaceDelete(wd *workdir, args []string) {
	var force *bool
	ui, args, ok := workspaceFlags(wd, "delete", args, func(fl *flagSet) {
		force = fl.Bool("force", false, "")
		fl.Bool("lock", true, "")
		fl.Duration("lock-timeout", 0, "")
	})
	if !ok {
		return
	}
	name, ok := oneName(ui, "delete [OPTIONS] NAME", args)
	if !ok || !loadRootModule(ui) {
		return
	}
	if !workspaces.Exists(wd.FS(), name) {
		ui.error(fmt.Sprintf(strings.TrimSpace(wsDoesNotExist), name))
		return
	}
	if current, _ := workspaces.Selected(wd.FS(), wd.env); name == current {
		ui.error(fmt.Sprintf(wsDelCurrent, name))
		return
	}
	var tracked []string
	if b, err := fs.ReadFile(wd.FS(), statePath(wd, name)); err == nil {
		tracked, err = workspaces.ManagedInstances(b)
		if err != nil {
			ui.error(fmt.Sprintf("Failed to load state: %s", err))
			return
		}
	}
	if len(tracked) > 0 && !*force {
		ui.diags(hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Workspace is not empty",
			Detail: fmt.Sprintf("Workspace %q is currently tracking the following resource instances:\n  - %s\n\n"+
				"Deleting this workspace would cause Terraform to lose track of any associated remote objects, which would then require you to delete them manually outside of Terraform. You should destroy these objects with Terraform before deleting the workspace.\n\n"+
				"If you want to delete this workspace anyway, and have Terraform forget about these managed objects, use the -force option to disable this safety check.",
				name, strings.Join(tracked, "\n  - ")),
		}}, nil)
		return
	}
	if name == workspaces.Default {
		ui.error("cannot delete default state")
		return
	}
	for _, f := range workspaces.Files(wd.FS(), name) {
		wd.RemoveFile(f)
	}
	ui.output(fmt.Sprintf(wsDeleted, name))
	if len(tracked) > 0 {
		ui.output(fmt.Sprintf(wsWarnNotEmpty, name))
	}
}
