package states

import "github.com/tfplay/tfplay/engine/addrs"

// MoveInstance relocates an instance's objects (current and deposed) to
// another address, creating the target resource and module as needed and
// dropping what becomes empty.
func (s *State) MoveInstance(from, to addrs.AbsResourceInstance) {
	fromRes := s.Resource(addrs.AbsResource{Module: from.Module, Resource: from.Resource.Resource})
	if fromRes == nil {
		return
	}
	inst := fromRes.Instances[from.Resource.Key]
	if inst == nil {
		return
	}
	delete(fromRes.Instances, from.Resource.Key)
	toAbs := addrs.AbsResource{Module: to.Module, Resource: to.Resource.Resource}
	toRes := s.Resource(toAbs)
	if toRes == nil {
		toRes = &Resource{Addr: toAbs, ProviderConfig: fromRes.ProviderConfig, Instances: map[addrs.InstanceKey]*Instance{}}
		s.EnsureModule(to.Module).Resources[to.Resource.Resource.String()] = toRes
	}
	switch to.Resource.Key.(type) {
	case addrs.IntKey:
		toRes.EachMode = "list"
	case addrs.StringKey:
		toRes.EachMode = "map"
	default:
		toRes.EachMode = ""
	}
	toRes.Instances[to.Resource.Key] = inst
	s.prune(from.Module, fromRes)
}

// prune removes an empty resource and then an empty non-root module.
func (s *State) prune(m addrs.ModuleInstance, r *Resource) {
	mod := s.Modules[m.String()]
	if mod == nil {
		return
	}
	if len(r.Instances) == 0 {
		delete(mod.Resources, r.Addr.Resource.String())
	}
	if !m.IsRoot() && len(mod.Resources) == 0 && len(mod.OutputValues) == 0 {
		delete(s.Modules, m.String())
	}
}
