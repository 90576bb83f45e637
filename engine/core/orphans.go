package core

import (
	"regexp"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

var providerConfigRe = regexp.MustCompile(`provider\["([^"]+)"\](?:\.([A-Za-z0-9_-]+))?$`)

// providerSourceOf extracts the provider source from a state provider
// configuration address.
func providerSourceOf(cfgAddr string) string {
	m := providerConfigRe.FindStringSubmatch(cfgAddr)
	if m == nil {
		return ""
	}
	return m[1]
}

// stateObject decodes an object of the prior state with its provider's
// schema.
func (p *planner) stateObject(r *states.Resource, src *states.ObjectSrc) (cty.Value, *providers.Schema) {
	schema := p.providers.resourceSchema(providerSourceOf(r.ProviderConfig), r.Addr.Resource.Mode, r.Addr.Resource.Type)
	if schema == nil {
		return cty.DynamicVal, nil
	}
	ty := schema.Block.ImpliedType()
	if schema.Block.Dynamic {
		// Without configuration, a generic mock's object keeps the shape
		// its JSON has.
		ty = cty.DynamicPseudoType
	}
	obj, err := src.Decode(ty)
	if err != nil {
		return cty.DynamicVal, schema
	}
	return p.markSensitive(obj.Value, schema.Block), schema
}

// planOrphans plans the deletion of every object in state that the
// configuration no longer declares, and the forgetting of those named in
// removed blocks with destroy = false.
func (p *planner) planOrphans() {
	removed := p.removed
	var forgotten []string
	for _, ia := range p.prior.AllInstances() {
		r := p.prior.Resource(addrs.AbsResource{Module: ia.Module, Resource: ia.Resource.Resource})
		inst := r.Instances[ia.Resource.Key]
		if !p.targets.includes(ia.Module, ia.Resource.Resource) {
			continue
		}
		if ia.Resource.Resource.Mode == addrs.Data {
			if !p.visited[ia.String()] {
				delete(r.Instances, ia.Resource.Key)
			}
			continue
		}
		if inst.Current != nil && !p.visited[ia.String()] {
			before, _ := p.stateObject(r, inst.Current)
			c := &plans.ResourceInstanceChange{
				Addr: ia, PrevRunAddr: p.prevAddr(ia), ProviderConfig: r.ProviderConfig,
				Action: plans.Delete, ActionReason: p.orphanReason(ia),
				Before: before, After: cty.NullVal(before.Type()),
			}
			if rb := matchRemoved(removed, ia); rb != nil && !rb.Destroy {
				c.Action, c.ActionReason = plans.Forget, plans.DeleteNoResourceConfig
				forgotten = append(forgotten, ia.String())
			}
			p.plan.Changes = append(p.plan.Changes, c)
		}
		for _, dk := range sortedKeys(inst.Deposed) {
			before, _ := p.stateObject(r, inst.Deposed[dk])
			p.plan.Changes = append(p.plan.Changes, &plans.ResourceInstanceChange{
				Addr: ia, PrevRunAddr: ia, DeposedKey: dk, ProviderConfig: r.ProviderConfig,
				Action: plans.Delete, Before: before, After: cty.NullVal(before.Type()),
			})
		}
	}
	if len(forgotten) > 0 {
		sort.Strings(forgotten)
		p.diags = append(p.diags, &hcl.Diagnostic{
			Severity: hcl.DiagWarning,
			Summary:  "Some objects will no longer be managed by Terraform",
			Detail:   "If you apply this plan, Terraform will discard its tracking information for the following objects, but it will not delete them:\n - " + strings.Join(forgotten, "\n - ") + "\n\nAfter applying this plan, Terraform will no longer manage these objects. You will need to import them into Terraform to manage them again.",
		})
	}
}

// removedBlock is a removed block with its endpoint resolved.
type removedBlock struct {
	From    addrs.Endpoint
	Destroy bool
}

// removedBlocks resolves the removed blocks.
func (p *planner) removedBlocks() []removedBlock {
	var out []removedBlock
	for _, c := range p.opts.Config.AllModules() {
		for _, rm := range c.Module.Removed {
			ep, d := addrs.ParseEndpoint(rm.From)
			p.diags = append(p.diags, d...)
			if d.HasErrors() {
				continue
			}
			// The configuration loader has already reported removed
			// blocks whose objects are still declared.
			ep.Module = prefixModule(c.Path, ep.Module)
			out = append(out, removedBlock{From: ep, Destroy: rm.Destroy})
		}
	}
	return out
}

func matchRemoved(rbs []removedBlock, ia addrs.AbsResourceInstance) *removedBlock {
	for i, rb := range rbs {
		if rb.From.Resource == nil {
			if ia.Module.HasPrefix(rb.From.Module) {
				return &rbs[i]
			}
			continue
		}
		if ia.Module.String() == rb.From.Module.String() && ia.Resource.Resource == *rb.From.Resource {
			return &rbs[i]
		}
	}
	return nil
}

// orphanReason explains why an instance is no longer declared.
func (p *planner) orphanReason(ia addrs.AbsResourceInstance) plans.ActionReason {
	if !ia.Module.IsRoot() && !p.visitedModules[ia.Module.String()] {
		return plans.DeleteNoModule
	}
	c := p.opts.Config.Descendant(ia.Module.Module())
	if c == nil {
		return plans.DeleteNoModule
	}
	r := c.Module.ResourceByAddr(ia.Resource.Resource.String())
	if r == nil {
		return plans.DeleteNoResourceConfig
	}
	switch ia.Resource.Key.(type) {
	case addrs.IntKey:
		if r.Count == nil {
			return plans.DeleteWrongRepetition
		}
		return plans.DeleteCountIndex
	case addrs.StringKey:
		if r.ForEach == nil {
			return plans.DeleteWrongRepetition
		}
		return plans.DeleteEachKey
	}
	if r.Count != nil || r.ForEach != nil {
		return plans.DeleteWrongRepetition
	}
	return plans.DeleteNoResourceConfig
}

// planDestroy plans the deletion of everything in state.
func (p *planner) planDestroy() {
	for _, ia := range p.prior.AllInstances() {
		r := p.prior.Resource(addrs.AbsResource{Module: ia.Module, Resource: ia.Resource.Resource})
		inst := r.Instances[ia.Resource.Key]
		if ia.Resource.Resource.Mode == addrs.Data || !p.targets.includes(ia.Module, ia.Resource.Resource) {
			continue
		}
		if inst.Current != nil {
			before, _ := p.stateObject(r, inst.Current)
			if c := p.opts.Config.Descendant(ia.Module.Module()); c != nil {
				if rc := c.Module.ResourceByAddr(ia.Resource.Resource.String()); rc != nil && rc.Lifecycle.PreventDestroy {
					p.diags = append(p.diags, preventDestroyError(ia, rc))
				}
			}
			p.plan.Changes = append(p.plan.Changes, &plans.ResourceInstanceChange{
				Addr: ia, PrevRunAddr: ia, ProviderConfig: r.ProviderConfig,
				Action: plans.Delete, Before: before, After: cty.NullVal(before.Type()),
			})
		}
		for _, dk := range sortedKeys(inst.Deposed) {
			before, _ := p.stateObject(r, inst.Deposed[dk])
			p.plan.Changes = append(p.plan.Changes, &plans.ResourceInstanceChange{
				Addr: ia, PrevRunAddr: ia, DeposedKey: dk, ProviderConfig: r.ProviderConfig,
				Action: plans.Delete, Before: before, After: cty.NullVal(before.Type()),
			})
		}
	}
	for _, name := range sortedKeys(p.prior.Root().OutputValues) {
		if p.targets != nil {
			break
		}
		ov := p.prior.Root().OutputValues[name]
		p.plan.Outputs = append(p.plan.Outputs, &plans.OutputChange{
			Name: name, Action: plans.Delete, Before: ov.Value,
			After: cty.NullVal(cty.DynamicPseudoType), Sensitive: ov.Sensitive,
		})
	}
}
