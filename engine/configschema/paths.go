package configschema

import (
	"sort"

	"github.com/zclconf/go-cty/cty"
)

// SensitivePaths returns the paths, within a value conforming to the
// block, of every attribute the schema marks Sensitive: in nested
// attribute types and nested blocks too, with one path per element of a
// list, set or map (a set element's step is keyed by the element itself,
// as cty paths into sets are). A sensitive attribute is listed even when
// its value is null. The engine marks the values at these paths.
func (b *Block) SensitivePaths(v cty.Value) []cty.Path {
	return b.walkAttrs(v, nil, func(a *Attribute, _ cty.Value) bool { return a.Sensitive })
}

// ConfiguredComputedPaths returns the paths, within a decoded
// configuration value, of the computed-only attributes (neither required
// nor optional) that the configuration sets to a non-null value. Such
// attributes cannot be configured; providers reject them in their
// validation.
func (b *Block) ConfiguredComputedPaths(config cty.Value) []cty.Path {
	return b.walkAttrs(config, nil, func(a *Attribute, v cty.Value) bool {
		return a.Computed && !a.Optional && !a.Required && !v.IsNull()
	})
}

// attrFilter selects attributes during walkAttrs; v is the attribute's
// value, shallowly unmarked.
type attrFilter func(a *Attribute, v cty.Value) bool

// walkAttrs returns the paths of the attributes of the block's values that
// the filter selects; an attribute selected is not descended into.
func (b *Block) walkAttrs(v cty.Value, base cty.Path, sel attrFilter) []cty.Path {
	v, _ = v.Unmark()
	if b == nil || v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() {
		return nil
	}
	var ret []cty.Path
	for _, name := range sortedKeys(b.Attributes) {
		a := b.Attributes[name]
		if a == nil || !v.Type().HasAttribute(name) {
			continue
		}
		av, _ := v.GetAttr(name).Unmark()
		p := extend(base, cty.GetAttrStep{Name: name})
		if sel(a, av) {
			ret = append(ret, p)
			continue
		}
		if a.NestedType != nil {
			ret = append(ret, a.NestedType.walkAttrs(av, p, sel)...)
		}
	}
	for _, name := range sortedKeys(b.BlockTypes) {
		nb := b.BlockTypes[name]
		if nb == nil || !v.Type().HasAttribute(name) {
			continue
		}
		if _, clash := b.Attributes[name]; clash {
			continue
		}
		bv, _ := v.GetAttr(name).Unmark()
		p := extend(base, cty.GetAttrStep{Name: name})
		switch nb.Nesting {
		case NestingSingle, NestingGroup:
			ret = append(ret, nb.Block.walkAttrs(bv, p, sel)...)
		default:
			eachElement(bv, func(key, ev cty.Value) {
				ret = append(ret, nb.Block.walkAttrs(ev, extend(p, cty.IndexStep{Key: key}), sel)...)
			})
		}
	}
	return ret
}

// walkAttrs is Block.walkAttrs for the value of a nested attribute type.
func (o *Object) walkAttrs(v cty.Value, base cty.Path, sel attrFilter) []cty.Path {
	inner := &Block{Attributes: o.Attributes}
	if o.Nesting == NestingSingle || o.Nesting == NestingGroup {
		return inner.walkAttrs(v, base, sel)
	}
	var ret []cty.Path
	eachElement(v, func(key, ev cty.Value) {
		ret = append(ret, inner.walkAttrs(ev, extend(base, cty.IndexStep{Key: key}), sel)...)
	})
	return ret
}

// eachElement calls fn with the key and value of each element of a known,
// non-null collection or structural value: list and tuple indexes, map
// and object keys, set elements as their own keys.
func eachElement(v cty.Value, fn func(key, ev cty.Value)) {
	v, _ = v.Unmark()
	if v.IsNull() || !v.IsKnown() {
		return
	}
	ty := v.Type()
	if !ty.IsCollectionType() && !ty.IsTupleType() && !ty.IsObjectType() {
		return
	}
	for it := v.ElementIterator(); it.Next(); {
		k, ev := it.Element()
		if ty.IsSetType() {
			k = ev
		}
		fn(k, ev)
	}
}

// AttributeByPath returns the attribute a path leads to through nested
// blocks and nested attribute types (index steps are skipped), or nil.
func (b *Block) AttributeByPath(path cty.Path) *Attribute {
	cur := b
	var attrs map[string]*Attribute
	for i, step := range path {
		gs, ok := step.(cty.GetAttrStep)
		if !ok {
			continue
		}
		if cur != nil {
			attrs = cur.Attributes
		}
		if a, ok := attrs[gs.Name]; ok && a != nil {
			rest := path[i+1:]
			if a.NestedType == nil {
				if hasGetAttr(rest) {
					return nil
				}
				return a
			}
			if !hasGetAttr(rest) {
				return a
			}
			cur, attrs = nil, a.NestedType.Attributes
			continue
		}
		if cur == nil {
			return nil
		}
		nb, ok := cur.BlockTypes[gs.Name]
		if !ok || nb == nil {
			return nil
		}
		cur = &nb.Block
	}
	return nil
}

// BlockByPath returns the nested block type a path leads to (index steps
// are skipped), or nil.
func (b *Block) BlockByPath(path cty.Path) *NestedBlock {
	cur := b
	var found *NestedBlock
	for _, step := range path {
		gs, ok := step.(cty.GetAttrStep)
		if !ok {
			continue
		}
		if cur == nil {
			return nil
		}
		nb, ok := cur.BlockTypes[gs.Name]
		if !ok || nb == nil {
			return nil
		}
		found, cur = nb, &nb.Block
	}
	return found
}

// hasGetAttr reports whether a path has an attribute step.
func hasGetAttr(p cty.Path) bool {
	for _, s := range p {
		if _, ok := s.(cty.GetAttrStep); ok {
			return true
		}
	}
	return false
}

// extend returns a copy of p with a step appended.
func extend(p cty.Path, step cty.PathStep) cty.Path {
	ret := make(cty.Path, len(p), len(p)+1)
	copy(ret, p)
	return append(ret, step)
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	ret := make([]string, 0, len(m))
	for k := range m {
		ret = append(ret, k)
	}
	sort.Strings(ret)
	return ret
}
