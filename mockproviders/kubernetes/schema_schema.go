//go:build schemagen

package kubernetes

import "github.com/tfplay/tfplay/engine/configschema"

// set declares a nested block repeated as a set.
func set(min, max int, desc string, a attrs, b blocks) *configschema.NestedBlock {
	nb := list(min, max, desc, a, b)
	nb.Nesting = configschema.NestingSet
	return nb
}

// forceNew makes every change inside a nested block replace the object.
// Like SDK providers, it marks the block's attributes (at every depth)
// rather than the block, so that a plan names the attribute that forces
// the replacement.
func forceNew(nb *configschema.NestedBlock) *configschema.NestedBlock {
	markForceNew(&nb.Block)
	return nb
}

// markForceNew marks every attribute of a block and its nested blocks.
func markForceNew(b *configschema.Block) {
	for _, a := range b.Attributes {
		if a.Optional || a.Required {
			a.ForceNew = true
		}
	}
	for _, nb := range b.BlockTypes {
		markForceNew(&nb.Block)
	}
}
