package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
)

// This file rebuilds plans.Plan values from the recorded plan JSON of the
// conformance corpus, so that the rendered text can be compared with the
// recorded plan.txt.

const corpusDir = "../../testdata/conformance/configs"

// recordedStep is one step of a corpus case with recorded files.
type recordedStep struct {
	name     string // case/step
	dir      string // expected/<step> folder
	planArgs []string
}

// corpusSteps lists every recorded step of every configuration case.
func corpusSteps(t *testing.T) []recordedStep {
	t.Helper()
	cases, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var out []recordedStep
	for _, c := range cases {
		raw, err := os.ReadFile(filepath.Join(corpusDir, c.Name(), "steps.json"))
		if err != nil {
			continue
		}
		var meta struct {
			Steps []struct {
				Name     string   `json:"name"`
				PlanArgs []string `json:"plan_args"`
			} `json:"steps"`
		}
		if err := json.Unmarshal(raw, &meta); err != nil {
			t.Fatal(err)
		}
		for _, s := range meta.Steps {
			out = append(out, recordedStep{
				name:     c.Name() + "/" + s.Name,
				dir:      filepath.Join(corpusDir, c.Name(), "expected", s.Name),
				planArgs: s.PlanArgs,
			})
		}
	}
	return out
}

func (s recordedStep) read(t *testing.T, file string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(s.dir, file))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// recordedPlan is the part of plan JSON the renderer needs.
type recordedPlan struct {
	ResourceChanges []struct {
		Address         string          `json:"address"`
		PreviousAddress string          `json:"previous_address"`
		Deposed         string          `json:"deposed"`
		ActionReason    string          `json:"action_reason"`
		Change          recordedChange  `json:"change"`
		Index           json.RawMessage `json:"index"`
	} `json:"resource_changes"`
	OutputChanges map[string]recordedChange `json:"output_changes"`
	Errored       bool                      `json:"errored"`
}

type recordedChange struct {
	Actions         []string        `json:"actions"`
	Before          json.RawMessage `json:"before"`
	After           json.RawMessage `json:"after"`
	AfterUnknown    json.RawMessage `json:"after_unknown"`
	BeforeSensitive json.RawMessage `json:"before_sensitive"`
	AfterSensitive  json.RawMessage `json:"after_sensitive"`
	ReplacePaths    [][]any         `json:"replace_paths"`
	Importing       *struct {
		ID string `json:"id"`
	} `json:"importing"`
}

// decodeJSON decodes raw JSON keeping numbers exact; missing is nil.
func decodeJSON(t *testing.T, raw json.RawMessage) any {
	t.Helper()
	if len(raw) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// buildValue turns a JSON value and its unknown and sensitive flags back
// into a cty value. Objects become objects and arrays tuples: the
// renderer only looks at values' JSON form.
func buildValue(v, unknown, sensitive any) cty.Value {
	var out cty.Value
	switch {
	case unknown == true:
		out = cty.UnknownVal(cty.DynamicPseudoType)
	default:
		switch v := v.(type) {
		case nil:
			out = cty.NullVal(cty.DynamicPseudoType)
		case string:
			out = cty.StringVal(v)
		case bool:
			out = cty.BoolVal(v)
		case json.Number:
			out = cty.MustParseNumberVal(v.String())
		case map[string]any:
			um, _ := unknown.(map[string]any)
			sm, _ := sensitive.(map[string]any)
			attrs := map[string]cty.Value{}
			for k, e := range v {
				attrs[k] = buildValue(e, um[k], sm[k])
			}
			for k, u := range um {
				if _, ok := v[k]; !ok {
					attrs[k] = buildValue(nil, u, sm[k])
				}
			}
			out = cty.ObjectVal(attrs)
		case []any:
			ul, _ := unknown.([]any)
			sl, _ := sensitive.([]any)
			var elems []cty.Value
			for i, e := range v {
				var u, s any
				if i < len(ul) {
					u = ul[i]
				}
				if i < len(sl) {
					s = sl[i]
				}
				elems = append(elems, buildValue(e, u, s))
			}
			out = cty.TupleVal(elems)
		}
	}
	if sensitive == true {
		out = out.Mark(marks.Sensitive)
	}
	return out
}

// parseAddr parses a resource instance address such as
// module.a["k"].aws_instance.x[0].
func parseAddr(t *testing.T, s string) addrs.AbsResourceInstance {
	t.Helper()
	var out addrs.AbsResourceInstance
	if s == "" {
		return out
	}
	tr, diags := hclsyntax.ParseTraversalAbs([]byte(s), "", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatalf("bad address %q: %s", s, diags)
	}
	name := func(i int) string {
		switch st := tr[i].(type) {
		case hcl.TraverseRoot:
			return st.Name
		case hcl.TraverseAttr:
			return st.Name
		}
		t.Fatalf("bad address %q", s)
		return ""
	}
	key := func(i int) (addrs.InstanceKey, bool) {
		if i >= len(tr) {
			return nil, false
		}
		ix, ok := tr[i].(hcl.TraverseIndex)
		if !ok {
			return nil, false
		}
		k, err := addrs.ParseKeyValue(ix.Key)
		if err != nil {
			t.Fatal(err)
		}
		return k, true
	}
	i := 0
	for name(i) == "module" {
		step := addrs.ModuleInstanceStep{Name: name(i + 1)}
		i += 2
		if k, ok := key(i); ok {
			step.Key = k
			i++
		}
		out.Module = append(out.Module, step)
	}
	res := addrs.Resource{Mode: addrs.Managed}
	if name(i) == "data" {
		res.Mode = addrs.Data
		i++
	}
	res.Type, res.Name = name(i), name(i+1)
	i += 2
	k, _ := key(i)
	out.Resource = res.Instance(k)
	return out
}

// actionOf converts plan JSON's action list.
func actionOf(actions []string) plans.Action {
	switch strings.Join(actions, ",") {
	case "create":
		return plans.Create
	case "read":
		return plans.Read
	case "update":
		return plans.Update
	case "delete":
		return plans.Delete
	case "delete,create":
		return plans.DeleteThenCreate
	case "create,delete":
		return plans.CreateThenDelete
	case "forget":
		return plans.Forget
	}
	return plans.NoOp
}

// pathOf converts a replace path from plan JSON.
func pathOf(steps []any) cty.Path {
	var p cty.Path
	for i, s := range steps {
		switch s := s.(type) {
		case string:
			if i == 0 {
				p = p.GetAttr(s)
			} else {
				p = p.Index(cty.StringVal(s))
			}
		case float64:
			p = p.Index(cty.NumberIntVal(int64(s)))
		}
	}
	return p
}

// planFromJSON rebuilds a plan from recorded plan JSON.
func planFromJSON(t *testing.T, raw []byte, planArgs []string) *plans.Plan {
	t.Helper()
	var rp recordedPlan
	if err := json.Unmarshal(raw, &rp); err != nil {
		t.Fatal(err)
	}
	p := &plans.Plan{Errored: rp.Errored}
	for _, a := range planArgs {
		switch a {
		case "-destroy":
			p.Mode = plans.DestroyMode
		case "-refresh-only":
			p.Mode = plans.RefreshOnlyMode
		}
	}
	for _, rc := range rp.ResourceChanges {
		ch := rc.Change
		c := &plans.ResourceInstanceChange{
			Addr:         parseAddr(t, rc.Address),
			PrevRunAddr:  parseAddr(t, rc.PreviousAddress),
			DeposedKey:   rc.Deposed,
			Action:       actionOf(ch.Actions),
			ActionReason: plans.ActionReason(rc.ActionReason),
			Before:       buildValue(decodeJSON(t, ch.Before), nil, decodeJSON(t, ch.BeforeSensitive)),
			After:        buildValue(decodeJSON(t, ch.After), decodeJSON(t, ch.AfterUnknown), decodeJSON(t, ch.AfterSensitive)),
		}
		if rc.PreviousAddress == "" {
			c.PrevRunAddr = c.Addr
		}
		for _, rp := range ch.ReplacePaths {
			c.RequiredReplace = append(c.RequiredReplace, pathOf(rp))
		}
		if ch.Importing != nil {
			c.Importing = true
			c.ImportingID = ch.Importing.ID
		}
		p.Changes = append(p.Changes, c)
	}
	names := make([]string, 0, len(rp.OutputChanges))
	for n := range rp.OutputChanges {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		ch := rp.OutputChanges[n]
		sens := decodeJSON(t, ch.AfterSensitive) == true || decodeJSON(t, ch.BeforeSensitive) == true
		p.Outputs = append(p.Outputs, &plans.OutputChange{
			Name:      n,
			Action:    actionOf(ch.Actions),
			Before:    buildValue(decodeJSON(t, ch.Before), nil, nil),
			After:     buildValue(decodeJSON(t, ch.After), decodeJSON(t, ch.AfterUnknown), nil),
			Sensitive: sens,
		})
	}
	return p
}

// builtinSchemas returns the schemas of Terraform's built-in provider.
func builtinSchemas(_ string, mode addrs.ResourceMode, typeName string) *configschema.Block {
	switch {
	case mode == addrs.Managed && typeName == "terraform_data":
		return &configschema.Block{Attributes: map[string]*configschema.Attribute{
			"id":               {Type: cty.String, Computed: true},
			"input":            {Type: cty.DynamicPseudoType, Optional: true},
			"output":           {Type: cty.DynamicPseudoType, Computed: true},
			"triggers_replace": {Type: cty.DynamicPseudoType, Optional: true},
			"store":            {Type: cty.DynamicPseudoType, Optional: true},
		}}
	case mode == addrs.Data && typeName == "terraform_remote_state":
		return &configschema.Block{Attributes: map[string]*configschema.Attribute{
			"backend":   {Type: cty.String, Required: true},
			"config":    {Type: cty.DynamicPseudoType, Optional: true},
			"defaults":  {Type: cty.DynamicPseudoType, Optional: true},
			"outputs":   {Type: cty.DynamicPseudoType, Computed: true},
			"workspace": {Type: cty.String, Optional: true},
		}}
	}
	return nil
}

// planSection cuts the plan renderer's part out of recorded plan output:
// it drops the leading refresh and read progress lines and the trailing
// diagnostics.
func planSection(recorded string) string {
	lines := strings.SplitAfter(recorded, "\n")
	i := 0
	for i < len(lines) && isProgressLine(strings.TrimSuffix(lines[i], "\n")) {
		i++
	}
	rest := strings.Join(lines[i:], "")
	cut := len(rest)
	for _, marker := range []string{"\n\nError: ", "\n\nWarning: "} {
		if k := strings.Index(rest, marker); k >= 0 && k+1 < cut {
			cut = k + 1
		}
	}
	return rest[:cut]
}

// isProgressLine reports whether a line is a refresh or apply progress
// line ("x: Refreshing state...", "x: Creating...").
func isProgressLine(l string) bool {
	i := strings.Index(l, ": ")
	if i < 0 || strings.HasPrefix(l, " ") {
		return false
	}
	msg := l[i+2:]
	for _, p := range []string{"Refreshing state...", "Reading...", "Read complete after ", "Creating...", "Creation complete after ",
		"Modifying...", "Modifications complete after ", "Destroying...", "Destruction complete after "} {
		if strings.HasPrefix(msg, p) {
			return true
		}
	}
	return false
}

// firstDiff describes where two texts first differ.
func firstDiff(got, want string) string {
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w || i >= len(gl) || i >= len(wl) {
			return fmt.Sprintf("line %d:\n got: %q\nwant: %q", i+1, g, w)
		}
	}
	return "texts equal"
}
