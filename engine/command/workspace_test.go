package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

// runIn runs a command in fsys and applies the files it wrote, as the
// native CLI does, so that commands can be chained.
func runIn(fsys fstest.MapFS, env map[string]string, args ...string) Result {
	res := Run(Request{Args: args, FS: fsys, Dir: "/work/proj", Env: env})
	for name, data := range res.Files {
		if data == nil {
			delete(fsys, name)
		} else {
			fsys[name] = &fstest.MapFile{Data: data}
		}
	}
	return res
}

const wsCreatedText = "Created and switched to workspace %q!\n\nYou're now on a new, empty workspace. Workspaces isolate their state,\nso if you run \"terraform plan\" Terraform will not see any existing state\nfor this configuration.\n"

func TestWorkspaceLifecycle(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte("output \"ws\" { value = terraform.workspace }\n")}}
	steps := []struct {
		args           []string
		stdout, stderr string
		exit           int
	}{
		{[]string{"workspace", "show"}, "default\n", "", 0},
		{[]string{"workspace", "list"}, "* default\n\n", "", 0},
		{[]string{"workspace", "new", "-no-color", "dev"}, strings.Replace(wsCreatedText, "%q", `"dev"`, 1), "", 0},
		{[]string{"workspace", "show"}, "dev\n", "", 0},
		{[]string{"workspace", "new", "-no-color", "dev"}, "", "Workspace \"dev\" already exists\n", 1},
		{[]string{"workspace", "select", "-no-color", "-or-create", "prod"}, strings.Replace(wsCreatedText, "%q", `"prod"`, 1), "", 0},
		{[]string{"workspace", "list"}, "  default\n  dev\n* prod\n\n", "", 0},
		{[]string{"workspace", "select", "-no-color", "prod"}, "", "", 0},
		{[]string{"workspace", "select", "-no-color", "default"}, "Switched to workspace \"default\".\n", "", 0},
		{[]string{"workspace", "select", "-no-color", "qa"}, "",
			"\nWorkspace \"qa\" doesn't exist.\n\nYou can create this workspace with the \"new\" subcommand \nor include the \"-or-create\" flag with the \"select\" subcommand.\n", 1},
		{[]string{"workspace", "delete", "-no-color", "default"}, "",
			"Workspace \"default\" is your active workspace.\n\nYou cannot delete the currently active workspace. Please switch\nto another workspace and try again.\n", 1},
		{[]string{"workspace", "delete", "-no-color", "dev"}, "Deleted workspace \"dev\"!\n", "", 0},
		{[]string{"workspace", "delete", "-no-color", "dev"}, "",
			"Workspace \"dev\" doesn't exist.\n\nYou can create this workspace with the \"new\" subcommand \nor include the \"-or-create\" flag with the \"select\" subcommand.\n", 1},
		{[]string{"workspace", "list"}, "* default\n  prod\n\n", "", 0},
		{[]string{"workspace", "new", "-no-color", "a/b"}, "",
			"\nThe workspace name \"a/b\" is not allowed. The name must contain only URL safe\ncharacters, and no path separators.\n\n", 1},
		{[]string{"workspace", "new", "-no-color"}, "",
			"Expected a single argument: NAME.\n\nUsage: terraform [global options] workspace new [OPTIONS] NAME\n", 1},
	}
	for i, s := range steps {
		res := runIn(fsys, nil, s.args...)
		if res.Stdout != s.stdout || res.Stderr != s.stderr || res.ExitCode != s.exit {
			t.Fatalf("step %d %v: exit %d\nstdout %q\nstderr %q", i, s.args, res.ExitCode, res.Stdout, res.Stderr)
		}
	}
	if got := string(fsys[".terraform/environment"].Data); got != "default" {
		t.Fatalf("environment file holds %q", got)
	}
	if _, ok := fsys["terraform.tfstate.d/prod/terraform.tfstate"]; !ok {
		t.Fatal("prod has no state file")
	}
	if _, ok := fsys["terraform.tfstate.d/dev/terraform.tfstate"]; ok {
		t.Fatal("dev's state survived its deletion")
	}
}

func TestWorkspaceColor(t *testing.T) {
	fsys := fstest.MapFS{}
	res := runIn(fsys, nil, "workspace", "new", "dev")
	want := "\x1b[0m\x1b[32m\x1b[1mCreated and switched to workspace \"dev\"!\x1b[0m\x1b[32m\n\nYou're now"
	if !strings.HasPrefix(res.Stdout, want) || !strings.HasSuffix(res.Stdout, "configuration.\x1b[0m\n") {
		t.Fatalf("got %q", res.Stdout)
	}
	res = runIn(fsys, nil, "workspace", "select", "nope")
	if !strings.HasPrefix(res.Stderr, "\x1b[0;31m\nWorkspace \"nope\"") {
		t.Fatalf("got %q", res.Stderr)
	}
}

func TestWorkspaceDeleteNonEmpty(t *testing.T) {
	state := `{"version":4,"serial":3,"lineage":"x","outputs":{},"resources":[
{"mode":"managed","type":"terraform_data","name":"a","provider":"provider[\"terraform.io/builtin/terraform\"]","instances":[{"index_key":0,"attributes":{}},{"index_key":1,"attributes":{}}]},
{"mode":"data","type":"terraform_remote_state","name":"r","provider":"provider[\"terraform.io/builtin/terraform\"]","instances":[{"attributes":{}}]}]}`
	fsys := fstest.MapFS{
		"terraform.tfstate.d/dev/terraform.tfstate":        {Data: []byte(state)},
		"terraform.tfstate.d/dev/terraform.tfstate.backup": {Data: []byte(state)},
	}
	res := runIn(fsys, nil, "workspace", "delete", "-no-color", "dev")
	wantErr := "\nError: Workspace is not empty\n\nWorkspace \"dev\" is currently tracking the following resource instances:\n  - terraform_data.a[0]\n  - terraform_data.a[1]\n\nDeleting this workspace would cause Terraform to lose track of any associated\nremote objects, which would then require you to delete them manually outside\nof Terraform. You should destroy these objects with Terraform before deleting\nthe workspace.\n\nIf you want to delete this workspace anyway, and have Terraform forget about\nthese managed objects, use the -force option to disable this safety check.\n"
	if res.ExitCode != 1 || res.Stderr != wantErr {
		t.Fatalf("exit %d\n%q", res.ExitCode, res.Stderr)
	}
	res = runIn(fsys, nil, "workspace", "delete", "-no-color", "-force", "dev")
	wantOut := "Deleted workspace \"dev\"!\nWARNING: \"dev\" was non-empty.\nThe resources managed by the deleted workspace may still exist,\nbut are no longer manageable by Terraform since the state has\nbeen deleted.\n\n"
	if res.ExitCode != 0 || res.Stdout != wantOut {
		t.Fatalf("exit %d\n%q\n%q", res.ExitCode, res.Stdout, res.Stderr)
	}
	if len(fsys) != 0 {
		t.Fatalf("files left: %v", fsys)
	}
}

func TestWorkspaceOverridden(t *testing.T) {
	env := map[string]string{"TF_WORKSPACE": "ci"}
	fsys := fstest.MapFS{}
	if res := runIn(fsys, env, "workspace", "show"); res.Stdout != "ci\n" {
		t.Fatalf("got %q", res.Stdout)
	}
	res := runIn(fsys, env, "workspace", "select", "-no-color", "x")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "overridden using the TF_WORKSPACE") {
		t.Fatalf("got %d %q", res.ExitCode, res.Stderr)
	}
	if res := runIn(fsys, env, "workspace", "new", "-no-color", "ci"); res.ExitCode != 0 {
		t.Fatalf("creating the overriding workspace failed: %q", res.Stderr)
	}
}

func TestWorkspaceInvalidConfig(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte("resource \"x\" {\n}\n")}}
	res := runIn(fsys, nil, "workspace", "select", "-no-color", "-or-create", "dev")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "Error: Missing name for resource") {
		t.Fatalf("got %d %q", res.ExitCode, res.Stderr)
	}
	if len(res.Files) != 0 {
		t.Fatal("files written despite the error")
	}
}

// A local backend's path and workspace_dir decide where every command
// reads and writes state, once init has recorded them.
func TestLocalBackendPaths(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte(`terraform {
  backend "local" {
    path          = "state/network.tfstate"
    workspace_dir = "envs"
  }
}

resource "terraform_data" "a" {
  input = terraform.workspace
}
`)}}
	// Before init, the backend is not set up: commands that use it say so.
	if res := runIn(fsys, nil, "plan", "-no-color"); res.ExitCode != 1 || !strings.Contains(res.Stderr, "Error: Backend initialization required, please run \"terraform init\"") || !strings.Contains(res.Stderr, `Reason: Initial configuration of the requested backend "local"`) {
		t.Fatalf("plan before init: exit %d\n%s", res.ExitCode, res.Stderr)
	}
	for _, args := range [][]string{
		{"init", "-no-color"},
		{"apply", "-auto-approve", "-no-color"},
		{"apply", "-auto-approve", "-no-color"},
		{"workspace", "new", "-no-color", "dev"},
		{"apply", "-auto-approve", "-no-color"},
	} {
		if res := runIn(fsys, nil, args...); res.ExitCode != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, res.ExitCode, res.Stdout, res.Stderr)
		}
	}
	for _, name := range []string{"state/network.tfstate", "envs/dev/terraform.tfstate"} {
		if f, ok := fsys[name]; !ok || !strings.Contains(string(f.Data), `"terraform_data"`) {
			t.Errorf("no state in %s", name)
		}
	}
	// The second apply changed nothing: no backup of an unchanged state.
	for _, name := range []string{"terraform.tfstate", "terraform.tfstate.d/dev/terraform.tfstate", "state/network.tfstate.backup"} {
		if _, ok := fsys[name]; ok {
			t.Errorf("unexpected %s", name)
		}
	}
	if res := runIn(fsys, nil, "workspace", "list"); res.Stdout != "  default\n* dev\n\n" {
		t.Errorf("workspace list: %q", res.Stdout)
	}
	if res := runIn(fsys, map[string]string{"TF_WORKSPACE": "default"}, "state", "list"); res.Stdout != "terraform_data.a\n" {
		t.Errorf("state list: %q %q", res.Stdout, res.Stderr)
	}
	// A changed path needs init again; removing the block too.
	fsys["main.tf"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["main.tf"].Data), "network", "other", 1))}
	if res := runIn(fsys, nil, "plan", "-no-color"); res.ExitCode != 1 || !strings.Contains(res.Stderr, "Error: Backend initialization required: please run \"terraform init\"\n\nReason: Backend configuration block has changed") {
		t.Errorf("plan after a change: exit %d\n%s", res.ExitCode, res.Stderr)
	}
	fsys["main.tf"] = &fstest.MapFile{Data: []byte("resource \"terraform_data\" \"a\" {}\n")}
	if res := runIn(fsys, nil, "plan", "-no-color"); res.ExitCode != 1 || !strings.Contains(res.Stderr, `Reason: Unsetting the previously set backend "local"`) {
		t.Errorf("plan after removing the backend: exit %d\n%s", res.ExitCode, res.Stderr)
	}
	if res := runIn(fsys, nil, "init", "-no-color"); res.ExitCode != 0 {
		t.Errorf("init: %s", res.Stderr)
	}
	if res := runIn(fsys, nil, "plan", "-no-color"); res.ExitCode != 0 {
		t.Errorf("plan after init: %s", res.Stderr)
	}
}
