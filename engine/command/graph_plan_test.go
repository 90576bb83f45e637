package command

import (
	"strings"
	"testing"
)

func TestGraphTypePlan(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
variable "greeting" {
  default = "hi"
}
resource "terraform_data" "a" {
  input = var.greeting
}
output "a" {
  value = terraform_data.a.output
}
`})
	want := `digraph {
	compound = "true"
	newrank = "true"
	subgraph "root" {
		"[root] provider[\"terraform.io/builtin/terraform\"]" [label = "provider[\"terraform.io/builtin/terraform\"]", shape = "diamond"]
		"[root] terraform_data.a (expand)" [label = "terraform_data.a", shape = "box"]
		"[root] var.greeting" [label = "var.greeting", shape = "note"]
		"[root] output.a (expand)" -> "[root] terraform_data.a (expand)"
		"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.a (expand)"
		"[root] root" -> "[root] output.a (expand)"
		"[root] root" -> "[root] provider[\"terraform.io/builtin/terraform\"] (close)"
		"[root] terraform_data.a (expand)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
		"[root] terraform_data.a (expand)" -> "[root] var.greeting"
	}
}
`
	for _, typ := range []string{"plan", "plan-refresh-only"} {
		if got := d.ok("graph", "-type="+typ); got != want {
			t.Fatalf("-type=%s:\n%s\nwant:\n%s", typ, got, want)
		}
	}
	// Without -type the resource-only summary is printed.
	if got := d.ok("graph"); !strings.HasPrefix(got, "digraph G {\n  rankdir = \"RL\";\n") {
		t.Fatalf("default graph:\n%s", got)
	}

	d.apply()
	destroy := d.ok("graph", "-type=plan-destroy")
	mustContain(t, destroy,
		`"[root] terraform_data.a (destroy)" [label = "terraform_data.a", shape = "box"]`,
		`"[root] root" -> "[root] output.a (expand)"`)
	mustNotContain(t, destroy, "var.greeting", "terraform_data.a (expand)")
}

func TestGraphTypeErrors(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `resource "terraform_data" "a" {}`})
	if got := d.fails("graph", "-no-color", "-type=nonsense"); got != "\nError: Unsupported graph type\n\nThe -type=... argument must be either \"plan\", \"plan-refresh-only\",\n\"plan-destroy\", or \"apply\".\n" {
		t.Fatalf("unsupported type: %q", got)
	}
	if got := d.fails("graph", "-no-color", "-type=validate"); !strings.HasPrefix(got, "\nError: Graph type no longer available\n\nThe graph type \"validate\" is no longer available. Use -type=plan instead to\nget a similar result.\n") {
		t.Fatalf("validate type: %q", got)
	}
	if got := d.fails("graph", "-no-color", "-plan=nope"); got != "couldn't load the provided path as either a local plan file (open nope: no such file or directory) or a saved cloud plan (open nope: no such file or directory)\n" {
		t.Fatalf("missing plan file: %q", got)
	}
}

func TestGraphCycles(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
resource "terraform_data" "a" {
  depends_on = [terraform_data.b]
}
resource "terraform_data" "b" {
  depends_on = [terraform_data.a]
}
`})
	if got := d.fails("graph", "-no-color", "-type=plan"); got != "\nError: Cycle:\n  terraform_data.a (expand)\n  terraform_data.b (expand)\n\n" {
		t.Fatalf("cycle: %q", got)
	}
	got := d.ok("graph", "-type=plan", "-draw-cycles")
	mustContain(t, got, `"[root] terraform_data.a (expand)" -> "[root] terraform_data.b (expand)" [color = "red", penwidth = "2.0"]`)
}

func TestGraphOfSavedPlan(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "web" {
  name = "web"
}
resource "terraform_data" "after" {
  input = example_server.web.arn
}
`})
	d.apply()
	d.write("main.tf", strings.Replace(d.file("main.tf"), `name = "web"`, `name = "web2"`, 1))
	d.plan("-out=tfplan")
	got := d.ok("graph", "-plan=tfplan")
	// The apply graph has the replacement's instances: the new server is
	// created after the old one is destroyed, and what refers to the
	// server waits for the new one.
	mustContain(t, got,
		`"[root] example_server.web" [label = "example_server.web", shape = "box"]`,
		`"[root] example_server.web (destroy)" [label = "example_server.web", shape = "box"]`,
		`"[root] example_server.web" -> "[root] example_server.web (destroy)"`,
		`"[root] terraform_data.after (expand)" -> "[root] example_server.web"`,
		`"[root] terraform_data.after (expand)" [label = "terraform_data.after", shape = "box"]`)
	if other := d.ok("graph", "-type=apply", "-plan=tfplan"); other != got {
		t.Fatalf("-type=apply -plan differs:\n%s", other)
	}
	// An apply graph without a plan has no instances.
	mustNotContain(t, d.ok("graph", "-type=apply"), `"[root] example_server.web"`)
}
