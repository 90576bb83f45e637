// Package examples holds realistic Terraform configurations, one folder
// each, that tfplay runs end to end. This test walks every example through
// a learner's session — init, plan, apply, a re-plan that must find no
// changes, an edit (the files of the example's edit/ folder laid over it)
// planned and applied, and destroy — and compares what each command
// printed, and the state after each apply, with golden files under
// testdata/golden/<example>/. Regenerate them with
//
//	go test ./examples/ -update
package examples

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/command"
	"github.com/tfplay/tfplay/mockproviders"
	timeprovider "github.com/tfplay/tfplay/mockproviders/time"
	"github.com/tfplay/tfplay/mockproviders/tls"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// clock is the fixed time of every example run, so that timestamps and
// certificates are reproducible.
var clock = time.Date(2025, 1, 15, 9, 30, 0, 0, time.UTC)

func TestMain(m *testing.M) {
	flag.Parse()
	now := func() time.Time { return clock }
	restoreTime := timeprovider.SetClock(now)
	restoreTLS := tls.SetClock(now)
	code := m.Run()
	restoreTime()
	restoreTLS()
	os.Exit(code)
}

// examples lists the example folders.
func examples(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "testdata" {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		t.Fatal("no examples")
	}
	return names
}

func TestExamples(t *testing.T) {
	for _, name := range examples(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			runExample(t, name)
		})
	}
}

// step is one command of an example session.
type step struct {
	// golden is the name of the golden file the command's output goes to.
	golden string
	args   []string
	// check, when set, is a further requirement on the output.
	check func(t *testing.T, out string)
}

// session is the commands every example goes through; the edit happens
// before "edit-plan".
var session = []step{
	{golden: "01-init.txt", args: []string{"init", "-no-color"}},
	{golden: "02-plan.txt", args: []string{"plan", "-no-color"}, check: changes},
	{golden: "03-apply.txt", args: []string{"apply", "-auto-approve", "-no-color"}},
	{golden: "04-state.json", args: []string{"show", "-json"}},
	{golden: "05-replan.txt", args: []string{"plan", "-no-color"}, check: noChanges},
	{golden: "06-edit-plan.txt", args: []string{"plan", "-no-color"}, check: updatesOrReplaces},
	{golden: "07-edit-apply.txt", args: []string{"apply", "-auto-approve", "-no-color"}},
	{golden: "08-state.json", args: []string{"show", "-json"}},
	{golden: "09-edit-replan.txt", args: []string{"plan", "-no-color"}, check: noChanges},
	{golden: "10-destroy.txt", args: []string{"destroy", "-auto-approve", "-no-color"}, check: destroyed},
	{golden: "11-state.json", args: []string{"show", "-json"}},
}

func runExample(t *testing.T, name string) {
	work, err := load(name)
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	for _, src := range requiredProviders(t, work) {
		// ucloud/ucloud is the example of a provider tfplay does not model.
		if !mockproviders.Known(src) && src != "ucloud/ucloud" {
			missing = append(missing, src)
		}
	}
	if len(missing) > 0 {
		t.Skipf("provider %s not in the catalog yet", strings.Join(missing, ", "))
	}
	dir := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range session {
		if s.golden == "06-edit-plan.txt" {
			if err := overlay(work, name); err != nil {
				t.Fatal(err)
			}
		}
		res := command.Run(command.Request{Args: s.args, FS: maps.Clone(work), Dir: "/w", Env: map[string]string{}})
		for p, data := range res.Files {
			if data == nil {
				delete(work, p)
			} else {
				work[p] = &fstest.MapFile{Data: data, Mode: 0o644}
			}
		}
		if res.ExitCode != 0 {
			t.Fatalf("%s: terraform %s: exit %d\n%s%s", s.golden, strings.Join(s.args, " "), res.ExitCode, res.Stdout, res.Stderr)
		}
		out := res.Stdout + res.Stderr
		if s.args[0] == "apply" || s.args[0] == "destroy" {
			out = orderProgress(out)
		}
		if strings.HasSuffix(s.golden, ".json") {
			out = indentJSON(t, res.Stdout)
		}
		if s.check != nil {
			s.check(t, out)
		}
		compare(t, filepath.Join(dir, s.golden), out)
	}
}

// load reads an example's files (its edit/ folder aside) into a working
// directory.
func load(name string) (fstest.MapFS, error) {
	work := fstest.MapFS{}
	root := os.DirFS(name)
	err := fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p == "edit" {
				return fs.SkipDir
			}
			return nil
		}
		if p == "README.md" {
			return nil
		}
		data, err := fs.ReadFile(root, p)
		if err != nil {
			return err
		}
		work[p] = &fstest.MapFile{Data: data, Mode: 0o644}
		return nil
	})
	return work, err
}

// overlay lays the files of an example's edit/ folder over the working
// directory.
func overlay(work fstest.MapFS, name string) error {
	root := os.DirFS(path.Join(name, "edit"))
	n := 0
	err := fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(root, p)
		if err != nil {
			return err
		}
		work[p] = &fstest.MapFile{Data: data, Mode: 0o644}
		n++
		return nil
	})
	if err == nil && n == 0 {
		err = fmt.Errorf("%s/edit holds no file", name)
	}
	return err
}

// requiredProviders lists the provider sources the required_providers
// blocks of an example's root module name.
func requiredProviders(t *testing.T, work fstest.MapFS) []string {
	t.Helper()
	var ret []string
	for p, f := range work {
		if path.Dir(p) != "." || !strings.HasSuffix(p, ".tf") {
			continue
		}
		file, diags := hclsyntax.ParseConfig(f.Data, p, hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags.Error())
		}
		for _, tb := range file.Body.(*hclsyntax.Body).Blocks {
			if tb.Type != "terraform" {
				continue
			}
			for _, rb := range tb.Body.Blocks {
				if rb.Type != "required_providers" {
					continue
				}
				for _, attr := range rb.Body.Attributes {
					v, diags := attr.Expr.Value(nil)
					if diags.HasErrors() || !v.Type().IsObjectType() || !v.Type().HasAttribute("source") {
						t.Fatalf("%s: required provider %s has no literal source", p, attr.Name)
					}
					ret = append(ret, v.GetAttr("source").AsString())
				}
			}
		}
	}
	if len(ret) == 0 {
		t.Fatal("the example declares no required_providers")
	}
	sort.Strings(ret)
	return ret
}

// progressLine is a line apply and destroy print as they work on an
// object ("aws_vpc.main: Creating...").
var progressLine = regexp.MustCompile(`^(\S+): (Creating\.\.\.|Creation complete|Modifying\.\.\.|Modifications complete|Destroying\.\.\.|Destruction complete|Reading\.\.\.|Read complete|Still )`)

// orderProgress orders each run of progress lines by object address,
// keeping the order of the lines of one object. Terraform works on
// independent objects concurrently, so the order in which their lines
// interleave is not part of its output's meaning; tfplay's varies between
// runs too, and the golden files must not.
func orderProgress(out string) string {
	lines := strings.Split(out, "\n")
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && progressLine.MatchString(lines[j]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		run := lines[i:j]
		sort.SliceStable(run, func(a, b int) bool {
			return progressLine.FindStringSubmatch(run[a])[1] < progressLine.FindStringSubmatch(run[b])[1]
		})
		i = j
	}
	return strings.Join(lines, "\n")
}

// indentJSON pretty-prints a JSON document for readable golden diffs.
func indentJSON(t *testing.T, s string) string {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Indent(&buf, []byte(s), "", "  "); err != nil {
		t.Fatalf("show -json printed invalid JSON: %v\n%s", err, s)
	}
	return buf.String() + "\n"
}

// compare checks output against a golden file, or writes it with -update.
func compare(t *testing.T, file, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./examples/ -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs:\n%s", file, diff(string(want), got))
	}
}

// diff shows the first lines where two texts differ.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, wl, gl)
		}
	}
	return "(no line differs)"
}

// changes requires a plan with changes.
func changes(t *testing.T, out string) {
	t.Helper()
	if !strings.Contains(out, "\nPlan: ") {
		t.Errorf("the plan proposes nothing:\n%s", out)
	}
}

// noChanges requires a plan without changes.
func noChanges(t *testing.T, out string) {
	t.Helper()
	if !strings.Contains(out, "No changes. Your infrastructure matches the configuration.") {
		t.Errorf("the re-plan is not empty:\n%s", out)
	}
}

// updatesOrReplaces requires a plan updating or replacing something.
func updatesOrReplaces(t *testing.T, out string) {
	t.Helper()
	if !strings.Contains(out, "will be updated in-place") && !strings.Contains(out, "must be replaced") {
		t.Errorf("the edit neither updates nor replaces anything:\n%s", out)
	}
}

// destroyed requires a destroy that removed something.
func destroyed(t *testing.T, out string) {
	t.Helper()
	if !regexp.MustCompile(`Destroy complete! Resources: [1-9][0-9]* destroyed\.`).MatchString(out) {
		t.Errorf("nothing destroyed:\n%s", out)
	}
}
