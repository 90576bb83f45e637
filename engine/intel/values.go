package intel

import (
	"bytes"
	"io"
	"io/fs"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/inputvars"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/plans/planfile"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/tfplay/tfplay/engine/workspaces"
	"github.com/zclconf/go-cty/cty"
)

// evalEnv is the configuration loaded for evaluation, with the evaluator
// that reads resources from the plan or state.
type evalEnv struct {
	cfg    *config.Config
	ev     *eval.Evaluator
	src    *resourceSource
	source string // "plan", "state" or "configuration"
}

// decodedPlan and decodedState keep the last plan and state decoded:
// hovering reads them again and again.
var (
	decodedPlan struct {
		data []byte
		plan *plans.Plan
	}
	decodedState struct {
		data  []byte
		state *states.State
	}
)

// readPlan decodes a saved plan; nil when there is none or it is not a
// tfplay plan.
func readPlan(data []byte) *plans.Plan {
	if len(data) == 0 {
		return nil
	}
	if bytes.Equal(decodedPlan.data, data) {
		return decodedPlan.plan
	}
	p, _, err := planfile.Read(data)
	if err != nil {
		p = nil
	}
	decodedPlan.data, decodedPlan.plan = append([]byte(nil), data...), p
	objects = map[*states.ObjectSrc]cty.Value{}
	return p
}

// readState decodes a workspace's state; nil when there is none.
func readState(fsys fs.FS, workspace string) *states.State {
	name := workspaces.StatePath(fsys, workspace)
	if decodedState.data != nil && sameContent(fsys, name, decodedState.data) {
		return decodedState.state
	}
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil
	}
	st, err := statefile.Read(data)
	if err != nil {
		st = nil
	}
	decodedState.data, decodedState.state = data, st
	objects = map[*states.ObjectSrc]cty.Value{}
	return st
}

// sameContent reports whether a file holds exactly data, reading it in
// small pieces: states are large, and hovers read them again and again.
func sameContent(fsys fs.FS, name string, data []byte) bool {
	f, err := fsys.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	var buf [16 << 10]byte
	for {
		n, err := f.Read(buf[:])
		if n > len(data) || !bytes.Equal(buf[:n], data[:n]) {
			return false
		}
		data = data[n:]
		if err == io.EOF {
			return len(data) == 0
		}
		if err != nil {
			return false
		}
	}
}

// current reports whether a plan was made against the state as it is
// now: once it is applied (or the state changes otherwise) the state is
// newer than the plan.
func current(p *plans.Plan, st *states.State, workspace string) bool {
	if p == nil || p.Mode == plans.DestroyMode {
		return false
	}
	if p.Workspace != "" && p.Workspace != workspace {
		return false
	}
	prev := p.PrevRunState
	if prev == nil {
		prev = p.PriorState
	}
	if st == nil {
		return prev == nil || (prev.Lineage == "" && prev.Serial == 0) || prev.Empty()
	}
	return prev != nil && prev.Lineage == st.Lineage && prev.Serial == st.Serial
}

// evaluation loads the whole configuration and prepares its evaluator.
func (a *analysis) evaluation() *evalEnv {
	if a.env != nil {
		return a.env
	}
	cfg := buildConfig(a.fsys, ".", a.tofu(), a.file)
	if cfg == nil || !hasDir(cfg, a.dir) {
		// A directory no module of the root calls: on its own.
		if cfg = buildConfig(a.fsys, a.dir, a.tofu(), a.file); cfg == nil {
			return nil
		}
	}
	parser := config.NewParser(a.fsys)
	parser.OpenTofu = a.tofu()
	ws, _ := workspaces.Selected(a.fsys, a.opts.Env)
	st := readState(a.fsys, ws)
	env := &evalEnv{cfg: cfg, source: "configuration"}
	var inputs map[string]*inputvars.Value
	if p := readPlan(a.opts.PlanFile); current(p, st, ws) {
		env.source = "plan"
		env.src = newResourceSource(p, nil)
		inputs = map[string]*inputvars.Value{}
		for n, v := range p.Variables {
			inputs[n] = &inputvars.Value{Value: v, Source: inputvars.SourceCLI}
		}
	} else {
		if st != nil && !st.Empty() {
			env.source = "state"
		}
		env.src = newResourceSource(nil, st)
		inputs, _ = inputvars.Collect(parser, cfg.Module, a.opts.Env, nil)
	}
	workDir := a.opts.WorkDir
	if workDir == "" {
		workDir = "/workspace"
	}
	env.ev = eval.New(eval.Options{
		Config: cfg, Mode: eval.ModeConsole, FS: a.fsys, WorkDir: workDir, Env: a.opts.Env,
		Workspace: ws, Inputs: inputs, Resources: env.src, Flavor: a.flavor,
	})
	a.env = env
	return env
}

// hasDir reports whether a module of the tree is in dir.
func hasDir(cfg *config.Config, dir string) bool {
	for _, c := range cfg.AllModules() {
		if c.Module.Dir == dir {
			return true
		}
	}
	return false
}

// maxInstances bounds the instances a hover evaluates an expression in.
const maxInstances = 16

// scopes returns the module instances of a directory: the root module,
// or each instance of every call of the module.
func (e *evalEnv) scopes(dir string) []*eval.Scope {
	var out []*eval.Scope
	var walk func(s *eval.Scope)
	walk = func(s *eval.Scope) {
		if len(out) >= maxInstances {
			return
		}
		if s.Config.Module.Dir == dir {
			out = append(out, s)
		}
		for _, name := range sortedKeys(s.Config.Children) {
			x, d := s.ModuleExpansion(name)
			if d.HasErrors() || !x.Known {
				continue
			}
			for _, k := range x.Keys {
				if c := s.Child(name, k); c != nil {
					walk(c)
				}
			}
		}
	}
	walk(e.ev.Root())
	return out
}

// result is an expression's value in one instance.
type result struct {
	label string
	val   cty.Value
	diags hcl.Diagnostics
}
