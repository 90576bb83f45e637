package config

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// Variable is a `variable` block.
type Variable struct {
	Name        string
	Description string
	// Type is the type constraint (cty.DynamicPseudoType for "any");
	// ConstraintType keeps optional attribute markers.
	Type           cty.Type
	ConstraintType cty.Type
	TypeDefaults   *typeexpr.Defaults
	// Default is cty.NilVal when the variable is required.
	Default      cty.Value
	Sensitive    bool
	Ephemeral    bool
	Nullable     bool
	Const        bool
	Deprecated   string
	Validations  []*CheckRule
	DeclRange    hcl.Range
	TypeSet      bool
	NullableSet  bool
	DefaultRange hcl.Range
}

// Required reports whether the variable has no default.
func (v *Variable) Required() bool { return v.Default == cty.NilVal }

var variableSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "description"},
		{Name: "default"},
		{Name: "type"},
		{Name: "sensitive"},
		{Name: "nullable"},
		{Name: "ephemeral"},
		{Name: "const"},
		{Name: "deprecated"},
	},
	Blocks: []hcl.BlockHeaderSchema{{Type: "validation"}},
}

// reservedVariableNames are the names that module blocks use for their
// meta-arguments.
var reservedVariableNames = map[string]bool{
	"source": true, "version": true, "providers": true, "count": true,
	"for_each": true, "lifecycle": true, "depends_on": true, "locals": true,
}

func decodeVariable(block *hcl.Block) (*Variable, hcl.Diagnostics) {
	v := &Variable{
		Name:           block.Labels[0],
		Type:           cty.DynamicPseudoType,
		ConstraintType: cty.DynamicPseudoType,
		Nullable:       true,
		DeclRange:      block.DefRange,
	}
	diags := checkName("variable", v.Name, labelRange(block, 0))
	if reservedVariableNames[v.Name] {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid variable name",
			Detail:   fmt.Sprintf("The variable name %q is reserved due to its special meaning inside module blocks.", v.Name),
			Subject:  labelRange(block, 0).Ptr(),
		})
	}
	content, d := block.Body.Content(variableSchema)
	diags = append(diags, d...)

	if a, ok := content.Attributes["description"]; ok {
		diags = append(diags, decodeStaticString(a, &v.Description)...)
	}
	if a, ok := content.Attributes["type"]; ok {
		ty, defaults, d := decodeTypeConstraint(a.Expr)
		diags = append(diags, d...)
		if !d.HasErrors() {
			v.ConstraintType = ty
			v.Type = ty.WithoutOptionalAttributesDeep()
			v.TypeDefaults = defaults
			v.TypeSet = true
		}
	}
	for name, dst := range map[string]*bool{"sensitive": &v.Sensitive, "ephemeral": &v.Ephemeral, "const": &v.Const} {
		if a, ok := content.Attributes[name]; ok {
			diags = append(diags, decodeStaticBool(a, dst)...)
		}
	}
	if a, ok := content.Attributes["nullable"]; ok {
		diags = append(diags, decodeStaticBool(a, &v.Nullable)...)
		v.NullableSet = true
	}
	if a, ok := content.Attributes["deprecated"]; ok {
		diags = append(diags, decodeStaticString(a, &v.Deprecated)...)
	}
	if a, ok := content.Attributes["default"]; ok {
		v.DefaultRange = a.Expr.Range()
		val, d := a.Expr.Value(nil)
		diags = append(diags, d...)
		if !d.HasErrors() {
			if v.TypeDefaults != nil && !val.IsNull() {
				val = v.TypeDefaults.Apply(val)
			}
			conv, err := convert.Convert(val, v.ConstraintType)
			if err != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Invalid default value for variable",
					Detail:   fmt.Sprintf("This default value is not compatible with the variable's type constraint: %s.", ErrorWithPath(err)),
					Subject:  a.Expr.Range().Ptr(),
				})
				conv = cty.DynamicVal
			}
			if conv.IsNull() && !v.Nullable {
				// A null default on a non-nullable variable makes it required
				// in Terraform; keep it null and let evaluation report.
				conv = cty.NullVal(v.Type)
			}
			v.Default = conv
		}
	}
	for _, b := range content.Blocks {
		cr, d := decodeCheckRule(b)
		diags = append(diags, d...)
		v.Validations = append(v.Validations, cr)
	}
	return v, diags
}

// ErrorWithPath renders a conversion error as Terraform does: the path to
// the failing element, then the message ("[0]: a number is required").
func ErrorWithPath(err error) string {
	if pe, ok := err.(cty.PathError); ok && len(pe.Path) > 0 {
		return FormatPath(pe.Path) + ": " + pe.Error()
	}
	return err.Error()
}

// FormatPath renders a cty.Path as Terraform prints it in messages:
// attribute steps as .name, index steps as [0] or ["key"].
func FormatPath(p cty.Path) string {
	s := ""
	for _, step := range p {
		switch st := step.(type) {
		case cty.GetAttrStep:
			s += "." + st.Name
		case cty.IndexStep:
			switch st.Key.Type() {
			case cty.Number:
				s += "[" + st.Key.AsBigFloat().Text('f', -1) + "]"
			case cty.String:
				s += fmt.Sprintf("[%q]", st.Key.AsString())
			default:
				s += "[...]"
			}
		}
	}
	if len(s) > 0 && s[0] == '.' {
		s = s[1:]
	}
	return s
}

// decodeTypeConstraint parses a type expression, rejecting the legacy
// quoted forms with Terraform's guidance.
func decodeTypeConstraint(expr hcl.Expression) (cty.Type, *typeexpr.Defaults, hcl.Diagnostics) {
	// A quoted string in native syntax is the pre-0.12 form.
	if v, diags := expr.Value(nil); !diags.HasErrors() && v.Type() == cty.String && !isJSONExpr(expr) {
		return cty.DynamicPseudoType, nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Invalid quoted type constraints",
			Detail:   "Terraform 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of Terraform. Remove the quotes around \"" + v.AsString() + "\".",
			Subject:  expr.Range().Ptr(),
		}}
	}
	return typeexpr.TypeConstraintWithDefaults(expr)
}
