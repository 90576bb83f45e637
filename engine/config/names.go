package config

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

const badIdentifierDetail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."

// checkName reports an invalid block label.
func checkName(kind, name string, rng hcl.Range) hcl.Diagnostics {
	if hclsyntax.ValidIdentifier(name) {
		return nil
	}
	return hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  "Invalid " + kind + " name",
		Detail:   badIdentifierDetail,
		Subject:  rng.Ptr(),
	}}
}

func labelRange(b *hcl.Block, i int) hcl.Range {
	if i < len(b.LabelRanges) {
		return b.LabelRanges[i]
	}
	return b.DefRange
}
