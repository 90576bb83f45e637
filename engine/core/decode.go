package core

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/zclconf/go-cty/cty"
	"sort"
)

// decodeBody evaluates a configuration body against a schema in a scope:
// it builds the evaluation context from the body's references (including
// those inside dynamic blocks) and decodes.
func decodeBody(s *eval.Scope, body hcl.Body, schema *configschema.Block, inst *eval.Instance) (cty.Value, hcl.Diagnostics) {
	// References are resolved in source order, so that the resources a
	// body refers to are planned and applied in a stable order.
	refs := configschema.Variables(body, schema)
	sort.SliceStable(refs, func(i, j int) bool {
		a, b := refs[i].SourceRange(), refs[j].SourceRange()
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Start.Byte < b.Start.Byte
	})
	ctx, diags := s.Context(refs, inst)
	if diags.HasErrors() {
		return cty.UnknownVal(schema.ImpliedType()), diags
	}
	eval.Instrument(body)
	val, d := configschema.Decode(body, schema, ctx)
	d = append(d, s.Evaluator().BudgetDiags(body.MissingItemRange())...)
	diags = append(diags, d...)
	return val, diags
}
