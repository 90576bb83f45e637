// Package states holds Terraform state: the objects each resource instance
// has, root module outputs, and the bookkeeping (serial, lineage) of
// terraform.tfstate.
package states

import (
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/zclconf/go-cty/cty"
)

// State is the whole state of one workspace.
type State struct {
	Serial           uint64
	Lineage          string
	TerraformVersion string
	// Modules is keyed by module instance address ("" for the root).
	Modules map[string]*Module
	// CheckResults are kept opaque (written as recorded).
	CheckResults []byte
}

// Module is the state of one module instance.
type Module struct {
	Addr addrs.ModuleInstance
	// Resources is keyed by the resource address within the module
	// (aws_instance.x, data.aws_ami.y).
	Resources map[string]*Resource
	// OutputValues are only kept for the root module.
	OutputValues map[string]*OutputValue
}

// OutputValue is a root module output recorded in state.
type OutputValue struct {
	Value     cty.Value
	Sensitive bool
}

// Resource is the state of one resource: the provider that manages it and
// its instances.
type Resource struct {
	Addr addrs.AbsResource
	// ProviderConfig is the provider configuration address as written in
	// state: provider["registry.terraform.io/hashicorp/aws"].west
	ProviderConfig string
	// EachMode is "", "list" (count) or "map" (for_each), as in state v4.
	EachMode  string
	Instances map[addrs.InstanceKey]*Instance
}

// Instance holds the current object of a resource instance and any
// deposed objects left by create_before_destroy replacements.
type Instance struct {
	Current *ObjectSrc
	Deposed map[string]*ObjectSrc
}

// ObjectStatus is ready or tainted.
type ObjectStatus string

// Object statuses.
const (
	ObjectReady   ObjectStatus = ""
	ObjectTainted ObjectStatus = "tainted"
)

// ObjectSrc is a resource instance object as stored: its attributes in
// JSON, to be decoded with the resource type's schema.
type ObjectSrc struct {
	SchemaVersion uint64
	AttrsJSON     []byte
	// SensitivePaths are the attribute paths that hold sensitive values.
	SensitivePaths        []cty.Path
	Status                ObjectStatus
	Dependencies          []string
	CreateBeforeDestroy   bool
	Private               []byte
	IdentitySchemaVersion uint64
	// dec is the last decoding of AttrsJSON (see Decode), shared by
	// copies.
	dec *decoded
}

// NewState returns an empty state.
func NewState() *State {
	return &State{Modules: map[string]*Module{"": NewModule(addrs.RootModuleInstance)}}
}

// NewModule returns an empty module state.
func NewModule(addr addrs.ModuleInstance) *Module {
	return &Module{Addr: addr, Resources: map[string]*Resource{}, OutputValues: map[string]*OutputValue{}}
}

// Root returns the root module's state.
func (s *State) Root() *Module {
	if s.Modules[""] == nil {
		s.Modules[""] = NewModule(addrs.RootModuleInstance)
	}
	return s.Modules[""]
}

// EnsureModule returns the module state for addr, creating it.
func (s *State) EnsureModule(addr addrs.ModuleInstance) *Module {
	k := addr.String()
	if s.Modules[k] == nil {
		s.Modules[k] = NewModule(addr)
	}
	return s.Modules[k]
}

// Resource returns a resource's state or nil.
func (s *State) Resource(addr addrs.AbsResource) *Resource {
	m := s.Modules[addr.Module.String()]
	if m == nil {
		return nil
	}
	return m.Resources[addr.Resource.String()]
}

// ResourceInstance returns an instance's state or nil.
func (s *State) ResourceInstance(addr addrs.AbsResourceInstance) *Instance {
	r := s.Resource(addrs.AbsResource{Module: addr.Module, Resource: addr.Resource.Resource})
	if r == nil {
		return nil
	}
	return r.Instances[addr.Resource.Key]
}

// AllInstances lists every resource instance address with a current or
// deposed object, in Terraform's order: by module, then resource address,
// then instance key.
func (s *State) AllInstances() []addrs.AbsResourceInstance {
	var out []addrs.AbsResourceInstance
	mods := make([]string, 0, len(s.Modules))
	for k := range s.Modules {
		mods = append(mods, k)
	}
	sort.Strings(mods)
	for _, mk := range mods {
		m := s.Modules[mk]
		names := make([]string, 0, len(m.Resources))
		for n := range m.Resources {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			r := m.Resources[n]
			keys := make([]addrs.InstanceKey, 0, len(r.Instances))
			for k := range r.Instances {
				keys = append(keys, k)
			}
			sort.Slice(keys, func(i, j int) bool { return addrs.KeyLess(keys[i], keys[j]) })
			for _, k := range keys {
				out = append(out, addrs.AbsResourceInstance{Module: m.Addr, Resource: r.Addr.Resource.Instance(k)})
			}
		}
	}
	return out
}

// Empty reports whether the state has no resources and no outputs.
func (s *State) Empty() bool {
	for _, m := range s.Modules {
		if len(m.Resources) > 0 || len(m.OutputValues) > 0 {
			return false
		}
	}
	return true
}
