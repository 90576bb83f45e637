package jsonstate

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// corpusDir is the repository's copy of the recorded conformance corpus.
var corpusDir = filepath.Join("..", "..", "testdata", "conformance", "configs")

// testSchemas are the schemas of the built-in provider's resource types
// that the corpus uses.
func testSchemas(provider, mode, typ string) *configschema.Block {
	dyn := func(computed bool) *configschema.Attribute {
		return &configschema.Attribute{Type: cty.DynamicPseudoType, Optional: !computed, Computed: computed}
	}
	switch mode + " " + typ {
	case "managed terraform_data":
		return &configschema.Block{Attributes: map[string]*configschema.Attribute{
			"id":               {Type: cty.String, Computed: true},
			"input":            dyn(false),
			"output":           dyn(true),
			"triggers_replace": dyn(false),
			"store":            dyn(false),
		}}
	case "data terraform_remote_state":
		return &configschema.Block{Attributes: map[string]*configschema.Attribute{
			"backend":   {Type: cty.String, Required: true},
			"config":    dyn(false),
			"defaults":  dyn(false),
			"outputs":   dyn(true),
			"workspace": {Type: cty.String, Optional: true},
		}}
	}
	return nil
}

// recordedStateFiles lists the corpus's non-empty state.json files.
func recordedStateFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*", "expected", "*", "state.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded states found: %v", err)
	}
	return files
}

type recState struct {
	TerraformVersion string `json:"terraform_version"`
	Values           *struct {
		Outputs    map[string]recOutput `json:"outputs"`
		RootModule recModule            `json:"root_module"`
	} `json:"values"`
	Checks []recCheck `json:"checks"`
}

type recOutput struct {
	Sensitive bool            `json:"sensitive"`
	Value     json.RawMessage `json:"value"`
	Type      json.RawMessage `json:"type"`
}

type recModule struct {
	Resources    []recResource `json:"resources"`
	ChildModules []recModule   `json:"child_modules"`
}

type recResource struct {
	Address         string                     `json:"address"`
	Mode            string                     `json:"mode"`
	Type            string                     `json:"type"`
	Name            string                     `json:"name"`
	Index           json.RawMessage            `json:"index"`
	ProviderName    string                     `json:"provider_name"`
	SchemaVersion   uint64                     `json:"schema_version"`
	Values          map[string]json.RawMessage `json:"values"`
	SensitiveValues json.RawMessage            `json:"sensitive_values"`
	DependsOn       []string                   `json:"depends_on"`
	Tainted         bool                       `json:"tainted"`
	DeposedKey      string                     `json:"deposed_key"`
}

type recCheck struct {
	Address   map[string]any `json:"address"`
	Status    string         `json:"status"`
	Instances []struct {
		Address  map[string]any `json:"address"`
		Status   string         `json:"status"`
		Problems []struct {
			Message string `json:"message"`
		} `json:"problems"`
	} `json:"instances"`
}

// stateFromRecording rebuilds the state a recorded `show -json` document
// describes, storing objects as Terraform's state file would.
func stateFromRecording(t *testing.T, data []byte) *states.State {
	t.Helper()
	var rec recState
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	s := states.NewState()
	s.TerraformVersion = rec.TerraformVersion
	if rec.Values == nil {
		return s
	}
	for name, o := range rec.Values.Outputs {
		ty, err := ctyjson.UnmarshalType(o.Type)
		if err != nil {
			t.Fatal(err)
		}
		v, err := ctyjson.Unmarshal(o.Value, ty)
		if err != nil {
			t.Fatal(err)
		}
		s.SetOutputValue(name, v, o.Sensitive)
	}
	var walk func(m recModule)
	walk = func(m recModule) {
		for _, r := range m.Resources {
			addRecordedResource(t, s, r)
		}
		for _, c := range m.ChildModules {
			walk(c)
		}
	}
	walk(rec.Values.RootModule)
	if len(rec.Checks) > 0 {
		var results []*plans.CheckResult
		for _, c := range rec.Checks {
			r := &plans.CheckResult{Kind: c.Address["kind"].(string), Status: plans.CheckStatus(c.Status)}
			r.Addr = c.Address["to_display"].(string)
			if m, ok := c.Address["module"].(string); ok {
				r.Module = m
				r.Addr = strings.TrimPrefix(r.Addr, m+".")
			}
			for _, in := range c.Instances {
				ir := plans.CheckInstanceResult{Addr: in.Address["to_display"].(string), Status: plans.CheckStatus(in.Status)}
				for _, p := range in.Problems {
					ir.Problems = append(ir.Problems, p.Message)
				}
				r.Instances = append(r.Instances, ir)
			}
			results = append(results, r)
		}
		raw, err := statefile.EncodeCheckResults(results)
		if err != nil {
			t.Fatal(err)
		}
		s.CheckResults = raw
	}
	return s
}

func addRecordedResource(t *testing.T, s *states.State, r recResource) {
	t.Helper()
	addr := parseInstanceAddr(t, r.Address)
	prov := `provider["` + r.ProviderName + `"]`
	schema := testSchemas(r.ProviderName, r.Mode, r.Type)
	attrs := map[string]cty.Value{}
	for name, raw := range r.Values {
		v, err := impliedValue(raw)
		if err != nil {
			t.Fatalf("%s.%s: %v", r.Address, name, err)
		}
		attrs[name] = v
	}
	obj := cty.ObjectVal(attrs)
	ty := obj.Type()
	if schema != nil {
		ty = schema.ImpliedType()
	}
	js, err := ctyjson.Marshal(obj, ty)
	if err != nil {
		t.Fatalf("%s: %v", r.Address, err)
	}
	src := &states.ObjectSrc{
		SchemaVersion:  r.SchemaVersion,
		AttrsJSON:      js,
		SensitivePaths: sensitivePathsFromJSON(t, r.SensitiveValues, nil),
		Dependencies:   r.DependsOn,
	}
	if r.Tainted {
		src.Status = states.ObjectTainted
	}
	if r.DeposedKey != "" {
		s.SetResourceInstanceDeposed(addr, r.DeposedKey, src, prov)
	} else {
		s.SetResourceInstanceCurrent(addr, src, prov)
	}
}

func impliedValue(raw json.RawMessage) (cty.Value, error) {
	ty, err := ctyjson.ImpliedType(raw)
	if err != nil {
		return cty.NilVal, err
	}
	return ctyjson.Unmarshal(raw, ty)
}

// sensitivePathsFromJSON turns a sensitive_values document into paths.
func sensitivePathsFromJSON(t *testing.T, raw json.RawMessage, base cty.Path) []cty.Path {
	t.Helper()
	if len(raw) == 0 {
		return nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	var out []cty.Path
	var walk func(v any, p cty.Path)
	walk = func(v any, p cty.Path) {
		switch x := v.(type) {
		case bool:
			if x {
				out = append(out, p.Copy())
			}
		case []any:
			for i, e := range x {
				walk(e, p.IndexInt(i))
			}
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				walk(x[k], p.GetAttr(k))
			}
		}
	}
	walk(v, base)
	return out
}

// parseInstanceAddr parses module.m["k"].type.name[0].
func parseInstanceAddr(t *testing.T, s string) addrs.AbsResourceInstance {
	t.Helper()
	var mod addrs.ModuleInstance
	rest := s
	for strings.HasPrefix(rest, "module.") {
		// find the end of the module step: the next "." outside brackets
		depth, inStr := 0, false
		end := -1
		for i := len("module."); i < len(rest); i++ {
			c := rest[i]
			if inStr {
				if c == '\\' {
					i++
				} else if c == '"' {
					inStr = false
				}
				continue
			}
			if c == '"' {
				inStr = true
			} else if c == '[' {
				depth++
			} else if c == ']' {
				depth--
			} else if c == '.' && depth == 0 {
				end = i
				break
			}
		}
		m, err := states.ParseModuleInstance(mod.String() + prefixDot(mod) + rest[:end])
		if err != nil {
			t.Fatal(err)
		}
		mod = m
		rest = rest[end+1:]
	}
	mode := addrs.Managed
	if strings.HasPrefix(rest, "data.") {
		mode, rest = addrs.Data, strings.TrimPrefix(rest, "data.")
	}
	typ, nameKey, _ := strings.Cut(rest, ".")
	name, key := nameKey, addrs.InstanceKey(nil)
	if i := strings.IndexByte(nameKey, '['); i >= 0 {
		name = nameKey[:i]
		var kv any
		if err := json.Unmarshal([]byte(nameKey[i+1:len(nameKey)-1]), &kv); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		switch k := kv.(type) {
		case float64:
			key = addrs.IntKey(int(k))
		case string:
			key = addrs.StringKey(k)
		}
	}
	return addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: mode, Type: typ, Name: name}.Instance(key)}
}

func prefixDot(m addrs.ModuleInstance) string {
	if m.IsRoot() {
		return ""
	}
	return "."
}

// Every recorded `show -json` state is reproduced byte for byte from the
// state it describes.
func TestRecordedStatesByteForByte(t *testing.T) {
	n := 0
	for _, f := range recordedStateFiles(t) {
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(bytes.TrimSpace(want)) == 0 {
			continue
		}
		n++
		name, _ := filepath.Rel(corpusDir, f)
		t.Run(name, func(t *testing.T) {
			s := stateFromRecording(t, want)
			got, err := Marshal(s, testSchemas)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			if !bytes.Equal(got, want) {
				t.Errorf("differs:\nwant %s\ngot  %s", want, got)
			}
		})
	}
	if n < 40 {
		t.Errorf("only %d recorded states compared", n)
	}
}

// Every recorded `output -json` is reproduced byte for byte.
func TestRecordedOutputsByteForByte(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*", "expected", "*", "outputs.json"))
	n := 0
	for _, f := range files {
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(want) == 0 {
			continue
		}
		n++
		name, _ := filepath.Rel(corpusDir, f)
		t.Run(name, func(t *testing.T) {
			var rec map[string]recOutput
			if err := json.Unmarshal(want, &rec); err != nil {
				t.Fatal(err)
			}
			outs := map[string]*states.OutputValue{}
			for k, o := range rec {
				ty, err := ctyjson.UnmarshalType(o.Type)
				if err != nil {
					t.Fatal(err)
				}
				v, err := ctyjson.Unmarshal(o.Value, ty)
				if err != nil {
					t.Fatal(err)
				}
				outs[k] = &states.OutputValue{Value: v, Sensitive: o.Sensitive}
			}
			got, err := MarshalOutputs(outs)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("differs:\nwant %s\ngot  %s", want, got)
			}
		})
	}
	if n < 80 {
		t.Errorf("only %d recorded outputs compared", n)
	}
}
