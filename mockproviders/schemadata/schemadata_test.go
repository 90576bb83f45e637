package schemadata

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

func TestRoundTrip(t *testing.T) {
	tests := map[string]Entry{
		"empty":      {Block: &configschema.Block{}},
		"empty maps": {Block: &configschema.Block{Attributes: map[string]*configschema.Attribute{}, BlockTypes: map[string]*configschema.NestedBlock{}}},
		"every field": {
			Block: &configschema.Block{
				Description: "A thing.",
				Deprecated:  true,
				Dynamic:     true,
				Attributes: map[string]*configschema.Attribute{
					"name":   {Type: cty.String, Description: "Its name.", Required: true, ForceNew: true},
					"tags":   {Type: cty.Map(cty.String), Optional: true, Computed: true},
					"secret": {Type: cty.String, Optional: true, Sensitive: true, WriteOnly: true, Deprecated: true},
					"obj":    {Type: cty.Object(map[string]cty.Type{"a": cty.List(cty.Number)}), Computed: true},
					"nested": {NestedType: &configschema.Object{Nesting: configschema.NestingSet, Attributes: map[string]*configschema.Attribute{
						"x": {Type: cty.Bool, Optional: true},
					}}, Optional: true},
				},
				BlockTypes: map[string]*configschema.NestedBlock{
					"rule": {Nesting: configschema.NestingList, MinItems: 1, MaxItems: 3, ForceNew: true, Block: configschema.Block{
						Description: "A rule.",
						Attributes:  map[string]*configschema.Attribute{"port": {Type: cty.Number, Required: true}},
						BlockTypes: map[string]*configschema.NestedBlock{
							"timeouts": {Nesting: configschema.NestingSingle, Block: configschema.Block{Deprecated: true}},
						},
					}},
				},
			},
			ComputedBlocks: map[string]bool{"rule": true, "rule.timeouts": true},
		},
	}
	data, err := Encode(tests)
	if err != nil {
		t.Fatal(err)
	}
	set := NewSet(data)
	for name, want := range tests {
		t.Run(name, func(t *testing.T) {
			got := set.Get(name)
			if !reflect.DeepEqual(got.Block, want.Block) {
				t.Errorf("block differs:\ngot  %#v\nwant %#v", got.Block, want.Block)
			}
			if len(got.ComputedBlocks) != len(want.ComputedBlocks) {
				t.Errorf("computed blocks: got %v, want %v", got.ComputedBlocks, want.ComputedBlocks)
			}
			for p := range want.ComputedBlocks {
				if !got.ComputedBlocks[p] {
					t.Errorf("computed block %s missing", p)
				}
			}
			if got.Block == set.Get(name).Block {
				t.Error("Get returned the same block twice: callers may change their copy")
			}
		})
	}
}

func TestEncodeIsSortedAndStable(t *testing.T) {
	entries := map[string]Entry{
		"b": {Block: &configschema.Block{Description: "B"}},
		"a": {Block: &configschema.Block{Description: "A"}},
	}
	one, err := Encode(entries)
	if err != nil {
		t.Fatal(err)
	}
	two, _ := Encode(entries)
	if string(one) != string(two) {
		t.Fatal("two encodings differ")
	}
	if strings.Index(string(one), `"a"`) > strings.Index(string(one), `"b"`) {
		t.Errorf("keys not sorted:\n%s", one)
	}
}
