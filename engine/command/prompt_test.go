package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestPlanPromptsForRequiredVariables(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte("variable \"region\" {\n  description = \"Region to deploy into\"\n}\noutput \"r\" { value = var.region }\n")}}
	res := Run(Request{Args: []string{"plan", "-no-color"}, FS: fsys, Interactive: true, Stdin: strings.NewReader("eu-west-3\n")})
	if res.ExitCode != 0 {
		t.Fatalf("exit %d: %s", res.ExitCode, res.Stderr)
	}
	if !strings.HasPrefix(res.Stdout, "var.region\n  Region to deploy into\n\n  Enter a value: \n") {
		t.Errorf("prompt: %q", res.Stdout)
	}
	if !strings.Contains(res.Stdout, `+ r = "eu-west-3"`) {
		t.Errorf("the answer was not used: %q", res.Stdout)
	}
	// Without a terminal (or with -input=false) there is no prompt.
	res = Run(Request{Args: []string{"plan", "-no-color", "-input=false"}, FS: fsys, Interactive: true, Stdin: strings.NewReader("x\n")})
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "No value for required variable") {
		t.Errorf("-input=false: exit %d stderr %q", res.ExitCode, res.Stderr)
	}
}

func TestApplyAsksForApproval(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte("resource \"terraform_data\" \"x\" {}\n")}}
	res := Run(Request{Args: []string{"apply", "-no-color"}, FS: fsys, Stdin: strings.NewReader("no\n")})
	if res.ExitCode != 1 || !strings.Contains(res.Stdout, "Enter a value:") || !strings.HasSuffix(res.Stdout, "\nApply cancelled.\n") {
		t.Errorf("answer no: exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	res = Run(Request{Args: []string{"apply", "-no-color"}, FS: fsys, Stdin: strings.NewReader("yes\n")})
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, "Apply complete! Resources: 1 added") || res.Files["terraform.tfstate"] == nil {
		t.Errorf("answer yes: exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
}
