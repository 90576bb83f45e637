package jsonplan

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

func ctyJSON(t *testing.T, v cty.Value) string {
	t.Helper()
	if v == cty.NilVal {
		return "<nil>"
	}
	b, err := ctyjson.Marshal(v, v.Type())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestOmitUnknownsAndUnknownAsBool(t *testing.T) {
	u := cty.UnknownVal(cty.String)
	for _, tc := range []struct {
		in              cty.Value
		known, unknowns string
	}{
		{cty.StringVal("a"), `"a"`, `false`},
		{u, `<nil>`, `true`},
		{cty.NullVal(cty.String), `null`, `false`},
		{cty.UnknownVal(cty.List(cty.String)), `<nil>`, `true`},
		{cty.ListVal([]cty.Value{cty.StringVal("a"), u}), `["a",null]`, `[false,true]`},
		{cty.SetValEmpty(cty.String), `[]`, `[]`},
		{cty.MapVal(map[string]cty.Value{"k": u, "j": cty.StringVal("x")}), `{"j":"x"}`, `{"k":true}`},
		{cty.ObjectVal(map[string]cty.Value{"o": cty.ObjectVal(map[string]cty.Value{"n": cty.NullVal(cty.Number)}), "u": cty.DynamicVal}), `{"o":{"n":null}}`, `{"o":{},"u":true}`},
		{cty.EmptyObjectVal, `{}`, `{}`},
	} {
		if got := ctyJSON(t, omitUnknowns(tc.in)); got != tc.known {
			t.Errorf("omitUnknowns(%#v) = %s, want %s", tc.in, got, tc.known)
		}
		if got := ctyJSON(t, unknownAsBool(tc.in)); got != tc.unknowns {
			t.Errorf("unknownAsBool(%#v) = %s, want %s", tc.in, got, tc.unknowns)
		}
	}
}

var awsSchema = &configschema.Block{
	Attributes: map[string]*configschema.Attribute{
		"id":       {Type: cty.String, Computed: true},
		"ami":      {Type: cty.String, Required: true},
		"password": {Type: cty.String, Optional: true, Sensitive: true},
		"ips":      {Type: cty.List(cty.String), Computed: true},
		"tags":     {Type: cty.Map(cty.String), Optional: true},
	},
	BlockTypes: map[string]*configschema.NestedBlock{
		"disk": {Nesting: configschema.NestingList, Block: configschema.Block{Attributes: map[string]*configschema.Attribute{
			"size": {Type: cty.Number, Optional: true},
			"key":  {Type: cty.String, Optional: true, Sensitive: true},
		}}},
		"net": {Nesting: configschema.NestingSingle, Block: configschema.Block{Attributes: map[string]*configschema.Attribute{
			"cidr": {Type: cty.String, Optional: true},
		}}},
		"rule": {Nesting: configschema.NestingMap, Block: configschema.Block{Attributes: map[string]*configschema.Attribute{
			"port": {Type: cty.Number, Optional: true},
		}}},
	},
}

var amiSchema = &configschema.Block{Attributes: map[string]*configschema.Attribute{
	"name": {Type: cty.String, Required: true},
	"id":   {Type: cty.String, Computed: true},
}}

var providerSchema = &configschema.Block{Attributes: map[string]*configschema.Attribute{
	"region": {Type: cty.String, Optional: true},
}}

func awsSchemas(provider, mode, typ string) *configschema.Block {
	if provider != "registry.terraform.io/hashicorp/aws" {
		return nil
	}
	switch mode + " " + typ {
	case "managed aws_instance":
		return awsSchema
	case "data aws_ami":
		return amiSchema
	case "provider ":
		return providerSchema
	}
	return nil
}

func instanceValue(id, ami string, ips cty.Value) cty.Value {
	return cty.ObjectVal(map[string]cty.Value{
		"id": cty.StringVal(id), "ami": cty.StringVal(ami), "password": cty.StringVal("pw"),
		"ips": ips, "tags": cty.NullVal(cty.Map(cty.String)),
		"disk": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"size": cty.NumberIntVal(8), "key": cty.StringVal("k")})}),
		"net":  cty.NullVal(cty.Object(map[string]cty.Type{"cidr": cty.String})),
		"rule": cty.MapValEmpty(cty.Object(map[string]cty.Type{"port": cty.Number})),
	})
}

func inst(mod addrs.ModuleInstance, mode addrs.ResourceMode, typ, name string, key addrs.InstanceKey) addrs.AbsResourceInstance {
	return addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: mode, Type: typ, Name: name}.Instance(key)}
}

const awsProvider = `provider["registry.terraform.io/hashicorp/aws"]`

func TestResourceChangeShapes(t *testing.T) {
	root := addrs.RootModuleInstance
	web := inst(root, addrs.Managed, "aws_instance", "web", nil)
	ami := inst(root, addrs.Data, "aws_ami", "a", nil)
	imp := inst(root, addrs.Managed, "aws_instance", "imp", nil)
	m2 := inst(root.Child("m", addrs.IntKey(2)), addrs.Managed, "aws_instance", "x", nil)
	m10 := inst(root.Child("m", addrs.IntKey(10)), addrs.Managed, "aws_instance", "x", nil)
	ipsUnknown := cty.UnknownVal(cty.List(cty.String))
	oldVal := instanceValue("i-1", "ami-1", cty.ListVal([]cty.Value{cty.StringVal("10.0.0.1")}))
	newVal := cty.ObjectVal(map[string]cty.Value{
		"id": cty.UnknownVal(cty.String), "ami": cty.StringVal("ami-2"), "password": cty.StringVal("pw"),
		"ips": ipsUnknown, "tags": cty.MapVal(map[string]cty.Value{"Name": cty.StringVal("web").Mark(marks.Sensitive)}),
		"disk": oldVal.GetAttr("disk"), "net": oldVal.GetAttr("net"), "rule": oldVal.GetAttr("rule"),
	})
	p := &plans.Plan{
		Timestamp: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
		Changes: []*plans.ResourceInstanceChange{
			{Addr: m10, PrevRunAddr: m10, ProviderConfig: awsProvider, Action: plans.NoOp, Before: oldVal, After: oldVal},
			{Addr: web, PrevRunAddr: web, ProviderConfig: awsProvider, Action: plans.Delete, DeposedKey: "00000001", Before: oldVal, After: cty.NullVal(oldVal.Type())},
			{Addr: web, PrevRunAddr: web, ProviderConfig: awsProvider, Action: plans.CreateThenDelete, ActionReason: plans.ReplaceCannotUpdate,
				Before: oldVal, After: newVal, RequiredReplace: []cty.Path{cty.GetAttrPath("ami"), cty.GetAttrPath("disk").IndexInt(0).GetAttr("size")}},
			{Addr: m2, PrevRunAddr: m2, ProviderConfig: awsProvider, Action: plans.NoOp, Before: oldVal, After: oldVal},
			{Addr: imp, ProviderConfig: awsProvider, Action: plans.NoOp, Importing: true, ImportingID: "i-9", Before: oldVal, After: oldVal},
			{Addr: ami, PrevRunAddr: ami, ProviderConfig: awsProvider, Action: plans.Read, ActionReason: plans.ReadBecauseConfigUnknown,
				Before: cty.NullVal(amiSchema.ImpliedType()),
				After:  cty.ObjectVal(map[string]cty.Value{"name": cty.UnknownVal(cty.String), "id": cty.UnknownVal(cty.String)})},
		},
		PriorState: states.NewState(),
	}
	doc, err := MarshalPlan(p, nil, awsSchemas)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, rc := range doc.ResourceChanges {
		order = append(order, rc.Address+"/"+rc.Deposed)
	}
	if got, want := strings.Join(order, " "), "data.aws_ami.a/ aws_instance.imp/ aws_instance.web/ aws_instance.web/00000001 module.m[2].aws_instance.x/ module.m[10].aws_instance.x/"; got != want {
		t.Errorf("order:\n got %s\nwant %s", got, want)
	}
	byKey := map[string]string{}
	for _, rc := range doc.ResourceChanges {
		b, _ := json.Marshal(rc)
		byKey[rc.Address+"/"+rc.Deposed] = string(b)
	}
	for key, want := range map[string]string{
		"data.aws_ami.a/": `{"address":"data.aws_ami.a","mode":"data","type":"aws_ami","name":"a","provider_name":"registry.terraform.io/hashicorp/aws","change":{"actions":["read"],"before":null,"after":{},"after_unknown":{"id":true,"name":true},"before_sensitive":false,"after_sensitive":{}},"action_reason":"read_because_config_unknown"}`,
		"aws_instance.web/": `{"address":"aws_instance.web","mode":"managed","type":"aws_instance","name":"web","provider_name":"registry.terraform.io/hashicorp/aws","change":{"actions":["create","delete"],` +
			`"before":{"ami":"ami-1","disk":[{"key":"k","size":8}],"id":"i-1","ips":["10.0.0.1"],"net":null,"password":"pw","rule":{},"tags":null},` +
			`"after":{"ami":"ami-2","disk":[{"key":"k","size":8}],"net":null,"password":"pw","rule":{},"tags":{"Name":"web"}},` +
			`"after_unknown":{"disk":[{}],"id":true,"ips":true,"rule":{},"tags":{}},` +
			`"before_sensitive":{"disk":[{"key":true}],"ips":[false],"password":true,"rule":{}},` +
			`"after_sensitive":{"disk":[{"key":true}],"ips":[],"password":true,"rule":{},"tags":{"Name":true}},` +
			`"replace_paths":[["ami"],["disk",0,"size"]]},"action_reason":"replace_because_cannot_update"}`,
		"aws_instance.web/00000001": `{"address":"aws_instance.web","mode":"managed","type":"aws_instance","name":"web","provider_name":"registry.terraform.io/hashicorp/aws","deposed":"00000001","change":{"actions":["delete"],` +
			`"before":{"ami":"ami-1","disk":[{"key":"k","size":8}],"id":"i-1","ips":["10.0.0.1"],"net":null,"password":"pw","rule":{},"tags":null},"after":null,"after_unknown":{},` +
			`"before_sensitive":{"disk":[{"key":true}],"ips":[false],"password":true,"rule":{}},"after_sensitive":false}}`,
		"aws_instance.imp/": `{"address":"aws_instance.imp","mode":"managed","type":"aws_instance","name":"imp","provider_name":"registry.terraform.io/hashicorp/aws","change":{"actions":["no-op"],` +
			`"before":{"ami":"ami-1","disk":[{"key":"k","size":8}],"id":"i-1","ips":["10.0.0.1"],"net":null,"password":"pw","rule":{},"tags":null},` +
			`"after":{"ami":"ami-1","disk":[{"key":"k","size":8}],"id":"i-1","ips":["10.0.0.1"],"net":null,"password":"pw","rule":{},"tags":null},"after_unknown":{},` +
			`"before_sensitive":{"disk":[{"key":true}],"ips":[false],"password":true,"rule":{}},"after_sensitive":{"disk":[{"key":true}],"ips":[false],"password":true,"rule":{}},"importing":{"id":"i-9"}}}`,
	} {
		if byKey[key] != want {
			t.Errorf("%s:\n got %s\nwant %s", key, byKey[key], want)
		}
	}
	if !strings.Contains(byKey["module.m[2].aws_instance.x/"], `"module_address":"module.m[2]"`) {
		t.Errorf("module address missing: %s", byKey["module.m[2].aws_instance.x/"])
	}

	// Planned values leave out deleted and deposed objects, keep the read
	// data source with its known values only, and sort child modules.
	pv, _ := json.Marshal(doc.PlannedValues)
	for _, want := range []string{
		`{"address":"data.aws_ami.a","mode":"data","type":"aws_ami","name":"a","provider_name":"registry.terraform.io/hashicorp/aws","schema_version":0,"sensitive_values":{}}`,
		`"child_modules":[{"resources":[{"address":"module.m[10].aws_instance.x"`,
		`"address":"module.m[10]"},{"resources":[{"address":"module.m[2].aws_instance.x"`,
	} {
		if !strings.Contains(string(pv), want) {
			t.Errorf("planned values lack %s:\n%s", want, pv)
		}
	}
	if strings.Count(string(pv), `"address":"aws_instance.web"`) != 1 {
		t.Errorf("the deposed object must not be planned: %s", pv)
	}
	if !doc.Applyable || !doc.Complete || doc.Timestamp != "2026-01-02T03:04:05Z" {
		t.Errorf("flags: applyable %v complete %v timestamp %s", doc.Applyable, doc.Complete, doc.Timestamp)
	}
}

func TestOutputChangeShapes(t *testing.T) {
	p := &plans.Plan{
		Outputs: []*plans.OutputChange{
			{Name: "gone", Action: plans.Delete, Before: cty.StringVal("x"), After: cty.NullVal(cty.String)},
			{Name: "secret", Action: plans.Update, Before: cty.StringVal("a").Mark(marks.Sensitive), After: cty.StringVal("b").Mark(marks.Sensitive), Sensitive: true},
			{Name: "later", Action: plans.Create, Before: cty.NullVal(cty.DynamicPseudoType), After: cty.UnknownVal(cty.String)},
		},
		TargetAddrs: []string{"aws_instance.x"},
	}
	doc, err := MarshalPlan(p, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(doc.OutputChanges)
	want := `{"gone":{"actions":["delete"],"before":"x","after":null,"after_unknown":false,"before_sensitive":false,"after_sensitive":false},` +
		`"later":{"actions":["create"],"before":null,"after_unknown":true,"before_sensitive":false,"after_sensitive":false},` +
		`"secret":{"actions":["update"],"before":"a","after":"b","after_unknown":false,"before_sensitive":true,"after_sensitive":true}}`
	if string(got) != want {
		t.Errorf("output changes:\n got %s\nwant %s", got, want)
	}
	pv, _ := json.Marshal(doc.PlannedValues)
	if want := `{"outputs":{"later":{"sensitive":false},"secret":{"sensitive":true,"type":"string","value":"b"}},"root_module":{}}`; string(pv) != want {
		t.Errorf("planned values:\n got %s\nwant %s", pv, want)
	}
	if doc.Complete {
		t.Error("a targeted plan is not complete")
	}
	if _, err := MarshalPlan(&plans.Plan{Outputs: []*plans.OutputChange{{Name: "x", Action: "bogus"}}}, nil, nil); err == nil {
		t.Error("unknown action: expected an error")
	}
}

const configSource = `
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
      configuration_aliases = [aws.east]
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}


variable "region" {
  type        = string
  default     = null
  description = "Where."
}

variable "m" {
  default = { key = "v" }
}

resource "aws_instance" "web" {
  count    = length(var.m)
  provider = aws.west
  ami      = "ami-${var.m["key"]}"
  tags     = { Name = module.child["a"].out }
  disk {
    size = 8
  }
  disk {
    size = count.index
  }
  net {
    cidr = data.aws_ami.a[0].id
  }
  rule "http" {
    port = 80
  }
  dynamic "disk" {
    for_each = [1]
    content {
      size = disk.value
    }
  }
  provisioner "local-exec" {
    command = "echo ${self.id}"
  }
  depends_on = [data.aws_ami.a, module.child]
}

data "aws_ami" "a" {
  count = 1
  name  = path.module
}

module "child" {
  source   = "./child"
  for_each = toset(["a"])
  name     = each.key
  providers = {
    aws = aws.west
  }
}

output "o" {
  value       = aws_instance.web[0].tags["Name"]
  description = "The name."
  sensitive   = true
  depends_on  = [aws_instance.web]
}
`

const childSource = `
variable "name" {}
resource "aws_instance" "c" {
  ami = var.name
}
resource "other_thing" "t" {
}
output "out" {
  value = aws_instance.c.id
}
`

func TestMarshalConfig(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf": {Data: []byte(configSource)},
		// The aliased configuration is in JSON syntax, where an alias is a
		// string to parse as a name.
		"providers.tf.json": {Data: []byte(`{"provider": {"aws": {"alias": "west", "region": "${var.region}"}}}`)},
		"child/child.tf":    {Data: []byte(childSource)},
	}
	cfg, diags := config.NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	doc, err := MarshalConfig(cfg, awsSchemas)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(doc)
	want := `{"provider_config":{` +
		`"aws":{"name":"aws","full_name":"registry.terraform.io/hashicorp/aws","version_constraint":"~\u003e 5.0","expressions":{"region":{"constant_value":"eu-west-1"}}},` +
		`"aws.east":{"name":"aws","full_name":"registry.terraform.io/hashicorp/aws","version_constraint":"~\u003e 5.0"},` +
		`"aws.west":{"name":"aws","full_name":"registry.terraform.io/hashicorp/aws","alias":"west","version_constraint":"~\u003e 5.0","expressions":{"region":{"constant_value":"${var.region}","references":["var.region"]}}},` +
		`"module.child:other":{"name":"other","full_name":"registry.terraform.io/hashicorp/other","module_address":"module.child"}},` +
		`"root_module":{` +
		`"outputs":{"o":{"sensitive":true,"expression":{"references":["aws_instance.web[0].tags[\"Name\"]","aws_instance.web[0].tags","aws_instance.web[0]","aws_instance.web"]},"depends_on":["aws_instance.web"],"description":"The name."}},` +
		`"resources":[{"address":"aws_instance.web","mode":"managed","type":"aws_instance","name":"web","provider_config_key":"aws.west",` +
		`"provisioners":[{"type":"local-exec","expressions":{"command":{"references":["self.id","self"]}}}],` +
		`"expressions":{"ami":{"references":["var.m[\"key\"]","var.m"]},"disk":[{"size":{"constant_value":8}},{"size":{"references":["count.index"]}}],` +
		`"net":{"cidr":{"references":["data.aws_ami.a[0].id","data.aws_ami.a[0]","data.aws_ami.a"]}},"rule":{"http":{"port":{"constant_value":80}}},` +
		`"tags":{"references":["module.child[\"a\"].out","module.child[\"a\"]"]}},` +
		`"schema_version":0,"count_expression":{"references":["var.m"]},"depends_on":["data.aws_ami.a","module.child"]},` +
		`{"address":"data.aws_ami.a","mode":"data","type":"aws_ami","name":"a","provider_config_key":"aws","expressions":{"name":{"references":["path.module"]}},"schema_version":0,"count_expression":{"constant_value":1}}],` +
		`"module_calls":{"child":{"source":"./child","expressions":{"name":{"references":["each.key"]}},"module":{` +
		`"outputs":{"out":{"expression":{"references":["aws_instance.c.id","aws_instance.c"]}}},` +
		`"resources":[{"address":"aws_instance.c","mode":"managed","type":"aws_instance","name":"c","provider_config_key":"aws.west","expressions":{"ami":{"references":["var.name"]}},"schema_version":0},` +
		`{"address":"other_thing.t","mode":"managed","type":"other_thing","name":"t","provider_config_key":"module.child:other","schema_version":0}],` +
		`"variables":{"name":{}}}}},` +
		`"variables":{"m":{"default":{"key":"v"}},"region":{"default":null,"description":"Where."}}}}`
	if string(got) != want {
		t.Errorf("configuration:\n got %s\nwant %s", got, want)
	}
}

func TestReferenceStrings(t *testing.T) {
	for src, want := range map[string]string{
		`var.a.b[0]`:          `var.a.b[0] var.a.b var.a`,
		`module.m`:            `module.m`,
		`module.m[1]`:         `module.m[1] module.m`,
		`module.m.out.x`:      `module.m.out.x module.m.out module.m`,
		`aws_x.y[*].id`:       `aws_x.y`,
		`data.a_b.c["k"].v`:   `data.a_b.c["k"].v data.a_b.c["k"] data.a_b.c`,
		`terraform.workspace`: `terraform.workspace`,
		`each.value.port`:     `each.value.port each.value`,
		`local.l[var.i]`:      `local.l var.i`,
		`upper("x")`:          ``,
	} {
		expr, diags := parseExpr(src)
		if diags != nil {
			t.Fatalf("%s: %v", src, diags)
		}
		if got := strings.Join(marshalExpression(expr).References, " "); got != want {
			t.Errorf("%s: got %q, want %q", src, got, want)
		}
	}
}
