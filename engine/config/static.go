package config

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// isJSONExpr reports whether an expression comes from a .tf.json file.
func isJSONExpr(expr hcl.Expression) bool {
	_, native := expr.(hclsyntax.Expression)
	return !native
}

func decodeStaticString(a *hcl.Attribute, dst *string) hcl.Diagnostics {
	v, diags := a.Expr.Value(nil)
	if diags.HasErrors() {
		return diags
	}
	v, err := convert.Convert(v, cty.String)
	if err != nil || v.IsNull() || !v.IsKnown() {
		return append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Incorrect attribute value type",
			Detail:   "Inappropriate value for attribute \"" + a.Name + "\": string required.",
			Subject:  a.Expr.Range().Ptr(),
		})
	}
	*dst = v.AsString()
	return diags
}

func decodeStaticBool(a *hcl.Attribute, dst *bool) hcl.Diagnostics {
	v, diags := a.Expr.Value(nil)
	if diags.HasErrors() {
		return diags
	}
	v, err := convert.Convert(v, cty.Bool)
	if err != nil || v.IsNull() || !v.IsKnown() {
		return append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Incorrect attribute value type",
			Detail:   "Inappropriate value for attribute \"" + a.Name + "\": bool required.",
			Subject:  a.Expr.Range().Ptr(),
		})
	}
	*dst = v.True()
	return diags
}

// decodeTraversals reads a list of references such as depends_on.
func decodeTraversals(expr hcl.Expression) ([]hcl.Traversal, hcl.Diagnostics) {
	exprs, diags := hcl.ExprList(expr)
	var out []hcl.Traversal
	for _, e := range exprs {
		t, d := hcl.AbsTraversalForExpr(e)
		diags = append(diags, d...)
		if !d.HasErrors() {
			out = append(out, t)
		}
	}
	return out, diags
}
