package core

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// parseAddress parses an address given on the command line.
func parseAddress(s string) (hcl.Traversal, hcl.Diagnostics) {
	t, diags := hclsyntax.ParseTraversalAbs([]byte(s), "", hcl.Pos{Line: 1, Column: 1})
	if diags.HasErrors() {
		return nil, hcl.Diagnostics{errorf("Invalid address", "Error parsing %q as a resource address.", s)}
	}
	return t, nil
}
