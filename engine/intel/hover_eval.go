package intel

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/valuefmt"
	"github.com/zclconf/go-cty/cty"
)

// nodeFinder finds the innermost expression worth evaluating at an
// offset: a reference, a function call, an index or splat expression.
type nodeFinder struct {
	offset int
	stack  []hclsyntax.Node
	found  hclsyntax.Expression
	depth  int
}

func (f *nodeFinder) Enter(n hclsyntax.Node) hcl.Diagnostics {
	f.stack = append(f.stack, n)
	r := n.Range()
	if r.Start.Byte > f.offset || f.offset >= r.End.Byte {
		return nil
	}
	switch e := n.(type) {
	case *hclsyntax.ScopeTraversalExpr, *hclsyntax.RelativeTraversalExpr, *hclsyntax.FunctionCallExpr, *hclsyntax.IndexExpr:
		if len(f.stack) >= f.depth {
			f.found, f.depth = e.(hclsyntax.Expression), len(f.stack)
		}
	}
	return nil
}

func (f *nodeFinder) Exit(hclsyntax.Node) hcl.Diagnostics {
	f.stack = f.stack[:len(f.stack)-1]
	return nil
}

// exprAt returns the expression to evaluate at offset in a parsed file,
// cut after the reference step under the cursor: hovering `web` in
// aws_instance.web.id evaluates aws_instance.web. Inside a splat the
// whole splat expression is evaluated.
func exprAt(f *hcl.File, offset int) hclsyntax.Expression {
	body, ok := f.Body.(*hclsyntax.Body)
	if !ok {
		return nil
	}
	nf := &nodeFinder{offset: offset}
	hclsyntax.Walk(body, nf)
	// A splat's per-element expression means nothing alone.
	var splat *hclsyntax.SplatExpr
	hclsyntax.VisitAll(body, func(n hclsyntax.Node) hcl.Diagnostics {
		if s, ok := n.(*hclsyntax.SplatExpr); ok {
			r := s.Each.Range()
			if r.Start.Byte <= offset && offset < s.Range().End.Byte && offset >= s.Source.Range().End.Byte {
				splat = s
			}
		}
		return nil
	})
	if splat != nil {
		return splat
	}
	switch e := nf.found.(type) {
	case *hclsyntax.ScopeTraversalExpr:
		t := cutTraversal(e.Traversal, offset, true)
		return &hclsyntax.ScopeTraversalExpr{Traversal: t, SrcRange: hcl.RangeBetween(t[0].SourceRange(), t[len(t)-1].SourceRange())}
	case *hclsyntax.RelativeTraversalExpr:
		t := cutTraversal(e.Traversal, offset, false)
		return &hclsyntax.RelativeTraversalExpr{Source: e.Source, Traversal: t, SrcRange: hcl.RangeBetween(e.Source.Range(), t[len(t)-1].SourceRange())}
	}
	return nf.found
}

// cutTraversal keeps the steps of a traversal up to the one at offset,
// keeping whole the object an absolute reference names.
func cutTraversal(t hcl.Traversal, offset int, abs bool) hcl.Traversal {
	keep := len(t)
	for i, st := range t {
		r := st.SourceRange()
		if r.Start.Byte <= offset && offset < r.End.Byte {
			keep = i + 1
		}
	}
	if abs {
		min := 2
		switch t.RootName() {
		case "self":
			min = 1
		case "data":
			min = 3
		}
		if keep < min {
			keep = min
		}
	}
	if keep > len(t) {
		keep = len(t)
	}
	return t[:keep]
}

// target is one instance an expression is evaluated in.
type target struct {
	scope *eval.Scope
	inst  *eval.Instance
	label string
}

// targets lists the instances an expression of the block top (a
// top-level block; nil at the top level) is evaluated in: each instance
// of its module, and of the resource or module call itself. withSelf
// sets self to the resource instance.
func (e *evalEnv) targets(dir string, top *block, withSelf bool) []target {
	var out []target
	for _, s := range e.scopes(dir) {
		base := s.Path.String()
		if top == nil || len(out) >= maxInstances {
			out = append(out, target{scope: s, label: base})
			continue
		}
		mod := s.Module()
		switch top.Type {
		case "resource", "data":
			r := mod.ManagedResources[top.label(0)+"."+top.label(1)]
			if top.Type == "data" {
				r = mod.DataResources[top.label(0)+"."+top.label(1)]
			}
			if r == nil {
				out = append(out, target{scope: s, label: base})
				continue
			}
			out = append(out, e.resourceTargets(s, r, withSelf)...)
		case "module":
			call := mod.ModuleCalls[top.label(0)]
			if call == nil || (call.Count == nil && call.ForEach == nil) {
				out = append(out, target{scope: s, label: base})
				continue
			}
			x, d := s.ModuleExpansion(call.Name)
			if d.HasErrors() || !x.Known {
				out = append(out, target{scope: s, inst: x.Instance(nil), label: base})
				continue
			}
			for _, k := range x.Keys {
				out = append(out, target{scope: s, inst: x.Instance(k), label: s.Path.Child(call.Name, k).String()})
			}
		default:
			out = append(out, target{scope: s, label: base})
		}
	}
	if len(out) > maxInstances {
		out = out[:maxInstances]
	}
	return out
}

// resourceTargets lists the instances of a resource.
func (e *evalEnv) resourceTargets(s *eval.Scope, r *config.Resource, withSelf bool) []target {
	res := r.Addr()
	x, d := s.Expand(r.Count, r.ForEach)
	if d.HasErrors() || !x.Known {
		return []target{{scope: s, inst: x.Instance(nil), label: addrs.AbsResource{Module: s.Path, Resource: res}.String()}}
	}
	var all cty.Value
	if withSelf {
		all, _ = e.src.ResourceValue(s, r)
	}
	var out []target
	for _, k := range x.Keys {
		inst := x.Instance(k)
		if withSelf {
			if inst == nil {
				inst = &eval.Instance{}
			}
			inst.SelfSet, inst.Self = true, instanceOf(all, k)
		}
		out = append(out, target{scope: s, inst: inst, label: addrs.AbsResourceInstance{Module: s.Path, Resource: res.Instance(k)}.String()})
	}
	return out
}

// instanceOf picks one instance out of a resource's value.
func instanceOf(all cty.Value, k addrs.InstanceKey) cty.Value {
	if all == cty.NilVal || !all.IsKnown() || all.IsNull() {
		return cty.DynamicVal
	}
	switch key := k.(type) {
	case addrs.IntKey:
		if all.Type().IsTupleType() && int(key) < all.LengthInt() {
			return all.Index(cty.NumberIntVal(int64(key)))
		}
	case addrs.StringKey:
		if all.Type().IsObjectType() && all.Type().HasAttribute(string(key)) {
			return all.GetAttr(string(key))
		}
	case nil:
		return all
	}
	return cty.DynamicVal
}

// evaluate evaluates an expression in each target and puts the values
// (or the first error) into info.
func (e *evalEnv) evaluate(info *Info, expr hcl.Expression, targets []target) {
	var results []result
	for _, t := range targets {
		v, diags := t.scope.Expr(expr, cty.DynamicPseudoType, t.inst)
		diags = append(diags, e.ev.TakeDiags()...)
		results = append(results, result{label: t.label, val: v, diags: diags})
	}
	e.fill(info, results)
}

// fill formats results into info: one value when every instance agrees,
// else a value per instance.
func (e *evalEnv) fill(info *Info, results []result) {
	info.ValueSource = e.source
	var values []InstanceValue
	for _, r := range results {
		if r.diags.HasErrors() || marks.IsErrored(r.val) {
			if info.Error == "" {
				info.Error = firstError(r.diags)
			}
			continue
		}
		values = append(values, InstanceValue{Instance: r.label, Value: clip(valuefmt.Format(r.val))})
	}
	if len(values) == 0 {
		return
	}
	info.Error = ""
	same := true
	for _, v := range values[1:] {
		if v.Value != values[0].Value {
			same = false
		}
	}
	if same && len(values) == len(results) {
		info.Value = values[0].Value
		return
	}
	info.Values = values
}

// maxValueLines bounds a value's text: a hover is no place for a
// thousand instances.
const maxValueLines = 200

// clip cuts a long value's text after maxValueLines lines.
func clip(s string) string {
	n, i := 0, 0
	for i < len(s) {
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			return s
		}
		i += j + 1
		if n++; n == maxValueLines {
			return s[:i] + "…"
		}
	}
	return s
}

// firstError renders the first error of diagnostics.
func firstError(diags hcl.Diagnostics) string {
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			msg := d.Summary
			if d.Detail != "" {
				msg += ": " + d.Detail
			}
			return strings.TrimSpace(msg)
		}
	}
	return "The expression cannot be evaluated."
}
