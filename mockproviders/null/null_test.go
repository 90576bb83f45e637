package null_test

import (
	"regexp"
	"strings"
	"testing"
)

const config = `
resource "null_resource" "cluster" {
  triggers = {
    ids = "i-1,i-2"
  }
}
resource "null_resource" "plain" {}
data "null_data_source" "values" {
  inputs = {
    ips = "10.0.0.1"
  }
}
output "ips" { value = data.null_data_source.values.outputs["ips"] }
`

func TestNullResourceAndDataSource(t *testing.T) {
	w := newWorkspace(t, config)
	contains(t, w.ok("plan", "-no-color"),
		"  + resource \"null_resource\" \"cluster\" {\n      + id       = (known after apply)\n      + triggers = {\n          + \"ids\" = \"i-1,i-2\"\n        }\n    }\n",
		"  + resource \"null_resource\" \"plain\" {\n      + id = (known after apply)\n    }\n",
		"  + ips = \"10.0.0.1\"\n")
	contains(t, w.apply(), "ips = \"10.0.0.1\"")
	v := w.values()
	id := str(t, v, "null_resource.cluster", "id")
	if !regexp.MustCompile(`^[0-9]{1,19}$`).MatchString(id) {
		t.Errorf("id %q", id)
	}
	if str(t, v, "data.null_data_source.values", "id") != "static" || str(t, v, "data.null_data_source.values", "has_computed_default") != "default" ||
		!regexp.MustCompile(`^[0-9]+$`).MatchString(str(t, v, "data.null_data_source.values", "random")) {
		t.Errorf("data source %v", v["data.null_data_source.values"])
	}
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// Changing a trigger replaces the resource, with a new id.
	w.edit(strings.Replace(config, "i-1,i-2", "i-1,i-3", 1))
	contains(t, w.ok("plan", "-no-color"),
		"  # null_resource.cluster must be replaced\n",
		"      ~ triggers = { # forces replacement\n",
		"Plan: 1 to add, 0 to change, 1 to destroy.")
	w.apply()
	if str(t, w.values(), "null_resource.cluster", "id") == id {
		t.Error("the replaced null_resource kept its id")
	}
	contains(t, w.ok("destroy", "-auto-approve", "-no-color"), "Destroy complete! Resources: 2 destroyed.")
}

func TestDeterministicIDs(t *testing.T) {
	a, b := newWorkspace(t, config), newWorkspace(t, config)
	a.apply()
	b.apply()
	if x, y := str(t, a.values(), "null_resource.plain", "id"), str(t, b.values(), "null_resource.plain", "id"); x != y {
		t.Errorf("ids differ between runs: %s %s", x, y)
	}
}
