package kubernetes

import (
	"strings"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// attrs and blocks shorten the schema literals of this package.
type (
	attrs  = map[string]*configschema.Attribute
	blocks = map[string]*configschema.NestedBlock
)

// Types used throughout the schemas.
var (
	str     = cty.String
	num     = cty.Number
	boolean = cty.Bool
	strList = cty.List(cty.String)
	strSet  = cty.Set(cty.String)
	strMap  = cty.Map(cty.String)
)

// attr declares an attribute. flags holds one letter per property:
// r required, o optional, c computed, f force-new, s sensitive.
func attr(ty cty.Type, flags, desc string) *configschema.Attribute {
	return &configschema.Attribute{
		Type:        ty,
		Description: desc,
		Required:    strings.Contains(flags, "r"),
		Optional:    strings.Contains(flags, "o"),
		Computed:    strings.Contains(flags, "c"),
		ForceNew:    strings.Contains(flags, "f"),
		Sensitive:   strings.Contains(flags, "s"),
	}
}

// list declares a nested block repeated as a list of at least min and at
// most max (0: unbounded) elements.
func list(min, max int, desc string, a attrs, b blocks) *configschema.NestedBlock {
	return &configschema.NestedBlock{
		Nesting:  configschema.NestingList,
		MinItems: min,
		MaxItems: max,
		Block:    configschema.Block{Attributes: a, BlockTypes: b, Description: desc},
	}
}

// timeouts is the optional block of operation time limits SDK-based
// resources take, with one argument per operation named.
func timeouts(ops ...string) *configschema.NestedBlock {
	a := attrs{}
	for _, op := range ops {
		a[op] = attr(str, "o", "How long the "+op+" operation may take, as a duration (\"20m\").")
	}
	return &configschema.NestedBlock{Nesting: configschema.NestingSingle, Block: configschema.Block{Attributes: a}}
}

// resourceBlock assembles the schema of a resource type or data source.
func resourceBlock(desc string, a attrs, b blocks) *configschema.Block {
	if b == nil {
		b = blocks{}
	}
	return &configschema.Block{Attributes: a, BlockTypes: b, Description: desc}
}

// merge returns the union of attribute maps (later ones win).
func merge(ms ...attrs) attrs {
	ret := attrs{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}

// single declares a nested block of at most one element (Block List,
// Max: 1), required when req is set.
func single(req bool, desc string, a attrs, b blocks) *configschema.NestedBlock {
	min := 0
	if req {
		min = 1
	}
	return list(min, 1, desc, a, b)
}
