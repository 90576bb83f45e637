package config

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// ResourceMode tells managed resources from data sources.
type ResourceMode int

const (
	// ManagedResource is a `resource` block.
	ManagedResource ResourceMode = iota
	// DataResource is a `data` block.
	DataResource
)

// Resource is a `resource` or `data` block.
type Resource struct {
	Mode      ResourceMode
	Type      string
	Name      string
	Config    hcl.Body
	Count     hcl.Expression
	ForEach   hcl.Expression
	Provider  *ProviderRef
	DependsOn []hcl.Traversal

	Lifecycle    Lifecycle
	Provisioners []*Provisioner
	Connection   hcl.Body

	DeclRange hcl.Range
	TypeRange hcl.Range
	// InCheck is the name of the check block a scoped data source is in.
	InCheck string
}

// Address returns "type.name" or "data.type.name".
func (r *Resource) Address() string {
	if r.Mode == DataResource {
		return "data." + r.Type + "." + r.Name
	}
	return r.Type + "." + r.Name
}

// ProviderLocalName is the provider local name the resource uses: its
// provider argument, or the prefix of its type before the first underscore.
func (r *Resource) ProviderLocalName() string {
	if r.Provider != nil {
		return r.Provider.Name
	}
	return ImpliedProviderName(r.Type)
}

// ImpliedProviderName returns the provider a resource type belongs to by
// default: the part of the type name before the first underscore.
func ImpliedProviderName(typeName string) string {
	for i, c := range typeName {
		if c == '_' {
			return typeName[:i]
		}
	}
	return typeName
}

// Lifecycle is the content of a resource's lifecycle block.
type Lifecycle struct {
	CreateBeforeDestroy    bool
	CreateBeforeDestroySet bool
	PreventDestroy         bool
	IgnoreChanges          []hcl.Traversal
	IgnoreAllChanges       bool
	ReplaceTriggeredBy     []hcl.Expression
	Preconditions          []*CheckRule
	Postconditions         []*CheckRule
}

// Provisioner is a provisioner block, simulated by the engine.
type Provisioner struct {
	Type       string
	Config     hcl.Body
	Connection hcl.Body
	When       string // "create" or "destroy"
	OnFailure  string // "fail" or "continue"
	DeclRange  hcl.Range
}

var resourceMetaSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "count"},
		{Name: "for_each"},
		{Name: "provider"},
		{Name: "depends_on"},
	},
	Blocks: []hcl.BlockHeaderSchema{
		{Type: "locals"},
		{Type: "lifecycle"},
		{Type: "connection"},
		{Type: "provisioner", LabelNames: []string{"type"}},
		{Type: "_"},
	},
}

var lifecycleSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "create_before_destroy"},
		{Name: "prevent_destroy"},
		{Name: "ignore_changes"},
		{Name: "replace_triggered_by"},
	},
	Blocks: []hcl.BlockHeaderSchema{{Type: "precondition"}, {Type: "postcondition"}},
}

var dataLifecycleSchema = &hcl.BodySchema{
	Blocks: []hcl.BlockHeaderSchema{{Type: "precondition"}, {Type: "postcondition"}},
}

func decodeResource(block *hcl.Block, mode ResourceMode, override bool) (*Resource, hcl.Diagnostics) {
	r := &Resource{
		Mode: mode, Type: block.Labels[0], Name: block.Labels[1],
		DeclRange: block.DefRange, TypeRange: labelRange(block, 0),
	}
	kind := "resource"
	if mode == DataResource {
		kind = "data source"
	}
	diags := checkName(kind, r.Name, labelRange(block, 1))
	if !hclsyntax.ValidIdentifier(r.Type) {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid " + kind + " type",
			Detail:   badIdentifierDetail,
			Subject:  labelRange(block, 0).Ptr(),
		})
	}
	content, remain, d := block.Body.PartialContent(resourceMetaSchema)
	diags = append(diags, d...)
	r.Config = remain

	if a, ok := content.Attributes["count"]; ok {
		r.Count = a.Expr
	}
	if a, ok := content.Attributes["for_each"]; ok {
		r.ForEach = a.Expr
		if r.Count != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  `Invalid combination of "count" and "for_each"`,
				Detail:   `The "count" and "for_each" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of resources to be created.`,
				Subject:  a.NameRange.Ptr(),
			})
		}
	}
	if a, ok := content.Attributes["provider"]; ok {
		ref, d := decodeProviderRef(a.Expr)
		diags = append(diags, d...)
		if !d.HasErrors() {
			r.Provider = &ref
		}
	}
	if a, ok := content.Attributes["depends_on"]; ok {
		if override {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unsupported override",
				Detail:   "The depends_on argument may not be overridden.",
				Subject:  a.NameRange.Ptr(),
			})
		}
		t, d := decodeTraversals(a.Expr)
		diags = append(diags, d...)
		r.DependsOn = t
	}
	seenLifecycle := false
	for _, b := range content.Blocks {
		switch b.Type {
		case "lifecycle":
			if seenLifecycle {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Duplicate lifecycle block",
					Detail:   "This resource already has a lifecycle block.",
					Subject:  b.DefRange.Ptr(),
				})
				continue
			}
			seenLifecycle = true
			diags = append(diags, decodeLifecycle(b, r)...)
		case "connection":
			if mode == DataResource {
				diags = append(diags, unsupportedBlock(b, kind)...)
				continue
			}
			r.Connection = b.Body
		case "provisioner":
			if mode == DataResource {
				diags = append(diags, unsupportedBlock(b, kind)...)
				continue
			}
			p, d := decodeProvisioner(b)
			diags = append(diags, d...)
			if p != nil {
				r.Provisioners = append(r.Provisioners, p)
			}
		case "locals":
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Reserved block type name in " + kind + " block",
				Detail:   fmt.Sprintf("The block type name %q is reserved for use by Terraform in a future version.", b.Type),
				Subject:  b.TypeRange.Ptr(),
			})
		case "_":
			// The escape block holds provider arguments whose names clash
			// with meta-arguments; it is decoded with the provider schema.
		}
	}
	return r, diags
}

func unsupportedBlock(b *hcl.Block, kind string) hcl.Diagnostics {
	return hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  "Unsupported block type",
		Detail:   fmt.Sprintf("Blocks of type %q are not expected here.", b.Type),
		Subject:  b.TypeRange.Ptr(),
	}}
}

func decodeLifecycle(b *hcl.Block, r *Resource) hcl.Diagnostics {
	schema := lifecycleSchema
	if r.Mode == DataResource {
		schema = dataLifecycleSchema
	}
	content, diags := b.Body.Content(schema)
	lc := &r.Lifecycle
	if a, ok := content.Attributes["create_before_destroy"]; ok {
		diags = append(diags, decodeStaticBool(a, &lc.CreateBeforeDestroy)...)
		lc.CreateBeforeDestroySet = true
	}
	if a, ok := content.Attributes["prevent_destroy"]; ok {
		diags = append(diags, decodeStaticBool(a, &lc.PreventDestroy)...)
	}
	if a, ok := content.Attributes["ignore_changes"]; ok {
		if kw := hcl.ExprAsKeyword(a.Expr); kw == "all" {
			lc.IgnoreAllChanges = true
		} else {
			exprs, d := hcl.ExprList(a.Expr)
			diags = append(diags, d...)
			for _, e := range exprs {
				t, d := hcl.RelTraversalForExpr(e)
				if d.HasErrors() {
					diags = append(diags, &hcl.Diagnostic{
						Severity: hcl.DiagError,
						Summary:  "Invalid ignore_changes wildcard",
						Detail:   "The [\"*\"] form of ignore_changes wildcard is was deprecated and is now invalid. Use \"ignore_changes = all\" to ignore changes to all attributes.",
						Subject:  e.Range().Ptr(),
					})
					continue
				}
				lc.IgnoreChanges = append(lc.IgnoreChanges, t)
			}
		}
	}
	if a, ok := content.Attributes["replace_triggered_by"]; ok {
		exprs, d := hcl.ExprList(a.Expr)
		diags = append(diags, d...)
		diags = append(diags, checkReplaceTriggeredBy(exprs)...)
		lc.ReplaceTriggeredBy = exprs
	}
	for _, blk := range content.Blocks {
		cr, d := decodeCheckRule(blk)
		diags = append(diags, d...)
		if blk.Type == "precondition" {
			lc.Preconditions = append(lc.Preconditions, cr)
		} else {
			lc.Postconditions = append(lc.Postconditions, cr)
		}
	}
	return diags
}

var provisionerSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{{Name: "when"}, {Name: "on_failure"}},
	Blocks:     []hcl.BlockHeaderSchema{{Type: "connection"}, {Type: "lifecycle"}},
}

func decodeProvisioner(b *hcl.Block) (*Provisioner, hcl.Diagnostics) {
	p := &Provisioner{Type: b.Labels[0], When: "create", OnFailure: "fail", DeclRange: b.DefRange}
	content, remain, diags := b.Body.PartialContent(provisionerSchema)
	p.Config = remain
	if a, ok := content.Attributes["when"]; ok {
		switch hcl.ExprAsKeyword(a.Expr) {
		case "create":
		case "destroy":
			p.When = "destroy"
		default:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid \"when\" keyword",
				Detail:   "The \"when\" argument requires one of the following keywords: create or destroy.",
				Subject:  a.Expr.Range().Ptr(),
			})
		}
	}
	if a, ok := content.Attributes["on_failure"]; ok {
		switch hcl.ExprAsKeyword(a.Expr) {
		case "fail":
		case "continue":
			p.OnFailure = "continue"
		default:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid \"on_failure\" keyword",
				Detail:   "The \"on_failure\" argument requires one of the following keywords: continue or fail.",
				Subject:  a.Expr.Range().Ptr(),
			})
		}
	}
	for _, blk := range content.Blocks {
		if blk.Type == "connection" {
			p.Connection = blk.Body
		}
	}
	return p, diags
}
