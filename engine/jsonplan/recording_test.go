package jsonplan

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/jsonstate/jsonstatetest"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/plans/planfile"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// corpusDir is the repository's copy of the recorded conformance corpus.
var corpusDir = filepath.Join("..", "..", "testdata", "conformance", "configs")

type stepsDoc struct {
	Steps []struct {
		Name   string `json:"name"`
		Source string `json:"source"`
	} `json:"steps"`
}

// caseSteps returns, for each step of a case, the working folder's files
// as the conformance runner prepares them: the case's files for the first
// step, then each later step's root-module files (and folders) over the
// previous ones.
func caseSteps(t *testing.T, caseDir string) map[string]fstest.MapFS {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(caseDir, "steps.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc stepsDoc
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	stepDirs := map[string]bool{}
	for _, s := range doc.Steps {
		if s.Source != "." {
			stepDirs[s.Source] = true
		}
	}
	work := fstest.MapFS{}
	copyTree := func(src string, skipTop func(string) bool) {
		root := os.DirFS(src)
		_ = fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || p == "." {
				return err
			}
			top := strings.SplitN(p, "/", 2)[0]
			if skipTop(top) {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				return nil
			}
			b, err := fs.ReadFile(root, p)
			if err != nil {
				return err
			}
			work[p] = &fstest.MapFile{Data: b}
			return nil
		})
	}
	out := map[string]fstest.MapFS{}
	for i, s := range doc.Steps {
		if i == 0 {
			copyTree(caseDir, func(top string) bool {
				return top == "steps.json" || top == "expected" || stepDirs[top]
			})
		} else {
			for p := range work {
				if !strings.Contains(p, "/") && isRootConfigFile(p) {
					delete(work, p)
				}
			}
			entries, _ := os.ReadDir(filepath.Join(caseDir, s.Source))
			for _, e := range entries {
				if e.IsDir() {
					for p := range work {
						if strings.HasPrefix(p, e.Name()+"/") {
							delete(work, p)
						}
					}
				}
			}
			copyTree(filepath.Join(caseDir, s.Source), func(string) bool { return false })
		}
		snap := fstest.MapFS{}
		for k, v := range work {
			snap[k] = v
		}
		out[s.Name] = snap
	}
	return out
}

func isRootConfigFile(name string) bool {
	for _, ext := range []string{".tf", ".tf.json", ".tfvars", ".tfvars.json"} {
		if strings.HasSuffix(name, ext) {
			return true
		}
	}
	return false
}

// planDoc is the part of a recorded plan document the plan is rebuilt
// from.
type planDoc struct {
	Variables map[string]struct {
		Value json.RawMessage `json:"value"`
	} `json:"variables"`
	ResourceChanges []struct {
		Address         string `json:"address"`
		PreviousAddress string `json:"previous_address"`
		ProviderName    string `json:"provider_name"`
		Deposed         string `json:"deposed"`
		Change          struct {
			Actions         []string             `json:"actions"`
			Before          json.RawMessage      `json:"before"`
			After           json.RawMessage      `json:"after"`
			AfterUnknown    json.RawMessage      `json:"after_unknown"`
			BeforeSensitive json.RawMessage      `json:"before_sensitive"`
			AfterSensitive  json.RawMessage      `json:"after_sensitive"`
			ReplacePaths    [][]any              `json:"replace_paths"`
			Importing       *struct{ ID string } `json:"importing"`
		} `json:"change"`
		ActionReason string `json:"action_reason"`
	} `json:"resource_changes"`
	OutputChanges map[string]struct {
		Actions         []string        `json:"actions"`
		Before          json.RawMessage `json:"before"`
		After           json.RawMessage `json:"after"`
		AfterUnknown    json.RawMessage `json:"after_unknown"`
		BeforeSensitive bool            `json:"before_sensitive"`
	} `json:"output_changes"`
	PlannedValues struct {
		Outputs map[string]struct {
			Type json.RawMessage `json:"type"`
		} `json:"outputs"`
	} `json:"planned_values"`
	PriorState         json.RawMessage `json:"prior_state"`
	RelevantAttributes []struct {
		Resource  string `json:"resource"`
		Attribute []any  `json:"attribute"`
	} `json:"relevant_attributes"`
	Checks    json.RawMessage `json:"checks"`
	Timestamp string          `json:"timestamp"`
	Errored   bool            `json:"errored"`
}

var actionsByJSON = map[string]plans.Action{
	`["no-op"]`: plans.NoOp, `["create"]`: plans.Create, `["read"]`: plans.Read,
	`["update"]`: plans.Update, `["delete","create"]`: plans.DeleteThenCreate,
	`["create","delete"]`: plans.CreateThenDelete, `["delete"]`: plans.Delete,
	`["forget"]`: plans.Forget,
}

func actionOf(t *testing.T, actions []string) plans.Action {
	t.Helper()
	b, _ := json.Marshal(actions)
	a, ok := actionsByJSON[string(b)]
	if !ok {
		t.Fatalf("unknown actions %s", b)
	}
	return a
}

func pathOf(steps []any) cty.Path {
	var p cty.Path
	for _, s := range steps {
		switch x := s.(type) {
		case string:
			p = p.GetAttr(x)
		case float64:
			p = p.IndexInt(int(x))
		}
	}
	return p
}

// planFromRecording rebuilds the plan a recorded plan document describes.
func planFromRecording(t *testing.T, data []byte) *plans.Plan {
	t.Helper()
	var doc planDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	p := &plans.Plan{Errored: doc.Errored, Variables: map[string]cty.Value{}}
	ts, err := time.Parse(time.RFC3339, doc.Timestamp)
	if err != nil {
		t.Fatal(err)
	}
	p.Timestamp = ts
	for name, v := range doc.Variables {
		val, err := jsonstatetest.ImpliedValue(v.Value)
		if err != nil {
			t.Fatal(err)
		}
		p.Variables[name] = val
	}
	for _, rc := range doc.ResourceChanges {
		addr, err := jsonstatetest.InstanceAddr(rc.Address)
		if err != nil {
			t.Fatal(err)
		}
		prev := addr
		if rc.PreviousAddress != "" {
			if prev, err = jsonstatetest.InstanceAddr(rc.PreviousAddress); err != nil {
				t.Fatal(err)
			}
		}
		before, err := jsonstatetest.PlannedValue(rc.Change.Before, nil, rc.Change.BeforeSensitive)
		if err != nil {
			t.Fatalf("%s before: %v", rc.Address, err)
		}
		after, err := jsonstatetest.PlannedValue(rc.Change.After, rc.Change.AfterUnknown, rc.Change.AfterSensitive)
		if err != nil {
			t.Fatalf("%s after: %v", rc.Address, err)
		}
		c := &plans.ResourceInstanceChange{
			Addr: addr, PrevRunAddr: prev, DeposedKey: rc.Deposed,
			ProviderConfig: `provider["` + rc.ProviderName + `"]`,
			Action:         actionOf(t, rc.Change.Actions),
			ActionReason:   plans.ActionReason(rc.ActionReason),
			Before:         before, After: after,
		}
		for _, rp := range rc.Change.ReplacePaths {
			c.RequiredReplace = append(c.RequiredReplace, pathOf(rp))
		}
		if rc.Change.Importing != nil {
			c.Importing, c.ImportingID = true, rc.Change.Importing.ID
		}
		p.Changes = append(p.Changes, c)
	}
	for name, oc := range doc.OutputChanges {
		before, err := jsonstatetest.PlannedValue(oc.Before, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		after, err := jsonstatetest.PlannedValue(oc.After, oc.AfterUnknown, nil)
		if err != nil {
			t.Fatal(err)
		}
		// The planned output's type, where recorded, restores the type the
		// value had (a list rather than a tuple, a map rather than an
		// object).
		if ty := doc.PlannedValues.Outputs[name].Type; len(ty) > 0 && len(oc.After) > 0 {
			if after, err = jsonstatetest.TypedValue(oc.After, ty); err != nil {
				t.Fatal(err)
			}
		}
		p.Outputs = append(p.Outputs, &plans.OutputChange{
			Name: name, Action: actionOf(t, oc.Actions), Before: before, After: after, Sensitive: oc.BeforeSensitive,
		})
	}
	if len(doc.PriorState) > 0 {
		if p.PriorState, err = jsonstatetest.State(doc.PriorState); err != nil {
			t.Fatal(err)
		}
	} else {
		p.PriorState = states.NewState()
	}
	for _, ra := range doc.RelevantAttributes {
		p.RelevantAttributes = append(p.RelevantAttributes, plans.ResourceAttr{Resource: ra.Resource, Attr: pathOf(ra.Attribute)})
	}
	if len(doc.Checks) > 0 {
		if p.Checks, err = jsonstatetest.Checks(doc.Checks); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// Every recorded plan document is reproduced byte for byte from the plan
// it describes and the configuration of its step.
func TestRecordedPlansByteForByte(t *testing.T) {
	cases, err := filepath.Glob(filepath.Join(corpusDir, "*", "steps.json"))
	if err != nil || len(cases) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	n := 0
	for _, sj := range cases {
		caseDir := filepath.Dir(sj)
		steps := caseSteps(t, caseDir)
		for step, fsys := range steps {
			want, err := os.ReadFile(filepath.Join(caseDir, "expected", step, "plan.json"))
			if err != nil || len(bytes.TrimSpace(want)) == 0 {
				continue
			}
			n++
			t.Run(path.Join(filepath.Base(caseDir), step), func(t *testing.T) {
				cfg, _ := config.NewParser(fsys).LoadConfig(".")
				if cfg == nil {
					t.Fatal("configuration did not load")
				}
				p := planFromRecording(t, want)
				got, err := Marshal(p, cfg, jsonstatetest.Schemas)
				if err != nil {
					t.Fatal(err)
				}
				if got = append(got, '\n'); !bytes.Equal(got, want) {
					t.Errorf("differs:\n%s", firstDifference(want, got))
				}
				// A plan saved to a plan file and read back renders the same.
				saved, err := planfile.Write(p, nil)
				if err != nil {
					t.Fatal(err)
				}
				loaded, _, err := planfile.Read(saved)
				if err != nil {
					t.Fatal(err)
				}
				again, err := Marshal(loaded, cfg, jsonstatetest.Schemas)
				if err != nil {
					t.Fatal(err)
				}
				if again = append(again, '\n'); !bytes.Equal(again, want) {
					t.Errorf("differs after a plan file round trip:\n%s", firstDifference(want, again))
				}
			})
		}
	}
	if n < 100 {
		t.Errorf("only %d recorded plans compared", n)
	}
}

// firstDifference shows where two documents start to differ.
func firstDifference(want, got []byte) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	from := i - 150
	if from < 0 {
		from = 0
	}
	clip := func(b []byte) string {
		end := i + 150
		if end > len(b) {
			end = len(b)
		}
		if from > len(b) {
			return ""
		}
		return string(b[from:end])
	}
	return "want …" + clip(want) + "\ngot  …" + clip(got)
}
