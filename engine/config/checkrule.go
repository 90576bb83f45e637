package config

import "github.com/hashicorp/hcl/v2"

// CheckRule is a condition with its error message: a variable validation,
// a precondition, a postcondition or a check block's assert.
type CheckRule struct {
	Condition    hcl.Expression
	ErrorMessage hcl.Expression
	DeclRange    hcl.Range
}

func decodeCheckRule(block *hcl.Block) (*CheckRule, hcl.Diagnostics) {
	content, diags := block.Body.Content(checkRuleSchema)
	cr := &CheckRule{DeclRange: block.DefRange}
	if a, ok := content.Attributes["condition"]; ok {
		cr.Condition = a.Expr
	}
	if a, ok := content.Attributes["error_message"]; ok {
		cr.ErrorMessage = a.Expr
	}
	return cr, diags
}
