package tls_test

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// workspace is a working directory the commands run in, as the CLI runs
// them: each command's written files are laid over it.
type workspace struct {
	t  *testing.T
	fs fstest.MapFS
}

func newWorkspace(t *testing.T, mainTF string) *workspace {
	t.Helper()
	w := &workspace{t: t, fs: fstest.MapFS{"main.tf": {Data: []byte(mainTF)}}}
	w.ok("init", "-no-color")
	return w
}

// run runs a command and returns its result.
func (w *workspace) run(args ...string) command.Result {
	res := command.Run(command.Request{Args: args, FS: w.fs, Dir: "/w", Env: map[string]string{"TF_IN_AUTOMATION": "1"}})
	for name, data := range res.Files {
		if data == nil {
			delete(w.fs, name)
		} else {
			w.fs[name] = &fstest.MapFile{Data: data}
		}
	}
	return res
}

// ok runs a command that must succeed and returns its standard output.
func (w *workspace) ok(args ...string) string {
	w.t.Helper()
	res := w.run(args...)
	if res.ExitCode != 0 {
		w.t.Fatalf("%v: exit %d\n%s%s", args, res.ExitCode, res.Stdout, res.Stderr)
	}
	return res.Stdout
}

// fails runs a command that must fail and returns its error output.
func (w *workspace) fails(args ...string) string {
	w.t.Helper()
	res := w.run(args...)
	if res.ExitCode == 0 {
		w.t.Fatalf("%v succeeded:\n%s", args, res.Stdout)
	}
	return res.Stderr
}

// edit replaces main.tf.
func (w *workspace) edit(mainTF string) { w.fs["main.tf"] = &fstest.MapFile{Data: []byte(mainTF)} }

// apply applies the configuration.
func (w *workspace) apply() string { return w.ok("apply", "-auto-approve", "-no-color") }

// values returns the state's attribute values of every resource, by
// address, from show -json.
func (w *workspace) values() map[string]map[string]any {
	w.t.Helper()
	var doc struct {
		Values struct {
			RootModule struct {
				Resources []struct {
					Address string         `json:"address"`
					Values  map[string]any `json:"values"`
				} `json:"resources"`
			} `json:"root_module"`
		} `json:"values"`
	}
	if err := json.Unmarshal([]byte(w.ok("show", "-json")), &doc); err != nil {
		w.t.Fatal(err)
	}
	ret := map[string]map[string]any{}
	for _, r := range doc.Values.RootModule.Resources {
		ret[r.Address] = r.Values
	}
	return ret
}

// str returns a string attribute of a resource in the state.
func str(t *testing.T, vals map[string]map[string]any, addr, attr string) string {
	t.Helper()
	s, ok := vals[addr][attr].(string)
	if !ok {
		t.Fatalf("%s.%s is %#v, not a string", addr, attr, vals[addr][attr])
	}
	return s
}

// contains fails unless s holds every part.
func contains(t *testing.T, s string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(s, p) {
			t.Errorf("missing %q in:\n%s", p, s)
		}
	}
}
