package intel

import (
	"regexp"
	"strings"
	"testing"
)

// TestHoverAcrossPlanAndApply drives plan and apply through the command
// layer and hovers the same references before the plan, with the saved
// plan, after apply (the plan is then stale), and with a new plan.
func TestHoverAcrossPlanAndApply(t *testing.T) {
	fsys := mapFS(workspace)
	apiID := hoverCase{file: "outputs.tf", find: `app["api"].id`, n: 12, want: Info{Title: `example_server.app["api"].id`}}
	imageID := hoverCase{file: "main.tf", find: "data.example_image.base.id", n: 25}
	netCIDR := hoverCase{file: "outputs.tf", find: "module.network.cidr", n: 16}
	counter := hoverCase{file: "main.tf", find: `"counter"`, n: 2}

	apiID.want.Value, apiID.want.ValueSource = "(known after apply)", "configuration"
	apiID.check(t, fsys, Options{})

	run(t, fsys, "init")
	run(t, fsys, "plan", "-out=tfplan")
	plan := Options{PlanFile: fsys["tfplan"].Data}

	apiID.want.ValueSource = "plan"
	apiID.check(t, fsys, plan)
	imageID.prefix = `"img-`
	imageID.check(t, fsys, plan) // data sources are read during plan
	netCIDR.want.Value = "(known after apply)"
	netCIDR.check(t, fsys, plan)

	run(t, fsys, "apply", "tfplan")
	ids := regexp.MustCompile(`"id": "(srv-[0-9a-f]+)"`).FindAllStringSubmatch(string(fsys["terraform.tfstate"].Data), -1)
	if len(ids) != 2 {
		t.Fatalf("the state has %d server ids, want 2", len(ids))
	}

	// The saved plan was applied: the state is newer and wins.
	apiID.want.Value, apiID.want.ValueSource = "", "state"
	apiID.prefix = `"srv-`
	apiID.check(t, fsys, plan)
	apiID.check(t, fsys, Options{})
	netCIDR.want.Value, netCIDR.want.ValueSource = `"10.0.0.0/16"`, "state"
	netCIDR.check(t, fsys, plan)
	counter.prefix = "[\n  {\n    \"id\" = \""
	counter.check(t, fsys, Options{})
	if h := Hover(fsys, "outputs.tf", offsetOf(t, workspace["outputs.tf"], `app["api"].id`, 12), Options{}); h == nil ||
		(h.Value != `"`+ids[0][1]+`"` && h.Value != `"`+ids[1][1]+`"`) {
		t.Errorf("hover %+v, want one of the ids in the state %v", h, ids)
	}

	// A new plan against this state: known ids stay, a changed argument
	// shows its planned value.
	fsys["variables.tf"].Data = []byte(strings.Replace(workspace["variables.tf"], `size = "large"`, `size = "xlarge"`, 1))
	run(t, fsys, "plan", "-out=tfplan")
	plan = Options{PlanFile: fsys["tfplan"].Data}
	apiID.want.ValueSource = "plan"
	apiID.check(t, fsys, plan)
	size := hoverCase{file: "main.tf", find: "size     = each", n: 1, want: Info{ValueSource: "plan"},
		values: []InstanceValue{{`example_server.app["api"]`, `"xlarge"`}, {`example_server.app["web"]`, `"small"`}}}
	size.check(t, fsys, plan)

	// A damaged plan is ignored; in another workspace (no state yet) the
	// default workspace's plan does not apply.
	apiID.want.ValueSource = "state"
	apiID.check(t, fsys, Options{PlanFile: []byte("not a plan")})
	apiID.want.ValueSource, apiID.want.Value, apiID.prefix = "configuration", "(known after apply)", ""
	apiID.check(t, fsys, Options{PlanFile: plan.PlanFile, Env: map[string]string{"TF_WORKSPACE": "other"}})
}
