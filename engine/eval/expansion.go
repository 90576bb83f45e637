package eval

import (
	"fmt"
	"github.com/tfplay/tfplay/engine/diagnostics"
	"github.com/tfplay/tfplay/engine/funcs"
	"math/big"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// Expansion is the result of evaluating count or for_each.
type Expansion struct {
	// Mode is "" (neither), "count" or "for_each".
	Mode string
	// Known is false when the keys cannot be determined yet (validate).
	Known bool
	Keys  []addrs.InstanceKey
	// Each holds each.value per for_each key.
	Each map[addrs.InstanceKey]cty.Value
}

// Instance returns the instance data for one key.
func (x *Expansion) Instance(k addrs.InstanceKey) *Instance {
	switch x.Mode {
	case "count":
		if k == nil {
			return &Instance{CountSet: true, CountIndex: cty.UnknownVal(cty.Number)}
		}
	case "for_each":
		if k == nil {
			return &Instance{ForEachSet: true, EachKey: cty.UnknownVal(cty.String), EachValue: cty.DynamicVal}
		}
		return KeyInstance(k, x.Each[k])
	default:
		return nil
	}
	return KeyInstance(k, cty.NilVal)
}

// Expand evaluates a resource's count or for_each expression (at most one
// is set) in this scope. Its instances count against MaxTotalInstances.
func (s *Scope) Expand(count, forEach hcl.Expression) (*Expansion, hcl.Diagnostics) {
	x, site, ctx, diags := s.expand(count, forEach)
	if site == nil {
		// A single instance is counted with its module instance.
		return x, diags
	}
	return s.limitExpansion(x, diags, site, site.Range(), 1, ctx)
}

// expand evaluates count or for_each, returning which of them was set
// (nil for neither) and the context it was evaluated in.
func (s *Scope) expand(count, forEach hcl.Expression) (*Expansion, hcl.Expression, *hcl.EvalContext, hcl.Diagnostics) {
	switch {
	case count != nil:
		x, ctx, diags := s.expandCount(count)
		return x, count, ctx, diags
	case forEach != nil:
		x, ctx, diags := s.expandForEach(forEach)
		return x, forEach, ctx, diags
	}
	return &Expansion{Known: true, Keys: []addrs.InstanceKey{addrs.NoKey}}, nil, nil, nil
}

func (s *Scope) expandCount(expr hcl.Expression) (*Expansion, *hcl.EvalContext, hcl.Diagnostics) {
	x := &Expansion{Mode: "count"}
	val, ctx, diags, ok := s.expansionValue(expr)
	if !ok {
		return x, ctx, diags
	}
	bad := func(detail string) (*Expansion, *hcl.EvalContext, hcl.Diagnostics) {
		return x, ctx, append(diags, expansionError("Invalid count argument", detail, expr, ctx))
	}
	val, _ = val.Unmark()
	if val.IsNull() {
		return bad(`The given "count" argument value is null. An integer is required.`)
	}
	if !val.IsKnown() {
		if s.ev.opts.Mode == ModeValidate || s.ev.opts.Mode == ModeConsole {
			return x, ctx, diags
		}
		x, _, d := bad("The \"count\" value depends on resource attributes that cannot be determined until apply, so Terraform cannot predict how many instances will be created. To work around this, use the -target argument to first apply only the resources that the count depends on.")
		d[len(d)-1].Extra = diagnostics.Cause{Unknown: true}
		return x, ctx, d
	}
	num, err := convert.Convert(val, cty.Number)
	if err != nil {
		return bad(fmt.Sprintf(`The given "count" argument value is unsuitable: %s.`, errorWithPath(err)))
	}
	bf := num.AsBigFloat()
	n, acc := bf.Int64()
	if acc != big.Exact || !bf.IsInt() {
		return bad(`The given "count" argument value is unsuitable: value must be a whole number, between -9223372036854775808 and 9223372036854775807.`)
	}
	if n < 0 {
		return bad(`The given "count" argument value is unsuitable: must be greater than or equal to zero.`)
	}
	if n > MaxInstances {
		return bad(fmt.Sprintf(`The given "count" argument value is %d, more than tfplay's limit of %d instances per resource or module.`, n, MaxInstances))
	}
	x.Known = true
	for i := 0; i < int(n); i++ {
		x.Keys = append(x.Keys, addrs.IntKey(i))
	}
	return x, ctx, diags
}

func (s *Scope) expandForEach(expr hcl.Expression) (*Expansion, *hcl.EvalContext, hcl.Diagnostics) {
	x := &Expansion{Mode: "for_each", Each: map[addrs.InstanceKey]cty.Value{}}
	val, ctx, diags, ok := s.expansionValue(expr)
	if !ok {
		return x, ctx, diags
	}
	bad := func(detail string) (*Expansion, *hcl.EvalContext, hcl.Diagnostics) {
		return x, ctx, append(diags, expansionError("Invalid for_each argument", detail, expr, ctx))
	}
	if val.HasMark(marks.Sensitive) {
		x, _, d := bad("Sensitive values, or values derived from sensitive values, cannot be used as for_each arguments. If used, the sensitive value could be exposed as a resource instance key.")
		d[len(d)-1].Extra = diagnostics.Cause{Sensitive: true}
		return x, ctx, d
	}
	val, _ = val.Unmark()
	ty := val.Type()
	if val.IsNull() {
		return bad(`The given "for_each" argument value is unsuitable: the given "for_each" argument value is null. A map, or set of strings is allowed.`)
	}
	switch {
	case ty.IsMapType() || ty.IsObjectType():
	case ty.IsSetType():
		if !ty.ElementType().Equals(cty.String) && ty.ElementType() != cty.DynamicPseudoType {
			return bad(fmt.Sprintf(`The given "for_each" argument value is unsuitable: "for_each" supports maps and sets of strings, but you have provided a set containing type %s.`, ty.ElementType().FriendlyName()))
		}
	case ty == cty.DynamicPseudoType:
	default:
		return bad(fmt.Sprintf(`The given "for_each" argument value is unsuitable: the "for_each" argument must be a map, or set of strings, and you have provided a value of type %s.`, ty.FriendlyName()))
	}
	// The size is checked before anything walks the elements.
	if val.IsKnown() && val.CanIterateElements() && val.LengthInt() > MaxInstances {
		return bad(fmt.Sprintf(`The given "for_each" argument value has %d elements, more than tfplay's limit of %d instances per resource or module.`, val.LengthInt(), MaxInstances))
	}
	if !val.IsWhollyKnown() && (ty.IsSetType() || ty == cty.DynamicPseudoType || !val.IsKnown()) {
		if s.ev.opts.Mode == ModeValidate || s.ev.opts.Mode == ModeConsole {
			return x, ctx, diags
		}
		if ty.IsSetType() || !val.IsKnown() {
			what := "set"
			if !ty.IsSetType() {
				what = "map"
			}
			x, _, d := bad(fmt.Sprintf("The \"for_each\" %s includes values derived from resource attributes that cannot be determined until apply, and so Terraform cannot determine the full set of keys that will identify the instances of this resource.\n\nWhen working with unknown values in for_each, it's better to use a map value where the keys are defined statically in your configuration and where only the values contain apply-time results.\n\nAlternatively, you could use the -target planning option to first apply only the resources that the for_each value depends on, and then apply a second time to fully converge.", what))
			d[len(d)-1].Extra = diagnostics.Cause{Unknown: true}
			return x, ctx, d
		}
	}
	x.Known = true
	for it := val.ElementIterator(); it.Next(); {
		k, v := it.Element()
		if ty.IsSetType() {
			if k.IsNull() {
				return bad(`The given "for_each" argument value is unsuitable: "for_each" sets must not contain null values.`)
			}
			k, _ = k.Unmark()
			v = k
		}
		key := addrs.StringKey(k.AsString())
		x.Keys = append(x.Keys, key)
		x.Each[key] = v
	}
	sort.Slice(x.Keys, func(i, j int) bool { return addrs.KeyLess(x.Keys[i], x.Keys[j]) })
	return x, ctx, diags
}

// expansionValue evaluates a count or for_each expression; ok is false
// when it failed (or derives from a failure), with nothing more to check.
func (s *Scope) expansionValue(expr hcl.Expression) (cty.Value, *hcl.EvalContext, hcl.Diagnostics, bool) {
	ctx, diags := s.Context(funcs.Variables(expr), nil)
	if diags.HasErrors() {
		return cty.NilVal, ctx, diags, false
	}
	val, d := s.ev.EvalExpr(expr, ctx)
	diags = append(diags, d...)
	if d.HasErrors() || marks.IsErrored(val) {
		return cty.NilVal, ctx, diags, false
	}
	return val, ctx, diags, true
}

// expansionError is an "Invalid count argument" or "Invalid for_each
// argument" error about expr.
func expansionError(summary, detail string, expr hcl.Expression, ctx *hcl.EvalContext) *hcl.Diagnostic {
	return &hcl.Diagnostic{
		Severity:    hcl.DiagError,
		Summary:     summary,
		Detail:      detail,
		Subject:     expr.Range().Ptr(),
		Expression:  expr,
		EvalContext: ctx,
	}
}
