package command

import (
	"encoding/json"
	"strings"
	"testing"
)

// planJSON saves a plan and returns `show -json` of it decoded.
func (d *tfDir) planJSON(extra ...string) map[string]any {
	d.t.Helper()
	d.plan(append([]string{"-out=tfplan"}, extra...)...)
	var v map[string]any
	if err := json.Unmarshal([]byte(d.ok("show", "-json", "tfplan")), &v); err != nil {
		d.t.Fatal(err)
	}
	return v
}

// resourceChange returns the change of one resource instance from plan
// JSON.
func resourceChange(t *testing.T, plan map[string]any, addr string) map[string]any {
	t.Helper()
	rcs, _ := plan["resource_changes"].([]any)
	for _, rc := range rcs {
		m := rc.(map[string]any)
		if m["address"] == addr {
			return m
		}
	}
	t.Fatalf("no resource change for %s in %v", addr, plan["resource_changes"])
	return nil
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestForceNewReplacement(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": serverConfig})
	d.apply()
	before := d.attrs("terraform.tfstate", "example_server.web")
	d.write("main.tf", strings.Replace(serverConfig, `name     = "web"`, `name     = "web2"`, 1))

	text := d.plan()
	mustContain(t, text,
		"-/+ destroy and then create replacement",
		"  # example_server.web must be replaced\n-/+ resource \"example_server\" \"web\" {",
		`      ~ name      = "web" -> "web2" # forces replacement`,
		`      ~ id        = "`+before["id"].(string)+`" -> (known after apply)`,
		"Plan: 1 to add, 0 to change, 1 to destroy.")

	plan := d.planJSON()
	rc := resourceChange(t, plan, "example_server.web")
	change := rc["change"].(map[string]any)
	if got := jsonText(change["actions"]); got != `["delete","create"]` {
		t.Fatalf("actions %s", got)
	}
	if got := jsonText(change["replace_paths"]); got != `[["name"]]` {
		t.Fatalf("replace_paths %s", got)
	}
	if rc["action_reason"] != "replace_because_cannot_update" {
		t.Fatalf("action_reason %v", rc["action_reason"])
	}

	d.ok("apply", "-no-color", "tfplan")
	after := d.attrs("terraform.tfstate", "example_server.web")
	if after["id"] == before["id"] || after["name"] != "web2" {
		t.Fatalf("not replaced: %v -> %v", before["id"], after["id"])
	}
	if !strings.HasSuffix(after["arn"].(string), ":server/web2") {
		t.Fatalf("arn not regenerated: %v", after["arn"])
	}
}

func TestNestedBlockChanges(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": serverConfig})
	d.apply()
	before := d.attrs("terraform.tfstate", "example_server.web")

	// A change inside a list block is an update in place.
	d.write("main.tf", strings.Replace(serverConfig, "size_gb = 10", "size_gb = 20", 1))
	text := d.plan()
	mustContain(t, text,
		"  # example_server.web will be updated in-place\n  ~ resource \"example_server\" \"web\" {",
		"      ~ disk {\n",
		"          ~ size_gb = 10 -> 20\n",
		"        # (1 unchanged block hidden)\n",
		"Plan: 0 to add, 1 to change, 0 to destroy.")
	mustNotContain(t, text, "forces replacement")
	d.apply()
	if a := d.attrs("terraform.tfstate", "example_server.web"); a["id"] != before["id"] || a["disk"].([]any)[0].(map[string]any)["size_gb"] != float64(20) {
		t.Fatalf("disk not updated in place: %v", a)
	}

	// The network block is force-new: changing it replaces the server.
	d.write("main.tf", strings.Replace(strings.Replace(serverConfig, "size_gb = 10", "size_gb = 20", 1), `subnet = "sn-1"`, `subnet = "sn-2"`, 1))
	text = d.plan()
	mustContain(t, text,
		"  # example_server.web must be replaced",
		`          ~ subnet = "sn-1" -> "sn-2"`,
		"Plan: 1 to add, 0 to change, 1 to destroy.")
	rc := resourceChange(t, d.planJSON(), "example_server.web")
	if got := jsonText(rc["change"].(map[string]any)["replace_paths"]); got != `[["network"]]` {
		t.Fatalf("replace_paths %s", got)
	}
}

func TestSensitiveValuesHidden(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": serverConfig})
	out := d.apply()
	mustContain(t, out, "      + password  = (sensitive value)", "  + pw = (sensitive value)", "pw = <sensitive>")
	mustNotContain(t, out, "hunter2")

	d.write("main.tf", strings.Replace(serverConfig, `"hunter2"`, `"hunter3"`, 1))
	text := d.plan()
	mustContain(t, text, "      ~ password  = (sensitive value)", "  ~ pw = (sensitive value)")
	mustNotContain(t, text, "hunter")

	rc := resourceChange(t, d.planJSON(), "example_server.web")
	change := rc["change"].(map[string]any)
	if change["after_sensitive"].(map[string]any)["password"] != true || change["before_sensitive"].(map[string]any)["password"] != true {
		t.Fatalf("sensitivity not recorded: %v", change)
	}
	st := d.stateJSON("terraform.tfstate")
	if !strings.Contains(jsonText(st["resources"]), `"sensitive_attributes":[[{"type":"get_attr","value":"password"}]]`) {
		t.Fatalf("state lacks sensitive_attributes: %s", jsonText(st["resources"]))
	}
	if got := d.ok("output", "-raw", "pw"); got != "hunter2" {
		t.Fatalf("output -raw of a sensitive output: %q", got)
	}
}

func TestReplaceOption(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "a" {
  name = "a"
}
resource "example_server" "b" {
  name = "b"
}
`})
	d.apply()
	ids := map[string]any{}
	for _, r := range []string{"a", "b"} {
		ids[r] = d.attrs("terraform.tfstate", "example_server."+r)["id"]
	}
	text := d.plan("-replace=example_server.a")
	mustContain(t, text, "  # example_server.a will be replaced, as requested\n-/+ resource \"example_server\" \"a\" {",
		"Plan: 1 to add, 0 to change, 1 to destroy.")
	mustNotContain(t, text, "example_server.b will", "forces replacement")
	rc := resourceChange(t, d.planJSON("-replace=example_server.a"), "example_server.a")
	if rc["action_reason"] != "replace_by_request" {
		t.Fatalf("action_reason %v", rc["action_reason"])
	}
	out := d.apply("-replace=example_server.a")
	mustContain(t, out,
		"example_server.a: Destroying... [id="+ids["a"].(string)+"]\nexample_server.a: Destruction complete after 0s\nexample_server.a: Creating...\n",
		"Apply complete! Resources: 1 added, 0 changed, 1 destroyed.")
	mustNotContain(t, out, "example_server.b: Destroying", "example_server.b: Creating")
	if got := d.attrs("terraform.tfstate", "example_server.b")["id"]; got != ids["b"] {
		t.Fatal("b was replaced")
	}
}

// TestReplacementGetsNewID checks that an object replaced with the same
// configuration (by -replace, taint or replace_triggered_by) is a new
// object with a new id, as with a real provider.
func TestReplacementGetsNewID(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "a" {
  name = "a"
}
resource "terraform_data" "t" {}
`})
	d.apply()
	server := d.attrs("terraform.tfstate", "example_server.a")["id"]
	data := d.attrs("terraform.tfstate", "terraform_data.t")["id"]
	d.apply("-replace=example_server.a")
	d.ok("taint", "terraform_data.t")
	d.apply()
	if got := d.attrs("terraform.tfstate", "example_server.a")["id"]; got == server {
		t.Errorf("-replace kept id %v", got)
	}
	if got := d.attrs("terraform.tfstate", "terraform_data.t")["id"]; got == data {
		t.Errorf("taint replacement kept id %v", got)
	}
}

func TestTaintReplaces(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `resource "terraform_data" "a" {
  input = "x"
}
`})
	d.apply()
	id := d.attrs("terraform.tfstate", "terraform_data.a")["id"]
	if got := d.ok("taint", "terraform_data.a"); got != "Resource instance terraform_data.a has been marked as tainted.\n" {
		t.Fatalf("taint: %q", got)
	}
	if st := d.file("terraform.tfstate"); !strings.Contains(st, `"status": "tainted"`) {
		t.Fatalf("state not tainted:\n%s", st)
	}
	text := d.plan()
	mustContain(t, text, "  # terraform_data.a is tainted, so must be replaced\n-/+ resource \"terraform_data\" \"a\" {",
		"Plan: 1 to add, 0 to change, 1 to destroy.")
	rc := resourceChange(t, d.planJSON(), "terraform_data.a")
	if rc["action_reason"] != "replace_because_tainted" {
		t.Fatalf("action_reason %v", rc["action_reason"])
	}

	// untaint undoes it.
	d.ok("untaint", "terraform_data.a")
	mustContain(t, d.plan(), "No changes.")
	d.ok("taint", "terraform_data.a")
	mustContain(t, d.apply(),
		"terraform_data.a: Destroying... [id="+id.(string)+"]\nterraform_data.a: Destruction complete after 0s\nterraform_data.a: Creating...\n",
		"Apply complete! Resources: 1 added, 0 changed, 1 destroyed.")
	if st := d.file("terraform.tfstate"); strings.Contains(st, "tainted") {
		t.Fatal("replacement is still tainted")
	}
	if got := d.fails("taint", "-no-color", "terraform_data.nope"); !strings.Contains(got, "Error: No such resource instance") {
		t.Fatalf("taint of a missing instance: %q", got)
	}
}
