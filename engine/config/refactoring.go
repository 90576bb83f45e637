package config

import (
	"github.com/hashicorp/hcl/v2"
)

// Moved is a `moved` block.
type Moved struct {
	From, To  hcl.Traversal
	DeclRange hcl.Range
}

// Import is an `import` block.
type Import struct {
	To        hcl.Expression
	ID        hcl.Expression
	Identity  hcl.Expression
	ForEach   hcl.Expression
	Provider  *ProviderRef
	DeclRange hcl.Range
}

// Removed is a `removed` block.
type Removed struct {
	From         hcl.Traversal
	Destroy      bool
	Provisioners []*Provisioner
	DeclRange    hcl.Range
}

// Check is a `check` block: assertions and an optional scoped data source.
type Check struct {
	Name      string
	Data      *Resource
	Asserts   []*CheckRule
	DeclRange hcl.Range
}

var movedSchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{
	{Name: "from", Required: true}, {Name: "to", Required: true},
}}

func decodeMoved(b *hcl.Block) (*Moved, hcl.Diagnostics) {
	m := &Moved{DeclRange: b.DefRange}
	content, diags := b.Body.Content(movedSchema)
	if a, ok := content.Attributes["from"]; ok {
		t, d := hcl.AbsTraversalForExpr(a.Expr)
		diags = append(diags, d...)
		m.From = t
	}
	if a, ok := content.Attributes["to"]; ok {
		t, d := hcl.AbsTraversalForExpr(a.Expr)
		diags = append(diags, d...)
		m.To = t
	}
	return m, diags
}

var importSchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{
	{Name: "to", Required: true}, {Name: "id"}, {Name: "identity"},
	{Name: "provider"}, {Name: "for_each"},
}}

func decodeImport(b *hcl.Block) (*Import, hcl.Diagnostics) {
	im := &Import{DeclRange: b.DefRange}
	content, diags := b.Body.Content(importSchema)
	if a, ok := content.Attributes["to"]; ok {
		im.To = a.Expr
	}
	if a, ok := content.Attributes["id"]; ok {
		im.ID = a.Expr
	}
	if a, ok := content.Attributes["identity"]; ok {
		im.Identity = a.Expr
	}
	if a, ok := content.Attributes["for_each"]; ok {
		im.ForEach = a.Expr
	}
	if a, ok := content.Attributes["provider"]; ok {
		ref, d := decodeProviderRef(a.Expr)
		diags = append(diags, d...)
		if !d.HasErrors() {
			im.Provider = &ref
		}
	}
	if im.ID == nil && im.Identity == nil {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid import block",
			Detail:   "At least one of 'id' or 'identity' must be specified.",
			Subject:  b.DefRange.Ptr(),
		})
	}
	return im, diags
}

var removedSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{{Name: "from", Required: true}},
	Blocks: []hcl.BlockHeaderSchema{
		{Type: "lifecycle"},
		{Type: "provisioner", LabelNames: []string{"type"}},
		{Type: "connection"},
	},
}

var removedLifecycleSchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "destroy"}}}

func decodeRemoved(b *hcl.Block) (*Removed, hcl.Diagnostics) {
	r := &Removed{Destroy: true, DeclRange: b.DefRange}
	content, diags := b.Body.Content(removedSchema)
	if a, ok := content.Attributes["from"]; ok {
		t, d := hcl.AbsTraversalForExpr(a.Expr)
		diags = append(diags, d...)
		r.From = t
	}
	for _, blk := range content.Blocks {
		switch blk.Type {
		case "lifecycle":
			lc, d := blk.Body.Content(removedLifecycleSchema)
			diags = append(diags, d...)
			if a, ok := lc.Attributes["destroy"]; ok {
				diags = append(diags, decodeStaticBool(a, &r.Destroy)...)
			}
		case "provisioner":
			p, d := decodeProvisioner(blk)
			diags = append(diags, d...)
			r.Provisioners = append(r.Provisioners, p)
		}
	}
	return r, diags
}

var checkSchema = &hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{
	{Type: "data", LabelNames: []string{"type", "name"}},
	{Type: "assert"},
}}

func decodeCheck(b *hcl.Block) (*Check, hcl.Diagnostics) {
	c := &Check{Name: b.Labels[0], DeclRange: b.DefRange}
	diags := checkName("check block", c.Name, labelRange(b, 0))
	content, d := b.Body.Content(checkSchema)
	diags = append(diags, d...)
	for _, blk := range content.Blocks {
		switch blk.Type {
		case "data":
			if c.Data != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Multiple data resource blocks",
					Detail:   "This check block already has a data resource defined at " + c.Data.DeclRange.String() + ".",
					Subject:  blk.DefRange.Ptr(),
				})
				continue
			}
			r, d := decodeResource(blk, DataResource, false)
			diags = append(diags, d...)
			r.InCheck = c.Name
			c.Data = r
		case "assert":
			cr, d := decodeCheckRule(blk)
			diags = append(diags, d...)
			c.Asserts = append(c.Asserts, cr)
		}
	}
	if len(c.Asserts) == 0 {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Zero assert blocks",
			Detail:   "Check blocks must have at least one assert block.",
			Subject:  b.DefRange.Ptr(),
		})
	}
	return c, diags
}
