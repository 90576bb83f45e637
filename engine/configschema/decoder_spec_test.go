package configschema

import (
	"testing"

	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/zclconf/go-cty/cty"
)

func TestDecoderSpecKinds(t *testing.T) {
	spec, ok := instanceSchema().DecoderSpec().(hcldec.ObjectSpec)
	if !ok {
		t.Fatalf("spec is %T, want an ObjectSpec", instanceSchema().DecoderSpec())
	}
	kinds := map[string]string{}
	for name, s := range spec {
		switch s := s.(type) {
		case *hcldec.AttrSpec:
			kinds[name] = "attr"
			if s.Required != instanceSchema().Attributes[name].Required {
				t.Errorf("%s: Required = %v", name, s.Required)
			}
		case *hcldec.BlockSpec:
			kinds[name] = "block"
		case *hcldec.DefaultSpec:
			kinds[name] = "default"
		case *hcldec.BlockListSpec:
			kinds[name] = "list"
			if s.MaxItems != 2 {
				t.Errorf("%s: MaxItems = %d", name, s.MaxItems)
			}
		case *hcldec.BlockSetSpec:
			kinds[name] = "set"
		case *hcldec.BlockMapSpec:
			kinds[name] = "map"
		default:
			kinds[name] = "other"
		}
	}
	want := map[string]string{
		"ami": "attr", "instance_type": "attr", "arn": "attr", "private_ip": "attr", "password": "attr",
		"tags": "attr", "meta": "attr", "ebs": "list", "root": "block", "rule": "set", "setting": "map",
		"timeouts": "default",
	}
	for name, k := range want {
		if kinds[name] != k {
			t.Errorf("%s: spec kind %q, want %q", name, kinds[name], k)
		}
	}
	if len(kinds) != len(want) {
		t.Errorf("spec has %d entries, want %d", len(kinds), len(want))
	}
	// A nested attribute type's optional attributes may be omitted.
	meta := spec["meta"].(*hcldec.AttrSpec)
	if !meta.Type.AttributeOptional("weight") || meta.Type.AttributeOptional("name") {
		t.Errorf("meta spec type %#v: weight must be optional, name not", meta.Type)
	}
	if !hcldec.ImpliedType(spec).WithoutOptionalAttributesDeep().Equals(instanceSchema().ImpliedType()) {
		t.Errorf("spec type %#v differs from implied type %#v", hcldec.ImpliedType(spec), instanceSchema().ImpliedType())
	}
}

func TestImpliedTypeWithDynamicNestedAttributes(t *testing.T) {
	o := &Object{Nesting: NestingList, Attributes: map[string]*Attribute{"v": {Type: cty.DynamicPseudoType, Optional: true}}}
	if got := o.ImpliedType(); got != cty.DynamicPseudoType {
		t.Errorf("list of objects with dynamic attributes: %#v", got)
	}
	nb := &NestedBlock{Nesting: NestingMap, Block: Block{Attributes: map[string]*Attribute{"v": {Type: cty.DynamicPseudoType, Optional: true}}}}
	if got := nb.ImpliedType(); got != cty.DynamicPseudoType {
		t.Errorf("map block with dynamic attributes: %#v", got)
	}
}
