package render

import (
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

// driftPaths returns the attribute paths of a drifted object that matter
// to the plan: in refresh-only mode all of them, otherwise the relevant
// attributes the plan recorded for the resource. It reports false when
// none matter.
func driftPaths(p *plans.Plan, addr string) (pathSet, bool) {
	if p.Mode == plans.RefreshOnlyMode {
		return everything, true
	}
	ps := pathSet{propagate: true}
	for _, ra := range p.RelevantAttributes {
		if ra.Resource != "" && ra.Resource != addr {
			continue
		}
		ps.paths = append(ps.paths, pathsFromCty([]cty.Path{ra.Attr}).paths...)
	}
	if len(ps.paths) == 0 {
		return pathSet{}, false
	}
	return ps, true
}

// renderDrift writes the "Objects have changed outside of Terraform"
// section and reports whether it wrote anything. Outside refresh-only
// mode, drift is only shown when the plan changes something, and only
// for attributes relevant to the plan.
func renderDrift(b *strings.Builder, p *plans.Plan, changes []resourceDiff, outputs map[string]diff, schemas SchemaLookup, opts Options) bool {
	detected := opts.Drift
	if detected == nil {
		detected = DetectDrift(p, schemas)
	}
	var drift []resourceDiff
	for _, ch := range sortedChanges(detected) {
		relevant, ok := driftPaths(p, ch.Addr.String())
		if !ok {
			continue
		}
		r := resourceDiff{c: ch, d: diffResource(ch, schemas, relevant)}
		if p.Mode != plans.RefreshOnlyMode && r.d.action == plans.NoOp {
			continue
		}
		drift = append(drift, r)
	}
	if len(drift) == 0 {
		return false
	}
	if p.Mode != plans.RefreshOnlyMode && nothingChanges(changes, outputs) {
		return false
	}
	c := opts.colorizer()
	width := opts.width()
	b.WriteString(c.color("\n[bold][cyan]Note:[reset][bold] Objects have changed outside of Terraform\n") + "\n")
	b.WriteString(wrap("Terraform detected the following changes made outside of Terraform since the last \"terraform apply\" which may have affected this plan:\n", width))
	for _, r := range drift {
		if text, ok := renderResourceDiff(r, causeDrift, c); ok {
			b.WriteString("\n" + text + "\n")
		}
	}
	if p.Mode == plans.RefreshOnlyMode {
		b.WriteString(wrap("\n\nThis is a refresh-only plan, so Terraform will not take any actions to undo these. If you were expecting these changes then you can apply this plan to record the updated values in the Terraform state without changing any remote objects.", width) + "\n")
	} else {
		b.WriteString(wrap("\n\nUnless you have made equivalent changes to your configuration, or ignored the relevant attributes using ignore_changes, the following plan may include actions to undo or respond to these changes.", width) + "\n")
	}
	return true
}

// nothingChanges reports whether no resource change (by its computed
// diff) and no output changes, ignoring moves.
func nothingChanges(changes []resourceDiff, outputs map[string]diff) bool {
	for _, r := range changes {
		if r.d.action != plans.NoOp || r.moved() {
			return false
		}
	}
	for _, d := range outputs {
		if d.action != plans.NoOp {
			return false
		}
	}
	return true
}

// DetectDrift compares the objects of a plan's previous-run state with
// its refreshed prior state and returns the differences as changes, as
// Terraform reports them: Delete for an object that disappeared, Update
// for one whose value changed, and NoOp for one that only moved. Only
// current objects of managed resources are compared. Plan calls it when
// Options.Drift is nil.
func DetectDrift(p *plans.Plan, schemas SchemaLookup) []*plans.ResourceInstanceChange {
	if p.PrevRunState == nil || p.PriorState == nil {
		return nil
	}
	instances := p.PrevRunState.AllInstances()
	if len(instances) == 0 {
		// Nothing existed before this run (a first plan): no drift, and
		// no need to index every change's previous address.
		return nil
	}
	prevAddrs := map[string]addrs.AbsResourceInstance{}
	for _, c := range p.Changes {
		if c != nil && c.DeposedKey == "" && prevAddr(c) != "" {
			prevAddrs[c.Addr.String()] = c.PrevRunAddr
		}
	}
	var out []*plans.ResourceInstanceChange
	for _, addr := range instances {
		if addr.Resource.Resource.Mode != addrs.Managed {
			continue
		}
		oldInst := p.PrevRunState.ResourceInstance(addr)
		if oldInst == nil || oldInst.Current == nil {
			continue
		}
		res := p.PrevRunState.Resource(addrs.AbsResource{Module: addr.Module, Resource: addr.Resource.Resource})
		var schema *configschema.Block
		if schemas != nil {
			schema = schemas(res.ProviderConfig, addr.Resource.Resource.Mode, addr.Resource.Resource.Type)
		}
		oldVal, err := DecodeObject(oldInst.Current, schema)
		if err != nil {
			continue
		}
		newVal := cty.NullVal(oldVal.Type())
		if newInst := p.PriorState.ResourceInstance(addr); newInst != nil && newInst.Current != nil {
			if v, err := DecodeObject(newInst.Current, schema); err == nil {
				newVal = v
			}
		}
		prev, moved := prevAddrs[addr.String()]
		if !moved {
			prev = addr
		}
		if oldVal.RawEquals(newVal) && prev.String() == addr.String() {
			continue
		}
		action := plans.NoOp
		switch {
		case newVal.IsNull():
			action = plans.Delete
		case !oldVal.RawEquals(newVal):
			action = plans.Update
		}
		out = append(out, &plans.ResourceInstanceChange{
			Addr: addr, PrevRunAddr: prev, ProviderConfig: res.ProviderConfig,
			Action: action, Before: oldVal, After: newVal,
		})
	}
	return out
}
