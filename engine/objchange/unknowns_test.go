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

// holdsWriteOnly tells RemoveWriteOnly when nothing is to be removed: the
// result is then the value itself, equal to what removing gives, for
// write-only values null, set or unknown, at the top, in nested blocks of
// every nesting and in nested attribute objects.
func TestRemoveWriteOnlyWithNothingToRemove(t *testing.T) {
	wo := map[string]*configschema.Attribute{
		"p": {Type: cty.String, Optional: true, WriteOnly: true},
		"q": {Type: cty.String, Optional: true},
	}
	inner := configschema.Block{Attributes: wo}
	schema := &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"p": {Type: cty.String, Optional: true, WriteOnly: true},
			"n": {Optional: true, NestedType: &configschema.Object{Nesting: configschema.NestingList, Attributes: wo}},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"single": {Nesting: configschema.NestingSingle, Block: inner},
			"list":   {Nesting: configschema.NestingList, Block: inner},
			"set":    {Nesting: configschema.NestingSet, Block: inner},
			"map":    {Nesting: configschema.NestingMap, Block: inner},
		},
	}
	pq := func(p cty.Value) cty.Value { return cty.ObjectVal(map[string]cty.Value{"p": p, "q": str("q")}) }
	objTy := cty.Object(map[string]cty.Type{"p": cty.String, "q": cty.String})
	value := func(top, single, list, set, mapped, nested cty.Value) cty.Value {
		return cty.ObjectVal(map[string]cty.Value{
			"p":      top,
			"n":      cty.ListVal([]cty.Value{pq(nested)}),
			"single": pq(single),
			"list":   cty.ListVal([]cty.Value{pq(nullStr()), pq(list)}),
			"set":    cty.SetVal([]cty.Value{pq(set)}),
			"map":    cty.MapVal(map[string]cty.Value{"k": pq(mapped)}),
		})
	}
	null, set, unknown := nullStr(), str("s"), cty.UnknownVal(cty.String)
	cases := map[string]struct {
		v    cty.Value
		same bool
	}{
		"all null":       {value(null, null, null, null, null, null), true},
		"top set":        {value(set, null, null, null, null, null), false},
		"top unknown":    {value(unknown, null, null, null, null, null), false},
		"single set":     {value(null, set, null, null, null, null), false},
		"list set":       {value(null, null, set, null, null, null), false},
		"set set":        {value(null, null, null, set, null, null), false},
		"map set":        {value(null, null, null, null, set, null), false},
		"nested set":     {value(null, null, null, null, null, unknown), false},
		"blocks unknown": {cty.ObjectVal(map[string]cty.Value{"p": null, "n": cty.UnknownVal(cty.List(objTy)), "single": cty.NullVal(objTy), "list": cty.UnknownVal(cty.List(objTy)), "set": cty.SetValEmpty(objTy), "map": cty.MapValEmpty(objTy)}), true},
	}
	for name, c := range cases {
		if got := holdsWriteOnly(schema.Attributes, schema.BlockTypes, c.v); got == c.same {
			t.Errorf("%s: holdsWriteOnly = %v", name, got)
		}
		want := removeWriteOnly(schema.Attributes, schema.BlockTypes, c.v)
		if got := RemoveWriteOnly(schema, c.v); !got.RawEquals(want) {
			t.Errorf("%s: RemoveWriteOnly\n got: %#v\nwant: %#v", name, got, want)
		}
	}
}
