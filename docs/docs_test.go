// Package docs holds tfplay's Terraform language guide: one Markdown file
// per chapter, README.md being the table of contents and the description
// of how runnable examples are marked. This test extracts every runnable
// example of every chapter, runs it through the engine in process and
// compares what it prints with the output written beside it.
//
// Run `go test ./docs -update` to write the engine's actual output into
// the expected-output blocks (then read the diff: the engine may be wrong).
package docs_test

import (
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/command"
	"github.com/tfplay/tfplay/engine/conformance"
)

var update = flag.Bool("update", false, "write the engine's actual output into the expected-output blocks")

// workDir is the absolute path every example's working folder stands for.
const workDir = "/workspace"

// baseEnv is the environment of every command of every example.
var baseEnv = map[string]string{"TF_IN_AUTOMATION": "1"}

// fence is one fenced code block of a chapter.
type fence struct {
	line      int // 1-based line of the opening fence
	indent    int // spaces before the opening fence, removed from body lines
	bodyStart int // 0-based index of the first body line
	bodyEnd   int // 0-based index of the closing fence line
	lang      string
	flags     map[string]bool
	attrs     map[string]string
	body      string
}

// has reports whether the info string carries the bare word or key.
func (f *fence) has(name string) bool {
	_, ok := f.attrs[name]
	return f.flags[name] || ok
}

// step is one thing done to an example's working folder: write a file or
// run a command.
type step struct {
	block     *fence
	file      string // set for a file step
	content   string
	args      []string // set for a command step
	env       map[string]string
	stdin     string
	want      *fence // the expected-output block, if any
	wantError string // this command must fail with this summary
	listFiles bool   // list the working folder's files instead of running a command
}

// example is one runnable example: files, then commands in order.
type example struct {
	chapter   string
	start     *fence
	applied   bool   // apply once the files are in place, before any command
	knownBug  string // the engine is known to fail this example: why
	steps     []*step
	wantError string // the first failing command fails with this summary
	pending   *step  // a console-expr waiting for its expected output
}

// knownWords lists the words and keys an info string may carry.
var knownWords = map[string]bool{
	"run": true, "file": true, "expect": true, "expect-error": true,
	"cmd": true, "env": true, "fragment": true, "apply": true, "known-bug": true,
	"exec": true, "excerpt": true,
}

// kindCommands maps expect=KIND to the command it runs when no cmd= is
// given.
var kindCommands = map[string]string{
	"init":     "terraform init",
	"validate": "terraform validate",
	"plan":     "terraform plan",
	"apply":    "terraform apply -auto-approve",
	"destroy":  "terraform destroy -auto-approve",
	"output":   "terraform output",
	"show":     "terraform show",
	"state":    "terraform state list",
	"console":  "terraform console",
	"graph":    "terraform graph",
	"cli":      "",
	"files":    "",
}

// noColorless lists the commands that take no -no-color option.
var noColorless = map[string]bool{
	"state list": true, "state mv": true, "state rm": true, "state pull": true,
	"state push": true, "state replace-provider": true, "version": true,
	"metadata functions": true, "fmt": true,
}

func TestDocs(t *testing.T) {
	chapters, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(chapters) == 0 {
		t.Fatal("no chapters found")
	}
	total := 0
	for _, chapter := range chapters {
		src, err := os.ReadFile(chapter)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		fences, err := parseFences(lines)
		if err != nil {
			t.Errorf("%s:%v", chapter, err)
			continue
		}
		examples, errs := collect(chapter, lines, fences)
		for _, err := range errs {
			t.Errorf("%s:%v", chapter, err)
		}
		total += len(examples)
		var mu sync.Mutex
		actual := map[*fence]string{}
		t.Run(strings.TrimSuffix(chapter, ".md"), func(t *testing.T) {
			for _, ex := range examples {
				t.Run(fmt.Sprintf("line_%d", ex.start.line), func(t *testing.T) {
					t.Parallel()
					if ex.knownBug == "" {
						got := ex.run(t, *update)
						mu.Lock()
						maps.Copy(actual, got)
						mu.Unlock()
						return
					}
					// The example is right and the engine wrong: it must
					// fail, and the mark goes once the engine is fixed.
					var r recorder
					ex.run(&r, false)
					if len(r.errs) == 0 {
						t.Errorf("%s:%d: passes now: remove known-bug=%q", ex.chapter, ex.start.line, ex.knownBug)
					} else {
						first := r.errs[0]
						if len(first) > 600 {
							first = first[:600] + "…"
						}
						t.Logf("%s:%d: known engine bug (%s); first failure:\n%s", ex.chapter, ex.start.line, ex.knownBug, first)
					}
				})
			}
		})
		if *update {
			if err := rewrite(chapter, lines, actual); err != nil {
				t.Error(err)
			}
		}
	}
	t.Logf("%d runnable examples in %d Markdown files", total, len(chapters))
}

// TestReadmeLinksEveryChapter checks that the table of contents lists every
// chapter and only chapters that exist.
func TestReadmeLinksEveryChapter(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	linked := map[string]bool{}
	for _, m := range regexp.MustCompile(`\]\(([a-z0-9-]+\.md)\)`).FindAllStringSubmatch(string(readme), -1) {
		linked[m[1]] = true
	}
	chapters, _ := filepath.Glob("*.md")
	for _, c := range chapters {
		if c != "README.md" && !linked[c] {
			t.Errorf("README.md does not link to %s", c)
		}
		delete(linked, c)
	}
	for l := range linked {
		t.Errorf("README.md links to %s, which does not exist", l)
	}
}

// parseFences finds the fenced code blocks of a Markdown text (backtick or
// tilde fences of three or more, indented at most three spaces; a block
// closes at a fence of the same character at least as long).
func parseFences(lines []string) ([]*fence, error) {
	var out []*fence
	for i := 0; i < len(lines); i++ {
		char, n, info, ok := openFence(lines[i])
		if !ok {
			continue
		}
		f := &fence{line: i + 1, bodyStart: i + 1, indent: len(lines[i]) - len(strings.TrimLeft(lines[i], " "))}
		if err := parseInfo(f, info); err != nil {
			return nil, fmt.Errorf("%d: %v", i+1, err)
		}
		j := i + 1
		for ; j < len(lines); j++ {
			c, m, rest, ok := openFence(lines[j])
			if ok && c == char && m >= n && strings.TrimSpace(rest) == "" {
				break
			}
		}
		if j == len(lines) {
			return nil, fmt.Errorf("%d: code block never closed", i+1)
		}
		f.bodyEnd = j
		body := slices.Clone(lines[i+1 : j])
		for k, l := range body {
			body[k] = l[min(f.indent, len(l)-len(strings.TrimLeft(l, " "))):]
		}
		f.body = strings.Join(body, "\n")
		out = append(out, f)
		i = j
	}
	return out, nil
}

func openFence(line string) (char byte, n int, info string, ok bool) {
	s := strings.TrimLeft(line, " ")
	if len(line)-len(s) > 3 || len(s) < 3 || (s[0] != '`' && s[0] != '~') {
		return 0, 0, "", false
	}
	char = s[0]
	for n < len(s) && s[n] == char {
		n++
	}
	if n < 3 {
		return 0, 0, "", false
	}
	info = strings.TrimSpace(s[n:])
	if char == '`' && strings.Contains(info, "`") {
		return 0, 0, "", false
	}
	return char, n, info, true
}

// parseInfo reads an info string: the language, then bare words and
// key=value pairs, a value in double quotes when it holds spaces.
func parseInfo(f *fence, info string) error {
	f.flags, f.attrs = map[string]bool{}, map[string]string{}
	words, err := splitInfo(info)
	if err != nil {
		return err
	}
	if len(words) == 0 {
		return nil
	}
	f.lang = words[0]
	for _, w := range words[1:] {
		key, val, isAttr := strings.Cut(w, "=")
		if !knownWords[key] {
			if f.lang == "hcl" || f.lang == "json" || f.lang == "text" || f.lang == "console-expr" || f.lang == "sh" {
				return fmt.Errorf("unknown word %q in info string %q", key, info)
			}
			continue
		}
		if isAttr {
			f.attrs[key] = val
		} else {
			f.flags[key] = true
		}
	}
	return nil
}

// splitInfo splits at spaces outside double quotes and removes the quotes;
// inside double quotes, \" stands for a quote and \\ for a backslash.
func splitInfo(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inQuote, started, escaped := false, false, false
	for _, r := range s {
		switch {
		case escaped:
			cur.WriteRune(r)
			escaped = false
		case r == '\\' && inQuote:
			escaped = true
		case r == '"':
			inQuote, started = !inQuote, true
		case r == ' ' && !inQuote:
			if started {
				words = append(words, cur.String())
				cur.Reset()
				started = false
			}
		default:
			cur.WriteRune(r)
			started = true
		}
	}
	if inQuote {
		return nil, fmt.Errorf("unclosed quote in info string %q", s)
	}
	if started {
		words = append(words, cur.String())
	}
	return words, nil
}

// splitCommand splits a command line at spaces, honouring single quotes as
// a shell does.
func splitCommand(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inQuote, started := false, false
	for _, r := range s {
		switch {
		case r == '\'':
			inQuote, started = !inQuote, true
		case r == ' ' && !inQuote:
			if started {
				words = append(words, cur.String())
				cur.Reset()
				started = false
			}
		default:
			cur.WriteRune(r)
			started = true
		}
	}
	if inQuote {
		return nil, fmt.Errorf("unclosed quote in command %q", s)
	}
	if started {
		words = append(words, cur.String())
	}
	return words, nil
}

var heading = regexp.MustCompile(`^ {0,3}(#{1,6})(\s|$)`)

// collect groups a chapter's blocks into examples. An example starts at a
// `run` block and lasts until the next `run` block or the next heading at
// the level of the section it started in, or above; blocks with
// `file=` add or replace files of it, `console-expr` blocks and blocks with
// `expect=` run commands in it.
func collect(chapter string, lines []string, fences []*fence) ([]*example, []error) {
	var examples []*example
	var errs []error
	var cur *example
	fail := func(f *fence, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%d: %s", f.line, fmt.Sprintf(format, args...)))
	}
	closeExample := func() {
		if cur != nil && cur.pending != nil {
			cur.steps = append(cur.steps, cur.pending)
			cur.pending = nil
		}
		cur = nil
	}
	// level is that of the latest heading; an example closes at the next
	// heading of its own section's level or above.
	level, exampleLevel := 0, 0
	fi := 0
	for i := 0; i < len(lines); i++ {
		if fi < len(fences) && fences[fi].line == i+1 {
			f := fences[fi]
			fi++
			i = f.bodyEnd
			switch {
			case f.flags["run"]:
				closeExample()
				cur = &example{chapter: chapter, start: f}
				exampleLevel = level
				examples = append(examples, cur)
				cur.applied = f.flags["apply"]
				cur.knownBug = f.attrs["known-bug"]
				if f.has("expect-error") {
					cur.wantError = f.attrs["expect-error"]
					if cur.wantError == "" {
						fail(f, `expect-error needs the error summary: expect-error="..."`)
					}
				}
				name := f.attrs["file"]
				if name == "" {
					name = "main.tf"
				}
				cur.steps = append(cur.steps, &step{block: f, file: name, content: f.body})
			case f.has("file"):
				if cur == nil {
					fail(f, "a file= block must follow a run block (in the same section)")
					continue
				}
				if cur.pending != nil {
					cur.steps = append(cur.steps, cur.pending)
					cur.pending = nil
				}
				cur.steps = append(cur.steps, &step{block: f, file: f.attrs["file"], content: f.body})
			case f.lang == "console-expr":
				if cur == nil {
					// A console expression on its own runs in an empty folder.
					cur = &example{chapter: chapter, start: f}
					exampleLevel = level
					examples = append(examples, cur)
				}
				if cur.pending != nil {
					cur.steps = append(cur.steps, cur.pending)
				}
				args, _ := splitCommand(kindCommands["console"])
				cur.pending = &step{block: f, args: args[1:], stdin: f.body + "\n", wantError: f.attrs["expect-error"]}
				if f.has("expect-error") && f.attrs["expect-error"] == "" {
					fail(f, `expect-error needs the error summary: expect-error="..."`)
				}
			case f.has("expect"):
				kind := f.attrs["expect"]
				base, ok := kindCommands[kind]
				if !ok {
					fail(f, "unknown expect kind %q", kind)
					continue
				}
				if cur == nil {
					fail(f, "an expect= block must follow a run block or a console-expr block")
					continue
				}
				if kind == "files" {
					cur.steps = append(cur.steps, &step{block: f, want: f, listFiles: true})
					continue
				}
				line := base
				if c, ok := f.attrs["cmd"]; ok {
					line = c
				}
				words, err := splitCommand(line)
				if err != nil || len(words) < 2 || words[0] != "terraform" {
					fail(f, "cmd must be a terraform command line, got %q", line)
					continue
				}
				env := map[string]string{}
				if e, ok := f.attrs["env"]; ok {
					pairs, _ := splitCommand(e)
					for _, p := range pairs {
						k, v, _ := strings.Cut(p, "=")
						env[k] = v
					}
				}
				s := &step{block: f, args: words[1:], env: env, want: f, wantError: f.attrs["expect-error"]}
				if kind == "console" {
					if cur.pending == nil {
						fail(f, "expect=console must follow a console-expr block")
						continue
					}
					s.stdin = cur.pending.stdin
					if s.wantError == "" {
						s.wantError = cur.pending.wantError
					}
					cur.pending = nil
				} else if cur.pending != nil {
					cur.steps = append(cur.steps, cur.pending)
					cur.pending = nil
				}
				cur.steps = append(cur.steps, s)
			case f.lang == "sh" && f.flags["exec"]:
				if cur == nil {
					fail(f, "an sh exec block must follow a run block")
					continue
				}
				if cur.pending != nil {
					cur.steps = append(cur.steps, cur.pending)
					cur.pending = nil
				}
				for _, line := range strings.Split(f.body, "\n") {
					if strings.TrimSpace(line) == "" {
						continue
					}
					words, err := splitCommand(strings.TrimSpace(line))
					if err != nil || len(words) < 2 || words[0] != "terraform" {
						fail(f, "an sh exec line must be a terraform command, got %q", line)
						break
					}
					cur.steps = append(cur.steps, &step{block: f, args: words[1:], wantError: f.attrs["expect-error"]})
				}
			case f.lang == "hcl":
				if !f.flags["fragment"] {
					fail(f, "an hcl block must be marked run, file=… or fragment")
					continue
				}
				if _, diags := hclsyntax.ParseConfig([]byte(f.body), "fragment.tf", hcl.InitialPos); diags.HasErrors() {
					fail(f, "fragment is not valid HCL: %s", diags.Error())
				}
			}
			continue
		}
		if m := heading.FindStringSubmatch(lines[i]); m != nil {
			level = len(m[1])
			if level <= exampleLevel {
				closeExample()
			}
		}
	}
	closeExample()
	return examples, errs
}

// withNoColor puts -no-color after the global options and (sub)command
// words of args.
func withNoColor(args []string) []string {
	g := 0
	for g < len(args) && strings.HasPrefix(args[g], "-") {
		g++
	}
	if g == len(args) || slices.Contains(args, "-no-color") {
		return args
	}
	n := 1
	if rest := args[g:]; len(rest) > 1 && (rest[0] == "state" || rest[0] == "workspace" || rest[0] == "metadata" || rest[0] == "providers") && !strings.HasPrefix(rest[1], "-") {
		n = 2
	}
	if noColorless[strings.Join(args[g:g+n], " ")] {
		return args
	}
	return slices.Concat(args[:g+n], []string{"-no-color"}, args[g+n:])
}

// run executes the example and reports what each expected-output block
// should hold; when updating, differing outputs are not errors.
func (ex *example) run(t reporter, updating bool) map[*fence]string {
	actual := map[*fence]string{}
	where := func(f *fence) string { return fmt.Sprintf("%s:%d", ex.chapter, f.line) }
	work := fstest.MapFS{}
	dirty := true // files changed since the last init
	firstFailure := ""
	failedSummary := func(out string) string {
		for _, d := range conformance.ParseDiags(out) {
			// init's preamble to configuration errors is not the error.
			if d.Severity == "error" && !strings.HasPrefix(d.Summary, "Terraform encountered problems during initialisation") {
				return d.Summary
			}
		}
		return "(no error diagnostic)"
	}
	exec := func(args []string, env map[string]string, stdin string) command.Result {
		e := maps.Clone(baseEnv)
		maps.Copy(e, env)
		req := command.Request{Args: withNoColor(args), FS: maps.Clone(work), Dir: workDir, Env: e, Stdin: strings.NewReader(stdin)}
		res := command.Run(req)
		for name, data := range res.Files {
			name = path.Clean(name)
			if data == nil {
				for p := range work {
					if p == name || strings.HasPrefix(p, name+"/") {
						delete(work, p)
					}
				}
				continue
			}
			work[name] = &fstest.MapFile{Data: slices.Clone(data), Mode: 0o644}
		}
		return res
	}
	// prepare runs init and validate when files changed; they must
	// succeed unless the example expects an error.
	prepare := func(at *fence, withInit bool) bool {
		if !dirty {
			return true
		}
		dirty = false
		todo := [][]string{{"validate"}}
		if withInit {
			todo = [][]string{{"init"}, {"validate"}}
		}
		if ex.applied {
			ex.applied = false
			todo = append(todo, []string{"apply", "-auto-approve"})
		}
		for _, args := range todo {
			res := exec(args, nil, "")
			if res.ExitCode != 0 {
				out := res.Stdout + res.Stderr
				if ex.wantError == "" {
					t.Errorf("%s: terraform %s failed:\n%s", where(at), strings.Join(args, " "), out)
					return false
				}
				if firstFailure == "" {
					firstFailure = failedSummary(out)
				}
				return true
			}
		}
		return true
	}
	for _, s := range ex.steps {
		if s.listFiles {
			if !prepare(s.block, true) {
				return actual
			}
			got := normalize(strings.Join(slices.Sorted(maps.Keys(work)), "\n"))
			actual[s.want] = got
			if want := normalize(s.want.body); got != want && !updating {
				t.Errorf("%s: the files are not those expected.\n--- want\n%s\n--- got\n%s", where(s.want), want, got)
			}
			continue
		}
		if s.args == nil {
			// Replacing a file is the reader's edit: what came before is
			// set up (initialised, validated, applied) first.
			if _, edit := work[s.file]; edit && !prepare(s.block, true) {
				return actual
			}
			work[s.file] = &fstest.MapFile{Data: []byte(strings.TrimRight(s.content, "\n") + "\n"), Mode: 0o644}
			dirty = true
			continue
		}
		// An init of the example's own stands for the test's.
		ownInit := s.args[0] == "init" && dirty
		if !ownInit && !prepare(s.block, true) {
			return actual
		}
		res := exec(s.args, s.env, s.stdin)
		out := res.Stdout + res.Stderr
		cmdline := "terraform " + strings.Join(s.args, " ")
		if res.ExitCode != 0 {
			summary := failedSummary(out)
			switch {
			case s.wantError != "":
				if summary != s.wantError {
					t.Errorf("%s: %s failed with %q, want %q", where(s.block), cmdline, summary, s.wantError)
				}
			case ex.wantError != "":
				if firstFailure == "" {
					firstFailure = summary
				}
			default:
				t.Errorf("%s: %s failed (exit %d):\n%s", where(s.block), cmdline, res.ExitCode, out)
			}
		} else if s.wantError != "" {
			t.Errorf("%s: %s succeeded, want error %q:\n%s", where(s.block), cmdline, s.wantError, out)
		}
		if s.want != nil && s.want.flags["excerpt"] {
			// An excerpt is written by hand: it must appear in the output
			// and is never rewritten.
			if want := normalize(s.want.body); !strings.Contains(normalize(out), want) {
				t.Errorf("%s: %s printed no such excerpt.\n--- excerpt\n%s\n--- got\n%s", where(s.want), cmdline, want, normalize(out))
			}
		} else if s.want != nil {
			got := normalize(out)
			actual[s.want] = got
			if want := normalize(s.want.body); got != want && !updating {
				t.Errorf("%s: %s printed something else.\n--- want\n%s\n--- got\n%s\n--- diff\n%s", where(s.want), cmdline, want, got, lineDiff(want, got))
			}
		}
		if ownInit && !prepare(s.block, false) {
			return actual
		}
	}
	if !prepare(ex.start, true) {
		return actual
	}
	if ex.wantError != "" {
		switch firstFailure {
		case "":
			t.Errorf("%s: every command succeeded, want error %q", where(ex.start), ex.wantError)
		case ex.wantError:
		default:
			t.Errorf("%s: first error is %q, want %q", where(ex.start), firstFailure, ex.wantError)
		}
	}
	return actual
}

// reporter is where a run reports what went wrong.
type reporter interface {
	Errorf(format string, args ...any)
}

// recorder collects what went wrong.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// normalize drops trailing spaces of every line and blank lines at the
// start and the end: the only liberties an expected-output block takes.
func normalize(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return strings.Join(lines, "\n")
}

// lineDiff lists the first differing line.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n want %q\n  got %q", i+1, a, b)
		}
	}
	return "(no difference)"
}

// rewrite writes actual outputs into the chapter's expected-output blocks.
func rewrite(chapter string, lines []string, actual map[*fence]string) error {
	if len(actual) == 0 {
		return nil
	}
	fs := slices.Collect(maps.Keys(actual))
	sort.Slice(fs, func(i, j int) bool { return fs[i].line > fs[j].line })
	out := slices.Clone(lines)
	for _, f := range fs {
		if strings.Contains(actual[f], "```") {
			return errors.New(chapter + ": output holds a fence")
		}
		body := strings.Split(actual[f], "\n")
		for k, l := range body {
			if l != "" {
				body[k] = strings.Repeat(" ", f.indent) + l
			}
		}
		out = slices.Concat(out[:f.bodyStart], body, out[f.bodyEnd:])
	}
	return os.WriteFile(chapter, []byte(strings.Join(out, "\n")), 0o644)
}
