package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestConsoleFlavor(t *testing.T) {
	run := func(env map[string]string) Result {
		return Run(Request{Args: []string{"console"}, FS: fstest.MapFS{}, Env: env, Stdin: strings.NewReader("urldecode(\"a%20b\")\n")})
	}
	if res := run(map[string]string{"TFPLAY_FLAVOR": "opentofu"}); res.ExitCode != 0 || res.Stdout != "\"a b\"\n" {
		t.Errorf("OpenTofu flavor: exit %d stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	if res := run(nil); res.ExitCode != 1 || !strings.Contains(res.Stderr, "Call to unknown function") {
		t.Errorf("Terraform flavor has no urldecode: exit %d stderr %q", res.ExitCode, res.Stderr)
	}
}

func TestConsoleInteractivePrompt(t *testing.T) {
	res := Run(Request{Args: []string{"console"}, FS: fstest.MapFS{}, Interactive: true, Stdin: strings.NewReader("1 + 1\nbad(\nupper(\"x\")\nexit\n")})
	if res.Stdout != "> 2\n> > \"X\"\n> " {
		t.Errorf("stdout = %q", res.Stdout)
	}
	if !strings.Contains(res.Stderr, "Error:") {
		t.Errorf("an error in an interactive console is reported and the session goes on: %q", res.Stderr)
	}
}

func TestOpenTofuFilesAndVersion(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf":   {Data: []byte(`output "a" { value = "tf" }` + "\n")},
		"main.tofu": {Data: []byte(`output "a" { value = "tofu" }` + "\n")},
	}
	tofu := map[string]string{"TFPLAY_FLAVOR": "opentofu"}
	if res := Run(Request{Args: []string{"plan", "-no-color"}, FS: fsys, Env: tofu}); !strings.Contains(res.Stdout, `+ a = "tofu"`) {
		t.Errorf("under OpenTofu, main.tofu shadows main.tf:\n%s%s", res.Stdout, res.Stderr)
	}
	if res := Run(Request{Args: []string{"plan", "-no-color"}, FS: fsys}); !strings.Contains(res.Stdout, `+ a = "tf"`) {
		t.Errorf("Terraform ignores .tofu files:\n%s%s", res.Stdout, res.Stderr)
	}
	if res := Run(Request{Args: []string{"version"}, Env: tofu}); !strings.HasPrefix(res.Stdout, "OpenTofu v") {
		t.Errorf("version under OpenTofu: %q", res.Stdout)
	}
}
