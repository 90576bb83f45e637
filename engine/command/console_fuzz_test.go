package command

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// consoleSeeds are hand-written console lines beyond the recorded
// expressions: unfinished syntax, odd numbers and deep templates.
var consoleSeeds = []string{
	"",
	"(",
	"[for x in range(3) : x if x > 0",
	"\"${\"",
	"\"%{ for x in [1] }${x}%{ endfor }\"",
	"<<EOT\nx\nEOT",
	"1e400",
	"-0.0 / 0",
	"1 / 0",
	"tonumber(\"0x10\")",
	"format(\"%10000000d\", 1)",
	"substr(\"é🙂x\", -1, 1)",
	"jsondecode(\"[[[[[[[[[[1]]]]]]]]]]\")",
	"yamldecode(\"a: &a [*a]\")",
	"cidrsubnets(\"10.0.0.0/8\", 24)",
	"templatestring(\"${x}\", {x = 1})",
	"local.missing",
	"exit",
	"help",
}

// FuzzConsole types arbitrary lines into terraform console, in the
// folder of a recorded expression case (testdata/conformance/dirs/<dir>)
// or in an empty one when the fuzzer's dir names none. Nothing may fail
// internally, and a failed run must say why.
func FuzzConsole(f *testing.F) {
	dirs := map[string]fstest.MapFS{}
	if entries, err := os.ReadDir(filepath.Join(conformanceDir, "dirs")); err == nil {
		for _, e := range entries {
			if e.IsDir() {
				dirs[e.Name()] = readTree(f, filepath.Join(conformanceDir, "dirs", e.Name()), func(string) bool { return true })
			}
		}
	}
	for _, c := range expressionCases(f) {
		dir := ""
		if c.Dir != nil {
			dir = strings.TrimPrefix(*c.Dir, "dirs/")
		}
		f.Add(dir, c.Expr)
	}
	for _, s := range consoleSeeds {
		f.Add("", s)
	}
	f.Fuzz(func(t *testing.T, dir, input string) {
		work := fstest.MapFS{}
		if files, ok := dirs[dir]; ok {
			for name, file := range files {
				work[name] = file
			}
		}
		res := fuzzRun(t, work, input+"\n", "console", "-no-color")
		if res.ExitCode != 0 && !strings.Contains(res.Stderr, "Error") {
			t.Errorf("console failed (exit %d) without an error message: stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
		}
	})
}
