package planfile

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// testValues exercises every kind of value a plan can hold.
func testValues() []cty.Value {
	s := func(v cty.Value) cty.Value { return v.Mark(marks.Sensitive) }
	obj := cty.Object(map[string]cty.Type{"a": cty.String, "d": cty.DynamicPseudoType})
	return []cty.Value{
		cty.StringVal("héllo \u2028 <&>"),
		cty.NumberIntVal(-3),
		cty.MustParseNumberVal("0.33333333333333333333333333333333333333333333333333333333333333335"),
		cty.MustParseNumberVal("123456789012345678901234567890"),
		cty.PositiveInfinity,
		cty.NegativeInfinity,
		cty.True,
		cty.NullVal(cty.String),
		cty.NullVal(cty.DynamicPseudoType),
		cty.NullVal(obj),
		cty.DynamicVal,
		cty.UnknownVal(cty.String),
		cty.UnknownVal(cty.String).RefineNotNull(),
		cty.UnknownVal(cty.String).Refine().StringPrefixFull("ami-").NewValue(),
		cty.UnknownVal(cty.Number).Refine().NumberRangeLowerBound(cty.NumberIntVal(1), true).NumberRangeUpperBound(cty.NumberIntVal(9), false).NewValue(),
		cty.UnknownVal(cty.List(cty.String)).Refine().CollectionLengthLowerBound(2).CollectionLengthUpperBound(5).NewValue(),
		cty.UnknownVal(obj),
		cty.ListValEmpty(cty.Number),
		cty.SetValEmpty(cty.String),
		cty.MapValEmpty(cty.Bool),
		cty.EmptyObjectVal,
		cty.EmptyTupleVal,
		cty.ListVal([]cty.Value{cty.StringVal("a"), cty.UnknownVal(cty.String), s(cty.StringVal("c"))}),
		cty.SetVal([]cty.Value{cty.StringVal("x"), cty.UnknownVal(cty.String)}),
		s(cty.SetVal([]cty.Value{cty.NumberIntVal(1)})),
		cty.MapVal(map[string]cty.Value{"l": s(cty.UnknownVal(cty.Number)), "$u": cty.NumberIntVal(2)}),
		cty.TupleVal([]cty.Value{cty.StringVal("a"), cty.NumberIntVal(1), cty.NullVal(cty.Bool), cty.DynamicVal}),
		cty.ObjectVal(map[string]cty.Value{
			"a": cty.StringVal("x"),
			"d": cty.ObjectVal(map[string]cty.Value{"l": cty.ListVal([]cty.Value{cty.NullVal(cty.String)}), "u": cty.UnknownVal(cty.Bool)}),
		}),
		cty.ObjectVal(map[string]cty.Value{"u": cty.StringVal("as a key"), "l": cty.NullVal(cty.DynamicPseudoType), "m": cty.NumberIntVal(0)}),
		s(cty.ObjectVal(map[string]cty.Value{"p": cty.StringVal("pw").Mark(marks.Ephemeral)})),
	}
}

func TestValueRoundTrip(t *testing.T) {
	for _, v := range testValues() {
		enc, err := encodeValue(v)
		if err != nil {
			t.Fatalf("%#v: %v", v, err)
		}
		raw, _ := json.Marshal(enc)
		var back valueJSON
		if err := json.Unmarshal(raw, &back); err != nil {
			t.Fatal(err)
		}
		got, err := decodeValue(&back)
		if err != nil {
			t.Fatalf("%#v from %s: %v", v, raw, err)
		}
		if !got.RawEquals(v) {
			t.Errorf("round trip changed the value:\n  in  %#v\n  out %#v\n  via %s", v, got, raw)
		}
	}
	if enc, _ := encodeValue(cty.NilVal); enc != nil {
		t.Error("NilVal must be stored as nothing")
	}
	if v, _ := decodeValue(nil); v != cty.NilVal {
		t.Error("nothing must read as NilVal")
	}
}

func instAddr(mod addrs.ModuleInstance, mode addrs.ResourceMode, name string, key addrs.InstanceKey) addrs.AbsResourceInstance {
	return addrs.AbsResourceInstance{Module: mod, Resource: addrs.Resource{Mode: mode, Type: "aws_instance", Name: name}.Instance(key)}
}

func testState() *states.State {
	s := states.NewState()
	s.Serial, s.Lineage, s.TerraformVersion = 4, "lin", "1.17.0"
	s.CheckResults = []byte(`[{"object_kind":"var","config_addr":"var.v","status":"pass"}]`)
	mod := addrs.RootModuleInstance.Child("m", addrs.StringKey("k"))
	prov := `provider["registry.terraform.io/hashicorp/aws"]`
	s.SetResourceInstanceCurrent(instAddr(mod, addrs.Managed, "x", addrs.IntKey(3)), &states.ObjectSrc{
		SchemaVersion: 2, AttrsJSON: []byte(`{"id":"i-1","pw":"p"}`), SensitivePaths: []cty.Path{cty.GetAttrPath("pw")},
		Status: states.ObjectTainted, Dependencies: []string{"aws_instance.y"}, CreateBeforeDestroy: true,
		Private: []byte{0, 1, 2}, IdentitySchemaVersion: 1,
	}, prov)
	s.SetResourceInstanceDeposed(instAddr(mod, addrs.Managed, "x", addrs.IntKey(3)), "0000abcd", &states.ObjectSrc{AttrsJSON: []byte(`{"id":"i-0"}`)}, prov)
	s.SetResourceInstanceCurrent(instAddr(nil, addrs.Data, "d", nil), &states.ObjectSrc{AttrsJSON: []byte(`{}`)}, prov)
	s.SetOutputValue("secret", cty.StringVal("s").Mark(marks.Sensitive), true)
	s.SetOutputValue("list", cty.ListVal([]cty.Value{cty.NumberIntVal(1)}), false)
	return s
}

func testPlan() *plans.Plan {
	x := instAddr(nil, addrs.Managed, "x", nil)
	y := instAddr(addrs.RootModuleInstance.Child("m", addrs.IntKey(0)), addrs.Managed, "y", addrs.StringKey("k"))
	objTy := cty.Object(map[string]cty.Type{"id": cty.String, "tags": cty.Map(cty.String)})
	before := cty.ObjectVal(map[string]cty.Value{"id": cty.StringVal("i-1"), "tags": cty.MapVal(map[string]cty.Value{"a": cty.StringVal("b").Mark(marks.Sensitive)})})
	after := cty.ObjectVal(map[string]cty.Value{"id": cty.UnknownVal(cty.String).RefineNotNull(), "tags": cty.UnknownVal(cty.Map(cty.String)).Mark(marks.Sensitive)})
	return &plans.Plan{
		Mode:      plans.DestroyMode,
		Workspace: "dev",
		Variables: map[string]cty.Value{"v": cty.StringVal("x").Mark(marks.Sensitive), "n": cty.NullVal(cty.Number)},
		Changes: []*plans.ResourceInstanceChange{
			{Addr: x, PrevRunAddr: y, ProviderConfig: `provider["registry.terraform.io/hashicorp/aws"].west`, Action: plans.CreateThenDelete,
				ActionReason: plans.ReplaceByTriggers, Before: before, After: after,
				RequiredReplace: []cty.Path{cty.GetAttrPath("tags").IndexString("a"), cty.GetAttrPath("id")}, Private: []byte("priv")},
			{Addr: y, PrevRunAddr: y, DeposedKey: "00000001", ProviderConfig: `provider["a/b/c"]`, Action: plans.Delete,
				ActionReason: plans.DeleteNoModule, Before: before, After: cty.NullVal(objTy)},
			{Addr: x, Action: plans.NoOp, Importing: true, ImportingID: "i-9", Before: before, After: before},
		},
		Outputs: []*plans.OutputChange{
			{Name: "o", Action: plans.Update, Before: cty.StringVal("a"), After: cty.UnknownVal(cty.String), Sensitive: true},
			{Name: "gone", Action: plans.Delete, Before: cty.True, After: cty.NullVal(cty.Bool)},
		},
		PrevRunState:      testState(),
		PriorState:        testState(),
		TargetAddrs:       []string{"aws_instance.x"},
		ForceReplaceAddrs: []string{`module.m[0].aws_instance.y["k"]`},
		Checks: []*plans.CheckResult{{Kind: "resource", Addr: "aws_instance.x", Status: plans.CheckFail,
			Instances: []plans.CheckInstanceResult{{Addr: "aws_instance.x", Status: plans.CheckFail, Problems: []string{"bad"}}}}},
		Errored:            true,
		Timestamp:          time.Date(2026, 12, 1, 18, 49, 24, 123, time.UTC),
		RelevantAttributes: []plans.ResourceAttr{{Resource: "aws_instance.x", Attr: cty.GetAttrPath("id")}, {Resource: "aws_instance.x", Attr: cty.Path{}}},
	}
}

func TestPlanRoundTrip(t *testing.T) {
	p := testPlan()
	snap := map[string][]byte{"main.tf": []byte("resource \"a\" \"b\" {}\n"), "modules/m/x.tf": nil, "vars.tfvars": []byte("a = 1")}
	data, err := Write(p, snap)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Write(p, snap)
	if err != nil || !bytes.Equal(data, again) {
		t.Fatal("writing the same plan twice gave different bytes")
	}
	got, gotSnap, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(gotSnap) != len(snap) || string(gotSnap["main.tf"]) != string(snap["main.tf"]) || len(gotSnap["modules/m/x.tf"]) != 0 {
		t.Errorf("snapshot: %v", gotSnap)
	}
	// Writing what was read gives the same file: nothing was lost.
	back, err := Write(got, gotSnap)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back, data) {
		t.Error("a plan read back does not write the same file")
	}
	if got.Mode != plans.DestroyMode || got.Workspace != "dev" || !got.Errored || !got.Timestamp.Equal(p.Timestamp) {
		t.Errorf("plan header: %+v", got)
	}
	if !got.Variables["v"].RawEquals(p.Variables["v"]) || !got.Variables["n"].RawEquals(p.Variables["n"]) {
		t.Errorf("variables: %#v", got.Variables)
	}
	for i, c := range p.Changes {
		g := got.Changes[i]
		if g.Addr.String() != c.Addr.String() || g.PrevRunAddr.String() != c.PrevRunAddr.String() || g.DeposedKey != c.DeposedKey ||
			g.ProviderConfig != c.ProviderConfig || g.Action != c.Action || g.ActionReason != c.ActionReason ||
			g.Importing != c.Importing || g.ImportingID != c.ImportingID || string(g.Private) != string(c.Private) ||
			!g.Before.RawEquals(c.Before) || !g.After.RawEquals(c.After) || len(g.RequiredReplace) != len(c.RequiredReplace) {
			t.Errorf("change %d:\n got  %+v\n want %+v", i, g, c)
		}
	}
	if got.Changes[2].PrevRunAddr.Resource.Resource.Type != "" {
		t.Error("an unset previous address must stay unset")
	}
	for i, o := range p.Outputs {
		g := got.Outputs[i]
		if g.Name != o.Name || g.Action != o.Action || g.Sensitive != o.Sensitive || !g.Before.RawEquals(o.Before) || !g.After.RawEquals(o.After) {
			t.Errorf("output %d: %+v", i, g)
		}
	}
	ps := got.PriorState
	mod := addrs.RootModuleInstance.Child("m", addrs.StringKey("k"))
	r := ps.Resource(addrs.AbsResource{Module: mod, Resource: addrs.Resource{Type: "aws_instance", Name: "x"}})
	if r == nil || r.EachMode != "list" || r.Instances[addrs.IntKey(3)].Deposed["0000abcd"] == nil {
		t.Fatalf("prior state resource: %+v", r)
	}
	cur := r.Instances[addrs.IntKey(3)].Current
	if cur.SchemaVersion != 2 || cur.Status != states.ObjectTainted || !cur.CreateBeforeDestroy || cur.IdentitySchemaVersion != 1 ||
		string(cur.Private) != "\x00\x01\x02" || len(cur.SensitivePaths) != 1 || cur.Dependencies[0] != "aws_instance.y" {
		t.Errorf("object: %+v", cur)
	}
	if ov := ps.Root().OutputValues["secret"]; !ov.Sensitive || !ov.Value.RawEquals(cty.StringVal("s").Mark(marks.Sensitive)) {
		t.Errorf("output: %#v", ov)
	}
	if string(ps.CheckResults) != string(p.PriorState.CheckResults) || ps.Serial != 4 || ps.Lineage != "lin" {
		t.Errorf("state header: %+v", ps)
	}
	if len(got.Checks) != 1 || got.Checks[0].Instances[0].Problems[0] != "bad" {
		t.Errorf("checks: %+v", got.Checks)
	}
	if len(got.RelevantAttributes) != 2 || !got.RelevantAttributes[0].Attr.Equals(cty.GetAttrPath("id")) || len(got.RelevantAttributes[1].Attr) != 0 {
		t.Errorf("relevant attributes: %+v", got.RelevantAttributes)
	}
	if len(got.TargetAddrs) != 1 || len(got.ForceReplaceAddrs) != 1 {
		t.Errorf("targets: %v %v", got.TargetAddrs, got.ForceReplaceAddrs)
	}
}

func zipOf(t *testing.T, entries map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, data := range entries {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestReadErrors(t *testing.T) {
	good := `{"format_version":1,"mode":"normal"}`
	for name, tc := range map[string]struct {
		data []byte
		msg  string
	}{
		"not a zip":      {[]byte("plan"), "not a zip"},
		"empty zip":      {zipOf(t, nil), "not a tfplay plan file"},
		"terraform plan": {zipOf(t, map[string]string{"tfplan": "x", "tfstate": "{}"}), "made by Terraform"},
		"bad json":       {zipOf(t, map[string]string{planEntry: "{"}), "damaged"},
		"format version": {zipOf(t, map[string]string{planEntry: `{"format_version":2,"mode":"normal"}`}), "format version 2"},
		"bad mode":       {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"sideways"}`}), "planning mode"},
		"bad action":     {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","changes":[{"addr":{"mode":"managed","type":"a","name":"b"},"provider":"p","action":"explode"}]}`}), "unsupported action"},
		"no address":     {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","changes":[{"provider":"p","action":"create"}]}`}), "no address"},
		"bad key":        {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","changes":[{"addr":{"mode":"managed","type":"a","name":"b","key":-1},"provider":"p","action":"create"}]}`}), "instance key"},
		"value mismatch": {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","variables":{"v":{"type":"number","value":true}}}`}), "number"},
		"bad type":       {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","variables":{"v":{"type":"wat","value":null}}}`}), "type"},
		"mixed list":     {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","variables":{"v":{"type":["list","dynamic"],"value":{"l":[{"t":"string","v":"a"},{"t":"number","v":"1"}]}}}}`}), "damaged"},
		"object attrs":   {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","variables":{"v":{"type":["object",{"a":"string"}],"value":{"m":{"b":"x"}}}}}`}), "attribute"},
		"bad bounds":     {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","variables":{"v":{"type":"number","value":{"u":{"lo":{"v":"9"},"hi":{"v":"1"}}}}}}`}), "damaged"},
		"bad snapshot":   {zipOf(t, map[string]string{planEntry: good, "tfconfig/../x.tf": ""}), "invalid configuration file path"},
		"bad state":      {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","prior_state":{"modules":[{"addr":"mod.x"}]}}`}), "module address"},
		"bad object":     {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","prior_state":{"modules":[{"addr":"","resources":[{"mode":"managed","type":"a","name":"b","provider":"p","instances":[{"current":{"attributes":[1]}}]}]}]}}`}), "JSON object"},
		"bad timestamp":  {zipOf(t, map[string]string{planEntry: `{"format_version":1,"mode":"normal","timestamp":"yesterday"}`}), "timestamp"},
	} {
		t.Run(name, func(t *testing.T) {
			_, _, err := Read(tc.data)
			if err == nil {
				t.Fatal("expected an error")
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q does not mention %q", err, tc.msg)
			}
		})
	}
	if _, _, err := Read(zipOf(t, map[string]string{planEntry: good})); err != nil {
		t.Errorf("minimal plan: %v", err)
	}
}

func TestWriteErrors(t *testing.T) {
	if _, err := Write(nil, nil); err == nil {
		t.Error("nil plan: expected an error")
	}
	if _, err := Write(&plans.Plan{}, map[string][]byte{"/etc/passwd": nil}); err == nil {
		t.Error("absolute snapshot path: expected an error")
	}
	if _, err := Write(&plans.Plan{Mode: 9}, nil); err == nil {
		t.Error("unknown mode: expected an error")
	}
	if _, err := Write(&plans.Plan{Changes: []*plans.ResourceInstanceChange{{Action: plans.Create}}}, nil); err == nil {
		t.Error("change without an address: expected an error")
	}
}
