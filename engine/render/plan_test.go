package render

import (
	"sort"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
)

// vmSchema is a minimal mock resource.
func vmSchema() *configschema.Block {
	return &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"id":  {Type: cty.String, Computed: true},
		"ami": {Type: cty.String, Optional: true},
	}}
}

func vm(id cty.Value, ami string) cty.Value {
	return object(map[string]cty.Value{"id": id, "ami": str(ami)})
}

var vmType = cty.Object(map[string]cty.Type{"id": cty.String, "ami": cty.String})

func createVM(addr addrs.AbsResourceInstance) *plans.ResourceInstanceChange {
	return &plans.ResourceInstanceChange{Addr: addr, Action: plans.Create,
		Before: cty.NullVal(vmType), After: vm(cty.UnknownVal(cty.String), "x")}
}

func TestPlanNoChangesByMode(t *testing.T) {
	cases := []struct {
		name string
		p    *plans.Plan
		want string
	}{
		{"normal", &plans.Plan{}, `
No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration
and found no differences, so no changes are needed.
`},
		{"destroy", &plans.Plan{Mode: plans.DestroyMode}, `
No changes. No objects need to be destroyed.

Either you have not created any objects yet or the existing objects were
already deleted outside of Terraform.
`},
		{"refresh-only", &plans.Plan{Mode: plans.RefreshOnlyMode}, `
No changes. Your infrastructure still matches the configuration.

Terraform has checked that the real remote objects still match the result of
your most recent changes, and found no differences.
`},
		{"errored", &plans.Plan{Errored: true}, `
Planning failed. Terraform encountered an error while generating this plan.

`},
		{"unchanged output", &plans.Plan{Outputs: []*plans.OutputChange{{Name: "o", Action: plans.NoOp, Before: str("a"), After: str("a")}}}, `
No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration
and found no differences, so no changes are needed.
`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			expectText(t, Plan(tc.p, nil, Options{}), tc.want)
		})
	}
}

func TestPlanOutputChanges(t *testing.T) {
	list := func(xs ...string) cty.Value {
		var v []cty.Value
		for _, x := range xs {
			v = append(v, str(x))
		}
		return cty.TupleVal(v)
	}
	p := &plans.Plan{Outputs: []*plans.OutputChange{
		{Name: "zones", Action: plans.Update, Before: list("a", "b", "c", "d"), After: list("a", "b", "x", "c", "d")},
		{Name: "db_password", Action: plans.Update, Before: str("a"), After: str("b"), Sensitive: true},
		{Name: "endpoint", Action: plans.Create, Before: cty.NullVal(cty.DynamicPseudoType), After: cty.UnknownVal(cty.String)},
		{Name: "old", Action: plans.Delete, Before: str("x"), After: cty.NullVal(cty.DynamicPseudoType)},
		{Name: "unchanged_long_name", Action: plans.NoOp, Before: num(1), After: num(1)},
		{Name: "cfg", Action: plans.Update,
			Before: object(map[string]cty.Value{"a": num(1)}),
			After:  object(map[string]cty.Value{"a": num(2), "b": cty.UnknownVal(cty.String)})},
	}}
	expectText(t, Plan(p, nil, Options{}), `
Changes to Outputs:
  ~ cfg                 = {
      ~ a = 1 -> 2
      + b = (known after apply)
    }
  ~ db_password         = (sensitive value)
  + endpoint            = (known after apply)
  - old                 = "x" -> null
  ~ zones               = [
        # (1 unchanged element hidden)
        "b",
      + "x",
        "c",
        # (1 unchanged element hidden)
    ]

You can apply this plan to save these new output values to the Terraform
state, without changing any real infrastructure.
`)
}

func TestPlanOrderAndSummary(t *testing.T) {
	inModule := managed("mock_vm", "a", nil)
	inModule.Module = addrs.RootModuleInstance.Child("m", nil)
	read := &plans.ResourceInstanceChange{Addr: dataAddr("mock_image", "x"), Action: plans.Read,
		Before: cty.NullVal(vmType), After: vm(cty.UnknownVal(cty.String), "x")}
	dataGone := &plans.ResourceInstanceChange{Addr: dataAddr("mock_image", "old"), Action: plans.Delete,
		Before: vm(str("d-1"), "x"), After: cty.NullVal(vmType)}
	update := &plans.ResourceInstanceChange{Addr: managed("mock_vm", "b", addrs.IntKey(10)), Action: plans.Update,
		Before: vm(str("i-10"), "x"), After: vm(str("i-10"), "y")}
	replace := &plans.ResourceInstanceChange{Addr: managed("mock_vm", "b", addrs.IntKey(2)), Action: plans.CreateThenDelete,
		Before: vm(str("i-2"), "x"), After: vm(cty.UnknownVal(cty.String), "y"), RequiredReplace: []cty.Path{cty.GetAttrPath("ami")}}
	p := &plans.Plan{Changes: []*plans.ResourceInstanceChange{
		createVM(inModule), update, replace, read, dataGone, createVM(managed("mock_vm", "a", nil)),
	}}
	got := Plan(p, schemaFor(vmSchema()), Options{})
	var headers []string
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, "  # ") {
			headers = append(headers, l)
		}
	}
	expectText(t, strings.Join(headers, "\n"), `  # data.mock_image.x will be read during apply
  # mock_vm.a will be created
  # mock_vm.b[2] must be replaced
  # mock_vm.b[10] will be updated in-place
  # module.m.mock_vm.a will be created`)
	for _, want := range []string{
		"symbols:\n  + create\n  ~ update in-place\n+/- create replacement and then destroy\n <= read (data resources)\n\nTerraform will perform",
		"\nPlan: 3 to add, 1 to change, 1 to destroy.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("plan lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "mock_image.old") {
		t.Errorf("a deleted data source is shown:\n%s", got)
	}
}

func TestPlanErroredWithChanges(t *testing.T) {
	p := &plans.Plan{Errored: true, Changes: []*plans.ResourceInstanceChange{createVM(managed("mock_vm", "a", nil))}}
	expectText(t, Plan(p, schemaFor(vmSchema()), Options{}), `
Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create

Terraform planned the following actions, but then encountered a problem:

  # mock_vm.a will be created
  + resource "mock_vm" "a" {
      + ami = "x"
      + id  = (known after apply)
    }

Plan: 1 to add, 0 to change, 0 to destroy.
`)
}

func TestPlanColor(t *testing.T) {
	p := &plans.Plan{Changes: []*plans.ResourceInstanceChange{createVM(managed("mock_vm", "a", nil))}}
	want := "\nTerraform used the selected providers to generate the following execution\n" +
		"plan. Resource actions are indicated with the following symbols:\n" +
		"  \x1b[32m+\x1b[0m create\n" +
		"\nTerraform will perform the following actions:\n" +
		"\n\x1b[1m  # mock_vm.a\x1b[0m will be created\n" +
		"  \x1b[32m+\x1b[0m resource \"mock_vm\" \"a\" {\n" +
		"      \x1b[32m+\x1b[0m ami = \"x\"\n" +
		"      \x1b[32m+\x1b[0m id  = (known after apply)\n" +
		"    }\n" +
		"\n\x1b[1mPlan:\x1b[0m 1 to add, 0 to change, 0 to destroy.\n"
	expectText(t, Plan(p, schemaFor(vmSchema()), Options{Color: true}), want)

	destroy := &plans.Plan{Changes: []*plans.ResourceInstanceChange{{Addr: managed("mock_vm", "a", nil), Action: plans.Delete,
		Before: vm(str("i-1"), "x"), After: cty.NullVal(vmType)}}}
	got := Plan(destroy, schemaFor(vmSchema()), Options{Color: true})
	for _, want := range []string{
		"\x1b[1m  # mock_vm.a\x1b[0m will be \x1b[1m\x1b[31mdestroyed\x1b[0m\n",
		"      \x1b[31m-\x1b[0m id  = \"i-1\" \x1b[90m-> null\x1b[0m\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("coloured plan lacks %q:\n%q", want, got)
		}
	}
}

func TestPlanDrift(t *testing.T) {
	drift := &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", nil), Action: plans.Update,
		Before: vm(str("i-1"), "x"), After: vm(str("i-1"), "manual")}
	undo := &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", nil), Action: plans.Update,
		Before: vm(str("i-1"), "manual"), After: vm(str("i-1"), "x")}
	relevant := []plans.ResourceAttr{{Resource: "mock_vm.a", Attr: cty.GetAttrPath("ami")}}
	p := &plans.Plan{Changes: []*plans.ResourceInstanceChange{undo}, RelevantAttributes: relevant}
	rule := strings.Repeat("─", 77)
	expectText(t, Plan(p, schemaFor(vmSchema()), Options{Drift: []*plans.ResourceInstanceChange{drift}}), `
Note: Objects have changed outside of Terraform

Terraform detected the following changes made outside of Terraform since the
last "terraform apply" which may have affected this plan:

  # mock_vm.a has changed
  ~ resource "mock_vm" "a" {
      ~ ami = "x" -> "manual"
        id  = "i-1"
    }


Unless you have made equivalent changes to your configuration, or ignored the
relevant attributes using ignore_changes, the following plan may include
actions to undo or respond to these changes.

`+rule+`

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # mock_vm.a will be updated in-place
  ~ resource "mock_vm" "a" {
      ~ ami = "manual" -> "x"
        id  = "i-1"
    }

Plan: 0 to add, 1 to change, 0 to destroy.
`)

	// Drift of attributes the plan does not depend on is not shown.
	p.RelevantAttributes = []plans.ResourceAttr{{Resource: "mock_vm.a", Attr: cty.GetAttrPath("id")}}
	if got := Plan(p, schemaFor(vmSchema()), Options{Drift: []*plans.ResourceInstanceChange{drift}}); strings.Contains(got, "Note:") {
		t.Errorf("irrelevant drift shown:\n%s", got)
	}

	// A refresh-only plan shows all drift, and nothing else.
	gone := &plans.ResourceInstanceChange{Addr: managed("mock_vm", "b", nil), Action: plans.Delete,
		Before: vm(str("i-2"), "y"), After: cty.NullVal(vmType)}
	ro := &plans.Plan{Mode: plans.RefreshOnlyMode}
	expectText(t, Plan(ro, schemaFor(vmSchema()), Options{Drift: []*plans.ResourceInstanceChange{gone}}), `
Note: Objects have changed outside of Terraform

Terraform detected the following changes made outside of Terraform since the
last "terraform apply" which may have affected this plan:

  # mock_vm.b has been deleted
  - resource "mock_vm" "b" {
      - ami = "y" -> null
      - id  = "i-2" -> null
    }


This is a refresh-only plan, so Terraform will not take any actions to undo
these. If you were expecting these changes then you can apply this plan to
record the updated values in the Terraform state without changing any remote
objects.
`)
}

func TestPlanNextStep(t *testing.T) {
	p := &plans.Plan{Changes: []*plans.ResourceInstanceChange{createVM(managed("mock_vm", "a", nil))}}
	rule := strings.Repeat("─", 77)
	expectText(t, PlanNextStep(p, "tfplan", Options{}), "\n"+rule+`

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan"
`)
	expectText(t, PlanNextStep(p, "", Options{}), "\n"+rule+`

Note: You didn't use the -out option to save this plan, so Terraform can't
guarantee to take exactly these actions if you run "terraform apply" now.
`)
	for name, tc := range map[string]struct {
		p    *plans.Plan
		opts Options
	}{
		"automation": {p, Options{InAutomation: true}},
		"empty":      {&plans.Plan{}, Options{}},
		"errored":    {&plans.Plan{Errored: true, Changes: p.Changes}, Options{}},
	} {
		if got := PlanNextStep(tc.p, "tfplan", tc.opts); got != "" {
			t.Errorf("%s: want no next step, got %q", name, got)
		}
	}
}

func TestDetectDrift(t *testing.T) {
	state := func(objs map[string]cty.Value) *states.State {
		s := states.NewState()
		for name, v := range objs {
			addr := addrs.AbsResource{Resource: addrs.Resource{Mode: addrs.Managed, Type: "mock_vm", Name: name}}
			s.Root().Resources[addr.Resource.String()] = &states.Resource{Addr: addr, ProviderConfig: "p",
				Instances: map[addrs.InstanceKey]*states.Instance{nil: {Current: stored(t, v)}}}
		}
		return s
	}
	p := &plans.Plan{
		Mode:         plans.RefreshOnlyMode,
		PrevRunState: state(map[string]cty.Value{"a": vm(str("i-1"), "x"), "b": vm(str("i-2"), "y"), "c": vm(str("i-3"), "z"), "d": vm(str("i-4"), "w")}),
		PriorState:   state(map[string]cty.Value{"a": vm(str("i-1"), "manual"), "c": vm(str("i-3"), "z"), "d": vm(str("i-4"), "w")}),
		Changes: []*plans.ResourceInstanceChange{{Addr: managed("mock_vm", "c", nil), PrevRunAddr: managed("mock_vm", "old", nil), Action: plans.NoOp,
			Before: vm(str("i-3"), "z"), After: vm(str("i-3"), "z")}},
	}
	var got []string
	for _, c := range DetectDrift(p, schemaFor(vmSchema())) {
		got = append(got, c.Addr.String()+" "+string(c.Action)+" from "+c.PrevRunAddr.String())
	}
	sort.Strings(got)
	expectText(t, strings.Join(got, "\n"), "mock_vm.a update from mock_vm.a\nmock_vm.b delete from mock_vm.b\nmock_vm.c no-op from mock_vm.old")

	out := Plan(p, schemaFor(vmSchema()), Options{})
	for _, want := range []string{
		"  # mock_vm.a has changed\n  ~ resource \"mock_vm\" \"a\" {\n      ~ ami = \"x\" -> \"manual\"\n        id  = \"i-1\"\n    }\n",
		"  # mock_vm.b has been deleted\n",
		"  # mock_vm.old has moved to mock_vm.c\n    resource \"mock_vm\" \"c\" {\n        id  = \"i-3\"\n        # (1 unchanged attribute hidden)\n    }\n",
		"\n\nThis is a refresh-only plan,",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("refresh-only plan lacks %q:\n%s", want, out)
		}
	}
}
