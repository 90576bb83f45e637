package providers

import "github.com/zclconf/go-cty/cty"

// ConfigReads tells a provider how a configuration uses its resource types
// and data sources. A provider whose schemas are unknown (tfplay's generic
// mock of providers it does not model) infers from it which attributes its
// objects must have, and of what shape: an expression reading
// data.ucloud_images.default.images[0].id means data sources of type
// ucloud_images have an attribute "images", a list of objects with an "id".
//
// Types are keyed by "TYPE" for managed resources and "data.TYPE" for data
// sources, whichever provider serves them (type names carry their
// provider's name).
type ConfigReads struct {
	// Reads lists, per type, the attribute paths the configuration's
	// expressions read from objects of that type, after the instance key.
	Reads map[string][]AttributeRead
	// Arguments lists, per type, the names of the arguments and nested
	// block types the type's blocks set somewhere in the configuration.
	Arguments map[string][]string
	// Configured tells, per type, the static type of each argument the
	// type's blocks set and the contents of their nested blocks, unified
	// across all the blocks of the type.
	Configured map[string]*ConfiguredBlock
	// Stored lists, per managed resource type, the arguments objects in
	// the prior state were created with that no block of the type sets any
	// more, with the types of their stored values: a provider keeps them
	// in its schema so that the plan sets them to null.
	Stored map[string]map[string]cty.Type
}

// ConfiguredBlock is what a configuration's blocks of one type (or nested
// blocks of one type) set.
type ConfiguredBlock struct {
	// Arguments gives each argument's type as far as its expressions tell
	// statically (a string literal, a variable of declared type, a
	// function's result), unified across the blocks; cty.DynamicPseudoType
	// when it cannot be told.
	Arguments map[string]cty.Type
	// Blocks holds the nested blocks, by block type.
	Blocks map[string]*ConfiguredBlock
}

// AttributeRead is one attribute path an expression reads from an object.
type AttributeRead struct {
	// Path starts with the attribute's name. An index step with a known
	// key is an element the expression names (images[0], tags["Name"]); an
	// unknown key (of type cty.Number, or cty.DynamicPseudoType when even
	// the kind of collection is unknown) stands for elements chosen at run
	// time: a splat, a for expression, an index computed from a variable.
	Path cty.Path
	// Want is the type the expression needs the value at Path to have when
	// its context tells (a number for count, a list for length or toset);
	// cty.DynamicPseudoType otherwise.
	Want cty.Type
}

// ReadHinter is implemented by providers whose schemas depend on how the
// configuration uses them. The engine calls HintReads on every provider
// instance it makes, before asking for its schema; reads computes the
// configuration's reads on first call (the configuration is walked only
// for providers that need it).
type ReadHinter interface {
	HintReads(reads func() ConfigReads)
}

// ConfiguredPrivate is the private data (ApplyResponse.Private) a provider
// that infers its schemas keeps with an object in state: the arguments
// its configuration set, so that when the configuration stops setting one
// the engine tells it (ConfigReads.Stored) and the plan sets it to null.
type ConfiguredPrivate struct {
	Arguments []string `json:"configured_arguments"`
}
