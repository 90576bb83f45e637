package core_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// TestImportThroughMockProviders imports objects whose configuration
// matches what the import id names: the plan imports them and changes
// nothing. A configuration that disagrees with the id shows the change a
// real provider would plan.
func TestImportThroughMockProviders(t *testing.T) {
	tests := []struct {
		name, id, config string
		want             []string
	}{
		{"aws_s3_bucket", "acme-logs", `resource "aws_s3_bucket" "x" {
  bucket = "acme-logs"
}`, nil},
		{"aws_iam_role", "deployer", `resource "aws_iam_role" "x" {
  name               = "deployer"
  assume_role_policy = jsonencode({ Version = "2012-10-17", Statement = [] })
}`, nil},
		{"aws_vpc", "vpc-0a1b2c3d4e5f60718", `resource "aws_vpc" "x" {
  cidr_block = "10.0.0.0/16"
}`, nil},
		{"google_storage_bucket", "my-project/acme-assets", `resource "google_storage_bucket" "x" {
  name     = "acme-assets"
  location = "EU"
}`, nil},
		{"kubernetes_namespace", "team-a", `resource "kubernetes_namespace" "x" {
  metadata {
    name = "team-a"
  }
}`, nil},
		{"random_string", "Xy3kP9qa", `resource "random_string" "x" {
  length = 8
}`, nil},
		{"random_id", "p-9hUg", `resource "random_id" "x" {
  byte_length = 4
}`, nil},
		{"time_static", "2024-01-02T03:04:05Z", `resource "time_static" "x" {}`, nil},
		{"bucket named otherwise", "acme-logs", `resource "aws_s3_bucket" "x" {
  bucket = "acme-archive"
}`, []string{"# aws_s3_bucket.x must be replaced", `~ bucket`, `"acme-logs" -> "acme-archive" # forces replacement`, "Plan: 1 to import, 1 to add, 0 to change, 1 to destroy."}},
		{"role named otherwise", "deployer", `resource "aws_iam_role" "x" {
  name               = "builder"
  assume_role_policy = jsonencode({ Version = "2012-10-17", Statement = [] })
}`, []string{"# aws_iam_role.x must be replaced", `"deployer" -> "builder" # forces replacement`}},
		{"storage bucket named otherwise", "my-project/acme-assets", `resource "google_storage_bucket" "x" {
  name     = "acme-other"
  location = "EU"
}
provider "google" {
  project = "my-project"
}`, []string{"# google_storage_bucket.x must be replaced", `"acme-assets" -> "acme-other" # forces replacement`}},
		{"namespace named otherwise", "team-a", `resource "kubernetes_namespace" "x" {
  metadata {
    name = "team-b"
  }
}`, []string{"# kubernetes_namespace.x must be replaced", `"team-a" -> "team-b" # forces replacement`}},
		{"time_static at another time", "2024-01-02T03:04:05Z", `resource "time_static" "x" {
  rfc3339 = "2025-01-01T00:00:00Z"
}`, []string{"# time_static.x must be replaced", `"2024-01-02T03:04:05Z" -> "2025-01-01T00:00:00Z" # forces replacement`}},
		{"random_id of another length", "p-9hUg", `resource "random_id" "x" {
  byte_length = 8
}`, []string{"# random_id.x must be replaced", "4 -> 8 # forces replacement"}},
		{"random_string of another length", "Xy3kP9qa", `resource "random_string" "x" {
  length = 12
}`, []string{"# random_string.x must be replaced", "~ length", "8 -> 12 # forces replacement"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			addr := tt.config[len(`resource "`):]
			addr = strings.Replace(addr[:strings.Index(addr, " {")], `" "`, ".", 1)
			addr = strings.Trim(addr, `"`)
			w := newWorkspace(t, map[string]string{"main.tf": tt.config + "\nimport {\n  to = " + addr + "\n  id = \"" + tt.id + "\"\n}\n"})
			w.must("init")
			out := w.must("plan")
			want := tt.want
			if want == nil {
				want = []string{"# " + addr + " will be imported", "Plan: 1 to import, 0 to add, 0 to change, 0 to destroy."}
			}
			for _, s := range want {
				if !strings.Contains(out, s) {
					t.Errorf("missing %q in:\n%s", s, out)
				}
			}
		})
	}
}

// TestImportCommandThroughMockProviders checks that `terraform import ADDR
// ID` makes the same object as an import block: afterwards the plan has
// nothing to do, and the id-determined attributes are in the state.
func TestImportCommandThroughMockProviders(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
resource "aws_s3_bucket" "logs" {
  bucket = "acme-logs"
}
resource "time_static" "t" {}
`})
	w.must("init")
	for _, args := range [][]string{{"aws_s3_bucket.logs", "acme-logs"}, {"time_static.t", "2024-01-02T03:04:05Z"}} {
		// Options come before the arguments, so -no-color goes first.
		res := command.Run(command.Request{Args: append([]string{"import", "-no-color"}, args...), FS: w.fs, Dir: "/w", Env: w.env()})
		if res.ExitCode != 0 {
			t.Fatalf("import %v: exit %d\n%s", args, res.ExitCode, res.Stderr)
		}
		for p, b := range res.Files {
			w.fs[p] = &fstest.MapFile{Data: b}
		}
	}
	if out := w.must("plan"); !strings.Contains(out, "No changes.") {
		t.Errorf("plan after import:\n%s", out)
	}
	out := w.must("state", "show", "time_static.t")
	for _, s := range []string{`rfc3339 = "2024-01-02T03:04:05Z"`, "year    = 2024", "unix    = 1704164645"} {
		if !strings.Contains(out, s) {
			t.Errorf("missing %q in:\n%s", s, out)
		}
	}
	if out := w.must("state", "show", "aws_s3_bucket.logs"); !strings.Contains(out, `bucket                      = "acme-logs"`) {
		t.Errorf("bucket:\n%s", out)
	}
}
