package command

import (
	"strings"
	"testing"
)

func TestShowHumanState(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": serverConfig})
	if got := d.ok("show", "-no-color"); got != "No state.\n" {
		t.Fatalf("without state: %q", got)
	}
	d.apply()
	a := d.attrs("terraform.tfstate", "example_server.web")
	img := d.attrs("terraform.tfstate", "data.example_image.img")
	want := "# data.example_image.img:\ndata \"example_image\" \"img\" {\n    architecture = \"x86_64\"\n    id           = \"" + img["id"].(string) + "\"\n    name         = \"ubuntu\"\n}\n\n" +
		"# example_server.web:\n" + serverBlock(a) +
		"\n\nOutputs:\n\nip = \"" + a["public_ip"].(string) + "\"\npw = (sensitive value)\n"
	if got := d.ok("show", "-no-color"); got != want {
		t.Fatalf("show:\n%s\nwant:\n%s", got, want)
	}
}

func TestShowHumanEmptyState(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `resource "terraform_data" "a" {}`})
	d.apply()
	d.ok("destroy", "-no-color", "-auto-approve")
	if !d.exists("terraform.tfstate") {
		t.Fatal("destroy removed the state file")
	}
	if got := d.ok("show", "-no-color"); got != "The state file is empty. No resources are represented.\n" {
		t.Fatalf("after destroy: %q", got)
	}
}

func TestShowHumanStateModulesAndDeposed(t *testing.T) {
	d := newDir(t, map[string]string{
		"main.tf": `
resource "terraform_data" "root" {
  input = "r"
}
module "child" {
  source = "./child"
}
`,
		"child/main.tf": `
resource "terraform_data" "c" {
  input = "c"
}
`,
	})
	d.ok("init", "-no-color")
	d.apply()
	got := d.ok("show", "-no-color")
	root := strings.Index(got, "# terraform_data.root:")
	child := strings.Index(got, "# module.child.terraform_data.c:")
	if root < 0 || child < 0 || child < root {
		t.Fatalf("modules out of order:\n%s", got)
	}
	mustContain(t, got, "resource \"terraform_data\" \"c\" {\n", `input  = "c"`, `output = "c"`)
	mustNotContain(t, got, "Outputs:")
}

func TestShowPlanFileHuman(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": serverConfig})
	planned := d.plan("-out=tfplan")
	shown := d.ok("show", "-no-color", "tfplan")
	// The saved plan shows the same changes as planning did, without the
	// lines about reading data sources.
	start := strings.Index(planned, "Terraform used the selected providers")
	if start < 0 || !strings.HasPrefix(planned, "data.example_image.img: Reading...") {
		t.Fatalf("unexpected plan text:\n%s", planned)
	}
	if shown != planned[start-1:] {
		t.Fatalf("show tfplan:\n%s\nplan:\n%s", shown, planned)
	}
}

func TestShowHumanOutputsOnly(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": `
output "x" {
  value = 1
}
output "m" {
  value = { b = "two", a = [true] }
}
`})
	d.apply()
	want := "\n\nOutputs:\n\nm = {\n    a = [\n        true,\n    ]\n    b = \"two\"\n}\nx = 1\n"
	if got := d.ok("show", "-no-color"); got != want {
		t.Fatalf("show:\n%q\nwant:\n%q", got, want)
	}
}
