package jsonstate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

func jsonOf(t *testing.T, v cty.Value) string {
	t.Helper()
	b, err := ctyjson.Marshal(v, v.Type())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSensitiveAsBool(t *testing.T) {
	s := func(v cty.Value) cty.Value { return v.Mark(marks.Sensitive) }
	for _, tc := range []struct {
		in   cty.Value
		want string
	}{
		{cty.StringVal("x"), `false`},
		{s(cty.StringVal("x")), `true`},
		{cty.NullVal(cty.String), `false`},
		{s(cty.NullVal(cty.String)), `true`},
		{cty.ListValEmpty(cty.String), `[]`},
		{cty.UnknownVal(cty.List(cty.String)), `[]`},
		{cty.UnknownVal(cty.Map(cty.String)), `{}`},
		{cty.ListVal([]cty.Value{cty.StringVal("a"), s(cty.StringVal("b"))}), `[false,true]`},
		{cty.SetVal([]cty.Value{cty.StringVal("a")}), `[false]`},
		{cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("x"), "b": s(cty.NumberIntVal(1)), "c": cty.ListVal([]cty.Value{cty.True})}), `{"b":true,"c":[false]}`},
		{cty.MapVal(map[string]cty.Value{"k": cty.MapValEmpty(cty.String)}), `{"k":{}}`},
		{cty.EmptyObjectVal, `{}`},
		{cty.DynamicVal, `false`},
	} {
		if got := jsonOf(t, SensitiveAsBool(tc.in)); got != tc.want {
			t.Errorf("%#v: got %s, want %s", tc.in, got, tc.want)
		}
	}
}

var nestedSchema = &configschema.Block{
	Attributes: map[string]*configschema.Attribute{
		"id":       {Type: cty.String, Computed: true},
		"password": {Type: cty.String, Optional: true, Sensitive: true},
		"users": {NestedType: &configschema.Object{Nesting: configschema.NestingList, Attributes: map[string]*configschema.Attribute{
			"name":  {Type: cty.String, Required: true},
			"token": {Type: cty.String, Optional: true, Sensitive: true},
		}}},
	},
	BlockTypes: map[string]*configschema.NestedBlock{
		"disk": {Nesting: configschema.NestingSet, Block: configschema.Block{Attributes: map[string]*configschema.Attribute{
			"size": {Type: cty.Number, Optional: true},
			"key":  {Type: cty.String, Optional: true, Sensitive: true},
		}}},
		"net": {Nesting: configschema.NestingSingle, Block: configschema.Block{Attributes: map[string]*configschema.Attribute{
			"secret": {Type: cty.String, Optional: true, Sensitive: true},
		}}},
	},
}

func TestMarkSchemaSensitive(t *testing.T) {
	user := func(n string) cty.Value {
		return cty.ObjectVal(map[string]cty.Value{"name": cty.StringVal(n), "token": cty.StringVal("t-" + n)})
	}
	v := cty.ObjectVal(map[string]cty.Value{
		"id":       cty.StringVal("i"),
		"password": cty.NullVal(cty.String),
		"users":    cty.ListVal([]cty.Value{user("a"), user("b")}),
		"disk":     cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"size": cty.NumberIntVal(1), "key": cty.StringVal("k")})}),
		"net":      cty.NullVal(cty.Object(map[string]cty.Type{"secret": cty.String})),
	})
	got := jsonOf(t, SensitiveAsBool(MarkSchemaSensitive(v, nestedSchema)))
	// A set holding a sensitive value is sensitive as a whole.
	want := `{"disk":true,"password":true,"users":[{"token":true},{"token":true}]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if !MarkSchemaSensitive(v, nil).RawEquals(v) {
		t.Error("no schema must leave the value alone")
	}
}

func TestMarshalObjectBookkeeping(t *testing.T) {
	s := states.NewState()
	s.TerraformVersion = "1.17.0"
	mod := addrs.RootModuleInstance.Child("a", addrs.IntKey(0)).Child("b", addrs.StringKey("x"))
	addr := addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: addrs.Managed, Type: "aws_x", Name: "y"}.Instance(addrs.IntKey(1))}
	prov := `module.a.provider["registry.terraform.io/hashicorp/aws"].west`
	s.SetResourceInstanceCurrent(addr, &states.ObjectSrc{SchemaVersion: 2, AttrsJSON: []byte(`{"id":"i","password":"p"}`), Status: states.ObjectTainted, Dependencies: []string{"aws_x.z"}}, prov)
	s.SetResourceInstanceDeposed(addr, "0000beef", &states.ObjectSrc{AttrsJSON: []byte(`{"id":"old","password":null}`)}, prov)
	schemas := func(p, m, typ string) *configschema.Block {
		if p != "registry.terraform.io/hashicorp/aws" || m != "managed" || typ != "aws_x" {
			t.Errorf("schema asked for %s %s %s", p, m, typ)
		}
		return &configschema.Block{Attributes: map[string]*configschema.Attribute{
			"id": {Type: cty.String, Computed: true}, "password": {Type: cty.String, Optional: true, Sensitive: true},
		}}
	}
	got, err := Marshal(s, schemas)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"format_version":"1.0","terraform_version":"1.17.0","values":{"root_module":{"child_modules":[{"address":"module.a[0]","child_modules":[{"resources":[` +
		`{"address":"module.a[0].module.b[\"x\"].aws_x.y[1]","mode":"managed","type":"aws_x","name":"y","index":1,"provider_name":"registry.terraform.io/hashicorp/aws","schema_version":2,"values":{"id":"i","password":"p"},"sensitive_values":{"password":true},"depends_on":["aws_x.z"],"tainted":true},` +
		`{"address":"module.a[0].module.b[\"x\"].aws_x.y[1]","mode":"managed","type":"aws_x","name":"y","index":1,"provider_name":"registry.terraform.io/hashicorp/aws","schema_version":0,"values":{"id":"old","password":null},"sensitive_values":{"password":true},"deposed_key":"0000beef"}` +
		`],"address":"module.a[0].module.b[\"x\"]"}]}]}}}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestMarshalWithoutSchema(t *testing.T) {
	s := states.NewState()
	addr := addrs.AbsResourceInstance{Resource: addrs.Resource{Mode: addrs.Data, Type: "x_y", Name: "z"}.Instance(addrs.StringKey("k"))}
	s.SetResourceInstanceCurrent(addr, &states.ObjectSrc{AttrsJSON: []byte(`{"n":1,"l":[1,"a"]}`), SensitivePaths: []cty.Path{cty.GetAttrPath("l").IndexInt(1)}}, `provider["example.com/x/x"]`)
	got, err := Marshal(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), `"index":"k","provider_name":"example.com/x/x","schema_version":0,"values":{"l":[1,"a"],"n":1},"sensitive_values":{"l":[false,true]}`) {
		t.Errorf("got %s", got)
	}
	s.ResourceInstance(addr).Current.AttrsJSON = []byte(`{"n":`)
	if _, err := Marshal(s, nil); err == nil {
		t.Error("invalid attributes: expected an error")
	}
}

func TestMarshalEmptyState(t *testing.T) {
	for _, s := range []*states.State{nil, states.NewState()} {
		got, err := Marshal(s, nil)
		if err != nil || string(got) != `{"format_version":"1.0"}` {
			t.Errorf("got %s, %v", got, err)
		}
	}
	s := states.NewState()
	s.SetOutputValue("o", cty.StringVal("x"), true)
	got, _ := Marshal(s, nil)
	if want := `{"format_version":"1.0","terraform_version":"1.17.0","values":{"outputs":{"o":{"sensitive":true,"value":"x","type":"string"}},"root_module":{}}}`; string(got) != want {
		t.Errorf("got %s", got)
	}
}

func TestMarshalChecks(t *testing.T) {
	raw, err := MarshalChecks([]*plans.CheckResult{
		{Kind: "var", Addr: "var.v", Status: plans.CheckPass},
		{Kind: "resource", Addr: "data.a_b.c", Module: `module.m[0]`, Status: plans.CheckFail, Instances: []plans.CheckInstanceResult{
			{Addr: `module.m[0].data.a_b.c["k"]`, Status: plans.CheckFail, Problems: []string{"z", "a"}},
		}},
		{Kind: "check", Addr: "check.c", Status: plans.CheckUnknown, Instances: []plans.CheckInstanceResult{{Addr: "check.c", Status: plans.CheckUnknown}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"address":{"kind":"check","name":"c","to_display":"check.c"},"status":"unknown","instances":[{"address":{"to_display":"check.c"},"status":"unknown"}]},` +
		`{"address":{"kind":"resource","mode":"data","module":"module.m","name":"c","to_display":"module.m.data.a_b.c","type":"a_b"},"status":"fail","instances":[{"address":{"instance_key":"k","module":"module.m[0]","to_display":"module.m[0].data.a_b.c[\"k\"]"},"status":"fail","problems":[{"message":"a"},{"message":"z"}]}]},` +
		`{"address":{"kind":"var","name":"v","to_display":"var.v"},"status":"pass"}]`
	if string(raw) != want {
		t.Errorf("got  %s\nwant %s", raw, want)
	}
	if _, err := MarshalChecks([]*plans.CheckResult{{Kind: "resource", Addr: "nodot"}}); err == nil {
		t.Error("bad resource address: expected an error")
	}
}

func TestMarshalOutputs(t *testing.T) {
	got, err := MarshalOutputs(map[string]*states.OutputValue{
		"n":   {Value: cty.NullVal(cty.String)},
		"s":   {Value: cty.StringVal("<&>").Mark(marks.Sensitive), Sensitive: true},
		"nil": nil,
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"s\": {\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"value\": \"\\u003c\\u0026\\u003e\"\n  }\n}\n"
	if string(got) != want {
		t.Errorf("got %q", got)
	}
	if got, _ := MarshalOutputs(nil); string(got) != "{}\n" {
		t.Errorf("no outputs: %q", got)
	}
	if _, err := MarshalOutputs(map[string]*states.OutputValue{"u": {Value: cty.UnknownVal(cty.String)}}); err == nil {
		t.Error("unknown output: expected an error")
	}
	one, err := MarshalOutputValue(&states.OutputValue{Value: cty.ListVal([]cty.Value{cty.NumberIntVal(1)})})
	if err != nil || string(one) != "[1]\n" {
		t.Errorf("single output: %q %v", one, err)
	}
	var v any
	if err := json.Unmarshal(got, &v); err != nil {
		t.Fatal(err)
	}
}
