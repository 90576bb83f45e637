package config

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// blockKey identifies a top-level block for override matching.
func blockKey(b *hcl.Block) string {
	return b.Type + "\x00" + strings.Join(b.Labels, "\x00")
}

// providerKey matches provider blocks by name and alias.
func providerBlockKey(b *hcl.Block) string {
	alias := ""
	if attrs, _, _ := b.Body.PartialContent(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "alias"}}}); attrs != nil {
		if a, ok := attrs.Attributes["alias"]; ok {
			if v, d := a.Expr.Value(nil); !d.HasErrors() && v.Type() == cty.String && v.IsKnown() && !v.IsNull() {
				alias = v.AsString()
			}
		}
	}
	return "provider\x00" + b.Labels[0] + "\x00" + alias
}

func keyOf(b *hcl.Block) string {
	if b.Type == "provider" && len(b.Labels) == 1 {
		return providerBlockKey(b)
	}
	return blockKey(b)
}

// mergeOverrides lays the blocks of override files over the primary
// blocks they name. Locals and terraform blocks are merged after decoding
// and so are returned separately.
func mergeOverrides(primary, overrides []*fileBlock) (merged []*fileBlock, locals, terraform []*hcl.Block, diags hcl.Diagnostics) {
	index := map[string]*fileBlock{}
	for _, b := range primary {
		k := keyOf(b.Block)
		if _, ok := index[k]; !ok {
			index[k] = b
		}
	}
	for _, ob := range overrides {
		switch ob.Type {
		case "locals":
			locals = append(locals, ob.Block)
			continue
		case "terraform":
			terraform = append(terraform, ob.Block)
			continue
		case "required_providers", "ephemeral", "action", "moved", "import", "removed":
			// These have no identity to override; treat them as declared.
			primary = append(primary, ob)
			continue
		}
		if ob.Type == "resource" || ob.Type == "data" || ob.Type == "output" {
			if c, _, _ := ob.Body.PartialContent(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "depends_on"}}}); c != nil {
				if a, ok := c.Attributes["depends_on"]; ok {
					diags = append(diags, &hcl.Diagnostic{
						Severity: hcl.DiagError,
						Summary:  "Unsupported override",
						Detail:   "The depends_on argument may not be overridden.",
						Subject:  a.NameRange.Ptr(),
					})
				}
			}
		}
		base, ok := index[keyOf(ob.Block)]
		if !ok {
			diags = append(diags, missingBase(ob.Block))
			continue
		}
		nb := *base.Block
		nested := map[string]bool{}
		if ob.Type == "resource" || ob.Type == "data" {
			nested["lifecycle"] = true
		}
		nb.Body = mergedBody{base: base.Body, over: ob.Body, mergeNested: nested}
		base.Block = &nb
	}
	return primary, locals, terraform, diags
}

func missingBase(b *hcl.Block) *hcl.Diagnostic {
	d := &hcl.Diagnostic{Severity: hcl.DiagError, Subject: b.DefRange.Ptr()}
	switch b.Type {
	case "variable":
		d.Summary = "Missing base variable declaration to override"
		d.Detail = fmt.Sprintf("There is no variable named %q. An override file can only override a variable that was already declared in a primary configuration file.", b.Labels[0])
	case "output":
		d.Summary = "Missing base output definition to override"
		d.Detail = fmt.Sprintf("There is no output named %q. An override file can only override an output that was already defined in a primary configuration file.", b.Labels[0])
	case "module":
		d.Summary = "Missing module call to override"
		d.Detail = fmt.Sprintf("There is no module call named %q. An override file can only override a module call that was defined in a primary configuration file.", b.Labels[0])
	case "resource":
		d.Summary = "Missing resource to override"
		d.Detail = fmt.Sprintf("There is no %s resource named %q. An override file can only override a resource block defined in a primary configuration file.", b.Labels[0], b.Labels[1])
	case "data":
		d.Summary = "Missing data resource to override"
		d.Detail = fmt.Sprintf("There is no %s data resource named %q. An override file can only override a data block defined in a primary configuration file.", b.Labels[0], b.Labels[1])
	case "provider":
		d.Summary = "Missing base provider configuration for override"
		d.Detail = fmt.Sprintf("There is no %s provider configuration with the alias %q. An override file can only override an aliased provider configuration that was already defined in a primary configuration file.", b.Labels[0], "")
	case "check":
		d.Summary = "Missing check block to override"
		d.Detail = fmt.Sprintf("There is no check block named %q. An override file can only override a check block defined in a primary configuration file.", b.Labels[0])
	default:
		d.Summary = "Missing block to override"
		d.Detail = fmt.Sprintf("There is no %s block to override.", b.Type)
	}
	return d
}

// overrideLocals replaces local values by name.
func (m *Module) overrideLocals(blocks []*hcl.Block) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, b := range blocks {
		ls, d := decodeLocals(b)
		diags = append(diags, d...)
		for _, l := range ls {
			if _, ok := m.Locals[l.Name]; !ok {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Missing base local value definition to override",
					Detail:   fmt.Sprintf("There is no local value named %q. An override file can only override a local value that was already defined in a primary configuration file.", l.Name),
					Subject:  l.DeclRange.Ptr(),
				})
				continue
			}
			m.Locals[l.Name] = l
		}
	}
	return diags
}

// overrideTerraform merges override terraform blocks: required_providers
// per provider, required_version and backend replaced.
func (m *Module) overrideTerraform(blocks []*hcl.Block) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, b := range blocks {
		tb, d := decodeTerraformBlock(b)
		diags = append(diags, d...)
		if tb.requiredVersion != nil {
			m.RequiredVersions = []VersionConstraint{*tb.requiredVersion}
		}
		for _, rp := range tb.requiredProvider {
			m.RequiredProviders[rp.Name] = rp
		}
		if tb.backend != nil {
			m.Backend = tb.backend
		}
	}
	return diags
}
