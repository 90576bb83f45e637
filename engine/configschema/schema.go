// Package configschema describes the configuration schema of a provider's
// resource types, data sources and provider block, as Terraform models
// them: attributes (with types, required/optional/computed, sensitive,
// force-new) and nested block types with their nesting modes.
package configschema

import (
	"unsafe"

	"github.com/zclconf/go-cty/cty"
)

// Block is the content of a resource, data source or provider block, or of
// a nested block.
type Block struct {
	Attributes  map[string]*Attribute
	BlockTypes  map[string]*NestedBlock
	Description string
	Deprecated  bool

	// Dynamic makes the block accept any argument and any nested block
	// besides those declared: undeclared arguments take any type and
	// undeclared nested blocks decode as lists of objects whose schema is
	// inferred from the configuration. tfplay's generic mock of providers
	// it does not know uses it. A dynamic block's implied type is
	// cty.DynamicPseudoType: the type of a value comes from the value.
	// Only a top-level block (a resource, data source or provider body)
	// may be dynamic.
	Dynamic bool

	// memoPtr is the *blockMemo of the values derived from the block,
	// made on first use (memo.go).
	memoPtr unsafe.Pointer
}

// Attribute is one argument or computed attribute.
type Attribute struct {
	// Type is the attribute's type; NestedType is used instead for nested
	// attributes (attributes whose value is an object or a collection of
	// objects with their own attribute schema).
	Type       cty.Type
	NestedType *Object

	Description string
	Required    bool
	Optional    bool
	Computed    bool
	Sensitive   bool
	Deprecated  bool
	WriteOnly   bool
	// ForceNew means a change of this attribute replaces the object.
	ForceNew bool
}

// Object is the schema of a nested attribute.
type Object struct {
	Attributes map[string]*Attribute
	Nesting    NestingMode
}

// NestingMode tells how a nested block or nested attribute repeats.
type NestingMode int

// The nesting modes Terraform knows.
const (
	NestingSingle NestingMode = iota
	NestingGroup
	NestingList
	NestingSet
	NestingMap
)

// String returns the mode as Terraform's JSON schema names it.
func (m NestingMode) String() string {
	switch m {
	case NestingSingle:
		return "single"
	case NestingGroup:
		return "group"
	case NestingList:
		return "list"
	case NestingSet:
		return "set"
	case NestingMap:
		return "map"
	}
	return "invalid"
}

// NestedBlock is a nested block type.
type NestedBlock struct {
	Block
	Nesting  NestingMode
	MinItems int
	MaxItems int
	// ForceNew means any change inside this block replaces the object.
	ForceNew bool
}

// ImpliedType returns the object type of values conforming to the block.
func (b *Block) ImpliedType() cty.Type {
	if b == nil {
		return cty.EmptyObject
	}
	if b.Dynamic {
		return cty.DynamicPseudoType
	}
	m := b.memo()
	m.impliedOnce.Do(func() { m.implied = b.impliedType() })
	return m.implied
}

// impliedType computes ImpliedType.
func (b *Block) impliedType() cty.Type {
	attrs := map[string]cty.Type{}
	for n, a := range b.Attributes {
		attrs[n] = a.ImpliedType()
	}
	for n, nb := range b.BlockTypes {
		attrs[n] = nb.ImpliedType()
	}
	return cty.Object(attrs)
}

// ImpliedType returns the attribute's value type.
func (a *Attribute) ImpliedType() cty.Type {
	if a.NestedType != nil {
		return a.NestedType.ImpliedType()
	}
	if a.Type == cty.NilType {
		return cty.DynamicPseudoType
	}
	return a.Type
}

// ImpliedType returns the type of a nested attribute's value.
func (o *Object) ImpliedType() cty.Type {
	attrs := map[string]cty.Type{}
	for n, a := range o.Attributes {
		attrs[n] = a.ImpliedType()
	}
	obj := cty.Object(attrs)
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

// ImpliedType returns the type of the nested block's value: an object, or
// a list, set or map of objects.
func (nb *NestedBlock) ImpliedType() cty.Type {
	obj := nb.Block.ImpliedType()
	switch nb.Nesting {
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
