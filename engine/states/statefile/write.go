package statefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/version"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Write renders a state as Terraform writes terraform.tfstate. The
// state's TerraformVersion is written as given (version.Terraform when
// empty). It fails only on states that cannot be stored, such as outputs
// with unknown values.
func Write(s *states.State) ([]byte, error) {
	if s == nil {
		s = states.NewState()
	}
	f := fileV4{
		Version:          4,
		TerraformVersion: s.TerraformVersion,
		Serial:           s.Serial,
		Lineage:          s.Lineage,
		Outputs:          map[string]outputV4{},
		Resources:        []resourceV4{},
	}
	if f.TerraformVersion == "" {
		f.TerraformVersion = version.Terraform
	}
	if root := s.Modules[""]; root != nil {
		for name, ov := range root.OutputValues {
			o, err := encodeOutput(name, ov)
			if err != nil {
				return nil, err
			}
			f.Outputs[name] = o
		}
	}
	for _, m := range s.Modules {
		for _, r := range m.Resources {
			rs, err := encodeResource(r)
			if err != nil {
				return nil, err
			}
			f.Resources = append(f.Resources, rs)
		}
	}
	sort.SliceStable(f.Resources, func(i, j int) bool { return resourceLess(f.Resources[i], f.Resources[j]) })
	if len(s.CheckResults) > 0 {
		if !json.Valid(s.CheckResults) {
			return nil, fmt.Errorf("the state's check results are not valid JSON")
		}
		f.CheckResults = s.CheckResults
	}

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&f); err != nil {
		return nil, fmt.Errorf("cannot encode the state: %w", err)
	}
	return buf.Bytes(), nil
}

func encodeOutput(name string, ov *states.OutputValue) (outputV4, error) {
	if ov == nil {
		return outputV4{}, fmt.Errorf("output %q has no value", name)
	}
	val, _ := ov.Value.UnmarkDeep()
	if val == cty.NilVal || !val.IsWhollyKnown() {
		return outputV4{}, fmt.Errorf("output %q has an unknown value and cannot be stored in state", name)
	}
	ty := val.Type()
	vj, err := ctyjson.Marshal(val, ty)
	if err != nil {
		return outputV4{}, fmt.Errorf("output %q: %w", name, err)
	}
	tj, err := ctyjson.MarshalType(ty)
	if err != nil {
		return outputV4{}, fmt.Errorf("output %q: %w", name, err)
	}
	return outputV4{Value: vj, Type: tj, Sensitive: ov.Sensitive}, nil
}

func encodeResource(r *states.Resource) (resourceV4, error) {
	mode := "managed"
	if r.Addr.Resource.Mode == addrs.Data {
		mode = "data"
	}
	rs := resourceV4{
		Module:    r.Addr.Module.String(),
		Mode:      mode,
		Type:      r.Addr.Resource.Type,
		Name:      r.Addr.Resource.Name,
		Provider:  r.ProviderConfig,
		Instances: []instanceV4{},
	}
	for key, inst := range r.Instances {
		if inst == nil {
			continue
		}
		keyJSON, err := encodeIndexKey(key)
		if err != nil {
			return rs, fmt.Errorf("resource %s: %w", r.Addr, err)
		}
		if inst.Current != nil {
			is, err := encodeInstanceObject(inst.Current, keyJSON, "")
			if err != nil {
				return rs, fmt.Errorf("%s: %w", r.Addr.String()+addrs.KeyString(key), err)
			}
			rs.Instances = append(rs.Instances, is)
		}
		for dk, obj := range inst.Deposed {
			if obj == nil {
				continue
			}
			is, err := encodeInstanceObject(obj, keyJSON, dk)
			if err != nil {
				return rs, fmt.Errorf("%s (deposed %s): %w", r.Addr.String()+addrs.KeyString(key), dk, err)
			}
			rs.Instances = append(rs.Instances, is)
		}
	}
	sort.SliceStable(rs.Instances, func(i, j int) bool { return instanceLess(rs.Instances[i], rs.Instances[j]) })
	return rs, nil
}

func encodeIndexKey(k addrs.InstanceKey) (json.RawMessage, error) {
	switch key := k.(type) {
	case nil:
		return nil, nil
	case addrs.IntKey:
		return json.Marshal(int(key))
	case addrs.StringKey:
		return json.Marshal(string(key))
	}
	return nil, fmt.Errorf("unsupported instance key %T", k)
}

func encodeInstanceObject(obj *states.ObjectSrc, key json.RawMessage, deposed string) (instanceV4, error) {
	if len(obj.AttrsJSON) == 0 || !json.Valid(obj.AttrsJSON) {
		return instanceV4{}, fmt.Errorf("the object's attributes are not valid JSON")
	}
	paths, err := MarshalPaths(obj.SensitivePaths)
	if err != nil {
		return instanceV4{}, err
	}
	is := instanceV4{
		IndexKey:              key,
		Status:                string(obj.Status),
		Deposed:               deposed,
		SchemaVersion:         obj.SchemaVersion,
		Attributes:            obj.AttrsJSON,
		SensitiveAttributes:   paths,
		IdentitySchemaVersion: obj.IdentitySchemaVersion,
		Private:               obj.Private,
		Dependencies:          obj.Dependencies,
		CreateBeforeDestroy:   obj.CreateBeforeDestroy,
	}
	if len(is.Private) == 0 {
		is.Private = nil
	}
	return is, nil
}

// resourceLess orders resources as Terraform writes them: by module
// address, mode ("data" before "managed"), type and name, all compared as
// strings.
func resourceLess(a, b resourceV4) bool {
	switch {
	case a.Module != b.Module:
		return a.Module < b.Module
	case a.Mode != b.Mode:
		return a.Mode < b.Mode
	case a.Type != b.Type:
		return a.Type < b.Type
	}
	return a.Name < b.Name
}

// instanceLess orders instance objects: no key first, then integer keys
// numerically, then string keys; for one key the current object before
// deposed ones, deposed ones by key.
func instanceLess(a, b instanceV4) bool {
	ra, rb := keyRank(a.IndexKey), keyRank(b.IndexKey)
	if ra != rb {
		return ra < rb
	}
	if string(a.IndexKey) != string(b.IndexKey) {
		switch ra {
		case 1:
			var x, y int
			_ = json.Unmarshal(a.IndexKey, &x)
			_ = json.Unmarshal(b.IndexKey, &y)
			return x < y
		case 2:
			var x, y string
			_ = json.Unmarshal(a.IndexKey, &x)
			_ = json.Unmarshal(b.IndexKey, &y)
			return x < y
		}
	}
	return a.Deposed < b.Deposed
}

func keyRank(k json.RawMessage) int {
	switch {
	case len(k) == 0:
		return 0
	case k[0] == '"':
		return 2
	}
	return 1
}
