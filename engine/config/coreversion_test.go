package config

import (
	"strings"
	"testing"
	"testing/fstest"

	goversion "github.com/hashicorp/go-version"
)

// TestCheckCoreVersion checks required_version constraints, in the root
// and in a module, against the version tfplay matches; the version is
// asked for only when there is a constraint to check.
func TestCheckCoreVersion(t *testing.T) {
	current := goversion.Must(goversion.NewVersion("1.17.0"))
	tests := []struct {
		name      string
		root, mod string
		want      []string // summaries, in order
	}{
		{"no constraint", ``, ``, nil},
		{"met", `terraform { required_version = ">= 1.5, < 2.0" }`, `terraform { required_version = "~> 1.17" }`, nil},
		{"not met in the root", `terraform { required_version = "< 1.0" }`, ``, []string{"Unsupported Terraform Core version"}},
		{"not met in a module", ``, `terraform { required_version = "= 1.16.3" }`, []string{"Unsupported Terraform Core version"}},
		{"invalid", `terraform { required_version = "newest" }`, ``, []string{"Invalid required_version constraint"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"main.tf":   {Data: []byte(tt.root + "\nmodule \"m\" { source = \"./m\" }\n")},
				"m/main.tf": {Data: []byte(tt.mod + "\n")},
			}
			cfg, diags := NewParser(fsys).LoadConfig(".")
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			asked := 0
			got := cfg.CheckCoreVersion(func() *goversion.Version { asked++; return current }, "1.17.0-dev")
			var sums []string
			for _, d := range got {
				sums = append(sums, d.Summary)
				if d.Summary == "Unsupported Terraform Core version" && !strings.Contains(d.Detail, "Terraform version 1.17.0-dev.") {
					t.Errorf("detail does not name the version shown: %s", d.Detail)
				}
			}
			if strings.Join(sums, "|") != strings.Join(tt.want, "|") {
				t.Errorf("diagnostics %q, want %q", sums, tt.want)
			}
			if constraints := strings.Count(tt.root+tt.mod, "required_version"); constraints == 0 && asked != 0 {
				t.Errorf("the version was asked for %d times without a constraint", asked)
			}
		})
	}
}
