package core

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// refresh reads every managed object of the prior state from its provider,
// as `terraform plan` does before planning ("Refreshing state...").
func (p *planner) refresh() {
	if p.opts.SkipRefresh {
		return
	}
	for _, ia := range p.prior.AllInstances() {
		if ia.Resource.Resource.Mode != addrs.Managed {
			continue
		}
		r := p.prior.Resource(addrs.AbsResource{Module: ia.Module, Resource: ia.Resource.Resource})
		inst := r.Instances[ia.Resource.Key]
		if inst.Current == nil {
			continue
		}
		// Objects a removed block forgets are not read again.
		if rb := matchRemoved(p.removed, ia); rb != nil && !rb.Destroy {
			continue
		}
		val, schema := p.stateObject(r, inst.Current)
		if schema == nil {
			continue
		}
		p.events = append(p.events, Event{Addr: ia.String(), Kind: "refresh", Value: val})
		p.diags = append(p.diags, p.readResource(ia, r, inst, val, schema)...)
	}
}

// readResource asks the provider for the current version of an object and
// records it in the prior state; an object that no longer exists leaves
// the state (the plan then creates it again).
func (p *planner) readResource(ia addrs.AbsResourceInstance, r *states.Resource, inst *states.Instance, val cty.Value, schema *providers.Schema) hcl.Diagnostics {
	pca, err := states.ParseProviderConfig(r.ProviderConfig)
	if err != nil {
		return nil
	}
	pa := providerConfigAddr{Module: pca.Module, Source: pca.Source, Alias: pca.Alias}
	prov, diags := p.providers.instance(pa, func(pi providers.Interface) hcl.Diagnostics {
		return configureProvider(p.ev, pa, pi)
	})
	if diags.HasErrors() {
		return diags
	}
	prior, _ := val.UnmarkDeep()
	resp := prov.ReadResource(providers.ReadRequest{TypeName: ia.Resource.Resource.Type, Addr: ia.String(), PriorState: prior})
	if resp.Diagnostics.HasErrors() {
		return append(diags, resp.Diagnostics...)
	}
	if resp.NewState == cty.NilVal || resp.NewState.IsNull() {
		p.prior.SetResourceInstanceCurrent(ia, nil, "")
		return diags
	}
	if valuesEqual(resp.NewState, prior) {
		return diags
	}
	obj, err := inst.Current.Decode(schema.Block.ImpliedType())
	if err != nil {
		return diags
	}
	_, pvm := val.UnmarkDeepWithPaths()
	obj.Value = resp.NewState.MarkWithPaths(pvm)
	src, err := obj.Encode(schema.Block.ImpliedType(), inst.Current.SchemaVersion)
	if err != nil {
		return diags
	}
	p.prior.SetResourceInstanceCurrent(ia, src, r.ProviderConfig)
	return diags
}

// configureProvider is shared by plan, apply and validate.
func configureProvider(ev *eval.Evaluator, pa providerConfigAddr, pi providers.Interface) hcl.Diagnostics {
	scope := ev.Root()
	for _, name := range pa.Module {
		scope = scope.Child(name, addrs.NoKey)
		if scope == nil {
			return nil
		}
	}
	schema := pi.Schema().Provider.Block
	key := localNameFor(scope, pa)
	if key == "" {
		return pi.Configure(nullConfig(schema))
	}
	if pa.Alias != "" {
		key += "." + pa.Alias
	}
	pc := scope.Module().ProviderConfigs[key]
	if pc == nil || schema == nil {
		return pi.Configure(nullConfig(schema))
	}
	val, diags := decodeBody(scope, pc.Config, schema, nil)
	if diags.HasErrors() {
		return diags
	}
	unmarked, _ := val.UnmarkDeep()
	return append(diags, pi.Configure(unmarked)...)
}

// localNameFor finds the module's local name for a provider source.
func localNameFor(s *eval.Scope, pa providerConfigAddr) string {
	for _, pc := range s.Module().ProviderConfigs {
		if ProviderSource(s.Module(), pc.Name) == pa.Source {
			return pc.Name
		}
	}
	return ""
}
