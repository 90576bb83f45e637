package config

import "github.com/hashicorp/hcl/v2"

// Output is an `output` block.
type Output struct {
	Name          string
	Description   string
	Expr          hcl.Expression
	Sensitive     bool
	Ephemeral     bool
	DependsOn     []hcl.Traversal
	Preconditions []*CheckRule
	DeclRange     hcl.Range
}

var outputSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "description"},
		{Name: "value", Required: true},
		{Name: "sensitive"},
		{Name: "ephemeral"},
		{Name: "depends_on"},
		{Name: "type"},
		{Name: "deprecated"},
	},
	Blocks: []hcl.BlockHeaderSchema{{Type: "precondition"}, {Type: "lifecycle"}},
}

func decodeOutput(block *hcl.Block, override bool) (*Output, hcl.Diagnostics) {
	o := &Output{Name: block.Labels[0], DeclRange: block.DefRange}
	diags := checkName("output", o.Name, labelRange(block, 0))
	schema := outputSchema
	if override {
		schema = optionalSchema(outputSchema)
	}
	content, d := block.Body.Content(schema)
	diags = append(diags, d...)
	if a, ok := content.Attributes["description"]; ok {
		diags = append(diags, decodeStaticString(a, &o.Description)...)
	}
	if a, ok := content.Attributes["value"]; ok {
		o.Expr = a.Expr
	}
	if a, ok := content.Attributes["sensitive"]; ok {
		diags = append(diags, decodeStaticBool(a, &o.Sensitive)...)
	}
	if a, ok := content.Attributes["ephemeral"]; ok {
		diags = append(diags, decodeStaticBool(a, &o.Ephemeral)...)
	}
	if a, ok := content.Attributes["depends_on"]; ok {
		t, d := decodeTraversals(a.Expr)
		diags = append(diags, d...)
		o.DependsOn = t
	}
	for _, b := range content.Blocks {
		switch b.Type {
		case "precondition":
			cr, d := decodeCheckRule(b)
			diags = append(diags, d...)
			o.Preconditions = append(o.Preconditions, cr)
		case "lifecycle":
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid \"lifecycle\" block",
				Detail:   "Output blocks do not support lifecycle blocks. Use the precondition block type directly.",
				Subject:  b.DefRange.Ptr(),
			})
		}
	}
	return o, diags
}

// Local is one named value of a `locals` block.
type Local struct {
	Name      string
	Expr      hcl.Expression
	DeclRange hcl.Range
}

func decodeLocals(block *hcl.Block) ([]*Local, hcl.Diagnostics) {
	attrs, diags := block.Body.JustAttributes()
	var out []*Local
	for name, a := range attrs {
		diags = append(diags, checkName("local value", name, a.NameRange)...)
		out = append(out, &Local{Name: name, Expr: a.Expr, DeclRange: a.Range})
	}
	return out, diags
}
