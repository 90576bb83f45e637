package addrs

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// Endpoint is the "from" or "to" of a moved or removed block: a module
// instance path, optionally followed by a resource and an instance key.
type Endpoint struct {
	Module ModuleInstance
	// Resource is nil when the endpoint names a module.
	Resource *Resource
	Key      InstanceKey
	// KeySet is true when the resource instance key was written.
	KeySet bool
}

// String renders the endpoint as written.
func (e Endpoint) String() string {
	if e.Resource == nil {
		return e.Module.String()
	}
	s := e.Resource.String() + KeyString(e.Key)
	if len(e.Module) > 0 {
		s = e.Module.String() + "." + s
	}
	return s
}

// ParseEndpoint reads a traversal such as module.a["x"].aws_instance.b[0].
func ParseEndpoint(t hcl.Traversal) (Endpoint, hcl.Diagnostics) {
	var e Endpoint
	bad := func(msg string) (Endpoint, hcl.Diagnostics) {
		return e, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Invalid address",
			Detail:   msg,
			Subject:  t.SourceRange().Ptr(),
		}}
	}
	names := make([]string, 0, len(t))
	keys := make([]*hcl.TraverseIndex, 0, len(t))
	for _, step := range t {
		switch s := step.(type) {
		case hcl.TraverseRoot:
			names = append(names, s.Name)
			keys = append(keys, nil)
		case hcl.TraverseAttr:
			names = append(names, s.Name)
			keys = append(keys, nil)
		case hcl.TraverseIndex:
			if len(keys) == 0 || keys[len(keys)-1] != nil {
				return bad("Unexpected index in address.")
			}
			idx := s
			keys[len(keys)-1] = &idx
		}
	}
	i := 0
	for i < len(names) && names[i] == "module" {
		if i+1 >= len(names) {
			return bad("Module address must have a module name.")
		}
		var key InstanceKey
		if keys[i+1] != nil {
			k, err := ParseKeyValue(keys[i+1].Key)
			if err != nil {
				return bad(fmt.Sprintf("Invalid module instance key: %s.", err))
			}
			key = k
		}
		e.Module = append(e.Module, ModuleInstanceStep{Name: names[i+1], Key: key})
		i += 2
	}
	rest := names[i:]
	if len(rest) == 0 {
		return e, nil
	}
	mode := Managed
	if rest[0] == "data" {
		mode = Data
		rest = rest[1:]
		i++
	}
	if len(rest) != 2 {
		return bad("A resource address must have a resource type and name.")
	}
	e.Resource = &Resource{Mode: mode, Type: rest[0], Name: rest[1]}
	if keys[i+1] != nil {
		k, err := ParseKeyValue(keys[i+1].Key)
		if err != nil {
			return bad(fmt.Sprintf("Invalid resource instance key: %s.", err))
		}
		e.Key, e.KeySet = k, true
	}
	return e, nil
}

// HasPrefix reports whether m starts with the module instance path p.
func (m ModuleInstance) HasPrefix(p ModuleInstance) bool {
	if len(p) > len(m) {
		return false
	}
	for i := range p {
		if m[i].Name != p[i].Name || KeyString(m[i].Key) != KeyString(p[i].Key) {
			return false
		}
	}
	return true
}
