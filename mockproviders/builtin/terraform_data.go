package builtin

import (
	"fmt"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// dataSchema is terraform_data's schema as Terraform 1.17 declares it:
// input, output, triggers_replace and id, and the `store` block.
func dataSchema() *configschema.Block {
	return &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"id":               {Type: cty.String, Computed: true},
			"input":            {Type: cty.DynamicPseudoType, Optional: true},
			"output":           {Type: cty.DynamicPseudoType, Computed: true},
			"triggers_replace": {Type: cty.DynamicPseudoType, Optional: true},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"store": {Nesting: configschema.NestingSingle, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"input":            {Type: cty.DynamicPseudoType, Optional: true, WriteOnly: true},
					"output":           {Type: cty.DynamicPseudoType, Computed: true},
					"sensitive_output": {Type: cty.DynamicPseudoType, Computed: true, Sensitive: true},
					"version":          {Type: cty.DynamicPseudoType, Optional: true},
					"sensitive":        {Type: cty.Bool, Optional: true},
					"replace":          {Type: cty.Bool, Optional: true},
				},
			}},
		},
	}
}

// sharedDataSchema is one dataSchema kept for the plan and apply
// functions, so that the values configschema computes once per block
// (implied type, empty value) are not computed again on every call.
var sharedDataSchema = sync.OnceValue(dataSchema)

// dataResource is terraform_data: it stores its input and mirrors it as
// output, and is replaced when triggers_replace changes.
func dataResource() *mock.Resource {
	return &mock.Resource{
		Schema:   dataSchema(),
		Plan:     planData,
		Apply:    applyData,
		Validate: validateData,
		Import:   importData,
	}
}

// validateData rejects configured computed attributes the way Terraform's
// builtin provider does: a bare error, without source location.
func validateData(_ *mock.Ctx, config cty.Value) hcl.Diagnostics {
	if config == cty.NilVal || config.IsNull() || !config.Type().IsObjectType() {
		return nil
	}
	var diags hcl.Diagnostics
	for _, name := range []string{"id", "output"} {
		if config.Type().HasAttribute(name) && !config.GetAttr(name).IsNull() {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  fmt.Sprintf("%q attribute is read-only", name),
			})
		}
	}
	return diags
}

// planData plans terraform_data as Terraform does: on create the id is
// unknown (never null) and output is unknown of input's type (null when
// input is null); a change of triggers_replace requires replacement and
// plans like a create; a change of input makes output unknown.
func planData(_ *mock.Ctx, req providers.PlanRequest) providers.PlanResponse {
	var resp providers.PlanResponse
	proposed := req.ProposedNewState
	if proposed == cty.NilVal || proposed.IsNull() {
		resp.PlannedState = proposed
		return resp
	}
	planned := proposed.AsValueMap()
	input := proposed.GetAttr("input")
	outputFor := func() cty.Value {
		if input.IsNull() {
			return input
		}
		return cty.UnknownVal(input.Type())
	}
	prior := req.PriorState
	create := prior == cty.NilVal || prior.IsNull()
	switch {
	case create:
		planned["id"] = cty.UnknownVal(cty.String).RefineNotNull()
		planned["output"] = outputFor()
	case !prior.GetAttr("triggers_replace").RawEquals(proposed.GetAttr("triggers_replace")):
		resp.RequiresReplace = append(resp.RequiresReplace, cty.GetAttrPath("triggers_replace"))
		planned["id"] = cty.UnknownVal(cty.String).RefineNotNull()
		planned["output"] = outputFor()
	case !prior.GetAttr("input").RawEquals(input):
		planned["output"] = cty.UnknownVal(input.Type())
	}
	var priorStore cty.Value
	if !create {
		priorStore = prior.GetAttr("store")
	}
	store, replace := planStore(priorStore, proposed.GetAttr("store"), create)
	planned["store"] = store
	if replace {
		resp.RequiresReplace = append(resp.RequiresReplace, cty.GetAttrPath("store").GetAttr("version"))
	}
	resp.PlannedState = objchange.RemoveWriteOnly(sharedDataSchema(), cty.ObjectVal(planned))
	return resp
}

// planStore plans the store block: its input is write-only, so the stored
// value (output, or sensitive_output when sensitive is set) is taken again
// only when the block appears or its version changes; with replace set, a
// version change replaces the whole resource.
func planStore(prior, proposed cty.Value, create bool) (cty.Value, bool) {
	if proposed.IsNull() || !proposed.IsKnown() {
		return proposed, false
	}
	vals := proposed.AsValueMap()
	fresh := create || prior == cty.NilVal || prior.IsNull()
	versionChanged := !fresh && !prior.GetAttr("version").RawEquals(proposed.GetAttr("version"))
	if fresh || versionChanged {
		sensitive := vals["sensitive"]
		if sensitive.IsKnown() && !sensitive.IsNull() && sensitive.True() {
			vals["output"] = cty.NullVal(cty.DynamicPseudoType)
			vals["sensitive_output"] = cty.DynamicVal
		} else if !sensitive.IsKnown() {
			vals["output"] = cty.DynamicVal
			vals["sensitive_output"] = cty.DynamicVal
		} else {
			vals["output"] = cty.DynamicVal
			vals["sensitive_output"] = cty.NullVal(cty.DynamicPseudoType)
		}
	}
	replace := vals["replace"]
	requiresReplace := versionChanged && replace.IsKnown() && !replace.IsNull() && replace.True()
	return cty.ObjectVal(vals), requiresReplace
}

// applyData completes the planned object: output takes input, the id
// becomes a UUID (deterministic in tfplay), and the store block takes its
// write-only input from the configuration.
func applyData(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
	var resp providers.ApplyResponse
	planned := req.PlannedState
	if planned == cty.NilVal || planned.IsNull() {
		resp.NewState = planned
		return resp
	}
	vals := planned.AsValueMap()
	if !vals["output"].IsKnown() {
		vals["output"] = vals["input"]
	}
	if !vals["id"].IsKnown() {
		vals["id"] = cty.StringVal(c.Generator(cty.GetAttrPath("id"), planned).UUID())
	}
	vals["store"] = applyStore(vals["store"], req.Config)
	resp.NewState = cty.ObjectVal(vals)
	return resp
}

// applyStore fills the store block's unknown outputs with the configured
// write-only input.
func applyStore(store, config cty.Value) cty.Value {
	if store.IsNull() || !store.IsKnown() {
		return store
	}
	input := cty.NullVal(cty.DynamicPseudoType)
	if config != cty.NilVal && !config.IsNull() && config.Type().IsObjectType() && config.Type().HasAttribute("store") {
		if cs := config.GetAttr("store"); !cs.IsNull() && cs.IsKnown() {
			input = cs.GetAttr("input")
		}
	}
	vals := store.AsValueMap()
	for _, name := range []string{"output", "sensitive_output"} {
		if !vals[name].IsKnown() {
			vals[name] = input
		}
	}
	return cty.ObjectVal(vals)
}

// importData imports terraform_data by id: every other attribute is null.
func importData(_ *mock.Ctx, req providers.ImportRequest) providers.ImportResponse {
	vals := sharedDataSchema().EmptyValue().AsValueMap()
	vals["id"] = cty.StringVal(req.ID)
	return providers.ImportResponse{State: cty.ObjectVal(vals)}
}
