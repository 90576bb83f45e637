package mock

import (
	"net/netip"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// TestGenericPlacement checks that a subnet's id carries its CIDR block
// and that an address generated for an object in that subnet is inside.
func TestGenericPlacement(t *testing.T) {
	c := &Ctx{Source: ucloudSource, TypeName: "ucloud_subnet", Addr: "ucloud_subnet.default"}
	subnet := cty.ObjectVal(map[string]cty.Value{"cidr_block": cty.StringVal("192.168.1.0/24")})
	id := placedID(c.Generator(cty.GetAttrPath("id"), subnet))
	if id == cty.NilVal || !strings.HasPrefix(id.AsString(), "subnet-") || len(id.AsString()) != len("subnet-")+12 {
		t.Fatalf("id %#v", id)
	}
	if got, ok := placedCIDR(id.AsString()); !ok || got != netip.MustParsePrefix("192.168.1.0/24") {
		t.Fatalf("the id %s carries %v (%v)", id.AsString(), got, ok)
	}
	if _, ok := placedCIDR("subnet-2b8e246bd024"); ok {
		t.Errorf("a random id carries a block")
	}
	if v := placedID(c.Generator(cty.GetAttrPath("id"), cty.ObjectVal(map[string]cty.Value{"name": cty.StringVal("x")}))); v != cty.NilVal {
		t.Errorf("an object without a block gets a placed id %#v", v)
	}
	ic := &Ctx{Source: ucloudSource, TypeName: "ucloud_instance", Addr: "ucloud_instance.web[0]"}
	block := netip.MustParsePrefix("192.168.1.0/24")
	for i := 0; i < 20; i++ {
		inst := cty.ObjectVal(map[string]cty.Value{"subnet_id": id, "n": cty.NumberIntVal(int64(i))})
		ip := stringFor(ic.Generator(cty.GetAttrPath("private_ip"), inst), "private_ip", "")
		if a, err := netip.ParseAddr(ip); err != nil || !block.Contains(a) || a == block.Addr() {
			t.Errorf("private_ip %s is not a host of %s", ip, block)
		}
	}
}
