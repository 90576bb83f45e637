package plans

import (
	"bytes"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
)

// CanApply reports whether applying the plan would do anything, as
// Terraform decides it for plan JSON's "applyable" and for apply: never
// for an errored plan; otherwise when any resource instance changes, moves
// or is imported, when any root output changes, or when refreshing changed
// a managed resource compared with the previous run's state (when the plan
// has both states).
func (p *Plan) CanApply() bool {
	if p == nil || p.Errored {
		return false
	}
	for _, c := range p.Changes {
		if c == nil {
			continue
		}
		if c.Action != NoOp || c.Importing || c.Moved() {
			return true
		}
	}
	for _, o := range p.Outputs {
		if o != nil && o.Action != NoOp {
			return true
		}
	}
	if p.PrevRunState == nil || p.PriorState == nil {
		return false
	}
	return !managedResourcesEqual(p.PrevRunState, p.PriorState)
}

// Moved reports whether a moved block gave the object a new address in
// this plan.
func (c *ResourceInstanceChange) Moved() bool {
	if c.PrevRunAddr.Resource.Resource.Type == "" {
		return false
	}
	return c.PrevRunAddr.String() != c.Addr.String()
}

// managedResourcesEqual compares the managed resource objects of two
// states (data sources, outputs and bookkeeping are ignored).
func managedResourcesEqual(a, b *states.State) bool {
	am, bm := managedObjects(a), managedObjects(b)
	if len(am) != len(bm) {
		return false
	}
	for k, ao := range am {
		bo, ok := bm[k]
		if !ok || !objectsEqual(ao, bo) {
			return false
		}
	}
	return true
}

// managedObjects indexes the managed objects of a state by instance
// address and deposed key.
func managedObjects(s *states.State) map[string]*states.ObjectSrc {
	out := map[string]*states.ObjectSrc{}
	if s == nil {
		return out
	}
	for _, m := range s.Modules {
		for _, r := range m.Resources {
			if r == nil || r.Addr.Resource.Mode != addrs.Managed {
				continue
			}
			for k, inst := range r.Instances {
				if inst == nil {
					continue
				}
				addr := r.Addr.String() + addrs.KeyString(k)
				if inst.Current != nil {
					out[addr] = inst.Current
				}
				for dk, o := range inst.Deposed {
					if o != nil {
						out[addr+" deposed "+dk] = o
					}
				}
			}
		}
	}
	return out
}

func objectsEqual(a, b *states.ObjectSrc) bool {
	if a.Status != b.Status || a.SchemaVersion != b.SchemaVersion || !bytes.Equal(a.AttrsJSON, b.AttrsJSON) {
		return false
	}
	if len(a.SensitivePaths) != len(b.SensitivePaths) {
		return false
	}
	for i := range a.SensitivePaths {
		if !a.SensitivePaths[i].Equals(b.SensitivePaths[i]) {
			return false
		}
	}
	return true
}
