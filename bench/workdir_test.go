package bench

import (
	"fmt"
	"io"
	"strings"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// Dir is the absolute path the benchmarks' in-memory working directory
// stands for: the browser's, see wasm/run.go.
const Dir = "/workspace"

// Workdir is an in-memory working directory that commands run in, as the
// browser runs them: every file is in an fstest.MapFS and the files a
// command writes are put back into it.
type Workdir struct {
	FS fstest.MapFS
}

// NewWorkdir makes a working directory holding files.
func NewWorkdir(files map[string]string) *Workdir {
	fsys := make(fstest.MapFS, len(files))
	for name, content := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(content), Mode: 0o644}
	}
	return &Workdir{FS: fsys}
}

// Clone returns a copy that commands can change without touching w.
func (w *Workdir) Clone() *Workdir {
	fsys := make(fstest.MapFS, len(w.FS))
	for k, v := range w.FS {
		fsys[k] = v
	}
	return &Workdir{FS: fsys}
}

// Run runs one command over the directory, without keeping what it
// writes.
func (w *Workdir) Run(stdin string, args ...string) command.Result {
	var in io.Reader
	if stdin != "" {
		in = strings.NewReader(stdin)
	}
	return command.Run(command.Request{Args: args, FS: w.FS, Dir: Dir, Env: map[string]string{}, Stdin: in})
}

// Keep puts the files a command wrote into the directory.
func (w *Workdir) Keep(res command.Result) {
	for name, data := range res.Files {
		if data == nil {
			delete(w.FS, name)
			continue
		}
		w.FS[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
}

// MustRun runs a command, keeps what it wrote and returns an error
// unless it exited with one of the allowed codes (0 when none are given).
func (w *Workdir) MustRun(stdin string, args []string, codes ...int) (command.Result, error) {
	res := w.Run(stdin, args...)
	if len(codes) == 0 {
		codes = []int{0}
	}
	for _, c := range codes {
		if res.ExitCode == c {
			w.Keep(res)
			return res, nil
		}
	}
	return res, fmt.Errorf("%s: exit code %d\n%s%s", strings.Join(args, " "), res.ExitCode, res.Stderr, tail(res.Stdout, 2000))
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}

// The commands the benchmarks run, as the playground runs them.
var (
	InitArgs     = []string{"init", "-no-color", "-input=false"}
	ValidateArgs = []string{"validate", "-json", "-no-color"}
	PlanArgs     = []string{"plan", "-no-color", "-input=false"}
	ApplyArgs    = []string{"apply", "-auto-approve", "-no-color", "-input=false"}
	ConsoleArgs  = []string{"console", "-no-color"}
)

// ConsoleInput returns console expressions over a configuration of n
// resources: resource, module and data source references, a for
// expression over a for_each resource, and function calls.
func ConsoleInput(n int) string {
	g := Groups(n)
	last := g - 1
	mid := g / 2
	return strings.Join([]string{
		fmt.Sprintf("length(terraform_data.g%d_count)", mid),
		fmt.Sprintf("terraform_data.g%d_chain.output.id", last),
		fmt.Sprintf("module.g%d_app.server_names", mid),
		fmt.Sprintf("[for k, v in terraform_data.g%d_each : upper(v.input.key)]", mid),
		fmt.Sprintf("data.terraform_remote_state.shared_%d.outputs.region", last/groupsPerFile),
		`cidrsubnets("10.0.0.0/8", 4, 4, 8, 8)`,
		`sum([for i in range(1000) : i])`,
		`merge(local.common_tags, { env = var.prefix })`,
	}, "\n") + "\n"
}
