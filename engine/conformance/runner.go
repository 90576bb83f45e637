package conformance

import (
	"fmt"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing/fstest"
	"time"

	"github.com/tfplay/tfplay/engine/command"
)

const (
	// Home is the fixed, non-existent home folder the runner sets, so that
	// pathexpand("~") is deterministic.
	Home = "/home/tfplay-conformance"
	// WorkDir is the absolute path every case's working folder stands for;
	// it is shown as "<workdir>" in everything compared.
	WorkDir = "/tmp/tfplay-conformance/w"
)

// BaseEnv is the environment the runner gives every command (the caller's
// TF_* variables dropped, these set), with extra laid over it.
func BaseEnv(extra map[string]string) map[string]string {
	env := map[string]string{
		"TF_IN_AUTOMATION":   "1",
		"CHECKPOINT_DISABLE": "1",
		"TF_CLI_CONFIG_FILE": "/dev/null",
		"HOME":               Home,
		"LANG":               "C.UTF-8",
		"LC_ALL":             "C.UTF-8",
		"NO_COLOR":           "1",
	}
	maps.Copy(env, extra)
	return env
}

// Runner runs cases through a command function.
type Runner struct {
	// Run executes one command; nil means command.Run.
	Run func(command.Request) command.Result
	// Timeout bounds one command (the runner's --timeout); zero means no
	// bound. A command that overruns is reported with exit status 124 and
	// left running in its goroutine on a snapshot of the working folder.
	Timeout time.Duration
}

// exec runs one command over a snapshot of work and applies the files it
// wrote to work.
func (r *Runner) exec(work fstest.MapFS, args []string, env map[string]string, stdin string) command.Result {
	run := r.Run
	if run == nil {
		run = command.Run
	}
	req := command.Request{Args: args, FS: maps.Clone(work), Dir: WorkDir, Env: maps.Clone(env), Stdin: strings.NewReader(stdin)}
	var res command.Result
	if r.Timeout <= 0 {
		res = run(req)
	} else {
		done := make(chan command.Result, 1)
		go func() { done <- run(req) }()
		timer := time.NewTimer(r.Timeout)
		defer timer.Stop()
		select {
		case res = <-done:
		case <-timer.C:
			return command.Result{ExitCode: 124, Stderr: "TIMEOUT"}
		}
	}
	applyFiles(work, res.Files)
	return res
}

// applyFiles lays a command's written files over the working folder; a
// nil content removes the file (or the whole folder of that name).
func applyFiles(work fstest.MapFS, files map[string][]byte) {
	for name, data := range files {
		name = path.Clean(name)
		if data == nil {
			removeTree(work, name)
			continue
		}
		work[name] = &fstest.MapFile{Data: append([]byte(nil), data...), Mode: 0o644}
	}
}

func removeTree(work fstest.MapFS, name string) {
	delete(work, name)
	for p := range work {
		if strings.HasPrefix(p, name+"/") {
			delete(work, p)
		}
	}
}

func exists(work fstest.MapFS, name string) bool {
	_, err := fs.Stat(work, name)
	return err == nil
}

// copyTree copies the folder src of fsys to dst inside work, folders
// included (so an empty folder exists too).
func copyTree(work fstest.MapFS, fsys fs.FS, src, dst string) error {
	return fs.WalkDir(fsys, src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, src), "/")
		target := path.Join(dst, rel)
		if d.IsDir() {
			if target != "." {
				work[target] = &fstest.MapFile{Mode: fs.ModeDir | 0o755}
			}
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		work[target] = &fstest.MapFile{Data: data, Mode: 0o644}
		return nil
	})
}

// replaceWorkDir shows the working folder's absolute path as <workdir>.
func replaceWorkDir(s string) string { return strings.ReplaceAll(pyDecode(s), WorkDir, "<workdir>") }

// ExprResult is what the console printed for an expression case.
type ExprResult struct {
	Stdout string
	Stderr string
	Exit   int
	// ErrorSummary and ErrorDetail are those of the first error diagnostic
	// of a failed run (nil when there is none).
	ErrorSummary *string
	ErrorDetail  *string
}

// RunExpr types the case's expression into `terraform console -no-color`
// in a fresh copy of its folder, as run_expr_case does.
func (r *Runner) RunExpr(corpus fs.FS, c ExprCase) (ExprResult, error) {
	work := fstest.MapFS{}
	if c.Dir != nil && *c.Dir != "" {
		if err := copyTree(work, corpus, path.Clean(*c.Dir), "."); err != nil {
			return ExprResult{}, err
		}
	}
	args := append([]string{"console", "-no-color"}, c.Args...)
	res := r.exec(work, args, BaseEnv(nil), c.Expr+"\n")
	got := ExprResult{Stdout: replaceWorkDir(res.Stdout), Stderr: replaceWorkDir(res.Stderr), Exit: res.ExitCode}
	if got.Exit != 0 {
		if d, ok := firstError(got.Stderr + "\n" + got.Stdout); ok {
			summary, detail := d.Summary, d.Detail
			if i := strings.Index(detail, "\ngoroutine "); i >= 0 && detail != "" {
				// Go stack traces are machine specific: keep the message.
				detail = pyRstrip(detail[:i])
			}
			got.ErrorSummary, got.ErrorDetail = &summary, &detail
		}
	}
	return got, nil
}

// JudgeExpr compares a console result with the recording as compare_expr
// does; it returns "" when the case passes, else what differs. With
// strictDetail the error detail of an expected failure is compared too.
func JudgeExpr(c ExprCase, got ExprResult, strictDetail bool) string {
	if c.Exit == 0 {
		if got.Exit != 0 {
			why := got.Stderr
			if got.ErrorSummary != nil && *got.ErrorSummary != "" {
				why = *got.ErrorSummary
			} else if r := []rune(why); len(r) > 300 {
				why = string(r[len(r)-300:])
			}
			return fmt.Sprintf("expected success, got exit %d: %s", got.Exit, why)
		}
		if c.Nondeterministic && c.StdoutRegex != "" {
			re, err := pyFullmatchRegexp(c.StdoutRegex)
			if err != nil {
				return fmt.Sprintf("stdout_regex %q: %v", c.StdoutRegex, err)
			}
			if !re.MatchString(got.Stdout) {
				return fmt.Sprintf("stdout %s does not match /%s/", pyRepr(got.Stdout), c.StdoutRegex)
			}
			return ""
		}
		if got.Stdout != c.Stdout {
			return fmt.Sprintf("stdout mismatch:\n--- expected\n%s--- got\n%s", c.Stdout, got.Stdout)
		}
		return ""
	}
	if got.Exit == 0 {
		return fmt.Sprintf("expected failure (%s), got success with stdout %s", strOrNone(c.ErrorSummary), pyRepr(got.Stdout))
	}
	if c.ErrorSummary != nil && !strPtrEqual(got.ErrorSummary, c.ErrorSummary) {
		return fmt.Sprintf("error summary mismatch: expected %s, got %s", pyRepr(*c.ErrorSummary), reprOrNone(got.ErrorSummary))
	}
	if strictDetail && c.ErrorDetail != nil && !c.DetailNondeterministic && !strPtrEqual(got.ErrorDetail, c.ErrorDetail) {
		return fmt.Sprintf("error detail mismatch:\n--- expected\n%s\n--- got\n%s", *c.ErrorDetail, strOrNone(got.ErrorDetail))
	}
	return ""
}

// pyFullmatchRegexp compiles a Python regular expression for
// re.fullmatch(..., re.S). The corpus's patterns use only syntax both
// dialects share; \d is widened to Unicode digits as in Python.
func pyFullmatchRegexp(expr string) (*regexp.Regexp, error) {
	expr = strings.ReplaceAll(expr, `\d`, `\p{Nd}`)
	return regexp.Compile(`(?s)\A(?:` + expr + `)\z`)
}

func strPtrEqual(a, b *string) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

func strOrNone(s *string) string {
	if s == nil {
		return "None"
	}
	return *s
}

func reprOrNone(s *string) string {
	if s == nil {
		return "None"
	}
	return pyRepr(*s)
}

// StepResult holds what one step of a configuration case produced (or,
// loaded with LoadExpected, what the oracle recorded).
type StepResult struct {
	// Exits maps a command (init, validate, plan, show_plan, apply,
	// show_state, output, graph, state_list, workspace) to its exit
	// status; nil means not run.
	Exits map[string]*int
	// Files maps a recorded file name (plan.json, validate.json, ...) to
	// the command's output.
	Files map[string]string
}

// StepCommands are the commands of a step in order, as exits.json names
// them.
var StepCommands = []string{"init", "validate", "plan", "show_plan", "apply", "show_state", "output", "graph", "state_list"}

var (
	configFileRe = regexp.MustCompile(`\.(tf|tf\.json|tfvars|tfvars\.json)$`)
	stepDirRe    = regexp.MustCompile(`^step\p{Nd}+$`)
)

// prepareStep lays the configuration of one step into the working folder
// as prepare_step does: step 1 copies the case's top-level files and
// folders except steps.json, expected/ and stepN/; a later step first
// removes the top-level *.tf, *.tf.json, *.tfvars and *.tfvars.json files
// and then copies its folder over (folders replace folders).
func prepareStep(work fstest.MapFS, corpus fs.FS, c ConfigCase, step Step) error {
	src := c.Dir
	if step.Source != "." {
		src = path.Join(c.Dir, step.Source)
		for name, f := range work {
			if !strings.Contains(name, "/") && !f.Mode.IsDir() && configFileRe.MatchString(name) {
				delete(work, name)
			}
		}
	}
	entries, err := fs.ReadDir(corpus, src)
	if err != nil {
		return err
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	for _, e := range entries {
		name := e.Name()
		if name == "steps.json" || name == "expected" || (e.IsDir() && stepDirRe.MatchString(name)) {
			continue
		}
		if e.IsDir() {
			removeTree(work, name)
			if err := copyTree(work, corpus, path.Join(src, name), name); err != nil {
				return err
			}
			continue
		}
		data, err := fs.ReadFile(corpus, path.Join(src, name))
		if err != nil {
			return err
		}
		work[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	return nil
}

// RunConfig runs every step of a configuration case in one shared working
// folder, as run_config_case does.
func (r *Runner) RunConfig(corpus fs.FS, c ConfigCase) ([]StepResult, error) {
	work := fstest.MapFS{}
	var out []StepResult
	for _, step := range c.Steps {
		if err := prepareStep(work, corpus, c, step); err != nil {
			return out, err
		}
		out = append(out, r.runStep(work, step))
	}
	return out, nil
}

// runStep runs the commands of one step: workspace selection, init,
// validate, plan, show of the plan, apply, show of the state, output,
// graph and state list.
func (r *Runner) runStep(work fstest.MapFS, step Step) StepResult {
	env := BaseEnv(step.Env)
	res := StepResult{Exits: map[string]*int{}, Files: map[string]string{}}
	// merged is the runner's stdout+stderr capture; in process the two
	// streams are joined in that order.
	run := func(name string, merged bool, args ...string) (int, string) {
		cr := r.exec(work, args, env, "")
		code := cr.ExitCode
		res.Exits[name] = &code
		if merged {
			return code, cr.Stdout + cr.Stderr
		}
		return code, cr.Stdout
	}
	if step.Workspace != "" {
		if code, _ := run("workspace", true, "workspace", "select", "-or-create", step.Workspace); code != 0 {
			run("workspace", true, "workspace", "new", step.Workspace)
		}
	}
	_, res.Files["init.txt"] = run("init", true, "init", "-input=false", "-no-color")
	_, res.Files["validate.json"] = run("validate", false, "validate", "-json", "-no-color")
	removeTree(work, "tfplan")
	_, res.Files["plan.txt"] = run("plan", true, append([]string{"plan", "-input=false", "-no-color", "-out=tfplan"}, step.PlanArgs...)...)
	if exists(work, "tfplan") {
		_, res.Files["plan.json"] = run("show_plan", false, "show", "-json", "-no-color", "tfplan")
	} else {
		res.Exits["show_plan"] = nil
		res.Files["plan.json"] = ""
	}
	if p := res.Exits["plan"]; *p == 0 && exists(work, "tfplan") && !step.SkipApply {
		_, res.Files["apply.txt"] = run("apply", true, "apply", "-input=false", "-no-color", "-auto-approve", "tfplan")
	} else {
		res.Exits["apply"] = nil
		res.Files["apply.txt"] = ""
	}
	_, res.Files["state.json"] = run("show_state", false, "show", "-json", "-no-color")
	_, res.Files["outputs.json"] = run("output", false, "output", "-json", "-no-color")
	_, res.Files["graph.dot"] = run("graph", false, "graph")
	_, res.Files["state_list.txt"] = run("state_list", false, "state", "list")
	for k, v := range res.Files {
		res.Files[k] = replaceWorkDir(v)
	}
	return res
}

// LoadExpected reads the recorded files of one step; a listed file that
// does not exist reads as empty.
func LoadExpected(corpus fs.FS, c ConfigCase, step Step) (StepResult, error) {
	exp := StepResult{Files: map[string]string{}}
	for name, rel := range step.Expected {
		p := path.Join(c.Dir, rel)
		data, err := fs.ReadFile(corpus, p)
		if name == "exits.json" {
			if err != nil {
				return exp, err
			}
			v, err := loadPyJSON(string(data))
			if err != nil {
				return exp, fmt.Errorf("%s: %w", p, err)
			}
			d, ok := v.(*pyDict)
			if !ok {
				return exp, fmt.Errorf("%s: not an object", p)
			}
			exp.Exits = map[string]*int{}
			for _, k := range d.keys {
				switch n := d.get(k).(type) {
				case nil:
					exp.Exits[k] = nil
				case pyInt:
					i := int(n.v.Int64())
					exp.Exits[k] = &i
				default:
					return exp, fmt.Errorf("%s: %s is not an exit status", p, k)
				}
			}
			continue
		}
		if err == nil {
			exp.Files[name] = string(data)
		} else {
			exp.Files[name] = ""
		}
	}
	return exp, nil
}
