package objchange

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
)

// PlannedDataResourceObject returns the planned object of a data source
// whose read is deferred to apply: its configuration with every computed
// attribute the configuration leaves null unknown ("known after apply").
func PlannedDataResourceObject(schema *configschema.Block, config cty.Value) cty.Value {
	return UnknownComputed(schema, config)
}

// UnknownComputed returns v with every null computed attribute made
// unknown, in nested blocks and nested attribute objects too. Mock
// providers use it to plan the creation of an object: what the provider
// will decide is known only after apply. Marks are carried over.
func UnknownComputed(schema *configschema.Block, v cty.Value) cty.Value {
	if schema == nil {
		return v
	}
	v, marks := v.UnmarkDeepWithPaths()
	return unknownComputed(schema.Attributes, schema.BlockTypes, v).MarkWithPaths(marks)
}

// unknownComputed is UnknownComputed for one object.
func unknownComputed(attrs map[string]*configschema.Attribute, blocks map[string]*configschema.NestedBlock, v cty.Value) cty.Value {
	if v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() {
		return v
	}
	vals := v.AsValueMap()
	for name, a := range attrs {
		av, ok := vals[name]
		if !ok || a == nil {
			continue
		}
		switch {
		case a.Computed && av.IsNull():
			ty := a.ImpliedType()
			if ty == cty.DynamicPseudoType {
				ty = av.Type()
			}
			vals[name] = cty.UnknownVal(ty)
		case a.NestedType != nil:
			vals[name] = mapBlocks(a.NestedType.Nesting, av, func(ev cty.Value) cty.Value {
				return unknownComputed(a.NestedType.Attributes, nil, ev)
			})
		}
	}
	for name, nb := range blocks {
		bv, ok := vals[name]
		if !ok || nb == nil {
			continue
		}
		if _, clash := attrs[name]; clash {
			continue
		}
		child := nb
		vals[name] = mapBlocks(nb.Nesting, bv, func(ev cty.Value) cty.Value {
			return unknownComputed(child.Attributes, child.BlockTypes, ev)
		})
	}
	if vals == nil {
		return v
	}
	return cty.ObjectVal(vals)
}

// RemoveWriteOnly returns v with every write-only attribute null: their
// values reach the provider in the configuration but are never part of a
// planned or applied object.
func RemoveWriteOnly(schema *configschema.Block, v cty.Value) cty.Value {
	if schema == nil || !hasWriteOnly(schema.Attributes, schema.BlockTypes) {
		// Nothing to remove: most schemas have no write-only attribute,
		// and rebuilding the object was a few percent of a plan.
		return v
	}
	v, pvm := marks.UnmarkDeepWithPaths(v)
	if !holdsWriteOnly(schema.Attributes, schema.BlockTypes, v) {
		// Every write-only value is null already (terraform_data's
		// store block is usually absent): the object stays as it is.
		return v.MarkWithPaths(pvm)
	}
	return removeWriteOnly(schema.Attributes, schema.BlockTypes, v).MarkWithPaths(pvm)
}

// holdsWriteOnly reports whether the unmarked object v holds a value
// removeWriteOnly would replace: a write-only attribute that is not null.
func holdsWriteOnly(attrs map[string]*configschema.Attribute, blocks map[string]*configschema.NestedBlock, v cty.Value) bool {
	if v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() {
		return false
	}
	ty := v.Type()
	for name, a := range attrs {
		if a == nil || !ty.HasAttribute(name) {
			continue
		}
		av := v.GetAttr(name)
		switch {
		case a.WriteOnly:
			if !av.IsNull() {
				return true
			}
		case a.NestedType != nil:
			if anyBlock(a.NestedType.Nesting, av, func(ev cty.Value) bool { return holdsWriteOnly(a.NestedType.Attributes, nil, ev) }) {
				return true
			}
		}
	}
	for name, nb := range blocks {
		if nb == nil || !ty.HasAttribute(name) {
			continue
		}
		if _, clash := attrs[name]; clash {
			continue
		}
		if anyBlock(nb.Nesting, v.GetAttr(name), func(ev cty.Value) bool { return holdsWriteOnly(nb.Attributes, nb.BlockTypes, ev) }) {
			return true
		}
	}
	return false
}

// anyBlock reports whether fn holds for one of the block objects of a
// nested block type's value, visited as mapBlocks visits them.
func anyBlock(nesting configschema.NestingMode, v cty.Value, fn func(cty.Value) bool) bool {
	if v.IsNull() || !v.IsKnown() {
		return false
	}
	ty := v.Type()
	switch {
	case nesting == configschema.NestingMap && ty.IsObjectType(),
		ty.IsListType(), ty.IsSetType(), ty.IsTupleType(), ty.IsMapType():
		for it := v.ElementIterator(); it.Next(); {
			if _, ev := it.Element(); fn(ev) {
				return true
			}
		}
	case ty.IsObjectType():
		return fn(v)
	}
	return false
}

// hasWriteOnly reports whether a schema has a write-only attribute at
// any depth.
func hasWriteOnly(attrs map[string]*configschema.Attribute, blocks map[string]*configschema.NestedBlock) bool {
	for _, a := range attrs {
		if a == nil {
			continue
		}
		if a.WriteOnly || a.NestedType != nil && hasWriteOnly(a.NestedType.Attributes, nil) {
			return true
		}
	}
	for _, nb := range blocks {
		if nb != nil && hasWriteOnly(nb.Attributes, nb.BlockTypes) {
			return true
		}
	}
	return false
}

// removeWriteOnly is RemoveWriteOnly for one object.
func removeWriteOnly(attrs map[string]*configschema.Attribute, blocks map[string]*configschema.NestedBlock, v cty.Value) cty.Value {
	if v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() {
		return v
	}
	vals := v.AsValueMap()
	for name, a := range attrs {
		av, ok := vals[name]
		if !ok || a == nil {
			continue
		}
		switch {
		case a.WriteOnly:
			vals[name] = cty.NullVal(av.Type())
		case a.NestedType != nil:
			vals[name] = mapBlocks(a.NestedType.Nesting, av, func(ev cty.Value) cty.Value {
				return removeWriteOnly(a.NestedType.Attributes, nil, ev)
			})
		}
	}
	for name, nb := range blocks {
		bv, ok := vals[name]
		if !ok || nb == nil {
			continue
		}
		if _, clash := attrs[name]; clash {
			continue
		}
		child := nb
		vals[name] = mapBlocks(nb.Nesting, bv, func(ev cty.Value) cty.Value {
			return removeWriteOnly(child.Attributes, child.BlockTypes, ev)
		})
	}
	if vals == nil {
		return v
	}
	return cty.ObjectVal(vals)
}

// mapBlocks applies fn to each block object of a nested block type's
// value, whatever its nesting mode (a map of blocks may be an object).
func mapBlocks(nesting configschema.NestingMode, v cty.Value, fn func(cty.Value) cty.Value) cty.Value {
	if v.IsNull() || !v.IsKnown() {
		return v
	}
	if (nesting == configschema.NestingMap) && v.Type().IsObjectType() {
		if v.LengthInt() == 0 {
			return v
		}
		vals := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			vals[k.AsString()] = fn(ev)
		}
		return cty.ObjectVal(vals)
	}
	return mapElements(v, fn)
}
