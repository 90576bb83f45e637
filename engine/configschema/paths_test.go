package configschema

import (
	"reflect"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// pathStrings renders paths like Terraform's JSON paths, for comparison.
func pathStrings(ps []cty.Path) []string {
	var ret []string
	for _, p := range ps {
		s := ""
		for _, step := range p {
			switch st := step.(type) {
			case cty.GetAttrStep:
				s += "." + st.Name
			case cty.IndexStep:
				s += "[" + st.Key.GoString() + "]"
			}
		}
		ret = append(ret, s)
	}
	return ret
}

func decodeInstance(t *testing.T, src string) cty.Value {
	t.Helper()
	v, diags := Decode(parseResource(t, src), instanceSchema(), nil)
	if diags.HasErrors() {
		t.Fatalf("decode: %s", diags.Error())
	}
	return v
}

func TestSensitivePaths(t *testing.T) {
	v := decodeInstance(t, `  ami = "x"
  meta = { name = "m", token = "t" }
  ebs {
    size = 1
  }
  ebs {
    size = 2
    key  = "k"
  }
`)
	got := pathStrings(instanceSchema().SensitivePaths(v))
	want := []string{
		`.meta.token`,
		`.password`,
		`.ebs[cty.NumberIntVal(0)].key`,
		`.ebs[cty.NumberIntVal(1)].key`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("SensitivePaths\n got: %q\nwant: %q", got, want)
	}
	// The paths apply to the value: marking them must not fail.
	for _, p := range instanceSchema().SensitivePaths(v) {
		if _, err := p.Apply(v); err != nil {
			t.Errorf("path %#v does not apply: %s", p, err)
		}
	}
}

func TestSensitivePathsOfNullAndUnknown(t *testing.T) {
	schema := instanceSchema()
	if got := schema.SensitivePaths(cty.NullVal(schema.ImpliedType())); got != nil {
		t.Errorf("null object: %v", got)
	}
	if got := schema.SensitivePaths(cty.UnknownVal(schema.ImpliedType())); got != nil {
		t.Errorf("unknown object: %v", got)
	}
	if got := genericSchema().SensitivePaths(cty.ObjectVal(map[string]cty.Value{"id": cty.StringVal("x")})); got != nil {
		t.Errorf("generic object: %v", got)
	}
}

func TestConfiguredComputedPaths(t *testing.T) {
	v := decodeInstance(t, `  ami        = "x"
  arn        = "arn:aws:x"
  private_ip = "10.0.0.1"
  ebs {
    size      = 1
    volume_id = "vol-1"
  }
`)
	got := pathStrings(instanceSchema().ConfiguredComputedPaths(v))
	want := []string{`.arn`, `.ebs[cty.NumberIntVal(0)].volume_id`}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ConfiguredComputedPaths\n got: %q\nwant: %q", got, want)
	}
}

func TestAttributeByPath(t *testing.T) {
	schema := instanceSchema()
	cases := []struct {
		path cty.Path
		want *Attribute
	}{
		{cty.GetAttrPath("ami"), schema.Attributes["ami"]},
		{cty.GetAttrPath("meta").GetAttr("token"), schema.Attributes["meta"].NestedType.Attributes["token"]},
		{cty.GetAttrPath("ebs").IndexInt(1).GetAttr("size"), schema.BlockTypes["ebs"].Attributes["size"]},
		{cty.GetAttrPath("tags").IndexString("a"), schema.Attributes["tags"]},
		{cty.GetAttrPath("ebs"), nil},
		{cty.GetAttrPath("nope"), nil},
		{cty.GetAttrPath("ami").GetAttr("x"), nil},
	}
	for _, tc := range cases {
		if got := schema.AttributeByPath(tc.path); got != tc.want {
			t.Errorf("AttributeByPath(%#v) = %p, want %p", tc.path, got, tc.want)
		}
	}
	if got := schema.BlockByPath(cty.GetAttrPath("ebs").IndexInt(0)); got != schema.BlockTypes["ebs"] {
		t.Errorf("BlockByPath(ebs[0]) = %p", got)
	}
}

func TestElaborate(t *testing.T) {
	body := parseResource(t, `  ami  = "x"
  tags = {
    a = "1"
    b = "2"
  }
  list = ["p", "q"]
  ebs {
    size = 1
  }
  ebs {
    size = 2
  }
  setting "k" {
    value = "v"
  }
`)
	cases := []struct {
		path cty.Path
		want string
	}{
		{cty.GetAttrPath("ami"), "main.tf:2,10-13"},
		{cty.GetAttrPath("workspace"), "main.tf:1,18-18"},
		{nil, "main.tf:1,18-18"},
		{cty.GetAttrPath("tags").IndexString("b"), "main.tf:5,10-11"},
		{cty.GetAttrPath("tags").IndexString("zz"), "main.tf:3,3-7"},
		{cty.GetAttrPath("list").IndexInt(1), "main.tf:7,16-19"},
		{cty.GetAttrPath("ebs").IndexInt(1).GetAttr("size"), "main.tf:12,12-13"},
		{cty.GetAttrPath("ebs").IndexInt(1).GetAttr("nope"), "main.tf:11,7-7"},
		{cty.GetAttrPath("setting").IndexString("k").GetAttr("value"), "main.tf:15,13-16"},
		{cty.IndexIntPath(0), "main.tf:1,18-18"},
	}
	for _, tc := range cases {
		d := PathDiagnostic(hcl.DiagError, "Bad", "Bad value.", tc.path)
		got := Elaborate(body, hcl.Diagnostics{d})
		if got[0].Subject == nil || got[0].Subject.String() != tc.want {
			t.Errorf("path %#v: subject %v, want %s", tc.path, got[0].Subject, tc.want)
		}
		if d.Subject != nil {
			t.Errorf("Elaborate modified its input")
		}
		if p, ok := DiagnosticPath(got[0]); !ok || !p.Equals(tc.path) {
			t.Errorf("path lost: %#v", p)
		}
	}
	plain := &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Plain"}
	if got := Elaborate(body, hcl.Diagnostics{plain}); got[0] != plain {
		t.Errorf("a diagnostic without a path must be left alone")
	}
}
