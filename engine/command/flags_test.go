package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

// `terraform COMMAND -help` prints the command's help on standard output
// and succeeds, for commands and subcommands alike.
func TestCommandHelp(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"plan", "-help"}, []string{"Usage: terraform [global options] plan [options]\n", "  Show changes required by the current configuration.\n", "  -out=...\n", "  -refresh=true\n", "  -destroy\n", "  -parallelism=10\n"}},
		{[]string{"apply", "-h"}, []string{"Usage: terraform [global options] apply [options]\n", "  Create or update infrastructure.\n", "  -auto-approve\n"}},
		{[]string{"state", "list", "-help"}, []string{"Usage: terraform [global options] state list [options]\n", "  -state=...\n"}},
	} {
		res := Run(Request{Args: c.args, FS: fstest.MapFS{}, Dir: "/w"})
		if res.ExitCode != 0 || res.Stderr != "" {
			t.Errorf("%v: exit %d, stderr %q", c.args, res.ExitCode, res.Stderr)
		}
		for _, w := range c.want {
			if !strings.Contains(res.Stdout, w) {
				t.Errorf("%v: want %q in\n%s", c.args, w, res.Stdout)
			}
		}
	}
}
