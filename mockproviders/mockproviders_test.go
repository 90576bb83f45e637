package mockproviders

import (
	"regexp"
	"slices"
	"sort"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

func TestNewKnowsTheCatalog(t *testing.T) {
	cases := []struct {
		source string
		known  bool
		types  []string
	}{
		{"terraform.io/builtin/terraform", true, []string{"terraform_data"}},
		{"tfplay/example", true, []string{"example_server"}},
		{"registry.terraform.io/tfplay/example", true, []string{"example_server"}},
		{"ucloud/ucloud", false, nil},
	}
	for _, tc := range cases {
		p, known := New(tc.source, Env{})
		if known != tc.known || p == nil {
			t.Errorf("New(%q) known = %v", tc.source, known)
			continue
		}
		for _, typ := range tc.types {
			if _, ok := p.Schema().ResourceTypeSchema(typ); !ok {
				t.Errorf("%s lacks %s", tc.source, typ)
			}
		}
	}
	// Sources lists every catalog provider, sorted.
	got := Sources()
	if !sort.StringsAreSorted(got) {
		t.Errorf("Sources() not sorted: %q", got)
	}
	for _, want := range []string{"registry.terraform.io/tfplay/example", "terraform.io/builtin/terraform"} {
		if !slices.Contains(got, want) {
			t.Errorf("Sources() lacks %s: %q", want, got)
		}
	}
	for _, s := range got {
		if !Known(s) {
			t.Errorf("Sources() lists %s, which Known denies", s)
		}
	}
	if !Known("TFPLAY/Example") || Known("hashicorp/nope") {
		t.Errorf("Known is wrong")
	}
}

func TestNormalizeSource(t *testing.T) {
	for in, want := range map[string]string{
		"aws":                                 "registry.terraform.io/hashicorp/aws",
		"hashicorp/AWS":                       "registry.terraform.io/hashicorp/aws",
		"registry.terraform.io/ucloud/ucloud": "registry.terraform.io/ucloud/ucloud",
		"terraform":                           "terraform.io/builtin/terraform",
		"example.com/corp/thing":              "example.com/corp/thing",
	} {
		if got := NormalizeSource(in); got != want {
			t.Errorf("NormalizeSource(%q) = %q, want %q", in, got, want)
		}
	}
}

// resourceBody parses the body of a resource block.
func resourceBody(t *testing.T, src string) hcl.Body {
	t.Helper()
	file, diags := hclsyntax.ParseConfig([]byte(src), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	content, _, _ := file.Body.PartialContent(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{
		{Type: "resource", LabelNames: []string{"t", "n"}}, {Type: "data", LabelNames: []string{"t", "n"}}, {Type: "provider", LabelNames: []string{"n"}},
	}})
	return content.Blocks[0].Body
}

func TestGenericMock(t *testing.T) {
	p, known := New("ucloud/ucloud", Env{Seed: "s"})
	if known {
		t.Fatal("ucloud is not in the catalog")
	}
	schema := p.Schema()
	provCfg, diags := configschema.Decode(resourceBody(t, `provider "ucloud" {
  region     = "cn-bj2"
  public_key = "k"
}`), schema.Provider.Block, nil)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	if diags := p.Configure(provCfg); diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	rs, ok := schema.ResourceTypeSchema("ucloud_instance")
	if !ok || !rs.Block.Dynamic {
		t.Fatalf("no dynamic schema for ucloud_instance: %#v", rs)
	}
	if d := schema.CheckResourceType("ucloud/ucloud", false, "anything_at_all", hcl.Range{}); d != nil {
		t.Errorf("generic mock rejected a type: %v", d)
	}
	cfg, diags := configschema.Decode(resourceBody(t, `resource "ucloud_instance" "web" {
  availability_zone = "cn-bj2-02"
  image_id          = "uimage-1"
  instance_type     = "n-basic-2"
  tag               = "web"
  data_disks {
    size = 20
    type = "cloud_ssd"
  }
}`), rs.Block, nil)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	null := cty.NullVal(rs.Block.ImpliedType())
	plan := p.PlanResourceChange(providers.PlanRequest{TypeName: "ucloud_instance", Addr: "ucloud_instance.web",
		PriorState: null, ProposedNewState: objchange.ProposedNew(rs.Block, null, cfg), Config: cfg})
	if plan.Diagnostics.HasErrors() {
		t.Fatal(plan.Diagnostics.Error())
	}
	if plan.PlannedState.GetAttr("id").IsKnown() {
		t.Errorf("id known at plan")
	}
	if got := plan.PlannedState.GetAttr("instance_type"); !got.RawEquals(cty.StringVal("n-basic-2")) {
		t.Errorf("argument not taken as given: %#v", got)
	}
	apply := p.ApplyResourceChange(providers.ApplyRequest{TypeName: "ucloud_instance", Addr: "ucloud_instance.web",
		PriorState: null, PlannedState: plan.PlannedState, Config: cfg})
	if apply.Diagnostics.HasErrors() {
		t.Fatal(apply.Diagnostics.Error())
	}
	state := apply.NewState
	if id := state.GetAttr("id").AsString(); !regexp.MustCompile(`^instance-[0-9a-f]{12}$`).MatchString(id) {
		t.Errorf("id %q", id)
	}
	disks := state.GetAttr("data_disks")
	if !disks.Type().IsListType() || disks.LengthInt() != 1 || !disks.Index(cty.Zero).GetAttr("size").RawEquals(cty.NumberIntVal(20)) {
		t.Errorf("data_disks %#v", disks)
	}

	// A re-plan of the same configuration is a no-op; a change is an
	// in-place update keeping the id.
	again := p.PlanResourceChange(providers.PlanRequest{TypeName: "ucloud_instance", Addr: "ucloud_instance.web",
		PriorState: state, ProposedNewState: objchange.ProposedNew(rs.Block, state, cfg), Config: cfg})
	if !again.PlannedState.RawEquals(state) || len(again.RequiresReplace) != 0 {
		t.Errorf("re-plan: %#v", again.PlannedState)
	}

	ds, ok := schema.DataSourceSchema("ucloud_zones")
	if !ok {
		t.Fatal("no data source schema")
	}
	dcfg, diags := configschema.Decode(resourceBody(t, `data "ucloud_zones" "all" {
  region = "cn-bj2"
}`), ds.Block, nil)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	read := p.ReadDataSource(providers.ReadDataRequest{TypeName: "ucloud_zones", Addr: "data.ucloud_zones.all", Config: dcfg})
	if read.Diagnostics.HasErrors() {
		t.Fatal(read.Diagnostics.Error())
	}
	if id := read.State.GetAttr("id"); !id.IsKnown() || id.IsNull() {
		t.Errorf("data source id %#v", id)
	}
	if region := read.State.GetAttr("region"); !region.RawEquals(cty.StringVal("cn-bj2")) {
		t.Errorf("data source argument %#v", region)
	}
}

func TestFactory(t *testing.T) {
	f := Factory(Env{Seed: "x"})
	if _, known := f("terraform.io/builtin/terraform"); !known {
		t.Error("builtin unknown to the factory")
	}
	if _, known := f("hashicorp/nope"); known {
		t.Error("unknown provider reported as known")
	}
}
