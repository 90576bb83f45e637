package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestPlanGenerateConfigOut checks plan -generate-config-out: a resource
// block is written for the import target the configuration lacks, the
// plan imports it with no further change, and an existing file is refused.
func TestPlanGenerateConfigOut(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte(`
provider "aws" {
  region = "eu-west-1"
}

import {
  to = aws_s3_bucket.logs
  id = "acme-logs"
}
`)}}
	run := func(args ...string) Result {
		res := Run(Request{Args: args, FS: fsys, Dir: "/w", Env: map[string]string{"TF_IN_AUTOMATION": "1"}})
		for p, b := range res.Files {
			if b == nil {
				delete(fsys, p)
			} else {
				fsys[p] = &fstest.MapFile{Data: b}
			}
		}
		return res
	}
	if res := run("init", "-no-color"); res.ExitCode != 0 {
		t.Fatalf("init: %s", res.Stderr)
	}
	res := run("plan", "-no-color", "-generate-config-out=generated.tf")
	if res.ExitCode != 0 {
		t.Fatalf("plan: exit %d\n%s\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr, fsys["generated.tf"].Data)
	}
	for _, s := range []string{
		"# aws_s3_bucket.logs will be imported\n  # (config will be generated)\n",
		"Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.",
		"Warning: Config generation is experimental\n\nGenerating configuration during import is currently experimental, and the\ngenerated configuration format may change in future versions.\n\n─────",
		"Terraform has generated configuration and written it to generated.tf. Please\nreview the configuration and edit it as necessary before adding it to version\ncontrol.",
	} {
		if !strings.Contains(res.Stdout, s) {
			t.Errorf("missing %q in:\n%s", s, res.Stdout)
		}
	}
	gen, ok := fsys["generated.tf"]
	if !ok {
		t.Fatalf("generated.tf not written; files: %v", res.Files)
	}
	text := string(gen.Data)
	for _, s := range []string{
		"# __generated__ by Terraform\n# Please review these resources and move them into your main configuration files.\n",
		"# __generated__ by Terraform from \"acme-logs\"\nresource \"aws_s3_bucket\" \"logs\" {\n",
		"  bucket              = \"acme-logs\"\n",
		"  force_destroy       = false\n",
	} {
		if !strings.Contains(text, s) {
			t.Errorf("missing %q in generated.tf:\n%s", s, text)
		}
	}
	for _, s := range []string{"\n  arn ", "\n  id ", "\n  region "} {
		if strings.Contains(text, s) {
			t.Errorf("computed attribute %q written:\n%s", s, text)
		}
	}
	// The written configuration is the object: planning again with it
	// plans the import and nothing else, no longer generated.
	if res := run("plan", "-no-color"); !strings.Contains(res.Stdout, "Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.") || strings.Contains(res.Stdout, "config will be generated") {
		t.Errorf("plan with the generated file: exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	res = run("plan", "-no-color", "-generate-config-out=generated.tf")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "Error: Target generated file already exists") {
		t.Errorf("existing target: exit %d\n%s", res.ExitCode, res.Stderr)
	}
}

// TestImportOnlyPlan: a plan that only imports is a plan with changes —
// plan closes with the -out note, and apply imports the object into the
// state (it is not "nothing to do").
func TestImportOnlyPlan(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte(`
import {
  to = terraform_data.x
  id = "abc"
}

resource "terraform_data" "x" {}
`)}}
	run := func(args ...string) Result {
		res := Run(Request{Args: args, FS: fsys, Dir: "/w", Env: map[string]string{}})
		for p, b := range res.Files {
			if b == nil {
				delete(fsys, p)
			} else {
				fsys[p] = &fstest.MapFile{Data: b}
			}
		}
		return res
	}
	if res := run("init", "-no-color"); res.ExitCode != 0 {
		t.Fatalf("init: %s", res.Stderr)
	}
	res := run("plan", "-no-color", "-detailed-exitcode")
	if res.ExitCode != 2 || !strings.Contains(res.Stdout, "Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.") ||
		!strings.Contains(res.Stdout, "Note: You didn't use the -out option") {
		t.Fatalf("plan: exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if res := run("apply", "-auto-approve", "-no-color"); res.ExitCode != 0 || !strings.Contains(res.Stdout, "Apply complete! Resources: 1 imported, 0 added, 0 changed, 0 destroyed.") {
		t.Fatalf("apply: exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if res := run("state", "list"); strings.TrimSpace(res.Stdout) != "terraform_data.x" {
		t.Errorf("state list after apply: %q %s", res.Stdout, res.Stderr)
	}
}
