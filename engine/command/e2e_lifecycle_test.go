package command

import (
	"strings"
	"testing"
)

func TestDestroyPlanAndDestroy(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "web" {
  name = "web"
}
resource "terraform_data" "after" {
  input = example_server.web.id
}
output "id" {
  value = example_server.web.id
}
`})
	d.apply()
	id := d.attrs("terraform.tfstate", "example_server.web")["id"].(string)

	text := d.plan("-destroy")
	mustContain(t, text,
		"  - destroy\n",
		"  # example_server.web will be destroyed\n  - resource \"example_server\" \"web\" {\n",
		`      - id        = "`+id+`" -> null`,
		"Plan: 0 to add, 0 to change, 2 to destroy.",
		"Changes to Outputs:\n  - id = \""+id+"\" -> null\n")
	plan := d.planJSON("-destroy")
	if got := jsonText(resourceChange(t, plan, "example_server.web")["change"].(map[string]any)["actions"]); got != `["delete"]` {
		t.Fatalf("destroy plan actions %s", got)
	}
	// A saved destroy plan is applied like any other plan.
	out := d.ok("apply", "-no-color", "tfplan")
	after := strings.Index(out, "terraform_data.after: Destroying...")
	web := strings.Index(out, "example_server.web: Destroying...")
	if after < 0 || web < after {
		t.Fatalf("the dependent must be destroyed first:\n%s", out)
	}
	mustContain(t, out, "Apply complete! Resources: 0 added, 0 changed, 2 destroyed.")
	if got := d.ok("state", "list"); got != "" {
		t.Fatalf("state after destroy:\n%s", got)
	}
	if got := d.ok("output", "-json"); got != "{}\n" {
		t.Fatalf("outputs after destroy: %q", got)
	}

	d.apply()
	out = d.ok("destroy", "-no-color", "-auto-approve")
	mustContain(t, out, "Destroy complete! Resources: 2 destroyed.")
	if got := d.ok("state", "list"); got != "" {
		t.Fatalf("state after destroy:\n%s", got)
	}
	mustContain(t, d.plan("-destroy"), "No changes.")
}

// TestDestroyForgetsDataSources checks that destroying everything also
// removes data sources from the state, as Terraform does.
func TestDestroyForgetsDataSources(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": dataConfig})
	d.apply()
	d.ok("destroy", "-no-color", "-auto-approve")
	if got := d.ok("state", "list"); got != "" {
		t.Fatalf("state after destroy:\n%s", got)
	}
	if got := d.ok("show", "-no-color"); got != "The state file is empty. No resources are represented.\n" {
		t.Fatalf("show after destroy: %q", got)
	}
}

// TestDependenciesThroughDataSources checks the dependencies recorded in
// the state: every resource and data source the object depends on,
// directly or not, which orders destruction.
func TestDependenciesThroughDataSources(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": dataConfig + `
resource "terraform_data" "a" {}
resource "terraform_data" "b" {
  input = terraform_data.a.id
}
resource "terraform_data" "c" {
  input = terraform_data.b.id
}
`})
	d.apply()
	deps := func(addr string) string {
		return jsonText(d.resources("terraform.tfstate")[addr]["instances"].([]any)[0].(map[string]any)["dependencies"])
	}
	if got := deps("terraform_data.uses"); got != `["data.example_image.later","example_server.web"]` {
		t.Errorf("terraform_data.uses depends on %s", got)
	}
	if got := deps("terraform_data.c"); got != `["terraform_data.a","terraform_data.b"]` {
		t.Errorf("terraform_data.c depends on %s", got)
	}
	out := d.ok("destroy", "-no-color", "-auto-approve")
	if uses, web := strings.Index(out, "terraform_data.uses: Destroying..."), strings.Index(out, "example_server.web: Destroying..."); uses < 0 || web < uses {
		t.Fatalf("example_server.web destroyed before what depends on it:\n%s", out)
	}
}

// preventDestroyError is Terraform's error for planning to destroy
// example_server.keep of preventConfig.
const preventDestroyError = "\nError: Instance cannot be destroyed\n\n  on main.tf line 7:\n   7: resource \"example_server\" \"keep\" {\n\nResource example_server.keep has lifecycle.prevent_destroy set, but the plan\ncalls for this resource to be destroyed. To avoid this error and continue\nwith the plan, either disable lifecycle.prevent_destroy or reduce the scope\nof the plan using the -target option.\n"

func preventConfig(name string) string {
	return exampleProvider + `
resource "example_server" "keep" {
  name = "` + name + `"
  lifecycle {
    prevent_destroy = true
  }
}
`
}

func TestPreventDestroy(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": preventConfig("keep")})
	d.apply()
	id := d.attrs("terraform.tfstate", "example_server.keep")["id"]

	// A replacement is refused.
	d.write("main.tf", preventConfig("keep2"))
	res := d.run("plan", "-no-color")
	if res.ExitCode != 1 || res.Stderr != preventDestroyError {
		t.Fatalf("replace: exit %d\n%q", res.ExitCode, res.Stderr)
	}
	mustContain(t, res.Stdout, "Terraform planned the following actions, but then encountered a problem:")
	if got := d.fails("apply", "-no-color", "-auto-approve"); got != preventDestroyError {
		t.Fatalf("apply: %q", got)
	}
	if got := d.attrs("terraform.tfstate", "example_server.keep")["id"]; got != id {
		t.Fatal("the protected object changed")
	}
}

// TestPreventDestroyBlocksDestroy checks that a destroy plan refuses to
// destroy a protected object too.
func TestPreventDestroyBlocksDestroy(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": preventConfig("keep")})
	d.apply()
	res := d.run("plan", "-no-color", "-destroy")
	if res.ExitCode != 1 || res.Stderr != preventDestroyError {
		t.Fatalf("plan -destroy: exit %d\n%q", res.ExitCode, res.Stderr)
	}
	if got := d.fails("destroy", "-no-color", "-auto-approve"); got != preventDestroyError {
		t.Fatalf("destroy: %q", got)
	}
	if got := d.ok("state", "list"); got != "example_server.keep\n" {
		t.Fatalf("state: %q", got)
	}
}

func TestCreateBeforeDestroy(t *testing.T) {
	cfg := func(name string) string {
		return exampleProvider + `
resource "example_server" "cbd" {
  name = "` + name + `"
  lifecycle {
    create_before_destroy = true
  }
}
`
	}
	d := newDir(t, map[string]string{"main.tf": cfg("one")})
	d.apply()
	old := d.attrs("terraform.tfstate", "example_server.cbd")["id"].(string)
	d.write("main.tf", cfg("two"))
	text := d.plan()
	mustContain(t, text, "+/- create replacement and then destroy",
		"  # example_server.cbd must be replaced\n+/- resource \"example_server\" \"cbd\" {")
	if got := jsonText(resourceChange(t, d.planJSON(), "example_server.cbd")["change"].(map[string]any)["actions"]); got != `["create","delete"]` {
		t.Fatalf("actions %s", got)
	}
	out := d.ok("apply", "-no-color", "tfplan")
	created := strings.Index(out, "example_server.cbd: Creation complete")
	destroying := strings.Index(out, "example_server.cbd (deposed object ")
	if created < 0 || destroying < created || !strings.Contains(out[destroying:], "): Destroying... [id="+old+"]\nexample_server.cbd: Destruction complete after 0s\n") {
		t.Fatalf("not created before destroyed:\n%s", out)
	}
	st := d.file("terraform.tfstate")
	if strings.Contains(st, "deposed") || !strings.Contains(st, `"create_before_destroy": true`) {
		t.Fatalf("state after the replacement:\n%s", st)
	}
}

// TestCreateBeforeDestroyUpdatesDependentsFirst checks Terraform's order
// for a create_before_destroy replacement: the new object, then the
// updates of what depends on it, and only then the old object's
// destruction.
func TestCreateBeforeDestroyUpdatesDependentsFirst(t *testing.T) {
	t.Skip("known bug (engine/core, apply order): the deposed object is destroyed right after its replacement is created, before terraform_data.dep is updated to the new id; Terraform makes the destroy wait for dependents (CBDEdgeTransformer)")
	cfg := func(name string) string {
		return exampleProvider + `
resource "example_server" "cbd" {
  name = "` + name + `"
  lifecycle {
    create_before_destroy = true
  }
}
resource "terraform_data" "dep" {
  input = example_server.cbd.id
}
`
	}
	d := newDir(t, map[string]string{"main.tf": cfg("one")})
	d.apply()
	d.write("main.tf", cfg("two"))
	out := d.apply()
	updated := strings.Index(out, "terraform_data.dep: Modifications complete")
	destroying := strings.Index(out, "example_server.cbd (deposed object ")
	if updated < 0 || destroying < updated {
		t.Fatalf("old object destroyed before its dependent was updated:\n%s", out)
	}
}

func TestIgnoreChanges(t *testing.T) {
	cfg := func(size, tag, name string) string {
		return exampleProvider + `
resource "example_server" "some" {
  name = "some"
  size = "` + size + `"
  tags = { team = "` + tag + `" }
  lifecycle {
    ignore_changes = [tags]
  }
}
resource "example_server" "all" {
  name = "` + name + `"
  size = "` + size + `"
  lifecycle {
    ignore_changes = all
  }
}
`
	}
	d := newDir(t, map[string]string{"main.tf": cfg("large", "a", "all")})
	d.apply()
	d.write("main.tf", cfg("small", "b", "all2"))
	text := d.plan()
	mustContain(t, text,
		"  # example_server.some will be updated in-place",
		`      ~ size      = "large" -> "small"`,
		"Plan: 0 to add, 1 to change, 0 to destroy.")
	mustNotContain(t, text, "# example_server.all", `"b"`)
	d.apply()
	if a := d.attrs("terraform.tfstate", "example_server.some"); a["size"] != "small" || a["tags"].(map[string]any)["team"] != "a" {
		t.Fatalf("ignore_changes = [tags]: %v", a)
	}
	if a := d.attrs("terraform.tfstate", "example_server.all"); a["size"] != "large" || a["name"] != "all" {
		t.Fatalf("ignore_changes = all: %v", a)
	}
	mustContain(t, d.plan(), "No changes.")
}

func TestPreconditionsAndPostconditions(t *testing.T) {
	cfg := func(region, want string) string {
		return exampleProvider + `
provider "example" {
  region = "` + region + `"
}
variable "size" {
  default = "small"
}
resource "example_server" "web" {
  name = "web"
  size = var.size
  lifecycle {
    precondition {
      condition     = var.size != "huge"
      error_message = "Huge servers are not allowed."
    }
    postcondition {
      condition     = startswith(self.arn, "arn:example:compute:` + want + `:")
      error_message = "Server landed in ${self.arn}."
    }
  }
}
`
	}
	// A failing precondition stops the plan.
	d := newDir(t, map[string]string{"main.tf": cfg("eu-west-1", "eu-west-1")})
	res := d.run("plan", "-no-color", "-var=size=huge")
	if res.ExitCode != 1 {
		t.Fatalf("precondition: exit %d", res.ExitCode)
	}
	mustContain(t, res.Stderr, "Error: Resource precondition failed", `in resource "example_server" "web":`, "│ var.size is \"huge\"", "Huge servers are not allowed.")

	// The postcondition on a computed attribute waits for apply, then holds.
	d.apply()

	// A postcondition that fails after apply reports the error; the
	// object exists and is recorded.
	d = newDir(t, map[string]string{"main.tf": cfg("eu-west-1", "us-east-1")})
	res = d.run("apply", "-no-color", "-auto-approve")
	if res.ExitCode != 1 {
		t.Fatalf("postcondition: exit %d\n%s", res.ExitCode, res.Stdout)
	}
	mustContain(t, res.Stdout, "example_server.web: Creation complete after 0s")
	mustContain(t, res.Stderr, "Error: Resource postcondition failed",
		`│ self.arn is "arn:example:compute:eu-west-1:123456789012:server/web"`,
		"Server landed in arn:example:compute:eu-west-1:123456789012:server/web.")
	if got := d.attrs("terraform.tfstate", "example_server.web")["name"]; got != "web" {
		t.Fatalf("state after the failed postcondition: %v", got)
	}
}
