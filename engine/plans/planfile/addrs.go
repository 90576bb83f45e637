package planfile

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
)

// instanceAddrJSON is a resource instance address, stored by parts.
type instanceAddrJSON struct {
	Module string          `json:"module,omitempty"`
	Mode   string          `json:"mode"`
	Type   string          `json:"type"`
	Name   string          `json:"name"`
	Key    json.RawMessage `json:"key,omitempty"`
}

func encodeInstanceAddr(a addrs.AbsResourceInstance) *instanceAddrJSON {
	r := a.Resource.Resource
	if r.Type == "" && r.Name == "" {
		return nil
	}
	return &instanceAddrJSON{Module: a.Module.String(), Mode: modeString(r.Mode), Type: r.Type, Name: r.Name, Key: encodeKey(a.Resource.Key)}
}

func decodeInstanceAddr(in *instanceAddrJSON) (addrs.AbsResourceInstance, error) {
	var out addrs.AbsResourceInstance
	if in == nil {
		return out, nil
	}
	mod, err := states.ParseModuleInstance(in.Module)
	if err != nil {
		return out, err
	}
	mode, err := parseMode(in.Mode)
	if err != nil {
		return out, err
	}
	if in.Type == "" || in.Name == "" {
		return out, fmt.Errorf("a resource address needs a type and a name")
	}
	key, err := decodeKey(in.Key)
	if err != nil {
		return out, err
	}
	return addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: mode, Type: in.Type, Name: in.Name}.Instance(key)}, nil
}

func encodeKey(k addrs.InstanceKey) json.RawMessage {
	var b []byte
	switch key := k.(type) {
	case addrs.IntKey:
		b, _ = json.Marshal(int(key))
	case addrs.StringKey:
		b, _ = json.Marshal(string(key))
	}
	return b
}

func decodeKey(raw json.RawMessage) (addrs.InstanceKey, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return addrs.NoKey, nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("invalid instance key %s", raw)
	}
	switch k := v.(type) {
	case string:
		return addrs.StringKey(k), nil
	case float64:
		if k < 0 || k != math.Trunc(k) || k > math.MaxInt32 {
			return nil, fmt.Errorf("invalid instance key %s", raw)
		}
		return addrs.IntKey(int(k)), nil
	}
	return nil, fmt.Errorf("invalid instance key %s", raw)
}

func modeString(m addrs.ResourceMode) string {
	if m == addrs.Data {
		return "data"
	}
	return "managed"
}

func parseMode(s string) (addrs.ResourceMode, error) {
	switch s {
	case "managed":
		return addrs.Managed, nil
	case "data":
		return addrs.Data, nil
	}
	return addrs.Managed, fmt.Errorf("invalid resource mode %q", s)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sortedInstanceKeys[V any](m map[addrs.InstanceKey]V) []addrs.InstanceKey {
	out := make([]addrs.InstanceKey, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return addrs.KeyLess(out[i], out[j]) })
	return out
}
