package bench

import (
	"fmt"
	"strings"
	"testing"
)

func TestGroups(t *testing.T) {
	for _, c := range []struct{ n, want int }{{0, 0}, {1, 1}, {10, 1}, {11, 2}, {1000, 100}, {5000, 500}} {
		if got := Groups(c.n); got != c.want {
			t.Errorf("Groups(%d) = %d, want %d", c.n, got, c.want)
		}
	}
}

// TestGenerateValid checks that generated configurations are valid and
// plan exactly the requested number of resources, with and without the
// local module, in one file or many.
func TestGenerateValid(t *testing.T) {
	for _, opt := range []Options{
		{Resources: 10},
		{Resources: 120},
		{Resources: 30, NoModules: true, SingleFile: true},
	} {
		t.Run(fmt.Sprintf("%+v", opt), func(t *testing.T) {
			files := Generate(opt)
			if opt.SingleFile {
				for name := range files {
					if strings.HasSuffix(name, ".tf") && name != "main.tf" {
						t.Errorf("single-file configuration has %s", name)
					}
				}
			}
			if opt.Resources > 100 && files["group001.tf"] == "" {
				t.Errorf("no group001.tf among %d files", len(files))
			}
			w := NewWorkdir(files)
			if _, err := w.MustRun("", InitArgs); err != nil {
				t.Fatal(err)
			}
			res, err := w.MustRun("", ValidateArgs)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(res.Stdout, `"valid": true`) || !strings.Contains(res.Stdout, `"warning_count": 0`) {
				t.Fatalf("validate:\n%s", res.Stdout)
			}
			res, err = w.MustRun("", PlanArgs)
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("Plan: %d to add, 0 to change, 0 to destroy.", opt.Resources)
			if !strings.Contains(res.Stdout, want) {
				t.Fatalf("want %q in the plan:\n%s", want, tail(res.Stdout, 2000))
			}
			if _, err := w.MustRun("", ApplyArgs); err != nil {
				t.Fatal(err)
			}
			res, err = w.MustRun("", PlanArgs)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(res.Stdout, "No changes.") {
				t.Fatalf("plan after apply is not empty:\n%s", tail(res.Stdout, 2000))
			}
		})
	}
}
