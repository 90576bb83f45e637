package diagnostics

import (
	"github.com/hashicorp/hcl/v2"
)

// ExpressionValues lists the values of the references in the diagnostic's
// expression ("var.x is ..."), as Terraform shows under a snippet. It needs
// the expression and the evaluation context recorded on the diagnostic; a
// renderer of values is plugged in by the evaluation layer through
// DescribeValue so this package stays free of evaluation code.
func ExpressionValues(d *hcl.Diagnostic) []ExpressionValue {
	vals := []ExpressionValue{}
	if d.Expression == nil || d.EvalContext == nil || DescribeValues == nil {
		return vals
	}
	return append(vals, DescribeValues(d)...)
}

// DescribeValues, when set, returns the "is ..." statements for a
// diagnostic's expression. The evaluation layer installs it.
var DescribeValues func(d *hcl.Diagnostic) []ExpressionValue
