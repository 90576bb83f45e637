package addrs

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// RefKind tells what a reference points at.
type RefKind int

// The kinds of object an expression can refer to.
const (
	RefInputVariable RefKind = iota
	RefLocal
	RefModuleCall
	RefResource
	RefPath
	RefTerraform
	RefCount
	RefEach
	RefSelf
)

// Reference is one reference found in an expression: what it names, its
// source range and the attribute traversal that follows the name.
type Reference struct {
	Kind RefKind
	// Name is the variable, local, module call, path.* or terraform.*
	// attribute, count/each attribute name.
	Name string
	// Resource is set for RefResource.
	Resource Resource
	// Key is set when the reference indexes the resource or module call
	// with a literal key (aws_instance.x[0]).
	Key       InstanceKey
	HasKey    bool
	Range     hcl.Range
	Remaining hcl.Traversal
	// Traversal is the whole reference as written.
	Traversal hcl.Traversal
}

// DisplayName renders the referenced object: var.x, local.y, module.m,
// aws_instance.x, data.a.b, path.module, count.index, each.key, self.
func (r *Reference) DisplayName() string {
	switch r.Kind {
	case RefInputVariable:
		return "var." + r.Name
	case RefLocal:
		return "local." + r.Name
	case RefModuleCall:
		return "module." + r.Name
	case RefResource:
		return r.Resource.String()
	case RefPath:
		return "path." + r.Name
	case RefTerraform:
		return "terraform." + r.Name
	case RefCount:
		return "count." + r.Name
	case RefEach:
		return "each." + r.Name
	}
	return "self"
}

// ParseRef interprets a traversal as a reference, with Terraform's errors
// for malformed ones.
func ParseRef(t hcl.Traversal) (*Reference, hcl.Diagnostics) {
	root := t.RootName()
	rootRange := t[0].SourceRange()
	ref := &Reference{Traversal: t}
	attrName := func(i int) (string, hcl.Range, bool) {
		if len(t) <= i {
			return "", hcl.Range{}, false
		}
		switch s := t[i].(type) {
		case hcl.TraverseAttr:
			return s.Name, s.SrcRange, true
		}
		return "", t[i].SourceRange(), false
	}
	simple := func(kind RefKind, what string) (*Reference, hcl.Diagnostics) {
		name, rng, ok := attrName(1)
		if !ok {
			if len(t) > 1 {
				return nil, hcl.Diagnostics{{
					Severity: hcl.DiagError,
					Summary:  "Invalid reference",
					Detail:   fmt.Sprintf("The %q object does not support this operation.", root),
					Subject:  t[1].SourceRange().Ptr(),
				}}
			}
			// A bare "var" or "local" refers to the object with an empty
			// name, which is reported as undeclared.
			ref.Kind, ref.Name, ref.Range = kind, "", rootRange
			return ref, nil
		}
		ref.Kind, ref.Name = kind, name
		ref.Range = hcl.RangeBetween(rootRange, rng)
		ref.Remaining = t[2:]
		return ref, nil
	}
	switch root {
	case "var":
		return simple(RefInputVariable, "variable")
	case "local":
		return simple(RefLocal, "local value")
	case "path":
		return simple(RefPath, "path")
	case "terraform":
		return simple(RefTerraform, "terraform")
	case "count":
		return simple(RefCount, "count")
	case "each":
		return simple(RefEach, "each")
	case "self":
		ref.Kind, ref.Range, ref.Remaining = RefSelf, rootRange, t[1:]
		return ref, nil
	case "module":
		name, rng, ok := attrName(1)
		if !ok {
			return nil, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Invalid reference",
				Detail:   "The \"module\" object cannot be accessed directly. Instead, access one of its attributes.",
				Subject:  rootRange.Ptr(),
			}}
		}
		ref.Kind, ref.Name = RefModuleCall, name
		ref.Range = hcl.RangeBetween(rootRange, rng)
		ref.Remaining = t[2:]
		return ref, nil
	case "data":
		if len(t) < 3 {
			return nil, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Invalid reference",
				Detail:   "The \"data\" object must be followed by two attribute names: the data source type and the resource name.",
				Subject:  t.SourceRange().Ptr(),
			}}
		}
		return resourceRef(ref, t, 1, Data)
	case "resource":
		if len(t) < 3 {
			return nil, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Invalid reference",
				Detail:   "The \"resource\" object must be followed by two attribute names: the resource type and the resource name.",
				Subject:  t.SourceRange().Ptr(),
			}}
		}
		return resourceRef(ref, t, 1, Managed)
	case "ephemeral":
		if len(t) < 3 {
			return nil, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Invalid reference",
				Detail:   "The \"ephemeral\" object must be followed by two attribute names: the ephemeral resource type and the resource name.",
				Subject:  t.SourceRange().Ptr(),
			}}
		}
		return resourceRef(ref, t, 1, Managed)
	}
	if len(t) < 2 {
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Invalid reference",
			Detail:   "A reference to a resource type must be followed by at least one attribute access, specifying the resource name.",
			Subject:  t.SourceRange().Ptr(),
		}}
	}
	return resourceRef(ref, t, 0, Managed)
}

func resourceRef(ref *Reference, t hcl.Traversal, start int, mode ResourceMode) (*Reference, hcl.Diagnostics) {
	typeName := ""
	switch s := t[start].(type) {
	case hcl.TraverseRoot:
		typeName = s.Name
	case hcl.TraverseAttr:
		typeName = s.Name
	}
	nameStep, ok := t[start+1].(hcl.TraverseAttr)
	if !ok {
		what := "resource type"
		if mode == Data {
			what = "data source"
		}
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Invalid reference",
			Detail:   fmt.Sprintf("A reference to a %s must be followed by at least one attribute access, specifying the resource name.", what),
			Subject:  t[start+1].SourceRange().Ptr(),
		}}
	}
	ref.Kind = RefResource
	ref.Resource = Resource{Mode: mode, Type: typeName, Name: nameStep.Name}
	ref.Range = hcl.RangeBetween(t[0].SourceRange(), nameStep.SrcRange)
	ref.Remaining = t[start+2:]
	return ref, nil
}
