package core

import (
	"encoding/json"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/workbudget"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// hintingFactory wraps a provider factory so that every provider that
// infers its schemas from the configuration (providers.ReadHinter, the
// generic mock) learns what the configuration reads from its objects, and
// which arguments the objects of the prior state (st, may be nil) were
// created with that the configuration no longer sets. The configuration
// is walked once, and only when such a provider asks.
func hintingFactory(f providers.Factory, cfg *config.Config, st *states.State) providers.Factory {
	if f == nil || cfg == nil {
		return f
	}
	var reads *providers.ConfigReads
	get := func() providers.ConfigReads {
		if reads == nil {
			r := AttributeReads(cfg)
			r.Stored = StoredArguments(st, r.Arguments)
			reads = &r
		}
		return *reads
	}
	return func(source string) (providers.Interface, bool) {
		p, known := f(source)
		if h, ok := p.(providers.ReadHinter); ok {
			h.HintReads(get)
		}
		return p, known
	}
}

// AttributeReads walks every expression of a configuration, in every
// module, and lists the attribute paths read from resources and data
// sources, per type, with the arguments each type's blocks set. It follows
// the forms people write: attribute and index traversals
// (data.ucloud_images.default.images[0].id, ucloud_instance.web[0].private_ip),
// splats, for expressions over a resource's attribute or over a counted
// resource's instances, self in provisioners and connections, and the
// collection functions one, element, lookup, values, tolist and toset.
// Expressions in JSON syntax give their references' plain traversals.
func AttributeReads(cfg *config.Config) providers.ConfigReads {
	w := &readsWalker{
		reads: map[string]map[string]providers.AttributeRead{},
		args:  map[string]map[string]bool{},
		conf:  map[string]*configuredBlock{},
		vars:  map[string]*readRef{},
		anon:  map[*hclsyntax.AnonSymbolExpr]*readRef{},
	}
	var walk func(c *config.Config)
	walk = func(c *config.Config) {
		w.module(c.Module)
		names := make([]string, 0, len(c.Children))
		for n := range c.Children {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			walk(c.Children[n])
		}
	}
	walk(cfg)
	ret := providers.ConfigReads{Reads: map[string][]providers.AttributeRead{}, Arguments: map[string][]string{}}
	for key, rs := range w.reads {
		for _, id := range sortedKeys(rs) {
			ret.Reads[key] = append(ret.Reads[key], rs[id])
		}
	}
	for key, names := range w.args {
		ret.Arguments[key] = sortedKeys(names)
	}
	ret.Configured = exportConfigured(w.conf)
	return ret
}

// readRef is a path into the objects of one resource type, as far as an
// expression has gone.
type readRef struct {
	key  string
	path cty.Path
	// instances is set while the expression still holds all the instances
	// of a resource with count or for_each: the next index picks one.
	instances bool
}

// step returns the reference one step further: an instance when the
// reference holds instances, else the element or attribute.
func (r *readRef) step(s cty.PathStep) *readRef {
	if r.instances {
		if _, ok := s.(cty.IndexStep); ok {
			return &readRef{key: r.key, path: r.path}
		}
	}
	p := make(cty.Path, len(r.path), len(r.path)+1)
	copy(p, r.path)
	return &readRef{key: r.key, path: append(p, s)}
}

// anyElement is the index of an element chosen at run time.
var anyElement = cty.IndexStep{Key: cty.UnknownVal(cty.Number)}

// readsWalker collects the reads of a configuration.
type readsWalker struct {
	mod *config.Module
	// self is the key of the resource whose body is being walked.
	self  string
	vars  map[string]*readRef
	anon  map[*hclsyntax.AnonSymbolExpr]*readRef
	reads map[string]map[string]providers.AttributeRead
	args  map[string]map[string]bool
	// conf records the static types of the arguments each type's blocks
	// set (attribute_reads_types.go).
	conf map[string]*configuredBlock
	// typeMemo holds the static types of the expressions references
	// lead to.
	typeMemo map[hcl.Expression]cty.Type
}

// wantCollection is the Want of a value used as a collection.
var wantCollection = cty.List(cty.DynamicPseudoType)

func (w *readsWalker) module(m *config.Module) {
	w.mod = m
	for _, name := range sortedKeys(m.ManagedResources) {
		w.resource(m.ManagedResources[name], m.ManagedResources[name].Type)
	}
	for _, name := range sortedKeys(m.DataResources) {
		w.resource(m.DataResources[name], "data."+m.DataResources[name].Type)
	}
	for _, name := range sortedKeys(m.Locals) {
		w.expr(m.Locals[name].Expr, cty.DynamicPseudoType)
	}
	for _, name := range sortedKeys(m.Outputs) {
		o := m.Outputs[name]
		w.expr(o.Expr, cty.DynamicPseudoType)
		w.rules(o.Preconditions)
	}
	for _, name := range sortedKeys(m.ModuleCalls) {
		mc := m.ModuleCalls[name]
		w.expr(mc.Count, cty.Number)
		w.expr(mc.ForEach, wantCollection)
		w.body(mc.Config)
	}
	for _, name := range sortedKeys(m.ProviderConfigs) {
		w.body(m.ProviderConfigs[name].Config)
	}
	for _, name := range sortedKeys(m.Checks) {
		w.rules(m.Checks[name].Asserts)
	}
	for _, name := range sortedKeys(m.Variables) {
		w.rules(m.Variables[name].Validations)
	}
	for _, im := range m.Imports {
		w.expr(im.ID, cty.String)
		w.expr(im.ForEach, wantCollection)
	}
}

// resource walks a resource or data block and records the arguments and
// block types it sets.
func (w *readsWalker) resource(r *config.Resource, key string) {
	if w.args[key] == nil {
		w.args[key] = map[string]bool{}
	}
	if sb, ok := r.Config.(*hclsyntax.Body); ok {
		for name := range sb.Attributes {
			w.args[key][name] = true
		}
		for _, b := range sb.Blocks {
			if b.Type == "dynamic" && len(b.Labels) == 1 {
				w.args[key][b.Labels[0]] = true
			} else {
				w.args[key][b.Type] = true
			}
		}
	} else if r.Config != nil {
		attrs, _ := r.Config.JustAttributes()
		for name := range attrs {
			w.args[key][name] = true
		}
	}
	if w.conf[key] == nil {
		w.conf[key] = &configuredBlock{}
	}
	w.configure(w.conf[key], r.Config)
	w.self = key
	w.expr(r.Count, cty.Number)
	w.expr(r.ForEach, wantCollection)
	w.body(r.Config)
	w.self = ""
}

func (w *readsWalker) rules(rules []*config.CheckRule) {
	for _, cr := range rules {
		w.expr(cr.Condition, cty.Bool)
		w.expr(cr.ErrorMessage, cty.String)
	}
}

// body walks every expression of a body and its nested blocks.
func (w *readsWalker) body(b hcl.Body) {
	if b == nil {
		return
	}
	sb, ok := b.(*hclsyntax.Body)
	if !ok {
		attrs, _ := b.JustAttributes()
		for _, name := range sortedKeys(attrs) {
			w.expr(attrs[name].Expr, cty.DynamicPseudoType)
		}
		return
	}
	for _, name := range sortedKeys(sb.Attributes) {
		want := cty.DynamicPseudoType
		switch name {
		case "count":
			want = cty.Number
		case "for_each":
			want = wantCollection
		}
		w.expr(sb.Attributes[name].Expr, want)
	}
	for _, blk := range sb.Blocks {
		w.body(blk.Body)
	}
}

// expr walks an expression whose value is used as want.
func (w *readsWalker) expr(e hcl.Expression, want cty.Type) {
	if e == nil {
		return
	}
	se, ok := e.(hclsyntax.Expression)
	if !ok {
		for _, t := range e.Variables() {
			if r := w.traversal(t); r != nil {
				w.record(r, cty.DynamicPseudoType)
			}
		}
		return
	}
	if r, handled := w.ref(se); handled {
		if r != nil {
			w.record(r, want)
		}
		return
	}
	switch se := se.(type) {
	case *hclsyntax.ForExpr:
		coll, handled := w.ref(se.CollExpr)
		if !handled {
			w.expr(se.CollExpr, wantCollection)
		}
		saved := map[string]*readRef{se.KeyVar: w.vars[se.KeyVar], se.ValVar: w.vars[se.ValVar]}
		delete(w.vars, se.KeyVar)
		delete(w.vars, se.ValVar)
		if coll != nil {
			w.record(coll, wantCollection)
			w.vars[se.ValVar] = coll.step(cty.IndexStep{Key: cty.DynamicVal})
		}
		w.expr(se.KeyExpr, cty.String)
		w.expr(se.ValExpr, cty.DynamicPseudoType)
		w.expr(se.CondExpr, cty.Bool)
		for name, r := range saved {
			if name == "" {
				continue
			}
			if r == nil {
				delete(w.vars, name)
			} else {
				w.vars[name] = r
			}
		}
	case *hclsyntax.FunctionCallExpr:
		argWant := cty.DynamicPseudoType
		if collectionFuncs[se.Name] {
			argWant = wantCollection
		}
		for _, a := range se.Args {
			w.expr(a, argWant)
		}
	case *hclsyntax.ConditionalExpr:
		w.expr(se.Condition, cty.Bool)
		w.expr(se.TrueResult, want)
		w.expr(se.FalseResult, want)
	case *hclsyntax.BinaryOpExpr:
		operand := cty.DynamicPseudoType
		switch se.Op {
		case hclsyntax.OpAdd, hclsyntax.OpSubtract, hclsyntax.OpMultiply, hclsyntax.OpDivide, hclsyntax.OpModulo,
			hclsyntax.OpGreaterThan, hclsyntax.OpGreaterThanOrEqual, hclsyntax.OpLessThan, hclsyntax.OpLessThanOrEqual:
			operand = cty.Number
		case hclsyntax.OpLogicalAnd, hclsyntax.OpLogicalOr:
			operand = cty.Bool
		}
		w.expr(se.LHS, operand)
		w.expr(se.RHS, operand)
	case *hclsyntax.UnaryOpExpr:
		operand := cty.Bool
		if se.Op == hclsyntax.OpNegate {
			operand = cty.Number
		}
		w.expr(se.Val, operand)
	case *hclsyntax.TemplateExpr:
		for _, p := range se.Parts {
			w.expr(p, cty.String)
		}
	case *hclsyntax.TemplateWrapExpr:
		w.expr(se.Wrapped, cty.String)
	case *hclsyntax.TemplateJoinExpr:
		w.expr(se.Tuple, cty.DynamicPseudoType)
	case *hclsyntax.TupleConsExpr:
		for _, ex := range se.Exprs {
			w.expr(ex, cty.DynamicPseudoType)
		}
	case *hclsyntax.ObjectConsExpr:
		for _, it := range se.Items {
			w.expr(it.KeyExpr, cty.String)
			w.expr(it.ValueExpr, cty.DynamicPseudoType)
		}
	case *hclsyntax.ObjectConsKeyExpr:
		if !se.ForceNonLiteral {
			if _, isName := se.Wrapped.(*hclsyntax.ScopeTraversalExpr); isName {
				// A bare key is a name, not a reference.
				return
			}
		}
		w.expr(se.Wrapped, cty.String)
	case *hclsyntax.LiteralValueExpr:
	default:
		// Other forms: walk their children.
		for _, c := range childExprs(se) {
			w.expr(c, cty.DynamicPseudoType)
		}
	}
}

// collectionFuncs are the functions whose arguments are collections.
var collectionFuncs = map[string]bool{
	"length": true, "toset": true, "tolist": true, "concat": true, "flatten": true, "distinct": true,
	"sort": true, "slice": true, "contains": true, "element": true, "join": true, "compact": true,
	"reverse": true, "one": true, "index": true, "setunion": true, "setintersection": true,
	"setsubtract": true, "setproduct": true, "coalescelist": true, "chunklist": true, "keys": true,
	"values": true, "zipmap": true, "transpose": true, "alltrue": true, "anytrue": true, "sum": true,
}

// ref follows an expression that denotes a path into a resource's objects
// and returns it; handled reports whether the expression is of a form ref
// deals with (it then walked the expression's other parts itself), and
// the reference is nil when the form leads elsewhere.
func (w *readsWalker) ref(e hclsyntax.Expression) (r *readRef, handled bool) {
	switch e := e.(type) {
	case *hclsyntax.ScopeTraversalExpr:
		return w.traversal(e.Traversal), true
	case *hclsyntax.AnonSymbolExpr:
		return w.anon[e], true
	case *hclsyntax.ParenthesesExpr:
		return w.ref(e.Expression)
	case *hclsyntax.RelativeTraversalExpr:
		src := w.source(e.Source)
		if src == nil {
			return nil, true
		}
		return traverse(src, e.Traversal), true
	case *hclsyntax.IndexExpr:
		w.expr(e.Key, cty.DynamicPseudoType)
		src := w.source(e.Collection)
		if src == nil {
			return nil, true
		}
		key := cty.DynamicVal
		if lit, ok := e.Key.(*hclsyntax.LiteralValueExpr); ok && (lit.Val.Type() == cty.Number || lit.Val.Type() == cty.String) {
			key = lit.Val
		} else if tmpl, ok := e.Key.(*hclsyntax.TemplateExpr); ok && tmpl.IsStringLiteral() {
			key, _ = tmpl.Value(nil)
		}
		return src.step(cty.IndexStep{Key: key}), true
	case *hclsyntax.SplatExpr:
		src := w.source(e.Source)
		if src != nil {
			w.anon[e.Item] = src.step(anyElement)
			defer delete(w.anon, e.Item)
		}
		w.expr(e.Each, cty.DynamicPseudoType)
		return nil, true
	case *hclsyntax.FunctionCallExpr:
		if coll := workbudget.Counted(e); coll != nil {
			// The evaluation budget's counting wrapper around the
			// collection of a for expression or a dynamic block.
			return w.ref(coll)
		}
		var src *readRef
		switch e.Name {
		case "one", "element", "lookup", "values", "tolist", "toset", "sort", "distinct", "reverse", "compact", "nonsensitive", "sensitive":
		default:
			return nil, false
		}
		if len(e.Args) > 0 {
			src = w.source(e.Args[0])
			for _, a := range e.Args[1:] {
				w.expr(a, cty.DynamicPseudoType)
			}
		}
		if src == nil {
			return nil, true
		}
		switch e.Name {
		case "one", "element":
			return src.step(anyElement), true
		case "lookup":
			if len(e.Args) > 1 {
				if tmpl, ok := e.Args[1].(*hclsyntax.TemplateExpr); ok && tmpl.IsStringLiteral() {
					k, _ := tmpl.Value(nil)
					return src.step(cty.IndexStep{Key: k}), true
				}
			}
			return src.step(cty.IndexStep{Key: cty.UnknownVal(cty.String)}), true
		case "values":
			if src.instances {
				return src, true
			}
			w.record(src, cty.DynamicPseudoType)
			return nil, true
		}
		if !src.instances {
			w.record(src, wantCollection)
		}
		return nil, true
	}
	return nil, false
}

// source follows the expression an index, traversal or splat starts from,
// walking it as a whole when it is not a reference.
func (w *readsWalker) source(e hclsyntax.Expression) *readRef {
	r, handled := w.ref(e)
	if !handled {
		w.expr(e, cty.DynamicPseudoType)
	}
	return r
}

// traversal resolves a traversal rooted at a resource, a data source,
// self or a for expression's variable.
func (w *readsWalker) traversal(t hcl.Traversal) *readRef {
	if len(t) == 0 || w.mod == nil {
		return nil
	}
	root := t.RootName()
	var r *readRef
	var rest hcl.Traversal
	attr := func(i int) string {
		if i < len(t) {
			if a, ok := t[i].(hcl.TraverseAttr); ok {
				return a.Name
			}
		}
		return ""
	}
	switch {
	case w.vars[root] != nil:
		r, rest = w.vars[root], t[1:]
	case root == "self" && w.self != "":
		r, rest = &readRef{key: w.self}, t[1:]
	case root == "data":
		res := w.mod.DataResources[attr(1)+"."+attr(2)]
		if res == nil {
			return nil
		}
		r, rest = &readRef{key: "data." + res.Type, instances: res.Count != nil || res.ForEach != nil}, t[3:]
	default:
		res := w.mod.ManagedResources[root+"."+attr(1)]
		if res == nil {
			return nil
		}
		r, rest = &readRef{key: res.Type, instances: res.Count != nil || res.ForEach != nil}, t[2:]
	}
	return traverse(r, rest)
}

// traverse follows traversal steps from a reference.
func traverse(r *readRef, t hcl.Traversal) *readRef {
	for _, s := range t {
		switch s := s.(type) {
		case hcl.TraverseAttr:
			r = r.step(cty.GetAttrStep{Name: s.Name})
		case hcl.TraverseIndex:
			r = r.step(cty.IndexStep{Key: s.Key})
		case hcl.TraverseSplat:
			r = r.step(anyElement)
		}
	}
	return r
}

// record notes a read of an attribute.
func (w *readsWalker) record(r *readRef, want cty.Type) {
	if r.instances || len(r.path) == 0 || r.key == "" {
		return
	}
	id := readID(r.path) + " " + want.FriendlyName()
	if w.reads[r.key] == nil {
		w.reads[r.key] = map[string]providers.AttributeRead{}
	}
	if _, ok := w.reads[r.key][id]; !ok {
		w.reads[r.key][id] = providers.AttributeRead{Path: r.path, Want: want}
	}
}

// readID renders a path for deduplication.
func readID(p cty.Path) string {
	s := ""
	for _, step := range p {
		switch step := step.(type) {
		case cty.GetAttrStep:
			s += "." + step.Name
		case cty.IndexStep:
			switch {
			case !step.Key.IsKnown():
				s += "[*" + step.Key.Type().FriendlyName() + "]"
			case step.Key.Type() == cty.String:
				s += "[\"" + step.Key.AsString() + "\"]"
			case step.Key.Type() == cty.Number:
				s += "[" + step.Key.AsBigFloat().Text('f', -1) + "]"
			}
		}
	}
	return s
}

// childExprs lists the direct sub-expressions of an expression.
func childExprs(e hclsyntax.Expression) []hclsyntax.Expression {
	var ret []hclsyntax.Expression
	depth := 0
	hclsyntax.Walk(e, readsChildWalker{enter: func(n hclsyntax.Node) {
		depth++
		if c, ok := n.(hclsyntax.Expression); ok && depth == 2 {
			ret = append(ret, c)
		}
	}, exit: func() { depth-- }})
	return ret
}

// readsChildWalker adapts functions to hclsyntax.Walker.
type readsChildWalker struct {
	enter func(hclsyntax.Node)
	exit  func()
}

func (c readsChildWalker) Enter(n hclsyntax.Node) hcl.Diagnostics { c.enter(n); return nil }
func (c readsChildWalker) Exit(hclsyntax.Node) hcl.Diagnostics    { c.exit(); return nil }

// StoredArguments lists, per managed resource type, the arguments the
// objects of a state were created with (as their provider recorded in
// their private data, see providers.ConfiguredPrivate) that no block of the type sets
// any more (set lists the arguments per type), with the types of their
// stored values; a null value is no argument.
func StoredArguments(st *states.State, set map[string][]string) map[string]map[string]cty.Type {
	if st == nil {
		return nil
	}
	ret := map[string]map[string]cty.Type{}
	for _, mk := range sortedKeys(st.Modules) {
		m := st.Modules[mk]
		for _, rk := range sortedKeys(m.Resources) {
			r := m.Resources[rk]
			if r.Addr.Resource.Mode != addrs.Managed {
				continue
			}
			typeName := r.Addr.Resource.Type
			still := map[string]bool{}
			for _, n := range set[typeName] {
				still[n] = true
			}
			for _, inst := range r.Instances {
				if inst.Current == nil || len(inst.Current.Private) == 0 {
					continue
				}
				var priv providers.ConfiguredPrivate
				if json.Unmarshal(inst.Current.Private, &priv) != nil || len(priv.Arguments) == 0 {
					continue
				}
				var attrs map[string]json.RawMessage
				if json.Unmarshal(inst.Current.AttrsJSON, &attrs) != nil {
					continue
				}
				for _, name := range priv.Arguments {
					raw, ok := attrs[name]
					if !ok || still[name] || name == "id" {
						continue
					}
					ty := storedType(raw)
					if ty == cty.NilType {
						continue
					}
					if ret[typeName] == nil {
						ret[typeName] = map[string]cty.Type{}
					}
					if prev, seen := ret[typeName][name]; seen && !prev.Equals(ty) {
						ty = cty.DynamicPseudoType
					}
					ret[typeName][name] = ty
				}
			}
		}
	}
	if len(ret) == 0 {
		return nil
	}
	return ret
}

// storedType is the type of an attribute's value in state JSON, plain or
// in the {"value", "type"} form of values of any type; cty.NilType for a
// null.
func storedType(raw json.RawMessage) cty.Type {
	var wrapped struct {
		Value json.RawMessage `json:"value"`
		Type  json.RawMessage `json:"type"`
	}
	if json.Unmarshal(raw, &wrapped) == nil && wrapped.Value != nil && wrapped.Type != nil {
		var fields map[string]json.RawMessage
		if json.Unmarshal(raw, &fields) == nil && len(fields) == 2 {
			var ty cty.Type
			if err := ty.UnmarshalJSON(wrapped.Type); err == nil {
				if string(wrapped.Value) == "null" {
					return cty.NilType
				}
				return ty
			}
		}
	}
	if string(raw) == "null" {
		return cty.NilType
	}
	ty, err := ctyjson.ImpliedType(raw)
	if err != nil {
		return cty.NilType
	}
	return literalType(ty)
}
