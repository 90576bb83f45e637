package intel

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// bodySchema is what a block body may contain, for completion and hover:
// the Terraform language's own blocks and provider schemas both become
// one.
type bodySchema struct {
	attrs  []*attrSchema
	blocks []*blockSchema
	// dynamic bodies (generic providers) accept any argument.
	dynamic bool
}

// attrSchema describes one argument or attribute.
type attrSchema struct {
	name string
	// typ is the value type; cty.NilType when the argument takes an
	// expression of no fixed type (depends_on, count…): detail says it.
	typ    cty.Type
	detail string
	doc    string
	// flags
	required, optional, computed, sensitive, forceNew, deprecated, writeOnly bool
	// meta marks Terraform's meta-arguments (count, for_each…).
	meta bool
	// values are the keywords the argument accepts (create, destroy).
	values []string
	// snippet, when set, is the value part of the snippet.
	snippet string
}

// blockSchema describes a nested block type.
type blockSchema struct {
	name   string
	labels []string
	doc    string
	// nesting is "single", "list", "set", "map" or "group" for provider
	// blocks; "" for language blocks.
	nesting  string
	min, max int
	forceNew bool
	meta     bool
	// body resolves the block's own body, on demand.
	body func() *bodySchema
	// snippet, when set, is the whole snippet of the block.
	snippet string
}

// attr returns the attribute named n, or nil.
func (b *bodySchema) attr(n string) *attrSchema {
	if b == nil {
		return nil
	}
	for _, a := range b.attrs {
		if a.name == n {
			return a
		}
	}
	return nil
}

// block returns the nested block type named n, or nil.
func (b *bodySchema) block(n string) *blockSchema {
	if b == nil {
		return nil
	}
	for _, x := range b.blocks {
		if x.name == n {
			return x
		}
	}
	return nil
}

// fromConfigSchema converts a provider schema block. Read-only
// (computed, not optional) attributes are kept: hover describes them,
// completion of arguments leaves them out.
func fromConfigSchema(b *configschema.Block) *bodySchema {
	out := &bodySchema{}
	if b == nil {
		return out
	}
	out.dynamic = b.Dynamic
	for _, n := range sortedKeys(b.Attributes) {
		a := b.Attributes[n]
		out.attrs = append(out.attrs, &attrSchema{
			name: n, typ: a.ImpliedType(), doc: a.Description,
			required: a.Required, optional: a.Optional, computed: a.Computed,
			sensitive: a.Sensitive, forceNew: a.ForceNew, deprecated: a.Deprecated, writeOnly: a.WriteOnly,
		})
	}
	for _, n := range sortedKeys(b.BlockTypes) {
		nb := b.BlockTypes[n]
		inner := &nb.Block
		out.blocks = append(out.blocks, &blockSchema{
			name: n, doc: nb.Description, nesting: nb.Nesting.String(),
			min: nb.MinItems, max: nb.MaxItems, forceNew: nb.ForceNew,
			body: func() *bodySchema { return fromConfigSchema(inner) },
		})
	}
	return out
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// readOnly reports attributes a configuration cannot set.
func (a *attrSchema) readOnly() bool {
	return a.computed && !a.optional && !a.required
}

// typeName renders a type as a type constraint: string, list(string),
// object({...}) for long object types.
func typeName(ty cty.Type) string {
	if ty == cty.NilType {
		return ""
	}
	s := typeexpr.TypeString(ty)
	if len(s) > 60 {
		switch {
		case ty.IsObjectType():
			return "object({...})"
		case ty.IsListType():
			return "list(" + typeName(ty.ElementType()) + ")"
		case ty.IsSetType():
			return "set(" + typeName(ty.ElementType()) + ")"
		case ty.IsMapType():
			return "map(" + typeName(ty.ElementType()) + ")"
		case ty.IsTupleType():
			return "tuple([...])"
		}
	}
	return s
}

// detailOf is an attribute's one-line summary: type and flags.
func (a *attrSchema) detailOf() string {
	parts := []string{}
	if t := a.detail; t != "" {
		parts = append(parts, t)
	} else if t := typeName(a.typ); t != "" {
		parts = append(parts, t)
	}
	switch {
	case a.meta:
		parts = append(parts, "meta-argument")
	case a.required:
		parts = append(parts, "required")
	case a.optional && a.computed:
		parts = append(parts, "optional, computed")
	case a.optional:
		parts = append(parts, "optional")
	case a.computed:
		parts = append(parts, "computed (read-only)")
	}
	if a.sensitive {
		parts = append(parts, "sensitive")
	}
	if a.writeOnly {
		parts = append(parts, "write-only")
	}
	if a.forceNew {
		parts = append(parts, "forces replacement")
	}
	if a.deprecated {
		parts = append(parts, "deprecated")
	}
	return strings.Join(parts, ", ")
}

// detailOf is a block type's one-line summary.
func (b *blockSchema) detailOf() string {
	var parts []string
	if b.meta {
		parts = append(parts, "meta-argument block")
	} else {
		parts = append(parts, "block")
	}
	switch b.nesting {
	case "list", "set", "map":
		parts = append(parts, b.nesting)
	}
	if b.min > 0 {
		parts = append(parts, "required")
	}
	if b.max > 0 && b.nesting != "single" {
		parts = append(parts, "at most "+itoa(b.max))
	}
	if b.forceNew {
		parts = append(parts, "forces replacement")
	}
	return strings.Join(parts, ", ")
}

// itoa formats a small non-negative number.
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// valueSnippet is the snippet of an argument's value, by type.
func valueSnippet(a *attrSchema) string {
	if a.snippet != "" {
		return a.snippet
	}
	if len(a.values) > 0 {
		return "${1:" + a.values[0] + "}"
	}
	ty := a.typ
	switch {
	case ty == cty.NilType || ty == cty.DynamicPseudoType:
		return "${1}"
	case ty == cty.String:
		return "\"${1}\""
	case ty == cty.Bool:
		return "${1:false}"
	case ty == cty.Number:
		return "${1:0}"
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		return "[${1}]"
	case ty.IsMapType() || ty.IsObjectType():
		return "{\n\t${1}\n}"
	}
	return "${1}"
}
