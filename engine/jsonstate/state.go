package jsonstate

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/tfplay/tfplay/engine/version"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Marshal renders the `terraform show -json` document of a state, without
// the trailing newline the command prints after it. An empty state (no
// resources, no outputs) is {"format_version":"1.0"}.
func Marshal(s *states.State, schemas SchemaFunc) ([]byte, error) {
	doc, err := MarshalState(s, schemas)
	if err != nil {
		return nil, err
	}
	return json.Marshal(doc)
}

// MarshalState builds the state document; plan JSON embeds it as
// prior_state.
func MarshalState(s *states.State, schemas SchemaFunc) (*State, error) {
	doc := &State{FormatVersion: FormatVersion}
	if s == nil || s.Empty() {
		return doc, nil
	}
	doc.TerraformVersion = s.TerraformVersion
	if doc.TerraformVersion == "" {
		doc.TerraformVersion = version.Terraform
	}
	vals, err := MarshalValues(s, schemas)
	if err != nil {
		return nil, err
	}
	doc.Values = vals
	checks, err := statefile.DecodeCheckResults(s.CheckResults)
	if err != nil {
		return nil, err
	}
	if len(checks) > 0 {
		doc.Checks, err = MarshalChecks(checks)
		if err != nil {
			return nil, err
		}
	}
	return doc, nil
}

// MarshalValues builds the values representation of a state: its root
// outputs and its module tree.
func MarshalValues(s *states.State, schemas SchemaFunc) (*Values, error) {
	vals := &Values{}
	if s == nil {
		return vals, nil
	}
	if root := s.Modules[""]; root != nil && len(root.OutputValues) > 0 {
		vals.Outputs = map[string]Output{}
		for name, ov := range root.OutputValues {
			o, err := marshalOutput(name, ov)
			if err != nil {
				return nil, err
			}
			vals.Outputs[name] = o
		}
	}
	rm, err := marshalModuleTree(s, schemas)
	if err != nil {
		return nil, err
	}
	vals.RootModule = rm
	return vals, nil
}

func marshalOutput(name string, ov *states.OutputValue) (Output, error) {
	if ov == nil {
		return Output{}, fmt.Errorf("output %q has no value", name)
	}
	v, _ := ov.Value.UnmarkDeep()
	if v == cty.NilVal {
		v = cty.NullVal(cty.DynamicPseudoType)
	}
	vj, err := ctyjson.Marshal(v, v.Type())
	if err != nil {
		return Output{}, fmt.Errorf("output %q: %w", name, err)
	}
	tj, err := ctyjson.MarshalType(v.Type())
	if err != nil {
		return Output{}, fmt.Errorf("output %q: %w", name, err)
	}
	return Output{Sensitive: ov.Sensitive, Value: vj, Type: tj}, nil
}

// marshalModuleTree renders the root module and, below it, every module
// instance of the state (and the ancestors they need), children sorted by
// address.
func marshalModuleTree(s *states.State, schemas SchemaFunc) (Module, error) {
	children := map[string][]addrs.ModuleInstance{}
	seen := map[string]bool{"": true}
	keys := make([]string, 0, len(s.Modules))
	for k := range s.Modules {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		m := s.Modules[k]
		for i := 1; i <= len(m.Addr); i++ {
			child := m.Addr[:i]
			cs := child.String()
			if seen[cs] {
				continue
			}
			seen[cs] = true
			parent := m.Addr[:i-1].String()
			children[parent] = append(children[parent], child)
		}
	}
	var build func(addr addrs.ModuleInstance) (Module, error)
	build = func(addr addrs.ModuleInstance) (Module, error) {
		out := Module{Address: addr.String()}
		if m := s.Modules[addr.String()]; m != nil {
			rs, err := marshalResources(m, schemas)
			if err != nil {
				return out, err
			}
			out.Resources = rs
		}
		for _, c := range children[addr.String()] {
			cm, err := build(c)
			if err != nil {
				return out, err
			}
			out.ChildModules = append(out.ChildModules, cm)
		}
		sort.SliceStable(out.ChildModules, func(i, j int) bool { return out.ChildModules[i].Address < out.ChildModules[j].Address })
		return out, nil
	}
	return build(addrs.RootModuleInstance)
}

// marshalResources renders a module's resource instance objects: resources
// in address order (data sources first), instances by key, each current
// object before its deposed ones.
func marshalResources(m *states.Module, schemas SchemaFunc) ([]Resource, error) {
	rs := make([]*states.Resource, 0, len(m.Resources))
	for _, r := range m.Resources {
		if r != nil {
			rs = append(rs, r)
		}
	}
	sort.Slice(rs, func(i, j int) bool { return ResourceLess(rs[i].Addr.Resource, rs[j].Addr.Resource) })
	var out []Resource
	for _, r := range rs {
		keys := make([]addrs.InstanceKey, 0, len(r.Instances))
		for k := range r.Instances {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return addrs.KeyLess(keys[i], keys[j]) })
		for _, k := range keys {
			inst := r.Instances[k]
			if inst == nil {
				continue
			}
			addr := addrs.AbsResourceInstance{Module: m.Addr, Resource: r.Addr.Resource.Instance(k)}
			if inst.Current != nil {
				jr, err := MarshalObject(addr, r.ProviderConfig, inst.Current, "", schemas)
				if err != nil {
					return nil, err
				}
				out = append(out, jr)
			}
			dks := make([]string, 0, len(inst.Deposed))
			for dk := range inst.Deposed {
				dks = append(dks, dk)
			}
			sort.Strings(dks)
			for _, dk := range dks {
				if inst.Deposed[dk] == nil {
					continue
				}
				jr, err := MarshalObject(addr, r.ProviderConfig, inst.Deposed[dk], dk, schemas)
				if err != nil {
					return nil, err
				}
				out = append(out, jr)
			}
		}
	}
	return out, nil
}

// MarshalObject renders one stored resource instance object (deposed when
// deposedKey is not empty).
func MarshalObject(addr addrs.AbsResourceInstance, providerConfig string, obj *states.ObjectSrc, deposedKey string, schemas SchemaFunc) (Resource, error) {
	res := ResourceHeader(addr, providerConfig)
	res.SchemaVersion = obj.SchemaVersion
	res.DependsOn = obj.Dependencies
	res.Tainted = obj.Status == states.ObjectTainted
	res.DeposedKey = deposedKey

	schema := LookupSchema(schemas, providerConfig, addr.Resource.Resource)
	ty := cty.DynamicPseudoType
	if schema != nil {
		ty = schema.ImpliedType()
	}
	dec, err := obj.Decode(ty)
	if err != nil {
		return res, fmt.Errorf("%s: %w", addr, err)
	}
	val := MarkSchemaSensitive(dec.Value, schema)
	res.AttributeValues, err = AttributeValues(val)
	if err != nil {
		return res, fmt.Errorf("%s: %w", addr, err)
	}
	sv := SensitiveAsBool(val)
	res.SensitiveValues, err = ctyjson.Marshal(sv, sv.Type())
	if err != nil {
		return res, fmt.Errorf("%s: %w", addr, err)
	}
	return res, nil
}

// ResourceHeader fills the identifying fields of a resource entry:
// address, mode, type, name, index and provider name.
func ResourceHeader(addr addrs.AbsResourceInstance, providerConfig string) Resource {
	r := addr.Resource.Resource
	res := Resource{
		Address:      addr.String(),
		Mode:         ModeString(r.Mode),
		Type:         r.Type,
		Name:         r.Name,
		Index:        IndexJSON(addr.Resource.Key),
		ProviderName: ProviderSource(providerConfig),
	}
	return res
}

// AttributeValues renders the top-level attributes of an object value,
// each in the JSON of its own type; nil for a null value. Marks are
// ignored: values are shown in full.
func AttributeValues(v cty.Value) (map[string]json.RawMessage, error) {
	v, _ = v.UnmarkDeep()
	if v == cty.NilVal || v.IsNull() || !v.IsKnown() {
		return nil, nil
	}
	if !v.Type().IsObjectType() && !v.Type().IsMapType() {
		return nil, fmt.Errorf("an object value is required, not %s", v.Type().FriendlyName())
	}
	out := map[string]json.RawMessage{}
	for it := v.ElementIterator(); it.Next(); {
		k, ev := it.Element()
		js, err := ctyjson.Marshal(ev, ev.Type())
		if err != nil {
			return nil, fmt.Errorf("attribute %s: %w", k.AsString(), err)
		}
		out[k.AsString()] = js
	}
	return out, nil
}

// ModeString is "managed" or "data".
func ModeString(m addrs.ResourceMode) string {
	if m == addrs.Data {
		return "data"
	}
	return "managed"
}

// IndexJSON renders an instance key as JSON (a number or a string); nil
// for no key.
func IndexJSON(k addrs.InstanceKey) json.RawMessage {
	switch key := k.(type) {
	case addrs.IntKey:
		b, _ := json.Marshal(int(key))
		return b
	case addrs.StringKey:
		b, _ := json.Marshal(string(key))
		return b
	}
	return nil
}

// ProviderSource extracts the provider source address from a provider
// configuration address; the input itself when it does not parse.
func ProviderSource(providerConfig string) string {
	pc, err := states.ParseProviderConfig(providerConfig)
	if err != nil {
		return providerConfig
	}
	return pc.Source
}

// LookupSchema finds the schema of a resource through schemas (which may
// be nil).
func LookupSchema(schemas SchemaFunc, providerConfig string, r addrs.Resource) *configschema.Block {
	if schemas == nil {
		return nil
	}
	return schemas(ProviderSource(providerConfig), ModeString(r.Mode), r.Type)
}

// ResourceLess orders resources as Terraform does: data sources before
// managed resources, then by type and name.
func ResourceLess(a, b addrs.Resource) bool {
	switch {
	case a.Mode != b.Mode:
		return a.Mode == addrs.Data
	case a.Type != b.Type:
		return a.Type < b.Type
	}
	return a.Name < b.Name
}
