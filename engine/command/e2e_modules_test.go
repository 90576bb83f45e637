package command

import (
	"strings"
	"testing"
)

// fleetModule is a module that makes one example server and returns its
// ARN; it uses whatever example provider configuration it is given.
const fleetModule = exampleProvider + `
variable "name" {}

resource "example_server" "s" {
  name = var.name
}

output "arn" {
  value = example_server.s.arn
}
`

func TestModulesWithRepetitionAndProviderMaps(t *testing.T) {
	d := newDir(t, map[string]string{
		"main.tf": exampleProvider + `
provider "example" {
  alias  = "eu"
  region = "eu-central-1"
}

provider "example" {
  alias  = "us"
  region = "us-east-1"
}

module "eu" {
  source    = "./fleet"
  for_each  = toset(["a", "b"])
  name      = "eu-${each.key}"
  providers = { example = example.eu }
}

module "us" {
  source    = "./fleet"
  count     = 2
  name      = "us-${count.index}"
  providers = { example = example.us }
}

output "eu_arns" {
  value = { for k, m in module.eu : k => m.arn }
}

output "us_arns" {
  value = module.us[*].arn
}
`,
		"fleet/main.tf": fleetModule,
	})
	if res := d.run("plan", "-no-color"); res.ExitCode != 1 || !strings.Contains(res.Stderr, "Error: Module not installed") {
		t.Fatalf("plan before init: exit %d\n%s", res.ExitCode, res.Stderr)
	}
	d.ok("init", "-no-color")
	text := d.plan()
	mustContain(t, text,
		`  # module.eu["a"].example_server.s will be created`,
		`  # module.us[1].example_server.s will be created`,
		"Plan: 4 to add, 0 to change, 0 to destroy.")
	d.apply()
	if got := d.ok("state", "list"); got != "module.eu[\"a\"].example_server.s\nmodule.eu[\"b\"].example_server.s\nmodule.us[0].example_server.s\nmodule.us[1].example_server.s\n" {
		t.Fatalf("state list:\n%s", got)
	}
	// Each module instance uses the provider configuration it was given:
	// the ARNs carry that configuration's region.
	wantARNs := map[string]string{
		`module.eu["a"].example_server.s`: "arn:example:compute:eu-central-1:123456789012:server/eu-a",
		`module.eu["b"].example_server.s`: "arn:example:compute:eu-central-1:123456789012:server/eu-b",
		`module.us[0].example_server.s`:   "arn:example:compute:us-east-1:123456789012:server/us-0",
		`module.us[1].example_server.s`:   "arn:example:compute:us-east-1:123456789012:server/us-1",
	}
	for addr, arn := range wantARNs {
		mustContain(t, d.ok("state", "show", "-no-color", addr), `arn       = "`+arn+`"`)
	}
	for _, r := range d.stateJSON("terraform.tfstate")["resources"].([]any) {
		m := r.(map[string]any)
		want := `provider["registry.terraform.io/tfplay/example"].eu`
		if strings.HasPrefix(m["module"].(string), "module.us[") {
			want = `provider["registry.terraform.io/tfplay/example"].us`
		}
		if m["provider"] != want {
			t.Fatalf("%v uses %v", m["module"], m["provider"])
		}
	}
	if got := d.ok("output", "-json", "us_arns"); got != `["arn:example:compute:us-east-1:123456789012:server/us-0","arn:example:compute:us-east-1:123456789012:server/us-1"]`+"\n" {
		t.Fatalf("us_arns: %s", got)
	}

	// Shrinking the count destroys the last instance only.
	d.write("main.tf", strings.Replace(d.file("main.tf"), "count     = 2", "count     = 1", 1))
	text = d.plan()
	mustContain(t, text,
		"  # module.us[1].example_server.s will be destroyed\n  # (because module.us[1] is not in configuration)",
		"Plan: 0 to add, 0 to change, 1 to destroy.")
}

func TestMovedIntoModule(t *testing.T) {
	d := newDir(t, map[string]string{
		"main.tf": `
resource "terraform_data" "a" {
  input = "a"
}
`,
		"mod/main.tf": `
resource "terraform_data" "a" {
  input = "a"
}
`,
	})
	d.apply()
	id := d.attrs("terraform.tfstate", "terraform_data.a")["id"]
	d.write("main.tf", `
module "m" {
  source = "./mod"
}

moved {
  from = terraform_data.a
  to   = module.m.terraform_data.a
}
`)
	d.ok("init", "-no-color")
	text := d.plan()
	mustContain(t, text,
		"  # terraform_data.a has moved to module.m.terraform_data.a\n    resource \"terraform_data\" \"a\" {\n",
		"Plan: 0 to add, 0 to change, 0 to destroy.")
	rc := resourceChange(t, d.planJSON(), "module.m.terraform_data.a")
	if rc["previous_address"] != "terraform_data.a" || jsonText(rc["change"].(map[string]any)["actions"]) != `["no-op"]` {
		t.Fatalf("moved change: %v", rc)
	}
	d.ok("apply", "-no-color", "tfplan")
	if got := d.ok("state", "list"); got != "module.m.terraform_data.a\n" {
		t.Fatalf("state list: %q", got)
	}
	if got := d.attrs("terraform.tfstate", "module.m.terraform_data.a")["id"]; got != id {
		t.Fatalf("the moved object is a new one: %v", got)
	}
	mustContain(t, d.plan(), "No changes.")
}

func TestRemovedWithoutDestroying(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
resource "terraform_data" "keep" {
  input = "k"
}
resource "terraform_data" "other" {
  input = "o"
}
`})
	d.apply()
	d.write("main.tf", `
resource "terraform_data" "other" {
  input = "o"
}

removed {
  from = terraform_data.keep
  lifecycle {
    destroy = false
  }
}
`)
	res := d.run("plan", "-no-color")
	mustContain(t, res.Stdout,
		" # terraform_data.keep will no longer be managed by Terraform, but will not be destroyed\n # (destroy = false is set in the configuration)\n . resource \"terraform_data\" \"keep\" {\n",
		"Plan: 0 to add, 0 to change, 0 to destroy.")
	mustContain(t, res.Stdout+res.Stderr, "Warning: Some objects will no longer be managed by Terraform", " - terraform_data.keep\n")
	rc := resourceChange(t, d.planJSON(), "terraform_data.keep")
	if got := jsonText(rc["change"].(map[string]any)["actions"]); got != `["forget"]` {
		t.Fatalf("actions %s", got)
	}
	out := d.ok("apply", "-no-color", "tfplan")
	mustContain(t, out, "Apply complete! Resources: 0 added, 0 changed, 0 destroyed.")
	mustNotContain(t, out, "Destroying")
	if got := d.ok("state", "list"); got != "terraform_data.other\n" {
		t.Fatalf("state list: %q", got)
	}
	mustContain(t, d.plan(), "No changes.")

	// With destroy = true (the default) the object is destroyed.
	d.write("main.tf", `
removed {
  from = terraform_data.other
}
`)
	mustContain(t, d.plan(), "  # terraform_data.other will be destroyed", "Plan: 0 to add, 0 to change, 1 to destroy.")
}
