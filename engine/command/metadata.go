package command

import (
	"github.com/tfplay/tfplay/engine/funcs"
	"strconv"
	"time"
)

func init() { register("metadata", runMetadata) }

// runMetadata implements `metadata functions -json`: the signatures of
// every built-in function in Terraform's JSON format.
func runMetadata(wd *workdir, args []string) {
	if len(args) == 0 || args[0] != "functions" {
		wd.stderr.WriteString("Usage: terraform [global options] metadata <subcommand> [options] [args]\n\n  This command has subcommands for metadata related purposes.\n\nSubcommands:\n    functions    Show signatures and descriptions for the available functions\n")
		wd.exit = 1
		return
	}
	fl := newFlags("metadata functions")
	jsonOut := fl.Bool("json", false, "")
	if !fl.parse(wd, args[1:]) {
		return
	}
	if !*jsonOut {
		wd.stderr.WriteString("\nError: The `terraform metadata functions` command requires the `-json` flag.\n\n")
		wd.exit = 1
		return
	}
	wd.stdout.Write(funcs.Metadata(flavorOf(wd)))
	wd.stdout.WriteString("\n")
}

// flavorOf returns the language flavor of the working directory:
// OpenTofu when TFPLAY_FLAVOR=opentofu, Terraform otherwise.
func flavorOf(wd *workdir) funcs.Flavor {
	if isOpenTofu(wd.env) {
		return funcs.OpenTofu
	}
	return funcs.Terraform
}

// isOpenTofu reports whether an environment asks for OpenTofu
// (TFPLAY_FLAVOR=opentofu).
func isOpenTofu(env map[string]string) bool { return env["TFPLAY_FLAVOR"] == "opentofu" }

// workLimit reads TFPLAY_WORK_LIMIT, the number of for-expression
// iterations one operation may perform (default: package workbudget's).
func workLimit(wd *workdir) int64 {
	n, err := strconv.ParseInt(wd.env["TFPLAY_WORK_LIMIT"], 10, 64)
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// timeLimit reads TFPLAY_TIME_LIMIT, a duration ("10s"): the time one
// operation may spend in for expressions' iterations and function calls
// (default: workbudget.MaxEvalTime).
func timeLimit(wd *workdir) time.Duration {
	d, err := time.ParseDuration(wd.env["TFPLAY_TIME_LIMIT"])
	if err != nil || d <= 0 {
		return 0
	}
	return d
}
