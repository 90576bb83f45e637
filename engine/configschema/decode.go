package configschema

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/dynblock"
	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// Variables returns every reference the body makes when decoded against
// the block: the arguments' expressions, the for_each and labels of
// `dynamic` blocks and their content (without the references to a dynamic
// block's own iterator), at every nesting level the schema knows. The
// engine builds the evaluation context of Decode from exactly these.
func Variables(body hcl.Body, b *Block) []hcl.Traversal {
	if body == nil {
		return nil
	}
	return dynblock.VariablesHCLDec(body, b.concrete(body).DecoderSpec())
}

// Decode evaluates a configuration body against the block's schema: it
// expands its `dynamic` blocks and decodes it with hcldec, so that the
// diagnostics are Terraform's own ("Missing required argument",
// "Unsupported argument" and "Unsupported block type" with their
// "Did you mean" suggestions, "Too many X blocks", "Insufficient X
// blocks", "Duplicate X block", "Incorrect attribute value type"...), at
// the same source ranges.
//
// The value conforms to b.ImpliedType(); for a Dynamic block it is an
// object whose type follows the configuration, with undeclared nested
// blocks as lists of objects (tuples when their objects' types differ).
// Values given for computed-only attributes are decoded like any other:
// rejecting them is the provider's part (see ConfiguredComputedPaths).
func Decode(body hcl.Body, b *Block, ctx *hcl.EvalContext) (val cty.Value, diags hcl.Diagnostics) {
	defer func() {
		if r := recover(); r != nil {
			val = cty.DynamicVal
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Failed to decode configuration",
				Detail:   fmt.Sprintf("tfplay could not decode this block: %v. This is a bug in tfplay.", r),
				Subject:  missingRange(body),
			})
		}
	}()
	if body == nil {
		return b.EmptyValue(), nil
	}
	schema := b.concrete(body)
	expanded := body
	if mayHaveDynamic(body) {
		expanded = dynblock.Expand(body, ctx)
	}
	val, diags = hcldec.Decode(expanded, schema.DecoderSpec(), ctx)
	if val == cty.NilVal {
		val = cty.UnknownVal(b.ImpliedType())
	}
	if b != nil && b.Dynamic {
		val = listifyBlocks(val, schema, b)
	}
	return val, diags
}

// mayHaveDynamic reports whether a body may hold a `dynamic` block at
// any depth: always for bodies other than native syntax. Expanding a body
// without one changes nothing but costs a wrapper around it and each of
// its nested blocks, and a copy of every schema they are decoded with
// (about 3% of a plan), so Decode expands only the others.
func mayHaveDynamic(body hcl.Body) bool {
	sb, ok := body.(*hclsyntax.Body)
	if !ok {
		return true
	}
	for _, blk := range sb.Blocks {
		if blk.Type == "dynamic" || mayHaveDynamic(blk.Body) {
			return true
		}
	}
	return false
}

// missingRange returns a body's missing-item range, if there is a body.
func missingRange(body hcl.Body) *hcl.Range {
	if body == nil {
		return nil
	}
	return body.MissingItemRange().Ptr()
}
