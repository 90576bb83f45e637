package config

import (
	"github.com/hashicorp/hcl/v2"
)

// ModuleCall is a `module` block.
type ModuleCall struct {
	Name        string
	Source      string
	SourceRange hcl.Range
	Version     string
	Config      hcl.Body
	Count       hcl.Expression
	ForEach     hcl.Expression
	Providers   []PassedProvider
	DependsOn   []hcl.Traversal
	DeclRange   hcl.Range
}

// PassedProvider is one entry of a module call's providers map.
type PassedProvider struct {
	InChild  ProviderRef
	InParent ProviderRef
}

// ProviderRef names a provider configuration: local name and alias.
type ProviderRef struct {
	Name  string
	Alias string
	Range hcl.Range
}

// String renders the reference as written: aws or aws.west.
func (r ProviderRef) String() string {
	if r.Alias == "" {
		return r.Name
	}
	return r.Name + "." + r.Alias
}

var moduleCallSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "source", Required: true},
		{Name: "version"},
		{Name: "count"},
		{Name: "for_each"},
		{Name: "depends_on"},
		{Name: "providers"},
	},
	Blocks: []hcl.BlockHeaderSchema{
		{Type: "_"},
		{Type: "lifecycle"},
		{Type: "locals"},
		{Type: "provider", LabelNames: []string{"type"}},
	},
}

func decodeModuleCall(block *hcl.Block, override bool) (*ModuleCall, hcl.Diagnostics) {
	mc := &ModuleCall{Name: block.Labels[0], DeclRange: block.DefRange}
	diags := checkName("module", mc.Name, labelRange(block, 0))
	schema := moduleCallSchema
	if override {
		schema = optionalSchema(schema)
	}
	content, remain, d := block.Body.PartialContent(schema)
	diags = append(diags, d...)
	mc.Config = remain
	if a, ok := content.Attributes["source"]; ok {
		mc.SourceRange = a.Expr.Range()
		diags = append(diags, decodeStaticString(a, &mc.Source)...)
	}
	if a, ok := content.Attributes["version"]; ok {
		diags = append(diags, decodeStaticString(a, &mc.Version)...)
	}
	if a, ok := content.Attributes["count"]; ok {
		mc.Count = a.Expr
	}
	if a, ok := content.Attributes["for_each"]; ok {
		mc.ForEach = a.Expr
		if mc.Count != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  `Invalid combination of "count" and "for_each"`,
				Detail:   `The "count" and "for_each" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of module instances to be created.`,
				Subject:  a.NameRange.Ptr(),
			})
		}
	}
	if a, ok := content.Attributes["depends_on"]; ok {
		t, d := decodeTraversals(a.Expr)
		diags = append(diags, d...)
		mc.DependsOn = t
	}
	if a, ok := content.Attributes["providers"]; ok {
		pairs, d := hcl.ExprMap(a.Expr)
		diags = append(diags, d...)
		for _, kv := range pairs {
			child, d1 := decodeProviderRef(kv.Key)
			parent, d2 := decodeProviderRef(kv.Value)
			diags = append(diags, d1...)
			diags = append(diags, d2...)
			if !d1.HasErrors() && !d2.HasErrors() {
				mc.Providers = append(mc.Providers, PassedProvider{InChild: child, InParent: parent})
			}
		}
	}
	for _, b := range content.Blocks {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Reserved block type name in module block",
			Detail:   "The block type name \"" + b.Type + "\" is reserved for use by Terraform in a future version.",
			Subject:  b.TypeRange.Ptr(),
		})
	}
	return mc, diags
}

// decodeProviderRef reads `aws` or `aws.west`.
func decodeProviderRef(expr hcl.Expression) (ProviderRef, hcl.Diagnostics) {
	t, diags := hcl.AbsTraversalForExpr(expr)
	if diags.HasErrors() {
		return ProviderRef{}, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Invalid provider configuration reference",
			Detail:   "A provider configuration reference must not include an index key.",
			Subject:  expr.Range().Ptr(),
		}}
	}
	ref := ProviderRef{Name: t.RootName(), Range: t.SourceRange()}
	if len(t) > 1 {
		if attr, ok := t[1].(hcl.TraverseAttr); ok && len(t) == 2 {
			ref.Alias = attr.Name
		} else {
			return ProviderRef{}, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Invalid provider configuration reference",
				Detail:   "Provider name must either stand alone or be followed by a period and then a configuration alias.",
				Subject:  expr.Range().Ptr(),
			}}
		}
	}
	return ref, diags
}
