package configschema

import (
	"reflect"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
)

func TestDecodeDiagnostics(t *testing.T) {
	cases := []struct {
		name string
		src  string
		want []string
	}{
		{
			name: "missing required argument",
			src:  "",
			want: []string{`error|Missing required argument|The argument "ami" is required, but no definition was found.|main.tf:1,18-18`},
		},
		{
			name: "unsupported argument",
			src:  "  ami = \"x\"\n  bogus = 2\n",
			want: []string{`error|Unsupported argument|An argument named "bogus" is not expected here.|main.tf:3,3-8`},
		},
		{
			name: "unsupported argument with suggestion",
			src:  "  ami = \"x\"\n  instance_typ = \"t2.micro\"\n",
			want: []string{`error|Unsupported argument|An argument named "instance_typ" is not expected here. Did you mean "instance_type"?|main.tf:3,3-15`},
		},
		{
			name: "argument given for a block type",
			src:  "  ami = \"x\"\n  ebs = []\n",
			want: []string{`error|Unsupported argument|An argument named "ebs" is not expected here. Did you mean to define a block of type "ebs"?|main.tf:3,3-6`},
		},
		{
			name: "unsupported block type with suggestion",
			src:  "  ami = \"x\"\n  ebz {\n    size = 1\n  }\n",
			want: []string{`error|Unsupported block type|Blocks of type "ebz" are not expected here. Did you mean "ebs"?|main.tf:3,3-6`},
		},
		{
			name: "block given for an argument",
			src:  "  ami = \"x\"\n  tags {\n  }\n",
			want: []string{`error|Unsupported block type|Blocks of type "tags" are not expected here. Did you mean to define argument "tags"? If so, use the equals sign to assign it a value.|main.tf:3,3-7`},
		},
		{
			name: "unsupported block type",
			src:  "  ami = \"x\"\n  network_interface {\n  }\n",
			want: []string{`error|Unsupported block type|Blocks of type "network_interface" are not expected here.|main.tf:3,3-20`},
		},
		{
			name: "too many blocks",
			src:  "  ami = \"x\"\n  ebs {\n    size = 1\n  }\n  ebs {\n    size = 2\n  }\n  ebs {\n    size = 3\n  }\n",
			want: []string{`error|Too many ebs blocks|No more than 2 "ebs" blocks are allowed|main.tf:9,7-7`},
		},
		{
			name: "duplicate single block",
			src:  "  ami = \"x\"\n  root {\n  }\n  root {\n  }\n",
			want: []string{`error|Duplicate root block|Only one block of type "root" is allowed. Previous definition was at main.tf:3,3-7.|main.tf:5,3-7`},
		},
		{
			name: "missing required argument in nested block",
			src:  "  ami = \"x\"\n  ebs {\n  }\n",
			want: []string{`error|Missing required argument|The argument "size" is required, but no definition was found.|main.tf:3,7-7`},
		},
		{
			name: "wrong type",
			src:  "  ami = {}\n",
			want: []string{`error|Incorrect attribute value type|Inappropriate value for attribute "ami": string required, but have object.|main.tf:2,9-11`},
		},
		{
			name: "nested attribute type missing its required attribute",
			src:  "  ami = \"x\"\n  meta = { weight = 1 }\n",
			want: []string{`error|Incorrect attribute value type|Inappropriate value for attribute "meta": attribute "name" is required.|main.tf:3,10-24`},
		},
		{
			name: "computed attribute is decoded, not rejected",
			src:  "  ami = \"x\"\n  arn = \"arn:x\"\n",
		},
		{
			name: "unsupported argument in dynamic block content",
			src:  "  ami = \"x\"\n  dynamic \"ebs\" {\n    for_each = [1]\n    content {\n      size = 1\n      sise = 2\n    }\n  }\n",
			// hcl's dynamic block expansion reports no suggestion here.
			want: []string{`error|Unsupported argument|An argument named "sise" is not expected here.|main.tf:7,7-11`},
		},
		{
			name: "too many blocks from a dynamic block",
			src:  "  ami = \"x\"\n  dynamic \"ebs\" {\n    for_each = [1, 2, 3]\n    content {\n      size = ebs.value\n    }\n  }\n",
			want: []string{`error|Too many ebs blocks|No more than 2 "ebs" blocks are allowed|main.tf:5,13-13`},
		},
		{
			name: "dynamic block of an unknown type",
			src:  "  ami = \"x\"\n  dynamic \"ebz\" {\n    for_each = [1]\n    content {\n    }\n  }\n",
			want: []string{`error|Unsupported block type|Blocks of type "ebz" are not expected here.|main.tf:3,11-16`},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			body := parseResource(t, tc.src)
			_, diags := Decode(body, instanceSchema(), nil)
			got := diagStrings(diags)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("diagnostics\n got: %q\nwant: %q", got, tc.want)
			}
		})
	}
}

func TestDecodeMinItems(t *testing.T) {
	schema := &Block{BlockTypes: map[string]*NestedBlock{
		"listener": {Nesting: NestingList, MinItems: 1, Block: Block{
			Attributes: map[string]*Attribute{"port": {Type: cty.Number, Optional: true}},
		}},
		"origin": {Nesting: NestingSingle, MinItems: 1, Block: Block{}},
	}}
	_, diags := Decode(parseResource(t, ""), schema, nil)
	want := []string{
		`error|Insufficient listener blocks|At least 1 "listener" blocks are required.|main.tf:1,18-18`,
		`error|Missing origin block|A block of type "origin" is required here.|main.tf:1,18-18`,
	}
	if got := diagStrings(diags); !reflect.DeepEqual(got, want) {
		t.Errorf("diagnostics\n got: %q\nwant: %q", got, want)
	}
}

func TestDecodeValue(t *testing.T) {
	src := `  ami  = "ami-123"
  tags = { Name = var.name }
  meta = { name = "m" }
  ebs {
    size = 8
  }
  dynamic "ebs" {
    for_each = [16]
    content {
      size = ebs.value
    }
  }
  rule {
    port = 22
  }
  setting "a" {
    value = "1"
  }
`
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{
		"var": cty.ObjectVal(map[string]cty.Value{"name": cty.StringVal("web")}),
	}}
	schema := instanceSchema()
	got, diags := Decode(parseResource(t, src), schema, ctx)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	ebs := func(size int64) cty.Value {
		return cty.ObjectVal(map[string]cty.Value{
			"size": cty.NumberIntVal(size), "volume_id": cty.NullVal(cty.String), "key": cty.NullVal(cty.String),
		})
	}
	want := cty.ObjectVal(map[string]cty.Value{
		"ami":           cty.StringVal("ami-123"),
		"instance_type": cty.NullVal(cty.String),
		"arn":           cty.NullVal(cty.String),
		"private_ip":    cty.NullVal(cty.String),
		"password":      cty.NullVal(cty.String),
		"tags":          cty.MapVal(map[string]cty.Value{"Name": cty.StringVal("web")}),
		"meta": cty.ObjectVal(map[string]cty.Value{
			"name": cty.StringVal("m"), "weight": cty.NullVal(cty.Number), "token": cty.NullVal(cty.String),
		}),
		"ebs":  cty.ListVal([]cty.Value{ebs(8), ebs(16)}),
		"root": cty.NullVal(schema.BlockTypes["root"].ImpliedType()),
		"rule": cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"port": cty.NumberIntVal(22), "id": cty.NullVal(cty.String),
		})}),
		"setting": cty.MapVal(map[string]cty.Value{"a": cty.ObjectVal(map[string]cty.Value{"value": cty.StringVal("1")})}),
		"timeouts": cty.ObjectVal(map[string]cty.Value{
			"create": cty.NullVal(cty.String),
		}),
	})
	if !got.RawEquals(want) {
		t.Errorf("value\n got: %#v\nwant: %#v", got, want)
	}
	if !got.Type().Equals(schema.ImpliedType()) {
		t.Errorf("type %#v does not conform to %#v", got.Type(), schema.ImpliedType())
	}
}

func TestDecodeUnknownDynamicForEach(t *testing.T) {
	src := `  ami = "x"
  dynamic "ebs" {
    for_each = var.sizes
    content {
      size = ebs.value
    }
  }
`
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{
		"var": cty.ObjectVal(map[string]cty.Value{"sizes": cty.UnknownVal(cty.List(cty.Number))}),
	}}
	schema := instanceSchema()
	got, diags := Decode(parseResource(t, src), schema, ctx)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	ebs := got.GetAttr("ebs")
	if ebs.IsKnown() || !ebs.Type().Equals(schema.BlockTypes["ebs"].ImpliedType()) {
		t.Errorf("ebs = %#v, want an unknown %#v", ebs, schema.BlockTypes["ebs"].ImpliedType())
	}
}

func TestDecodeNilBody(t *testing.T) {
	got, diags := Decode(nil, instanceSchema(), nil)
	if len(diags) != 0 || !got.RawEquals(instanceSchema().EmptyValue()) {
		t.Errorf("Decode(nil) = %#v, %v", got, diags)
	}
}

func TestDecoderSpecDynamicTypes(t *testing.T) {
	// Blocks whose content has dynamically-typed attributes decode as
	// tuples (lists) and objects (maps), since their elements may differ
	// in type.
	schema := &Block{BlockTypes: map[string]*NestedBlock{
		"item": {Nesting: NestingList, Block: Block{Attributes: map[string]*Attribute{"v": {Type: cty.DynamicPseudoType, Optional: true}}}},
		"kv":   {Nesting: NestingMap, Block: Block{Attributes: map[string]*Attribute{"v": {Type: cty.DynamicPseudoType, Optional: true}}}},
	}}
	src := "  item {\n    v = 1\n  }\n  item {\n    v = \"s\"\n  }\n  kv \"a\" {\n    v = true\n  }\n"
	got, diags := Decode(parseResource(t, src), schema, nil)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	want := cty.ObjectVal(map[string]cty.Value{
		"item": cty.TupleVal([]cty.Value{
			cty.ObjectVal(map[string]cty.Value{"v": cty.NumberIntVal(1)}),
			cty.ObjectVal(map[string]cty.Value{"v": cty.StringVal("s")}),
		}),
		"kv": cty.ObjectVal(map[string]cty.Value{"a": cty.ObjectVal(map[string]cty.Value{"v": cty.True})}),
	})
	if !got.RawEquals(want) {
		t.Errorf("value\n got: %#v\nwant: %#v", got, want)
	}
}

func TestDecodeRedefinedArguments(t *testing.T) {
	// In native syntax a redefined argument is a parse error, reported
	// by the configuration loader before any decoding.
	_, diags := hclsyntax.ParseConfig([]byte("ami = \"a\"\nami = \"b\"\n"), "main.tf", hcl.InitialPos)
	if got := diagStrings(diags); len(got) != 1 || got[0] != `error|Attribute redefined|The argument "ami" was already set at main.tf:1,1-4. Each argument may be set only once.|main.tf:2,1-4` {
		t.Errorf("native syntax: %q", got)
	}
	// In JSON syntax it is found while decoding.
	file, diags := json.Parse([]byte(`{"ami": "a", "ami": "b"}`), "main.tf.json")
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	_, diags = Decode(file.Body, instanceSchema(), nil)
	if got := diagStrings(diags); len(got) != 1 || got[0] != `error|Duplicate argument|The argument "ami" was already set at main.tf.json:1,2-12.|main.tf.json:1,14-19` {
		t.Errorf("JSON syntax: %q", got)
	}
}

func TestDecodeNestedDynamicOnly(t *testing.T) {
	// The only dynamic block is inside a nested block: Decode must still
	// expand the body (mayHaveDynamic looks at every depth).
	schema := &Block{BlockTypes: map[string]*NestedBlock{
		"rule": {Nesting: NestingList, Block: Block{BlockTypes: map[string]*NestedBlock{
			"port": {Nesting: NestingList, Block: Block{Attributes: map[string]*Attribute{"n": {Type: cty.Number, Optional: true}}}},
		}}},
	}}
	src := "  rule {\n    dynamic \"port\" {\n      for_each = [1, 2]\n      content {\n        n = port.value\n      }\n    }\n  }\n"
	got, diags := Decode(parseResource(t, src), schema, nil)
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	port := func(n int64) cty.Value { return cty.ObjectVal(map[string]cty.Value{"n": cty.NumberIntVal(n)}) }
	want := cty.ObjectVal(map[string]cty.Value{
		"rule": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"port": cty.ListVal([]cty.Value{port(1), port(2)})})}),
	})
	if !got.RawEquals(want) {
		t.Errorf("value\n got: %#v\nwant: %#v", got, want)
	}
}

func TestMayHaveDynamic(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"  a = 1\n", false},
		{"  rule {\n    port {\n      n = 1\n    }\n  }\n", false},
		{"  dynamic \"rule\" {\n    for_each = []\n    content {}\n  }\n", true},
		{"  rule {\n    port {\n      dynamic \"x\" {\n        for_each = []\n        content {}\n      }\n    }\n  }\n", true},
	} {
		if got := mayHaveDynamic(parseResource(t, tc.src)); got != tc.want {
			t.Errorf("mayHaveDynamic(%q) = %v, want %v", tc.src, got, tc.want)
		}
	}
}
