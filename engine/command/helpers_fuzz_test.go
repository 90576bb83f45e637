package command

// Shared helpers of the fuzz targets in this package (*_fuzz_test.go).
// Each target drives command.Run exactly as the CLI and the WASM bridge
// do, and treats a recovered panic ("Internal error in tfplay"), a Go
// stack trace in the output or a command that does not finish as a bug.
// docs/dev/fuzzing.md explains how to run them for longer.

import (
	"bufio"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// conformanceDir is the recorded Terraform corpus, relative to this package.
var conformanceDir = filepath.Join("..", "..", "testdata", "conformance")

// fuzzCommandTimeout bounds one command of a fuzz input. A command that
// overruns is a hang or a runaway evaluation. The bound is a hang
// detector, not a speed test (speed is measured by benchmarks): it is
// generous so a loaded machine does not fail the suite, and
// TFPLAY_FUZZ_TIMEOUT (a Go duration) tightens it for fuzzing sessions.
func fuzzCommandTimeout() time.Duration {
	if s := os.Getenv("TFPLAY_FUZZ_TIMEOUT"); s != "" {
		if d, err := time.ParseDuration(s); err == nil && d > 0 {
			return d
		}
	}
	return 2 * time.Minute
}

// knownBugs are internal errors already found and reported, each with a
// skipped regression test in regressions_fuzz_test.go. The fuzz targets
// skip an input whose internal error shows the marker (a function in the
// stack), so that a long run goes on to find the next bug. Remove an
// entry with the t.Skip of its regression test once the bug is fixed.
var knownBugs = []struct{ test, marker string }{}

// knownHangs are inputs already found to run for minutes, each with a
// skipped regression test in regressions_fuzz_test.go. A hung command
// cannot be stopped, so fuzzRun skips an input matching one of these
// before running it rather than leaving it to burn a CPU in the fuzzing
// worker. Remove an entry with the t.Skip of its regression test once the
// bug is fixed.
var knownHangs = []struct {
	test string
	re   *regexp.Regexp
}{}

// knownHang returns the regression test of a known hang the input
// matches, or "".
func knownHang(work fstest.MapFS, stdin string) string {
	for _, h := range knownHangs {
		if h.re.MatchString(stdin) {
			return h.test
		}
		for _, f := range work {
			if h.re.Match(f.Data) {
				return h.test
			}
		}
	}
	return ""
}

// fuzzRun runs one command over work, lays the files it wrote over work,
// and fails the test when the command panicked (other than by a known
// bug, which skips the input), printed a Go stack trace or did not finish
// in time.
func fuzzRun(t *testing.T, work fstest.MapFS, stdin string, args ...string) Result {
	t.Helper()
	return runCommand(t, true, fuzzCommandTimeout(), work, stdin, args...)
}

// strictRun is fuzzRun for regression and stress tests: a known bug fails
// too, and the watchdog allows two minutes, as stress inputs legitimately
// take seconds (more on a loaded machine) before reaching a bound.
func strictRun(t *testing.T, work fstest.MapFS, stdin string, args ...string) Result {
	t.Helper()
	return runCommand(t, false, max(fuzzCommandTimeout(), 2*time.Minute), work, stdin, args...)
}

func runCommand(t *testing.T, tolerateKnown bool, timeout time.Duration, work fstest.MapFS, stdin string, args ...string) Result {
	t.Helper()
	if test := knownHang(work, stdin); tolerateKnown && test != "" {
		t.Skipf("known hang, see %s", test)
	}
	if crashDir != "" {
		os.WriteFile(filepath.Join(crashDir, fmt.Sprintf("input-%d.txt", os.Getpid())), []byte(describeInput(work, args, stdin)), 0o644)
	}
	req := Request{Args: args, FS: maps.Clone(work), Dir: "/fuzz/w", Env: map[string]string{"HOME": "/fuzz/home"}, Stdin: strings.NewReader(stdin)}
	done := make(chan Result, 1)
	go func() { done <- Run(req) }()
	var res Result
	start := time.Now()
	select {
	case res = <-done:
		if slow := time.Since(start); slow > 2*time.Second {
			recordSlowInput(work, args, stdin, slow)
		}
	case <-time.After(timeout):
		recordSlowInput(work, args, stdin, timeout)
		t.Fatalf("terraform %s did not finish within %v (hang or unbounded evaluation)", strings.Join(args, " "), timeout)
	}
	checkNoInternalError(t, tolerateKnown, args, res)
	for name, data := range res.Files {
		name = path.Clean(name)
		if data == nil {
			delete(work, name)
			for p := range work {
				if strings.HasPrefix(p, name+"/") {
					delete(work, p)
				}
			}
			continue
		}
		work[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	return res
}

// describeInput renders a command's arguments, standard input and files.
func describeInput(work fstest.MapFS, args []string, stdin string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "terraform %s\n--- stdin\n%q\n", strings.Join(args, " "), stdin)
	for _, name := range slices.Sorted(maps.Keys(work)) {
		fmt.Fprintf(&b, "--- %s\n%q\n", name, work[name].Data)
	}
	return b.String()
}

// recordSlowInput writes the files, arguments and input of a command that
// took more than two seconds into the folder TFPLAY_FUZZ_SLOWDIR, when set, so
// that slow inputs found by a long fuzzing run can be examined: the fuzzing
// engine itself only keeps inputs that fail.
func recordSlowInput(work fstest.MapFS, args []string, stdin string, took time.Duration) {
	dir := os.Getenv("TFPLAY_FUZZ_SLOWDIR")
	if dir == "" {
		return
	}
	text := fmt.Sprintf("took %v: %s", took.Round(time.Millisecond), describeInput(work, args, stdin))
	sum := sha256.Sum256([]byte(text))
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, fmt.Sprintf("%x.txt", sum[:8])), []byte(text), 0o644)
}

// crashDir is TFPLAY_FUZZ_CRASHDIR. A fatal error (stack overflow, out of
// memory, a panic on a goroutine of the engine's own) kills a fuzzing
// worker before Go can save the input, and Go discards the worker's
// output: it only reports "fuzzing process hung or terminated
// unexpectedly". When crashDir is set, each process writes its fatal
// error's output to crash-<pid>.txt there, and the command it is running
// to input-<pid>.txt, overwritten by each command.
var crashDir = os.Getenv("TFPLAY_FUZZ_CRASHDIR")

func init() {
	if crashDir == "" {
		return
	}
	os.MkdirAll(crashDir, 0o755)
	if f, err := os.Create(filepath.Join(crashDir, fmt.Sprintf("crash-%d.txt", os.Getpid()))); err == nil {
		debug.SetCrashOutput(f, debug.CrashOptions{})
		f.Close()
	}
}

// checkNoInternalError fails the test when the command's output shows a
// recovered panic or a Go stack trace. A function whose implementation
// panics is reported by go-cty with its stack, exactly as Terraform prints
// it (indent(-1, "a") is recorded so in the conformance corpus): that
// stack is not an internal error of tfplay.
func checkNoInternalError(t *testing.T, tolerateKnown bool, args []string, res Result) {
	t.Helper()
	for _, out := range []string{res.Stdout, res.Stderr} {
		stack := strings.Contains(out, "\ngoroutine ") && strings.Contains(out, ".go:") && !strings.Contains(out, "panic in function implementation")
		if strings.Contains(out, "Internal error in tfplay") || stack {
			for _, bug := range knownBugs {
				if tolerateKnown && strings.Contains(out, bug.marker) {
					t.Skipf("known bug, see %s", bug.test)
				}
			}
			t.Fatalf("terraform %s: internal error:\n%s", strings.Join(args, " "), out)
		}
	}
	if res.ExitCode != 0 && res.ExitCode != 2 && res.Stderr == "" && res.Stdout == "" {
		t.Fatalf("terraform %s: exit %d with no message", strings.Join(args, " "), res.ExitCode)
	}
}

// stepDirRe matches the folders of a case's later steps.
var stepDirRe = regexp.MustCompile(`^step[0-9]+$`)

// conformanceCase is one configuration case's step-1 files.
type conformanceCase struct {
	name  string
	files fstest.MapFS
}

// conformanceCases reads the top-level files and folders of every
// configuration case (what step 1 of the runner lays out), skipping the
// recordings. A missing corpus gives no cases.
func conformanceCases(tb testing.TB) []conformanceCase {
	tb.Helper()
	root := filepath.Join(conformanceDir, "configs")
	entries, err := os.ReadDir(root)
	if err != nil {
		return nil
	}
	var out []conformanceCase
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		files := readTree(tb, filepath.Join(root, e.Name()), func(rel string) bool {
			top, _, nested := strings.Cut(rel, "/")
			return top != "steps.json" && top != "expected" && !(nested && stepDirRe.MatchString(top))
		})
		out = append(out, conformanceCase{name: e.Name(), files: files})
	}
	return out
}

// exampleCases reads the configurations under examples/ (each folder
// holding a .tf file), if the repository has any.
func exampleCases(tb testing.TB) []conformanceCase {
	tb.Helper()
	root := filepath.Join("..", "..", "examples")
	var out []conformanceCase
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		matches, _ := filepath.Glob(filepath.Join(p, "*.tf"))
		if len(matches) == 0 {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		out = append(out, conformanceCase{name: "examples/" + filepath.ToSlash(rel), files: readTree(tb, p, func(string) bool { return true })})
		return filepath.SkipDir
	})
	return out
}

// readTree reads the regular files under dir whose slash-separated
// relative path keep accepts.
func readTree(tb testing.TB, dir string, keep func(rel string) bool) fstest.MapFS {
	tb.Helper()
	files := fstest.MapFS{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if !keep(rel) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		files[rel] = &fstest.MapFile{Data: data, Mode: 0o644}
		return nil
	})
	return files
}

// corpusFiles returns the contents of every file of the configuration
// corpus (cases and later steps included) whose name ends with suffix,
// sorted by path.
func corpusFiles(tb testing.TB, suffix string) [][]byte {
	tb.Helper()
	var paths []string
	for _, root := range []string{conformanceDir, filepath.Join("..", "..", "examples")} {
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, suffix) && !strings.Contains(filepath.ToSlash(p), "/expected/") {
				paths = append(paths, p)
			}
			return nil
		})
	}
	sort.Strings(paths)
	var out [][]byte
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

// expressionCase is the part of an expressions.jsonl line the console
// fuzz target uses.
type expressionCase struct {
	Expr string  `json:"expr"`
	Dir  *string `json:"dir"`
}

// expressionCases reads the recorded console expressions.
func expressionCases(tb testing.TB) []expressionCase {
	tb.Helper()
	f, err := os.Open(filepath.Join(conformanceDir, "expressions.jsonl"))
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []expressionCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var c expressionCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			tb.Fatalf("expressions.jsonl: %v", err)
		}
		out = append(out, c)
	}
	return out
}
