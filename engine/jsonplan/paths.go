package jsonplan

import (
	"encoding/json"
	"fmt"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// encodePath renders an attribute path as plan JSON does: an array of
// attribute names (strings) and index keys (in their own JSON).
func encodePath(p cty.Path) (json.RawMessage, error) {
	steps := make([]json.RawMessage, 0, len(p))
	for _, st := range p {
		switch s := st.(type) {
		case cty.GetAttrStep:
			b, _ := json.Marshal(s.Name)
			steps = append(steps, b)
		case cty.IndexStep:
			k, _ := s.Key.Unmark()
			b, err := ctyjson.Marshal(k, k.Type())
			if err != nil {
				return nil, fmt.Errorf("cannot encode path index: %w", err)
			}
			steps = append(steps, b)
		default:
			return nil, fmt.Errorf("unsupported path step %T", st)
		}
	}
	return json.Marshal(steps)
}

// encodePaths renders a list of paths; nil for none.
func encodePaths(ps []cty.Path) (json.RawMessage, error) {
	if len(ps) == 0 {
		return nil, nil
	}
	out := make([]json.RawMessage, 0, len(ps))
	for _, p := range ps {
		b, err := encodePath(p)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return json.Marshal(out)
}
