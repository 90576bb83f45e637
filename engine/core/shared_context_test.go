package core_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// The instances of a counted or for_each resource share what their
// evaluation contexts hold besides count, each and self (eval.ContextShare):
// each instance still sees its own count.index and each.key and value,
// every instance records the same dependencies, and the same values of
// the rest.
func TestInstancesShareTheirContextsButNotCountOrEach(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
variable "prefix" {
  default = "p"
}
locals {
  names = { x = "ex", y = "why" }
}
resource "terraform_data" "base" {
  input = "base"
}
resource "terraform_data" "other" {
  input = "other"
}
resource "terraform_data" "counted" {
  count = 3
  input = {
    name  = "${var.prefix}-${count.index}"
    base  = terraform_data.base.input
    other = terraform_data.other.input
    ws    = terraform.workspace
  }
  lifecycle {
    precondition {
      condition     = count.index < 3 && var.prefix == "p"
      error_message = "index ${count.index}"
    }
  }
}
resource "terraform_data" "each" {
  for_each = local.names
  input    = "${each.key}=${each.value}/${terraform_data.counted[1].input.name}"
}
output "counted" {
  value = terraform_data.counted[*].input.name
}
output "each" {
  value = { for k, v in terraform_data.each : k => v.input }
}
`})
	out := w.must("apply", "-auto-approve")
	for _, want := range []string{
		`counted = [
  "p-0",
  "p-1",
  "p-2",
]`,
		`each = {
  "x" = "x=ex/p-1"
  "y" = "y=why/p-1"
}`,
		`name  = "p-2"`,
		`other = "other"`,
		`ws    = "default"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("apply output lacks %q:\n%s", want, out)
		}
	}

	var st struct {
		Resources []struct {
			Name      string
			Instances []struct {
				IndexKey     any      `json:"index_key"`
				Dependencies []string `json:"dependencies"`
			}
		}
	}
	f := w.fs["terraform.tfstate"]
	if f == nil {
		t.Fatalf("no state among %v", keys(w.fs))
	}
	if err := json.Unmarshal(f.Data, &st); err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"counted": {"terraform_data.base", "terraform_data.other"},
		"each":    {"terraform_data.base", "terraform_data.counted", "terraform_data.other"},
	}
	seen := 0
	for _, r := range st.Resources {
		deps, ok := want[r.Name]
		if !ok {
			continue
		}
		for _, inst := range r.Instances {
			seen++
			if !reflect.DeepEqual(inst.Dependencies, deps) {
				t.Errorf("%s[%v] depends on %v, want %v", r.Name, inst.IndexKey, inst.Dependencies, deps)
			}
		}
	}
	if seen != 5 {
		t.Errorf("%d instances in the state, want 5", seen)
	}
}

// A value that fails while the first instance of a resource is planned
// is reported once, as it is evaluated once; the diagnostics are those of
// instances evaluated each with a context of its own.
func TestInstanceContextErrorIsReportedOnce(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
locals {
  content = file("${path.module}/missing.txt")
}
resource "terraform_data" "counted" {
  count = 3
  input = "${count.index}: ${local.content}"
}
`})
	res := w.run("plan")
	if res.ExitCode == 0 {
		t.Fatalf("plan succeeded:\n%s", res.Stdout)
	}
	if n := strings.Count(res.Stderr, "Error: Invalid function argument"); n != 1 {
		t.Errorf("%d errors, want 1:\n%s", n, res.Stderr)
	}
}

func keys[M ~map[string]V, V any](m M) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Each syntax node is instrumented for the work budget once per
// operation (eval.Evaluator.Instrument), but every evaluation of it still
// counts: a for expression that stays under the limit in each of the
// instances of a resource exceeds it over all of them, in the resource
// body as in a condition.
func TestWorkBudgetCountsEveryInstance(t *testing.T) {
	for name, input := range map[string]string{
		"body": `[for i in range(300) : i * count.index]`,
		"precondition": `count.index
  lifecycle {
    precondition {
      condition     = length([for i in range(300) : i]) > count.index
      error_message = "short"
    }
  }`,
	} {
		t.Run(name, func(t *testing.T) {
			w := newWorkspace(t, map[string]string{"main.tf": `
resource "terraform_data" "r" {
  count = 10
  input = ` + input + `
}
`})
			w.workLimit = "2000"
			res := w.run("plan")
			if res.ExitCode != 1 || !strings.Contains(res.Stderr, "Evaluation limit exceeded") {
				t.Errorf("10 instances of 300 iterations under a limit of 2,000: exit %d\n%s", res.ExitCode, res.Stderr)
			}
			w.workLimit = "20000"
			if res := w.run("plan"); res.ExitCode != 0 {
				t.Errorf("under a limit of 20,000: exit %d\n%s", res.ExitCode, res.Stderr)
			}
		})
	}
}
