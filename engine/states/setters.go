package states

import (
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/zclconf/go-cty/cty"
)

// EnsureResource returns the state of a resource, creating it (and its
// module) with the given provider configuration address when absent. An
// existing resource takes the provider given, if not empty.
func (s *State) EnsureResource(addr addrs.AbsResource, providerConfig string) *Resource {
	m := s.EnsureModule(addr.Module)
	k := addr.Resource.String()
	r := m.Resources[k]
	if r == nil {
		r = &Resource{
			Addr:           addrs.AbsResource{Module: append(addrs.ModuleInstance{}, addr.Module...), Resource: addr.Resource},
			ProviderConfig: providerConfig,
			Instances:      map[addrs.InstanceKey]*Instance{},
		}
		m.Resources[k] = r
	} else if providerConfig != "" {
		r.ProviderConfig = providerConfig
	}
	return r
}

// SetResourceInstanceCurrent sets the current object of an instance. A nil
// obj removes the current object; the instance, resource and module are
// then removed when nothing else is left in them.
func (s *State) SetResourceInstanceCurrent(addr addrs.AbsResourceInstance, obj *ObjectSrc, providerConfig string) {
	rAddr := addrs.AbsResource{Module: addr.Module, Resource: addr.Resource.Resource}
	if obj == nil {
		r := s.Resource(rAddr)
		if r == nil {
			return
		}
		if is := r.Instances[addr.Resource.Key]; is != nil {
			is.Current = nil
		}
		s.pruneResource(r)
		return
	}
	r := s.EnsureResource(rAddr, providerConfig)
	setEachMode(r, addr.Resource.Key)
	is := r.Instances[addr.Resource.Key]
	if is == nil {
		is = &Instance{}
		r.Instances[addr.Resource.Key] = is
	}
	is.Current = obj
}

// SetResourceInstanceDeposed sets (or, with a nil obj, removes) a deposed
// object of an instance.
func (s *State) SetResourceInstanceDeposed(addr addrs.AbsResourceInstance, key string, obj *ObjectSrc, providerConfig string) {
	rAddr := addrs.AbsResource{Module: addr.Module, Resource: addr.Resource.Resource}
	if obj == nil {
		r := s.Resource(rAddr)
		if r == nil {
			return
		}
		if is := r.Instances[addr.Resource.Key]; is != nil {
			delete(is.Deposed, key)
		}
		s.pruneResource(r)
		return
	}
	r := s.EnsureResource(rAddr, providerConfig)
	setEachMode(r, addr.Resource.Key)
	is := r.Instances[addr.Resource.Key]
	if is == nil {
		is = &Instance{}
		r.Instances[addr.Resource.Key] = is
	}
	if is.Deposed == nil {
		is.Deposed = map[string]*ObjectSrc{}
	}
	is.Deposed[key] = obj
}

// DeposeResourceInstanceObject moves the current object of an instance to
// its deposed objects under key (create_before_destroy replacement) and
// reports whether there was a current object to move.
func (s *State) DeposeResourceInstanceObject(addr addrs.AbsResourceInstance, key string) bool {
	is := s.ResourceInstance(addr)
	if is == nil || is.Current == nil {
		return false
	}
	if is.Deposed == nil {
		is.Deposed = map[string]*ObjectSrc{}
	}
	is.Deposed[key] = is.Current
	is.Current = nil
	return true
}

// RemoveResourceInstance removes an instance with all its objects.
func (s *State) RemoveResourceInstance(addr addrs.AbsResourceInstance) {
	r := s.Resource(addrs.AbsResource{Module: addr.Module, Resource: addr.Resource.Resource})
	if r == nil {
		return
	}
	delete(r.Instances, addr.Resource.Key)
	s.pruneResource(r)
}

// RemoveResource removes a resource with all its instances.
func (s *State) RemoveResource(addr addrs.AbsResource) {
	m := s.Modules[addr.Module.String()]
	if m == nil {
		return
	}
	delete(m.Resources, addr.Resource.String())
	s.pruneModule(m)
}

// SetOutputValue sets a root module output (outputs of other modules are
// not kept in state).
func (s *State) SetOutputValue(name string, val cty.Value, sensitive bool) {
	s.Root().OutputValues[name] = &OutputValue{Value: val, Sensitive: sensitive}
}

// RemoveOutputValue removes a root module output.
func (s *State) RemoveOutputValue(name string) {
	delete(s.Root().OutputValues, name)
}

// PruneEmpty removes instances without objects, resources without
// instances and non-root modules with neither resources nor outputs.
func (s *State) PruneEmpty() {
	for _, m := range s.Modules {
		for _, r := range m.Resources {
			s.pruneResource(r)
		}
		s.pruneModule(m)
	}
}

// pruneResource drops the resource's empty instances, then the resource
// if none is left, then its module if that became empty.
func (s *State) pruneResource(r *Resource) {
	for k, is := range r.Instances {
		if is == nil || (is.Current == nil && len(is.Deposed) == 0) {
			delete(r.Instances, k)
		}
	}
	if len(r.Instances) > 0 {
		return
	}
	m := s.Modules[r.Addr.Module.String()]
	if m == nil {
		return
	}
	if m.Resources[r.Addr.Resource.String()] == r {
		delete(m.Resources, r.Addr.Resource.String())
	}
	s.pruneModule(m)
}

// pruneModule removes a non-root module with nothing in it.
func (s *State) pruneModule(m *Module) {
	if m.Addr.IsRoot() || len(m.Resources) > 0 || len(m.OutputValues) > 0 {
		return
	}
	if s.Modules[m.Addr.String()] == m {
		delete(s.Modules, m.Addr.String())
	}
}

// setEachMode records how a resource is repeated, from an instance key.
func setEachMode(r *Resource, key addrs.InstanceKey) {
	switch key.(type) {
	case addrs.IntKey:
		r.EachMode = "list"
	case addrs.StringKey:
		r.EachMode = "map"
	default:
		r.EachMode = ""
	}
}
