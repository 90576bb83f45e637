package config

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// Provider is a `provider` block.
type Provider struct {
	Name       string
	Alias      string
	AliasRange *hcl.Range
	Version    string
	Config     hcl.Body
	DeclRange  hcl.Range
	NameRange  hcl.Range
}

// Key is the provider configuration's key in its module: "aws" or
// "aws.west".
func (p *Provider) Key() string {
	if p.Alias == "" {
		return p.Name
	}
	return p.Name + "." + p.Alias
}

var providerSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{{Name: "alias"}, {Name: "version"}},
}

var providerReservedAttrs = []string{"count", "for_each", "depends_on", "source"}

func decodeProvider(block *hcl.Block) (*Provider, hcl.Diagnostics) {
	p := &Provider{Name: block.Labels[0], DeclRange: block.DefRange, NameRange: labelRange(block, 0)}
	diags := checkName("provider", p.Name, labelRange(block, 0))
	schema := &hcl.BodySchema{Attributes: providerSchema.Attributes}
	for _, n := range providerReservedAttrs {
		schema.Attributes = append(schema.Attributes, hcl.AttributeSchema{Name: n})
	}
	schema.Blocks = []hcl.BlockHeaderSchema{{Type: "lifecycle"}, {Type: "locals"}}
	content, remain, d := block.Body.PartialContent(schema)
	diags = append(diags, d...)
	p.Config = remain
	if a, ok := content.Attributes["alias"]; ok {
		var alias string
		d := decodeStaticString(a, &alias)
		diags = append(diags, d...)
		if !d.HasErrors() {
			if !hclsyntax.ValidIdentifier(alias) {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Invalid provider configuration alias",
					Detail:   "An alias must be a valid name. " + badIdentifierDetail,
					Subject:  a.Expr.Range().Ptr(),
				})
			} else {
				p.Alias = alias
				p.AliasRange = a.Expr.Range().Ptr()
			}
		}
	}
	if a, ok := content.Attributes["version"]; ok {
		diags = append(diags, decodeStaticString(a, &p.Version)...)
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagWarning,
			Summary:  "Version constraints inside provider configuration blocks are deprecated",
			Detail:   "Terraform 0.13 and earlier allowed provider version constraints inside the provider configuration block, but that is now deprecated and will be removed in a future version of Terraform. To silence this warning, move the provider version constraint into the required_providers block.",
			Subject:  a.Expr.Range().Ptr(),
		})
	}
	for _, n := range providerReservedAttrs {
		if a, ok := content.Attributes[n]; ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Reserved argument name in provider block",
				Detail:   fmt.Sprintf("The provider argument name %q is reserved for use by Terraform in a future version.", n),
				Subject:  a.NameRange.Ptr(),
			})
		}
	}
	for _, b := range content.Blocks {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Reserved block type name in provider block",
			Detail:   fmt.Sprintf("The block type name %q is reserved for use by Terraform in a future version.", b.Type),
			Subject:  b.TypeRange.Ptr(),
		})
	}
	return p, diags
}
