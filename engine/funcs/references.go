package funcs

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// Variables returns the references of an expression, like
// expr.Variables(), except the type expressions given to convert(): in
// convert(x, list(string)) the "string" is a type keyword, not a
// reference to validate or resolve.
func Variables(expr hcl.Expression) []hcl.Traversal {
	all := expr.Variables()
	node, ok := expr.(hclsyntax.Node)
	if !ok || len(all) == 0 {
		return all
	}
	var typeArgs []hcl.Range
	hclsyntax.VisitAll(node, func(n hclsyntax.Node) hcl.Diagnostics {
		call, ok := n.(*hclsyntax.FunctionCallExpr)
		if ok && (call.Name == "convert" || call.Name == "core::convert") && len(call.Args) >= 2 {
			typeArgs = append(typeArgs, call.Args[1].Range())
		}
		return nil
	})
	if len(typeArgs) == 0 {
		return all
	}
	out := make([]hcl.Traversal, 0, len(all))
	for _, tr := range all {
		inType := false
		for _, r := range typeArgs {
			if rangeWithin(tr.SourceRange(), r) {
				inType = true
				break
			}
		}
		if !inType {
			out = append(out, tr)
		}
	}
	return out
}

// rangeWithin reports whether inner lies inside outer.
func rangeWithin(inner, outer hcl.Range) bool {
	return inner.Filename == outer.Filename &&
		inner.Start.Byte >= outer.Start.Byte && inner.End.Byte <= outer.End.Byte
}
