package states

import (
	"bytes"
	"encoding/json"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// conformAttrs rewrites the JSON of an object's attributes to the
// top-level attributes of object type ty: attributes ty lacks are
// dropped, those the JSON lacks are null, and values move between the
// plain form of a typed attribute and the {"value", "type"} form of an
// attribute of any type. It reports false when the JSON is not an object
// or ty not an object type.
func conformAttrs(js []byte, ty cty.Type) ([]byte, bool) {
	if !ty.IsObjectType() {
		return nil, false
	}
	var in map[string]json.RawMessage
	if err := json.Unmarshal(js, &in); err != nil || in == nil {
		return nil, false
	}
	out := make(map[string]json.RawMessage, len(ty.AttributeTypes()))
	for name, aty := range ty.AttributeTypes() {
		raw, ok := in[name]
		if !ok || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
			out[name] = json.RawMessage("null")
			continue
		}
		inner, wrapped := typedValue(raw)
		switch {
		case aty == cty.DynamicPseudoType && !wrapped:
			implied, err := ctyjson.ImpliedType(raw)
			if err != nil {
				return nil, false
			}
			tyJSON, err := implied.MarshalJSON()
			if err != nil {
				return nil, false
			}
			raw, _ = json.Marshal(map[string]json.RawMessage{"value": raw, "type": tyJSON})
		case aty != cty.DynamicPseudoType && wrapped && !(aty.IsObjectType() && aty.HasAttribute("value")):
			raw = inner
		}
		out[name] = raw
	}
	ret, err := json.Marshal(out)
	return ret, err == nil
}

// typedValue returns the value of an attribute stored in the
// {"value": ..., "type": ...} form of values of any type.
func typedValue(raw json.RawMessage) (json.RawMessage, bool) {
	var w map[string]json.RawMessage
	if err := json.Unmarshal(raw, &w); err != nil || len(w) != 2 {
		return nil, false
	}
	v, hasValue := w["value"]
	_, hasType := w["type"]
	return v, hasValue && hasType
}
