package states

import (
	"testing"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
)

var testType = cty.Object(map[string]cty.Type{
	"id":   cty.String,
	"tags": cty.Map(cty.String),
	"list": cty.List(cty.Number),
})

func TestObjectEncodeDecodeRoundTrip(t *testing.T) {
	val := cty.ObjectVal(map[string]cty.Value{
		"id":   cty.StringVal("i-1").Mark(marks.Sensitive),
		"tags": cty.MapVal(map[string]cty.Value{"a": cty.StringVal("x"), "b": cty.StringVal("y").Mark(marks.Sensitive)}),
		"list": cty.ListVal([]cty.Value{cty.NumberIntVal(1), cty.NumberIntVal(2).Mark(marks.Sensitive)}),
	})
	obj := &Object{Value: val, Status: ObjectTainted, Dependencies: []string{"b.x", "a.x", "b.x"}, CreateBeforeDestroy: true, Private: []byte("p")}
	src, err := obj.Encode(testType, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(src.AttrsJSON), `{"id":"i-1","list":[1,2],"tags":{"a":"x","b":"y"}}`; got != want {
		t.Errorf("AttrsJSON = %s, want %s", got, want)
	}
	if len(src.SensitivePaths) != 3 {
		t.Errorf("SensitivePaths = %#v, want 3 paths", src.SensitivePaths)
	}
	if got := src.Dependencies; len(got) != 2 || got[0] != "a.x" || got[1] != "b.x" {
		t.Errorf("Dependencies = %v", got)
	}
	if src.SchemaVersion != 3 || src.Status != ObjectTainted || !src.CreateBeforeDestroy {
		t.Errorf("bookkeeping lost: %+v", src)
	}
	back, err := src.Decode(testType)
	if err != nil {
		t.Fatal(err)
	}
	if !back.Value.RawEquals(val) {
		t.Errorf("Decode = %#v, want %#v", back.Value, val)
	}
	if string(back.Private) != "p" || back.Status != ObjectTainted {
		t.Errorf("decoded bookkeeping: %+v", back)
	}
}

func TestObjectEncodeRejectsUnknown(t *testing.T) {
	obj := &Object{Value: cty.ObjectVal(map[string]cty.Value{"id": cty.UnknownVal(cty.String)})}
	if _, err := obj.Encode(cty.Object(map[string]cty.Type{"id": cty.String}), 0); err == nil {
		t.Fatal("expected an error for an unknown value")
	}
}

func TestObjectDecodeErrors(t *testing.T) {
	for _, js := range []string{`{"id":1`, `{"id":{}}`, `[]`} {
		src := &ObjectSrc{AttrsJSON: []byte(js)}
		if _, err := src.Decode(cty.Object(map[string]cty.Type{"id": cty.String})); err == nil {
			t.Errorf("Decode(%s): expected an error", js)
		}
	}
	src := &ObjectSrc{AttrsJSON: []byte(`{"id":"x","n":[1,true]}`)}
	obj, err := src.Decode(cty.DynamicPseudoType)
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.Value.GetAttr("id"); !got.RawEquals(cty.StringVal("x")) {
		t.Errorf("implied decode: %#v", obj.Value)
	}
}

func instAddr(mod addrs.ModuleInstance, typ, name string, key addrs.InstanceKey) addrs.AbsResourceInstance {
	return addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: addrs.Managed, Type: typ, Name: name}.Instance(key)}
}

func TestSettersAndPrune(t *testing.T) {
	s := NewState()
	mod := addrs.RootModuleInstance.Child("m", addrs.StringKey("k"))
	a := instAddr(mod, "t", "x", addrs.IntKey(0))
	obj := &ObjectSrc{AttrsJSON: []byte(`{}`)}
	s.SetResourceInstanceCurrent(a, obj, `provider["example.com/ns/t"]`)
	r := s.Resource(addrs.AbsResource{Module: mod, Resource: a.Resource.Resource})
	if r == nil || r.EachMode != "list" || r.ProviderConfig != `provider["example.com/ns/t"]` {
		t.Fatalf("resource not created: %+v", r)
	}
	if !s.DeposeResourceInstanceObject(a, "00000001") {
		t.Fatal("depose failed")
	}
	if is := s.ResourceInstance(a); is.Current != nil || is.Deposed["00000001"] != obj {
		t.Fatalf("depose did not move the object: %+v", is)
	}
	s.SetResourceInstanceDeposed(a, "00000001", nil, "")
	if s.Modules[mod.String()] != nil {
		t.Fatalf("empty module not pruned: %+v", s.Modules)
	}
	if s.Root() == nil {
		t.Fatal("root module must stay")
	}
	s.SetOutputValue("o", cty.True, true)
	if ov := s.Root().OutputValues["o"]; ov == nil || !ov.Sensitive {
		t.Fatal("output not set")
	}
	s.RemoveOutputValue("o")
	if !s.Empty() {
		t.Fatal("state should be empty")
	}
}

func TestDeepCopyIsIndependent(t *testing.T) {
	s := NewState()
	a := instAddr(addrs.RootModuleInstance, "t", "x", nil)
	s.SetResourceInstanceCurrent(a, &ObjectSrc{AttrsJSON: []byte(`{"a":1}`), Dependencies: []string{"t.y"}, SensitivePaths: []cty.Path{cty.GetAttrPath("a")}}, `provider["x/y/t"]`)
	s.SetOutputValue("o", cty.StringVal("v"), false)
	s.CheckResults = []byte(`[]`)
	c := s.DeepCopy()
	c.ResourceInstance(a).Current.AttrsJSON[1] = 'X'
	c.ResourceInstance(a).Current.Dependencies[0] = "changed"
	c.Root().OutputValues["o"].Sensitive = true
	c.RemoveResourceInstance(a)
	if is := s.ResourceInstance(a); is == nil || string(is.Current.AttrsJSON) != `{"a":1}` || is.Current.Dependencies[0] != "t.y" {
		t.Fatalf("original changed through the copy: %+v", is)
	}
	if s.Root().OutputValues["o"].Sensitive {
		t.Fatal("output changed through the copy")
	}
}

func TestParseProviderConfig(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want ProviderConfigAddr
	}{
		{`provider["registry.terraform.io/hashicorp/aws"]`, ProviderConfigAddr{Source: "registry.terraform.io/hashicorp/aws"}},
		{`provider["registry.terraform.io/hashicorp/aws"].west`, ProviderConfigAddr{Source: "registry.terraform.io/hashicorp/aws", Alias: "west"}},
		{`module.a.module.b.provider["terraform.io/builtin/terraform"]`, ProviderConfigAddr{Module: []string{"a", "b"}, Source: "terraform.io/builtin/terraform"}},
	} {
		got, err := ParseProviderConfig(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got.String() != tc.in || got.Source != tc.want.Source || got.Alias != tc.want.Alias || len(got.Module) != len(tc.want.Module) {
			t.Errorf("%s: got %+v", tc.in, got)
		}
	}
	for _, bad := range []string{``, `aws`, `provider.aws`, `provider["x"].a.b`, `module.a[0].provider["x"]`, `provider[""]`, `provider[1]`} {
		if _, err := ParseProviderConfig(bad); err == nil {
			t.Errorf("%q: expected an error", bad)
		}
	}
}

func TestParseModuleInstance(t *testing.T) {
	for _, in := range []string{``, `module.a`, `module.a[0].module.b["x"]`} {
		m, err := ParseModuleInstance(in)
		if err != nil || m.String() != in {
			t.Errorf("%q: %v %q", in, err, m.String())
		}
	}
	for _, bad := range []string{`module`, `a.b`, `module.a[1.5]`, `module.a[0][1]`, `module.a.b`, `module["a"]`} {
		if _, err := ParseModuleInstance(bad); err == nil {
			t.Errorf("%q: expected an error", bad)
		}
	}
}
