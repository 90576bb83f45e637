package render

import (
	"reflect"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

// This file computes diffs from changes, guided by a schema or a type.
// The rules follow Terraform's plan renderer: what is shown as created,
// updated or deleted, which values count as absent, and how collections
// are paired up.

// leaf builds the diff of a value whose action is read off the change.
func leaf(c change, r renderer) diff {
	return diff{r: r, action: c.action(), replace: c.replace.matches()}
}

// checkSensitive diffs a sensitive change: inner computes the hidden
// diff and wrap builds the visible one. It reports false when the change
// is not sensitive.
func checkSensitive(c change, inner func(change) diff, wrap func(inner diff, bs, as bool, a plans.Action) diff) (diff, bool) {
	bs, as := c.isBeforeSensitive(), c.isAfterSensitive()
	if !bs && !as {
		return diff{}, false
	}
	plain := c
	plain.beforeSens, plain.afterSens = false, false
	in := inner(plain)
	action := in.action
	bothAbsent := c.before == nil && !c.beforeExplicit && c.after == nil && !c.afterExplicit
	if action == plans.NoOp && bs != as && !bothAbsent {
		action = plans.Update
	}
	return wrap(in, bs, as, action), true
}

// checkUnknown diffs a change whose new value is unknown. childUnknown
// flags the children of the old value, so that they show as recomputed
// rather than deleted. It reports false when the value is known.
func checkUnknown(c change, childUnknown any, withBefore func(change) diff) (diff, bool) {
	if !c.isUnknown() {
		return diff{}, false
	}
	c.afterExplicit = true
	if c.before == nil {
		return leaf(c, unknownR{}), true
	}
	before := c.asDelete()
	before.unknown = childUnknown
	return leaf(c, unknownR{before: withBefore(before)}), true
}

// diffType diffs a value of a known type.
func diffType(c change, ty cty.Type) diff {
	if !c.nonLegacy {
		// The legacy SDK cannot tell empty strings from null.
		if s, ok := c.before.(string); ok && s == "" {
			c.before = nil
		}
		if s, ok := c.after.(string); ok && s == "" {
			c.after = nil
		}
	}
	if d, ok := checkSensitive(c, func(v change) diff { return diffType(v, ty) }, func(in diff, bs, as bool, a plans.Action) diff {
		return diff{r: sensitiveR{inner: in, beforeSens: bs, afterSens: as}, action: a, replace: c.replace.matches()}
	}); ok {
		return d
	}
	if d, ok := checkUnknown(c, false, func(b change) diff { return diffType(b, ty) }); ok {
		return d
	}
	switch {
	case ty == cty.NilType || ty == cty.DynamicPseudoType:
		return diffDynamic(c)
	case ty.IsPrimitiveType():
		return leaf(c, primitiveR{before: c.before, after: c.after, ty: ty})
	case ty.IsObjectType():
		attrs, action := diffObjectAttrs(c, ty.AttributeTypes(), nil, func(v change, t cty.Type, _ plans.Action) diff { return diffType(v, t) })
		return diff{r: objectR{attrs: attrs}, action: action, replace: c.replace.matches()}
	case ty.IsMapType():
		m := c.asMap()
		elems, action := transformMap(m.before, m.after, m.allKeys(), func(k string) diff {
			return diffType(relevantChild(m.child(k)), ty.ElementType())
		})
		return diff{r: mapR{elems: elems}, action: action, replace: c.replace.matches()}
	case ty.IsListType():
		s := c.asSlice()
		elems, action := transformSlice(s.before, s.after, func(bi, ai int) diff {
			v := s.child(bi, ai)
			v.relevant = everything
			return diffType(v, ty.ElementType())
		}, func(any) bool { return ty.ElementType().IsObjectType() })
		return diff{r: listR{elems: elems, context: true}, action: action, replace: c.replace.matches()}
	case ty.IsTupleType():
		action := c.iterationAction()
		s := c.asSlice()
		var elems []diff
		for i, et := range ty.TupleElementTypes() {
			d := diffType(relevantChild(s.child(i, i)), et)
			elems = append(elems, d)
			action = combineActions(action, d.action)
		}
		return diff{r: listR{elems: elems, context: true}, action: action, replace: c.replace.matches()}
	case ty.IsSetType():
		action := c.iterationAction()
		var elems []diff
		eachSetPair(c, func(v change) {
			d := diffType(v, ty.ElementType())
			elems = append(elems, d)
			action = combineActions(action, d.action)
		})
		return diff{r: setR{elems: elems}, action: action, replace: c.replace.matches()}
	}
	return diffDynamic(c)
}

// relevantChild turns a child that is not relevant into an unchanged one.
func relevantChild(c change) change {
	if !c.relevant.partial() {
		return c.asNoOp()
	}
	return c
}

// diffObjectAttrs diffs the attributes of an object value. Attributes
// null on both sides are left out; write-only ones are always included.
func diffObjectAttrs[T any](c change, attrs map[string]T, writeOnly map[string]T, each func(change, T, plans.Action) diff) (map[string]diff, plans.Action) {
	out := map[string]diff{}
	m := c.asMap()
	action := c.iterationAction()
	for name, a := range attrs {
		v := relevantChild(m.child(name))
		v.beforeExplicit, v.afterExplicit = false, false
		d := each(v, a, action)
		if d.action == plans.NoOp && v.before == nil && v.after == nil {
			continue
		}
		out[name] = d
		action = combineActions(action, d.action)
	}
	for name, a := range writeOnly {
		v := relevantChild(m.child(name))
		v.beforeExplicit, v.afterExplicit = false, false
		out[name] = each(v, a, action)
	}
	return out, action
}

// eachSetPair pairs up the elements of two sets: equal elements are
// matched, the rest are shown as removed and then added.
func eachSetPair(c change, each func(change)) {
	s := c.asSlice()
	inBefore := map[int]int{}
	inAfter := map[int]int{}
	for bi := range s.before {
		matched := false
		for ai := range s.after {
			if _, ok := inAfter[ai]; ok {
				continue
			}
			v := s.child(bi, ai)
			if reflect.DeepEqual(v.before, v.after) && v.isBeforeSensitive() == v.isAfterSensitive() && !v.isUnknown() {
				matched = true
				inBefore[bi] = ai
				inAfter[ai] = bi
			}
		}
		if !matched {
			inBefore[bi] = -1
		}
	}
	all := func(v change) change {
		v.relevant = everything
		return v
	}
	for bi := range s.before {
		if ai := inBefore[bi]; ai >= 0 {
			each(all(s.child(bi, ai)))
			continue
		}
		each(all(s.child(bi, len(s.after))))
	}
	for ai := range s.after {
		if _, ok := inAfter[ai]; ok {
			continue
		}
		each(all(s.child(len(s.before), ai)))
	}
}

// attrType is an attribute's type; an attribute without one takes any
// value.
func attrType(a *configschema.Attribute) cty.Type {
	if a.Type == cty.NilType {
		return cty.DynamicPseudoType
	}
	return a.Type
}

// diffAttribute diffs one attribute of a block.
func diffAttribute(c change, a *configschema.Attribute) diff {
	if a.NestedType != nil {
		return diffNested(c, a.NestedType)
	}
	return diffType(c, attrType(a))
}

// writeOnlyDiff stands for a write-only attribute: it mirrors its
// block's action, except that an update does not highlight it.
func writeOnlyDiff(c change, blockAction plans.Action) diff {
	r := writeOnlyR{sensitive: c.isBeforeSensitive() || c.isAfterSensitive()}
	if blockAction == plans.Update {
		return diff{r: r, action: plans.NoOp, replace: c.replace.matches()}
	}
	return diff{r: r, action: blockAction, replace: c.replace.matches()}
}

// diffNested diffs a nested attribute (an attribute with its own object
// schema).
func diffNested(c change, o *configschema.Object) diff {
	if d, ok := checkSensitive(c, func(v change) diff { return diffNested(v, o) }, func(in diff, bs, as bool, a plans.Action) diff {
		return diff{r: sensitiveR{inner: in, beforeSens: bs, afterSens: as}, action: a, replace: c.replace.matches()}
	}); ok {
		return d
	}
	childUnknown := map[string]any{}
	for name := range o.Attributes {
		childUnknown[name] = true
	}
	if d, ok := checkUnknown(c, childUnknown, func(b change) diff { return diffNested(b, o) }); ok {
		return d
	}
	single := &configschema.Object{Attributes: o.Attributes, Nesting: configschema.NestingSingle}
	switch o.Nesting {
	case configschema.NestingMap:
		m := c.asMap()
		elems, action := transformMap(m.before, m.after, m.explicitKeys(), func(k string) diff {
			return diffNested(relevantChild(m.child(k)), single)
		})
		return diff{r: mapR{elems: elems, nested: true}, action: action, replace: c.replace.matches()}
	case configschema.NestingList:
		action := c.iterationAction()
		var elems []diff
		eachListPair(c, func(v change) {
			d := diffNested(v, single)
			elems = append(elems, d)
			action = combineActions(action, d.action)
		})
		return diff{r: listR{elems: elems}, action: action, replace: c.replace.matches()}
	case configschema.NestingSet:
		action := c.iterationAction()
		var elems []diff
		eachSetPair(c, func(v change) {
			d := diffNested(v, single)
			elems = append(elems, d)
			action = combineActions(action, d.action)
		})
		return diff{r: setR{elems: elems, nested: true}, action: action, replace: c.replace.matches()}
	}
	plain := map[string]*configschema.Attribute{}
	writeOnly := map[string]*configschema.Attribute{}
	for name, a := range o.Attributes {
		if a.WriteOnly {
			writeOnly[name] = a
		} else {
			plain[name] = a
		}
	}
	attrs, action := diffObjectAttrs(c, plain, writeOnly, func(v change, a *configschema.Attribute, cur plans.Action) diff {
		if a.WriteOnly {
			return writeOnlyDiff(v, cur)
		}
		return diffAttribute(v, a)
	})
	return diff{r: objectR{attrs: attrs, nested: true}, action: action, replace: c.replace.matches()}
}

// eachListPair pairs list elements position by position.
func eachListPair(c change, each func(change)) {
	s := c.asSlice()
	for i := 0; i < len(s.before) || i < len(s.after); i++ {
		each(relevantChild(s.child(i, i)))
	}
}
