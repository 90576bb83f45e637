package statefile

import (
	"encoding/json"
	"fmt"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// MarshalPaths encodes attribute paths as state files record sensitive
// attributes: a list of paths, each a list of steps
// {"type":"get_attr","value":NAME} or {"type":"index","value":KEY}, where
// KEY is the index value in cty's typed JSON ({"value":0,"type":"number"}).
// No paths encode as [].
func MarshalPaths(paths []cty.Path) (json.RawMessage, error) {
	out := make([][]pathStepV4, 0, len(paths))
	for _, p := range paths {
		steps := make([]pathStepV4, 0, len(p))
		for _, st := range p {
			switch s := st.(type) {
			case cty.GetAttrStep:
				name, _ := json.Marshal(s.Name)
				steps = append(steps, pathStepV4{Type: "get_attr", Value: name})
			case cty.IndexStep:
				key, err := ctyjson.Marshal(s.Key, cty.DynamicPseudoType)
				if err != nil {
					return nil, fmt.Errorf("cannot encode path index: %w", err)
				}
				steps = append(steps, pathStepV4{Type: "index", Value: key})
			default:
				return nil, fmt.Errorf("unsupported path step %T", st)
			}
		}
		out = append(out, steps)
	}
	return json.Marshal(out)
}

// UnmarshalPaths decodes paths written by MarshalPaths (or Terraform).
func UnmarshalPaths(raw json.RawMessage) ([]cty.Path, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var in [][]pathStepV4
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, fmt.Errorf("invalid attribute paths: %w", err)
	}
	var out []cty.Path
	for _, steps := range in {
		p := make(cty.Path, 0, len(steps))
		for _, s := range steps {
			switch s.Type {
			case "get_attr":
				var name string
				if err := json.Unmarshal(s.Value, &name); err != nil {
					return nil, fmt.Errorf("invalid attribute path step: get_attr needs a string value")
				}
				p = append(p, cty.GetAttrStep{Name: name})
			case "index":
				key, err := ctyjson.Unmarshal(s.Value, cty.DynamicPseudoType)
				if err != nil {
					return nil, fmt.Errorf("invalid attribute path index: %w", err)
				}
				p = append(p, cty.IndexStep{Key: key})
			default:
				return nil, fmt.Errorf("invalid attribute path step type %q", s.Type)
			}
		}
		out = append(out, p)
	}
	return out, nil
}
