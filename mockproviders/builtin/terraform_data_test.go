package builtin

import (
	"reflect"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// createData plans and applies the creation of a terraform_data instance.
func createData(t *testing.T, env mock.Env, addr string, config cty.Value) cty.Value {
	t.Helper()
	p := Provider().Instance(env)
	schema := dataSchema()
	null := cty.NullVal(schema.ImpliedType())
	plan := p.PlanResourceChange(providers.PlanRequest{TypeName: "terraform_data", Addr: addr,
		PriorState: null, ProposedNewState: objchange.ProposedNew(schema, null, config), Config: config})
	if plan.Diagnostics.HasErrors() {
		t.Fatal(plan.Diagnostics.Error())
	}
	apply := p.ApplyResourceChange(providers.ApplyRequest{TypeName: "terraform_data", Addr: addr,
		PriorState: null, PlannedState: plan.PlannedState, Config: config})
	if apply.Diagnostics.HasErrors() {
		t.Fatal(apply.Diagnostics.Error())
	}
	return apply.NewState
}

// dataConfig makes a terraform_data configuration.
func dataConfig(attrs map[string]cty.Value) cty.Value {
	vals := dataSchema().EmptyValue().AsValueMap()
	for k, v := range attrs {
		vals[k] = v
	}
	return cty.ObjectVal(vals)
}

func TestTerraformDataIDsAreDeterministic(t *testing.T) {
	cfg := dataConfig(map[string]cty.Value{"input": cty.StringVal("v")})
	env := mock.Env{Seed: "seed-1", Workspace: "default"}
	id := func(env mock.Env, addr string, cfg cty.Value) string {
		return createData(t, env, addr, cfg).GetAttr("id").AsString()
	}
	first := id(env, "terraform_data.x", cfg)
	if !uuidRe.MatchString(first) {
		t.Fatalf("id %q is not a UUID", first)
	}
	if again := id(env, "terraform_data.x", cfg); again != first {
		t.Errorf("same workspace, same instance: %q then %q", first, again)
	}
	others := map[string]string{
		"other address":   id(env, "terraform_data.y", cfg),
		"other seed":      id(mock.Env{Seed: "seed-2", Workspace: "default"}, "terraform_data.x", cfg),
		"other workspace": id(mock.Env{Seed: "seed-1", Workspace: "dev"}, "terraform_data.x", cfg),
		"other config":    id(env, "terraform_data.x", dataConfig(map[string]cty.Value{"input": cty.StringVal("w")})),
	}
	for what, other := range others {
		if other == first {
			t.Errorf("%s gave the same id %q", what, first)
		}
	}
}

func TestTerraformDataPlanRefinesID(t *testing.T) {
	p := Provider().Instance(mock.Env{})
	schema := dataSchema()
	null := cty.NullVal(schema.ImpliedType())
	cfg := dataConfig(nil)
	plan := p.PlanResourceChange(providers.PlanRequest{TypeName: "terraform_data", Addr: "terraform_data.x",
		PriorState: null, ProposedNewState: objchange.ProposedNew(schema, null, cfg), Config: cfg})
	id := plan.PlannedState.GetAttr("id")
	if id.IsKnown() || id.Range().CouldBeNull() {
		t.Errorf("planned id %#v must be unknown and known not to be null", id)
	}
	if out := plan.PlannedState.GetAttr("output"); !out.IsNull() {
		t.Errorf("output of a null input must be null, got %#v", out)
	}
}

func TestTerraformDataValidate(t *testing.T) {
	p := Provider().Instance(mock.Env{}).(providers.ConfigValidator)
	diags := p.ValidateResourceConfig("terraform_data", dataConfig(map[string]cty.Value{
		"id": cty.StringVal("x"), "output": cty.StringVal("y"), "input": cty.StringVal("z"),
	}))
	var got []string
	for _, d := range diags {
		got = append(got, d.Summary+"|"+d.Detail)
		if d.Subject != nil {
			t.Errorf("%s: Terraform reports it without a source range", d.Summary)
		}
	}
	want := []string{`"id" attribute is read-only|`, `"output" attribute is read-only|`}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("diagnostics %q, want %q", got, want)
	}
	if diags := p.ValidateResourceConfig("terraform_data", dataConfig(map[string]cty.Value{"input": cty.StringVal("z")})); len(diags) != 0 {
		t.Errorf("valid configuration: %v", diags)
	}
}

func TestTerraformDataImport(t *testing.T) {
	p := Provider().Instance(mock.Env{})
	resp := p.ImportResourceState(providers.ImportRequest{TypeName: "terraform_data", Addr: "terraform_data.x", ID: "abc"})
	want := dataConfig(map[string]cty.Value{"id": cty.StringVal("abc")})
	if !resp.State.RawEquals(want) {
		t.Errorf("imported %#v", resp.State)
	}
}

func TestTerraformDataStore(t *testing.T) {
	storeTy := dataSchema().BlockTypes["store"].ImpliedType()
	store := func(input, version cty.Value, sensitive bool) cty.Value {
		vals := map[string]cty.Value{}
		for name, ty := range storeTy.AttributeTypes() {
			vals[name] = cty.NullVal(ty)
		}
		vals["input"], vals["version"], vals["sensitive"] = input, version, cty.BoolVal(sensitive)
		return cty.ObjectVal(vals)
	}
	cfg := dataConfig(map[string]cty.Value{"store": store(cty.StringVal("secret"), cty.NumberIntVal(1), true)})
	state := createData(t, mock.Env{}, "terraform_data.s", cfg)
	got := state.GetAttr("store")
	if !got.GetAttr("input").IsNull() {
		t.Errorf("the write-only input was stored: %#v", got)
	}
	if v := got.GetAttr("sensitive_output"); !v.RawEquals(cty.StringVal("secret")) {
		t.Errorf("sensitive_output = %#v", v)
	}
	if v := got.GetAttr("output"); !v.IsNull() {
		t.Errorf("output of a sensitive store = %#v", v)
	}
	if paths := dataSchema().SensitivePaths(state); len(paths) != 1 || !paths[0].Equals(cty.GetAttrPath("store").GetAttr("sensitive_output")) {
		t.Errorf("sensitive paths %#v", paths)
	}

	// Same version: nothing to do; a new version stores the new input.
	p := Provider().Instance(mock.Env{})
	schema := dataSchema()
	plan := func(cfg cty.Value) providers.PlanResponse {
		return p.PlanResourceChange(providers.PlanRequest{TypeName: "terraform_data", Addr: "terraform_data.s",
			PriorState: state, ProposedNewState: objchange.ProposedNew(schema, state, cfg), Config: cfg})
	}
	same := plan(dataConfig(map[string]cty.Value{"store": store(cty.StringVal("other"), cty.NumberIntVal(1), true)}))
	if !same.PlannedState.RawEquals(state) {
		t.Errorf("unchanged version planned %#v", same.PlannedState)
	}
	bumped := plan(dataConfig(map[string]cty.Value{"store": store(cty.StringVal("other"), cty.NumberIntVal(2), true)}))
	if bumped.PlannedState.GetAttr("store").GetAttr("sensitive_output").IsKnown() || len(bumped.RequiresReplace) != 0 {
		t.Errorf("new version: planned %#v, replace %v", bumped.PlannedState, bumped.RequiresReplace)
	}
}

func TestCheckResourceTypeMatchesCorpus(t *testing.T) {
	// configs/unknown-resource-type: resource "terraform_nope" "x" {}
	schema := Provider().Instance(mock.Env{}).Schema()
	rng := hcl.Range{Filename: "main.tf", Start: hcl.Pos{Line: 1, Column: 10, Byte: 9}, End: hcl.Pos{Line: 1, Column: 26, Byte: 25}}
	d := schema.CheckResourceType(Source, false, "terraform_nope", rng)
	if d == nil {
		t.Fatal("terraform_nope accepted")
	}
	want := `The provider terraform.io/builtin/terraform does not support resource type "terraform_nope".`
	if d.Summary != "Invalid resource type" || d.Detail != want || d.Subject == nil || *d.Subject != rng {
		t.Errorf("got %q / %q at %v", d.Summary, d.Detail, d.Subject)
	}
	if d := schema.CheckResourceType(Source, false, "terraform_dat", rng); d == nil || d.Detail != `The provider terraform.io/builtin/terraform does not support resource type "terraform_dat". Did you mean "terraform_data"?` {
		t.Errorf("suggestion: %v", d)
	}
	if d := schema.CheckResourceType(Source, false, "terraform_remote_state", rng); d == nil || d.Detail != "The provider terraform.io/builtin/terraform does not support resource type \"terraform_remote_state\".\n\nDid you intend to use the data source \"terraform_remote_state\"? If so, declare this using a \"data\" block instead of a \"resource\" block." {
		t.Errorf("data source used as resource: %v", d)
	}
	if d := schema.CheckResourceType(Source, true, "terraform_data", rng); d == nil || d.Summary != "Invalid data source" {
		t.Errorf("resource used as data source: %v", d)
	}
	if d := schema.CheckResourceType(Source, false, "terraform_data", rng); d != nil {
		t.Errorf("terraform_data rejected: %v", d)
	}
}
