package mock

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

func TestGenUUIDShapeAndDeterminism(t *testing.T) {
	c := &Ctx{Env: Env{Seed: "s"}, Source: "x", TypeName: "t", Addr: "t.a"}
	obj := cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("1")})
	u := c.Generator(cty.GetAttrPath("id"), obj).UUID()
	if !regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`).MatchString(u) {
		t.Errorf("uuid %q", u)
	}
	if again := c.Generator(cty.GetAttrPath("id"), obj).UUID(); again != u {
		t.Errorf("not deterministic: %q, %q", u, again)
	}
	if other := c.Generator(cty.GetAttrPath("other"), obj).UUID(); other == u {
		t.Errorf("another path gave the same value")
	}
	g := c.Generator(cty.GetAttrPath("x"), obj)
	if s := g.Alnum(30); !regexp.MustCompile(`^[a-z0-9]{30}$`).MatchString(s) {
		t.Errorf("alnum %q", s)
	}
	if s := g.Digits(5); !regexp.MustCompile(`^[0-9]{5}$`).MatchString(s) {
		t.Errorf("digits %q", s)
	}
	if n := g.Intn(0); n != 0 {
		t.Errorf("Intn(0) = %d", n)
	}
	if v := g.Attr("a"); !v.RawEquals(cty.StringVal("1")) {
		t.Errorf("Attr(a) = %#v", v)
	}
}

// setSchema has ForceNew attributes in a set block, a map block and a
// nested attribute type, and a recomputed attribute.
func setSchema() *configschema.Block {
	inner := configschema.Block{Attributes: map[string]*configschema.Attribute{
		"port": {Type: cty.Number, Required: true, ForceNew: true},
		"note": {Type: cty.String, Optional: true},
	}}
	return &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"id":      {Type: cty.String, Computed: true},
			"etag":    {Type: cty.String, Computed: true},
			"comment": {Type: cty.String, Optional: true},
			"spec": {Optional: true, NestedType: &configschema.Object{Nesting: configschema.NestingSingle, Attributes: map[string]*configschema.Attribute{
				"zone": {Type: cty.String, Optional: true, ForceNew: true},
			}}},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"rule":    {Nesting: configschema.NestingSet, Block: inner},
			"listen":  {Nesting: configschema.NestingMap, Block: inner},
			"options": {Nesting: configschema.NestingSingle, Block: configschema.Block{Attributes: map[string]*configschema.Attribute{"mode": {Type: cty.String, Optional: true}}}},
		},
	}
}

func setObj(attrs map[string]cty.Value) cty.Value {
	vals := setSchema().EmptyValue().AsValueMap()
	for k, v := range attrs {
		vals[k] = v
	}
	return cty.ObjectVal(vals)
}

func rule(port int64, note string) cty.Value {
	n := cty.NullVal(cty.String)
	if note != "" {
		n = cty.StringVal(note)
	}
	return cty.ObjectVal(map[string]cty.Value{"port": cty.NumberIntVal(port), "note": n})
}

func TestRequiresReplace(t *testing.T) {
	prior := setObj(map[string]cty.Value{
		"id":     cty.StringVal("x"),
		"spec":   cty.ObjectVal(map[string]cty.Value{"zone": cty.StringVal("a")}),
		"rule":   cty.SetVal([]cty.Value{rule(22, "")}),
		"listen": cty.MapVal(map[string]cty.Value{"http": rule(80, "")}),
	})
	cases := []struct {
		name    string
		planned cty.Value
		want    []string
	}{
		{"no change", prior, nil},
		{"non-force-new change", setObj(map[string]cty.Value{
			"id": cty.StringVal("x"), "comment": cty.StringVal("c"),
			"spec":   cty.ObjectVal(map[string]cty.Value{"zone": cty.StringVal("a")}),
			"rule":   cty.SetVal([]cty.Value{rule(22, "")}),
			"listen": cty.MapVal(map[string]cty.Value{"http": rule(80, "note")}),
		}), nil},
		{"set element", setObj(map[string]cty.Value{
			"id":     cty.StringVal("x"),
			"spec":   cty.ObjectVal(map[string]cty.Value{"zone": cty.StringVal("a")}),
			"rule":   cty.SetVal([]cty.Value{rule(23, "")}),
			"listen": cty.MapVal(map[string]cty.Value{"http": rule(80, "")}),
		}), []string{"rule"}},
		{"map element", setObj(map[string]cty.Value{
			"id":     cty.StringVal("x"),
			"spec":   cty.ObjectVal(map[string]cty.Value{"zone": cty.StringVal("a")}),
			"rule":   cty.SetVal([]cty.Value{rule(22, "")}),
			"listen": cty.MapVal(map[string]cty.Value{"http": rule(8080, "")}),
		}), []string{`listen["http"].port`}},
		{"nested attribute", setObj(map[string]cty.Value{
			"id":     cty.StringVal("x"),
			"spec":   cty.ObjectVal(map[string]cty.Value{"zone": cty.StringVal("b")}),
			"rule":   cty.SetVal([]cty.Value{rule(22, "")}),
			"listen": cty.MapVal(map[string]cty.Value{"http": rule(80, "")}),
		}), []string{"spec"}},
		{"unknown value counts as a change", setObj(map[string]cty.Value{
			"id":     cty.StringVal("x"),
			"spec":   cty.ObjectVal(map[string]cty.Value{"zone": cty.UnknownVal(cty.String)}),
			"rule":   cty.SetVal([]cty.Value{rule(22, "")}),
			"listen": cty.MapVal(map[string]cty.Value{"http": rule(80, "")}),
		}), []string{"spec"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, p := range RequiresReplace(setSchema(), prior, tc.planned) {
				got = append(got, pathString(p))
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
	if got := RequiresReplace(setSchema(), cty.NullVal(setSchema().ImpliedType()), prior); got != nil {
		t.Errorf("create: %v", got)
	}
}

// pathString renders a path as name[key].name.
func pathString(p cty.Path) string {
	var sb strings.Builder
	for _, step := range p {
		switch s := step.(type) {
		case cty.GetAttrStep:
			if sb.Len() > 0 {
				sb.WriteByte('.')
			}
			sb.WriteString(s.Name)
		case cty.IndexStep:
			if s.Key.Type() == cty.String {
				sb.WriteString(`["` + s.Key.AsString() + `"]`)
			} else {
				sb.WriteString("[" + s.Key.AsBigFloat().Text('f', -1) + "]")
			}
		}
	}
	return sb.String()
}

func TestDefaultsAndRecompute(t *testing.T) {
	r := &Resource{
		Schema:            setSchema(),
		Defaults:          map[string]cty.Value{"comment": cty.StringVal("none"), "options.mode": cty.StringVal("fast"), "rule.note": cty.StringVal("n")},
		RecomputeOnUpdate: []string{"etag"},
		Generators:        map[string]Generator{"etag": func(g *Gen) cty.Value { return cty.StringVal("etag-" + g.Hex(4)) }},
	}
	p := (&Provider{Source: "x/y", Resources: map[string]*Resource{"y_thing": r}}).Instance(Env{})
	cfg := setObj(map[string]cty.Value{
		"options": cty.ObjectVal(map[string]cty.Value{"mode": cty.NullVal(cty.String)}),
		"rule":    cty.SetVal([]cty.Value{rule(22, "")}),
	})
	null := cty.NullVal(setSchema().ImpliedType())
	plan := p.PlanResourceChange(providers.PlanRequest{TypeName: "y_thing", Addr: "y_thing.a", PriorState: null, ProposedNewState: cfg, Config: cfg})
	planned := plan.PlannedState
	if got := planned.GetAttr("comment"); !got.RawEquals(cty.StringVal("none")) {
		t.Errorf("comment %#v", got)
	}
	if got := planned.GetAttr("options").GetAttr("mode"); !got.RawEquals(cty.StringVal("fast")) {
		t.Errorf("options.mode %#v", got)
	}
	if got := planned.GetAttr("rule"); !got.RawEquals(cty.SetVal([]cty.Value{rule(22, "n")})) {
		t.Errorf("rule %#v", got)
	}
	state := p.ApplyResourceChange(providers.ApplyRequest{TypeName: "y_thing", Addr: "y_thing.a", PriorState: null, PlannedState: planned, Config: cfg}).NewState
	etag := state.GetAttr("etag")
	if !regexp.MustCompile(`^etag-[0-9a-f]{4}$`).MatchString(etag.AsString()) {
		t.Errorf("etag %#v", etag)
	}
	if id := state.GetAttr("id").AsString(); !regexp.MustCompile(`^thing-[0-9a-f]{12}$`).MatchString(id) {
		t.Errorf("default id %q", id)
	}
	// An in-place update recomputes etag and keeps id.
	vals := state.AsValueMap()
	vals["comment"] = cty.StringVal("changed")
	update := p.PlanResourceChange(providers.PlanRequest{TypeName: "y_thing", Addr: "y_thing.a", PriorState: state, ProposedNewState: cty.ObjectVal(vals), Config: cfg}).PlannedState
	if update.GetAttr("etag").IsKnown() || !update.GetAttr("id").RawEquals(state.GetAttr("id")) {
		t.Errorf("update planned %#v", update)
	}
	same := p.PlanResourceChange(providers.PlanRequest{TypeName: "y_thing", Addr: "y_thing.a", PriorState: state, ProposedNewState: state, Config: cfg}).PlannedState
	if !same.RawEquals(state) {
		t.Errorf("no-op planned %#v", same)
	}
}

func TestPanicsBecomeDiagnostics(t *testing.T) {
	r := &Resource{Schema: setSchema(), Plan: func(*Ctx, providers.PlanRequest) providers.PlanResponse { panic("boom") }}
	p := (&Provider{Source: "x/y", Resources: map[string]*Resource{"y_thing": r}}).Instance(Env{})
	resp := p.PlanResourceChange(providers.PlanRequest{TypeName: "y_thing", Addr: "y_thing.a"})
	if !resp.Diagnostics.HasErrors() || !strings.Contains(resp.Diagnostics[0].Detail, "boom") {
		t.Errorf("diagnostics %v", resp.Diagnostics)
	}
}

func TestUnsupportedType(t *testing.T) {
	p := (&Provider{Source: "x/y", Resources: map[string]*Resource{"y_thing": {Schema: setSchema()}}}).Instance(Env{})
	resp := p.PlanResourceChange(providers.PlanRequest{TypeName: "y_thin", Addr: "y_thin.a"})
	if len(resp.Diagnostics) != 1 || resp.Diagnostics[0].Summary != "Invalid resource type" ||
		resp.Diagnostics[0].Detail != `The provider x/y does not support resource type "y_thin". Did you mean "y_thing"?` {
		t.Errorf("diagnostics %v", resp.Diagnostics)
	}
}
