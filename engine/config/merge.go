package config

import (
	"github.com/hashicorp/hcl/v2"
)

// mergedBody is the body of a block from a primary file with the same
// block from an override file laid over it, following Terraform's override
// rules: an argument in the override replaces the argument of the same
// name; nested blocks of a type present in the override replace all nested
// blocks of that type, except the types listed in mergeNested, whose
// bodies are merged argument by argument (the lifecycle block of
// resources).
type mergedBody struct {
	base, over  hcl.Body
	mergeNested map[string]bool
}

var _ hcl.Body = mergedBody{}

func optionalSchema(schema *hcl.BodySchema) *hcl.BodySchema {
	out := &hcl.BodySchema{Blocks: schema.Blocks}
	for _, a := range schema.Attributes {
		a.Required = false
		out.Attributes = append(out.Attributes, a)
	}
	return out
}

func (b mergedBody) Content(schema *hcl.BodySchema) (*hcl.BodyContent, hcl.Diagnostics) {
	opt := optionalSchema(schema)
	baseC, diags := b.base.Content(opt)
	overC, d := b.over.Content(opt)
	diags = append(diags, d...)
	c := b.merge(baseC, overC)
	diags = append(diags, b.missingRequired(schema, c)...)
	return c, diags
}

func (b mergedBody) PartialContent(schema *hcl.BodySchema) (*hcl.BodyContent, hcl.Body, hcl.Diagnostics) {
	opt := optionalSchema(schema)
	baseC, baseRemain, diags := b.base.PartialContent(opt)
	overC, overRemain, d := b.over.PartialContent(opt)
	diags = append(diags, d...)
	c := b.merge(baseC, overC)
	diags = append(diags, b.missingRequired(schema, c)...)
	return c, mergedBody{base: baseRemain, over: overRemain, mergeNested: b.mergeNested}, diags
}

// missingRequired reports the schema's required arguments that neither
// the base nor the override sets.
func (b mergedBody) missingRequired(schema *hcl.BodySchema, c *hcl.BodyContent) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, a := range schema.Attributes {
		if _, ok := c.Attributes[a.Name]; a.Required && !ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Missing required argument",
				Detail:   "The argument \"" + a.Name + "\" is required, but no definition was found.",
				Subject:  b.base.MissingItemRange().Ptr(),
			})
		}
	}
	return diags
}

func (b mergedBody) merge(baseC, overC *hcl.BodyContent) *hcl.BodyContent {
	c := &hcl.BodyContent{Attributes: hcl.Attributes{}, MissingItemRange: baseC.MissingItemRange}
	for n, a := range baseC.Attributes {
		c.Attributes[n] = a
	}
	for n, a := range overC.Attributes {
		c.Attributes[n] = a
	}
	overTypes := map[string]bool{}
	for _, blk := range overC.Blocks {
		overTypes[blk.Type] = true
	}
	for _, blk := range baseC.Blocks {
		if !overTypes[blk.Type] {
			c.Blocks = append(c.Blocks, blk)
		}
	}
	for _, blk := range overC.Blocks {
		if b.mergeNested[blk.Type] {
			if base := firstBlock(baseC.Blocks, blk.Type); base != nil {
				merged := *base
				merged.Body = mergedBody{base: base.Body, over: blk.Body}
				c.Blocks = append(c.Blocks, &merged)
				continue
			}
		}
		c.Blocks = append(c.Blocks, blk)
	}
	return c
}

func firstBlock(blocks hcl.Blocks, typeName string) *hcl.Block {
	for _, b := range blocks {
		if b.Type == typeName {
			return b
		}
	}
	return nil
}

func (b mergedBody) JustAttributes() (hcl.Attributes, hcl.Diagnostics) {
	baseA, diags := b.base.JustAttributes()
	overA, d := b.over.JustAttributes()
	diags = append(diags, d...)
	out := hcl.Attributes{}
	for n, a := range baseA {
		out[n] = a
	}
	for n, a := range overA {
		out[n] = a
	}
	return out, diags
}

func (b mergedBody) MissingItemRange() hcl.Range { return b.base.MissingItemRange() }
