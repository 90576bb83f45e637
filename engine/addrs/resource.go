package addrs

// ResourceMode is managed (resource) or data.
type ResourceMode int

const (
	// Managed is a resource block.
	Managed ResourceMode = iota
	// Data is a data block.
	Data
)

// Resource is a resource in a module: mode, type and name.
type Resource struct {
	Mode ResourceMode
	Type string
	Name string
}

// String renders aws_instance.web or data.aws_ami.x.
func (r Resource) String() string {
	if r.Mode == Data {
		return "data." + r.Type + "." + r.Name
	}
	return r.Type + "." + r.Name
}

// Instance returns the address of one instance.
func (r Resource) Instance(key InstanceKey) ResourceInstance {
	return ResourceInstance{Resource: r, Key: key}
}

// ResourceInstance is one instance of a resource within a module.
type ResourceInstance struct {
	Resource Resource
	Key      InstanceKey
}

// String renders aws_instance.web[0].
func (r ResourceInstance) String() string { return r.Resource.String() + KeyString(r.Key) }

// AbsResource is a resource in a module instance.
type AbsResource struct {
	Module   ModuleInstance
	Resource Resource
}

// String renders module.m[0].aws_instance.web.
func (r AbsResource) String() string {
	if r.Module.IsRoot() {
		return r.Resource.String()
	}
	return r.Module.String() + "." + r.Resource.String()
}

// AbsResourceInstance is one resource instance anywhere in the tree.
type AbsResourceInstance struct {
	Module   ModuleInstance
	Resource ResourceInstance
}

// String renders module.m[0].aws_instance.web["a"].
func (r AbsResourceInstance) String() string {
	if r.Module.IsRoot() {
		return r.Resource.String()
	}
	return r.Module.String() + "." + r.Resource.String()
}
