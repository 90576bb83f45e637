package funcs

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// RewriteUnknownFunctionDiagnostics turns HCL's "Call to unknown function"
// errors for provider::NAME::FUNC calls into Terraform's "Unknown provider
// function" errors. declaredProviders are the local names of the module's
// required_providers: for those the function itself is missing, for the
// others the provider is not declared. Other diagnostics are returned
// unchanged; the slice is copied when anything changes.
func RewriteUnknownFunctionDiagnostics(diags hcl.Diagnostics, declaredProviders []string) hcl.Diagnostics {
	var out hcl.Diagnostics
	for i, d := range diags {
		nd := rewriteUnknownFunction(d, declaredProviders)
		if nd == d {
			if out != nil {
				out = append(out, d)
			}
			continue
		}
		if out == nil {
			out = append(hcl.Diagnostics{}, diags[:i]...)
		}
		out = append(out, nd)
	}
	if out == nil {
		return diags
	}
	return out
}

func rewriteUnknownFunction(d *hcl.Diagnostic, declared []string) *hcl.Diagnostic {
	extra, ok := hcl.DiagnosticExtra[hclsyntax.FunctionCallUnknownDiagExtra](d)
	if !ok || d.Severity != hcl.DiagError {
		return d
	}
	ns, name := extra.CalledFunctionNamespace(), extra.CalledFunctionName()
	if !strings.HasPrefix(ns, "provider::") {
		return d
	}
	provider, _, _ := strings.Cut(strings.TrimPrefix(ns, "provider::"), "::")
	nd := *d
	nd.Summary = "Unknown provider function"
	isDeclared := false
	for _, p := range declared {
		isDeclared = isDeclared || p == provider
	}
	if isDeclared {
		nd.Detail = fmt.Sprintf("The function %q is not available from the provider %q.", name, provider)
	} else {
		nd.Detail = fmt.Sprintf("There is no function named %q. Ensure that provider name %q is declared in this module's required_providers block, and that this provider offers a function named %q.", ns+name, provider, name)
	}
	return &nd
}
