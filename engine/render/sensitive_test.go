package render

import (
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
)

// anySensitive answers whether sensitiveTree flags anything, for values
// with and without marks, schemas with and without sensitive attributes,
// nested blocks, nested attribute types and collections.
func TestAnySensitiveAgreesWithSensitiveTree(t *testing.T) {
	nested := &configschema.Object{
		Nesting: configschema.NestingList,
		Attributes: map[string]*configschema.Attribute{
			"secret": {Type: cty.String, Optional: true, Sensitive: true},
			"plain":  {Type: cty.String, Optional: true},
		},
	}
	schema := &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"id":     {Type: cty.String, Computed: true},
			"input":  {Type: cty.DynamicPseudoType, Optional: true},
			"tags":   {Type: cty.Map(cty.String), Optional: true},
			"pw":     {Type: cty.String, Optional: true, Sensitive: true},
			"nested": {NestedType: nested, Optional: true},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"store": {Nesting: configschema.NestingSingle, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"out": {Type: cty.String, Computed: true, Sensitive: true},
				},
			}},
			"rule": {Nesting: configschema.NestingSet, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"port": {Type: cty.Number, Optional: true},
				},
			}},
		},
	}
	nestedTy := cty.List(cty.Object(map[string]cty.Type{"secret": cty.String, "plain": cty.String}))
	storeTy := cty.Object(map[string]cty.Type{"out": cty.String})
	ruleTy := cty.Set(cty.Object(map[string]cty.Type{"port": cty.Number}))
	obj := func(input, tags, pw, nest, store, rules cty.Value) cty.Value {
		return cty.ObjectVal(map[string]cty.Value{
			"id": cty.UnknownVal(cty.String), "input": input, "tags": tags, "pw": pw,
			"nested": nest, "store": store, "rule": rules,
		})
	}
	secret := cty.StringVal("s").Mark(marks.Sensitive)
	input := cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("x"), "l": cty.ListVal([]cty.Value{cty.StringVal("y")})})
	inputMarked := cty.ObjectVal(map[string]cty.Value{"a": secret, "l": cty.ListVal([]cty.Value{cty.StringVal("y")})})
	tags := cty.MapVal(map[string]cty.Value{"k": cty.StringVal("v")})
	tagsMarked := cty.MapVal(map[string]cty.Value{"k": secret})
	nest := cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"secret": cty.NullVal(cty.String), "plain": cty.StringVal("p")})})
	rules := cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"port": cty.NumberIntVal(80)})})
	rulesMarked := cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"port": cty.NumberIntVal(80).Mark(marks.Sensitive)})})
	store := cty.ObjectVal(map[string]cty.Value{"out": cty.StringVal("o")})
	nullPW := cty.NullVal(cty.String)
	cases := map[string]cty.Value{
		"plain":          obj(input, tags, nullPW, cty.NullVal(nestedTy), cty.NullVal(storeTy), cty.NullVal(ruleTy)),
		"unknowns":       obj(cty.DynamicVal, cty.UnknownVal(cty.Map(cty.String)), nullPW, cty.UnknownVal(nestedTy), cty.NullVal(storeTy), cty.UnknownVal(ruleTy)),
		"marked input":   obj(inputMarked, tags, nullPW, cty.NullVal(nestedTy), cty.NullVal(storeTy), cty.NullVal(ruleTy)),
		"marked map":     obj(input, tagsMarked, nullPW, cty.NullVal(nestedTy), cty.NullVal(storeTy), cty.NullVal(ruleTy)),
		"sensitive pw":   obj(input, tags, cty.StringVal("p"), cty.NullVal(nestedTy), cty.NullVal(storeTy), cty.NullVal(ruleTy)),
		"nested object":  obj(input, tags, nullPW, nest, cty.NullVal(storeTy), cty.NullVal(ruleTy)),
		"store block":    obj(input, tags, nullPW, cty.NullVal(nestedTy), store, cty.NullVal(ruleTy)),
		"set":            obj(input, tags, nullPW, cty.NullVal(nestedTy), cty.NullVal(storeTy), rules),
		"marked set":     obj(input, tags, nullPW, cty.NullVal(nestedTy), cty.NullVal(storeTy), rulesMarked),
		"marked whole":   obj(input, tags, nullPW, cty.NullVal(nestedTy), cty.NullVal(storeTy), cty.NullVal(ruleTy)).Mark(marks.Sensitive),
		"null":           cty.NullVal(schema.ImpliedType()),
		"unknown object": cty.UnknownVal(schema.ImpliedType()),
	}
	for name, v := range cases {
		for _, sh := range []shape{{block: schema}, {}} {
			tree := sensitiveTree(v, sh, false)
			if got, want := anySensitive(v, sh, false), containsTrue(tree); got != want {
				t.Errorf("%s (schema %v): anySensitive = %v, the tree %#v", name, sh.block != nil, got, tree)
			}
			if f := sensitiveFlags(v, sh); !containsTrue(tree) && f != false {
				t.Errorf("%s: sensitiveFlags = %#v for a tree without a true flag", name, f)
			}
		}
	}
}
