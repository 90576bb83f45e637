package command

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestDetailedExitCode(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
variable "n" {
  default = 1
}
resource "terraform_data" "a" {
  input = var.n
}
`})
	exit := func(args ...string) int {
		return d.run(append([]string{"plan", "-no-color", "-detailed-exitcode"}, args...)...).ExitCode
	}
	if got := exit(); got != 2 {
		t.Fatalf("changes: exit %d", got)
	}
	// Without the option, changes are success.
	if got := d.run("plan", "-no-color").ExitCode; got != 0 {
		t.Fatalf("changes without -detailed-exitcode: exit %d", got)
	}
	d.apply()
	if got := exit(); got != 0 {
		t.Fatalf("no changes: exit %d", got)
	}
	if got := exit("-var=n=2"); got != 2 {
		t.Fatalf("variable change: exit %d", got)
	}
	if got := exit("-var=nope=1"); got != 1 {
		t.Fatalf("error: exit %d", got)
	}
	d.write("main.tf", `resource "terraform_data" "a" {
  input = undefined_thing.x.y
}
`)
	if got := exit(); got != 1 {
		t.Fatalf("invalid configuration: exit %d", got)
	}
}

func TestVariablePrecedence(t *testing.T) {
	d := newDir(t, map[string]string{
		"main.tf": `
variable "v" {
  default = "default"
}
output "v" {
  value = var.v
}
`,
	})
	value := func(args ...string) string {
		t.Helper()
		d.apply(args...)
		return strings.TrimSpace(d.ok("output", "-raw", "v"))
	}
	steps := []struct {
		setup func()
		args  []string
		want  string
	}{
		{func() {}, nil, "default"},
		{func() { d.env["TF_VAR_v"] = "env" }, nil, "env"},
		{func() { d.write("terraform.tfvars", `v = "tfvars"`) }, nil, "tfvars"},
		{func() { d.write("terraform.tfvars.json", `{"v": "tfvars-json"}`) }, nil, "tfvars-json"},
		{func() { d.write("b.auto.tfvars", `v = "auto-b"`) }, nil, "auto-b"},
		// Auto files are read in name order; the last one wins.
		{func() { d.write("a.auto.tfvars", `v = "auto-a"`) }, nil, "auto-b"},
		{func() { d.write("x.tfvars", `v = "file"`) }, []string{"-var-file=x.tfvars"}, "file"},
		{func() {}, []string{"-var=v=cli"}, "cli"},
		// Command-line options apply in the order given.
		{func() {}, []string{"-var=v=cli", "-var-file=x.tfvars"}, "file"},
		{func() {}, []string{"-var-file=x.tfvars", "-var=v=cli"}, "cli"},
	}
	for i, s := range steps {
		s.setup()
		if got := value(s.args...); got != s.want {
			t.Fatalf("step %d %v: %q, want %q", i, s.args, got, s.want)
		}
	}
	// A saved plan keeps the value it was made with.
	d.plan("-out=tfplan", "-var=v=planned")
	d.ok("apply", "-no-color", "tfplan")
	if got := d.ok("output", "-raw", "v"); got != "planned" {
		t.Fatalf("saved plan: %q", got)
	}
}

func TestWorkspacesHaveSeparateState(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "s" {
  name = "s-${terraform.workspace}"
}
output "ws" {
  value = terraform.workspace
}
`})
	d.apply()
	defaultID := d.attrs("terraform.tfstate", "example_server.s")["id"]

	d.ok("workspace", "new", "-no-color", "dev")
	if got := d.ok("workspace", "show"); got != "dev\n" {
		t.Fatalf("workspace show: %q", got)
	}
	// The new workspace starts empty: everything is created again.
	text := d.plan()
	mustContain(t, text, `      + name      = "s-dev"`, "Plan: 1 to add, 0 to change, 0 to destroy.")
	d.apply()
	const devState = "terraform.tfstate.d/dev/terraform.tfstate"
	dev := d.attrs(devState, "example_server.s")
	if dev["name"] != "s-dev" || dev["id"] == defaultID {
		t.Fatalf("dev state: %v", dev)
	}
	if got := d.ok("output", "-raw", "ws"); got != "dev" {
		t.Fatalf("dev output: %q", got)
	}
	// The default workspace's state is untouched.
	if got := d.attrs("terraform.tfstate", "example_server.s"); got["id"] != defaultID || got["name"] != "s-default" {
		t.Fatalf("default state changed: %v", got)
	}
	d.ok("workspace", "select", "-no-color", "default")
	mustContain(t, d.plan(), "No changes.")
	if got := d.ok("output", "-raw", "ws"); got != "default" {
		t.Fatalf("default output: %q", got)
	}
	// TF_WORKSPACE overrides the selection.
	d.env["TF_WORKSPACE"] = "dev"
	if got := d.ok("state", "list"); got != "example_server.s\n" {
		t.Fatalf("TF_WORKSPACE state list: %q", got)
	}
	if got := d.ok("output", "-raw", "ws"); got != "dev" {
		t.Fatalf("TF_WORKSPACE output: %q", got)
	}
}

func TestStateMvThenNoChanges(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
resource "terraform_data" "old" {
  input = "x"
}
resource "terraform_data" "many" {
  count = 2
  input = count.index
}
`})
	d.apply()
	id := d.attrs("terraform.tfstate", "terraform_data.old")["id"]
	d.write("main.tf", `
resource "terraform_data" "new" {
  input = "x"
}
resource "terraform_data" "keyed" {
  for_each = { a = 0, b = 1 }
  input    = each.value
}
`)
	// Without moving, the renamed resources would be replaced.
	mustContain(t, d.plan(), "Plan: 3 to add, 0 to change, 3 to destroy.")

	if got := d.ok("state", "mv", "terraform_data.old", "terraform_data.new"); got != "Move \"terraform_data.old\" to \"terraform_data.new\"\nSuccessfully moved 1 object(s).\n" {
		t.Fatalf("state mv: %q", got)
	}
	d.ok("state", "mv", "terraform_data.many[0]", `terraform_data.keyed["a"]`)
	d.ok("state", "mv", "terraform_data.many[1]", `terraform_data.keyed["b"]`)
	if got := d.ok("state", "list"); got != "terraform_data.keyed[\"a\"]\nterraform_data.keyed[\"b\"]\nterraform_data.new\n" {
		t.Fatalf("state list: %q", got)
	}
	mustContain(t, d.plan(), "No changes.")
	if got := d.attrs("terraform.tfstate", "terraform_data.new")["id"]; got != id {
		t.Fatalf("moved object changed id: %v", got)
	}
	if !d.exists("terraform.tfstate.backup") {
		t.Fatal("state mv kept no backup")
	}
}

func TestStateRmThenRecreated(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
resource "terraform_data" "a" {
  input = "a"
}
resource "terraform_data" "b" {
  input = "b"
}
`})
	d.apply()
	if got := d.ok("state", "rm", "terraform_data.b"); got != "Removed terraform_data.b\nSuccessfully removed 1 resource instance(s).\n" {
		t.Fatalf("state rm: %q", got)
	}
	if got := d.ok("state", "list"); got != "terraform_data.a\n" {
		t.Fatalf("state list: %q", got)
	}
	text := d.plan()
	mustContain(t, text, "  # terraform_data.b will be created", "Plan: 1 to add, 0 to change, 0 to destroy.")
	mustNotContain(t, text, "terraform_data.a will")
	d.apply()
	if got := d.ok("state", "list"); got != "terraform_data.a\nterraform_data.b\n" {
		t.Fatalf("state list after apply: %q", got)
	}
}

func TestOutputCommand(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
output "text" {
  value = "hello"
}
output "num" {
  value = 42
}
output "obj" {
  value = { a = 1, b = [true] }
}
output "secret" {
  value     = "s3cret"
  sensitive = true
}
`})
	d.apply()
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"-raw", "text"}, "hello"},
		{[]string{"-raw", "num"}, "42"},
		{[]string{"-raw", "secret"}, "s3cret"},
		{[]string{"-json", "obj"}, "{\"a\":1,\"b\":[true]}\n"},
		{[]string{"-json", "secret"}, "\"s3cret\"\n"},
		{[]string{"text"}, "\"hello\"\n"},
		{[]string{"obj"}, "{\n  \"a\" = 1\n  \"b\" = [\n    true,\n  ]\n}\n"},
		{nil, "num = 42\nobj = {\n  \"a\" = 1\n  \"b\" = [\n    true,\n  ]\n}\nsecret = <sensitive>\ntext = \"hello\"\n"},
	}
	for _, c := range cases {
		if got := d.ok(append([]string{"output", "-no-color"}, c.args...)...); got != c.want {
			t.Errorf("output %v: %q, want %q", c.args, got, c.want)
		}
	}
	var all map[string]struct {
		Sensitive bool            `json:"sensitive"`
		Type      json.RawMessage `json:"type"`
		Value     json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal([]byte(d.ok("output", "-json")), &all); err != nil {
		t.Fatal(err)
	}
	if !all["secret"].Sensitive || string(all["secret"].Value) != `"s3cret"` || string(all["num"].Type) != `"number"` {
		t.Fatalf("output -json: %+v", all)
	}
	if got := d.fails("output", "-no-color", "-raw", "obj"); !strings.Contains(got, "Error: Unsupported value for raw output") {
		t.Fatalf("raw object: %q", got)
	}
	if got := d.fails("output", "-no-color", "nope"); !strings.Contains(got, "Error: Output \"nope\" not found") {
		t.Fatalf("missing output: %q", got)
	}
}

func TestApplyApproval(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `resource "terraform_data" "a" {}`})
	prompt := "Do you want to perform these actions?\n  Terraform will perform the actions described above.\n  Only 'yes' will be accepted to approve.\n\n  Enter a value: "

	res := d.runWith("no\n", "apply", "-no-color")
	if res.ExitCode != 1 || !strings.Contains(res.Stdout, prompt) {
		t.Fatalf("declined: exit %d\n%s", res.ExitCode, res.Stdout)
	}
	if d.exists("terraform.tfstate") {
		t.Fatal("a declined apply wrote state")
	}
	// Anything but "yes" declines.
	if res := d.runWith("y\n", "apply", "-no-color"); res.ExitCode != 1 || d.exists("terraform.tfstate") {
		t.Fatalf("\"y\" approved the apply: exit %d", res.ExitCode)
	}

	res = d.runWith("yes\n", "apply", "-no-color")
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, prompt+"\nterraform_data.a: Creating...\n") {
		t.Fatalf("approved: exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if got := d.ok("state", "list"); got != "terraform_data.a\n" {
		t.Fatalf("state: %q", got)
	}

	destroyPrompt := "Do you really want to destroy all resources?\n  Terraform will destroy all your managed infrastructure, as shown above.\n  There is no undo. Only 'yes' will be accepted to confirm.\n\n  Enter a value: "
	res = d.runWith("no\n", "destroy", "-no-color")
	if res.ExitCode != 1 || !strings.Contains(res.Stdout, destroyPrompt) {
		t.Fatalf("declined destroy: exit %d\n%s", res.ExitCode, res.Stdout)
	}
	if got := d.ok("state", "list"); got != "terraform_data.a\n" {
		t.Fatalf("declined destroy changed the state: %q", got)
	}
	res = d.runWith("yes\n", "destroy", "-no-color")
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, "Destroy complete! Resources: 1 destroyed.") {
		t.Fatalf("approved destroy: exit %d\n%s", res.ExitCode, res.Stdout)
	}
}

// TestApplyCancelledMessage checks the words of a declined apply:
// "Apply cancelled." (or "Destroy cancelled.") on standard output, with
// exit status 1, as Terraform's operation view prints them.
func TestApplyCancelledMessage(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `resource "terraform_data" "a" {}`})
	res := d.runWith("no\n", "apply", "-no-color")
	if res.ExitCode != 1 || !strings.HasSuffix(res.Stdout, "  Enter a value: \nApply cancelled.\n") || res.Stderr != "" {
		t.Fatalf("apply: exit %d\nstdout %q\nstderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	d.apply()
	res = d.runWith("no\n", "destroy", "-no-color")
	if res.ExitCode != 1 || !strings.HasSuffix(res.Stdout, "  Enter a value: \nDestroy cancelled.\n") || res.Stderr != "" {
		t.Fatalf("destroy: exit %d\nstdout %q\nstderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
}
