package core

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
)

// importTargets resolves the root module's import blocks (expanding their
// for_each) into the instances to import and their ids.
func (p *planner) importTargets() (map[string]string, hcl.Diagnostics) {
	out := map[string]string{}
	var diags hcl.Diagnostics
	root := p.ev.Root()
	for _, im := range p.opts.Config.Module.Imports {
		x := &eval.Expansion{Known: true, Keys: []addrs.InstanceKey{addrs.NoKey}}
		if im.ForEach != nil {
			var d hcl.Diagnostics
			x, d = root.Expand(nil, im.ForEach)
			diags = append(diags, d...)
			if d.HasErrors() || !x.Known {
				continue
			}
		}
		for _, k := range x.Keys {
			inst := x.Instance(k)
			ia, d := resolveImportTo(root, im.To, inst)
			diags = append(diags, d...)
			if d.HasErrors() {
				continue
			}
			if c := p.opts.Config.Descendant(ia.Module.Module()); c == nil || c.Module.ResourceByAddr(ia.Resource.Resource.String()) == nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Configuration for import target does not exist",
					Detail:   fmt.Sprintf("The configuration for the given import target %s does not exist. All target instances must have an associated configuration to be imported.", ia),
					Subject:  im.To.Range().Ptr(),
				})
				continue
			}
			if im.ID == nil {
				continue
			}
			id, d := root.Expr(im.ID, cty.String, inst)
			diags = append(diags, d...)
			id, _ = id.Unmark()
			if d.HasErrors() || marks.IsErrored(id) {
				continue
			}
			if !id.IsKnown() || id.IsNull() {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Invalid import id argument",
					Detail:   "The import block \"id\" argument depends on resource attributes that cannot be determined until apply, so Terraform cannot plan to import this resource.",
					Subject:  im.ID.Range().Ptr(),
				})
				continue
			}
			if prev, dup := out[ia.String()]; dup && prev != id.AsString() {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Duplicate import configuration for \"" + ia.String() + "\"",
					Detail:   fmt.Sprintf("An import block for the resource %q was already declared. A resource can have only one import block.", ia),
					Subject:  im.DeclRange.Ptr(),
				})
				continue
			}
			out[ia.String()] = id.AsString()
		}
	}
	return out, diags
}

// resolveImportTo evaluates an import block's "to": a resource instance
// address whose instance key may be an expression (each.key).
func resolveImportTo(s *eval.Scope, expr hcl.Expression, inst *eval.Instance) (addrs.AbsResourceInstance, hcl.Diagnostics) {
	bad := hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  "Invalid import address",
		Detail:   "The \"to\" argument must be the address of a managed resource instance.",
		Subject:  expr.Range().Ptr(),
	}}
	var trav hcl.Traversal
	var key addrs.InstanceKey
	keySet := false
	switch e := expr.(type) {
	case *hclsyntax.IndexExpr:
		coll, ok := e.Collection.(*hclsyntax.ScopeTraversalExpr)
		if !ok {
			return addrs.AbsResourceInstance{}, bad
		}
		trav = coll.Traversal
		kv, d := s.Expr(e.Key, cty.DynamicPseudoType, inst)
		if d.HasErrors() {
			return addrs.AbsResourceInstance{}, d
		}
		kv, _ = kv.Unmark()
		k, err := addrs.ParseKeyValue(kv)
		if err != nil {
			return addrs.AbsResourceInstance{}, bad
		}
		key, keySet = k, true
	default:
		t, d := hcl.AbsTraversalForExpr(expr)
		if d.HasErrors() {
			return addrs.AbsResourceInstance{}, bad
		}
		trav = t
	}
	ep, d := addrs.ParseEndpoint(trav)
	if d.HasErrors() || ep.Resource == nil || ep.Resource.Mode != addrs.Managed {
		return addrs.AbsResourceInstance{}, bad
	}
	if keySet {
		ep.Key = key
	}
	return addrs.AbsResourceInstance{Module: ep.Module, Resource: ep.Resource.Instance(ep.Key)}, nil
}

// importConfig is an import target's configuration as the provider's
// import sees it (unmarked), or cty.NilVal when it cannot be evaluated
// yet. Mock providers have no remote object to read and take it as the
// description of that object.
func importConfig(rc *resourceContext, inst *eval.Instance) cty.Value {
	v, diags := decodeBody(rc.scope, rc.cfg.Config, rc.schema.Block, inst)
	if diags.HasErrors() || marks.IsErrored(v) {
		return cty.NilVal
	}
	v, _ = v.UnmarkDeep()
	return v
}
