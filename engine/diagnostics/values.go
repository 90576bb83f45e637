package diagnostics

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"

	"github.com/tfplay/tfplay/engine/marks"
)

// ExpressionValues lists what the references in the diagnostic's
// expression evaluated to ("var.x is ..."), as Terraform shows under a
// snippet. It needs the Expression and EvalContext recorded on the
// diagnostic and returns an empty (non-nil) list without them.
//
// Each reference is shortened step by step until it evaluates without
// error; references of a single name (iteration symbols) are not shown.
// Sensitive, ephemeral and unknown values are described only when the
// diagnostic says it was caused by them (see Cause); values with marks
// of other kinds are left out. The result is sorted by reference, without
// duplicates.
func ExpressionValues(d *hcl.Diagnostic) []ExpressionValue {
	vals := []ExpressionValue{}
	if d.Expression == nil || d.EvalContext == nil {
		return vals
	}
	cause := causeOf(d)
	seen := map[string]bool{}
	for _, tr := range d.Expression.Variables() {
		for ; len(tr) > 1; tr = tr[:len(tr)-1] {
			v, diags := tr.TraverseAbs(d.EvalContext)
			if diags.HasErrors() {
				continue
			}
			name := TraversalString(tr)
			if seen[name] {
				break
			}
			if stmt, ok := statement(v, cause); ok {
				vals = append(vals, ExpressionValue{Traversal: name, Statement: stmt})
				seen[name] = true
			}
			break
		}
	}
	sort.SliceStable(vals, func(i, j int) bool { return vals[i].Traversal < vals[j].Traversal })
	return vals
}

// statement describes v the way Terraform does after a reference, or
// reports false when v must not be mentioned.
func statement(v cty.Value, c Cause) (string, bool) {
	_, vm := v.Unmark()
	for m := range vm {
		if m != marks.Sensitive && m != marks.Ephemeral {
			return "", false
		}
	}
	sensitive, ephemeral := v.HasMark(marks.Sensitive), v.HasMark(marks.Ephemeral)
	switch {
	case sensitive && ephemeral:
		if !c.Sensitive || !c.Ephemeral {
			return "", false
		}
		return "has an ephemeral, sensitive value", true
	case sensitive:
		if !c.Sensitive {
			return "", false
		}
		return "has a sensitive value", true
	case ephemeral:
		if !c.Ephemeral {
			return "", false
		}
		return "has an ephemeral value", true
	case !v.IsKnown():
		return unknownStatement(v, c.Unknown)
	default:
		return "is " + CompactValue(v), true
	}
}

// unknownStatement describes an unknown value: only its type unless the
// diagnostic was caused by unknown values, in which case it says the value
// is known only after apply, with any known length bounds of a collection.
func unknownStatement(v cty.Value, causedByUnknown bool) (string, bool) {
	ty := v.Type()
	if ty == cty.DynamicPseudoType {
		if !causedByUnknown {
			return "", false
		}
		return "will be known only after apply", true
	}
	name := ty.FriendlyName()
	if !causedByUnknown {
		return "is a " + name, true
	}
	const suffix = ", known only after apply"
	if !ty.IsCollectionType() {
		return "is a " + name + suffix, true
	}
	// Upper bounds above this are not worth showing.
	const maxShown = 1024
	rng := v.Range()
	lo, hi := rng.LengthLowerBound(), rng.LengthUpperBound()
	switch {
	case lo == hi:
		return fmt.Sprintf("is a %s of length %d%s", name, lo, suffix), true
	case lo != 0 && hi <= maxShown:
		return fmt.Sprintf("is a %s with between %d and %d elements%s", name, lo, hi, suffix), true
	case lo != 0:
		return fmt.Sprintf("is a %s with at least %d elements%s", name, lo, suffix), true
	case hi <= maxShown:
		return fmt.Sprintf("is a %s with up to %d elements%s", name, hi, suffix), true
	default:
		return "is a " + name + suffix, true
	}
}

// CompactValue is the short description of a known value used in
// diagnostics: strings quoted, numbers with up to 10 significant digits,
// and for collections and objects only their kind and size (never their
// content, which might be partly sensitive).
func CompactValue(v cty.Value) string {
	v, vm := v.Unmark()
	if _, ok := vm[marks.Sensitive]; ok {
		return "(sensitive value)"
	}
	ty := v.Type()
	switch {
	case v.IsNull():
		return "null"
	case !v.IsKnown():
		return "(not yet known)"
	case ty == cty.Bool:
		if v.True() {
			return "true"
		}
		return "false"
	case ty == cty.Number:
		return v.AsBigFloat().Text('g', 10)
	case ty == cty.String:
		return fmt.Sprintf("%q", v.AsString())
	case ty.IsCollectionType() || ty.IsTupleType():
		switch n := v.LengthInt(); n {
		case 0:
			return "empty " + ty.FriendlyName()
		case 1:
			return ty.FriendlyName() + " with 1 element"
		default:
			return fmt.Sprintf("%s with %d elements", ty.FriendlyName(), n)
		}
	case ty.IsObjectType():
		attrs := ty.AttributeTypes()
		switch len(attrs) {
		case 0:
			return "object with no attributes"
		case 1:
			for name := range attrs {
				return fmt.Sprintf("object with 1 attribute %q", name)
			}
		}
		return fmt.Sprintf("object with %d attributes", len(attrs))
	default:
		return ty.FriendlyName()
	}
}

// TraversalString renders a reference for a diagnostic: `var.x`,
// `aws_instance.a[0].id`, `each.value["k"]`; index keys that are not
// primitive values are shown as `[...]`.
func TraversalString(tr hcl.Traversal) string {
	var b strings.Builder
	for _, step := range tr {
		switch s := step.(type) {
		case hcl.TraverseRoot:
			b.WriteString(s.Name)
		case hcl.TraverseAttr:
			b.WriteString("." + s.Name)
		case hcl.TraverseIndex:
			if s.Key.Type().IsPrimitiveType() {
				b.WriteString("[" + CompactValue(s.Key) + "]")
			} else {
				b.WriteString("[...]")
			}
		}
	}
	return b.String()
}

// Cause, set as (or wrapped in) a diagnostic's Extra, tells renderers which
// kinds of values caused the problem, so that the values block under the
// snippet mentions them: without it, unknown values are described only by
// their type and sensitive or ephemeral ones are left out, because
// mentioning them would mislead readers about an unrelated error.
type Cause struct {
	Unknown   bool // e.g. an unknown for_each or count
	Sensitive bool // e.g. a sensitive for_each
	Ephemeral bool // e.g. an ephemeral value where none is allowed
	// Wrapped is another Extra value this one wraps, if any.
	Wrapped any
}

// UnwrapDiagnosticExtra implements hcl.DiagnosticExtraUnwrapper.
func (c Cause) UnwrapDiagnosticExtra() any { return c.Wrapped }

// DiagnosticCausedByUnknown reports whether unknown values caused the
// diagnostic.
func (c Cause) DiagnosticCausedByUnknown() bool { return c.Unknown }

// DiagnosticCausedBySensitive reports whether sensitive values caused the
// diagnostic.
func (c Cause) DiagnosticCausedBySensitive() bool { return c.Sensitive }

// DiagnosticCausedByEphemeral reports whether ephemeral values caused the
// diagnostic.
func (c Cause) DiagnosticCausedByEphemeral() bool { return c.Ephemeral }

// causeOf collects the causes declared anywhere in d's Extra chain through
// the three DiagnosticCausedBy* methods, so other Extra types can declare
// them too.
func causeOf(d *hcl.Diagnostic) Cause {
	var c Cause
	if x, ok := hcl.DiagnosticExtra[interface{ DiagnosticCausedByUnknown() bool }](d); ok {
		c.Unknown = x.DiagnosticCausedByUnknown()
	}
	if x, ok := hcl.DiagnosticExtra[interface{ DiagnosticCausedBySensitive() bool }](d); ok {
		c.Sensitive = x.DiagnosticCausedBySensitive()
	}
	if x, ok := hcl.DiagnosticExtra[interface{ DiagnosticCausedByEphemeral() bool }](d); ok {
		c.Ephemeral = x.DiagnosticCausedByEphemeral()
	}
	return c
}

// FunctionCall identifies the function whose call failed, as in the
// "function_call" member of a JSON snippet.
type FunctionCall struct {
	CalledAs  string             `json:"called_as"`
	Signature *FunctionSignature `json:"signature,omitempty"`
}

// FunctionSignature describes a function's parameters and result type.
type FunctionSignature struct {
	Name          string          `json:"name"`
	Params        []FunctionParam `json:"params"`
	VariadicParam *FunctionParam  `json:"variadic_param,omitempty"`
	ReturnType    json.RawMessage `json:"return_type"`
}

// FunctionParam is one parameter of a FunctionSignature.
type FunctionParam struct {
	Name string          `json:"name"`
	Type json.RawMessage `json:"type"`
}

// String renders the call as the human values block shows it:
// "name(param, param, rest...)".
func (c *FunctionCall) String() string {
	var params []string
	if c.Signature != nil {
		for _, p := range c.Signature.Params {
			params = append(params, p.Name)
		}
		if vp := c.Signature.VariadicParam; vp != nil {
			params = append(params, vp.Name+"...")
		}
	}
	return c.CalledAs + "(" + strings.Join(params, ", ") + ")"
}

// DescribeFunctionCall returns the failed call a diagnostic reports, when
// the diagnostic comes from a function call (hclsyntax.FunctionCallDiagExtra)
// and records its expression and evaluation context; nil otherwise. The
// signature is filled in when the function is defined in that very
// context: like Terraform, its parents are not searched, so a call inside
// a for expression (which evaluates in a child context) has none, and a
// call without signature is not shown in the human rendering.
func DescribeFunctionCall(d *hcl.Diagnostic) *FunctionCall {
	if d.Expression == nil || d.EvalContext == nil {
		return nil
	}
	info, ok := hcl.DiagnosticExtra[hclsyntax.FunctionCallDiagExtra](d)
	if !ok || info.CalledFunctionName() == "" {
		return nil
	}
	call := &FunctionCall{CalledAs: info.CalledFunctionName()}
	f, ok := d.EvalContext.Functions[call.CalledAs]
	if !ok {
		return call
	}
	name := call.CalledAs
	if i := strings.LastIndex(name, "::"); i >= 0 {
		name = name[i+2:]
	}
	sig := &FunctionSignature{Name: name, Params: []FunctionParam{}}
	var argTypes []cty.Type
	for _, p := range f.Params() {
		sig.Params = append(sig.Params, describeParam(p))
		argTypes = append(argTypes, p.Type)
	}
	if vp := f.VarParam(); vp != nil {
		p := describeParam(*vp)
		sig.VariadicParam = &p
		argTypes = append(argTypes, vp.Type)
	}
	ret, err := f.ReturnType(argTypes)
	if err != nil {
		ret = cty.DynamicPseudoType
	}
	sig.ReturnType, _ = ret.MarshalJSON()
	call.Signature = sig
	return call
}

func describeParam(p function.Parameter) FunctionParam {
	ty, _ := p.Type.MarshalJSON()
	return FunctionParam{Name: p.Name, Type: ty}
}
