package objchange

import (
	"testing"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

func TestUnknownComputed(t *testing.T) {
	schema := testSchema()
	config := obj(map[string]cty.Value{
		"ami":        str("a"),
		"private_ip": str("10.0.0.5"),
		"meta":       meta(str("m"), nullStr()),
		"ebs":        cty.ListVal([]cty.Value{withID("", map[string]cty.Value{"size": num(1)})}),
		"rule":       cty.SetVal([]cty.Value{withID("", map[string]cty.Value{"port": num(22)})}),
		"setting":    cty.MapVal(map[string]cty.Value{"k": withID("", map[string]cty.Value{"value": str("v")})}),
	})
	want := obj(map[string]cty.Value{
		"ami":        str("a"),
		"arn":        unknownStr(),
		"private_ip": str("10.0.0.5"),
		"meta":       meta(str("m"), unknownStr()),
		"ebs":        cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"id": unknownStr(), "size": num(1)})}),
		"rule":       cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"id": unknownStr(), "port": num(22)})}),
		"setting":    cty.MapVal(map[string]cty.Value{"k": cty.ObjectVal(map[string]cty.Value{"id": unknownStr(), "value": str("v")})}),
	})
	if got := PlannedDataResourceObject(schema, config); !got.RawEquals(want) {
		t.Errorf("PlannedDataResourceObject\n got: %#v\nwant: %#v", got, want)
	}
	// A null single block stays null; a null object stays null.
	if got := UnknownComputed(schema, cty.NullVal(schema.ImpliedType())); !got.IsNull() {
		t.Errorf("null object: %#v", got)
	}
	if got := UnknownComputed(schema, config).GetAttr("root"); !got.IsNull() {
		t.Errorf("absent single block: %#v", got)
	}
}

func TestUnknownComputedDynamicAttribute(t *testing.T) {
	schema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"input":  {Type: cty.DynamicPseudoType, Optional: true},
		"output": {Type: cty.DynamicPseudoType, Computed: true},
	}}
	v := cty.ObjectVal(map[string]cty.Value{"input": str("x"), "output": cty.NullVal(cty.DynamicPseudoType)})
	got := UnknownComputed(schema, v)
	if out := got.GetAttr("output"); out.IsKnown() || out.Type() != cty.DynamicPseudoType {
		t.Errorf("output = %#v, want unknown", out)
	}
}

func TestRemoveWriteOnly(t *testing.T) {
	schema := &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"name":        {Type: cty.String, Required: true},
			"password_wo": {Type: cty.String, Optional: true, WriteOnly: true},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"store": {Nesting: configschema.NestingSingle, Block: configschema.Block{Attributes: map[string]*configschema.Attribute{
				"input":   {Type: cty.DynamicPseudoType, Optional: true, WriteOnly: true},
				"version": {Type: cty.DynamicPseudoType, Optional: true},
			}}},
		},
	}
	v := cty.ObjectVal(map[string]cty.Value{
		"name":        str("db"),
		"password_wo": str("s3cret").Mark("sensitive"),
		"store":       cty.ObjectVal(map[string]cty.Value{"input": str("x"), "version": num(1)}),
	})
	got := RemoveWriteOnly(schema, v)
	want := cty.ObjectVal(map[string]cty.Value{
		"name":        str("db"),
		"password_wo": nullStr(),
		"store":       cty.ObjectVal(map[string]cty.Value{"input": cty.NullVal(cty.String), "version": num(1)}),
	})
	unmarked, _ := got.UnmarkDeep()
	if !unmarked.RawEquals(want) {
		t.Errorf("RemoveWriteOnly\n got: %#v\nwant: %#v", got, want)
	}
}

func TestHasWriteOnly(t *testing.T) {
	plain := map[string]*configschema.Attribute{"a": {Type: cty.String, Optional: true}}
	wo := map[string]*configschema.Attribute{"p": {Type: cty.String, Optional: true, WriteOnly: true}}
	tests := []struct {
		name   string
		attrs  map[string]*configschema.Attribute
		blocks map[string]*configschema.NestedBlock
		want   bool
	}{
		{"none", plain, nil, false},
		{"top", wo, nil, true},
		{"nested attribute", map[string]*configschema.Attribute{"n": {Optional: true, NestedType: &configschema.Object{Nesting: configschema.NestingList, Attributes: wo}}}, nil, true},
		{"nested block", plain, map[string]*configschema.NestedBlock{"b": {Nesting: configschema.NestingSet, Block: configschema.Block{BlockTypes: map[string]*configschema.NestedBlock{"c": {Block: configschema.Block{Attributes: wo}}}}}}, true},
		{"plain block", plain, map[string]*configschema.NestedBlock{"b": {Block: configschema.Block{Attributes: plain}}}, false},
	}
	for _, tt := range tests {
		if got := hasWriteOnly(tt.attrs, tt.blocks); got != tt.want {
			t.Errorf("%s: hasWriteOnly = %v, want %v", tt.name, got, tt.want)
		}
	}
	// Without write-only attributes the value comes back as it is.
	v := cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("x").Mark("sensitive")})
	if got := RemoveWriteOnly(&configschema.Block{Attributes: plain}, v); !got.RawEquals(v) {
		t.Errorf("RemoveWriteOnly changed %#v into %#v", v, got)
	}
}
