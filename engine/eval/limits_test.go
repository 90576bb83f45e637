package eval

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
)

// expandAll expands every resource and module call of a configuration as
// a plan walks it, and returns the diagnostics and the number of
// instances admitted.
func expandAll(t *testing.T, files map[string]string) (hcl.Diagnostics, int) {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, src := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(src)}
	}
	cfg, diags := config.NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatalf("loading: %s", diags)
	}
	ev := New(Options{Config: cfg, Mode: ModePlan, FS: fsys})
	n := 0
	var walk func(s *Scope)
	walk = func(s *Scope) {
		mod := s.Module()
		for _, key := range sortedNames(mod.ManagedResources) {
			r := mod.ManagedResources[key]
			x, d := s.Expand(r.Count, r.ForEach)
			diags = append(diags, d...)
			// Expanding again (a resource is reached along several
			// paths) gives the same expansion, counts nothing more and
			// does not repeat the total limit's error.
			x2, d2 := s.Expand(r.Count, r.ForEach)
			repeated := len(d2) != 0 && (len(d) == 0 || strings.Contains(d[0].Detail, "in all"))
			if x2.Known != x.Known || repeated {
				t.Errorf("expanding %s again: known %v (was %v), %s", key, x2.Known, x.Known, d2)
			}
			if x.Known {
				n += len(x.Keys)
			}
		}
		for _, name := range sortedNames(mod.ModuleCalls) {
			x, d := s.ModuleExpansion(name)
			diags = append(diags, d...)
			if !x.Known {
				continue
			}
			for _, k := range x.Keys {
				n++
				walk(s.Child(name, k))
			}
		}
	}
	walk(ev.Root())
	return diags, n
}

func sortedNames[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func TestMaxTotalInstances(t *testing.T) {
	call := func(src, meta string) string {
		return fmt.Sprintf("module \"m\" {\n  source = %q\n  %s\n}\n", src, meta)
	}
	tests := []struct {
		name  string
		files map[string]string
		// want is the error's summary and where it points ("" for none).
		want, file, subject string
		// detail is part of the error's detail (default: the limit).
		detail string
	}{
		{
			name: "nested counts multiply",
			files: map[string]string{
				"main.tf":   call("./a", "count = 2"),
				"a/main.tf": call("../b", "count = 2"),
				"b/main.tf": call("../c", "count = 2"),
				"c/main.tf": "resource \"terraform_data\" \"r\" {\n  count = 2000\n}\n",
			},
			want: "Invalid count argument", file: "c/main.tf", subject: "2000",
		},
		{
			name: "for_each in a module call",
			files: map[string]string{
				"main.tf":   call("./a", "count = 200"),
				"a/main.tf": "resource \"terraform_data\" \"r\" {\n  for_each = toset([for i in range(100) : tostring(i)])\n}\n",
			},
			want: "Invalid for_each argument", file: "a/main.tf", subject: "toset([for i in range(100) : tostring(i)])",
		},
		{
			name: "single resources count with their module instance",
			files: map[string]string{
				"main.tf":   call("./a", "count = 5000"),
				"a/main.tf": "resource \"terraform_data\" \"x\" {}\nresource \"terraform_data\" \"y\" {}\ndata \"terraform_remote_state\" \"z\" {\n  backend = \"local\"\n}\n",
			},
			want: "Invalid count argument", file: "main.tf", subject: "5000",
		},
		{
			// Refused by its size before its elements are looked at.
			name: "for_each over too many elements",
			files: map[string]string{
				"main.tf": "resource \"terraform_data\" \"r\" {\n  for_each = { for p in setproduct(range(200), range(60)) : \"${p[0]}-${p[1]}\" => p }\n}\n",
			},
			want: "Invalid for_each argument", file: "main.tf", subject: `{ for p in setproduct(range(200), range(60)) : "${p[0]}-${p[1]}" => p }`,
			detail: "has 12000 elements, more than tfplay's limit of 10000 instances per resource or module",
		},
		{
			name: "up to the limit",
			files: map[string]string{
				"main.tf":   "resource \"terraform_data\" \"big\" {\n  count = 10000\n}\n" + call("./a", "count = 10"),
				"a/main.tf": "resource \"terraform_data\" \"r\" {\n  count = 499\n}\n",
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			diags, n := expandAll(t, tc.files)
			if n > MaxTotalInstances {
				t.Errorf("%d instances admitted, more than the limit of %d", n, MaxTotalInstances)
			}
			if tc.want == "" {
				if len(diags) != 0 {
					t.Fatalf("unexpected diagnostics: %s", diags)
				}
				return
			}
			if len(diags) != 1 {
				t.Fatalf("want one diagnostic, got %d: %s", len(diags), diags)
			}
			d := diags[0]
			src := []byte(tc.files[d.Subject.Filename])
			got := string(d.Subject.SliceBytes(src))
			if d.Summary != tc.want || d.Subject.Filename != tc.file || got != tc.subject {
				t.Errorf("got %q at %s (%q); want %q at %s (%q)", d.Summary, d.Subject.Filename, got, tc.want, tc.file, tc.subject)
			}
			want := fmt.Sprintf("tfplay's limit of %d instances", MaxTotalInstances)
			if tc.detail != "" {
				want = tc.detail
			}
			if !strings.Contains(d.Detail, want) {
				t.Errorf("the detail does not name the limit (%q): %s", want, d.Detail)
			}
		})
	}
}
