package core_test

import (
	"strings"
	"testing"
)

// TestMovedBlocks applies a first configuration, then plans a second one
// whose moved block changes the object's address, and checks the plan (or
// the error) against what Terraform prints.
func TestMovedBlocks(t *testing.T) {
	tests := []struct {
		name    string
		before  string
		after   string
		want    []string
		wantErr []string
	}{
		{
			name:   "no key to for_each key",
			before: `resource "terraform_data" "w" {}`,
			after: `
resource "terraform_data" "w" {
  for_each = toset(["a"])
}
moved {
  from = terraform_data.w
  to   = terraform_data.w["a"]
}`,
			want: []string{`# terraform_data.w has moved to terraform_data.w["a"]`, "Plan: 0 to add, 0 to change, 0 to destroy."},
		},
		{
			name: "count index to for_each key",
			before: `resource "terraform_data" "w" {
  count = 2
}`,
			after: `
resource "terraform_data" "w" {
  for_each = toset(["a"])
}
moved {
  from = terraform_data.w[0]
  to   = terraform_data.w["a"]
}`,
			want: []string{`# terraform_data.w[0] has moved to terraform_data.w["a"]`, "# terraform_data.w[1] will be destroyed", "Plan: 0 to add, 0 to change, 1 to destroy."},
		},
		{
			name: "for_each key to no key",
			before: `resource "terraform_data" "w" {
  for_each = toset(["a"])
}`,
			after: `
resource "terraform_data" "w" {}
moved {
  from = terraform_data.w["a"]
  to   = terraform_data.w
}`,
			want: []string{`# terraform_data.w["a"] has moved to terraform_data.w`, "Plan: 0 to add, 0 to change, 0 to destroy."},
		},
		{
			name: "module instance to module instance key",
			before: `module "m" {
  source = "./m"
}`,
			after: `
module "m" {
  source   = "./m"
  for_each = toset(["x"])
}
moved {
  from = module.m
  to   = module.m["x"]
}`,
			want: []string{`# module.m.terraform_data.inner has moved to module.m["x"].terraform_data.inner`, "Plan: 0 to add, 0 to change, 0 to destroy."},
		},
		{
			name:   "whole resource still declared",
			before: `resource "terraform_data" "w" {}`,
			after: `
resource "terraform_data" "w" {}
resource "terraform_data" "v" {}
moved {
  from = terraform_data.w
  to   = terraform_data.v
}`,
			wantErr: []string{"Error: Moved object still exists", "This statement declares a move from terraform_data.w, but that resource is still declared at main.tf:2,1.", "Change your configuration so that this resource will be declared as terraform_data.v instead."},
		},
		{
			name: "instance still declared",
			before: `resource "terraform_data" "w" {
  for_each = toset(["a", "b"])
}`,
			after: `
resource "terraform_data" "w" {
  for_each = toset(["a", "b"])
}
moved {
  from = terraform_data.w["a"]
  to   = terraform_data.w["b"]
}`,
			wantErr: []string{"Error: Moved object still exists", `This statement declares a move from terraform_data.w["a"], but that resource instance is still declared at main.tf:2,1.`, `Change your configuration so that this instance will be declared as terraform_data.w["b"] instead.`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			module := `resource "terraform_data" "inner" {}`
			w := newWorkspace(t, map[string]string{"main.tf": tt.before, "m/main.tf": module})
			w.must("init")
			w.must("apply", "-auto-approve")
			w.fs["main.tf"].Data = []byte(tt.after)
			w.must("init")
			res := w.run("plan")
			if tt.wantErr != nil {
				if res.ExitCode != 1 {
					t.Fatalf("plan succeeded:\n%s", res.Stdout)
				}
				// The detail is wrapped to the terminal width: compare words.
				got := strings.Join(strings.Fields(res.Stderr), " ")
				for _, s := range tt.wantErr {
					if !strings.Contains(got, s) {
						t.Errorf("missing %q in:\n%s", s, res.Stderr)
					}
				}
				return
			}
			if res.ExitCode != 0 {
				t.Fatalf("exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
			}
			for _, s := range tt.want {
				if !strings.Contains(res.Stdout, s) {
					t.Errorf("missing %q in:\n%s", s, res.Stdout)
				}
			}
		})
	}
}
