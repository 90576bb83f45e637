package render

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/states"
)

func TestStateShow(t *testing.T) {
	obj := server(str("srv-1"), str("small"), map[string]cty.Value{"team": str("a")}, str("pw"),
		[]cty.Value{nic("sn-1", str("10.0.0.5"))}, []cty.Value{rule(22, "tcp")}, "ops")
	got := StateShow(StateObject{Addr: managed("mock_server", "web", nil), Value: obj, Schema: serverSchema()}, Options{})
	expectText(t, got, `# mock_server.web:
resource "mock_server" "web" {
    admin_password = (sensitive value)
    id             = "srv-1"
    name           = "web"
    size           = "small"
    tags           = {
        "team" = "a"
    }

    firewall_rule {
        port     = 22
        protocol = "tcp"
    }

    metadata {
        owner = "ops"
    }

    network_interface {
        ip     = "10.0.0.5"
        subnet = "sn-1"
    }
}
`)

	data := StateShow(StateObject{Addr: dataAddr("mock_image", "x"), Value: vm(str("ami-1"), "x"), Tainted: true}, Options{})
	expectText(t, data, `# data.mock_image.x: (tainted)
data "mock_image" "x" {
    ami = "x"
    id  = "ami-1"
}
`)
}

// stored encodes an object as state stores it.
func stored(t *testing.T, v cty.Value, sensitive ...cty.Path) *states.ObjectSrc {
	t.Helper()
	raw, err := ctyjson.Marshal(v, v.Type())
	if err != nil {
		t.Fatal(err)
	}
	return &states.ObjectSrc{AttrsJSON: raw, SensitivePaths: sensitive}
}

func TestShowState(t *testing.T) {
	s := states.NewState()
	root := s.Root()
	add := func(m *states.Module, name string, inst *states.Instance) {
		addr := addrs.AbsResource{Module: m.Addr, Resource: addrs.Resource{Mode: addrs.Managed, Type: "mock_vm", Name: name}}
		m.Resources[addr.Resource.String()] = &states.Resource{Addr: addr, Instances: map[addrs.InstanceKey]*states.Instance{nil: inst}}
	}
	add(root, "b", &states.Instance{Current: stored(t, vm(str("i-2"), "y"))})
	add(root, "a", &states.Instance{Current: stored(t, vm(str("i-1"), "x"), cty.GetAttrPath("ami"))})
	tainted := stored(t, vm(str("i-3"), "z"))
	tainted.Status = states.ObjectTainted
	add(s.EnsureModule(addrs.RootModuleInstance.Child("m", nil)), "c", &states.Instance{
		Current: tainted,
		Deposed: map[string]*states.ObjectSrc{"00c0ffee": stored(t, vm(str("i-0"), "z"))},
	})
	root.OutputValues["names"] = &states.OutputValue{Value: cty.TupleVal([]cty.Value{str("a"), str("b")})}
	root.OutputValues["pw"] = &states.OutputValue{Value: str("x"), Sensitive: true}
	root.OutputValues["cfg"] = &states.OutputValue{Value: cty.MapVal(map[string]cty.Value{"k": num(1)})}

	got, err := ShowState(s, func(string, addrs.ResourceMode, string) *configschema.Block { return vmSchema() }, Options{})
	if err != nil {
		t.Fatal(err)
	}
	expectText(t, got, `# mock_vm.a:
resource "mock_vm" "a" {
    ami = (sensitive value)
    id  = "i-1"
}

# mock_vm.b:
resource "mock_vm" "b" {
    ami = "y"
    id  = "i-2"
}


# module.m.mock_vm.c: (tainted)
resource "mock_vm" "c" {
    ami = "z"
    id  = "i-3"
}

# module.m.mock_vm.c: (deposed object 00c0ffee)
resource "mock_vm" "c" {
    ami = "z"
    id  = "i-0"
}


Outputs:

cfg = {
    "k" = 1
}
names = [
    "a",
    "b",
]
pw = (sensitive value)
`)

	empty, _ := ShowState(states.NewState(), nil, Options{})
	expectText(t, empty, "The state file is empty. No resources are represented.\n")
}
