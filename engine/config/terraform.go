package config

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// RequiredProvider is one entry of required_providers.
type RequiredProvider struct {
	Name                 string
	Source               string
	Version              string
	ConfigurationAliases []hcl.Traversal
	DeclRange            hcl.Range
}

// VersionConstraint is a required_version string with where it was given.
type VersionConstraint struct {
	Constraint string
	Range      hcl.Range
}

// Backend is a `backend` block (or a `cloud` block, with Type "cloud").
type Backend struct {
	Type      string
	Config    hcl.Body
	DeclRange hcl.Range
}

var terraformBlockSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "required_version"},
		{Name: "experiments"},
		{Name: "language"},
	},
	Blocks: []hcl.BlockHeaderSchema{
		{Type: "required_providers"},
		{Type: "backend", LabelNames: []string{"type"}},
		{Type: "cloud"},
		{Type: "provider_meta", LabelNames: []string{"provider"}},
	},
}

// terraformBlock is what one `terraform` block declares.
type terraformBlock struct {
	requiredVersion  *VersionConstraint
	requiredProvider []*RequiredProvider
	backend          *Backend
}

func decodeTerraformBlock(block *hcl.Block) (*terraformBlock, hcl.Diagnostics) {
	tb := &terraformBlock{}
	content, diags := block.Body.Content(terraformBlockSchema)
	if a, ok := content.Attributes["required_version"]; ok {
		var s string
		diags = append(diags, decodeStaticString(a, &s)...)
		tb.requiredVersion = &VersionConstraint{Constraint: s, Range: a.Expr.Range()}
	}
	if a, ok := content.Attributes["language"]; ok {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Unsupported language edition",
			Detail:   "This version of Terraform only supports language edition TF2021.",
			Subject:  a.Expr.Range().Ptr(),
		})
	}
	for _, b := range content.Blocks {
		switch b.Type {
		case "required_providers":
			rps, d := decodeRequiredProviders(b)
			diags = append(diags, d...)
			tb.requiredProvider = append(tb.requiredProvider, rps...)
		case "backend":
			tb.backend = &Backend{Type: b.Labels[0], Config: b.Body, DeclRange: b.DefRange}
		case "cloud":
			tb.backend = &Backend{Type: "cloud", Config: b.Body, DeclRange: b.DefRange}
		}
	}
	return tb, diags
}

func decodeRequiredProviders(block *hcl.Block) ([]*RequiredProvider, hcl.Diagnostics) {
	attrs, diags := block.Body.JustAttributes()
	var out []*RequiredProvider
	for name, a := range attrs {
		rp := &RequiredProvider{Name: name, DeclRange: a.Range}
		diags = append(diags, checkName("provider local", name, a.NameRange)...)
		// The legacy form is a bare version string.
		v, d := a.Expr.Value(nil)
		if !d.HasErrors() && v.Type() == cty.String && !v.IsNull() {
			rp.Version = v.AsString()
			out = append(out, rp)
			continue
		}
		kvs, d := hcl.ExprMap(a.Expr)
		if d.HasErrors() {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid required_providers object",
				Detail:   "required_providers entries must be strings or objects.",
				Subject:  a.Expr.Range().Ptr(),
			})
			continue
		}
		for _, kv := range kvs {
			key, d := kv.Key.Value(nil)
			if d.HasErrors() || key.Type() != cty.String {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Invalid Attribute",
					Detail:   fmt.Sprintf("Invalid attribute value for provider requirement: %#v", key),
					Subject:  kv.Key.Range().Ptr(),
				})
				continue
			}
			switch key.AsString() {
			case "source", "version":
				val, d := kv.Value.Value(nil)
				if d.HasErrors() || val.Type() != cty.String || val.IsNull() {
					diags = append(diags, &hcl.Diagnostic{
						Severity: hcl.DiagError,
						Summary:  "Invalid " + key.AsString(),
						Detail:   key.AsString() + " must be a string.",
						Subject:  kv.Value.Range().Ptr(),
					})
					continue
				}
				if key.AsString() == "source" {
					rp.Source = val.AsString()
				} else {
					rp.Version = val.AsString()
				}
			case "configuration_aliases":
				t, d := decodeTraversals(kv.Value)
				diags = append(diags, d...)
				rp.ConfigurationAliases = t
			default:
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Invalid required_providers object",
					Detail:   `required_providers objects can only contain "version", "source" and "configuration_aliases" attributes. To configure a provider, use a "provider" block.`,
					Subject:  kv.Key.Range().Ptr(),
				})
			}
		}
		out = append(out, rp)
	}
	return out, diags
}
