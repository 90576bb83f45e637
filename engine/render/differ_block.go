package render

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

// diffBlock diffs a resource body or nested block against its schema.
func diffBlock(c change, b *configschema.Block) diff { return diffBlockProbe(c, b, false) }

// diffBlockProbe is diffBlock; with probe set, a diff without changes is
// returned without its renderer (its action alone: NoOp), for a caller
// that leaves such a block out. Every resource of a type with a nested
// block it leaves unset (terraform_data's store) diffed that block, and
// built its write-only attributes' diffs, only to drop them.
func diffBlockProbe(c change, b *configschema.Block, probe bool) diff {
	if d, ok := checkSensitive(c, func(v change) diff { return diffBlock(v, b) }, func(in diff, bs, as bool, a plans.Action) diff {
		return diff{r: sensitiveBlockR{inner: in, beforeSens: bs, afterSens: as}, action: a, replace: c.replace.matches()}
	}); ok {
		return d
	}
	if c.isUnknown() {
		childUnknown := map[string]any{}
		for name := range b.Attributes {
			childUnknown[name] = true
		}
		if d, ok := checkUnknown(c, childUnknown, func(before change) diff { return diffBlock(before, b) }); ok {
			return d
		}
	}
	c.nonLegacy = c.nonLegacy || usesNonLegacyFeatures(b)
	action := c.iterationAction()
	m := c.asMap()

	var attrs map[string]diff // made for the first attribute shown
	for name, a := range b.Attributes {
		if a.WriteOnly {
			continue
		}
		v := relevantChild(m.child(name))
		// Attributes of blocks are never "explicitly" null.
		v.beforeExplicit, v.afterExplicit = false, false
		d := diffAttribute(v, a)
		if d.action == plans.NoOp && v.before == nil && v.after == nil {
			continue
		}
		if attrs == nil {
			attrs = make(map[string]diff, len(b.Attributes))
		}
		attrs[name] = d
		action = combineActions(action, d.action)
	}

	// Made for the first group kept: most nested blocks are left unset.
	var blocks map[string]*blockGroup
	for name, nb := range b.BlockTypes {
		v := relevantChild(m.child(name))
		g := blockGroup{
			nesting:    nb.Nesting,
			replace:    v.replace.matches(),
			beforeSens: v.isBeforeSensitive(),
			afterSens:  v.isAfterSensitive(),
			unknown:    v.isUnknown(),
		}
		inner := &nb.Block
		groupAction := v.iterationAction()
		switch nb.Nesting {
		case configschema.NestingList:
			eachListPair(v, func(e change) {
				d := diffBlock(e, inner)
				g.elems = append(g.elems, d)
				groupAction = combineActions(groupAction, d.action)
			})
		case configschema.NestingSet:
			eachSetPair(v, func(e change) {
				d := diffBlock(e, inner)
				g.elems = append(g.elems, d)
				groupAction = combineActions(groupAction, d.action)
			})
		case configschema.NestingMap:
			em := v.asMap()
			g.byKey, groupAction = transformMap(em.before, em.after, em.explicitKeys(), func(k string) diff {
				return diffBlock(relevantChild(em.child(k)), inner)
			})
		default:
			g.single = diffBlockProbe(v, inner, v.before == nil && v.after == nil && !g.unknown)
			groupAction = g.single.action
		}
		if groupAction == plans.NoOp && v.before == nil && v.after == nil && !g.unknown {
			continue
		}
		if blocks == nil {
			blocks = map[string]*blockGroup{}
		}
		kept := g
		blocks[name] = &kept
		action = combineActions(action, groupAction)
	}

	if probe && action == plans.NoOp {
		return diff{action: plans.NoOp}
	}
	for name, a := range b.Attributes {
		if a.WriteOnly {
			if attrs == nil {
				attrs = make(map[string]diff, len(b.Attributes))
			}
			attrs[name] = writeOnlyDiff(c, action)
		}
	}
	return diff{r: blockR{attrs: attrs, blocks: blocks}, action: action, replace: c.replace.matches()}
}

// usesNonLegacyFeatures reports whether a block uses schema features the
// legacy provider SDK could not express; values of such resources keep
// empty strings distinct from null.
func usesNonLegacyFeatures(b *configschema.Block) bool {
	for _, nb := range b.BlockTypes {
		if nb.Nesting == configschema.NestingMap || nb.Nesting == configschema.NestingGroup {
			return true
		}
	}
	for _, a := range b.Attributes {
		if a.NestedType != nil {
			return true
		}
		ty := attrType(a)
		switch {
		case ty.HasDynamicTypes(), ty.IsTupleType(), ty.IsObjectType():
			return true
		case ty.IsCollectionType():
			et := ty.ElementType()
			if et.IsCollectionType() && !et.ElementType().IsPrimitiveType() {
				return true
			}
		}
	}
	return false
}

// blockFromType makes a schema for an object type without one: every
// attribute of the type is a plain attribute.
func blockFromType(ty cty.Type) *configschema.Block {
	b := &configschema.Block{Attributes: map[string]*configschema.Attribute{}}
	if !ty.IsObjectType() {
		return b
	}
	for name, at := range ty.AttributeTypes() {
		b.Attributes[name] = &configschema.Attribute{Type: at, Optional: true}
	}
	return b
}
