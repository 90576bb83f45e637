package command

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"
	"testing/fstest"
)

// FuzzPlanApply mutates the main.tf of a seed configuration (the
// conformance cases and the examples) and runs the whole life cycle over
// it: init, plan -out, show -json of the plan, apply of the saved plan,
// a second plan, show -json, output -json, state list, graph and destroy.
// No command may fail internally, and once a plan has been applied the
// next plan must succeed: a configuration Terraform could apply it can
// also plan again.
//
// The first argument names the seed case whose other files (modules,
// tfvars, override files) are laid out next to main.tf; a name the fuzzer
// invents gives main.tf alone.
func FuzzPlanApply(f *testing.F) {
	cases := map[string]fstest.MapFS{}
	for _, c := range append(conformanceCases(f), exampleCases(f)...) {
		cases[c.name] = c.files
		var main []byte
		if m, ok := c.files["main.tf"]; ok {
			main = m.Data
		}
		f.Add(c.name, main)
	}
	f.Add("", []byte("resource \"terraform_data\" \"a\" {\n  input = \"x\"\n}\noutput \"o\" {\n  value = terraform_data.a.output\n}\n"))
	f.Fuzz(func(t *testing.T, name string, main []byte) {
		work := fstest.MapFS{}
		if files, ok := cases[name]; ok {
			maps.Copy(work, files)
		}
		work["main.tf"] = &fstest.MapFile{Data: main, Mode: 0o644}
		checkLifeCycle(t, work)
	})
}

// checkLifeCycle runs init, plan, apply, plan again and the read-only
// commands over work.
func checkLifeCycle(t *testing.T, work fstest.MapFS) {
	t.Helper()
	if res := fuzzRun(t, work, "", "init", "-input=false", "-no-color"); res.ExitCode != 0 {
		return
	}
	plan := fuzzRun(t, work, "", "plan", "-input=false", "-no-color", "-out=tfplan")
	if _, saved := work["tfplan"]; plan.ExitCode != 0 || !saved {
		return
	}
	checkJSON(t, fuzzRun(t, work, "", "show", "-json", "-no-color", "tfplan"), "show -json tfplan")
	apply := fuzzRun(t, work, "", "apply", "-input=false", "-no-color", "-auto-approve", "tfplan")
	if apply.ExitCode != 0 {
		return
	}
	replan := fuzzRun(t, work, "", "plan", "-input=false", "-no-color", "-detailed-exitcode")
	if replan.ExitCode != 0 && replan.ExitCode != 2 {
		t.Errorf("plan after a successful apply failed (exit %d):\n%s%s", replan.ExitCode, replan.Stdout, replan.Stderr)
	}
	checkJSON(t, fuzzRun(t, work, "", "show", "-json", "-no-color"), "show -json")
	checkJSON(t, fuzzRun(t, work, "", "output", "-json", "-no-color"), "output -json")
	fuzzRun(t, work, "", "state", "list")
	fuzzRun(t, work, "", "graph")
	fuzzRun(t, work, "", "apply", "-destroy", "-input=false", "-no-color", "-auto-approve")
}

// checkJSON fails the test when a successful command's standard output is
// not JSON.
func checkJSON(t *testing.T, res Result, what string) {
	t.Helper()
	if res.ExitCode != 0 {
		return
	}
	if !json.Valid([]byte(strings.TrimSpace(res.Stdout))) {
		t.Errorf("%s printed invalid JSON:\n%s", what, res.Stdout)
	}
}
