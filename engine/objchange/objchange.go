// Package objchange computes the changes of resource objects between
// their prior state and their configuration, with Terraform's rules: the
// proposed new state a provider plans from, and the planned objects of
// data sources whose read waits for apply.
package objchange

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
)

// ProposedNew merges a resource's configuration with its prior state into
// the proposed new state the provider plans from:
//
//   - a non-computed attribute takes its configured value, null or not;
//   - a computed attribute the configuration sets (optional+computed)
//     takes the configured value;
//   - a computed attribute the configuration leaves null keeps its prior
//     value: null when the object is being created (the provider then
//     decides it, typically as unknown), unknown when the prior value is
//     unknown. An optional+computed nested attribute whose prior value
//     holds non-computed attributes must have been configured before, so
//     leaving it out now removes it (null);
//   - nested blocks and nested attribute objects are merged element by
//     element: single blocks directly, lists by index, maps by key, sets
//     by matching each configured element with an unused prior element
//     that is equal once computed attributes are ignored.
//
// When both values are null the result is null. Prior may be null (a
// create); config must conform to the schema's implied type. Marks on
// the configuration are carried over to the result.
func ProposedNew(schema *configschema.Block, prior, config cty.Value) cty.Value {
	if schema == nil {
		return config
	}
	config, cfgMarks := marks.UnmarkDeepWithPaths(config)
	prior = marks.UnmarkDeep(prior)
	return proposedNewMarked(schema, prior, config, cfgMarks)
}

// ProposedNewUnmarked is ProposedNew for a prior value and a
// configuration that carry no marks (as providers see them), without
// walking them again to remove marks.
func ProposedNewUnmarked(schema *configschema.Block, prior, config cty.Value) cty.Value {
	if schema == nil {
		return config
	}
	return proposedNewMarked(schema, prior, config, nil)
}

// proposedNewMarked is ProposedNew of unmarked values, marked with
// cfgMarks.
func proposedNewMarked(schema *configschema.Block, prior, config cty.Value, cfgMarks []cty.PathValueMarks) cty.Value {
	if config.IsNull() && prior.IsNull() {
		return prior
	}
	if schema.Dynamic {
		return proposedNewDynamic(schema, prior, config).MarkWithPaths(cfgMarks)
	}
	if prior.IsNull() {
		prior = schema.EmptyValue()
	}
	return proposedNew(schema, prior, config).MarkWithPaths(cfgMarks)
}

// proposedNew merges one object of a block.
func proposedNew(schema *configschema.Block, prior, config cty.Value) cty.Value {
	if config.IsNull() || !config.IsKnown() {
		// A block's configuration is null only for an absent single
		// block, unknown only from a dynamic block with an unknown
		// for_each; both are handled by the caller, so take prior.
		return prior
	}
	if !config.Type().IsObjectType() {
		return config
	}
	vals := proposedNewAttributes(schema.Attributes, prior, config)
	for name, nb := range schema.BlockTypes {
		if nb == nil || !config.Type().HasAttribute(name) {
			continue
		}
		if _, clash := schema.Attributes[name]; clash {
			continue
		}
		vals[name] = proposedNewNestedBlock(nb, getAttr(prior, name, nb.ImpliedType()), config.GetAttr(name))
	}
	return cty.ObjectVal(vals)
}

// proposedNewDynamic merges a generic object: the configuration as given,
// with the declared attributes merged by the usual rules.
func proposedNewDynamic(schema *configschema.Block, prior, config cty.Value) cty.Value {
	if config.IsNull() || !config.IsKnown() || !config.Type().IsObjectType() {
		return config
	}
	vals := config.AsValueMap()
	if vals == nil {
		return config
	}
	declared := map[string]*configschema.Attribute{}
	for name, a := range schema.Attributes {
		if _, ok := vals[name]; ok {
			declared[name] = a
		}
	}
	for name, v := range proposedNewAttributes(declared, prior, config) {
		vals[name] = v
	}
	return cty.ObjectVal(vals)
}

// proposedNewAttributes merges the attributes of one object.
func proposedNewAttributes(attrs map[string]*configschema.Attribute, prior, config cty.Value) map[string]cty.Value {
	vals := make(map[string]cty.Value, len(attrs))
	for name, a := range attrs {
		if a == nil || !config.Type().HasAttribute(name) {
			continue
		}
		configV := config.GetAttr(name)
		priorV := getAttr(prior, name, a.ImpliedType())
		var v cty.Value
		switch {
		case !a.Computed:
			v = configV
			if a.NestedType != nil {
				v = proposedNewNestedType(a.NestedType, priorV, configV)
			}
		case configV.IsNull():
			v = priorV
			if optionalValueNotComputable(a, priorV) {
				v = configV
			}
		case a.NestedType != nil:
			v = proposedNewNestedType(a.NestedType, priorV, configV)
		default:
			v = configV
		}
		vals[name] = v
	}
	return vals
}

// getAttr returns an attribute of an object value: an unknown value of
// type ty when the object is unknown, a null one when the object is null
// or lacks the attribute.
func getAttr(obj cty.Value, name string, ty cty.Type) cty.Value {
	switch {
	case obj == cty.NilVal:
		return cty.NullVal(ty)
	case !obj.IsKnown():
		return cty.UnknownVal(ty)
	case obj.IsNull() || !obj.Type().IsObjectType() || !obj.Type().HasAttribute(name):
		return cty.NullVal(ty)
	}
	return obj.GetAttr(name)
}

// optionalValueNotComputable reports whether an optional nested attribute's
// prior value has non-null values for non-computed attributes, proving it
// was configured.
func optionalValueNotComputable(a *configschema.Attribute, v cty.Value) bool {
	if !a.Optional || a.NestedType == nil || v.IsNull() || !v.IsKnown() {
		return false
	}
	found := false
	inner := &configschema.Block{Attributes: a.NestedType.Attributes}
	_ = cty.Walk(v, func(p cty.Path, ev cty.Value) (bool, error) {
		if found || ev.IsNull() {
			return !found, nil
		}
		attr := inner.AttributeByPath(p)
		if attr == nil {
			return true, nil
		}
		if !attr.Computed {
			found = true
			return false, nil
		}
		return true, nil
	})
	return found
}
