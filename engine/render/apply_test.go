package render

import (
	"testing"
	"time"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/plans"
)

func TestApplyProgressLines(t *testing.T) {
	null := cty.NullVal(vmType)
	named := object(map[string]cty.Value{"name": str("web"), "size": str("s")})
	tagged := object(map[string]cty.Value{"tags": cty.MapVal(map[string]cty.Value{"Name": str("db")})})
	hiddenID := object(map[string]cty.Value{"id": secret(str("i-1")), "name": str("web")})
	o := Options{}
	cases := []struct{ got, want string }{
		{ApplyStarting("mock_vm.a", "", plans.Create, null, o), "mock_vm.a: Creating...\n"},
		{ApplyStarting("mock_vm.a", "", plans.Update, vm(str("i-1"), "x"), o), "mock_vm.a: Modifying... [id=i-1]\n"},
		{ApplyStarting("mock_vm.a", "00c0ffee", plans.Delete, vm(str("i-0"), "x"), o), "mock_vm.a (deposed object 00c0ffee): Destroying... [id=i-0]\n"},
		{ApplyStarting("data.mock_image.x", "", plans.Read, cty.NullVal(vmType), o), "data.mock_image.x: Reading...\n"},
		{ApplyStarting("mock_vm.a", "", plans.Update, named, o), "mock_vm.a: Modifying... [name=web]\n"},
		{ApplyStarting("mock_vm.a", "", plans.Delete, tagged, o), "mock_vm.a: Destroying... [tags.Name=db]\n"},
		{ApplyStarting("mock_vm.a", "", plans.Delete, hiddenID, o), "mock_vm.a: Destroying... [name=web]\n"},
		{ApplyStarting("mock_vm.a", "", plans.NoOp, null, o), ""},
		{ApplyComplete("mock_vm.a", plans.Create, vm(str("i-9"), "x"), 0, o), "mock_vm.a: Creation complete after 0s [id=i-9]\n"},
		{ApplyComplete("mock_vm.a", plans.Update, vm(str("i-9"), "x"), 12400*time.Millisecond, o), "mock_vm.a: Modifications complete after 12s [id=i-9]\n"},
		{ApplyComplete("mock_vm.a", plans.Delete, null, 0, o), "mock_vm.a: Destruction complete after 0s\n"},
		{ApplyComplete("data.mock_image.x", plans.Read, vm(str("ami-1"), "x"), 0, o), "data.mock_image.x: Read complete after 0s [id=ami-1]\n"},
		{ApplyComplete("mock_vm.a", plans.Update, named, 0, o), "mock_vm.a: Modifications complete after 0s\n"},
		{Refreshing("mock_vm.a", "", vm(str("i-1"), "x"), o), "mock_vm.a: Refreshing state... [id=i-1]\n"},
		{Refreshing("mock_vm.a", "00c0ffee", vm(str("i-0"), "x"), o), "mock_vm.a (deposed object 00c0ffee): Refreshing state... [id=i-0]\n"},
		{Refreshing("mock_vm.a", "", named, o), "mock_vm.a: Refreshing state...\n"},
		{ApplyStill("mock_vm.a", "", plans.Create, null, 10*time.Second, o), "mock_vm.a: Still creating... [10s elapsed]\n"},
		{ApplyStill("mock_vm.a", "", plans.Delete, vm(str("i-1"), "x"), 70*time.Second, o), "mock_vm.a: Still destroying... [id=i-1, 1m10s elapsed]\n"},
		{ImportPlanning("mock_vm.a", "i-7", o), "mock_vm.a: Preparing import... [id=i-7]\n"},
		{ImportApplying("mock_vm.a", "i-7", o), "mock_vm.a: Importing... [id=i-7]\n"},
		{ImportApplied("mock_vm.a", "i-7", o), "mock_vm.a: Import complete [id=i-7]\n"},
		{ProvisionerStarting("mock_vm.a", "local-exec", o), "mock_vm.a: Provisioning with 'local-exec'...\n"},
		{ProvisionerOutput("mock_vm.a", "local-exec", "Executing: [\"/bin/sh\" \"-c\" \"echo hi\"]\r\nhi  \n\n", o),
			"mock_vm.a (local-exec): Executing: [\"/bin/sh\" \"-c\" \"echo hi\"]\nmock_vm.a (local-exec): hi\n"},
	}
	for i, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("case %d: got %q, want %q", i, tc.got, tc.want)
		}
	}
}

func TestApplyProgressColor(t *testing.T) {
	o := Options{Color: true}
	if got, want := ApplyStarting("mock_vm.a", "", plans.Create, cty.NullVal(vmType), o), "\x1b[0m\x1b[1mmock_vm.a: Creating...\x1b[0m\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := ApplyComplete("mock_vm.a", plans.Create, vm(str("i-9"), "x"), 0, o), "\x1b[0m\x1b[1mmock_vm.a: Creation complete after 0s [id=i-9]\x1b[0m\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestApplySummary(t *testing.T) {
	p := &plans.Plan{Changes: []*plans.ResourceInstanceChange{
		{Addr: managed("mock_vm", "a", nil), Action: plans.Create},
		{Addr: managed("mock_vm", "b", nil), Action: plans.DeleteThenCreate},
		{Addr: managed("mock_vm", "c", nil), Action: plans.CreateThenDelete},
		{Addr: managed("mock_vm", "d", nil), Action: plans.Update},
		{Addr: managed("mock_vm", "e", nil), Action: plans.Delete},
		{Addr: managed("mock_vm", "f", nil), Action: plans.NoOp},
		{Addr: managed("mock_vm", "g", nil), Action: plans.Forget},
		{Addr: dataAddr("mock_image", "x"), Action: plans.Read},
	}}
	n := CountApplied(p)
	if n != (ApplyCounts{Added: 3, Changed: 1, Destroyed: 3}) {
		t.Errorf("counts %+v", n)
	}
	expectText(t, ApplySummary(n, false, Options{}), "\nApply complete! Resources: 3 added, 1 changed, 3 destroyed.\n")
	expectText(t, ApplySummary(ApplyCounts{Destroyed: 2}, true, Options{}), "\nDestroy complete! Resources: 2 destroyed.\n")
	imp := &plans.Plan{Changes: []*plans.ResourceInstanceChange{
		{Addr: managed("mock_vm", "a", addrs.StringKey("x")), Action: plans.NoOp, Importing: true, ImportingID: "i-1"},
		{Addr: managed("mock_vm", "b", nil), Action: plans.Update, Importing: true, ImportingID: "i-2"},
	}}
	expectText(t, ApplySummary(CountApplied(imp), false, Options{}), "\nApply complete! Resources: 2 imported, 0 added, 1 changed, 0 destroyed.\n")
	expectText(t, ApplySummary(ApplyCounts{Added: 1}, false, Options{Color: true}),
		"\x1b[0m\x1b[1m\x1b[32m\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.\n\x1b[0m")
}
