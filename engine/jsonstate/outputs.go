package jsonstate

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tfplay/tfplay/engine/states"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// outputJSON is one entry of `terraform output -json`.
type outputJSON struct {
	Sensitive bool            `json:"sensitive"`
	Type      json.RawMessage `json:"type"`
	Value     json.RawMessage `json:"value"`
}

// MarshalOutputs renders `terraform output -json` exactly as printed:
// every output with a non-null value (sensitive ones shown in full),
// sorted by name, indented by two spaces, with a trailing newline; {} when
// there are none.
func MarshalOutputs(outputs map[string]*states.OutputValue) ([]byte, error) {
	doc := map[string]outputJSON{}
	for name, ov := range outputs {
		if ov == nil {
			continue
		}
		v, _ := ov.Value.UnmarkDeep()
		if v.IsNull() {
			continue
		}
		vj, err := ctyjson.Marshal(v, v.Type())
		if err != nil {
			return nil, fmt.Errorf("output %q: %w", name, err)
		}
		tj, err := ctyjson.MarshalType(v.Type())
		if err != nil {
			return nil, fmt.Errorf("output %q: %w", name, err)
		}
		doc[name] = outputJSON{Sensitive: ov.Sensitive, Type: tj, Value: vj}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// MarshalOutputValue renders one output's value as
// `terraform output -json NAME` prints it: compact JSON and a newline.
func MarshalOutputValue(ov *states.OutputValue) ([]byte, error) {
	if ov == nil {
		return nil, fmt.Errorf("no output value")
	}
	v, _ := ov.Value.UnmarkDeep()
	js, err := ctyjson.Marshal(v, v.Type())
	if err != nil {
		return nil, err
	}
	return append(js, '\n'), nil
}
