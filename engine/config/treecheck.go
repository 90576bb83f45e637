package config

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
)

// CheckRemoved reports removed blocks naming objects that are still
// declared. Terraform finds these when it builds a plan (or a graph), not
// when it loads or validates the configuration.
func (c *Config) CheckRemoved() hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, m := range c.AllModules() {
		for _, rm := range m.Module.Removed {
			ep, d := addrs.ParseEndpoint(rm.From)
			if d.HasErrors() {
				diags = append(diags, d...)
				continue
			}
			path := append(append([]string{}, m.Path...), ep.Module.Module()...)
			target := c.Descendant(path)
			if ep.Resource == nil {
				if target != nil {
					diags = append(diags, &hcl.Diagnostic{
						Severity: hcl.DiagError,
						Summary:  "Removed module still exists",
						Detail:   fmt.Sprintf("This statement declares that %s was removed, but it is still declared in configuration.", ep),
						Subject:  target.Call.DeclRange.Ptr(),
					})
				}
				continue
			}
			if target == nil {
				continue
			}
			if r := target.Module.ResourceByAddr(ep.Resource.String()); r != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Removed resource still exists",
					Detail:   fmt.Sprintf("This statement declares that %s was removed, but it is still declared in configuration.", ep),
					Subject:  r.DeclRange.Ptr(),
				})
			}
		}
	}
	return diags
}

// checkReplaceTriggeredBy checks that each replace_triggered_by entry
// refers to a resource, indexed only by count.index or each.key.
func checkReplaceTriggeredBy(exprs []hcl.Expression) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, expr := range exprs {
		hasResource := false
		for _, t := range expr.Variables() {
			ref, d := addrs.ParseRef(t)
			if d.HasErrors() {
				diags = append(diags, d...)
				continue
			}
			switch {
			case ref.Kind == addrs.RefResource:
				hasResource = true
			case ref.Kind == addrs.RefCount && ref.Name == "index", ref.Kind == addrs.RefEach && ref.Name == "key":
			default:
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Invalid reference in replace_triggered_by expression",
					Detail:   "Only resources, count.index, and each.key may be used in replace_triggered_by.",
					Subject:  expr.Range().Ptr(),
				})
			}
		}
		if !hasResource {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid replace_triggered_by expression",
				Detail:   "Missing resource reference in replace_triggered_by expression.",
				Subject:  expr.Range().Ptr(),
			})
		}
	}
	return diags
}
