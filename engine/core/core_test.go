package core_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// workspace runs terraform commands against an in-memory working
// directory, keeping the files commands write.
type workspace struct {
	t         *testing.T
	fs        fstest.MapFS
	workLimit string
}

func (w *workspace) env() map[string]string {
	env := map[string]string{"TF_IN_AUTOMATION": "1"}
	if w.workLimit != "" {
		env["TFPLAY_WORK_LIMIT"] = w.workLimit
	}
	return env
}

func newWorkspace(t *testing.T, files map[string]string) *workspace {
	w := &workspace{t: t, fs: fstest.MapFS{}}
	for p, c := range files {
		w.fs[p] = &fstest.MapFile{Data: []byte(c)}
	}
	return w
}

func (w *workspace) run(args ...string) command.Result {
	w.t.Helper()
	if args[0] != "state" {
		args = append(args, "-no-color")
	}
	res := command.Run(command.Request{Args: args, FS: w.fs, Dir: "/w", Env: w.env()})
	for p, b := range res.Files {
		if b == nil {
			delete(w.fs, p)
		} else {
			w.fs[p] = &fstest.MapFile{Data: b}
		}
	}
	return res
}

func (w *workspace) must(args ...string) string {
	w.t.Helper()
	res := w.run(args...)
	if res.ExitCode != 0 {
		w.t.Fatalf("%v: exit %d\n%s\n%s", args, res.ExitCode, res.Stdout, res.Stderr)
	}
	return res.Stdout
}

func TestTargetPlansOnlyTargetsAndTheirDependencies(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
resource "terraform_data" "a" { input = "a" }
resource "terraform_data" "b" { input = terraform_data.a.output }
resource "terraform_data" "c" { input = "c" }
`})
	out := w.must("apply", "-auto-approve", "-target=terraform_data.b")
	if !strings.Contains(out, "Apply complete! Resources: 2 added") {
		t.Fatalf("apply -target:\n%s", out)
	}
	list := w.must("state", "list")
	if list != "terraform_data.a\nterraform_data.b\n" {
		t.Errorf("state after targeted apply:\n%s", list)
	}
	if out := w.must("plan"); !strings.Contains(out, "Plan: 1 to add, 0 to change, 0 to destroy.") {
		t.Errorf("the untargeted resource remains to be created:\n%s", out)
	}
	w.must("apply", "-auto-approve")
	out = w.must("destroy", "-auto-approve", "-target=terraform_data.a")
	if !strings.Contains(out, "Destroy complete! Resources: 2 destroyed.") {
		t.Errorf("destroying a target destroys what depends on it:\n%s", out)
	}
	if list := w.must("state", "list"); list != "terraform_data.c\n" {
		t.Errorf("state after targeted destroy:\n%s", list)
	}
}

func TestImportBlocksWithForEach(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
import {
  for_each = toset(["a", "b"])
  to       = terraform_data.y[each.key]
  id       = "id-${each.key}"
}
resource "terraform_data" "y" {
  for_each = toset(["a", "b"])
}
`})
	out := w.must("plan", "-out=p")
	if !strings.Contains(out, `terraform_data.y["a"]: Preparing import... [id=id-a]`) || !strings.Contains(out, "Plan: 2 to import, 0 to add, 0 to change, 0 to destroy.") {
		t.Fatalf("plan:\n%s", out)
	}
	out = w.must("apply", "p")
	if !strings.Contains(out, "Apply complete! Resources: 2 imported, 0 added, 0 changed, 0 destroyed.") {
		t.Errorf("apply:\n%s", out)
	}
	if out := w.must("plan"); !strings.Contains(out, "No changes.") {
		t.Errorf("imported objects are managed afterwards:\n%s", out)
	}
}

func TestImportOfAMissingConfiguration(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
import {
  to = terraform_data.nope
  id = "x"
}
`})
	res := w.run("plan")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "Configuration for import target does not exist") {
		t.Errorf("exit %d\n%s", res.ExitCode, res.Stderr)
	}
}

func TestProvisionersAreSimulated(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
resource "terraform_data" "x" {
  provisioner "local-exec" {
    command = "echo ${self.id}"
  }
  provisioner "file" {
    source      = "app.conf"
    destination = "/etc/app.conf"
    on_failure  = continue
  }
  provisioner "local-exec" {
    when    = destroy
    command = "echo bye"
  }
}
`})
	out := w.must("apply", "-auto-approve")
	for _, want := range []string{
		"terraform_data.x: Provisioning with 'local-exec'...",
		`terraform_data.x (local-exec): Executing: ["/bin/sh" "-c" "echo `,
		"terraform_data.x: Provisioning with 'file'...",
		"terraform_data.x (file): Copying app.conf to /etc/app.conf",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("apply output lacks %q:\n%s", want, out)
		}
	}
	if strings.Index(out, "Provisioning with") > strings.Index(out, "Creation complete") {
		t.Errorf("provisioners run before the creation completes:\n%s", out)
	}
	out = w.must("destroy", "-auto-approve")
	if !strings.Contains(out, `Executing: ["/bin/sh" "-c" "echo bye"]`) {
		t.Errorf("destroy-time provisioner:\n%s", out)
	}
}

func TestRunawayExpressionIsStopped(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
locals {
  big = [for a in range(300) : [for b in range(300) : [for c in range(300) : c]]]
}
output "n" { value = length(local.big) }
`})
	w.workLimit = "20000"
	res := w.run("plan")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "Evaluation limit exceeded") {
		t.Errorf("exit %d\n%s", res.ExitCode, res.Stderr)
	}
}
