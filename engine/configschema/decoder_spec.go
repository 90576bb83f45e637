package configschema

import (
	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/zclconf/go-cty/cty"
)

// mapLabelNames is the single label of blocks nested in map mode: the key.
var mapLabelNames = []string{"key"}

// DecoderSpec returns the hcldec specification that decodes a body
// conforming to the block into a value of the block's implied type, with
// Terraform's mapping of nesting modes to specs:
//
//   - attributes are AttrSpecs (required when the attribute is); nested
//     attribute types decode as objects whose optional and computed
//     attributes may be omitted;
//   - single and group blocks are BlockSpecs, required when MinItems is 1;
//     an absent group block decodes as its empty value instead of null;
//   - list blocks are BlockListSpecs, or BlockTupleSpecs when the nested
//     block has dynamically-typed attributes; set blocks are BlockSetSpecs;
//     both carry the block's MinItems and MaxItems;
//   - map blocks are BlockMapSpecs labelled by key, or BlockObjectSpecs
//     when the nested block has dynamically-typed attributes.
//
// Computed attributes are part of the spec like any other optional
// attribute: Terraform leaves it to the provider to reject values for
// attributes that cannot be configured.
//
// A Dynamic block has no fixed spec: DecoderSpec then covers only its
// declared attributes and block types; Decode and Variables infer the rest
// from the body.
func (b *Block) DecoderSpec() hcldec.Spec {
	if b == nil {
		return hcldec.ObjectSpec{}
	}
	m := b.memo()
	m.specOnce.Do(func() { m.spec = b.decoderSpec() })
	return m.spec
}

// decoderSpec computes DecoderSpec.
func (b *Block) decoderSpec() hcldec.Spec {
	ret := hcldec.ObjectSpec{}
	for name, a := range b.Attributes {
		ret[name] = a.decoderSpec(name)
	}
	for name, nb := range b.BlockTypes {
		if _, clash := ret[name]; clash || nb == nil {
			// A block type may not share its name with an attribute; the
			// attribute wins, as an invalid schema must not crash.
			continue
		}
		if spec := nb.decoderSpec(name); spec != nil {
			ret[name] = spec
		}
	}
	return ret
}

// decoderSpec returns the spec of a nested block type, or nil for an
// invalid nesting mode.
func (nb *NestedBlock) decoderSpec(name string) hcldec.Spec {
	child := nb.Block.DecoderSpec()
	dynamic := nb.Block.specType().HasDynamicTypes()
	switch nb.Nesting {
	case NestingSingle:
		return &hcldec.BlockSpec{TypeName: name, Nested: child, Required: nb.MinItems == 1}
	case NestingGroup:
		return &hcldec.DefaultSpec{
			Primary: &hcldec.BlockSpec{TypeName: name, Nested: child, Required: nb.MinItems == 1},
			Default: &hcldec.LiteralSpec{Value: nb.EmptyValue()},
		}
	case NestingList:
		if dynamic {
			return &hcldec.BlockTupleSpec{TypeName: name, Nested: child, MinItems: nb.MinItems, MaxItems: nb.MaxItems}
		}
		return &hcldec.BlockListSpec{TypeName: name, Nested: child, MinItems: nb.MinItems, MaxItems: nb.MaxItems}
	case NestingSet:
		return &hcldec.BlockSetSpec{TypeName: name, Nested: child, MinItems: nb.MinItems, MaxItems: nb.MaxItems}
	case NestingMap:
		if dynamic {
			return &hcldec.BlockObjectSpec{TypeName: name, Nested: child, LabelNames: mapLabelNames}
		}
		return &hcldec.BlockMapSpec{TypeName: name, Nested: child, LabelNames: mapLabelNames}
	}
	return nil
}

// decoderSpec returns the AttrSpec of an attribute.
func (a *Attribute) decoderSpec(name string) hcldec.Spec {
	ret := &hcldec.AttrSpec{Name: name, Type: cty.DynamicPseudoType}
	if a == nil {
		return ret
	}
	ret.Required = a.Required
	if a.NestedType != nil {
		ret.Type = a.NestedType.specType()
		return ret
	}
	if a.Type != cty.NilType {
		ret.Type = a.Type
	}
	return ret
}

// specType is the block's implied type with nested attribute types that
// let configuration omit their optional and computed attributes.
func (b *Block) specType() cty.Type {
	if b == nil {
		return cty.EmptyObject
	}
	if b.Dynamic {
		return cty.DynamicPseudoType
	}
	m := b.memo()
	m.specTypeOnce.Do(func() { m.specType = b.computeSpecType() })
	return m.specType
}

// computeSpecType computes specType.
func (b *Block) computeSpecType() cty.Type {
	attrs := map[string]cty.Type{}
	for n, a := range b.Attributes {
		attrs[n] = a.specType()
	}
	for n, nb := range b.BlockTypes {
		if _, clash := attrs[n]; clash || nb == nil {
			continue
		}
		attrs[n] = nb.ImpliedType()
	}
	return cty.Object(attrs)
}

// specType is the type an attribute's configuration is converted to.
func (a *Attribute) specType() cty.Type {
	if a.NestedType != nil {
		return a.NestedType.specType()
	}
	if a.Type == cty.NilType {
		return cty.DynamicPseudoType
	}
	return a.Type
}

// specType is the type of a nested attribute's configuration: objects
// whose optional and computed attributes are optional.
func (o *Object) specType() cty.Type {
	attrs := map[string]cty.Type{}
	var optional []string
	for n, a := range o.Attributes {
		attrs[n] = a.specType()
		if a.Optional || a.Computed {
			optional = append(optional, n)
		}
	}
	obj := cty.Object(attrs)
	if len(optional) > 0 {
		obj = cty.ObjectWithOptionalAttrs(attrs, optional)
	}
	switch o.Nesting {
	case NestingList:
		if obj.HasDynamicTypes() {
			return cty.DynamicPseudoType
		}
		return cty.List(obj)
	case NestingSet:
		return cty.Set(obj)
	case NestingMap:
		if obj.HasDynamicTypes() {
			return cty.DynamicPseudoType
		}
		return cty.Map(obj)
	}
	return obj
}
