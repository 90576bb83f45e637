package workshops

import (
	"encoding/json"
	"fmt"
	"path"
	"reflect"
	"regexp"
	"strings"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// The check semantics below are implemented twice, here and in
// web/src/workshop/checks.ts (the browser runs the engine in a worker);
// both are tested against the same cases (workshops/check-cases.json).
// Keep them in step: same commands, same order, same outcomes.

// Files is a working directory: path relative to it → content.
type Files map[string][]byte

// Outcome is the result of one check.
type Outcome struct {
	Pass bool `json:"pass"`
	// Detail says what was found instead (for a failed check).
	Detail string `json:"detail,omitempty"`
}

// The saved plan the checks apply.
const checkPlan = ".tfplay/check.tfplan"

// WorkDir is the absolute path the checks' working directory stands
// for, as in the browser.
const WorkDir = "/workspace"

// run executes one terraform command over files and returns its result
// and the files afterwards.
func run(files Files, stdin string, args ...string) (command.Result, Files) {
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: data}
	}
	req := command.Request{Args: args, FS: fsys, Dir: WorkDir, Env: map[string]string{"TF_IN_AUTOMATION": "1"}}
	if stdin != "" {
		req.Stdin = strings.NewReader(stdin)
	}
	res := command.Run(req)
	next := make(Files, len(files)+len(res.Files))
	for name, data := range files {
		next[name] = data
	}
	for name, data := range res.Files {
		name = path.Clean(name)
		if data == nil {
			delete(next, name)
			for p := range next {
				if strings.HasPrefix(p, name+"/") {
					delete(next, p)
				}
			}
			continue
		}
		next[name] = data
	}
	return res, next
}

// IsEngineFile reports whether a path is one Terraform writes (state,
// lock file, .terraform/) rather than one the learner writes.
func IsEngineFile(p string) bool {
	return p == ".terraform.lock.hcl" || strings.HasPrefix(p, ".terraform/") || strings.HasPrefix(p, ".tfplay/") ||
		strings.HasPrefix(p, "terraform.tfstate") || strings.HasPrefix(p, "terraform.tfstate.d/")
}

// StartingState returns the state file a step starts from: "" without
// setup, else the terraform.tfstate that init and apply of the starting
// files write.
func StartingState(s Step) (string, error) {
	if s.Setup != "apply" {
		return "", nil
	}
	files := Files{}
	for p, t := range s.Files {
		files[p] = []byte(t)
	}
	res, files := run(files, "", "init", "-input=false", "-no-color")
	if res.ExitCode != 0 {
		return "", fmt.Errorf("setup: init failed:\n%s", res.Stderr)
	}
	res, files = run(files, "", "apply", "-input=false", "-no-color", "-auto-approve")
	if res.ExitCode != 0 {
		return "", fmt.Errorf("setup: apply failed:\n%s", res.Stderr)
	}
	return string(files["terraform.tfstate"]), nil
}

// checker runs the commands the checks need, each at most once.
type checker struct {
	base     Files // the learner's files, the starting state, after init
	initErr  string
	validate *validateDoc
	plan     *planDoc
	planErr  string
	planned  Files // base with the saved plan
	state    *stateDoc
	applyErr string
	applied  Files
}

// RunChecks runs a step's checks over the learner's files (engine files
// among them are ignored) and the step's starting state.
func RunChecks(checks []Check, learner map[string]string, startState string) []Outcome {
	files := Files{}
	for p, t := range learner {
		if !IsEngineFile(p) {
			files[p] = []byte(t)
		}
	}
	if startState != "" {
		files["terraform.tfstate"] = []byte(startState)
	}
	c := &checker{}
	res, files := run(files, "", "init", "-input=false", "-no-color")
	c.base = files
	if res.ExitCode != 0 {
		c.initErr = "terraform init failed: " + firstError(res.Stderr)
	}
	out := make([]Outcome, len(checks))
	for i, ch := range checks {
		out[i] = c.check(ch)
	}
	return out
}

func (c *checker) check(ch Check) Outcome {
	if c.initErr != "" {
		return Outcome{Detail: c.initErr}
	}
	switch ch.Type {
	case "valid":
		v := c.runValidate()
		for _, d := range v.Diagnostics {
			if d.Severity == "error" {
				return Outcome{Detail: "terraform validate: " + d.Summary}
			}
		}
		return Outcome{Pass: v.Valid}
	case "plan":
		p := c.runPlan()
		if p == nil {
			return Outcome{Detail: c.planErr}
		}
		add, change, destroy := p.counts()
		ok := (ch.Add == nil || *ch.Add == add) && (ch.Change == nil || *ch.Change == change) && (ch.Destroy == nil || *ch.Destroy == destroy)
		return Outcome{Pass: ok, Detail: fmt.Sprintf("The plan has %d to add, %d to change, %d to destroy.", add, change, destroy)}
	case "resource":
		if ch.In == "state" {
			s := c.runApply()
			if s == nil {
				return Outcome{Detail: c.applyErr}
			}
			present := ch.Present == nil || *ch.Present
			if s.has(ch.Address) == present {
				return Outcome{Pass: true}
			}
			if present {
				return Outcome{Detail: ch.Address + " is not in the state after apply."}
			}
			return Outcome{Detail: ch.Address + " is still in the state after apply."}
		}
		p := c.runPlan()
		if p == nil {
			return Outcome{Detail: c.planErr}
		}
		for _, rc := range p.ResourceChanges {
			if rc.Address == ch.Address {
				got := actionName(rc.Change.Actions)
				return Outcome{Pass: got == ch.Action, Detail: fmt.Sprintf("The plan's action for %s is %s.", ch.Address, got)}
			}
		}
		return Outcome{Detail: ch.Address + " is not in the plan."}
	case "output":
		var want any
		_ = json.Unmarshal(ch.Equals, &want) // validated when loaded
		var got any
		if ch.In == "state" {
			s := c.runApply()
			if s == nil {
				return Outcome{Detail: c.applyErr}
			}
			o, ok := s.Values.Outputs[ch.Name]
			if !ok {
				return Outcome{Detail: fmt.Sprintf("There is no output %q in the state.", ch.Name)}
			}
			got = o.Value
		} else {
			p := c.runPlan()
			if p == nil {
				return Outcome{Detail: c.planErr}
			}
			o, ok := p.OutputChanges[ch.Name]
			if !ok {
				return Outcome{Detail: fmt.Sprintf("There is no output %q in the plan.", ch.Name)}
			}
			if len(ch.Equals) == 0 {
				return Outcome{Pass: true}
			}
			if o.AfterUnknown != nil && o.AfterUnknown != false {
				return Outcome{Detail: fmt.Sprintf("The value of output %q is known only after apply.", ch.Name)}
			}
			got = o.After
		}
		if len(ch.Equals) == 0 {
			return Outcome{Pass: true}
		}
		if reflect.DeepEqual(normalize(got), normalize(want)) {
			return Outcome{Pass: true}
		}
		js, _ := json.Marshal(got)
		return Outcome{Detail: fmt.Sprintf("Output %q is %s.", ch.Name, js)}
	case "expression":
		files := c.base
		if ch.In != "config" {
			if c.runApply() == nil {
				return Outcome{Detail: c.applyErr}
			}
			files = c.applied
		}
		res, _ := run(files, ch.Expr+"\n", "console", "-no-color")
		if res.ExitCode != 0 {
			return Outcome{Detail: "terraform console: " + firstError(res.Stderr+res.Stdout)}
		}
		got := strings.TrimSpace(res.Stdout)
		return Outcome{Pass: got == "true", Detail: fmt.Sprintf("%s is %s.", ch.Expr, got)}
	}
	return Outcome{Detail: "unknown check type " + ch.Type}
}

type validateDoc struct {
	Valid       bool `json:"valid"`
	Diagnostics []struct {
		Severity string `json:"severity"`
		Summary  string `json:"summary"`
	} `json:"diagnostics"`
}

func (c *checker) runValidate() *validateDoc {
	if c.validate == nil {
		res, _ := run(c.base, "", "validate", "-json", "-no-color")
		c.validate = &validateDoc{}
		if err := json.Unmarshal([]byte(res.Stdout), c.validate); err != nil {
			c.validate.Diagnostics = append(c.validate.Diagnostics, struct {
				Severity string `json:"severity"`
				Summary  string `json:"summary"`
			}{"error", firstError(res.Stderr)})
		}
	}
	return c.validate
}

type planDoc struct {
	ResourceChanges []struct {
		Address string `json:"address"`
		Mode    string `json:"mode"`
		Change  struct {
			Actions []string `json:"actions"`
		} `json:"change"`
	} `json:"resource_changes"`
	OutputChanges map[string]struct {
		After        any `json:"after"`
		AfterUnknown any `json:"after_unknown"`
	} `json:"output_changes"`
}

// counts are the numbers of the plan's summary line: a replacement
// counts as one to add and one to destroy.
func (p *planDoc) counts() (add, change, destroy int) {
	for _, rc := range p.ResourceChanges {
		if rc.Mode == "data" {
			continue
		}
		switch actionName(rc.Change.Actions) {
		case "create":
			add++
		case "update":
			change++
		case "delete":
			destroy++
		case "replace":
			add++
			destroy++
		}
	}
	return
}

// actionName names a change's actions: "replace" for delete and create
// in either order, else the single action.
func actionName(actions []string) string {
	if len(actions) == 2 {
		return "replace"
	}
	if len(actions) == 1 {
		return actions[0]
	}
	return strings.Join(actions, ",")
}

func (c *checker) runPlan() *planDoc {
	if c.plan != nil || c.planErr != "" {
		return c.plan
	}
	res, files := run(c.base, "", "plan", "-input=false", "-no-color", "-out="+checkPlan)
	if res.ExitCode != 0 {
		c.planErr = "terraform plan failed: " + firstError(res.Stderr)
		return nil
	}
	show, _ := run(files, "", "show", "-json", checkPlan)
	p := &planDoc{}
	if err := json.Unmarshal([]byte(show.Stdout), p); err != nil {
		c.planErr = "terraform show -json failed: " + firstError(show.Stderr)
		return nil
	}
	c.plan, c.planned = p, files
	return p
}

type stateDoc struct {
	Values struct {
		Outputs map[string]struct {
			Value any `json:"value"`
		} `json:"outputs"`
		RootModule moduleDoc `json:"root_module"`
	} `json:"values"`
}

type moduleDoc struct {
	Resources []struct {
		Address string `json:"address"`
	} `json:"resources"`
	ChildModules []moduleDoc `json:"child_modules"`
}

func (s *stateDoc) has(addr string) bool {
	var walk func(m moduleDoc) bool
	walk = func(m moduleDoc) bool {
		for _, r := range m.Resources {
			if r.Address == addr {
				return true
			}
		}
		for _, c := range m.ChildModules {
			if walk(c) {
				return true
			}
		}
		return false
	}
	return walk(s.Values.RootModule)
}

func (c *checker) runApply() *stateDoc {
	if c.state != nil || c.applyErr != "" {
		return c.state
	}
	if c.runPlan() == nil {
		c.applyErr = c.planErr
		return nil
	}
	res, files := run(c.planned, "", "apply", "-input=false", "-no-color", "-auto-approve", checkPlan)
	if res.ExitCode != 0 {
		c.applyErr = "terraform apply failed: " + firstError(res.Stderr)
		return nil
	}
	show, _ := run(files, "", "show", "-json")
	s := &stateDoc{}
	if err := json.Unmarshal([]byte(show.Stdout), s); err != nil {
		c.applyErr = "terraform show -json failed: " + firstError(show.Stderr)
		return nil
	}
	c.state, c.applied = s, files
	return s
}

var errorLine = regexp.MustCompile(`(?m)Error: (.*)$`)

// firstError is the summary of the first error in a command's output
// (its first non-empty line when it has no "Error:" line).
func firstError(text string) string {
	text = strings.NewReplacer("│", "", "╷", "", "╵", "").Replace(text)
	if m := errorLine.FindStringSubmatch(text); m != nil {
		return strings.TrimSpace(m[1])
	}
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return "no output"
}

// normalize makes JSON values comparable: numbers as float64.
func normalize(v any) any {
	b, _ := json.Marshal(v)
	var out any
	_ = json.Unmarshal(b, &out)
	return out
}
