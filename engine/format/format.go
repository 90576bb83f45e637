// Package format rewrites Terraform configuration files in the canonical
// style, as `terraform fmt` does: hclwrite's layout (indentation, aligned
// equals signs, spacing) plus Terraform's own normalisations of legacy
// syntax, and renders differences as a unified diff.
package format

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
)

// Extensions are the file name endings `terraform fmt` processes. JSON
// files are never formatted.
var Extensions = []string{".tf", ".tfvars", ".tftest.hcl", ".tfmock.hcl"}

// Supported reports whether fmt processes a file of this name.
func Supported(name string) bool {
	for _, ext := range Extensions {
		if strings.HasSuffix(name, ext) {
			return true
		}
	}
	return false
}

// Source formats one file. The file must parse as HCL native syntax: a
// file with syntax errors is left alone and the errors are returned, with
// the parsed file so that diagnostics can quote it.
func Source(src []byte, filename string) ([]byte, *hcl.File, hcl.Diagnostics) {
	parsed, diags := hclsyntax.ParseConfig(src, filename, hcl.InitialPos)
	if diags.HasErrors() {
		return src, parsed, diags
	}
	f, diags := hclwrite.ParseConfig(src, filename, hcl.InitialPos)
	if diags.HasErrors() {
		return src, parsed, diags
	}
	normaliseBody(f.Body(), nil)
	return f.Bytes(), parsed, nil
}

// normaliseBody applies Terraform's normalisations to every attribute
// and nested block: interpolation-only strings are unwrapped, legacy type
// keywords in variable blocks are modernised, and block labels are
// rewritten as plain quoted strings.
func normaliseBody(body *hclwrite.Body, outer []string) {
	inVariable := len(outer) == 1 && outer[0] == "variable"
	for name, attr := range body.Attributes() {
		toks := attr.Expr().BuildTokens(nil)
		if inVariable && name == "type" {
			toks = modernTypeExpr(toks)
		} else {
			toks = unwrapInterpolation(toks)
		}
		body.SetAttributeRaw(name, toks)
	}
	for _, b := range body.Blocks() {
		b.SetLabels(b.Labels())
		normaliseBody(b.Body(), append(append([]string{}, outer...), b.Type()))
	}
}
