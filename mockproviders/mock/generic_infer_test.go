package mock

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

const ucloudSource = "registry.terraform.io/ucloud/ucloud"

// ucloudReads is what a configuration reading these paths tells the
// generic mock (as core.AttributeReads finds them).
func ucloudReads() providers.ConfigReads {
	dyn := cty.DynamicPseudoType
	idx := func(n int64) cty.PathStep { return cty.IndexStep{Key: cty.NumberIntVal(n)} }
	runTime := cty.IndexStep{Key: cty.UnknownVal(cty.Number)}
	attr := func(n string) cty.PathStep { return cty.GetAttrStep{Name: n} }
	return providers.ConfigReads{
		Reads: map[string][]providers.AttributeRead{
			"data.ucloud_images": {
				{Path: cty.Path{attr("images"), idx(0), attr("id")}, Want: dyn},
				{Path: cty.Path{attr("images"), runTime, attr("name")}, Want: dyn},
				{Path: cty.Path{attr("images"), runTime, attr("size")}, Want: cty.Number},
				{Path: cty.Path{attr("name_regex")}, Want: dyn},
			},
			"data.ucloud_zones": {
				{Path: cty.Path{attr("zones"), idx(2), attr("id")}, Want: dyn},
				{Path: cty.Path{attr("total")}, Want: cty.Number},
			},
			"ucloud_instance": {
				{Path: cty.Path{attr("private_ip")}, Want: dyn},
				{Path: cty.Path{attr("disk_set"), idx(0), attr("id")}, Want: dyn},
				{Path: cty.Path{attr("name")}, Want: dyn},
				// Read as a list and as a string: the list wins.
				{Path: cty.Path{attr("ip_set"), idx(1)}, Want: dyn},
				{Path: cty.Path{attr("ip_set")}, Want: cty.String},
			},
			// Another provider's type: not declared by ucloud's mock.
			"aws_instance": {{Path: cty.Path{attr("private_ip")}, Want: dyn}},
		},
		Arguments: map[string][]string{
			"data.ucloud_images": {"name_regex"},
			"ucloud_instance":    {"name", "instance_type"},
		},
	}
}

// hinted returns a generic ucloud mock instance told ucloudReads.
func hinted(t *testing.T, seed string) providers.Interface {
	t.Helper()
	p := Generic(ucloudSource).Instance(Env{Seed: seed, Workspace: "default"})
	h, ok := p.(providers.ReadHinter)
	if !ok {
		t.Fatal("the generic mock does not take read hints")
	}
	h.HintReads(ucloudReads)
	if d := p.Configure(cty.ObjectVal(map[string]cty.Value{"region": cty.StringVal("cn-bj2")})); d.HasErrors() {
		t.Fatal(d)
	}
	return p
}

// decodeConfig decodes a block body as the engine does, with the schema
// the provider declares for the type.
func decodeConfig(t *testing.T, p providers.Interface, data bool, typeName, src string) (cty.Value, *configschema.Block) {
	t.Helper()
	f, diags := hclsyntax.ParseConfig([]byte(src), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	s := p.Schema()
	get := s.ResourceTypeSchema
	if data {
		get = s.DataSourceSchema
	}
	sch, ok := get(typeName)
	if !ok {
		t.Fatalf("no schema for %s", typeName)
	}
	concrete := sch.Block.Inferred(f.Body)
	v, diags := configschema.Decode(f.Body, sch.Block, nil)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	return v, concrete
}

func TestGenericInfersDataSourceListOfObjects(t *testing.T) {
	p := hinted(t, "seed")
	s := p.Schema()
	images := s.DataSources["ucloud_images"].Block.Attributes["images"]
	wantTy := cty.List(cty.Object(map[string]cty.Type{"id": cty.String, "name": cty.String, "size": cty.Number}))
	if images == nil || !images.Computed || images.Optional || !images.Type.Equals(wantTy) {
		t.Fatalf("images attribute: %#v", images)
	}
	if _, declared := s.DataSources["ucloud_images"].Block.Attributes["name_regex"]; declared {
		t.Errorf("a configured argument was declared computed")
	}
	if _, declared := s.ResourceTypes["aws_instance"]; declared {
		t.Errorf("another provider's type was declared")
	}
	cfg, _ := decodeConfig(t, p, true, "ucloud_images", `name_regex = "^CentOS"`)
	resp := p.ReadDataSource(providers.ReadDataRequest{TypeName: "ucloud_images", Addr: "data.ucloud_images.default", Config: cfg})
	if resp.Diagnostics.HasErrors() {
		t.Fatal(resp.Diagnostics)
	}
	got := resp.State
	if v := got.GetAttr("name_regex"); !v.RawEquals(cty.StringVal("^CentOS")) {
		t.Errorf("configured argument not kept: %#v", v)
	}
	if id := got.GetAttr("id"); id.IsNull() || !id.IsKnown() {
		t.Errorf("no id: %#v", id)
	}
	list := got.GetAttr("images")
	// Elements chosen at run time (images[*].name): at least two.
	if !list.Type().Equals(wantTy) || list.LengthInt() != 2 {
		t.Fatalf("images = %#v", list)
	}
	for it := list.ElementIterator(); it.Next(); {
		_, img := it.Element()
		if id := img.GetAttr("id").AsString(); !regexp.MustCompile(`^image-[a-z0-9]{8}$`).MatchString(id) {
			t.Errorf("image id %q", id)
		}
		if name := img.GetAttr("name").AsString(); !regexp.MustCompile(`^image-[a-z0-9]{6}$`).MatchString(name) {
			t.Errorf("image name %q", name)
		}
		if size, _ := img.GetAttr("size").AsBigFloat().Int64(); size <= 0 {
			t.Errorf("image size %d", size)
		}
	}

	// zones[2] needs three zones, named after the provider's region; the
	// number the configuration wants is a number.
	cfg, _ = decodeConfig(t, p, true, "ucloud_zones", ``)
	resp = p.ReadDataSource(providers.ReadDataRequest{TypeName: "ucloud_zones", Addr: "data.ucloud_zones.all", Config: cfg})
	zones := resp.State.GetAttr("zones")
	if zones.LengthInt() != 3 {
		t.Fatalf("zones = %#v", zones)
	}
	for it := zones.ElementIterator(); it.Next(); {
		i, z := it.Element()
		n, _ := i.AsBigFloat().Int64()
		if id := z.GetAttr("id").AsString(); id != fmt.Sprintf("cn-bj2-%02d", n+1) {
			t.Errorf("zone %d id %q", n, id)
		}
	}
	if total := resp.State.GetAttr("total"); total.Type() != cty.Number {
		t.Errorf("total = %#v", total)
	}
}

func TestGenericResourceComputedUnknownAtPlanRealisticAfterApply(t *testing.T) {
	p := hinted(t, "seed")
	cfg, schema := decodeConfig(t, p, false, "ucloud_instance", `
name          = "web"
instance_type = "n-basic-2"
`)
	null := cty.NullVal(schema.ImpliedType())
	plan := p.PlanResourceChange(providers.PlanRequest{
		TypeName: "ucloud_instance", Addr: "ucloud_instance.web[0]", PriorState: null,
		ProposedNewState: objchange.ProposedNew(schema, null, cfg), Config: cfg,
	})
	if plan.Diagnostics.HasErrors() {
		t.Fatal(plan.Diagnostics)
	}
	for _, name := range []string{"id", "private_ip", "disk_set", "ip_set"} {
		if v := plan.PlannedState.GetAttr(name); v.IsKnown() {
			t.Errorf("%s is known at plan: %#v", name, v)
		}
	}
	if v := plan.PlannedState.GetAttr("name"); !v.RawEquals(cty.StringVal("web")) {
		t.Errorf("name = %#v", v)
	}
	apply := p.ApplyResourceChange(providers.ApplyRequest{
		TypeName: "ucloud_instance", Addr: "ucloud_instance.web[0]", PriorState: null,
		PlannedState: plan.PlannedState, Config: cfg,
	})
	if apply.Diagnostics.HasErrors() {
		t.Fatal(apply.Diagnostics)
	}
	got := apply.NewState
	if !got.IsWhollyKnown() {
		t.Fatalf("unknown values after apply: %#v", got)
	}
	if ip := got.GetAttr("private_ip").AsString(); !regexp.MustCompile(`^10\.\d{1,3}\.\d{1,3}\.\d{1,3}$`).MatchString(ip) {
		t.Errorf("private_ip %q", ip)
	}
	if id := got.GetAttr("id").AsString(); !regexp.MustCompile(`^instance-[0-9a-f]{12}$`).MatchString(id) {
		t.Errorf("id %q", id)
	}
	disks := got.GetAttr("disk_set")
	if disks.LengthInt() != 1 {
		t.Fatalf("disk_set = %#v", disks)
	}
	if id := disks.Index(cty.Zero).GetAttr("id").AsString(); !regexp.MustCompile(`^disk-[a-z0-9]{8}$`).MatchString(id) {
		t.Errorf("disk id %q", id)
	}
	ips := got.GetAttr("ip_set")
	if !ips.Type().Equals(cty.List(cty.String)) || ips.LengthInt() != 2 {
		t.Errorf("ip_set = %#v", ips)
	}

	// Re-planning the applied object changes nothing.
	again := p.PlanResourceChange(providers.PlanRequest{
		TypeName: "ucloud_instance", Addr: "ucloud_instance.web[0]", PriorState: got,
		ProposedNewState: objchange.ProposedNew(schema, got, cfg), Config: cfg,
	})
	if !again.PlannedState.RawEquals(got) || len(again.RequiresReplace) > 0 {
		t.Errorf("re-plan changed the object:\n%#v\n%#v", again.PlannedState, got)
	}
}

func TestGenericInferenceIsDeterministic(t *testing.T) {
	run := func(seed string) (cty.Value, cty.Value) {
		p := hinted(t, seed)
		cfg, _ := decodeConfig(t, p, true, "ucloud_images", `name_regex = "^CentOS"`)
		data := p.ReadDataSource(providers.ReadDataRequest{TypeName: "ucloud_images", Addr: "data.ucloud_images.default", Config: cfg}).State
		cfg, schema := decodeConfig(t, p, false, "ucloud_instance", `name = "web"`)
		null := cty.NullVal(schema.ImpliedType())
		plan := p.PlanResourceChange(providers.PlanRequest{TypeName: "ucloud_instance", Addr: "ucloud_instance.web", PriorState: null,
			ProposedNewState: objchange.ProposedNew(schema, null, cfg), Config: cfg})
		obj := p.ApplyResourceChange(providers.ApplyRequest{TypeName: "ucloud_instance", Addr: "ucloud_instance.web", PriorState: null,
			PlannedState: plan.PlannedState, Config: cfg}).NewState
		return data, obj
	}
	d1, o1 := run("seed")
	d2, o2 := run("seed")
	if !d1.RawEquals(d2) || !o1.RawEquals(o2) {
		t.Errorf("two runs differ:\n%#v\n%#v\n%#v\n%#v", d1, d2, o1, o2)
	}
	// Reading fewer attributes leaves the values of the others as they
	// were: an image keeps its id whatever else is read of it.
	p := Generic(ucloudSource).Instance(Env{Seed: "seed", Workspace: "default"})
	p.(providers.ReadHinter).HintReads(func() providers.ConfigReads {
		r := ucloudReads()
		r.Reads["data.ucloud_images"] = r.Reads["data.ucloud_images"][:1]
		return r
	})
	p.Configure(cty.ObjectVal(map[string]cty.Value{"region": cty.StringVal("cn-bj2")}))
	cfg, _ := decodeConfig(t, p, true, "ucloud_images", `name_regex = "^CentOS"`)
	fewer := p.ReadDataSource(providers.ReadDataRequest{TypeName: "ucloud_images", Addr: "data.ucloud_images.default", Config: cfg}).State
	first := func(v cty.Value) cty.Value { return v.GetAttr("images").Index(cty.Zero).GetAttr("id") }
	if !first(fewer).RawEquals(first(d1)) {
		t.Errorf("the image id changed with what else is read: %#v, %#v", first(fewer), first(d1))
	}
	d3, o3 := run("another workspace")
	if d1.GetAttr("images").RawEquals(d3.GetAttr("images")) || o1.GetAttr("private_ip").RawEquals(o3.GetAttr("private_ip")) {
		t.Errorf("another seed gave the same values")
	}
}

func TestGenericLeafTypes(t *testing.T) {
	for _, c := range []struct {
		path string
		want cty.Type
		ty   cty.Type
	}{
		{"public_ip", cty.DynamicPseudoType, cty.String},
		{"disk_count", cty.DynamicPseudoType, cty.Number},
		{"is_ready", cty.DynamicPseudoType, cty.Bool},
		{"subnet_ids", cty.DynamicPseudoType, cty.List(cty.String)},
		{"label", cty.Number, cty.Number},
		{"zone_names", cty.List(cty.DynamicPseudoType), cty.List(cty.String)},
	} {
		schema, _ := inferSchema([]providers.AttributeRead{{Path: cty.GetAttrPath(c.path), Want: c.want}}, nil, nil, nil)
		if got := schema.Attributes[c.path].Type; !got.Equals(c.ty) {
			t.Errorf("%s (want %s): %s, want %s", c.path, c.want.FriendlyName(), got.FriendlyName(), c.ty.FriendlyName())
		}
	}
}

func TestGenericWithoutHints(t *testing.T) {
	p := Generic(ucloudSource).Instance(Env{})
	p.(providers.ReadHinter).HintReads(nil)
	if s := p.Schema(); len(s.ResourceTypes) != 0 || s.AnyResourceType == nil || s.AnyDataSource == nil {
		t.Errorf("schema without hints: %#v", s)
	}
	// A catalog provider ignores hints.
	aws := (&Provider{Source: "registry.terraform.io/hashicorp/aws"}).Instance(Env{})
	aws.(providers.ReadHinter).HintReads(ucloudReads)
	if s := aws.Schema(); len(s.ResourceTypes) != 0 {
		t.Errorf("a declared provider took hints: %#v", s)
	}
}

// TestGenericDeclaresConfiguredArguments checks the schema the generic
// mock declares from the configuration's argument types: typed optional
// arguments, nested blocks with typed arguments and the computed
// attributes read from them, and stored arguments no block sets any more.
func TestGenericDeclaresConfiguredArguments(t *testing.T) {
	conf := &providers.ConfiguredBlock{
		Arguments: map[string]cty.Type{
			"name":      cty.String,
			"tags":      cty.Map(cty.String),
			"user_data": cty.DynamicPseudoType,
		},
		Blocks: map[string]*providers.ConfiguredBlock{
			"rules": {Arguments: map[string]cty.Type{"port_range": cty.String}},
			"extra": {Arguments: map[string]cty.Type{"v": cty.DynamicPseudoType}},
		},
	}
	reads := []providers.AttributeRead{
		{Path: cty.Path{cty.GetAttrStep{Name: "rules"}, cty.IndexStep{Key: cty.NumberIntVal(0)}, cty.GetAttrStep{Name: "rule_id"}}, Want: cty.DynamicPseudoType},
	}
	set := map[string]bool{"name": true, "tags": true, "user_data": true, "rules": true, "extra": true}
	schema, gens := inferSchema(reads, set, conf, map[string]cty.Type{"tag": cty.String, "name": cty.String})
	if schema == nil {
		t.Fatal("no schema")
	}
	for name, ty := range map[string]cty.Type{"name": cty.String, "tags": cty.Map(cty.String), "tag": cty.String} {
		a := schema.Attributes[name]
		if a == nil || !a.Type.Equals(ty) || !a.Optional || a.Computed {
			t.Errorf("%s: got %#v, want an optional %#v", name, a, ty)
		}
	}
	if _, ok := schema.Attributes["user_data"]; ok {
		t.Errorf("user_data has no static type: it is left to the generic decoding")
	}
	if _, ok := schema.BlockTypes["extra"]; ok {
		t.Errorf("extra has an argument of no static type: it is left to the generic decoding")
	}
	rules := schema.BlockTypes["rules"]
	if rules == nil {
		t.Fatalf("no rules block: %#v", schema.BlockTypes)
	}
	if a := rules.Block.Attributes["port_range"]; a == nil || a.Type != cty.String || !a.Optional {
		t.Errorf("rules.port_range: %#v", a)
	}
	if a := rules.Block.Attributes["rule_id"]; a == nil || a.Type != cty.String || !a.Computed {
		t.Errorf("rules.rule_id: %#v", a)
	}
	if gens["rules.rule_id"] == nil {
		t.Errorf("no generator of rules.rule_id")
	}
	if !schema.Dynamic {
		t.Errorf("the schema still takes any other argument")
	}
}

// TestGenericKeepsConfiguredArgumentsPrivate checks the private data the
// generic mock keeps with an object: the arguments its configuration set.
func TestGenericKeepsConfiguredArgumentsPrivate(t *testing.T) {
	got := string(configuredPrivate(cty.ObjectVal(map[string]cty.Value{
		"id":   cty.StringVal("x"),
		"name": cty.StringVal("web"),
		"tag":  cty.StringVal("demo"),
		"size": cty.NullVal(cty.Number),
	})))
	if want := `{"configured_arguments":["name","tag"]}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
