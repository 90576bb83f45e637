package objchange

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// proposedNewNestedBlock merges the value of one nested block type.
func proposedNewNestedBlock(nb *configschema.NestedBlock, prior, config cty.Value) cty.Value {
	if !config.IsKnown() {
		// A dynamic block with an unknown for_each.
		return config
	}
	block := &nb.Block
	switch nb.Nesting {
	case configschema.NestingSingle, configschema.NestingGroup:
		if config.IsNull() {
			return config
		}
		if prior.IsNull() {
			prior = block.EmptyValue()
		}
		return proposedNew(block, prior, config)
	case configschema.NestingList:
		return mergeByIndex(config, prior, func(p, c cty.Value) cty.Value { return proposedNew(block, p, c) })
	case configschema.NestingMap:
		return mergeByKey(config, prior, func(p, c cty.Value) cty.Value { return proposedNew(block, p, c) })
	case configschema.NestingSet:
		cmp := func(v cty.Value) cty.Value { return blockCompareValue(block, v) }
		return mergeSet(config, prior, cmp, block.ImpliedType(), func(p, c cty.Value) cty.Value {
			if p.IsNull() {
				p = block.EmptyValue()
			}
			return proposedNew(block, p, c)
		})
	}
	return config
}

// proposedNewNestedType merges the value of a nested attribute type.
func proposedNewNestedType(o *configschema.Object, prior, config cty.Value) cty.Value {
	if !config.IsKnown() || config.IsNull() {
		return config
	}
	merge := func(p, c cty.Value) cty.Value {
		if c.IsNull() || !c.IsKnown() || !c.Type().IsObjectType() {
			return c
		}
		return cty.ObjectVal(proposedNewAttributes(o.Attributes, p, c))
	}
	switch o.Nesting {
	case configschema.NestingSingle, configschema.NestingGroup:
		return merge(prior, config)
	case configschema.NestingList:
		return mergeByIndex(config, prior, merge)
	case configschema.NestingMap:
		return mergeByKey(config, prior, merge)
	case configschema.NestingSet:
		inner := &configschema.Block{Attributes: o.Attributes}
		cmp := func(v cty.Value) cty.Value { return blockCompareValue(inner, v) }
		return mergeSet(config, prior, cmp, config.Type().ElementType(), merge)
	}
	return config
}

// mergeByIndex merges the elements of a list or tuple with the prior
// elements of the same index; elements with no prior counterpart are
// taken as configured.
func mergeByIndex(config, prior cty.Value, merge func(p, c cty.Value) cty.Value) cty.Value {
	if config.IsNull() || config.LengthInt() == 0 {
		return config
	}
	vals := make([]cty.Value, 0, config.LengthInt())
	for it := config.ElementIterator(); it.Next(); {
		idx, cv := it.Element()
		switch {
		case !prior.IsKnown():
			vals = append(vals, merge(cty.UnknownVal(cv.Type()), cv))
		case prior.IsNull() || !prior.HasIndex(idx).True():
			vals = append(vals, cv)
		default:
			vals = append(vals, merge(prior.Index(idx), cv))
		}
	}
	if config.Type().IsTupleType() {
		return cty.TupleVal(vals)
	}
	return cty.ListVal(vals)
}

// mergeByKey merges the elements of a map or object with the prior
// elements of the same key.
func mergeByKey(config, prior cty.Value, merge func(p, c cty.Value) cty.Value) cty.Value {
	if config.IsNull() || config.LengthInt() == 0 {
		return config
	}
	vals := make(map[string]cty.Value, config.LengthInt())
	for it := config.ElementIterator(); it.Next(); {
		k, cv := it.Element()
		key := k.AsString()
		switch {
		case !prior.IsKnown():
			vals[key] = merge(cty.UnknownVal(cv.Type()), cv)
		case prior.IsNull():
			vals[key] = cv
		case prior.Type().IsObjectType():
			if !prior.Type().HasAttribute(key) {
				vals[key] = cv
				continue
			}
			vals[key] = merge(prior.GetAttr(key), cv)
		case prior.HasIndex(k).True():
			vals[key] = merge(prior.Index(k), cv)
		default:
			vals[key] = cv
		}
	}
	if config.Type().IsObjectType() {
		return cty.ObjectVal(vals)
	}
	return cty.MapVal(vals)
}

// mergeSet merges each element of a set with the first unused prior
// element that has the same compare value (the element without its
// computed attributes); unmatched elements merge with a null prior.
func mergeSet(config, prior cty.Value, cmp func(cty.Value) cty.Value, elemType cty.Type, merge func(p, c cty.Value) cty.Value) cty.Value {
	if config.IsNull() || config.LengthInt() == 0 {
		return config
	}
	var priorElems, priorCmp []cty.Value
	if prior.IsKnown() && !prior.IsNull() {
		for it := prior.ElementIterator(); it.Next(); {
			_, pv := it.Element()
			priorElems = append(priorElems, pv)
			priorCmp = append(priorCmp, cmp(pv))
		}
	}
	used := make([]bool, len(priorElems))
	vals := make([]cty.Value, 0, config.LengthInt())
	for it := config.ElementIterator(); it.Next(); {
		_, cv := it.Element()
		pv := cty.NullVal(elemType)
		cc := cmp(cv)
		for i := range priorElems {
			if !used[i] && priorCmp[i].RawEquals(cc) {
				pv, used[i] = priorElems[i], true
				break
			}
		}
		vals = append(vals, merge(pv, cv))
	}
	return cty.SetVal(vals)
}

// blockCompareValue returns an object of a block with its computed
// attributes (optional ones included) set to null, recursively, so that a
// configured element and its prior state compare equal.
func blockCompareValue(block *configschema.Block, v cty.Value) cty.Value {
	if v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() {
		return v
	}
	vals := v.AsValueMap()
	for name, a := range block.Attributes {
		av, ok := vals[name]
		if !ok || a == nil {
			continue
		}
		switch {
		case a.Computed:
			vals[name] = cty.NullVal(av.Type())
		case a.NestedType != nil:
			inner := &configschema.Block{Attributes: a.NestedType.Attributes}
			vals[name] = mapBlocks(a.NestedType.Nesting, av, func(ev cty.Value) cty.Value { return blockCompareValue(inner, ev) })
		}
	}
	for name, nb := range block.BlockTypes {
		bv, ok := vals[name]
		if !ok || nb == nil {
			continue
		}
		if _, clash := block.Attributes[name]; clash {
			continue
		}
		child := &nb.Block
		vals[name] = mapBlocks(nb.Nesting, bv, func(ev cty.Value) cty.Value { return blockCompareValue(child, ev) })
	}
	if vals == nil {
		return v
	}
	return cty.ObjectVal(vals)
}

// mapElements applies fn to an object, or to each element of a
// collection of objects, keeping the value's kind. fn must preserve types.
func mapElements(v cty.Value, fn func(cty.Value) cty.Value) cty.Value {
	if v.IsNull() || !v.IsKnown() {
		return v
	}
	ty := v.Type()
	switch {
	case ty.IsObjectType():
		return fn(v)
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		if v.LengthInt() == 0 {
			return v
		}
		var elems []cty.Value
		for it := v.ElementIterator(); it.Next(); {
			_, ev := it.Element()
			elems = append(elems, fn(ev))
		}
		switch {
		case ty.IsListType():
			return cty.ListVal(elems)
		case ty.IsSetType():
			return cty.SetVal(elems)
		}
		return cty.TupleVal(elems)
	case ty.IsMapType():
		if v.LengthInt() == 0 {
			return v
		}
		elems := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			elems[k.AsString()] = fn(ev)
		}
		return cty.MapVal(elems)
	}
	return v
}
