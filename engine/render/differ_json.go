package render

import (
	"reflect"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/plans"
)

// diffDynamic diffs a value whose type is not fixed by a schema (outputs,
// attributes of any type): its shape is read from the JSON form.
func diffDynamic(c change) diff {
	if d, ok := checkSensitive(c, func(v change) diff { return diffType(v, cty.DynamicPseudoType) }, func(in diff, bs, as bool, a plans.Action) diff {
		return diff{r: sensitiveR{inner: in, beforeSens: bs, afterSens: as}, action: a, replace: c.replace.matches()}
	}); ok {
		return d
	}
	if d, ok := checkUnknown(c, false, func(b change) diff { return diffType(b, cty.DynamicPseudoType) }); ok {
		return d
	}
	return transformJSON(c)
}

// transformJSON diffs two JSON documents: objects attribute by attribute,
// arrays as lists, and a change of JSON type as old value -> new value.
// Nothing below the top of a JSON diff forces replacement.
func transformJSON(c change) diff {
	if d, ok := checkSensitive(c, transformJSON, func(in diff, bs, as bool, a plans.Action) diff {
		return diff{r: sensitiveR{inner: in, beforeSens: bs, afterSens: as}, action: a}
	}); ok {
		return d
	}
	if c.isUnknown() {
		c.afterExplicit = true
		if c.before == nil {
			return diff{r: unknownR{}, action: plans.Create}
		}
		before := c.asDelete()
		before.unknown = false
		return diff{r: unknownR{before: transformJSON(before)}, action: plans.Update}
	}
	bt, at := typeOfJSON(c.before), typeOfJSON(c.after)
	deleted := at == jsonNull && !c.afterExplicit
	created := bt == jsonNull && !c.beforeExplicit
	if bt == at || created || deleted {
		t := bt
		if t == jsonNull {
			t = at
		}
		return jsonSameType(c, t)
	}
	return diff{
		r:      typeChangeR{before: jsonSameType(c.asDelete(), bt), after: jsonSameType(c.asCreate(), at)},
		action: plans.Update,
	}
}

// jsonSameType diffs two JSON values of type t (or absent).
func jsonSameType(c change, t jsonType) diff {
	switch t {
	case jsonObject:
		m := c.asMap()
		elems, action := transformMap(m.before, m.after, m.allKeys(), func(k string) diff {
			return transformJSON(relevantChild(m.child(k)))
		})
		return diff{r: objectR{attrs: elems}, action: action}
	case jsonArray:
		s := c.asSlice()
		elems, action := transformSlice(s.before, s.after, func(bi, ai int) diff {
			return transformJSON(s.child(bi, ai))
		}, func(v any) bool { return typeOfJSON(v) == jsonObject })
		return diff{r: listR{elems: elems, context: true}, action: action}
	}
	ty := cty.NilType
	switch t {
	case jsonBool:
		ty = cty.Bool
	case jsonNumber:
		ty = cty.Number
	case jsonString:
		ty = cty.String
	}
	beforeMissing := c.before == nil && !c.beforeExplicit
	afterMissing := c.after == nil && !c.afterExplicit
	var action plans.Action
	switch {
	case beforeMissing && !afterMissing:
		action = plans.Create
	case !beforeMissing && afterMissing:
		action = plans.Delete
	case reflect.DeepEqual(c.before, c.after):
		action = plans.NoOp
	default:
		action = plans.Update
	}
	return diff{r: primitiveR{before: c.before, after: c.after, ty: ty}, action: action}
}
