package command

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// parseTraversal parses an address given as a command-line argument.
func parseTraversal(s string) (hcl.Traversal, error) {
	t, diags := hclsyntax.ParseTraversalAbs([]byte(s), "", hcl.Pos{Line: 1, Column: 1})
	if diags.HasErrors() {
		return nil, diags
	}
	return t, nil
}
