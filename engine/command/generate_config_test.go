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
		"# aws_s3_bucket.logs will be imported",
		"Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.",
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
	// plans the import and nothing else.
	if res := run("plan", "-no-color"); !strings.Contains(res.Stdout, "Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.") {
		t.Errorf("plan with the generated file: exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	res = run("plan", "-no-color", "-generate-config-out=generated.tf")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "Error: Target generated file already exists") {
		t.Errorf("existing target: exit %d\n%s", res.ExitCode, res.Stderr)
	}
}
