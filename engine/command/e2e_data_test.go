package command

import (
	"strings"
	"testing"
)

// dataConfig has a data source whose configuration is known at plan time
// and one that depends on a resource not yet created.
const dataConfig = exampleProvider + `
resource "example_server" "web" {
  name = "web"
}

data "example_image" "known" {
  name = "ubuntu"
}

data "example_image" "later" {
  name = example_server.web.id
}

resource "terraform_data" "uses" {
  input = data.example_image.later.architecture
}

output "known_id" {
  value = data.example_image.known.id
}
`

func TestDataSourceReadDuringPlan(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": dataConfig})
	text := d.plan()
	// The known data source is read while planning and is not an action.
	if !strings.HasPrefix(text, "data.example_image.known: Reading...\ndata.example_image.known: Read complete after 0s [id=img-") {
		t.Fatalf("data source not read during plan:\n%s", text)
	}
	mustNotContain(t, text, "data.example_image.known will be read")
	// The other one waits for the server.
	mustContain(t, text,
		" <= read (data resources)\n",
		"  # data.example_image.later will be read during apply\n  # (config refers to values not yet known)\n <= data \"example_image\" \"later\" {\n",
		"Plan: 2 to add, 0 to change, 0 to destroy.",
		"  + known_id = \"img-")
	mustNotContain(t, text, "data.example_image.later: Reading...")

	plan := d.planJSON()
	rc := resourceChange(t, plan, "data.example_image.later")
	if got := jsonText(rc["change"].(map[string]any)["actions"]); got != `["read"]` || rc["action_reason"] != "read_because_config_unknown" {
		t.Fatalf("deferred read: %s %v", got, rc["action_reason"])
	}
	for _, c := range plan["resource_changes"].([]any) {
		if c.(map[string]any)["address"] == "data.example_image.known" {
			t.Fatal("a data source read during plan is listed as a change")
		}
	}

	out := d.ok("apply", "-no-color", "tfplan")
	server := strings.Index(out, "example_server.web: Creation complete")
	read := strings.Index(out, "data.example_image.later: Read complete")
	uses := strings.Index(out, "terraform_data.uses: Creating...")
	if server < 0 || read < server || uses < read {
		t.Fatalf("apply order wrong:\n%s", out)
	}
	later := d.attrs("terraform.tfstate", "data.example_image.later")
	if later["name"] != d.attrs("terraform.tfstate", "example_server.web")["id"] || later["architecture"] != "x86_64" {
		t.Fatalf("deferred data source read with %v", later)
	}
	if got := d.attrs("terraform.tfstate", "terraform_data.uses")["input"].(map[string]any)["value"]; got != "x86_64" {
		t.Fatalf("dependent got %v", got)
	}
	// Now everything is known: both are read during plan, nothing to do.
	text = d.plan()
	mustContain(t, text, "data.example_image.later: Read complete after 0s", "No changes.")
}

// TestDeferredDataSourceAttributesUnknown checks the planned object of a
// data source read during apply: every computed attribute is unknown, as
// Terraform's PlannedDataResourceObject makes it, so what uses them is
// "(known after apply)" too.
func TestDeferredDataSourceAttributesUnknown(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": dataConfig})
	text := d.plan()
	mustContain(t, text,
		" <= data \"example_image\" \"later\" {\n      + architecture = (known after apply)\n      + id           = (known after apply)\n      + name         = (known after apply)\n    }\n",
		"  + resource \"terraform_data\" \"uses\" {\n      + id     = (known after apply)\n      + input  = (known after apply)\n      + output = (known after apply)\n    }\n")
	rc := resourceChange(t, d.planJSON(), "data.example_image.later")
	if got := jsonText(rc["change"].(map[string]any)["after_unknown"]); got != `{"architecture":true,"id":true,"name":true}` {
		t.Fatalf("after_unknown %s", got)
	}
	d.apply()
	mustContain(t, d.plan("-replace=example_server.web"), `      ~ input  = "x86_64" -> (known after apply)`)
}

func TestCheckBlockScopedData(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
check "image" {
  data "example_image" "i" {
    name = "ubuntu"
  }
  assert {
    condition     = data.example_image.i.architecture == "arm64"
    error_message = "Image is ${data.example_image.i.architecture}, not arm64."
  }
}

resource "terraform_data" "a" {}
`})
	res := d.run("apply", "-no-color", "-auto-approve")
	if res.ExitCode != 0 {
		t.Fatalf("a failed check stopped the apply: %s", res.Stderr)
	}
	all := res.Stdout + res.Stderr
	mustContain(t, all,
		"Warning: Check block assertion failed",
		`in check "image":`,
		`│ data.example_image.i.architecture is "x86_64"`,
		"Image is x86_64, not arm64.",
		"Apply complete! Resources: 1 added, 0 changed, 0 destroyed.")
	mustNotContain(t, all, "Error:")
	// The scoped data source is in the state like any other.
	if got := d.attrs("terraform.tfstate", "data.example_image.i")["architecture"]; got != "x86_64" {
		t.Fatalf("scoped data source state: %v", got)
	}
	// The check is recorded as failed in the plan JSON.
	plan := d.planJSON()
	if got := jsonText(plan["checks"]); !strings.Contains(got, `"address":{"kind":"check","name":"image","to_display":"check.image"}`) || !strings.Contains(got, `"status":"fail"`) {
		t.Fatalf("checks: %s", got)
	}

	// A passing check says nothing.
	d.write("main.tf", strings.Replace(d.file("main.tf"), `"arm64"`, `"x86_64"`, 2))
	res = d.run("plan", "-no-color")
	mustNotContain(t, res.Stdout+res.Stderr, "Warning")
}

// TestCheckWithUnknownData checks a check whose scoped data source
// cannot be read until apply: planning reports the assertion as known
// after apply, not as failed.
func TestCheckWithUnknownData(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "web" {
  name = "web"
}
check "image" {
  data "example_image" "i" {
    name = example_server.web.id
  }
  assert {
    condition     = data.example_image.i.architecture == "x86_64"
    error_message = "Image is ${data.example_image.i.architecture}."
  }
}
`})
	res := d.run("plan", "-no-color")
	all := res.Stdout + res.Stderr
	mustContain(t, all, "  # data.example_image.i will be read during apply",
		"Warning: Check block assertion known after apply",
		"    │ data.example_image.i.architecture is a string",
		"The condition could not be evaluated at this time, a result will be known\nwhen this plan is applied.")
	mustNotContain(t, all, "assertion failed", "Invalid template interpolation value")
}

// TestAutoApproveDropsPlanCheckWarnings checks that apply -auto-approve
// shows only the check results of the apply, not the plan's: Terraform
// drops the check block diagnostics of the planning phase when it does
// not ask for approval.
func TestAutoApproveDropsPlanCheckWarnings(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "web" {
  name = "web"
}
check "image" {
  data "example_image" "i" {
    name = example_server.web.id
  }
  assert {
    condition     = data.example_image.i.architecture == "x86_64"
    error_message = "Image is ${data.example_image.i.architecture}."
  }
}
`})
	res := d.run("apply", "-no-color", "-auto-approve")
	mustContain(t, res.Stdout, "Apply complete!")
	mustNotContain(t, res.Stdout+res.Stderr, "Warning")
}

// TestWarningsOnStandardOutput checks where warnings go: Terraform prints
// warnings on standard output and only errors on standard error.
func TestWarningsOnStandardOutput(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
check "c" {
  assert {
    condition     = false
    error_message = "always"
  }
}
`})
	res := d.run("plan", "-no-color")
	mustContain(t, res.Stdout, "Warning: Check block assertion failed")
	if res.Stderr != "" {
		t.Fatalf("standard error: %q", res.Stderr)
	}
}
