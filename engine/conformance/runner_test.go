package conformance

import (
	"io/fs"
	"reflect"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/tfplay/tfplay/engine/command"
)

// fakeCLI records the commands it is given and plays a tiny terraform:
// plan writes tfplan unless the configuration holds "plan_fails", apply
// writes a state file, every command can see the working folder's files.
type fakeCLI struct {
	calls []string
	seen  [][]string // top-level files seen by each init
	envs  []map[string]string
}

func (f *fakeCLI) run(req command.Request) command.Result {
	f.calls = append(f.calls, strings.Join(req.Args, " "))
	if req.Dir != WorkDir {
		return command.Result{ExitCode: 99}
	}
	switch req.Args[0] {
	case "workspace":
		if req.Args[1] == "select" {
			return command.Result{ExitCode: 1, Stderr: "unsupported flag"}
		}
		return command.Result{Files: map[string][]byte{".terraform/environment": []byte(req.Args[2])}}
	case "init":
		entries, _ := fs.ReadDir(req.FS, ".")
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		f.seen = append(f.seen, names)
		f.envs = append(f.envs, req.Env)
		return command.Result{Stdout: "Terraform has been successfully initialized!\n", Files: map[string][]byte{".terraform/x": {}}}
	case "plan":
		if _, err := fs.Stat(req.FS, "tfplan"); err == nil {
			return command.Result{ExitCode: 98, Stderr: "stale tfplan was not removed"}
		}
		data, _ := fs.ReadFile(req.FS, "main.tf")
		if strings.Contains(string(data), "plan_fails") {
			return command.Result{ExitCode: 1, Stderr: "\nError: Bad thing\n\n  on main.tf line 1:\n   1: x\n\nIn " + WorkDir + ".\n"}
		}
		return command.Result{Stdout: "Plan: 1 to add, 0 to change, 0 to destroy.\n", Files: map[string][]byte{"tfplan": []byte("plan")}}
	case "apply":
		return command.Result{Stdout: "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.\n",
			Files: map[string][]byte{"terraform.tfstate": []byte("{}")}}
	}
	return command.Result{}
}

func TestRunConfigSteps(t *testing.T) {
	corpus := fstest.MapFS{
		"configs/c/steps.json":           {Data: []byte(`{}`)},
		"configs/c/main.tf":              {Data: []byte("step1")},
		"configs/c/extra.tfvars":         {Data: []byte("a=1")},
		"configs/c/data.txt":             {Data: []byte("kept")},
		"configs/c/modules/m/main.tf":    {Data: []byte("old module")},
		"configs/c/modules/m/old.tf":     {Data: []byte("removed with the folder")},
		"configs/c/expected/step1/x":     {Data: []byte("not copied")},
		"configs/c/step2/main.tf":        {Data: []byte("plan_fails")},
		"configs/c/step2/modules/m/a.tf": {Data: []byte("new module")},
	}
	c := ConfigCase{Name: "c", Dir: "configs/c", Steps: []Step{
		{Name: "step1", Source: "."},
		{Name: "step2", Source: "step2", Workspace: "dev", Env: map[string]string{"TF_VAR_x": "1"}, PlanArgs: []string{"-var", "y=2"}},
	}}
	fake := &fakeCLI{}
	r := &Runner{Run: fake.run, Timeout: time.Minute}
	got, err := r.RunConfig(corpus, c)
	if err != nil {
		t.Fatal(err)
	}
	wantCalls := []string{
		"init -input=false -no-color",
		"validate -json -no-color",
		"plan -input=false -no-color -out=tfplan",
		"show -json -no-color tfplan",
		"apply -input=false -no-color -auto-approve tfplan",
		"show -json -no-color",
		"output -json -no-color",
		"graph",
		"state list",
		"workspace select -or-create dev",
		"workspace new dev",
		"init -input=false -no-color",
		"validate -json -no-color",
		"plan -input=false -no-color -out=tfplan -var y=2",
		"show -json -no-color",
		"output -json -no-color",
		"graph",
		"state list",
	}
	if !reflect.DeepEqual(fake.calls, wantCalls) {
		t.Errorf("commands:\n%s", strings.Join(fake.calls, "\n"))
	}
	// Step 2 dropped step 1's .tf/.tfvars files but kept the rest.
	want := [][]string{
		{"data.txt", "extra.tfvars", "main.tf", "modules"},
		{".terraform", "data.txt", "main.tf", "modules", "terraform.tfstate", "tfplan"},
	}
	if !reflect.DeepEqual(fake.seen, want) {
		t.Errorf("working folder at init: %v", fake.seen)
	}
	if fake.envs[1]["TF_VAR_x"] != "1" || fake.envs[1]["HOME"] != Home || fake.envs[0]["TF_IN_AUTOMATION"] != "1" {
		t.Errorf("environment: %v", fake.envs)
	}
	if _, ok := fake.envs[0]["TF_VAR_x"]; ok {
		t.Error("step 2's env leaked into step 1")
	}
	one, zero := 1, 0
	if e := got[1].Exits; !intPtrEqual(e["workspace"], &zero) || !intPtrEqual(e["plan"], &one) || e["show_plan"] != nil || e["apply"] != nil {
		t.Errorf("step 2 exits: workspace %s plan %s show_plan %s apply %s",
			intOrNone(e["workspace"]), intOrNone(e["plan"]), intOrNone(e["show_plan"]), intOrNone(e["apply"]))
	}
	if _, ok := got[0].Exits["workspace"]; ok {
		t.Error("step 1 has a workspace exit status without a workspace")
	}
	if p := got[1].Files["plan.txt"]; !strings.Contains(p, "In <workdir>.") || strings.Contains(p, WorkDir) {
		t.Errorf("plan.txt does not show the working folder as <workdir>: %q", p)
	}
	ts := textSummary(got[1].Files["plan.txt"]).(*pyDict)
	if errs := ts.get("errors").([]any); len(errs) != 1 || errs[0] != "Bad thing" {
		t.Errorf("plan errors: %v", errs)
	}
}

func TestPrepareStepReplacesFolders(t *testing.T) {
	corpus := fstest.MapFS{
		"configs/c/main.tf":              {Data: []byte("1")},
		"configs/c/modules/m/old.tf":     {Data: []byte("old")},
		"configs/c/step2/main.tf.json":   {Data: []byte("{}")},
		"configs/c/step2/modules/m/a.tf": {Data: []byte("new")},
	}
	c := ConfigCase{Dir: "configs/c"}
	work := fstest.MapFS{"terraform.tfstate": {Data: []byte("{}")}, "x.tfvars.json": {Data: []byte("{}")}}
	if err := prepareStep(work, corpus, c, Step{Source: "."}); err != nil {
		t.Fatal(err)
	}
	if err := prepareStep(work, corpus, c, Step{Source: "step2"}); err != nil {
		t.Fatal(err)
	}
	var files []string
	for name, f := range work {
		if !f.Mode.IsDir() {
			files = append(files, name)
		}
	}
	sort.Strings(files)
	want := []string{"main.tf.json", "modules/m/a.tf", "terraform.tfstate"}
	if !reflect.DeepEqual(files, want) {
		t.Errorf("files after step 2: %v, want %v", files, want)
	}
}

func TestRunExpr(t *testing.T) {
	dir := "dirs/d"
	corpus := fstest.MapFS{"dirs/d/main.tf": {Data: []byte(`locals {}`)}}
	var req command.Request
	r := &Runner{Run: func(q command.Request) command.Result {
		req = q
		return command.Result{ExitCode: 1, Stderr: "\nError: Invalid function argument\n\n  on <console-input> line 1:\n  (source code not available)\n\nBad " + WorkDir + "\nvalue.\n\ngoroutine 1 [running]:\nmain.go\n"}
	}}
	summary, detail := "Invalid function argument", "Bad <workdir>\nvalue."
	c := ExprCase{ID: "x", Expr: `file("a")`, Dir: &dir, Args: []string{"-var", "n=1"}, Exit: 1, ErrorSummary: &summary, ErrorDetail: &detail}
	got, err := r.RunExpr(corpus, c)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(req.Args, []string{"console", "-no-color", "-var", "n=1"}) {
		t.Errorf("args: %q", req.Args)
	}
	if _, err := fs.Stat(req.FS, "main.tf"); err != nil {
		t.Errorf("the case folder was not copied: %v", err)
	}
	if p := JudgeExpr(c, got, true); p != "" {
		t.Errorf("strict judge: %s", p)
	}
	other := "Other detail"
	c.ErrorDetail = &other
	if JudgeExpr(c, got, false) != "" || JudgeExpr(c, got, true) == "" {
		t.Error("a detail mismatch must fail only the strict judge")
	}
	c.DetailNondeterministic = true
	if JudgeExpr(c, got, true) != "" {
		t.Error("a nondeterministic detail must not be compared")
	}
}

func TestJudgeExprRegex(t *testing.T) {
	c := ExprCase{Exit: 0, Nondeterministic: true, StdoutRegex: `"\$2a\$04\$[./A-Za-z0-9]{53}"\n`}
	ok := ExprResult{Stdout: "\"$2a$04$" + strings.Repeat("a", 53) + "\"\n"}
	if p := JudgeExpr(c, ok, false); p != "" {
		t.Error(p)
	}
	bad := ExprResult{Stdout: ok.Stdout + "x"}
	if JudgeExpr(c, bad, false) == "" {
		t.Error("stdout with extra text must not fully match")
	}
}

func TestParseDiags(t *testing.T) {
	text := "╷\n│ Error: Unsupported argument\n│ \n│   on main.tf line 3, in resource \"x\" \"y\":\n│    3:   foo = 1\n│ \n│ An argument named \"foo\" is not expected here.\n╵\n\nWarning: Deprecated  \n\nOld.\n\n\n"
	got := ParseDiags(text)
	want := []Diag{
		{Severity: "error", Summary: "Unsupported argument", Detail: `An argument named "foo" is not expected here.`},
		{Severity: "warning", Summary: "Deprecated", Detail: "Old."},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v", got)
	}
}

func TestKnownFailures(t *testing.T) {
	k, err := ParseKnownFailures([]byte("# header\nfn-a-1\n\nconfig:x   # needs init\nstrict:fn-b-2\n"))
	if err != nil {
		t.Fatal(err)
	}
	if k.Lines["fn-a-1"] != 2 || k.Lines["config:x"] != 4 || k.Comments["config:x"] != "needs init" || len(k.Lines) != 3 {
		t.Errorf("parsed %+v", k)
	}
	out := FormatKnownFailures([]string{"config:x", "strict:fn-b-2", "fn-a-1"}, k.Comments)
	k2, err := ParseKnownFailures(out)
	if err != nil || !reflect.DeepEqual(k2.Comments, k.Comments) || len(k2.Lines) != 3 {
		t.Errorf("round trip:\n%s", out)
	}
	if _, err := ParseKnownFailures([]byte("a\na\n")); err == nil {
		t.Error("a repeated id must be refused")
	}
	if _, err := ParseKnownFailures([]byte("a b\n")); err == nil {
		t.Error("two ids on a line must be refused")
	}
}
