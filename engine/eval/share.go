package eval

import (
	"github.com/hashicorp/hcl/v2"
)

// ContextShare lets the instances of one resource share the parts of
// their evaluation contexts that do not depend on the instance: the
// values of the variables, locals, module calls, resources, path and
// terraform their expressions refer to, and the objects built from them.
// Each instance then resolves only count, each and self. Building those
// objects again for every instance was a sixth of a plan's allocation.
//
// A share is only valid while the values it holds cannot change: core
// makes one for the instances of a resource it plans one after the other
// (see Instance.Sharing). A part is kept only when resolving it reported
// no diagnostics and met no dependency cycle, so an instance sees the
// same values and diagnostics as with a context of its own; the objects
// a part refers to are recorded again for every instance that uses it.
type ContextShare struct {
	parts map[shareKey]*sharedPart
}

// shareKey identifies the references of one expression or body
// evaluated in one scope.
type shareKey struct {
	s *Scope
	l *refList
}

// sharedPart is the instance-independent part of a context, with the
// objects (resources) resolving it referred to.
type sharedPart struct {
	built *builtParts
	deps  map[string]bool
}

// NewContextShare returns an empty share.
func NewContextShare() *ContextShare {
	return &ContextShare{parts: map[shareKey]*sharedPart{}}
}

// Sharing returns a copy of the instance data whose evaluation contexts
// use sh. A nil receiver (a resource without count or for_each) stays
// nil, and a nil share leaves the instance as it is.
func (i *Instance) Sharing(sh *ContextShare) *Instance {
	if i == nil || sh == nil {
		return i
	}
	out := *i
	out.share = sh
	return &out
}

// context builds the evaluation context of l in s for an instance.
func (sh *ContextShare) context(s *Scope, l *refList, inst *Instance) (*hcl.EvalContext, hcl.Diagnostics) {
	key := shareKey{s, l}
	if part, ok := sh.parts[key]; ok {
		s.ev.useDeps(part.deps)
		ctx, diags, _ := s.buildContext(l, inst, part.built, false)
		return ctx, diags
	}
	// Resolve every reference, as an instance without a share does, in a
	// dependency frame of its own to learn what the shared part refers to.
	e := s.ev
	cycles := e.cycleHits
	e.deps = append(e.deps, map[string]bool{})
	ctx, diags, built := s.buildContext(l, inst, nil, true)
	deps := e.deps[len(e.deps)-1]
	e.deps = e.deps[:len(e.deps)-1]
	e.useDeps(deps)
	if built != nil && e.cycleHits == cycles {
		sh.parts[key] = &sharedPart{built: built, deps: deps}
	}
	return ctx, diags
}
