package plans

import (
	"testing"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
)

func TestCanApply(t *testing.T) {
	x := addrs.AbsResourceInstance{Resource: addrs.Resource{Type: "t", Name: "x"}.Instance(nil)}
	y := addrs.AbsResourceInstance{Resource: addrs.Resource{Type: "t", Name: "y"}.Instance(nil)}
	withObj := func(attrs string) *states.State {
		s := states.NewState()
		s.SetResourceInstanceCurrent(x, &states.ObjectSrc{AttrsJSON: []byte(attrs)}, `provider["a/b/t"]`)
		return s
	}
	for name, tc := range map[string]struct {
		plan *Plan
		want bool
	}{
		"nil":          {nil, false},
		"empty":        {&Plan{}, false},
		"no-op":        {&Plan{Changes: []*ResourceInstanceChange{{Addr: x, PrevRunAddr: x, Action: NoOp}}}, false},
		"create":       {&Plan{Changes: []*ResourceInstanceChange{{Addr: x, Action: Create}}}, true},
		"errored":      {&Plan{Errored: true, Changes: []*ResourceInstanceChange{{Addr: x, Action: Create}}}, false},
		"moved":        {&Plan{Changes: []*ResourceInstanceChange{{Addr: x, PrevRunAddr: y, Action: NoOp}}}, true},
		"importing":    {&Plan{Changes: []*ResourceInstanceChange{{Addr: x, Action: NoOp, Importing: true}}}, true},
		"output":       {&Plan{Outputs: []*OutputChange{{Name: "o", Action: Update}}}, true},
		"output no-op": {&Plan{Outputs: []*OutputChange{{Name: "o", Action: NoOp}}}, false},
		"drift":        {&Plan{PrevRunState: withObj(`{"a":1}`), PriorState: withObj(`{"a":2}`)}, true},
		"no drift":     {&Plan{PrevRunState: withObj(`{"a":1}`), PriorState: withObj(`{"a":1}`)}, false},
		"gone":         {&Plan{PrevRunState: withObj(`{"a":1}`), PriorState: states.NewState()}, true},
	} {
		if got := tc.plan.CanApply(); got != tc.want {
			t.Errorf("%s: CanApply() = %v, want %v", name, got, tc.want)
		}
	}
}
