package core

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/zclconf/go-cty/cty"
)

// decodeBody evaluates a configuration body against a schema in a scope:
// it builds the evaluation context from the body's references (including
// those inside dynamic blocks) and decodes.
func decodeBody(s *eval.Scope, body hcl.Body, schema *configschema.Block, inst *eval.Instance) (cty.Value, hcl.Diagnostics) {
	ctx, diags := s.BodyContext(body, schema, inst)
	if diags.HasErrors() {
		return cty.UnknownVal(schema.ImpliedType()), diags
	}
	val, d := s.Evaluator().Decode(body, schema, ctx)
	if !d.HasErrors() {
		d = append(d, s.Evaluator().ChargeConfigText(val, body.MissingItemRange())...)
	}
	diags = append(diags, d...)
	return val, diags
}
