// Package jsonstatetest rebuilds engine values from Terraform's recorded
// JSON documents (state, plan and output JSON), so that tests can check
// that rendering them again reproduces the recordings. It also holds the
// schemas of the built-in provider's resource types the recordings use.
package jsonstatetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Schemas returns the schemas of terraform_data and
// terraform_remote_state as Terraform 1.17 declares their attributes; nil
// for anything else.
func Schemas(provider, mode, typ string) *configschema.Block {
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

// StateDoc is a recorded `show -json` state document.
type StateDoc struct {
	TerraformVersion string `json:"terraform_version"`
	Values           *struct {
		Outputs    map[string]OutputDoc `json:"outputs"`
		RootModule ModuleDoc            `json:"root_module"`
	} `json:"values"`
	Checks json.RawMessage `json:"checks"`
}

// OutputDoc is a recorded output (state or output -json).
type OutputDoc struct {
	Sensitive bool            `json:"sensitive"`
	Value     json.RawMessage `json:"value"`
	Type      json.RawMessage `json:"type"`
}

// ModuleDoc is a recorded module of the values representation.
type ModuleDoc struct {
	Resources    []ResourceDoc `json:"resources"`
	ChildModules []ModuleDoc   `json:"child_modules"`
}

// ResourceDoc is a recorded resource instance object.
type ResourceDoc struct {
	Address         string                     `json:"address"`
	Mode            string                     `json:"mode"`
	Type            string                     `json:"type"`
	ProviderName    string                     `json:"provider_name"`
	SchemaVersion   uint64                     `json:"schema_version"`
	Values          map[string]json.RawMessage `json:"values"`
	SensitiveValues json.RawMessage            `json:"sensitive_values"`
	DependsOn       []string                   `json:"depends_on"`
	Tainted         bool                       `json:"tainted"`
	DeposedKey      string                     `json:"deposed_key"`
}

// State rebuilds the state a recorded `show -json` document describes,
// storing objects as Terraform's state file would.
func State(data []byte) (*states.State, error) {
	var doc StateDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	s := states.NewState()
	s.TerraformVersion = doc.TerraformVersion
	if doc.Values == nil {
		return s, nil
	}
	for name, o := range doc.Values.Outputs {
		v, err := TypedValue(o.Value, o.Type)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", name, err)
		}
		s.SetOutputValue(name, v, o.Sensitive)
	}
	var walk func(m ModuleDoc) error
	walk = func(m ModuleDoc) error {
		for _, r := range m.Resources {
			if err := addResource(s, r); err != nil {
				return err
			}
		}
		for _, c := range m.ChildModules {
			if err := walk(c); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(doc.Values.RootModule); err != nil {
		return nil, err
	}
	if len(doc.Checks) > 0 {
		results, err := Checks(doc.Checks)
		if err != nil {
			return nil, err
		}
		if s.CheckResults, err = statefile.EncodeCheckResults(results); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func addResource(s *states.State, r ResourceDoc) error {
	addr, err := InstanceAddr(r.Address)
	if err != nil {
		return err
	}
	prov := `provider["` + r.ProviderName + `"]`
	attrs := map[string]cty.Value{}
	for name, raw := range r.Values {
		v, err := ImpliedValue(raw)
		if err != nil {
			return fmt.Errorf("%s.%s: %w", r.Address, name, err)
		}
		attrs[name] = v
	}
	obj := cty.ObjectVal(attrs)
	ty := obj.Type()
	if schema := Schemas(r.ProviderName, r.Mode, r.Type); schema != nil {
		ty = schema.ImpliedType()
	}
	js, err := ctyjson.Marshal(obj, ty)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Address, err)
	}
	paths, err := SensitivePaths(r.SensitiveValues)
	if err != nil {
		return err
	}
	src := &states.ObjectSrc{SchemaVersion: r.SchemaVersion, AttrsJSON: js, SensitivePaths: paths, Dependencies: r.DependsOn}
	if r.Tainted {
		src.Status = states.ObjectTainted
	}
	if r.DeposedKey != "" {
		s.SetResourceInstanceDeposed(addr, r.DeposedKey, src, prov)
	} else {
		s.SetResourceInstanceCurrent(addr, src, prov)
	}
	return nil
}

// TypedValue decodes a value given with its cty type JSON.
func TypedValue(value, typ json.RawMessage) (cty.Value, error) {
	ty, err := ctyjson.UnmarshalType(typ)
	if err != nil {
		return cty.NilVal, err
	}
	return ctyjson.Unmarshal(value, ty)
}

// ImpliedValue decodes JSON with the type it implies.
func ImpliedValue(raw json.RawMessage) (cty.Value, error) {
	ty, err := ctyjson.ImpliedType(raw)
	if err != nil {
		return cty.NilVal, err
	}
	return ctyjson.Unmarshal(raw, ty)
}

// SensitivePaths turns a sensitive_values document into the paths of its
// true markers.
func SensitivePaths(raw json.RawMessage) ([]cty.Path, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, err
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
			for _, k := range sortedKeys(x) {
				walk(x[k], p.GetAttr(k))
			}
		}
	}
	walk(v, nil)
	return out, nil
}

// PlannedValue rebuilds a value of a change from its recorded known parts,
// after_unknown markers and sensitive markers: unknown leaves become
// unknown values (of an object or list type when the sensitive markers
// show one, dynamic otherwise) and sensitive ones are marked.
func PlannedValue(value, unknown, sensitive json.RawMessage) (cty.Value, error) {
	var vv, uv, sv any
	for _, p := range []struct {
		raw json.RawMessage
		dst *any
	}{{value, &vv}, {unknown, &uv}, {sensitive, &sv}} {
		if len(p.raw) == 0 {
			continue
		}
		dec := json.NewDecoder(bytes.NewReader(p.raw))
		dec.UseNumber()
		if err := dec.Decode(p.dst); err != nil {
			return cty.NilVal, err
		}
	}
	v, err := build(vv, uv, sv)
	if err != nil {
		return cty.NilVal, err
	}
	if len(value) == 0 && uv == nil {
		v = cty.NullVal(cty.DynamicPseudoType)
	}
	paths, err := SensitivePaths(sensitive)
	if err != nil {
		return cty.NilVal, err
	}
	pvm := make([]cty.PathValueMarks, len(paths))
	for i, p := range paths {
		pvm[i] = cty.PathValueMarks{Path: p, Marks: cty.NewValueMarks(marks.Sensitive)}
	}
	return v.MarkWithPaths(pvm), nil
}

func build(v, unknown, sens any) (cty.Value, error) {
	if b, ok := unknown.(bool); ok && b {
		switch sens.(type) {
		case map[string]any:
			return cty.UnknownVal(cty.EmptyObject), nil
		case []any:
			return cty.UnknownVal(cty.List(cty.DynamicPseudoType)), nil
		}
		return cty.DynamicVal, nil
	}
	switch x := v.(type) {
	case nil:
		if um, ok := unknown.(map[string]any); ok && len(um) > 0 {
			return build(map[string]any{}, um, sens)
		}
		return cty.NullVal(cty.DynamicPseudoType), nil
	case map[string]any:
		um, _ := unknown.(map[string]any)
		sm, _ := sens.(map[string]any)
		keys := map[string]bool{}
		for k := range x {
			keys[k] = true
		}
		for k, u := range um {
			if b, ok := u.(bool); ok && b {
				keys[k] = true
			}
		}
		attrs := map[string]cty.Value{}
		for k := range keys {
			ev, err := build(x[k], um[k], sm[k])
			if err != nil {
				return cty.NilVal, err
			}
			attrs[k] = ev
		}
		return cty.ObjectVal(attrs), nil
	case []any:
		ul, _ := unknown.([]any)
		sl, _ := sens.([]any)
		var elems []cty.Value
		for i, e := range x {
			var u, s any
			if i < len(ul) {
				u = ul[i]
			}
			if i < len(sl) {
				s = sl[i]
			}
			ev, err := build(e, u, s)
			if err != nil {
				return cty.NilVal, err
			}
			elems = append(elems, ev)
		}
		return cty.TupleVal(elems), nil
	case json.Number:
		return cty.ParseNumberVal(string(x))
	case string:
		return cty.StringVal(x), nil
	case bool:
		return cty.BoolVal(x), nil
	}
	return cty.NilVal, fmt.Errorf("unexpected JSON value %T", v)
}

// CheckDoc is a recorded checks entry.
type CheckDoc struct {
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

// Checks rebuilds check results from a recorded checks representation.
func Checks(raw json.RawMessage) ([]*plans.CheckResult, error) {
	var docs []CheckDoc
	if err := json.Unmarshal(raw, &docs); err != nil {
		return nil, err
	}
	var out []*plans.CheckResult
	for _, c := range docs {
		kind, _ := c.Address["kind"].(string)
		display, _ := c.Address["to_display"].(string)
		r := &plans.CheckResult{Kind: kind, Addr: display, Status: plans.CheckStatus(c.Status)}
		if m, ok := c.Address["module"].(string); ok {
			r.Module = m
			r.Addr = strings.TrimPrefix(display, m+".")
		}
		for _, in := range c.Instances {
			ia, _ := in.Address["to_display"].(string)
			ir := plans.CheckInstanceResult{Addr: ia, Status: plans.CheckStatus(in.Status)}
			for _, p := range in.Problems {
				ir.Problems = append(ir.Problems, p.Message)
			}
			r.Instances = append(r.Instances, ir)
		}
		out = append(out, r)
	}
	return out, nil
}

// InstanceAddr parses a resource instance address such as
// module.m["k"].data.type.name[0].
func InstanceAddr(s string) (addrs.AbsResourceInstance, error) {
	var out addrs.AbsResourceInstance
	rest := s
	modStr := ""
	for strings.HasPrefix(rest, "module.") {
		end := stepEnd(rest, len("module."))
		if end < 0 {
			return out, fmt.Errorf("invalid address %q", s)
		}
		if modStr != "" {
			modStr += "."
		}
		modStr += rest[:end]
		rest = rest[end+1:]
	}
	mod, err := states.ParseModuleInstance(modStr)
	if err != nil {
		return out, err
	}
	mode := addrs.Managed
	if strings.HasPrefix(rest, "data.") {
		mode, rest = addrs.Data, strings.TrimPrefix(rest, "data.")
	}
	typ, nameKey, ok := strings.Cut(rest, ".")
	if !ok {
		return out, fmt.Errorf("invalid address %q", s)
	}
	name, key := nameKey, addrs.InstanceKey(nil)
	if i := strings.IndexByte(nameKey, '['); i >= 0 {
		name = nameKey[:i]
		var kv any
		if err := json.Unmarshal([]byte(nameKey[i+1:len(nameKey)-1]), &kv); err != nil {
			return out, fmt.Errorf("invalid address %q: %w", s, err)
		}
		switch k := kv.(type) {
		case float64:
			key = addrs.IntKey(int(k))
		case string:
			key = addrs.StringKey(k)
		}
	}
	return addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: mode, Type: typ, Name: name}.Instance(key)}, nil
}

// stepEnd finds the dot that ends a module step starting at from, outside
// brackets and strings; -1 if none.
func stepEnd(s string, from int) int {
	depth, inStr := 0, false
	for i := from; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '[':
			depth++
		case c == ']':
			depth--
		case c == '.' && depth == 0:
			return i
		}
	}
	return -1
}

func sortedKeys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
