package render

import (
	"runtime"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

func TestPlanRenderedOnSeveralThreadsIsTheSame(t *testing.T) {
	// A plan past minParallel resources is diffed and rendered on several
	// goroutines when the program may use several threads; its text is
	// the same as on one.
	var changes []*plans.ResourceInstanceChange
	for i := range 5 * minParallel {
		addr := managed("mock_vm", "a", addrs.IntKey(i))
		switch i % 3 {
		case 0:
			changes = append(changes, createVM(addr))
		case 1:
			changes = append(changes, &plans.ResourceInstanceChange{Addr: addr, Action: plans.Update,
				Before: vm(str("i-1"), "x"), After: vm(str("i-1"), "y")})
		default:
			changes = append(changes, &plans.ResourceInstanceChange{Addr: addr, Action: plans.NoOp,
				Before: vm(str("i-2"), "x"), After: vm(str("i-2"), "x")})
		}
	}
	calls := 0
	lookup := func(string, addrs.ResourceMode, string) *configschema.Block {
		calls++ // unsynchronised: the race detector catches a lookup made concurrently
		return vmSchema()
	}
	render := func(procs int) string {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		return Plan(&plans.Plan{Changes: changes}, lookup, Options{})
	}
	one := render(1)
	if !strings.Contains(one, "mock_vm.a[319] will be updated in-place") || !strings.Contains(one, "Plan: 107 to add, 107 to change, 0 to destroy.") {
		t.Fatalf("unexpected plan:\n%s", one[len(one)-2000:])
	}
	for _, procs := range []int{2, 3, 8} {
		if got := render(procs); got != one {
			t.Errorf("GOMAXPROCS=%d: the text differs from one thread's", procs)
		}
	}
}
