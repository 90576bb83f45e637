package render

import (
	"testing"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/plans"
)

// movedAddr agrees with comparing the addresses' strings.
func TestMovedAddrAgreesWithStrings(t *testing.T) {
	inst := func(mod addrs.ModuleInstance, mode addrs.ResourceMode, name string, key addrs.InstanceKey) addrs.AbsResourceInstance {
		return addrs.AbsResourceInstance{Module: mod, Resource: addrs.ResourceInstance{Resource: addrs.Resource{Mode: mode, Type: "terraform_data", Name: name}, Key: key}}
	}
	mod := addrs.ModuleInstance{{Name: "app", Key: addrs.IntKey(1)}}
	modStr := addrs.ModuleInstance{{Name: "app", Key: addrs.StringKey("1")}}
	addrsList := []addrs.AbsResourceInstance{
		{},
		inst(nil, addrs.Managed, "a", addrs.NoKey),
		inst(nil, addrs.Managed, "a", addrs.IntKey(0)),
		inst(nil, addrs.Managed, "a", addrs.StringKey("0")),
		inst(nil, addrs.Managed, "b", addrs.NoKey),
		inst(nil, addrs.Data, "a", addrs.NoKey),
		inst(mod, addrs.Managed, "a", addrs.NoKey),
		inst(modStr, addrs.Managed, "a", addrs.NoKey),
	}
	for _, prev := range addrsList {
		for _, cur := range addrsList[1:] {
			c := &plans.ResourceInstanceChange{Addr: cur, PrevRunAddr: prev}
			want := prevAddr(c) != "" && prevAddr(c) != cur.String()
			if got := movedAddr(c); got != want {
				t.Errorf("moved from %q to %q: %v, want %v", prevAddr(c), cur, got, want)
			}
		}
	}
}
