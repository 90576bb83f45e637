package configschema

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
)

// genericSchema is the schema of an unknown provider's resource type:
// anything goes, plus a computed id.
func genericSchema() *Block {
	return &Block{
		Dynamic:    true,
		Attributes: map[string]*Attribute{"id": {Type: cty.String, Optional: true, Computed: true}},
	}
}

func TestDecodeDynamicSchema(t *testing.T) {
	src := `  name  = "web"
  count_like = 3
  tags  = { env = var.env }
  disk {
    size = 10
  }
  disk {
    size = 20
    type = "ssd"
  }
  dynamic "port" {
    for_each = [80, 443]
    content {
      number = port.value
    }
  }
  mixed {
    v = 1
  }
  mixed {
    v = "one"
  }
`
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{
		"var": cty.ObjectVal(map[string]cty.Value{"env": cty.StringVal("dev")}),
	}}
	got, diags := Decode(parseResource(t, src), genericSchema(), ctx)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	disk := func(size int64, typ cty.Value) cty.Value {
		return cty.ObjectVal(map[string]cty.Value{"size": cty.NumberIntVal(size), "type": typ})
	}
	want := cty.ObjectVal(map[string]cty.Value{
		"id":         cty.NullVal(cty.String),
		"name":       cty.StringVal("web"),
		"count_like": cty.NumberIntVal(3),
		"tags":       cty.ObjectVal(map[string]cty.Value{"env": cty.StringVal("dev")}),
		"disk": cty.ListVal([]cty.Value{
			disk(10, cty.NullVal(cty.String)),
			disk(20, cty.StringVal("ssd")),
		}),
		"port": cty.ListVal([]cty.Value{
			cty.ObjectVal(map[string]cty.Value{"number": cty.NumberIntVal(80)}),
			cty.ObjectVal(map[string]cty.Value{"number": cty.NumberIntVal(443)}),
		}),
		"mixed": cty.TupleVal([]cty.Value{
			cty.ObjectVal(map[string]cty.Value{"v": cty.NumberIntVal(1)}),
			cty.ObjectVal(map[string]cty.Value{"v": cty.StringVal("one")}),
		}),
	})
	if !got.RawEquals(want) {
		t.Errorf("value\n got: %#v\nwant: %#v", got, want)
	}
	if genericSchema().ImpliedType() != cty.DynamicPseudoType {
		t.Errorf("a dynamic block's implied type must be dynamic")
	}
}

func TestDecodeDynamicSchemaNestedBlocks(t *testing.T) {
	src := `  rule {
    action = "allow"
    match {
      cidr = "10.0.0.0/8"
    }
  }
  rule {
    action = "deny"
  }
`
	got, diags := Decode(parseResource(t, src), genericSchema(), nil)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	want := cty.ObjectVal(map[string]cty.Value{
		"id": cty.NullVal(cty.String),
		"rule": cty.ListVal([]cty.Value{
			cty.ObjectVal(map[string]cty.Value{
				"action": cty.StringVal("allow"),
				"match":  cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"cidr": cty.StringVal("10.0.0.0/8")})}),
			}),
			cty.ObjectVal(map[string]cty.Value{
				"action": cty.StringVal("deny"),
				"match":  cty.ListValEmpty(cty.Object(map[string]cty.Type{"cidr": cty.String})),
			}),
		}),
	})
	if !got.RawEquals(want) {
		t.Errorf("value\n got: %#v\nwant: %#v", got, want)
	}
	inferred := genericSchema().Inferred(parseResource(t, src))
	if nb := inferred.BlockTypes["rule"]; nb == nil || nb.Nesting != NestingList || nb.BlockTypes["match"] == nil {
		t.Errorf("inferred schema lacks the rule and rule.match blocks: %#v", inferred)
	}
}

func TestDecodeDynamicSchemaHidesTakenMetaArguments(t *testing.T) {
	// The engine takes meta-arguments out with PartialContent before
	// decoding; what it took must not reappear as provider arguments.
	body := parseResource(t, "  count = 2\n  name = \"x\"\n  lifecycle {\n  }\n")
	_, rest, diags := body.PartialContent(&hcl.BodySchema{
		Attributes: []hcl.AttributeSchema{{Name: "count"}},
		Blocks:     []hcl.BlockHeaderSchema{{Type: "lifecycle"}},
	})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	got, diags := Decode(rest, genericSchema(), nil)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	want := cty.ObjectVal(map[string]cty.Value{"id": cty.NullVal(cty.String), "name": cty.StringVal("x")})
	if !got.RawEquals(want) {
		t.Errorf("value\n got: %#v\nwant: %#v", got, want)
	}
}

func TestDecodeDynamicSchemaJSON(t *testing.T) {
	file, diags := json.Parse([]byte(`{"name": "x", "settings": {"a": 1}}`), "main.tf.json")
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	got, diags := Decode(file.Body, genericSchema(), nil)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	want := cty.ObjectVal(map[string]cty.Value{
		"id":       cty.NullVal(cty.String),
		"name":     cty.StringVal("x"),
		"settings": cty.ObjectVal(map[string]cty.Value{"a": cty.NumberIntVal(1)}),
	})
	if !got.RawEquals(want) {
		t.Errorf("value\n got: %#v\nwant: %#v", got, want)
	}
}
