package kubernetes_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// workspace is an in-memory working directory driven through the
// engine's command layer, as the browser and the CLI drive it.
type workspace struct {
	t  *testing.T
	fs fstest.MapFS
}

// newWorkspace makes a workspace holding main.tf.
func newWorkspace(t *testing.T, mainTF string) *workspace {
	return &workspace{t: t, fs: fstest.MapFS{"main.tf": {Data: []byte(mainTF)}}}
}

// write replaces a file of the workspace.
func (w *workspace) write(name, content string) {
	w.fs[name] = &fstest.MapFile{Data: []byte(content)}
}

// run runs one command and lays the files it wrote over the workspace.
func (w *workspace) run(args ...string) command.Result {
	w.t.Helper()
	res := command.Run(command.Request{Args: args, FS: w.fs, Dir: "/w"})
	for name, data := range res.Files {
		name = path.Clean(name)
		if data == nil {
			delete(w.fs, name)
			for p := range w.fs {
				if strings.HasPrefix(p, name+"/") {
					delete(w.fs, p)
				}
			}
			continue
		}
		w.fs[name] = &fstest.MapFile{Data: append([]byte(nil), data...)}
	}
	return res
}

// ok runs a command that must succeed and returns its output.
func (w *workspace) ok(args ...string) string {
	w.t.Helper()
	res := w.run(args...)
	if res.ExitCode != 0 {
		w.t.Fatalf("%s failed (%d):\n%s\n%s", strings.Join(args, " "), res.ExitCode, res.Stdout, res.Stderr)
	}
	return res.Stdout
}

// fails runs a command that must fail and returns its error output.
func (w *workspace) fails(args ...string) string {
	w.t.Helper()
	res := w.run(args...)
	if res.ExitCode == 0 {
		w.t.Fatalf("%s succeeded:\n%s", strings.Join(args, " "), res.Stdout)
	}
	return res.Stderr
}

// spaces matches runs of spaces, which plan alignment varies.
var spaces = regexp.MustCompile(` +`)

// contains fails the test unless out holds every want, runs of spaces
// counting as one.
func contains(t *testing.T, out string, wants ...string) {
	t.Helper()
	flat := spaces.ReplaceAllString(out, " ")
	for _, want := range wants {
		if !strings.Contains(flat, spaces.ReplaceAllString(want, " ")) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// stateResource returns the attributes of a resource instance in the
// workspace's state (the default workspace's unless ws is given).
func (w *workspace) stateResource(addr string, ws ...string) map[string]any {
	w.t.Helper()
	file := "terraform.tfstate"
	if len(ws) > 0 && ws[0] != "default" {
		file = "terraform.tfstate.d/" + ws[0] + "/terraform.tfstate"
	}
	f, ok := w.fs[file]
	if !ok {
		w.t.Fatalf("no state file %s", file)
	}
	var state struct {
		Resources []struct {
			Mode, Type, Name string
			Instances        []struct {
				Attributes map[string]any `json:"attributes"`
			} `json:"instances"`
		} `json:"resources"`
	}
	dec := json.NewDecoder(bytes.NewReader(f.Data))
	dec.UseNumber()
	if err := dec.Decode(&state); err != nil {
		w.t.Fatal(err)
	}
	for _, r := range state.Resources {
		name := r.Type + "." + r.Name
		if r.Mode == "data" {
			name = "data." + name
		}
		if name == addr && len(r.Instances) > 0 {
			return r.Instances[0].Attributes
		}
	}
	w.t.Fatalf("%s not in the state", addr)
	return nil
}

// at follows a path of keys and list indexes into decoded JSON.
func at(v any, path ...any) any {
	for _, step := range path {
		switch s := step.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[s]
		case int:
			l, _ := v.([]any)
			if s >= len(l) {
				return nil
			}
			v = l[s]
		}
	}
	return v
}

// matches checks decoded string values against regular expressions.
func matches(t *testing.T, obj map[string]any, want map[string]string) {
	t.Helper()
	for key, re := range want {
		var v any = obj
		for _, part := range strings.Split(key, ".") {
			if i, err := strconv.Atoi(part); err == nil {
				v = at(v, i)
			} else {
				v = at(v, part)
			}
		}
		s := fmt.Sprint(v)
		if !regexp.MustCompile("^(?:" + re + ")$").MatchString(s) {
			t.Errorf("%s = %q, want /%s/", key, s, re)
		}
	}
}
