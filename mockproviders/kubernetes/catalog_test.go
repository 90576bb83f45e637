package kubernetes

import (
	"sort"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/objchange"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// attributeAt finds the attribute at a dotted path of block and
// attribute names.
func attributeAt(b *configschema.Block, key string) *configschema.Attribute {
	names := strings.Split(key, ".")
	for _, n := range names[:len(names)-1] {
		nb, ok := b.BlockTypes[n]
		if !ok {
			return nil
		}
		b = &nb.Block
	}
	return b.Attributes[names[len(names)-1]]
}

// TestDeclarationsAreConsistent checks that every generator decides a
// computed attribute, every default fills an optional one, and every
// attribute is declared sensibly.
func TestDeclarationsAreConsistent(t *testing.T) {
	p := Provider()
	check := func(kind, name string, schema *configschema.Block, gens map[string]mock.Generator, defaults map[string]cty.Value) {
		for key := range gens {
			// Required attributes of blocks the cloud fills in are
			// generated too (see placeholder).
			if a := attributeAt(schema, key); a == nil || !a.Computed && !a.Required {
				t.Errorf("%s %s: generator %q decides no computed attribute", kind, name, key)
			}
		}
		for key, v := range defaults {
			a := attributeAt(schema, key)
			if a == nil || !a.Optional {
				t.Errorf("%s %s: default %q fills no optional attribute", kind, name, key)
				continue
			}
			if !v.Type().Equals(a.Type) && !(a.Type == cty.Number && v.Type() == cty.Number) {
				t.Errorf("%s %s: default %q is a %s, not a %s", kind, name, key, v.Type().FriendlyName(), a.Type.FriendlyName())
			}
		}
		walkAttrs(schema, "", func(path string, a *configschema.Attribute) {
			if a.Required && (a.Optional || a.Computed) || !a.Required && !a.Optional && !a.Computed {
				t.Errorf("%s %s: %s has contradictory flags", kind, name, path)
			}
			if a.Description == "" {
				t.Errorf("%s %s: %s has no description", kind, name, path)
			}
		})
	}
	for name, r := range p.Resources {
		check("resource", name, r.Schema, r.Generators, r.Defaults)
		if !strings.HasPrefix(name, "kubernetes_") {
			t.Errorf("resource %s lacks the provider prefix", name)
		}
	}
	for name, d := range p.DataSources {
		check("data source", name, d.Schema, d.Generators, nil)
	}
	check("provider", "kubernetes", p.Config, nil, nil)
	if len(p.Resources) < 20 || len(p.DataSources) < 4 {
		t.Errorf("%d resource types and %d data sources", len(p.Resources), len(p.DataSources))
	}
}

// walkAttrs calls fn for every attribute of a block, nested blocks
// included.
func walkAttrs(b *configschema.Block, prefix string, fn func(string, *configschema.Attribute)) {
	for n, a := range b.Attributes {
		fn(prefix+n, a)
	}
	for n, nb := range b.BlockTypes {
		walkAttrs(&nb.Block, prefix+n+".", fn)
	}
}

// sample is a value of type ty for a required argument.
func sample(ty cty.Type) cty.Value {
	switch {
	case ty == cty.String:
		return cty.StringVal("example")
	case ty == cty.Number:
		return cty.NumberIntVal(1)
	case ty == cty.Bool:
		return cty.True
	case ty.IsListType():
		return cty.ListVal([]cty.Value{sample(ty.ElementType())})
	case ty.IsSetType():
		return cty.SetVal([]cty.Value{sample(ty.ElementType())})
	case ty.IsMapType():
		return cty.MapVal(map[string]cty.Value{"key": sample(ty.ElementType())})
	}
	return cty.NullVal(ty)
}

// minimal is the smallest configuration of a block: its required
// arguments and the least number of nested blocks.
func minimal(b *configschema.Block) cty.Value {
	vals := map[string]cty.Value{}
	for n, a := range b.Attributes {
		if a.Required {
			vals[n] = sample(a.ImpliedType())
		} else {
			vals[n] = cty.NullVal(a.ImpliedType())
		}
	}
	for n, nb := range b.BlockTypes {
		var elems []cty.Value
		for range nb.MinItems {
			elems = append(elems, minimal(&nb.Block))
		}
		ety := nb.Block.ImpliedType()
		switch {
		case nb.Nesting == configschema.NestingSingle:
			vals[n] = cty.NullVal(ety)
		case nb.Nesting == configschema.NestingSet && len(elems) > 0:
			vals[n] = cty.SetVal(elems)
		case nb.Nesting == configschema.NestingSet:
			vals[n] = cty.SetValEmpty(ety)
		case len(elems) > 0:
			vals[n] = cty.ListVal(elems)
		default:
			vals[n] = cty.ListValEmpty(ety)
		}
	}
	return cty.ObjectVal(vals)
}

// configured returns a configured provider instance.
func configured(t *testing.T, env mock.Env) providers.Interface {
	t.Helper()
	p := Provider()
	cfg := map[string]cty.Value{}
	for n, a := range p.Config.Attributes {
		cfg[n] = cty.NullVal(a.ImpliedType())
	}
	for n, nb := range p.Config.BlockTypes {
		cfg[n] = cty.ListValEmpty(nb.Block.ImpliedType())
	}
	cfg["config_path"] = cty.StringVal("~/.kube/config")
	inst := p.Instance(env)
	if diags := inst.Configure(cty.ObjectVal(cfg)); diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	return inst
}

// TestEveryTypeWorksFromAMinimalConfiguration plans, applies, re-plans
// and destroys every resource type, and reads every data source, from
// its smallest configuration: nothing is left unknown, a re-plan is
// empty, and values are the same in a second run.
func TestEveryTypeWorksFromAMinimalConfiguration(t *testing.T) {
	env := mock.Env{Seed: "seed", Workspace: "default"}
	inst, again := configured(t, env), configured(t, env)
	schema := inst.Schema()
	names := make([]string, 0, len(schema.ResourceTypes))
	for n := range schema.ResourceTypes {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		s := schema.ResourceTypes[name].Block
		cfg := minimal(s)
		null := cty.NullVal(s.ImpliedType())
		addr := name + ".test"
		create := func(p providers.Interface) cty.Value {
			plan := p.PlanResourceChange(providers.PlanRequest{TypeName: name, Addr: addr, PriorState: null, ProposedNewState: objchange.ProposedNew(s, null, cfg), Config: cfg})
			if plan.Diagnostics.HasErrors() {
				t.Fatalf("%s: plan: %s", name, plan.Diagnostics.Error())
			}
			apply := p.ApplyResourceChange(providers.ApplyRequest{TypeName: name, Addr: addr, PriorState: null, PlannedState: plan.PlannedState, Config: cfg})
			if apply.Diagnostics.HasErrors() {
				t.Fatalf("%s: apply: %s", name, apply.Diagnostics.Error())
			}
			return apply.NewState
		}
		state := create(inst)
		if !state.IsWhollyKnown() {
			t.Errorf("%s: unknown values after apply: %#v", name, state)
			continue
		}
		if id := state.GetAttr("id"); id.IsNull() || id.AsString() == "" {
			t.Errorf("%s: no id", name)
		}
		if other := create(again); !other.RawEquals(state) {
			t.Errorf("%s: a second run differs", name)
		}
		replan := inst.PlanResourceChange(providers.PlanRequest{TypeName: name, Addr: addr, PriorState: state, ProposedNewState: objchange.ProposedNew(s, state, cfg), Config: cfg})
		if replan.Diagnostics.HasErrors() || !replan.PlannedState.RawEquals(state) || len(replan.RequiresReplace) > 0 {
			t.Errorf("%s: re-plan of the same configuration is not empty: %s", name, replan.Diagnostics.Error())
		}
		destroy := inst.ApplyResourceChange(providers.ApplyRequest{TypeName: name, Addr: addr, PriorState: state, PlannedState: null, Config: null})
		if protected := state.Type().HasAttribute("deletion_protection") && state.GetAttr("deletion_protection").True(); destroy.Diagnostics.HasErrors() != protected {
			t.Errorf("%s: destroy: protected %v, diagnostics %v", name, protected, destroy.Diagnostics)
		}
	}
	for name, ds := range schema.DataSources {
		read := inst.ReadDataSource(providers.ReadDataRequest{TypeName: name, Addr: "data." + name + ".test", Config: minimal(ds.Block)})
		if read.Diagnostics.HasErrors() {
			t.Errorf("%s: %s", name, read.Diagnostics.Error())
		} else if !read.State.IsWhollyKnown() {
			t.Errorf("%s: unknown values after read: %#v", name, read.State)
		}
	}
}

func TestComputedOnlyAttributesAreRejected(t *testing.T) {
	inst := configured(t, mock.Env{})
	s := inst.Schema().ResourceTypes["kubernetes_service"].Block
	cfg := minimal(s)
	vals := cfg.AsValueMap()
	vals["status"] = cty.ListValEmpty(s.Attributes["status"].Type.ElementType())
	diags := inst.(providers.ConfigValidator).ValidateResourceConfig("kubernetes_service", cty.ObjectVal(vals))
	if len(diags) != 1 || diags[0].Summary != "Value for unconfigurable attribute" || !strings.Contains(diags[0].Detail, `"status"`) {
		t.Errorf("diagnostics: %v", diags)
	}
}
