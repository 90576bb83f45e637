package objchange

import (
	"testing"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// testSchema has attributes of every kind and blocks of every nesting
// mode, each nested block with a computed attribute.
func testSchema() *configschema.Block {
	computedBlock := func(extra map[string]*configschema.Attribute) configschema.Block {
		attrs := map[string]*configschema.Attribute{"id": {Type: cty.String, Computed: true}}
		for k, v := range extra {
			attrs[k] = v
		}
		return configschema.Block{Attributes: attrs}
	}
	return &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"ami":        {Type: cty.String, Required: true},
			"size":       {Type: cty.String, Optional: true},
			"arn":        {Type: cty.String, Computed: true},
			"private_ip": {Type: cty.String, Optional: true, Computed: true},
			"meta": {Optional: true, Computed: true, NestedType: &configschema.Object{
				Nesting: configschema.NestingSingle,
				Attributes: map[string]*configschema.Attribute{
					"name": {Type: cty.String, Required: true},
					"uid":  {Type: cty.String, Computed: true},
				},
			}},
			"ports": {Optional: true, NestedType: &configschema.Object{
				Nesting: configschema.NestingSet,
				Attributes: map[string]*configschema.Attribute{
					"port": {Type: cty.Number, Required: true},
					"uid":  {Type: cty.String, Computed: true},
				},
			}},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"ebs":     {Nesting: configschema.NestingList, Block: computedBlock(map[string]*configschema.Attribute{"size": {Type: cty.Number, Required: true}})},
			"rule":    {Nesting: configschema.NestingSet, Block: computedBlock(map[string]*configschema.Attribute{"port": {Type: cty.Number, Required: true}})},
			"setting": {Nesting: configschema.NestingMap, Block: computedBlock(map[string]*configschema.Attribute{"value": {Type: cty.String, Optional: true}})},
			"root":    {Nesting: configschema.NestingSingle, Block: computedBlock(map[string]*configschema.Attribute{"size": {Type: cty.Number, Optional: true}})},
		},
	}
}

// obj builds an object of the test schema from the given attributes, all
// others null or empty.
func obj(attrs map[string]cty.Value) cty.Value {
	s := testSchema()
	vals := s.EmptyValue().AsValueMap()
	for k, v := range attrs {
		vals[k] = v
	}
	return cty.ObjectVal(vals)
}

func withID(id string, attrs map[string]cty.Value) cty.Value {
	vals := map[string]cty.Value{"id": cty.NullVal(cty.String)}
	if id != "" {
		vals["id"] = cty.StringVal(id)
	}
	for k, v := range attrs {
		vals[k] = v
	}
	return cty.ObjectVal(vals)
}

func num(n int64) cty.Value  { return cty.NumberIntVal(n) }
func str(s string) cty.Value { return cty.StringVal(s) }
func nullStr() cty.Value     { return cty.NullVal(cty.String) }
func unknownStr() cty.Value  { return cty.UnknownVal(cty.String) }
func meta(name, uid cty.Value) cty.Value {
	return cty.ObjectVal(map[string]cty.Value{"name": name, "uid": uid})
}
func port(p int64, uid cty.Value) cty.Value {
	return cty.ObjectVal(map[string]cty.Value{"port": num(p), "uid": uid})
}

func TestProposedNew(t *testing.T) {
	schema := testSchema()
	ty := schema.ImpliedType()
	ebsTy := schema.BlockTypes["ebs"].ImpliedType()
	cases := []struct {
		name                string
		prior, config, want cty.Value
	}{
		{
			name:   "create keeps computed attributes null",
			prior:  cty.NullVal(ty),
			config: obj(map[string]cty.Value{"ami": str("a"), "private_ip": str("10.0.0.9")}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "private_ip": str("10.0.0.9")}),
		},
		{
			name:   "both null",
			prior:  cty.NullVal(ty),
			config: cty.NullVal(ty),
			want:   cty.NullVal(ty),
		},
		{
			name:   "update keeps prior computed values and takes configured ones",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "size": str("big"), "arn": str("arn:1"), "private_ip": str("10.0.0.1")}),
			config: obj(map[string]cty.Value{"ami": str("b")}),
			want:   obj(map[string]cty.Value{"ami": str("b"), "arn": str("arn:1"), "private_ip": str("10.0.0.1")}),
		},
		{
			name:   "optional computed attribute set in configuration wins",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "private_ip": str("10.0.0.1")}),
			config: obj(map[string]cty.Value{"ami": str("a"), "private_ip": str("10.0.0.2")}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "private_ip": str("10.0.0.2")}),
		},
		{
			name:   "unknown prior value stays unknown",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "arn": unknownStr()}),
			config: obj(map[string]cty.Value{"ami": str("a")}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "arn": unknownStr()}),
		},
		{
			name: "list blocks correlate by index",
			prior: obj(map[string]cty.Value{"ami": str("a"), "ebs": cty.ListVal([]cty.Value{
				withID("v1", map[string]cty.Value{"size": num(1)}),
				withID("v2", map[string]cty.Value{"size": num(2)}),
			})}),
			config: obj(map[string]cty.Value{"ami": str("a"), "ebs": cty.ListVal([]cty.Value{
				withID("", map[string]cty.Value{"size": num(1)}),
				withID("", map[string]cty.Value{"size": num(3)}),
				withID("", map[string]cty.Value{"size": num(4)}),
			})}),
			want: obj(map[string]cty.Value{"ami": str("a"), "ebs": cty.ListVal([]cty.Value{
				withID("v1", map[string]cty.Value{"size": num(1)}),
				withID("v2", map[string]cty.Value{"size": num(3)}),
				withID("", map[string]cty.Value{"size": num(4)}),
			})}),
		},
		{
			name: "set blocks correlate by their non-computed attributes",
			prior: obj(map[string]cty.Value{"ami": str("a"), "rule": cty.SetVal([]cty.Value{
				withID("r22", map[string]cty.Value{"port": num(22)}),
				withID("r80", map[string]cty.Value{"port": num(80)}),
			})}),
			config: obj(map[string]cty.Value{"ami": str("a"), "rule": cty.SetVal([]cty.Value{
				withID("", map[string]cty.Value{"port": num(80)}),
				withID("", map[string]cty.Value{"port": num(443)}),
			})}),
			want: obj(map[string]cty.Value{"ami": str("a"), "rule": cty.SetVal([]cty.Value{
				withID("r80", map[string]cty.Value{"port": num(80)}),
				withID("", map[string]cty.Value{"port": num(443)}),
			})}),
		},
		{
			name: "map blocks correlate by key",
			prior: obj(map[string]cty.Value{"ami": str("a"), "setting": cty.MapVal(map[string]cty.Value{
				"x": withID("sx", map[string]cty.Value{"value": str("1")}),
				"y": withID("sy", map[string]cty.Value{"value": str("2")}),
			})}),
			config: obj(map[string]cty.Value{"ami": str("a"), "setting": cty.MapVal(map[string]cty.Value{
				"x": withID("", map[string]cty.Value{"value": str("10")}),
				"z": withID("", map[string]cty.Value{"value": str("3")}),
			})}),
			want: obj(map[string]cty.Value{"ami": str("a"), "setting": cty.MapVal(map[string]cty.Value{
				"x": withID("sx", map[string]cty.Value{"value": str("10")}),
				"z": withID("", map[string]cty.Value{"value": str("3")}),
			})}),
		},
		{
			name:   "single block merges with its prior",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "root": withID("root-1", map[string]cty.Value{"size": num(8)})}),
			config: obj(map[string]cty.Value{"ami": str("a"), "root": withID("", map[string]cty.Value{"size": num(16)})}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "root": withID("root-1", map[string]cty.Value{"size": num(16)})}),
		},
		{
			name:   "removed single block is null",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "root": withID("root-1", map[string]cty.Value{"size": num(8)})}),
			config: obj(map[string]cty.Value{"ami": str("a")}),
			want:   obj(map[string]cty.Value{"ami": str("a")}),
		},
		{
			name:   "new single block on update",
			prior:  obj(map[string]cty.Value{"ami": str("a")}),
			config: obj(map[string]cty.Value{"ami": str("a"), "root": withID("", map[string]cty.Value{"size": num(8)})}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "root": withID("", map[string]cty.Value{"size": num(8)})}),
		},
		{
			name:   "unknown blocks from a dynamic block stay unknown",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "ebs": cty.ListVal([]cty.Value{withID("v1", map[string]cty.Value{"size": num(1)})})}),
			config: obj(map[string]cty.Value{"ami": str("a"), "ebs": cty.UnknownVal(ebsTy)}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "ebs": cty.UnknownVal(ebsTy)}),
		},
		{
			name:   "nested attribute object keeps its computed attributes",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "meta": meta(str("m"), str("u-1"))}),
			config: obj(map[string]cty.Value{"ami": str("a"), "meta": meta(str("m2"), nullStr())}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "meta": meta(str("m2"), str("u-1"))}),
		},
		{
			name:   "optional computed nested attribute that was configured is removed",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "meta": meta(str("m"), str("u-1"))}),
			config: obj(map[string]cty.Value{"ami": str("a")}),
			want:   obj(map[string]cty.Value{"ami": str("a")}),
		},
		{
			name:   "optional computed nested attribute only computed before is kept",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "meta": meta(nullStr(), str("u-1"))}),
			config: obj(map[string]cty.Value{"ami": str("a")}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "meta": meta(nullStr(), str("u-1"))}),
		},
		{
			name:   "nested attribute set correlates elements",
			prior:  obj(map[string]cty.Value{"ami": str("a"), "ports": cty.SetVal([]cty.Value{port(22, str("p22")), port(80, str("p80"))})}),
			config: obj(map[string]cty.Value{"ami": str("a"), "ports": cty.SetVal([]cty.Value{port(80, nullStr()), port(8080, nullStr())})}),
			want:   obj(map[string]cty.Value{"ami": str("a"), "ports": cty.SetVal([]cty.Value{port(80, str("p80")), port(8080, nullStr())})}),
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := ProposedNew(schema, tc.prior, tc.config)
			if !got.RawEquals(tc.want) {
				t.Errorf("ProposedNew\n got: %#v\nwant: %#v", got, tc.want)
			}
			// The cases' values carry no marks.
			if got := ProposedNewUnmarked(schema, tc.prior, tc.config); !got.RawEquals(tc.want) {
				t.Errorf("ProposedNewUnmarked\n got: %#v\nwant: %#v", got, tc.want)
			}
		})
	}
}

func TestProposedNewKeepsConfigMarks(t *testing.T) {
	schema := testSchema()
	config := obj(map[string]cty.Value{"ami": str("a").Mark("sensitive")})
	got := ProposedNew(schema, cty.NullVal(schema.ImpliedType()), config)
	if !got.GetAttr("ami").HasMark("sensitive") {
		t.Errorf("the mark on ami was lost: %#v", got)
	}
}

func TestProposedNewDynamicSchema(t *testing.T) {
	schema := &configschema.Block{Dynamic: true, Attributes: map[string]*configschema.Attribute{
		"id": {Type: cty.String, Optional: true, Computed: true},
	}}
	prior := cty.ObjectVal(map[string]cty.Value{"id": str("gen-1"), "name": str("a")})
	config := cty.ObjectVal(map[string]cty.Value{"id": nullStr(), "name": str("b"), "extra": num(1)})
	want := cty.ObjectVal(map[string]cty.Value{"id": str("gen-1"), "name": str("b"), "extra": num(1)})
	if got := ProposedNew(schema, prior, config); !got.RawEquals(want) {
		t.Errorf("update\n got: %#v\nwant: %#v", got, want)
	}
	if got := ProposedNew(schema, cty.NullVal(cty.DynamicPseudoType), config); !got.RawEquals(config) {
		t.Errorf("create\n got: %#v\nwant: %#v", got, config)
	}
}
