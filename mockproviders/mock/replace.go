package mock

import (
	"sort"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// RequiresReplace returns the paths of the ForceNew attributes and nested
// blocks whose planned value differs from the prior one; a planned value
// that is not wholly known counts as a change. A ForceNew attribute inside
// a list or map block is reported at its element's path; when elements of
// such a block are added or removed, or it is a set, the whole block is.
func RequiresReplace(schema *configschema.Block, prior, planned cty.Value) []cty.Path {
	return requiresReplace(schema, prior, planned, nil)
}

func requiresReplace(b *configschema.Block, prior, planned cty.Value, base cty.Path) []cty.Path {
	if b == nil || !usable(prior) || !usable(planned) {
		return nil
	}
	var ret []cty.Path
	for _, name := range sortedNames(b.Attributes) {
		a := b.Attributes[name]
		if !a.ForceNew && (a.NestedType == nil || !attrsForceNew(a.NestedType.Attributes)) {
			continue
		}
		if changed(attrOf(prior, name), attrOf(planned, name)) {
			ret = append(ret, extend(base, cty.GetAttrStep{Name: name}))
		}
	}
	for _, name := range sortedNames(b.BlockTypes) {
		nb := b.BlockTypes[name]
		if !nb.ForceNew && !blockForceNew(&nb.Block) {
			continue
		}
		p := extend(base, cty.GetAttrStep{Name: name})
		pv, nv := attrOf(prior, name), attrOf(planned, name)
		if !changed(pv, nv) {
			continue
		}
		if nb.ForceNew || !usable(pv) || !usable(nv) {
			ret = append(ret, p)
			continue
		}
		switch nb.Nesting {
		case configschema.NestingSingle, configschema.NestingGroup:
			ret = append(ret, requiresReplace(&nb.Block, pv, nv, p)...)
		case configschema.NestingList, configschema.NestingMap:
			if !sameKeys(pv, nv) {
				ret = append(ret, p)
				continue
			}
			for it := nv.ElementIterator(); it.Next(); {
				k, ev := it.Element()
				ret = append(ret, requiresReplace(&nb.Block, elementAt(pv, k), ev, extend(p, cty.IndexStep{Key: k}))...)
			}
		default:
			ret = append(ret, p)
		}
	}
	return ret
}

// usable reports whether a value is a known, non-null value.
func usable(v cty.Value) bool {
	return v != cty.NilVal && v.IsKnown() && !v.IsNull()
}

// changed reports whether a planned value differs from the prior one.
func changed(prior, planned cty.Value) bool {
	return !planned.IsWhollyKnown() || !prior.RawEquals(planned)
}

// sameKeys reports whether two collections have the same indexes or keys.
func sameKeys(a, b cty.Value) bool {
	if a.LengthInt() != b.LengthInt() {
		return false
	}
	for it := b.ElementIterator(); it.Next(); {
		k, _ := it.Element()
		if a.Type().IsObjectType() {
			if !a.Type().HasAttribute(k.AsString()) {
				return false
			}
			continue
		}
		if !a.HasIndex(k).True() {
			return false
		}
	}
	return true
}

// elementAt returns the element of a list, map or object at a key.
func elementAt(v cty.Value, k cty.Value) cty.Value {
	if v.Type().IsObjectType() {
		return v.GetAttr(k.AsString())
	}
	return v.Index(k)
}

// blockForceNew reports whether a block holds a ForceNew attribute or
// block at any depth.
func blockForceNew(b *configschema.Block) bool {
	if attrsForceNew(b.Attributes) {
		return true
	}
	for _, nb := range b.BlockTypes {
		if nb.ForceNew || blockForceNew(&nb.Block) {
			return true
		}
	}
	return false
}

// attrsForceNew reports whether any attribute is ForceNew, nested
// attribute types included.
func attrsForceNew(attrs map[string]*configschema.Attribute) bool {
	for _, a := range attrs {
		if a.ForceNew || (a.NestedType != nil && attrsForceNew(a.NestedType.Attributes)) {
			return true
		}
	}
	return false
}

// sortedNames returns a map's keys in order.
func sortedNames[V any](m map[string]V) []string {
	ret := make([]string, 0, len(m))
	for k := range m {
		ret = append(ret, k)
	}
	sort.Strings(ret)
	return ret
}
