package core

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

// GenerateImportConfig writes, for `terraform plan -generate-config-out`,
// a resource block for each root import block whose target the
// configuration does not declare, from the object the provider imports.
// It returns the file's text (nil when there is nothing to generate) and
// the addresses generated.
func GenerateImportConfig(opts Options) ([]byte, []string, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	ps := newProviderSet(hintingFactory(opts.Providers, opts.Config, opts.State))
	ev := newEvaluator(opts, eval.ModePlan, nil)
	root := ev.Root()
	f := hclwrite.NewEmptyFile()
	body := f.Body()
	body.AppendUnstructuredTokens(hclwrite.Tokens{
		{Type: hclsyntax.TokenComment, Bytes: []byte("# __generated__ by Terraform\n")},
		{Type: hclsyntax.TokenComment, Bytes: []byte("# Please review these resources and move them into your main configuration files.\n")},
	})
	var done []string
	seen := map[string]bool{}
	for _, im := range opts.Config.Module.Imports {
		if im.ForEach != nil || im.ID == nil {
			continue
		}
		ia, d := resolveImportTo(root, im.To, nil)
		diags = append(diags, d...)
		if d.HasErrors() || seen[ia.String()] {
			continue
		}
		if c := opts.Config.Descendant(ia.Module.Module()); c != nil && c.Module.ResourceByAddr(ia.Resource.Resource.String()) != nil {
			continue
		}
		if !ia.Module.IsRoot() || ia.Resource.Key != addrs.NoKey {
			// Terraform generates configuration only for root module
			// resources without count or for_each; the plan then reports
			// the missing configuration.
			continue
		}
		seen[ia.String()] = true
		idVal, d := root.Expr(im.ID, cty.String, nil)
		diags = append(diags, d...)
		idVal, _ = idVal.Unmark()
		if d.HasErrors() || !idVal.IsKnown() || idVal.IsNull() {
			continue
		}
		id := idVal.AsString()
		r := &config.Resource{Mode: config.ManagedResource, Type: ia.Resource.Resource.Type, Name: ia.Resource.Resource.Name,
			Config: hcl.EmptyBody(), Provider: im.Provider, DeclRange: im.DeclRange, TypeRange: im.To.Range()}
		rc, d := resolveResource(ev, ps, root, r)
		diags = append(diags, d...)
		if d.HasErrors() {
			continue
		}
		resp := rc.provider.ImportResourceState(providers.ImportRequest{TypeName: r.Type, Addr: ia.String(), ID: id})
		if resp.Diagnostics.HasErrors() {
			diags = append(diags, providerDiags(resp.Diagnostics, rc, ia)...)
			continue
		}
		read := rc.provider.ReadResource(providers.ReadRequest{TypeName: r.Type, Addr: ia.String(), PriorState: resp.State})
		if read.Diagnostics.HasErrors() {
			diags = append(diags, providerDiags(read.Diagnostics, rc, ia)...)
			continue
		}
		body.AppendNewline()
		body.AppendUnstructuredTokens(hclwrite.Tokens{{Type: hclsyntax.TokenComment, Bytes: []byte(fmt.Sprintf("# __generated__ by Terraform from %q\n", id))}})
		blk := body.AppendNewBlock("resource", []string{r.Type, r.Name})
		if im.Provider != nil {
			blk.Body().SetAttributeTraversal("provider", hcl.Traversal{hcl.TraverseRoot{Name: im.Provider.Name}, hcl.TraverseAttr{Name: im.Provider.Alias}})
			if im.Provider.Alias == "" {
				blk.Body().SetAttributeTraversal("provider", hcl.Traversal{hcl.TraverseRoot{Name: im.Provider.Name}})
			}
		}
		writeGeneratedBody(blk.Body(), rc.schema.Block, read.NewState)
		done = append(done, ia.String())
	}
	if len(done) == 0 {
		return nil, nil, diags
	}
	return hclwrite.Format(f.Bytes()), done, diags
}

// writeGeneratedBody writes an imported object's arguments as Terraform's
// configuration generation does: required and optional attributes (not
// computed-only ones, nor the optional id), sensitive ones as null with a
// "# sensitive" comment, then the nested blocks present in the object.
func writeGeneratedBody(body *hclwrite.Body, schema *configschema.Block, obj cty.Value) {
	if schema == nil || obj == cty.NilVal || obj.IsNull() || !obj.IsKnown() || !obj.Type().IsObjectType() {
		return
	}
	names := make([]string, 0, len(schema.Attributes))
	for n := range schema.Attributes {
		names = append(names, n)
	}
	sort.Strings(names)
	wrote := false
	for _, n := range names {
		a := schema.Attributes[n]
		if (a.Computed && !a.Optional) || a.WriteOnly || (n == "id" && a.Computed) || !obj.Type().HasAttribute(n) {
			continue
		}
		v, _ := obj.GetAttr(n).UnmarkDeep()
		wrote = true
		switch {
		case a.Sensitive:
			body.SetAttributeRaw(n, hclwrite.Tokens{
				{Type: hclsyntax.TokenIdent, Bytes: []byte("null")},
				{Type: hclsyntax.TokenComment, Bytes: []byte(" # sensitive\n")},
			})
		case v.IsNull() || !v.IsWhollyKnown():
			body.SetAttributeRaw(n, hclwrite.Tokens{{Type: hclsyntax.TokenIdent, Bytes: []byte("null")}})
		default:
			body.SetAttributeValue(n, v)
		}
	}
	blocks := make([]string, 0, len(schema.BlockTypes))
	for n := range schema.BlockTypes {
		blocks = append(blocks, n)
	}
	sort.Strings(blocks)
	for _, n := range blocks {
		nb := schema.BlockTypes[n]
		if !obj.Type().HasAttribute(n) {
			continue
		}
		v, _ := obj.GetAttr(n).UnmarkDeep()
		if v.IsNull() || !v.IsKnown() {
			continue
		}
		var elems []cty.Value
		if v.Type().IsObjectType() {
			elems = []cty.Value{v}
		} else if v.CanIterateElements() {
			elems = v.AsValueSlice()
		}
		for _, e := range elems {
			if wrote {
				body.AppendNewline()
			}
			wrote = true
			writeGeneratedBody(body.AppendNewBlock(n, nil).Body(), &nb.Block, e)
		}
	}
}
