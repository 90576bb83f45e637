package configschema

import "github.com/zclconf/go-cty/cty"

// EmptyValue returns the value an empty body decodes to: every attribute
// null, single blocks null, group blocks their own empty value and
// repeated blocks empty collections. For a Dynamic block it covers only
// the declared attributes and block types.
func (b *Block) EmptyValue() cty.Value {
	if b == nil {
		return cty.EmptyObjectVal
	}
	m := b.memo()
	m.emptyOnce.Do(func() { m.empty = b.emptyValue() })
	return m.empty
}

// emptyValue computes EmptyValue.
func (b *Block) emptyValue() cty.Value {
	vals := map[string]cty.Value{}
	for n, a := range b.Attributes {
		vals[n] = cty.NullVal(a.ImpliedType())
	}
	for n, nb := range b.BlockTypes {
		if _, clash := vals[n]; !clash && nb != nil {
			vals[n] = nb.EmptyValue()
		}
	}
	return cty.ObjectVal(vals)
}

// EmptyValue returns the value of the nested block type when no block of
// the type is present.
func (nb *NestedBlock) EmptyValue() cty.Value {
	ty := nb.ImpliedType()
	switch nb.Nesting {
	case NestingSingle:
		return cty.NullVal(ty)
	case NestingGroup:
		return nb.Block.EmptyValue()
	case NestingList:
		if ty.IsListType() {
			return cty.ListValEmpty(ty.ElementType())
		}
		return cty.EmptyTupleVal
	case NestingSet:
		return cty.SetValEmpty(ty.ElementType())
	case NestingMap:
		if ty.IsMapType() {
			return cty.MapValEmpty(ty.ElementType())
		}
		return cty.EmptyObjectVal
	}
	return cty.NullVal(ty)
}
