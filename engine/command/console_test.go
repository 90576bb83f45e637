package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestConsoleFlavor(t *testing.T) {
	run := func(env map[string]string) Result {
		return Run(Request{Args: []string{"console"}, FS: fstest.MapFS{}, Env: env, Stdin: strings.NewReader("urldecode(\"a%20b\")\n")})
	}
	if res := run(map[string]string{"TFPLAY_FLAVOR": "opentofu"}); res.ExitCode != 0 || res.Stdout != "\"a b\"\n" {
		t.Errorf("OpenTofu flavor: exit %d stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	if res := run(nil); res.ExitCode != 1 || !strings.Contains(res.Stderr, "Call to unknown function") {
		t.Errorf("Terraform flavor has no urldecode: exit %d stderr %q", res.ExitCode, res.Stderr)
	}
}

func TestConsoleInteractivePrompt(t *testing.T) {
	res := Run(Request{Args: []string{"console"}, FS: fstest.MapFS{}, Interactive: true, Stdin: strings.NewReader("1 + 1\nbad(\nupper(\"x\")\nexit\n")})
	if res.Stdout != "> 2\n> > \"X\"\n> " {
		t.Errorf("stdout = %q", res.Stdout)
	}
	if !strings.Contains(res.Stderr, "Error:") {
		t.Errorf("an error in an interactive console is reported and the session goes on: %q", res.Stderr)
	}
}

func TestOpenTofuFilesAndVersion(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf":   {Data: []byte(`output "a" { value = "tf" }` + "\n")},
		"main.tofu": {Data: []byte(`output "a" { value = "tofu" }` + "\n")},
	}
	tofu := map[string]string{"TFPLAY_FLAVOR": "opentofu"}
	if res := Run(Request{Args: []string{"plan", "-no-color"}, FS: fsys, Env: tofu}); !strings.Contains(res.Stdout, `+ a = "tofu"`) {
		t.Errorf("under OpenTofu, main.tofu shadows main.tf:\n%s%s", res.Stdout, res.Stderr)
	}
	if res := Run(Request{Args: []string{"plan", "-no-color"}, FS: fsys}); !strings.Contains(res.Stdout, `+ a = "tf"`) {
		t.Errorf("Terraform ignores .tofu files:\n%s%s", res.Stdout, res.Stderr)
	}
	if res := Run(Request{Args: []string{"version"}, Env: tofu}); !strings.HasPrefix(res.Stdout, "OpenTofu v") {
		t.Errorf("version under OpenTofu: %q", res.Stdout)
	}
}

// TestConsoleReadsState: like Terraform's, the console evaluates against
// the current state, so after apply a resource's attributes have their
// applied values (and are unknown before), count and for_each instances
// are a tuple and an object, and workspaces each have their own state.
func TestConsoleReadsState(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
resource "terraform_data" "x" {
  input = "hello"
}
resource "terraform_data" "n" {
  count = 2
  input = "n${count.index}"
}
resource "terraform_data" "m" {
  for_each = toset(["a", "b"])
  input    = each.key
}
resource "random_password" "p" {
  length = 8
}
`})
	console := func(line string) string {
		t.Helper()
		res := d.runWith(line+"\n", "console")
		if res.ExitCode != 0 {
			t.Fatalf("console %q: exit %d\n%s%s", line, res.ExitCode, res.Stdout, res.Stderr)
		}
		return res.Stdout
	}
	if got := console("terraform_data.x.output"); got != "(known after apply)\n" {
		t.Errorf("before apply: %q", got)
	}
	d.ok("init", "-no-color")
	d.apply()
	tests := map[string]string{
		"terraform_data.x.output":                    "\"hello\"\n",
		"terraform_data.x.id == terraform_data.x.id": "true\n",
		"length(terraform_data.x.id)":                "36\n",
		"terraform_data.n[1].output":                 "\"n1\"\n",
		"terraform_data.n[*].input":                  "[\n  \"n0\",\n  \"n1\",\n]\n",
		"terraform_data.m[\"b\"].output":             "\"b\"\n",
		"keys(terraform_data.m)":                     "[\n  \"a\",\n  \"b\",\n]\n",
		"random_password.p.result":                   "(sensitive value)\n",
		"random_password.p.length":                   "8\n",
	}
	for line, want := range tests {
		if got := console(line); got != want {
			t.Errorf("after apply, %s = %q, want %q", line, got, want)
		}
	}
	// Another workspace has no state: unknown again.
	d.ok("workspace", "new", "other")
	if got := console("terraform_data.x.output"); got != "(known after apply)\n" {
		t.Errorf("in a new workspace: %q", got)
	}
}

// TestApplySavedPlanWithRequiredVariable: a saved plan carries the values
// of required variables; applying it needs none on the command line.
func TestApplySavedPlanWithRequiredVariable(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
variable "size" {
  type = string
}
resource "terraform_data" "a" {
  input = var.size
}
`})
	d.ok("init", "-no-color")
	d.ok("plan", "-no-color", "-input=false", "-var=size=t3.small", "-out=p.tfplan")
	if out := d.ok("apply", "-no-color", "-input=false", "p.tfplan"); !strings.Contains(out, "Apply complete! Resources: 1 added") {
		t.Errorf("apply of the saved plan:\n%s", out)
	}
	if got := d.runWith("terraform_data.a.output\n", "console", "-var=size=x").Stdout; got != "\"t3.small\"\n" {
		t.Errorf("console after apply: %q", got)
	}
}
