package builtin

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"testing"

	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// corpusDir holds the recorded outputs of real Terraform.
const corpusDir = "../../testdata/conformance/configs"

// recordedChange is a resource change of a recorded plan.json.
type recordedChange struct {
	Address string `json:"address"`
	Type    string `json:"type"`
	Reason  string `json:"action_reason"`
	Change  struct {
		Actions      []string        `json:"actions"`
		Before       json.RawMessage `json:"before"`
		After        json.RawMessage `json:"after"`
		AfterUnknown json.RawMessage `json:"after_unknown"`
		ReplacePaths [][]any         `json:"replace_paths"`
	} `json:"change"`
}

// decodeJSON decodes JSON keeping numbers exact.
func decodeJSON(t *testing.T, raw []byte) any {
	t.Helper()
	if len(raw) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("decode %s: %s", raw, err)
	}
	return v
}

// jsonValue decodes a JSON value into cty with its implied type.
func jsonValue(t *testing.T, raw []byte) cty.Value {
	t.Helper()
	if len(raw) == 0 || string(raw) == "null" {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	ty, err := ctyjson.ImpliedType(raw)
	if err != nil {
		t.Fatalf("implied type of %s: %s", raw, err)
	}
	v, err := ctyjson.Unmarshal(raw, ty)
	if err != nil {
		t.Fatalf("unmarshal %s: %s", raw, err)
	}
	return v
}

// withUnknowns rebuilds a recorded "after" value with the unknown values
// that "after_unknown" flags.
func withUnknowns(t *testing.T, after []byte, unknown any) cty.Value {
	t.Helper()
	if unknown == true {
		return cty.DynamicVal
	}
	v := jsonValue(t, after)
	m, ok := unknown.(map[string]any)
	if !ok || !v.Type().IsObjectType() {
		return v
	}
	vals := v.AsValueMap()
	var raw map[string]json.RawMessage
	_ = json.Unmarshal(after, &raw)
	for k, u := range m {
		if u == true {
			vals[k] = cty.DynamicVal
			continue
		}
		if sub, ok := u.(map[string]any); ok && len(sub) > 0 {
			vals[k] = withUnknowns(t, raw[k], u)
		}
	}
	if vals == nil {
		return v
	}
	return cty.ObjectVal(vals)
}

// generic renders a planned value like a recorded "after" merged with its
// "after_unknown": unknown values become "<unknown>".
func generic(v cty.Value) any {
	switch {
	case !v.IsKnown():
		return "<unknown>"
	case v.IsNull():
		return nil
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		return v.AsString()
	case ty == cty.Bool:
		return v.True()
	case ty == cty.Number:
		return json.Number(v.AsBigFloat().Text('f', -1))
	case ty.IsObjectType() || ty.IsMapType():
		m := map[string]any{}
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			m[k.AsString()] = generic(ev)
		}
		return m
	default:
		l := []any{}
		for it := v.ElementIterator(); it.Next(); {
			_, ev := it.Element()
			l = append(l, generic(ev))
		}
		return l
	}
}

// recordedAfter merges a recorded after with its after_unknown.
func recordedAfter(after, unknown any) any {
	if unknown == true {
		return "<unknown>"
	}
	switch a := after.(type) {
	case map[string]any:
		u, _ := unknown.(map[string]any)
		ret := map[string]any{}
		for k, v := range a {
			ret[k] = recordedAfter(v, u[k])
		}
		for k, uv := range u {
			if _, ok := a[k]; !ok && uv == true {
				ret[k] = "<unknown>"
			}
		}
		return ret
	case []any:
		u, _ := unknown.([]any)
		ret := make([]any, len(a))
		for i, v := range a {
			var uv any
			if i < len(u) {
				uv = u[i]
			}
			ret[i] = recordedAfter(v, uv)
		}
		return ret
	case nil:
		if m, ok := unknown.(map[string]any); ok {
			ret := map[string]any{}
			for k, uv := range m {
				if uv == true {
					ret[k] = "<unknown>"
				}
			}
			return ret
		}
	}
	return after
}

// configFrom makes a terraform_data configuration from a planned object.
func configFrom(planned cty.Value) cty.Value {
	vals := dataSchema().EmptyValue().AsValueMap()
	if planned.Type().IsObjectType() {
		for _, k := range []string{"input", "triggers_replace"} {
			if planned.Type().HasAttribute(k) {
				vals[k] = planned.GetAttr(k)
			}
		}
	}
	return cty.ObjectVal(vals)
}

// priorFrom makes a prior terraform_data object from a recorded value.
func priorFrom(v cty.Value) cty.Value {
	if v.IsNull() {
		return cty.NullVal(dataSchema().ImpliedType())
	}
	vals := dataSchema().EmptyValue().AsValueMap()
	for k, ev := range v.AsValueMap() {
		if k == "id" {
			ev = cty.StringVal(ev.AsString())
		}
		if _, ok := vals[k]; ok && k != "store" {
			vals[k] = ev
		}
	}
	return cty.ObjectVal(vals)
}

// TestTerraformDataCorpusPlans replays every terraform_data change of the
// recorded plans through the builtin provider: the planned values, the
// unknown ones and the paths that require replacement must be those
// Terraform recorded.
func TestTerraformDataCorpusPlans(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*", "expected", "*", "plan.json"))
	if len(files) == 0 {
		t.Fatal("no recorded plans found")
	}
	p := Provider().Instance(mock.Env{Seed: "test"})
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil || len(bytes.TrimSpace(data)) == 0 {
			continue
		}
		var plan struct {
			ResourceChanges []recordedChange `json:"resource_changes"`
		}
		if err := json.Unmarshal(data, &plan); err != nil {
			t.Fatalf("%s: %s", f, err)
		}
		for _, rc := range plan.ResourceChanges {
			if rc.Type != "terraform_data" {
				continue
			}
			name := f + " " + rc.Address
			checked++
			checkRecordedChange(t, name, p, rc)
		}
	}
	if checked < 150 {
		t.Errorf("only %d recorded changes checked", checked)
	}
	t.Logf("%d recorded terraform_data changes replayed", checked)
}

// checkRecordedChange plans one recorded change and compares.
func checkRecordedChange(t *testing.T, name string, p providers.Interface, rc recordedChange) {
	t.Helper()
	schema := dataSchema()
	prior := priorFrom(jsonValue(t, rc.Change.Before))
	actions := rc.Change.Actions
	if len(actions) == 1 && (actions[0] == "delete" || actions[0] == "forget") {
		resp := p.PlanResourceChange(providers.PlanRequest{TypeName: "terraform_data", Addr: rc.Address,
			PriorState: prior, ProposedNewState: cty.NullVal(schema.ImpliedType()), Config: cty.NullVal(schema.ImpliedType())})
		if !resp.PlannedState.IsNull() || len(resp.RequiresReplace) > 0 {
			t.Errorf("%s: destroy planned %#v", name, resp.PlannedState)
		}
		return
	}
	unknown := decodeJSON(t, rc.Change.AfterUnknown)
	config := configFrom(withUnknowns(t, rc.Change.After, unknown))
	resp := p.PlanResourceChange(providers.PlanRequest{TypeName: "terraform_data", Addr: rc.Address,
		PriorState: prior, ProposedNewState: objchange.ProposedNew(schema, prior, config), Config: config})
	if resp.Diagnostics.HasErrors() {
		t.Fatalf("%s: %s", name, resp.Diagnostics.Error())
	}
	var gotPaths [][]any
	for _, path := range resp.RequiresReplace {
		var jp []any
		for _, step := range path {
			jp = append(jp, step.(cty.GetAttrStep).Name)
		}
		gotPaths = append(gotPaths, jp)
	}
	wantPaths := rc.Change.ReplacePaths
	if rc.Reason != "replace_because_cannot_update" {
		wantPaths = nil
	}
	if !jsonEqual(gotPaths, wantPaths) {
		t.Errorf("%s: replace paths %v, want %v", name, gotPaths, wantPaths)
	}
	planned := resp.PlannedState
	if len(actions) == 2 {
		// The replacement is planned as a create.
		resp = p.PlanResourceChange(providers.PlanRequest{TypeName: "terraform_data", Addr: rc.Address,
			PriorState: cty.NullVal(schema.ImpliedType()), ProposedNewState: objchange.ProposedNew(schema, cty.NullVal(schema.ImpliedType()), config), Config: config})
		planned = resp.PlannedState
	}
	got := generic(planned)
	want := recordedAfter(decodeJSON(t, rc.Change.After), unknown)
	if !jsonEqual(got, want) {
		gj, _ := json.Marshal(got)
		wj, _ := json.Marshal(want)
		t.Errorf("%s: planned\n got: %s\nwant: %s", name, gj, wj)
	}
	if len(actions) == 1 && actions[0] == "no-op" && !planned.RawEquals(prior) {
		t.Errorf("%s: no-op planned a change: %#v", name, planned)
	}
}

// jsonEqual compares two values by their JSON text.
func jsonEqual(a, b any) bool {
	aj, _ := json.Marshal(a)
	bj, _ := json.Marshal(b)
	return bytes.Equal(aj, bj)
}

// uuidRe is the shape of terraform_data ids.
var uuidRe = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

// TestTerraformDataCorpusApply applies every terraform_data instance of
// the recorded states from its configuration (the recorded input and
// triggers) and compares the new state with what Terraform recorded, the
// id only by its shape.
func TestTerraformDataCorpusApply(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*", "expected", "*", "state.json"))
	p := Provider().Instance(mock.Env{Seed: "test"})
	schema := dataSchema()
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil || len(bytes.TrimSpace(data)) == 0 {
			continue
		}
		var state struct {
			Values struct {
				Root module `json:"root_module"`
			} `json:"values"`
		}
		if err := json.Unmarshal(data, &state); err != nil {
			t.Fatalf("%s: %s", f, err)
		}
		for _, r := range state.Values.Root.all() {
			if r.Type != "terraform_data" {
				continue
			}
			checked++
			recorded := jsonValue(t, r.Values)
			config := configFrom(recorded)
			null := cty.NullVal(schema.ImpliedType())
			plan := p.PlanResourceChange(providers.PlanRequest{TypeName: "terraform_data", Addr: r.Address,
				PriorState: null, ProposedNewState: objchange.ProposedNew(schema, null, config), Config: config})
			applied := p.ApplyResourceChange(providers.ApplyRequest{TypeName: "terraform_data", Addr: r.Address,
				PriorState: null, PlannedState: plan.PlannedState, Config: config})
			if applied.Diagnostics.HasErrors() {
				t.Fatalf("%s %s: %s", f, r.Address, applied.Diagnostics.Error())
			}
			got := generic(applied.NewState).(map[string]any)
			if id, _ := got["id"].(string); !uuidRe.MatchString(id) {
				t.Errorf("%s %s: id %q is not a UUID", f, r.Address, id)
			}
			want := decodeJSON(t, r.Values).(map[string]any)
			got["id"], want["id"] = "<uuid>", "<uuid>"
			if !jsonEqual(got, want) {
				gj, _ := json.Marshal(got)
				wj, _ := json.Marshal(want)
				t.Errorf("%s %s: state\n got: %s\nwant: %s", f, r.Address, gj, wj)
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d recorded instances checked", checked)
	}
	t.Logf("%d recorded terraform_data instances applied", checked)
}

// module is a module of a recorded state.json.
type module struct {
	Resources []stateResource `json:"resources"`
	Children  []module        `json:"child_modules"`
}

// stateResource is a resource instance of a recorded state.json.
type stateResource struct {
	Address string          `json:"address"`
	Type    string          `json:"type"`
	Values  json.RawMessage `json:"values"`
}

// all returns the resources of a module and its descendants, by address.
func (m module) all() []stateResource {
	ret := append([]stateResource{}, m.Resources...)
	for _, c := range m.Children {
		ret = append(ret, c.all()...)
	}
	sort.Slice(ret, func(i, j int) bool { return ret[i].Address < ret[j].Address })
	return ret
}
