package statefile

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustWrite(t *testing.T, s *states.State) []byte {
	t.Helper()
	b, err := Write(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A file in Terraform's own layout survives Read and Write byte for byte.
func TestRoundTripTerraformLayout(t *testing.T) {
	for _, name := range []string{"full.tfstate", "other.canonical.tfstate"} {
		t.Run(name, func(t *testing.T) {
			src := readFile(t, filepath.Join("testdata", name))
			s, err := Read(src)
			if err != nil {
				t.Fatal(err)
			}
			if got := mustWrite(t, s); !bytes.Equal(got, src) {
				t.Errorf("round trip differs:\n%s", lineDiff(string(src), string(got)))
			}
		})
	}
}

// The recorded corpus's state file (hand-formatted) reads, and writes in
// Terraform's layout; writing that again is a fixed point.
func TestCorpusOtherTFState(t *testing.T) {
	src := readFile(t, filepath.Join("..", "..", "..", "testdata", "conformance", "configs", "data-remote-state-local", "other.tfstate"))
	s, err := Read(src)
	if err != nil {
		t.Fatal(err)
	}
	if s.Serial != 1 || s.Lineage != "00000000-0000-0000-0000-000000000000" || s.TerraformVersion != "1.5.7" {
		t.Errorf("header: %+v", s)
	}
	outs := s.Root().OutputValues
	if got := outs["greeting"].Value; !got.RawEquals(cty.StringVal("hi from other")) {
		t.Errorf("greeting = %#v", got)
	}
	if got := outs["nums"].Value; !got.RawEquals(cty.ListVal([]cty.Value{cty.NumberIntVal(1), cty.NumberIntVal(2)})) {
		t.Errorf("nums = %#v", got)
	}
	want := readFile(t, filepath.Join("testdata", "other.canonical.tfstate"))
	got := mustWrite(t, s)
	if !bytes.Equal(got, want) {
		t.Errorf("layout differs:\n%s", lineDiff(string(want), string(got)))
	}
	s2, err := Read(got)
	if err != nil {
		t.Fatal(err)
	}
	if again := mustWrite(t, s2); !bytes.Equal(again, got) {
		t.Error("Write(Read(Write(x))) is not a fixed point")
	}
}

func TestReadContent(t *testing.T) {
	s, err := Read(readFile(t, filepath.Join("testdata", "full.tfstate")))
	if err != nil {
		t.Fatal(err)
	}
	net := addrs.AbsResourceInstance{Resource: addrs.Resource{Mode: addrs.Managed, Type: "terraform_data", Name: "network"}.Instance(addrs.NoKey)}
	is := s.ResourceInstance(net)
	if is == nil || is.Current == nil || len(is.Deposed) != 1 || is.Deposed["00000001"] == nil {
		t.Fatalf("instance: %+v", is)
	}
	cur := is.Current
	if cur.Status != states.ObjectTainted || !cur.CreateBeforeDestroy || string(cur.Private) != "null" || len(cur.Dependencies) != 2 {
		t.Errorf("current object: %+v", cur)
	}
	if len(cur.SensitivePaths) != 1 || !cur.SensitivePaths[0].Equals(cty.GetAttrPath("input").Index(cty.StringVal("cidr"))) {
		t.Errorf("sensitive paths: %#v", cur.SensitivePaths)
	}
	mod := addrs.RootModuleInstance.Child("svc", addrs.StringKey("api"))
	r := s.Resource(addrs.AbsResource{Module: mod, Resource: addrs.Resource{Mode: addrs.Managed, Type: "terraform_data", Name: "instance"}})
	if r == nil || len(r.Instances) != 3 || r.Instances[addrs.IntKey(10)] == nil || r.EachMode != "list" {
		t.Fatalf("module resource: %+v", r)
	}
	byKey := s.Resource(addrs.AbsResource{Module: addrs.RootModuleInstance.Child("svc", addrs.StringKey("web")), Resource: addrs.Resource{Mode: addrs.Managed, Type: "terraform_data", Name: "by_key"}})
	if byKey == nil || byKey.EachMode != "map" {
		t.Errorf("for_each resource: %+v", byKey)
	}
	if s.Resource(addrs.AbsResource{Resource: addrs.Resource{Mode: addrs.Managed, Type: "terraform_data", Name: "network"}}).EachMode != "" {
		t.Error("a resource without keys does not repeat")
	}
	obj, err := r.Instances[addrs.IntKey(0)].Current.Decode(cty.Object(map[string]cty.Type{
		"id": cty.String, "input": cty.DynamicPseudoType, "output": cty.DynamicPseudoType,
		"store": cty.DynamicPseudoType, "triggers_replace": cty.DynamicPseudoType,
	}))
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.Value.GetAttr("input"); !got.RawEquals(cty.StringVal("api-0:8080")) {
		t.Errorf("input = %#v", got)
	}
	if !s.Root().OutputValues["secret"].Sensitive || s.Root().OutputValues["secret"].Value.AsString() != "s3cr3t <b> &" {
		t.Errorf("secret output: %#v", s.Root().OutputValues["secret"])
	}
	checks, err := DecodeCheckResults(s.CheckResults)
	if err != nil {
		t.Fatal(err)
	}
	if len(checks) != 2 || checks[1].Kind != "output_value" || checks[0].Instances[0].Problems[0] != "n must be positive, got -5." {
		t.Errorf("checks: %+v", checks)
	}
}

// A state built in memory is written sorted and in Terraform's layout.
func TestWriteBuiltState(t *testing.T) {
	s := states.NewState()
	s.Lineage = "l"
	s.Serial = 2
	ty := cty.Object(map[string]cty.Type{"id": cty.String, "pw": cty.String})
	prov := `provider["registry.terraform.io/hashicorp/aws"]`
	add := func(mod addrs.ModuleInstance, mode addrs.ResourceMode, typ, name string, key addrs.InstanceKey, id string) {
		obj := &states.Object{Value: cty.ObjectVal(map[string]cty.Value{
			"id": cty.StringVal(id), "pw": cty.StringVal("p").Mark(marks.Sensitive),
		})}
		src, err := obj.Encode(ty, 0)
		if err != nil {
			t.Fatal(err)
		}
		s.SetResourceInstanceCurrent(addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: mode, Type: typ, Name: name}.Instance(key)}, src, prov)
	}
	add(addrs.RootModuleInstance.Child("b", nil), addrs.Managed, "aws_x", "a", nil, "5")
	add(addrs.RootModuleInstance, addrs.Managed, "aws_x", "b", addrs.StringKey("z"), "4")
	add(addrs.RootModuleInstance, addrs.Managed, "aws_x", "b", addrs.StringKey("a"), "3")
	add(addrs.RootModuleInstance, addrs.Managed, "aws_a", "z", nil, "2")
	add(addrs.RootModuleInstance, addrs.Data, "aws_x", "a", nil, "1")
	s.SetOutputValue("o", cty.TupleVal([]cty.Value{cty.StringVal("x"), cty.True}).Mark(marks.Sensitive), true)
	got := string(mustWrite(t, s))

	// Resources: root data first, then managed by type and name, then the
	// module; instances by key.
	order := []string{`"mode": "data"`, `"type": "aws_a"`, `"index_key": "a"`, `"index_key": "z"`, `"module": "module.b"`}
	last := -1
	for _, o := range order {
		i := strings.Index(got, o)
		if i < 0 || i < last {
			t.Fatalf("%s out of order in:\n%s", o, got)
		}
		last = i
	}
	for _, want := range []string{
		"{\n  \"version\": 4,\n  \"terraform_version\": \"1.17.0\",\n  \"serial\": 2,\n  \"lineage\": \"l\",\n",
		"\"o\": {\n      \"value\": [\n        \"x\",\n        true\n      ],\n      \"type\": [\n        \"tuple\",\n        [\n          \"string\",\n          \"bool\"\n        ]\n      ],\n      \"sensitive\": true\n    }",
		"\"sensitive_attributes\": [\n            [\n              {\n                \"type\": \"get_attr\",\n                \"value\": \"pw\"\n              }\n            ]\n          ],\n          \"identity_schema_version\": 0\n        }",
		"\n  \"check_results\": null\n}\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	back, err := Read([]byte(got))
	if err != nil {
		t.Fatal(err)
	}
	if again := string(mustWrite(t, back)); again != got {
		t.Errorf("re-write differs:\n%s", lineDiff(got, again))
	}
}

func TestWriteEmptyState(t *testing.T) {
	s := states.NewState()
	s.Lineage = "x"
	want := "{\n  \"version\": 4,\n  \"terraform_version\": \"1.17.0\",\n  \"serial\": 0,\n  \"lineage\": \"x\",\n  \"outputs\": {},\n  \"resources\": [],\n  \"check_results\": null\n}\n"
	if got := string(mustWrite(t, s)); got != want {
		t.Errorf("got:\n%s", got)
	}
	if got := string(mustWrite(t, nil)); !strings.Contains(got, `"resources": []`) {
		t.Errorf("nil state: %s", got)
	}
}

func TestWriteErrors(t *testing.T) {
	s := states.NewState()
	s.SetOutputValue("u", cty.UnknownVal(cty.String), false)
	if _, err := Write(s); err == nil {
		t.Error("unknown output: expected an error")
	}
	s = states.NewState()
	s.SetResourceInstanceCurrent(addrs.AbsResourceInstance{Resource: addrs.Resource{Type: "a", Name: "b"}.Instance(nil)}, &states.ObjectSrc{AttrsJSON: []byte("{")}, `provider["a/b/c"]`)
	if _, err := Write(s); err == nil {
		t.Error("invalid attributes: expected an error")
	}
	s = states.NewState()
	s.CheckResults = []byte("[")
	if _, err := Write(s); err == nil {
		t.Error("invalid check results: expected an error")
	}
}

func TestReadErrors(t *testing.T) {
	const head = `{"version":4,"terraform_version":"1.17.0","serial":1,"lineage":"l","outputs":{},`
	res := func(inst string) string {
		return head + `"resources":[{"mode":"managed","type":"t","name":"n","provider":"provider[\"a/b/c\"]","instances":[` + inst + `]}],"check_results":null}`
	}
	for name, tc := range map[string]struct{ src, msg string }{
		"empty":          {"", "empty"},
		"not json":       {"{", "JSON"},
		"no version":     {`{"serial":1}`, "no format version"},
		"version 3":      {`{"version":3}`, "version 3"},
		"version 5":      {`{"version":5}`, "version 5"},
		"string version": {`{"version":"4"}`, "invalid format version"},
		"bad mode":       {head + `"resources":[{"mode":"x","type":"t","name":"n","provider":"provider[\"a/b/c\"]","instances":[]}]}`, "invalid mode"},
		"bad provider":   {head + `"resources":[{"mode":"managed","type":"t","name":"n","provider":"aws","instances":[]}]}`, "provider"},
		"bad module":     {head + `"resources":[{"module":"mod.x","mode":"managed","type":"t","name":"n","provider":"provider[\"a/b/c\"]","instances":[]}]}`, "module address"},
		"bad each":       {head + `"resources":[{"mode":"managed","each":"set","type":"t","name":"n","provider":"provider[\"a/b/c\"]","instances":[]}]}`, "each"},
		"duplicate":      {head + `"resources":[{"mode":"managed","type":"t","name":"n","provider":"provider[\"a/b/c\"]","instances":[]},{"mode":"managed","type":"t","name":"n","provider":"provider[\"a/b/c\"]","instances":[]}]}`, "more than once"},
		"negative key":   {res(`{"index_key":-1,"attributes":{}}`), "non-negative"},
		"fraction key":   {res(`{"index_key":1.5,"attributes":{}}`), "non-negative"},
		"bool key":       {res(`{"index_key":true,"attributes":{}}`), "number or a string"},
		"two current":    {res(`{"attributes":{}},{"attributes":{}}`), "more than one current"},
		"two deposed":    {res(`{"deposed":"a","attributes":{}},{"deposed":"a","attributes":{}}`), "more than one deposed"},
		"flatmap":        {res(`{"attributes_flat":{"id":"x"}}`), "legacy flat"},
		"no attributes":  {res(`{}`), "no attributes"},
		"list attrs":     {res(`{"attributes":[1]}`), "object is required"},
		"bad status":     {res(`{"status":"gone","attributes":{}}`), "status"},
		"bad path step":  {res(`{"attributes":{},"sensitive_attributes":[[{"type":"splat","value":1}]]}`), "step type"},
		"bad path index": {res(`{"attributes":{},"sensitive_attributes":[[{"type":"index","value":5}]]}`), "index"},
		"bad output":     {`{"version":4,"outputs":{"o":{"value":"x","type":"number"}}}`, "invalid value"},
		"untyped output": {`{"version":4,"outputs":{"o":{"value":"x"}}}`, "no type"},
		"bad checks":     {`{"version":4,"check_results":[{"object_kind":"nope","config_addr":"x","status":"pass"}]}`, "object kind"},
		"bad check stat": {`{"version":4,"check_results":[{"object_kind":"var","config_addr":"var.x","status":"ok"}]}`, "status"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Read([]byte(tc.src))
			if err == nil {
				t.Fatal("expected an error")
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q does not mention %q", err, tc.msg)
			}
		})
	}
}

func TestReadLegacyDependsOn(t *testing.T) {
	src := `{"version":4,"resources":[{"mode":"managed","type":"t","name":"n","provider":"provider[\"a/b/c\"]","instances":[{"attributes":{"id":"x"},"depends_on":["t.other"]}]}]}`
	s, err := Read([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	obj := s.ResourceInstance(addrs.AbsResourceInstance{Resource: addrs.Resource{Type: "t", Name: "n"}.Instance(nil)}).Current
	if len(obj.Dependencies) != 1 || obj.Dependencies[0] != "t.other" {
		t.Errorf("dependencies: %v", obj.Dependencies)
	}
	if out := string(mustWrite(t, s)); !strings.Contains(out, `"dependencies": [`) || strings.Contains(out, `"depends_on"`) {
		t.Errorf("legacy depends_on must be written as dependencies:\n%s", out)
	}
}

func TestCheckResultsRoundTrip(t *testing.T) {
	in := []*plans.CheckResult{
		{Kind: "resource", Addr: "aws_x.y", Module: `module.m["a"]`, Status: plans.CheckFail, Instances: []plans.CheckInstanceResult{
			{Addr: `module.m["a"].aws_x.y[1]`, Status: plans.CheckFail, Problems: []string{"bad"}},
			{Addr: `module.m["a"].aws_x.y[0]`, Status: plans.CheckPass},
		}},
		{Kind: "output_value", Addr: "output.o", Status: plans.CheckPass},
		{Kind: "var", Addr: "var.v", Status: plans.CheckUnknown, Instances: []plans.CheckInstanceResult{{Addr: "var.v", Status: plans.CheckUnknown}}},
	}
	raw, err := EncodeCheckResults(in)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"object_kind":"resource","config_addr":"module.m.aws_x.y","status":"fail","objects":[{"object_addr":"module.m[\"a\"].aws_x.y[0]","status":"pass"},{"object_addr":"module.m[\"a\"].aws_x.y[1]","status":"fail","failure_messages":["bad"]}]},{"object_kind":"output","config_addr":"output.o","status":"pass"},{"object_kind":"var","config_addr":"var.v","status":"unknown","objects":[{"object_addr":"var.v","status":"unknown"}]}]`
	if string(raw) != want {
		t.Errorf("got  %s\nwant %s", raw, want)
	}
	back, err := DecodeCheckResults(raw)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != 3 || back[0].Module != "module.m" || back[0].Addr != "aws_x.y" || back[1].Kind != "output_value" || back[0].Instances[1].Problems[0] != "bad" {
		t.Errorf("decoded: %+v", back)
	}
	if raw, _ := EncodeCheckResults(nil); raw != nil {
		t.Errorf("no results must encode as nil, got %s", raw)
	}
	if _, err := EncodeCheckResults([]*plans.CheckResult{{Kind: "bogus"}}); err == nil {
		t.Error("unknown kind: expected an error")
	}
}

func TestStaticModulePath(t *testing.T) {
	for in, want := range map[string]string{
		"":                              "",
		"module.a":                      "module.a",
		`module.a[0].module.b["x]y"]`:   "module.a.module.b",
		`module.a["q\"[]"].module.c`:    "module.a.module.c",
		`module.a["x"].module.b[12][0]`: "module.a.module.b",
	} {
		if got := StaticModulePath(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

func TestPathsRoundTrip(t *testing.T) {
	paths := []cty.Path{
		cty.GetAttrPath("a").IndexInt(3).GetAttr("b"),
		cty.GetAttrPath("m").IndexString("k"),
	}
	raw, err := MarshalPaths(paths)
	if err != nil {
		t.Fatal(err)
	}
	want := `[[{"type":"get_attr","value":"a"},{"type":"index","value":{"value":3,"type":"number"}},{"type":"get_attr","value":"b"}],[{"type":"get_attr","value":"m"},{"type":"index","value":{"value":"k","type":"string"}}]]`
	if string(raw) != want {
		t.Errorf("got %s", raw)
	}
	back, err := UnmarshalPaths(raw)
	if err != nil {
		t.Fatal(err)
	}
	for i := range paths {
		if !back[i].Equals(paths[i]) {
			t.Errorf("path %d: %#v", i, back[i])
		}
	}
	if raw, _ := MarshalPaths(nil); string(raw) != "[]" {
		t.Errorf("no paths: %s", raw)
	}
}

// lineDiff shows the first differing line of two texts.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\n  want " + wl + "\n  got  " + gl
		}
	}
	return "(no line differs)"
}
