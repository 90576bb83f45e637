package eval

import (
	"fmt"
	"github.com/tfplay/tfplay/engine/marks"
	"sort"

	"github.com/agext/levenshtein"
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/zclconf/go-cty/cty"
)

// Context builds the evaluation context for expressions that make the
// given references: only the referenced values are evaluated.
func (s *Scope) Context(travs []hcl.Traversal, inst *Instance) (*hcl.EvalContext, hcl.Diagnostics) {
	return s.context(&refList{travs: travs}, inst)
}

// context is Context over references parsed ahead where l has them. An
// instance sharing its contexts with the other instances of its resource
// (see ContextShare) reuses what they built.
func (s *Scope) context(l *refList, inst *Instance) (*hcl.EvalContext, hcl.Diagnostics) {
	if inst != nil && inst.share != nil && l.shareable {
		return inst.share.context(s, l, inst)
	}
	ctx, diags, _ := s.buildContext(l, inst, nil, false)
	return ctx, diags
}

// builtParts is the part of an evaluation context that does not depend on
// the instance, with its objects built: the roots var, local, module,
// path and terraform, each resource type, and data.
type builtParts struct {
	objects   map[string]cty.Value
	resources map[string]cty.Value
	data      cty.Value // cty.NilVal without data resources
}

// isInstanceRef reports whether a reference's value depends on the
// instance (count, each, self) rather than on the scope.
func isInstanceRef(k addrs.RefKind) bool {
	return k == addrs.RefCount || k == addrs.RefEach || k == addrs.RefSelf
}

// buildContext resolves the references of l and assembles their context.
//
// With shared, only the references to count, each and self are resolved;
// the others' values are shared's. With split, when the references other
// than count, each and self gave no diagnostics (and all parsed), their
// part is also returned built, for a ContextShare to keep.
//
// A resource type named like a root object is hidden by it; data and
// the whole-root values (self, and references that did not parse) win
// over everything else.
func (s *Scope) buildContext(l *refList, inst *Instance, shared *builtParts, split bool) (*hcl.EvalContext, hcl.Diagnostics, *builtParts) {
	var diags hcl.Diagnostics
	clean := true
	e := s.ev
	// The values resolved, in reference order (a later one for the same
	// name wins), and the whole-root values. Resolving a reference may
	// evaluate other values, and build their contexts, before it returns,
	// so each call takes buffers of its own (see ctxBuf).
	b := takeCtxBuf()
	defer putCtxBuf(b)
	if inst != nil {
		b.countObj = inst.countObj
	}
	for i, t := range l.travs {
		var ref *addrs.Reference
		if i < len(l.refs) {
			ref = l.refs[i]
		}
		if ref == nil {
			r, d := addrs.ParseRef(t)
			diags = append(diags, d...)
			if len(d) > 0 {
				clean = false
			}
			if d.HasErrors() {
				b.setRoot(t.RootName(), cty.DynamicVal)
				continue
			}
			ref = r
		}
		if shared != nil && !isInstanceRef(ref.Kind) {
			continue
		}
		n := len(diags)
		switch ref.Kind {
		case addrs.RefInputVariable:
			v, d := s.refVar(ref)
			diags = append(diags, d...)
			b.add(entryObject, "var", ref.Name, v)
		case addrs.RefLocal:
			v, d := s.refLocal(ref)
			diags = append(diags, d...)
			b.add(entryObject, "local", ref.Name, v)
		case addrs.RefModuleCall:
			v, d := s.refModule(ref)
			diags = append(diags, d...)
			b.add(entryObject, "module", ref.Name, v)
		case addrs.RefPath:
			v, ok := s.pathValue(ref.Name)
			if !ok {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  `Invalid "path" attribute`,
					Detail:   fmt.Sprintf(`The "path" object does not have an attribute named %q. The supported attributes are path.cwd, path.module, and path.root.`, ref.Name),
					Subject:  ref.Range.Ptr(),
				})
				v = cty.DynamicVal
			}
			b.add(entryObject, "path", ref.Name, v)
		case addrs.RefTerraform:
			v := cty.DynamicVal
			if ref.Name == "workspace" {
				v = cty.StringVal(e.opts.Workspace)
			} else {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  `Invalid "terraform" attribute`,
					Detail:   fmt.Sprintf(`The "terraform" object does not have an attribute named %q. The only supported attribute is terraform.workspace, the name of the currently-selected workspace.`, ref.Name),
					Subject:  ref.Range.Ptr(),
				})
			}
			b.add(entryObject, "terraform", ref.Name, v)
		case addrs.RefCount:
			v, d := countRef(ref, inst)
			diags = append(diags, d...)
			b.add(entryObject, "count", ref.Name, v)
		case addrs.RefEach:
			v, d := eachRef(ref, inst)
			diags = append(diags, d...)
			b.add(entryObject, "each", ref.Name, v)
		case addrs.RefSelf:
			if inst == nil || !inst.SelfSet {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  `Invalid "self" reference`,
					Detail:   `The "self" object is not available in this context. This object can be used only in resource provisioner, connection, and postcondition blocks.`,
					Subject:  ref.Range.Ptr(),
				})
				b.setRoot("self", cty.DynamicVal)
			} else {
				b.setRoot("self", inst.Self)
			}
		case addrs.RefResource:
			v, d := s.refResource(ref)
			diags = append(diags, d...)
			kind := entryResource
			if ref.Resource.Mode == addrs.Data {
				kind = entryData
			}
			b.add(kind, ref.Resource.Type, ref.Resource.Name, v)
		}
		if len(diags) > n && !isInstanceRef(ref.Kind) {
			clean = false
		}
	}

	var kept *builtParts
	if split && clean {
		// Build the part that does not depend on the instance on its
		// own; what is left is the instance's part.
		kept = &builtParts{objects: make(map[string]cty.Value, b.groups(entryObject))}
		b.eachGroup(entryObject, func(root string, v cty.Value) {
			if root != "count" && root != "each" {
				kept.objects[root] = v
			}
		}, func(root string) bool { return root == "count" || root == "each" })
		if n := b.groups(entryResource); n > 0 {
			kept.resources = make(map[string]cty.Value, n)
			b.eachGroup(entryResource, func(typ string, v cty.Value) { kept.resources[typ] = v }, nil)
		}
		kept.data = b.dataObject()
		shared = kept
	}

	n := b.groups(entryObject) + b.groups(entryResource) + len(b.roots) + 1
	if shared != nil {
		n += len(shared.objects) + len(shared.resources)
	}
	variables := make(map[string]cty.Value, n)
	if shared != nil {
		for root, v := range shared.objects {
			variables[root] = v
		}
	}
	var skip func(string) bool
	if kept != nil {
		// The roots kept are in variables already.
		skip = func(root string) bool { return root != "count" && root != "each" }
	}
	b.eachGroup(entryObject, func(root string, v cty.Value) { variables[root] = v }, skip)
	dataVal := cty.NilVal
	if shared != nil {
		for typ, v := range shared.resources {
			if _, taken := variables[typ]; !taken {
				variables[typ] = v
			}
		}
		dataVal = shared.data
	} else {
		b.eachGroup(entryResource, func(typ string, v cty.Value) {
			if _, taken := variables[typ]; !taken {
				variables[typ] = v
			}
		}, func(typ string) bool {
			_, taken := variables[typ]
			return taken
		})
		dataVal = b.dataObject()
	}
	if dataVal != cty.NilVal {
		variables["data"] = dataVal
	}
	for _, r := range b.roots {
		variables[r.name] = r.v
	}
	return &hcl.EvalContext{Variables: variables, Functions: e.funcs}, diags, kept
}

func countRef(ref *addrs.Reference, inst *Instance) (cty.Value, hcl.Diagnostics) {
	if inst == nil || !inst.CountSet {
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  `Reference to "count" in non-counted context`,
			Detail:   `The "count" object can only be used in "module", "resource", and "data" blocks, and only when the "count" argument is set.`,
			Subject:  ref.Range.Ptr(),
		}}
	}
	if ref.Name != "index" {
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  `Invalid "count" attribute`,
			Detail:   fmt.Sprintf(`The "count" object does not have an attribute named %q. The only supported attribute is count.index, which is the index of each instance of a resource block that has the "count" argument set.`, ref.Name),
			Subject:  ref.Range.Ptr(),
		}}
	}
	return inst.CountIndex, nil
}

func eachRef(ref *addrs.Reference, inst *Instance) (cty.Value, hcl.Diagnostics) {
	if inst == nil || !inst.ForEachSet {
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  `Reference to "each" in context without for_each`,
			Detail:   `The "each" object can be used only in "module" or "resource" blocks, and only when the "for_each" argument is set.`,
			Subject:  ref.Range.Ptr(),
		}}
	}
	switch ref.Name {
	case "key":
		return inst.EachKey, nil
	case "value":
		return inst.EachValue, nil
	}
	return cty.DynamicVal, hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  `Invalid "each" attribute`,
		Detail:   fmt.Sprintf(`The "each" object does not have an attribute named %q. The supported attributes are each.key and each.value, the current key and value pair of the "for_each" attribute set.`, ref.Name),
		Subject:  ref.Range.Ptr(),
	}}
}

// nameSuggestion returns the candidate closest to given, if close enough.
func nameSuggestion(given string, candidates []string) string {
	sort.Strings(candidates)
	best, bestDist := "", 3
	for _, c := range candidates {
		if d := levenshtein.Distance(given, c, nil); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

func didYouMean(given string, candidates []string) string {
	if s := nameSuggestion(given, candidates); s != "" {
		return fmt.Sprintf(" Did you mean %q?", s)
	}
	return ""
}

func (s *Scope) refVar(ref *addrs.Reference) (cty.Value, hcl.Diagnostics) {
	if _, ok := s.Module().Variables[ref.Name]; !ok {
		names := make([]string, 0)
		for n := range s.Module().Variables {
			names = append(names, n)
		}
		detail := fmt.Sprintf("An input variable with the name %q has not been declared.", ref.Name)
		if sug := didYouMean(ref.Name, names); sug != "" {
			detail += sug
		} else {
			detail += fmt.Sprintf(" This variable can be declared with a variable %q {} block.", ref.Name)
		}
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Reference to undeclared input variable",
			Detail:   detail,
			Subject:  ref.Range.Ptr(),
		}}
	}
	if v, ok := s.memoHit("var." + ref.Name); ok {
		return v, nil
	}
	return s.Var(ref.Name)
}

func (s *Scope) refLocal(ref *addrs.Reference) (cty.Value, hcl.Diagnostics) {
	if _, ok := s.Module().Locals[ref.Name]; !ok {
		names := make([]string, 0)
		for n := range s.Module().Locals {
			names = append(names, n)
		}
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Reference to undeclared local value",
			Detail:   fmt.Sprintf("A local value with the name %q has not been declared.%s", ref.Name, didYouMean(ref.Name, names)),
			Subject:  ref.Range.Ptr(),
		}}
	}
	if v, ok := s.memoHit("local." + ref.Name); ok {
		return v, nil
	}
	return s.Local(ref.Name)
}

func (s *Scope) refModule(ref *addrs.Reference) (cty.Value, hcl.Diagnostics) {
	if _, ok := s.Module().ModuleCalls[ref.Name]; !ok {
		names := make([]string, 0)
		for n := range s.Module().ModuleCalls {
			names = append(names, n)
		}
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Reference to undeclared module",
			Detail:   fmt.Sprintf("No module call named %q is declared in %s.%s", ref.Name, s.moduleDisplay(), didYouMean(ref.Name, names)),
			Subject:  ref.Range.Ptr(),
		}}
	}
	if v, ok := s.memoHit("module." + ref.Name); ok {
		return v, nil
	}
	return s.ModuleCallValue(ref.Name)
}

func (s *Scope) refResource(ref *addrs.Reference) (cty.Value, hcl.Diagnostics) {
	var r *config.Resource
	key := ref.Resource.Type + "." + ref.Resource.Name
	if ref.Resource.Mode == addrs.Data {
		r = s.Module().DataResources[key]
	} else {
		r = s.Module().ManagedResources[key]
	}
	if r == nil {
		kind := "managed resource"
		if ref.Resource.Mode == addrs.Data {
			kind = "data resource"
		}
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Reference to undeclared resource",
			Detail:   fmt.Sprintf("A %s %q %q has not been declared in %s.", kind, ref.Resource.Type, ref.Resource.Name, s.moduleDisplay()),
			Subject:  ref.Range.Ptr(),
		}}
	}
	var diags hcl.Diagnostics
	// A counted or for_each resource must be indexed before its attributes
	// are read.
	if (r.Count != nil || r.ForEach != nil) && len(ref.Remaining) > 0 {
		if attr, ok := ref.Remaining[0].(hcl.TraverseAttr); ok {
			_ = attr
			arg, example := "count", ref.Resource.String()+"[count.index]"
			intro := "For example, to correlate with indices of a referring resource, use:"
			if r.ForEach != nil {
				arg, example = "for_each", ref.Resource.String()+"[each.key]"
				intro = "For example, to correlate with indices of a referring resource, use:"
			}
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Missing resource instance key",
				Detail:   fmt.Sprintf("Because %s has %q set, its attributes must be accessed on specific instances.\n\n%s\n    %s", ref.Resource, arg, intro, example),
				Subject:  hcl.RangeBetween(ref.Range, ref.Remaining[0].SourceRange()).Ptr(),
			})
			return marks.ErroredVal(cty.DynamicPseudoType), diags
		}
	}
	if r.Count == nil && r.ForEach == nil && len(ref.Remaining) > 0 {
		if _, ok := ref.Remaining[0].(hcl.TraverseIndex); ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unexpected resource instance key",
				Detail:   fmt.Sprintf("Because %s does not have \"count\" or \"for_each\" set, references to it must not include an index key. Remove the bracketed index to refer to the single instance of this resource.", ref.Resource),
				Subject:  hcl.RangeBetween(ref.Range, ref.Remaining[0].SourceRange()).Ptr(),
			})
			return marks.ErroredVal(cty.DynamicPseudoType), diags
		}
	}
	if s.ev.opts.Resources == nil {
		return marks.ErroredVal(cty.DynamicPseudoType), diags
	}
	var v cty.Value
	var d hcl.Diagnostics
	s.ev.nested(func() { v, d = s.ev.opts.Resources.ResourceValue(s, r) })
	return v, append(diags, d...)
}

// memoHit is memoized's answer for a value already evaluated, without
// making memoized's key and closure: references to variables, locals
// and module calls are resolved for every instance that makes them, and
// the key (a concatenation that does not escape here) and the closure
// were a few percent of a plan's allocation.
func (s *Scope) memoHit(key string) (cty.Value, bool) {
	m, ok := s.memo[key]
	if !ok || !m.done {
		return cty.NilVal, false
	}
	s.ev.useDeps(m.deps)
	return m.val, true
}
