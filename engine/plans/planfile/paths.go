package planfile

import (
	"encoding/json"
	"fmt"

	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/zclconf/go-cty/cty"
)

// Paths are stored in the state file's path encoding.

func marshalPaths(ps []cty.Path) (json.RawMessage, error) { return statefile.MarshalPaths(ps) }

func unmarshalPaths(raw json.RawMessage) ([]cty.Path, error) { return statefile.UnmarshalPaths(raw) }

func marshalPath(p cty.Path) (json.RawMessage, error) {
	raw, err := statefile.MarshalPaths([]cty.Path{p})
	if err != nil {
		return nil, err
	}
	var one []json.RawMessage
	if err := json.Unmarshal(raw, &one); err != nil || len(one) != 1 {
		return nil, fmt.Errorf("cannot encode path")
	}
	return one[0], nil
}

func unmarshalPath(raw json.RawMessage) (cty.Path, error) {
	ps, err := statefile.UnmarshalPaths(append(append(json.RawMessage("["), raw...), ']'))
	if err != nil {
		return nil, err
	}
	if len(ps) != 1 {
		return nil, fmt.Errorf("invalid attribute path")
	}
	return ps[0], nil
}
