package command

import (
	"encoding/json"
	"path"
	"strings"
	"testing"
	"testing/fstest"
)

// exampleProvider is the required_providers block that selects the
// example mock provider (registry.terraform.io/tfplay/example).
const exampleProvider = `terraform {
  required_providers {
    example = { source = "tfplay/example" }
  }
}
`

// tfDir is a working directory kept in memory across commands, the way
// the native CLI keeps files on disk: the files each command writes are
// applied back before the next one runs.
type tfDir struct {
	t   *testing.T
	fs  fstest.MapFS
	env map[string]string
}

// newDir makes a working directory from file names and contents.
func newDir(t *testing.T, files map[string]string) *tfDir {
	t.Helper()
	d := &tfDir{t: t, fs: fstest.MapFS{}, env: map[string]string{"TF_IN_AUTOMATION": "1"}}
	for name, text := range files {
		d.write(name, text)
	}
	return d
}

// write replaces (or creates) a file.
func (d *tfDir) write(name, text string) {
	d.fs[name] = &fstest.MapFile{Data: []byte(text)}
}

// remove deletes a file.
func (d *tfDir) remove(name string) { delete(d.fs, name) }

// file returns a file's content, failing the test when it is missing.
func (d *tfDir) file(name string) string {
	d.t.Helper()
	f, ok := d.fs[name]
	if !ok {
		d.t.Fatalf("file %s does not exist", name)
	}
	return string(f.Data)
}

// exists reports whether a file exists.
func (d *tfDir) exists(name string) bool {
	_, ok := d.fs[name]
	return ok
}

// runWith runs a command with standard input and applies its files.
func (d *tfDir) runWith(stdin string, args ...string) Result {
	d.t.Helper()
	req := Request{Args: args, FS: d.fs, Dir: "/work/proj", Env: d.env}
	if stdin != "" {
		req.Stdin = strings.NewReader(stdin)
	}
	res := Run(req)
	for name, data := range res.Files {
		name = path.Clean(name)
		if data == nil {
			delete(d.fs, name)
			for p := range d.fs {
				if strings.HasPrefix(p, name+"/") {
					delete(d.fs, p)
				}
			}
			continue
		}
		d.fs[name] = &fstest.MapFile{Data: data}
	}
	if strings.Contains(res.Stderr, "Internal error in tfplay") {
		d.t.Fatalf("%v panicked:\n%s", args, res.Stderr)
	}
	return res
}

// run runs a command without standard input.
func (d *tfDir) run(args ...string) Result {
	d.t.Helper()
	return d.runWith("", args...)
}

// ok runs a command that must exit 0 and returns its standard output.
func (d *tfDir) ok(args ...string) string {
	d.t.Helper()
	res := d.run(args...)
	if res.ExitCode != 0 {
		d.t.Fatalf("%v: exit %d\nstdout:\n%s\nstderr:\n%s", args, res.ExitCode, res.Stdout, res.Stderr)
	}
	return res.Stdout
}

// fails runs a command that must exit 1 and returns its standard error.
func (d *tfDir) fails(args ...string) string {
	d.t.Helper()
	res := d.run(args...)
	if res.ExitCode != 1 {
		d.t.Fatalf("%v: exit %d, want 1\nstdout:\n%s\nstderr:\n%s", args, res.ExitCode, res.Stdout, res.Stderr)
	}
	return res.Stderr
}

// apply runs apply -auto-approve and returns its output.
func (d *tfDir) apply(extra ...string) string {
	d.t.Helper()
	return d.ok(append([]string{"apply", "-no-color", "-input=false", "-auto-approve"}, extra...)...)
}

// plan runs plan and returns its output.
func (d *tfDir) plan(extra ...string) string {
	d.t.Helper()
	return d.ok(append([]string{"plan", "-no-color", "-input=false"}, extra...)...)
}

// stateJSON returns the state file of a workspace decoded.
func (d *tfDir) stateJSON(name string) map[string]any {
	d.t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(d.file(name)), &v); err != nil {
		d.t.Fatalf("%s: %v", name, err)
	}
	return v
}

// resources returns the state's resources by address (module prefix,
// mode, type and name), as state JSON lists them.
func (d *tfDir) resources(name string) map[string]map[string]any {
	d.t.Helper()
	out := map[string]map[string]any{}
	st := d.stateJSON(name)
	rs, _ := st["resources"].([]any)
	for _, r := range rs {
		m := r.(map[string]any)
		addr := m["type"].(string) + "." + m["name"].(string)
		if m["mode"] == "data" {
			addr = "data." + addr
		}
		if mod, ok := m["module"].(string); ok && mod != "" {
			addr = mod + "." + addr
		}
		out[addr] = m
	}
	return out
}

// instanceAttrs returns the attributes of a resource's instances from the
// state file, keyed by their index_key rendered with %v ("" for none).
func (d *tfDir) instanceAttrs(stateFile, addr string) map[string]map[string]any {
	d.t.Helper()
	r, ok := d.resources(stateFile)[addr]
	if !ok {
		d.t.Fatalf("%s is not in %s", addr, stateFile)
	}
	out := map[string]map[string]any{}
	for _, i := range r["instances"].([]any) {
		inst := i.(map[string]any)
		key := ""
		if k, ok := inst["index_key"]; ok {
			key = jsonString(k)
		}
		out[key] = inst["attributes"].(map[string]any)
	}
	return out
}

// attrs returns the attributes of the single instance of a resource.
func (d *tfDir) attrs(stateFile, addr string) map[string]any {
	d.t.Helper()
	insts := d.instanceAttrs(stateFile, addr)
	a, ok := insts[""]
	if !ok || len(insts) != 1 {
		d.t.Fatalf("%s does not have exactly one unkeyed instance: %v", addr, insts)
	}
	return a
}

func jsonString(v any) string {
	switch k := v.(type) {
	case string:
		return k
	default:
		b, _ := json.Marshal(k)
		return string(b)
	}
}

// mustContain fails unless text contains every part.
func mustContain(t *testing.T, text string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(text, p) {
			t.Fatalf("output lacks %q:\n%s", p, text)
		}
	}
}

// mustNotContain fails if text contains any of the parts.
func mustNotContain(t *testing.T, text string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if strings.Contains(text, p) {
			t.Fatalf("output unexpectedly contains %q:\n%s", p, text)
		}
	}
}

// planSummary extracts the "Plan: ..." line, or the no-changes headline.
func planSummary(t *testing.T, text string) string {
	t.Helper()
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "Plan: ") || strings.HasPrefix(line, "No changes.") {
			return line
		}
	}
	t.Fatalf("no plan summary in:\n%s", text)
	return ""
}
