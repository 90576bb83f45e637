package states

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// An object stored under an earlier schema decodes with the current one:
// attributes it no longer has are dropped, new ones are null, and values
// move between the plain and the {"value", "type"} forms.
func TestDecodeConformsToAChangedSchema(t *testing.T) {
	src := &ObjectSrc{AttrsJSON: []byte(`{"id":"a","gone":"x","name":{"value":"web","type":"string"},"size":3}`)}
	ty := cty.Object(map[string]cty.Type{
		"id":   cty.String,
		"name": cty.String,
		"size": cty.DynamicPseudoType,
		"new":  cty.List(cty.String),
	})
	obj, err := src.Decode(ty)
	if err != nil {
		t.Fatal(err)
	}
	want := cty.ObjectVal(map[string]cty.Value{
		"id":   cty.StringVal("a"),
		"name": cty.StringVal("web"),
		"size": cty.NumberIntVal(3),
		"new":  cty.NullVal(cty.List(cty.String)),
	})
	if !obj.Value.RawEquals(want) {
		t.Errorf("got %#v", obj.Value)
	}
	if _, err := (&ObjectSrc{AttrsJSON: []byte(`{"id":1}`)}).Decode(cty.Object(map[string]cty.Type{"id": cty.Bool})); err == nil {
		t.Errorf("a value of another type decoded")
	}
}

// An object of no fixed type is stored as its value is, not wrapped.
func TestEncodeWithoutFixedType(t *testing.T) {
	v := cty.ObjectVal(map[string]cty.Value{"id": cty.StringVal("a"), "n": cty.NumberIntVal(1)})
	src, err := (&Object{Value: v}).Encode(cty.DynamicPseudoType, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(src.AttrsJSON); got != `{"id":"a","n":1}` {
		t.Errorf("got %s", got)
	}
}
