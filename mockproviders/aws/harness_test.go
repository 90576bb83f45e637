package aws

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// harness drives one configured provider instance the way the engine
// does: decode, validate, plan, apply.
type harness struct {
	t *testing.T
	p interface {
		providers.Interface
		providers.ConfigValidator
	}
}

// newHarness configures a provider from the body of a provider block.
func newHarness(t *testing.T, seed, providerSrc string) *harness {
	t.Helper()
	p := Provider().Instance(mock.Env{Seed: seed, Workspace: "default"})
	cfg := decode(t, providerSrc, p.Schema().Provider.Block)
	if diags := p.Configure(cfg); diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	return &harness{t: t, p: p.(interface {
		providers.Interface
		providers.ConfigValidator
	})}
}

// parseBody parses HCL as the body of a block.
func parseBody(t *testing.T, src string) hcl.Body {
	t.Helper()
	file, diags := hclsyntax.ParseConfig([]byte("x {\n"+src+"\n}\n"), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	content, _, _ := file.Body.PartialContent(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "x"}}})
	return content.Blocks[0].Body
}

// decode decodes a body against a schema.
func decode(t *testing.T, src string, schema *configschema.Block) cty.Value {
	t.Helper()
	v, diags := configschema.Decode(parseBody(t, src), schema, nil)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	return v
}

// schema returns a resource type's schema.
func (h *harness) schema(typ string) *configschema.Block {
	h.t.Helper()
	s, ok := h.p.Schema().ResourceTypes[typ]
	if !ok {
		h.t.Fatalf("no resource type %s", typ)
	}
	return s.Block
}

// config decodes a resource configuration.
func (h *harness) config(typ, src string) cty.Value {
	h.t.Helper()
	return decode(h.t, src, h.schema(typ))
}

// validate validates a resource configuration.
func (h *harness) validate(typ, src string) hcl.Diagnostics {
	h.t.Helper()
	return h.p.ValidateResourceConfig(typ, h.config(typ, src))
}

// plan plans a change from prior (cty.NilVal for a create) to config.
func (h *harness) plan(typ, addr string, prior, config cty.Value) providers.PlanResponse {
	h.t.Helper()
	schema := h.schema(typ)
	if prior == cty.NilVal {
		prior = cty.NullVal(schema.ImpliedType())
	}
	resp := h.p.PlanResourceChange(providers.PlanRequest{TypeName: typ, Addr: addr,
		PriorState: prior, ProposedNewState: objchange.ProposedNew(schema, prior, config), Config: config})
	if resp.Diagnostics.HasErrors() {
		h.t.Fatal(resp.Diagnostics.Error())
	}
	return resp
}

// apply applies a planned state.
func (h *harness) apply(typ, addr string, prior, planned, config cty.Value) cty.Value {
	h.t.Helper()
	if prior == cty.NilVal {
		prior = cty.NullVal(h.schema(typ).ImpliedType())
	}
	resp := h.p.ApplyResourceChange(providers.ApplyRequest{TypeName: typ, Addr: addr, PriorState: prior, PlannedState: planned, Config: config})
	if resp.Diagnostics.HasErrors() {
		h.t.Fatal(resp.Diagnostics.Error())
	}
	return resp.NewState
}

// create validates, plans and applies a new object.
func (h *harness) create(typ, addr, src string) cty.Value {
	h.t.Helper()
	cfg := h.config(typ, src)
	if diags := h.p.ValidateResourceConfig(typ, cfg); diags.HasErrors() {
		h.t.Fatal(diags.Error())
	}
	return h.apply(typ, addr, cty.NilVal, h.plan(typ, addr, cty.NilVal, cfg).PlannedState, cfg)
}

// read reads a data source.
func (h *harness) read(typ, src string) (cty.Value, hcl.Diagnostics) {
	h.t.Helper()
	s, ok := h.p.Schema().DataSources[typ]
	if !ok {
		h.t.Fatalf("no data source %s", typ)
	}
	cfg := decode(h.t, src, s.Block)
	if diags := h.p.ValidateDataSourceConfig(typ, cfg); diags.HasErrors() {
		return cty.NilVal, diags
	}
	resp := h.p.ReadDataSource(providers.ReadDataRequest{TypeName: typ, Addr: "data." + typ + ".x", Config: cfg})
	return resp.State, resp.Diagnostics
}

// mustRead reads a data source that must succeed.
func (h *harness) mustRead(typ, src string) cty.Value {
	h.t.Helper()
	v, diags := h.read(typ, src)
	if diags.HasErrors() {
		h.t.Fatal(diags.Error())
	}
	return v
}

// attrString returns a string attribute, failing when it is not one.
func attrString(t *testing.T, v cty.Value, name string) string {
	t.Helper()
	v = v.GetAttr(name)
	if v.IsNull() || !v.IsKnown() || v.Type() != cty.String {
		t.Fatalf("%s is not a known string: %#v", name, v)
	}
	return v.AsString()
}
