package aws

import (
	"strings"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// This file is a small language for writing schemas compactly: a schema
// is a list of fields, each an attribute or a nested block, whose flags
// are given as letters:
//
//	R required   O optional   C computed   S sensitive
//	F force-new  D deprecated
//
// A nested block may also carry C: the provider fills it in when the
// configuration leaves it out (it is unknown at create and keeps its
// prior value on update), as the SDK does for optional+computed blocks.

// Common attribute types.
var (
	str     = cty.String
	num     = cty.Number
	boolean = cty.Bool
	strList = cty.List(cty.String)
	strSet  = cty.Set(cty.String)
	strMap  = cty.Map(cty.String)
	numSet  = cty.Set(cty.Number)
)

// schemaBuilder collects a block schema and the paths (dotted, without
// indexes) of its computed nested blocks.
type schemaBuilder struct {
	computedBlocks map[string]bool
}

// field adds one attribute or nested block to a block schema; prefix is
// the dotted path of the block.
type field func(sb *schemaBuilder, b *configschema.Block, prefix string)

// The helpers below are marked //go:noinline: the schemas are thousands of
// nested calls of them, and inlining them at every call site made this
// package 5.2 MB of WebAssembly code instead of 1.7 MB.

// has reports whether flags holds the letter.
//
//go:noinline
func has(flags string, letter byte) bool { return strings.IndexByte(flags, letter) >= 0 }

// attr declares an attribute.
//
//go:noinline
func attr(name string, ty cty.Type, flags, desc string) field {
	return func(_ *schemaBuilder, b *configschema.Block, _ string) {
		if b.Attributes == nil {
			b.Attributes = map[string]*configschema.Attribute{}
		}
		b.Attributes[name] = &configschema.Attribute{
			Type:        ty,
			Description: desc,
			Required:    has(flags, 'R'),
			Optional:    has(flags, 'O'),
			Computed:    has(flags, 'C'),
			Sensitive:   has(flags, 'S'),
			ForceNew:    has(flags, 'F'),
			Deprecated:  has(flags, 'D'),
		}
	}
}

// nested declares a nested block type.
//
//go:noinline
func nested(name string, mode configschema.NestingMode, min, max int, flags, desc string, fields ...field) field {
	return func(sb *schemaBuilder, b *configschema.Block, prefix string) {
		if b.BlockTypes == nil {
			b.BlockTypes = map[string]*configschema.NestedBlock{}
		}
		path := joinPath(prefix, name)
		nb := &configschema.NestedBlock{Nesting: mode, MinItems: min, MaxItems: max, ForceNew: has(flags, 'F')}
		nb.Description = desc
		nb.Deprecated = has(flags, 'D')
		for _, f := range fields {
			f(sb, &nb.Block, path)
		}
		if has(flags, 'C') {
			sb.computedBlocks[path] = true
		}
		b.BlockTypes[name] = nb
	}
}

// list declares a list block of at most max elements (0: no limit).
//
//go:noinline
func list(name string, max int, flags, desc string, fields ...field) field {
	return nested(name, configschema.NestingList, minOf(flags), max, flags, desc, fields...)
}

// set declares a set block.
//
//go:noinline
func set(name string, flags, desc string, fields ...field) field {
	return nested(name, configschema.NestingSet, minOf(flags), 0, flags, desc, fields...)
}

// minOf is 1 for a block flagged R (at least one block must be written).
//
//go:noinline
func minOf(flags string) int {
	if has(flags, 'R') {
		return 1
	}
	return 0
}

// group bundles fields into one.
//
//go:noinline
func group(fields ...field) field {
	return func(sb *schemaBuilder, b *configschema.Block, prefix string) {
		for _, f := range fields {
			f(sb, b, prefix)
		}
	}
}

// idAttr is the id of an SDK resource: optional and computed, as the SDK
// declares it.
//
//go:noinline
func idAttr() field { return attr("id", str, "OC", "Identifier of the object.") }

// idOnly is the computed-only id of a resource written with the plugin
// framework.
//
//go:noinline
func idOnly() field { return attr("id", str, "C", "Identifier of the object.") }

// arnAttr is the computed ARN of the object.
//
//go:noinline
func arnAttr() field { return attr("arn", str, "C", "Amazon Resource Name of the object.") }

// tags declares tags and tags_all.
//
//go:noinline
func tags() field {
	return group(
		attr("tags", strMap, "O", "Tags to set on the object; provider default_tags merge under them."),
		attr("tags_all", strMap, "OC", "Every tag of the object: the provider's default_tags merged with tags."),
	)
}

// timeouts declares the timeouts block with the given operations.
//
//go:noinline
func timeouts(ops ...string) field {
	fs := make([]field, 0, len(ops))
	for _, op := range ops {
		fs = append(fs, attr(op, str, "O", "How long to wait for the "+op+" operation (e.g. \"30m\")."))
	}
	return nested("timeouts", configschema.NestingSingle, 0, 0, "", "Custom operation timeouts.", fs...)
}

// buildSchema assembles a block schema from fields.
//
//go:noinline
func buildSchema(desc string, fields []field) (*configschema.Block, map[string]bool) {
	sb := &schemaBuilder{computedBlocks: map[string]bool{}}
	b := &configschema.Block{Description: desc}
	for _, f := range fields {
		f(sb, b, "")
	}
	return b, sb.computedBlocks
}

// joinPath appends a name to a dotted path.
//
//go:noinline
func joinPath(prefix, name string) string {
	if prefix == "" {
		return name
	}
	return prefix + "." + name
}
