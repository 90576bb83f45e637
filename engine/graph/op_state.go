package graph

import (
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
)

// stateResources lists the state's resources in address order.
func (b *opBuilder) stateResources() []*states.Resource {
	var out []*states.Resource
	for _, m := range b.st.Modules {
		for _, r := range m.Resources {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Addr.String() < out[j].Addr.String() })
	return out
}

// instanceKeys lists a resource's instance keys in order.
func instanceKeys(r *states.Resource) []addrs.InstanceKey {
	keys := make([]addrs.InstanceKey, 0, len(r.Instances))
	for k := range r.Instances {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return addrs.KeyLess(keys[i], keys[j]) })
	return keys
}

// stateVertex is a vertex for an object in the state.
func stateVertex(r *states.Resource, key addrs.InstanceKey, obj *states.ObjectSrc) *vertex {
	path := r.Addr.Module.Module()
	inst := addrs.AbsResourceInstance{Module: r.Addr.Module, Resource: r.Addr.Resource.Instance(key)}
	v := &vertex{
		label: qualify(path, r.Addr.Resource.String()), shape: "box",
		module: path, resAddr: qualify(path, r.Addr.Resource.String()),
		mode: r.Addr.Resource.Mode, inst: inst.String(), instMod: r.Addr.Module.String(),
		consumer: stateProvider(r.ProviderConfig),
	}
	if obj != nil {
		v.stateDeps = obj.Dependencies
		v.cbd = obj.CreateBeforeDestroy
	}
	return v
}

// addOrphans adds "ADDR (orphan)" for every object whose resource block
// is gone (OrphanResourceInstanceTransformer).
func (b *opBuilder) addOrphans() {
	for _, r := range b.stateResources() {
		if c := descendant(b.opts.Config, r.Addr.Module.Module()); c != nil && c.Module.ResourceByAddr(r.Addr.Resource.String()) != nil {
			continue
		}
		for _, k := range instanceKeys(r) {
			inst := r.Instances[k]
			if inst.Current == nil {
				continue
			}
			v := stateVertex(r, k, inst.Current)
			v.name, v.kind, v.destroyer = v.inst+" (orphan)", kindOrphan, true
			b.g.add(v)
		}
	}
}

// addStateObjects adds a vertex for each deposed object and, planning a
// destroy, "ADDR (destroy)" for each current object (StateTransformer).
// Terraform names the destroy vertex by the resource, not the instance,
// so the vertices of a resource's instances share one name.
func (b *opBuilder) addStateObjects(destroy bool) {
	for _, r := range b.stateResources() {
		for _, k := range instanceKeys(r) {
			inst := r.Instances[k]
			if destroy && inst.Current != nil {
				v := stateVertex(r, k, inst.Current)
				v.name, v.kind, v.destroyer = v.resAddr+" (destroy)", kindPlanDestroy, true
				b.g.add(v)
			}
			dks := make([]string, 0, len(inst.Deposed))
			for dk := range inst.Deposed {
				dks = append(dks, dk)
			}
			sort.Strings(dks)
			for _, dk := range dks {
				v := stateVertex(r, k, inst.Deposed[dk])
				v.name, v.kind = v.inst+" (deposed "+dk+")", kindPlanDeposed
				b.g.add(v)
			}
		}
	}
}

// connectDestroyEdges orders destruction by the dependencies recorded in
// the state: an object is destroyed only after the objects that depend
// on it, and an object being created or updated waits for the
// destruction of what it used to depend on (DestroyEdgeTransformer).
func (b *opBuilder) connectDestroyEdges() {
	destroyersByInst := map[string][]*vertex{}
	destroyersByRes := map[string][]*vertex{}
	creatorsByRes := map[string][]*vertex{}
	for _, v := range b.g.list() {
		switch {
		case v.destroyer:
			destroyersByInst[v.inst] = append(destroyersByInst[v.inst], v)
			destroyersByRes[v.resAddr] = append(destroyersByRes[v.resAddr], v)
		case v.creator && !v.noop:
			creatorsByRes[v.resAddr] = append(creatorsByRes[v.resAddr], v)
		}
	}
	if len(destroyersByInst) == 0 {
		return
	}
	for _, v := range b.g.list() {
		if !v.creator {
			continue
		}
		for _, d := range destroyersByInst[v.inst] {
			b.g.connect(v, d)
		}
	}
	for _, v := range b.g.list() {
		if !v.creator || v.noop {
			continue
		}
		for _, dep := range v.stateDeps {
			for _, d := range destroyersByRes[dep] {
				if !differentModuleInstances(v, d) {
					b.g.connect(v, d)
				}
			}
		}
	}
	for _, des := range b.g.list() {
		if !des.destroyer {
			continue
		}
		for _, dep := range des.stateDeps {
			for _, d := range destroyersByRes[dep] {
				if !differentModuleInstances(d, des) {
					b.tryDestroyEdge(d, des)
				}
			}
			for _, c := range creatorsByRes[dep] {
				if !differentModuleInstances(c, des) {
					b.tryDestroyEdge(c, des)
				}
			}
		}
	}
}

// tryDestroyEdge adds a destroy ordering edge, except when it joins two
// providers' objects into a cycle outside a full destroy.
func (b *opBuilder) tryDestroyEdge(from, to *vertex) {
	b.g.connect(from, to)
	if b.fullDestroy() {
		return
	}
	if from.consumer == nil || to.consumer == nil {
		return
	}
	if from.consumer.source+from.consumer.alias != to.consumer.source+to.consumer.alias && b.g.ancestors(to)[from] {
		b.g.removeEdge(from, to)
	}
}

// differentModuleInstances reports whether two instance vertices are in
// different instances of the same module, which never depend on each
// other.
func differentModuleInstances(a, b *vertex) bool {
	if a.inst == "" || b.inst == "" || !samePath(a.module, b.module) {
		return false
	}
	return a.instMod != b.instMod
}

// pruneUnused keeps, in a destroy plan, only the destroyers, what they
// depend on, and the root outputs (pruneUnusedNodesTransformer).
func (b *opBuilder) pruneUnused() {
	keep := map[*vertex]bool{}
	for _, v := range b.g.list() {
		if v.rootOutput {
			keep[v] = true
			continue
		}
		if !v.destroyer {
			continue
		}
		keep[v] = true
		for a := range b.g.ancestors(v) {
			keep[a] = true
		}
	}
	for _, v := range b.g.list() {
		if !keep[v] {
			b.g.remove(v)
		}
	}
}
