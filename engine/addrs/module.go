package addrs

import "strings"

// ModuleInstanceStep is one module call with its instance key.
type ModuleInstanceStep struct {
	Name string
	Key  InstanceKey
}

// ModuleInstance is the path to a module instance; empty for the root.
type ModuleInstance []ModuleInstanceStep

// RootModuleInstance is the root module.
var RootModuleInstance = ModuleInstance{}

// IsRoot reports whether this is the root module.
func (m ModuleInstance) IsRoot() bool { return len(m) == 0 }

// String renders module.a["x"].module.b.
func (m ModuleInstance) String() string {
	var b strings.Builder
	for i, s := range m {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString("module.")
		b.WriteString(s.Name)
		b.WriteString(KeyString(s.Key))
	}
	return b.String()
}

// Child returns the path of a child module instance.
func (m ModuleInstance) Child(name string, key InstanceKey) ModuleInstance {
	out := make(ModuleInstance, len(m), len(m)+1)
	copy(out, m)
	return append(out, ModuleInstanceStep{Name: name, Key: key})
}

// Module returns the static module path (call names only).
func (m ModuleInstance) Module() []string {
	out := make([]string, len(m))
	for i, s := range m {
		out[i] = s.Name
	}
	return out
}

// ModuleString renders a static module path: module.a.module.b.
func ModuleString(path []string) string {
	var b strings.Builder
	for i, n := range path {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString("module.")
		b.WriteString(n)
	}
	return b.String()
}
