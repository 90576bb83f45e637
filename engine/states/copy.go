package states

import (
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/zclconf/go-cty/cty"
)

// DeepCopy returns a copy of the state that shares nothing mutable with
// the original (cty values are immutable and shared).
func (s *State) DeepCopy() *State {
	if s == nil {
		return nil
	}
	out := &State{
		Serial:           s.Serial,
		Lineage:          s.Lineage,
		TerraformVersion: s.TerraformVersion,
		Modules:          make(map[string]*Module, len(s.Modules)),
		CheckResults:     copyBytes(s.CheckResults),
	}
	for k, m := range s.Modules {
		out.Modules[k] = m.DeepCopy()
	}
	return out
}

// DeepCopy returns a copy of the module state.
func (m *Module) DeepCopy() *Module {
	if m == nil {
		return nil
	}
	out := &Module{
		Addr:         append(addrs.ModuleInstance{}, m.Addr...),
		Resources:    make(map[string]*Resource, len(m.Resources)),
		OutputValues: make(map[string]*OutputValue, len(m.OutputValues)),
	}
	for k, r := range m.Resources {
		out.Resources[k] = r.DeepCopy()
	}
	for k, o := range m.OutputValues {
		if o != nil {
			cp := *o
			out.OutputValues[k] = &cp
		}
	}
	return out
}

// DeepCopy returns a copy of the resource state.
func (r *Resource) DeepCopy() *Resource {
	if r == nil {
		return nil
	}
	out := &Resource{
		Addr:           addrs.AbsResource{Module: append(addrs.ModuleInstance{}, r.Addr.Module...), Resource: r.Addr.Resource},
		ProviderConfig: r.ProviderConfig,
		EachMode:       r.EachMode,
		Instances:      make(map[addrs.InstanceKey]*Instance, len(r.Instances)),
	}
	for k, is := range r.Instances {
		out.Instances[k] = is.DeepCopy()
	}
	return out
}

// DeepCopy returns a copy of the instance with its current and deposed
// objects.
func (i *Instance) DeepCopy() *Instance {
	if i == nil {
		return nil
	}
	out := &Instance{Current: i.Current.DeepCopy()}
	if i.Deposed != nil {
		out.Deposed = make(map[string]*ObjectSrc, len(i.Deposed))
		for k, o := range i.Deposed {
			out.Deposed[k] = o.DeepCopy()
		}
	}
	return out
}

// DeepCopy returns a copy of the stored object.
func (o *ObjectSrc) DeepCopy() *ObjectSrc {
	if o == nil {
		return nil
	}
	if o.dec == nil {
		o.dec = &decoded{}
	}
	out := *o
	out.AttrsJSON = append([]byte(nil), o.AttrsJSON...)
	out.Private = copyBytes(o.Private)
	out.Dependencies = copyStrings(o.Dependencies)
	if o.SensitivePaths != nil {
		out.SensitivePaths = make([]cty.Path, len(o.SensitivePaths))
		for i, p := range o.SensitivePaths {
			out.SensitivePaths[i] = p.Copy()
		}
	}
	return &out
}

func copyBytes(b []byte) []byte {
	if b == nil {
		return nil
	}
	return append([]byte{}, b...)
}

func copyStrings(s []string) []string {
	if s == nil {
		return nil
	}
	return append([]string{}, s...)
}
