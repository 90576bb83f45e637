package hostile

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"golang.org/x/tools/txtar"

	"github.com/tfplay/tfplay/engine/command"
)

// guard is how long one command may run before the test fails it as a
// hang. The requirement is five seconds natively; the guard is generous
// so that a loaded machine does not fail the test, and each command's
// time is logged (run with -v) so that slow inputs can be seen.
const guard = 30 * time.Second

// slow is the time beyond which a command is reported in the log as over
// the five-second requirement.
const slow = 5 * time.Second

// knownBad are cases that still hang or exhaust memory, with their bug.
// Whoever fixes one removes its entry.
var knownBad = map[string]string{}

// hostileCase is one input: files, standard input and the commands to run
// on them in turn.
type hostileCase struct {
	name     string
	comment  string
	files    fstest.MapFS
	stdin    string
	commands [][]string
	// wantError requires the last command to fail (with a diagnostic).
	wantError bool
}

// parseCase reads a txtar case: its comment is a description, then lines
// "> ARGS" (a command to run, arguments split on spaces) and optionally
// "want error"; its files are the working directory, except "stdin",
// which is the standard input of every command.
func parseCase(name string, data []byte) (hostileCase, error) {
	ar := txtar.Parse(data)
	c := hostileCase{name: name, files: fstest.MapFS{}}
	for _, line := range strings.Split(string(ar.Comment), "\n") {
		switch {
		case strings.HasPrefix(line, "> "):
			c.commands = append(c.commands, strings.Fields(line[2:]))
		case line == "want error":
			c.wantError = true
		default:
			c.comment += line + "\n"
		}
	}
	for _, f := range ar.Files {
		if f.Name == "stdin" {
			c.stdin = string(f.Data)
			continue
		}
		c.files[f.Name] = &fstest.MapFile{Data: f.Data, Mode: 0o644}
	}
	if len(c.commands) == 0 {
		return c, fmt.Errorf("%s: no command (a line \"> ARGS\")", name)
	}
	return c, nil
}

// TestHostileInputs runs every case of testdata/ and every generated one.
func TestHostileInputs(t *testing.T) {
	names, err := filepath.Glob("testdata/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	var cases []hostileCase
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		c, err := parseCase(strings.TrimSuffix(filepath.Base(name), ".txtar"), data)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	cases = append(cases, generatedCases()...)
	if len(cases) < 60 {
		t.Errorf("the corpus has %d cases; issue 11 asks for at least 60", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if bug, ok := knownBad[c.name]; ok {
				// A hung command cannot be stopped: running it would
				// leave it burning a CPU and memory under later cases.
				t.Skip("bug: " + bug)
			}
			work := maps.Clone(c.files)
			var last command.Result
			for _, args := range c.commands {
				last = run(t, work, c.stdin, args)
			}
			if c.wantError && last.ExitCode == 0 {
				t.Errorf("terraform %s succeeded; want an error diagnostic\n%s%s", strings.Join(c.commands[len(c.commands)-1], " "), last.Stdout, last.Stderr)
			}
		})
	}
}

// run runs one command under the guard, checks its output and lays the
// files it wrote over work.
func run(t *testing.T, work fstest.MapFS, stdin string, args []string) command.Result {
	t.Helper()
	req := command.Request{Args: args, FS: maps.Clone(work), Dir: "/hostile/w", Env: map[string]string{"HOME": "/hostile/home"}, Stdin: strings.NewReader(stdin)}
	done := make(chan command.Result, 1)
	start := time.Now()
	go func() { done <- command.Run(req) }()
	var res command.Result
	select {
	case res = <-done:
	case <-time.After(guard):
		t.Fatalf("terraform %s did not finish within %v", strings.Join(args, " "), guard)
	}
	took := time.Since(start)
	note := ""
	if took > slow {
		note = " — over the 5 s requirement"
	}
	t.Logf("terraform %s: exit %d in %v%s", strings.Join(args, " "), res.ExitCode, took.Round(time.Millisecond), note)
	checkOutput(t, args, res)
	for name, data := range res.Files {
		name = path.Clean(name)
		if data == nil {
			delete(work, name)
			continue
		}
		work[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	return res
}

// goLeaks are signs of a Go error or crash reaching the user instead of a
// diagnostic.
var goLeaks = []*regexp.Regexp{
	regexp.MustCompile(`Internal error in tfplay`),
	regexp.MustCompile(`(?m)^goroutine \d+ `),
	regexp.MustCompile(`\.go:\d+`),
	regexp.MustCompile(`(?m)^panic: `),
	regexp.MustCompile(`runtime error:`),
	regexp.MustCompile(`%!`),                     // a fmt verb gone wrong
	regexp.MustCompile(`json: cannot unmarshal`), // encoding/json's own text
	regexp.MustCompile(`invalid character '.' (looking for|after|in)`),
	regexp.MustCompile(`\bzip: `),
	regexp.MustCompile(`\b(<nil>|nil pointer)\b`),
}

// checkOutput fails the test on a leaked Go error or stack trace, and on
// a failed command whose error output is not a Terraform-style diagnostic
// (an "Error: " summary followed by a non-empty detail).
func checkOutput(t *testing.T, args []string, res command.Result) {
	t.Helper()
	cmd := strings.Join(args, " ")
	out := res.Stdout + res.Stderr
	for _, re := range goLeaks {
		if loc := re.FindStringIndex(out); loc != nil {
			t.Errorf("terraform %s: output shows a Go error or crash (%s):\n%s", cmd, re, excerpt(out, loc[0]))
		}
	}
	if res.ExitCode == 0 {
		return
	}
	diags := parseDiagnostics(res.Stderr)
	if len(diags) == 0 {
		// Some of Terraform's state commands report errors on one line,
		// "Error reading source state "f": why", not as diagnostics; tfplay
		// prints the same.
		if m := legacyError.FindStringSubmatch(res.Stderr); m != nil {
			diags = []diagnostic{{summary: m[1], detail: m[2], text: m[0]}}
		}
	}
	if len(diags) == 0 {
		t.Errorf("terraform %s: exit %d without an error diagnostic:\n%s", cmd, res.ExitCode, excerpt(res.Stdout+res.Stderr, 0))
		return
	}
	for _, d := range diags {
		if d.summary == "" || d.detail == "" {
			t.Errorf("terraform %s: diagnostic without a summary or detail:\n%s", cmd, excerpt(d.text, 0))
		}
	}
}

// legacyError is the one-line form of Terraform's state commands' errors.
var legacyError = regexp.MustCompile(`(?m)^((?:Error|Failed to) [^:\n]+): (\S.*)$`)

// diagnostic is one "Error: " block of -no-color output.
type diagnostic struct{ summary, detail, text string }

// parseDiagnostics splits -no-color error output into its "Error: "
// blocks: the summary is the rest of that line; the detail, the text after
// the source excerpt ("on FILE line N" and the numbered lines) and before
// the next block.
func parseDiagnostics(stderr string) []diagnostic {
	var out []diagnostic
	parts := strings.Split("\n"+stderr, "\nError: ")
	for _, part := range parts[1:] {
		// Strip the box drawing of colored/boxed output, if any.
		lines := strings.Split(part, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimPrefix(strings.TrimPrefix(l, "│ "), "│")
		}
		d := diagnostic{summary: strings.TrimSpace(lines[0]), text: "Error: " + part}
		var detail []string
		for _, l := range lines[1:] {
			trimmed := strings.TrimSpace(l)
			switch {
			case strings.HasPrefix(trimmed, "on ") && strings.Contains(trimmed, " line "),
				regexp.MustCompile(`^\d+: `).MatchString(trimmed) || regexp.MustCompile(`^\d+:$`).MatchString(trimmed),
				strings.HasPrefix(trimmed, "├────") || strings.HasPrefix(trimmed, "│ ") || strings.HasPrefix(trimmed, "(source code not available)"),
				strings.HasPrefix(trimmed, "Warning: "), trimmed == "╷", trimmed == "╵":
				continue
			}
			if trimmed != "" {
				detail = append(detail, trimmed)
			}
		}
		d.detail = strings.Join(detail, "\n")
		out = append(out, d)
	}
	return out
}

// excerpt is up to 1,500 characters of out around offset.
func excerpt(out string, offset int) string {
	from := max(0, offset-500)
	to := min(len(out), from+1500)
	return out[from:to]
}

// files is a shorthand for a working directory of named contents.
func files(kv ...string) fstest.MapFS {
	fsys := fstest.MapFS{}
	for i := 0; i+1 < len(kv); i += 2 {
		fsys[kv[i]] = &fstest.MapFile{Data: []byte(kv[i+1]), Mode: 0o644}
	}
	return fsys
}

var _ fs.FS = fstest.MapFS{}

// sortedNames lists a working directory, for messages.
func sortedNames(work fstest.MapFS) []string { return slices.Sorted(maps.Keys(work)) }
