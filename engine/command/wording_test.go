package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestOpenTofuWords(t *testing.T) {
	for in, want := range map[string]string{
		"Terraform will perform the following actions:":                                   "OpenTofu will perform the following actions:",
		"\x1b[1mTerraform has been successfully initialized!\x1b[0m":                      "\x1b[1mOpenTofu has been successfully initialized!\x1b[0m",
		`Run "terraform init" to install all modules`:                                     `Run "tofu init" to install all modules`,
		"Usage: terraform [global options] state <subcommand>":                            "Usage: tofu [global options] state <subcommand>",
		`    terraform apply "plan.tfplan"`:                                               `    tofu apply "plan.tfplan"`,
		"Terraform used the selected providers to generate the following execution plan.": "OpenTofu used the selected providers to generate the following execution plan.",
		"Objects have changed outside of Terraform":                                       "Objects have changed outside of OpenTofu",
		"The Terraform console shows values.":                                             "The OpenTofu console shows values.",
		"\nInitializing Terraform 1.x":                                                    "\nInitializing OpenTofu 1.x",
		// Both in one line, each kept apart.
		"terraform plan, then terraform apply": "tofu plan, then tofu apply",
		// Left alone: file names, types, addresses, blocks, sources.
		"terraform.tfstate":                "terraform.tfstate",
		"terraform_data.a will be created": "terraform_data.a will be created",
		"# terraform_data.x":               "# terraform_data.x",
		`source = "hashicorp/terraform"`:   `source = "hashicorp/terraform"`,
		"terraform {":                      "terraform {",
		"Terraformer will":                 "Terraformer will",
		`+ input = "Terraform will"`:       `+ input = "Terraform will"`,
	} {
		if got := openTofuWords(in); got != want {
			t.Errorf("openTofuWords(%q) = %q, want %q", in, got, want)
		}
	}
}

// The commands speak as the flavor of their environment: live output,
// the result, and what they print before reading the working directory.
func TestCommandsSpeakTheFlavor(t *testing.T) {
	work := fstest.MapFS{"main.tf": {Data: []byte("resource \"terraform_data\" \"a\" {\n  input = \"Terraform will\"\n}\n")}}
	for _, c := range []struct {
		flavor string
		args   []string
		want   string
	}{
		{"opentofu", []string{"plan", "-no-color"}, "OpenTofu will perform the following actions:"},
		{"opentofu", []string{"plan", "-no-color"}, `+ input  = "Terraform will"`},
		{"terraform", []string{"plan", "-no-color"}, "Terraform will perform the following actions:"},
		{"opentofu", []string{"-help"}, "Usage: tofu [global options] <subcommand> [args]"},
		{"opentofu", []string{"state"}, "Usage: tofu [global options] state <subcommand> [options] [args]"},
	} {
		res := Run(Request{Args: c.args, FS: work, Dir: "/w", Env: map[string]string{"TFPLAY_FLAVOR": c.flavor}})
		if out := res.Stdout + res.Stderr; !strings.Contains(out, c.want) {
			t.Errorf("%s %v: want %q in\n%s", c.flavor, c.args, c.want, out)
		}
	}
}
