package graph

import (
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/plans"
)

// applyingDestroy reports whether this is the apply graph of a destroy
// plan, which Terraform builds for its destroy walk.
func (b *opBuilder) applyingDestroy() bool {
	return b.applying() && b.opts.Plan != nil && b.opts.Plan.Mode == plans.DestroyMode
}

// fullDestroy reports whether the graph destroys everything: planning a
// destroy, or applying a destroy plan.
func (b *opBuilder) fullDestroy() bool { return b.destroying() || b.applyingDestroy() }

// addChanges adds the apply graph's instance vertices for the plan's
// changes: one applying the change ("aws_instance.a[0]"), waiting for
// the resource's expansion, and one destroying the prior object
// ("aws_instance.a[0] (destroy)") for deletions and replacements
// (DiffTransformer).
func (b *opBuilder) addChanges(cfgs []*config.Config) {
	p := b.opts.Plan
	if p == nil {
		return
	}
	for _, ch := range p.Changes {
		path := ch.Addr.Module.Module()
		c := descendant(b.opts.Config, path)
		var r *config.Resource
		if c != nil {
			r = c.Module.ResourceByAddr(ch.Addr.Resource.Resource.String())
		}
		var update, del, cbd bool
		switch ch.Action {
		case plans.NoOp:
			update = ch.DeposedKey == "" && r != nil && (len(r.Lifecycle.Preconditions) > 0 || len(r.Lifecycle.Postconditions) > 0)
		case plans.Delete:
			del = true
		case plans.DeleteThenCreate:
			update, del = true, true
		case plans.CreateThenDelete:
			update, del, cbd = true, true, true
		case plans.Forget:
		default:
			update = true
		}
		resAddr := qualify(path, ch.Addr.Resource.Resource.String())
		base := func() *vertex {
			v := &vertex{
				label: resAddr, shape: "box", module: path, resAddr: resAddr,
				mode: ch.Addr.Resource.Resource.Mode, inst: ch.Addr.String(), instMod: ch.Addr.Module.String(),
				consumer: stateProvider(ch.ProviderConfig),
			}
			if prior := b.priorObject(ch.Addr); prior != nil {
				v.stateDeps = prior.Dependencies
				v.cbd = prior.CreateBeforeDestroy
			}
			return v
		}
		if update {
			v := base()
			v.name, v.kind, v.creator, v.noop = ch.Addr.String(), kindApplyInstance, true, ch.Action == plans.NoOp
			v.selfPath = path
			v.refAddrs = []string{ch.Addr.Resource.String(), ch.Addr.Resource.Resource.String()}
			if r != nil {
				v.refs, v.refPath = resourceReferences(r), path
				v.consumer = b.resourceProvider(c, r)
				v.inCheck = r.InCheck
			}
			b.g.add(v)
			for _, rv := range b.g.list() {
				if rv.kind == kindResource && rv.resAddr == resAddr {
					b.g.connect(v, rv)
				}
			}
		}
		if del {
			v := base()
			v.destroyer = true
			v.cbd = v.cbd || cbd || (b.priorObject(ch.Addr) == nil && r != nil && r.Lifecycle.CreateBeforeDestroy)
			if ch.DeposedKey != "" {
				v.name, v.kind, v.cbd = ch.Addr.String()+" (destroy deposed "+ch.DeposedKey+")", kindApplyDestroyDeposed, true
			} else {
				v.name, v.kind = ch.Addr.String()+" (destroy)", kindApplyDestroy
			}
			b.g.add(v)
		}
	}
}

// priorObject returns the current object of an instance in the state.
func (b *opBuilder) priorObject(addr addrs.AbsResourceInstance) *stateObject {
	st := b.st
	if b.opts.Plan != nil && b.opts.Plan.PriorState != nil {
		st = b.opts.Plan.PriorState
	}
	inst := st.ResourceInstance(addr)
	if inst == nil || inst.Current == nil {
		return nil
	}
	return &stateObject{Dependencies: inst.Current.Dependencies, CreateBeforeDestroy: inst.Current.CreateBeforeDestroy}
}

// stateObject is what the apply graph needs of a prior object.
type stateObject struct {
	Dependencies        []string
	CreateBeforeDestroy bool
}

// reverseCBDEdges turns around the edges from creators to
// create_before_destroy destroyers, so that the old object is destroyed
// only after its replacement and its dependents' updates
// (CBDEdgeTransformer).
func (b *opBuilder) reverseCBDEdges() {
	for _, v := range b.g.list() {
		if !v.destroyer || !v.cbd {
			continue
		}
		for _, src := range b.g.sorted(b.g.up[v]) {
			if src.creator {
				b.g.removeEdge(src, v)
				b.g.connect(v, src)
			}
		}
	}
}

// addCheckStart makes check-scoped data sources wait, in an apply, for
// every managed resource change through "(execute checks)"
// (checkStartTransformer).
func (b *opBuilder) addCheckStart() {
	if b.applyingDestroy() {
		return
	}
	var leaves, nested []*vertex
	for _, v := range b.g.list() {
		if !v.creator {
			continue
		}
		if v.mode == addrs.Managed {
			leaf := true
			for u := range b.g.up[v] {
				if u.creator && u.mode == addrs.Managed {
					leaf = false
					break
				}
			}
			if leaf {
				leaves = append(leaves, v)
			}
			continue
		}
		if v.inCheck != "" {
			nested = append(nested, v)
		}
	}
	if len(nested) == 0 {
		return
	}
	start := b.g.add(&vertex{name: "(execute checks)", kind: kindCheckStart})
	for _, v := range nested {
		b.g.connect(v, start)
	}
	for _, v := range leaves {
		b.g.connect(start, v)
	}
}
