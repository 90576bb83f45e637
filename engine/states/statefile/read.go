package statefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Read parses a state file. Only format version 4 (Terraform 0.12 and
// later) is supported; other versions get an error that says so.
func Read(data []byte) (*states.State, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("the state file is empty")
	}
	var head struct {
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("the state file could not be parsed as JSON: %s", jsonErrorText(err))
	}
	if len(head.Version) == 0 {
		return nil, fmt.Errorf("the state file has no format version")
	}
	var ver int
	if err := json.Unmarshal(head.Version, &ver); err != nil {
		return nil, fmt.Errorf("the state file has an invalid format version %s", head.Version)
	}
	if ver != 4 {
		return nil, fmt.Errorf("the state file uses format version %d, but tfplay only reads version 4, as written by Terraform 0.12 and later; upgrade it with a Terraform release that supports it", ver)
	}
	var f fileV4
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("the state file is not a valid version 4 state: %s", jsonErrorText(err))
	}
	return decodeV4(&f)
}

// jsonErrorText words encoding/json's errors for a reader of the state
// file rather than a Go programmer ("json: cannot unmarshal string into
// Go struct field fileV4.serial of type uint64").
func jsonErrorText(err error) string {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		field := typeErr.Field
		if field == "" {
			return fmt.Sprintf("a %s was found where another kind of value belongs (at byte offset %d)", typeErr.Value, typeErr.Offset)
		}
		return fmt.Sprintf("the field %q holds a %s, which is not valid there (at byte offset %d)", field, typeErr.Value, typeErr.Offset)
	case errors.As(err, &syntaxErr):
		return fmt.Sprintf("syntax error at byte offset %d", syntaxErr.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF) || err.Error() == "unexpected end of JSON input":
		return "the file ends in the middle of a value"
	}
	return err.Error()
}

func decodeV4(f *fileV4) (*states.State, error) {
	s := states.NewState()
	s.Serial = f.Serial
	s.Lineage = f.Lineage
	s.TerraformVersion = f.TerraformVersion

	for name, o := range f.Outputs {
		ov, err := decodeOutput(name, o)
		if err != nil {
			return nil, err
		}
		s.Root().OutputValues[name] = ov
	}

	for _, rs := range f.Resources {
		if err := decodeResource(s, rs); err != nil {
			return nil, err
		}
	}

	if len(f.CheckResults) > 0 && string(f.CheckResults) != "null" {
		if _, err := DecodeCheckResults(f.CheckResults); err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, f.CheckResults); err != nil {
			return nil, fmt.Errorf("invalid check results: %w", err)
		}
		s.CheckResults = buf.Bytes()
	}
	return s, nil
}

func decodeOutput(name string, o outputV4) (*states.OutputValue, error) {
	var raw []byte = o.Type
	if len(raw) == 0 {
		return nil, fmt.Errorf("output %q has no type", name)
	}
	ty, err := unmarshalType(raw)
	if err != nil {
		return nil, fmt.Errorf("output %q has an invalid type: %w", name, err)
	}
	if len(o.Value) == 0 {
		return nil, fmt.Errorf("output %q has no value", name)
	}
	val, err := unmarshalValue(o.Value, ty)
	if err != nil {
		return nil, fmt.Errorf("output %q has an invalid value: %w", name, err)
	}
	return &states.OutputValue{Value: val, Sensitive: o.Sensitive}, nil
}

// unmarshalType is ctyjson.UnmarshalType, with its panics turned into
// errors: go-cty panics on some malformed types, e.g. an object whose
// optional attributes are not among its attributes (cty.ObjectWithOptionalAttrs).
func unmarshalType(raw []byte) (ty cty.Type, err error) {
	defer func() {
		if r := recover(); r != nil {
			ty, err = cty.NilType, fmt.Errorf("%v", r)
		}
	}()
	return ctyjson.UnmarshalType(raw)
}

// unmarshalValue is ctyjson.Unmarshal, with its panics turned into errors:
// go-cty panics on some values that do not fit their type, e.g. a
// top-level tuple with fewer elements than its type.
func unmarshalValue(raw []byte, ty cty.Type) (v cty.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			v, err = cty.NilVal, fmt.Errorf("the value does not match its type %s", ty.FriendlyName())
		}
	}()
	return ctyjson.Unmarshal(raw, ty)
}

func decodeResource(s *states.State, rs resourceV4) error {
	mod, err := states.ParseModuleInstance(rs.Module)
	if err != nil {
		return err
	}
	var mode addrs.ResourceMode
	switch rs.Mode {
	case "managed":
		mode = addrs.Managed
	case "data":
		mode = addrs.Data
	default:
		return fmt.Errorf("resource %s.%s has an invalid mode %q", rs.Type, rs.Name, rs.Mode)
	}
	if rs.Type == "" || rs.Name == "" {
		return fmt.Errorf("a resource in the state has no type or name")
	}
	rAddr := addrs.AbsResource{Module: mod, Resource: addrs.Resource{Mode: mode, Type: rs.Type, Name: rs.Name}}
	if _, err := states.ParseProviderConfig(rs.Provider); err != nil {
		return fmt.Errorf("resource %s: %w", rAddr, err)
	}
	switch rs.Each {
	case "", "list", "map":
	default:
		return fmt.Errorf("resource %s has an invalid \"each\" value %q", rAddr, rs.Each)
	}
	if s.Resource(rAddr) != nil {
		return fmt.Errorf("resource %s appears more than once in the state", rAddr)
	}
	r := s.EnsureResource(rAddr, rs.Provider)
	r.EachMode = rs.Each
	for _, is := range rs.Instances {
		key, err := decodeIndexKey(is.IndexKey)
		if err != nil {
			return fmt.Errorf("resource %s: %w", rAddr, err)
		}
		addr := rAddr.Resource.Instance(key)
		obj, err := decodeInstanceObject(is)
		if err != nil {
			return fmt.Errorf("%s: %w", addrs.AbsResourceInstance{Module: mod, Resource: addr}, err)
		}
		inst := r.Instances[key]
		if inst == nil {
			inst = &states.Instance{}
			r.Instances[key] = inst
		}
		if is.Deposed == "" {
			if inst.Current != nil {
				return fmt.Errorf("%s has more than one current object", addrs.AbsResourceInstance{Module: mod, Resource: addr})
			}
			inst.Current = obj
			continue
		}
		if inst.Deposed == nil {
			inst.Deposed = map[string]*states.ObjectSrc{}
		}
		if inst.Deposed[is.Deposed] != nil {
			return fmt.Errorf("%s has more than one deposed object %s", addrs.AbsResourceInstance{Module: mod, Resource: addr}, is.Deposed)
		}
		inst.Deposed[is.Deposed] = obj
	}
	if r.EachMode == "" {
		r.EachMode = impliedEachMode(r)
	}
	return nil
}

// impliedEachMode tells how a resource repeats from its instance keys, as
// current state files no longer record it: "list" for integer keys, "map"
// for string keys.
func impliedEachMode(r *states.Resource) string {
	for k := range r.Instances {
		switch k.(type) {
		case addrs.IntKey:
			return "list"
		case addrs.StringKey:
			return "map"
		}
	}
	return ""
}

// decodeIndexKey reads index_key: absent, a whole number or a string.
func decodeIndexKey(raw json.RawMessage) (addrs.InstanceKey, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return addrs.NoKey, nil
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("invalid index_key %s", raw)
	}
	switch k := v.(type) {
	case string:
		return addrs.StringKey(k), nil
	case json.Number:
		bf, ok := new(big.Float).SetString(string(k))
		if !ok {
			return nil, fmt.Errorf("invalid index_key %s", raw)
		}
		i, acc := bf.Int64()
		if acc != big.Exact || i < 0 || int64(int(i)) != i {
			return nil, fmt.Errorf("invalid index_key %s: an index must be a non-negative whole number", raw)
		}
		return addrs.IntKey(int(i)), nil
	}
	return nil, fmt.Errorf("invalid index_key %s: it must be a number or a string", raw)
}

func decodeInstanceObject(is instanceV4) (*states.ObjectSrc, error) {
	obj := &states.ObjectSrc{
		SchemaVersion:         is.SchemaVersion,
		IdentitySchemaVersion: is.IdentitySchemaVersion,
		Private:               is.Private,
		CreateBeforeDestroy:   is.CreateBeforeDestroy,
	}
	switch is.Status {
	case "":
		obj.Status = states.ObjectReady
	case "tainted":
		obj.Status = states.ObjectTainted
	default:
		return nil, fmt.Errorf("invalid object status %q", is.Status)
	}
	if len(is.Attributes) == 0 || string(is.Attributes) == "null" {
		if len(is.AttributesFlat) > 0 {
			return nil, fmt.Errorf("the object uses the legacy flat attribute format, which tfplay does not read; refresh the state with a current Terraform release first")
		}
		return nil, fmt.Errorf("the object has no attributes")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, is.Attributes); err != nil {
		return nil, fmt.Errorf("invalid attributes: %w", err)
	}
	if buf.Len() == 0 || buf.Bytes()[0] != '{' {
		return nil, fmt.Errorf("invalid attributes: an object is required")
	}
	obj.AttrsJSON = buf.Bytes()
	paths, err := UnmarshalPaths(is.SensitiveAttributes)
	if err != nil {
		return nil, err
	}
	obj.SensitivePaths = paths
	obj.Dependencies = is.Dependencies
	if len(obj.Dependencies) == 0 && len(is.DependsOn) > 0 {
		obj.Dependencies = is.DependsOn
	}
	return obj, nil
}
