package example

import (
	"reflect"
	"regexp"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// harness drives one provider instance the way the engine does.
type harness struct {
	t *testing.T
	p providers.Interface
}

func newHarness(t *testing.T, env mock.Env, region string) *harness {
	p := Provider().Instance(env)
	cfg := cty.ObjectVal(map[string]cty.Value{"region": cty.NullVal(cty.String)})
	if region != "" {
		cfg = cty.ObjectVal(map[string]cty.Value{"region": cty.StringVal(region)})
	}
	if diags := p.Configure(cfg); diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	return &harness{t: t, p: p}
}

// body parses the body of a block.
func body(t *testing.T, src string) hcl.Body {
	t.Helper()
	file, diags := hclsyntax.ParseConfig([]byte("resource \"example_server\" \"web\" {\n"+src+"}\n"), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	content, _, _ := file.Body.PartialContent(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "resource", LabelNames: []string{"t", "n"}}}})
	return content.Blocks[0].Body
}

// config decodes a server configuration.
func (h *harness) config(src string) cty.Value {
	h.t.Helper()
	schema := h.p.Schema().ResourceTypes["example_server"].Block
	v, diags := configschema.Decode(body(h.t, src), schema, nil)
	if diags.HasErrors() {
		h.t.Fatal(diags.Error())
	}
	return v
}

// plan plans a server from prior (null for a create) to config.
func (h *harness) plan(prior, config cty.Value) providers.PlanResponse {
	h.t.Helper()
	schema := h.p.Schema().ResourceTypes["example_server"].Block
	if prior == cty.NilVal {
		prior = cty.NullVal(schema.ImpliedType())
	}
	resp := h.p.PlanResourceChange(providers.PlanRequest{TypeName: "example_server", Addr: "example_server.web",
		PriorState: prior, ProposedNewState: objchange.ProposedNew(schema, prior, config), Config: config})
	if resp.Diagnostics.HasErrors() {
		h.t.Fatal(resp.Diagnostics.Error())
	}
	return resp
}

// apply applies a planned state.
func (h *harness) apply(prior, planned, config cty.Value) cty.Value {
	h.t.Helper()
	resp := h.p.ApplyResourceChange(providers.ApplyRequest{TypeName: "example_server", Addr: "example_server.web",
		PriorState: prior, PlannedState: planned, Config: config})
	if resp.Diagnostics.HasErrors() {
		h.t.Fatal(resp.Diagnostics.Error())
	}
	return resp.NewState
}

// create plans and applies a new server.
func (h *harness) create(src string) cty.Value {
	cfg := h.config(src)
	return h.apply(cty.NullVal(cfg.Type()), h.plan(cty.NilVal, cfg).PlannedState, cfg)
}

const serverSrc = `  name     = "web"
  password = "hunter2"
  tags     = { env = "dev" }
  disk {
    size_gb = 10
  }
  network {
    subnet = "subnet-1"
  }
`

func TestCreatePlansComputedAsUnknownAndDefaults(t *testing.T) {
	h := newHarness(t, mock.Env{Seed: "s"}, "")
	planned := h.plan(cty.NilVal, h.config(serverSrc)).PlannedState
	for _, name := range []string{"id", "arn", "public_ip"} {
		if planned.GetAttr(name).IsKnown() {
			t.Errorf("%s is known at plan: %#v", name, planned.GetAttr(name))
		}
	}
	disk := planned.GetAttr("disk").Index(cty.Zero)
	if disk.GetAttr("id").IsKnown() {
		t.Errorf("disk id known at plan")
	}
	if got := planned.GetAttr("size"); !got.RawEquals(cty.StringVal("small")) {
		t.Errorf("size default: %#v", got)
	}
	if got := disk.GetAttr("type"); !got.RawEquals(cty.StringVal("ssd")) {
		t.Errorf("disk type default: %#v", got)
	}
}

func TestApplyGeneratesRealisticValues(t *testing.T) {
	h := newHarness(t, mock.Env{Seed: "s"}, "us-east-2")
	state := h.create(serverSrc)
	checks := map[string]*regexp.Regexp{
		"id":        regexp.MustCompile(`^srv-[0-9a-f]{17}$`),
		"arn":       regexp.MustCompile(`^arn:example:compute:us-east-2:123456789012:server/web$`),
		"public_ip": regexp.MustCompile(`^203\.0\.113\.[0-9]{1,3}$`),
	}
	for name, re := range checks {
		if v := state.GetAttr(name).AsString(); !re.MatchString(v) {
			t.Errorf("%s = %q", name, v)
		}
	}
	if id := state.GetAttr("disk").Index(cty.Zero).GetAttr("id").AsString(); !regexp.MustCompile(`^vol-[0-9a-f]{17}$`).MatchString(id) {
		t.Errorf("disk id %q", id)
	}
	if !state.IsWhollyKnown() {
		t.Errorf("unknown values left after apply: %#v", state)
	}
	if arn := newHarness(t, mock.Env{Seed: "s"}, "").create(serverSrc).GetAttr("arn").AsString(); arn != "arn:example:compute:eu-west-1:123456789012:server/web" {
		t.Errorf("arn in the default region: %q", arn)
	}
}

func TestGeneratedValuesAreDeterministic(t *testing.T) {
	a := newHarness(t, mock.Env{Seed: "s", Workspace: "default"}, "").create(serverSrc)
	b := newHarness(t, mock.Env{Seed: "s", Workspace: "default"}, "").create(serverSrc)
	if !a.RawEquals(b) {
		t.Errorf("two runs differ:\n%#v\n%#v", a, b)
	}
	c := newHarness(t, mock.Env{Seed: "other", Workspace: "default"}, "").create(serverSrc)
	if a.GetAttr("id").RawEquals(c.GetAttr("id")) {
		t.Errorf("another seed gave the same id %#v", a.GetAttr("id"))
	}
	d := newHarness(t, mock.Env{Seed: "s", Workspace: "staging"}, "").create(serverSrc)
	if a.GetAttr("id").RawEquals(d.GetAttr("id")) {
		t.Errorf("another workspace gave the same id %#v", a.GetAttr("id"))
	}
	if a.GetAttr("id").RawEquals(a.GetAttr("disk").Index(cty.Zero).GetAttr("id")) {
		t.Errorf("two attributes drew the same randomness")
	}
}

func TestUpdateInPlaceKeepsComputedValues(t *testing.T) {
	h := newHarness(t, mock.Env{Seed: "s"}, "")
	state := h.create(serverSrc)
	cfg := h.config(`  name     = "web"
  password = "hunter2"
  tags     = { env = "prod" }
  disk {
    size_gb = 20
  }
  network {
    subnet = "subnet-1"
  }
`)
	resp := h.plan(state, cfg)
	if len(resp.RequiresReplace) != 0 {
		t.Errorf("requires replace: %#v", resp.RequiresReplace)
	}
	planned := resp.PlannedState
	if !planned.GetAttr("id").RawEquals(state.GetAttr("id")) || !planned.GetAttr("public_ip").RawEquals(state.GetAttr("public_ip")) {
		t.Errorf("computed values not kept: %#v", planned)
	}
	if !planned.GetAttr("disk").Index(cty.Zero).GetAttr("id").RawEquals(state.GetAttr("disk").Index(cty.Zero).GetAttr("id")) {
		t.Errorf("disk id not kept")
	}
	if got := h.apply(state, planned, cfg); !got.RawEquals(planned) {
		t.Errorf("apply of a known plan changed it:\n%#v\n%#v", got, planned)
	}
	if noop := h.plan(state, h.config(serverSrc)); !noop.PlannedState.RawEquals(state) {
		t.Errorf("unchanged configuration planned a change: %#v", noop.PlannedState)
	}
}

func TestForceNewRequiresReplace(t *testing.T) {
	h := newHarness(t, mock.Env{Seed: "s"}, "")
	state := h.create(serverSrc)
	cases := []struct {
		name, src string
		want      []string
	}{
		{"force-new attribute", `  name = "web2"
  password = "hunter2"
  tags = { env = "dev" }
  disk {
    size_gb = 10
  }
  network {
    subnet = "subnet-1"
  }
`, []string{"name"}},
		{"force-new attribute in a list block", `  name = "web"
  password = "hunter2"
  tags = { env = "dev" }
  disk {
    size_gb = 10
    type    = "hdd"
  }
  network {
    subnet = "subnet-1"
  }
`, []string{"disk[0].type"}},
		{"force-new block", `  name = "web"
  password = "hunter2"
  tags = { env = "dev" }
  disk {
    size_gb = 10
  }
  network {
    subnet = "subnet-2"
  }
`, []string{"network"}},
		{"added element of a block with force-new attributes", `  name = "web"
  password = "hunter2"
  tags = { env = "dev" }
  disk {
    size_gb = 10
  }
  disk {
    size_gb = 30
  }
  network {
    subnet = "subnet-1"
  }
`, []string{"disk"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp := h.plan(state, h.config(tc.src))
			var got []string
			for _, p := range resp.RequiresReplace {
				got = append(got, pathString(p))
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("requires replace %q, want %q", got, tc.want)
			}
		})
	}
}

// pathString renders a path as name[index].name.
func pathString(p cty.Path) string {
	s := ""
	for _, step := range p {
		switch st := step.(type) {
		case cty.GetAttrStep:
			if s != "" {
				s += "."
			}
			s += st.Name
		case cty.IndexStep:
			s += "[" + st.Key.AsBigFloat().Text('f', -1) + "]"
		}
	}
	return s
}

func TestValidateUnconfigurableAttributes(t *testing.T) {
	h := newHarness(t, mock.Env{}, "")
	src := `  name = "web"
  arn  = "arn:x"
  disk {
    size_gb = 1
    id      = "vol-1"
  }
`
	b := body(t, src)
	schema := h.p.Schema().ResourceTypes["example_server"].Block
	cfg, diags := configschema.Decode(b, schema, nil)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	diags = configschema.Elaborate(b, h.p.(providers.ConfigValidator).ValidateResourceConfig("example_server", cfg))
	var got []string
	for _, d := range diags {
		got = append(got, d.Summary+"|"+d.Detail+"|"+d.Subject.String())
	}
	want := []string{
		`Value for unconfigurable attribute|Can't configure a value for "arn": its value will be decided automatically based on the result of applying this configuration.|main.tf:3,10-17`,
		`Value for unconfigurable attribute|Can't configure a value for "disk.0.id": its value will be decided automatically based on the result of applying this configuration.|main.tf:6,15-22`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("diagnostics\n got: %q\nwant: %q", got, want)
	}
}

func TestSensitiveAttributes(t *testing.T) {
	h := newHarness(t, mock.Env{}, "")
	state := h.create(serverSrc)
	schema := h.p.Schema().ResourceTypes["example_server"].Block
	paths := schema.SensitivePaths(state)
	if len(paths) != 1 || pathString(paths[0]) != "password" {
		t.Errorf("sensitive paths %#v", paths)
	}
}

func TestDataSourceRead(t *testing.T) {
	h := newHarness(t, mock.Env{Seed: "s"}, "")
	read := func(arch cty.Value) cty.Value {
		cfg := cty.ObjectVal(map[string]cty.Value{"name": cty.StringVal("ubuntu"), "id": cty.NullVal(cty.String), "architecture": arch})
		resp := h.p.ReadDataSource(providers.ReadDataRequest{TypeName: "example_image", Addr: "data.example_image.u", Config: cfg})
		if resp.Diagnostics.HasErrors() {
			t.Fatal(resp.Diagnostics.Error())
		}
		return resp.State
	}
	got := read(cty.NullVal(cty.String))
	if id := got.GetAttr("id").AsString(); !regexp.MustCompile(`^img-[0-9a-f]{8}$`).MatchString(id) {
		t.Errorf("id %q", id)
	}
	if arch := got.GetAttr("architecture"); !arch.RawEquals(cty.StringVal("x86_64")) {
		t.Errorf("architecture %#v", arch)
	}
	if arch := read(cty.StringVal("arm64")).GetAttr("architecture"); !arch.RawEquals(cty.StringVal("arm64")) {
		t.Errorf("a configured optional computed attribute was replaced: %#v", arch)
	}
	if again := read(cty.NullVal(cty.String)); !again.RawEquals(got) {
		t.Errorf("two reads differ")
	}
}

func TestImport(t *testing.T) {
	h := newHarness(t, mock.Env{}, "")
	resp := h.p.ImportResourceState(providers.ImportRequest{TypeName: "example_server", Addr: "example_server.web", ID: "srv-123"})
	if resp.Diagnostics.HasErrors() {
		t.Fatal(resp.Diagnostics.Error())
	}
	if id := resp.State.GetAttr("id"); !id.RawEquals(cty.StringVal("srv-123")) {
		t.Errorf("id %#v", id)
	}
	if ip := resp.State.GetAttr("public_ip"); ip.IsNull() || !ip.IsKnown() {
		t.Errorf("computed public_ip not generated: %#v", ip)
	}
	if name := resp.State.GetAttr("name"); !name.IsNull() {
		t.Errorf("name %#v", name)
	}
}

func TestDestroy(t *testing.T) {
	h := newHarness(t, mock.Env{}, "")
	state := h.create(serverSrc)
	null := cty.NullVal(state.Type())
	resp := h.p.PlanResourceChange(providers.PlanRequest{TypeName: "example_server", Addr: "example_server.web",
		PriorState: state, ProposedNewState: null, Config: null})
	if !resp.PlannedState.IsNull() {
		t.Errorf("planned %#v", resp.PlannedState)
	}
	if got := h.apply(state, null, null); !got.IsNull() {
		t.Errorf("applied %#v", got)
	}
}
