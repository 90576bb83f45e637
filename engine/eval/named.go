package eval

import (
	"errors"
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/inputvars"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// Var returns the final value of an input variable of this module
// instance: given value or default, converted, defaults applied, marked
// and validated.
func (s *Scope) Var(name string) (cty.Value, hcl.Diagnostics) {
	return s.memoized("var."+name, func() (cty.Value, hcl.Diagnostics) {
		v := s.Module().Variables[name]
		if v == nil {
			return cty.DynamicVal, nil
		}
		val, subject, diags := s.givenVar(v)
		if diags.HasErrors() {
			return marks.ErroredVal(v.Type), diags
		}
		if v.Sensitive {
			val = val.Mark(marks.Sensitive)
		}
		if v.Ephemeral {
			val = val.Mark(marks.Ephemeral)
		}
		s.memo["var."+name] = &memo{done: true, val: val}
		diags = append(diags, s.validateVar(v, val, subject)...)
		if diags.HasErrors() {
			return marks.ErroredVal(v.Type), diags
		}
		return val, diags
	})
}

// givenVar finds the value given for a variable and converts it. The
// range returned is where the value was given, for diagnostics.
func (s *Scope) givenVar(v *config.Variable) (cty.Value, *hcl.Range, hcl.Diagnostics) {
	if !s.Path.IsRoot() {
		return s.moduleVar(v)
	}
	if s.ev.opts.Mode == ModeValidate {
		return cty.UnknownVal(v.Type), nil, nil
	}
	in := s.ev.opts.Inputs[v.Name]
	if in == nil {
		if !v.Required() {
			return v.Default, nil, nil
		}
		if s.ev.opts.Mode == ModeConsole {
			return cty.UnknownVal(v.Type), nil, nil
		}
		return cty.UnknownVal(v.Type), nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "No value for required variable",
			Detail:   fmt.Sprintf("The root module input variable %q is not set, and has no default value. Use a -var or -var-file command line argument to provide a value for this variable.", v.Name),
			Subject:  v.DeclRange.Ptr(),
		}}
	}
	var subject *hcl.Range
	if in.Source == inputvars.SourceFile {
		subject = in.Range.Ptr()
	}
	val, diags := convertVar(v, in.Value, func(err error) *hcl.Diagnostic {
		d := &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid value for input variable", Subject: subject}
		if in.Source == inputvars.SourceFile {
			// Terraform words the two messages differently.
			verb := "declared"
			if err == errNullRequired {
				verb = "defined"
			}
			d.Detail = fmt.Sprintf("The given value is not suitable for var.%s %s at %s: %s.", v.Name, verb, v.DeclRange, config.ErrorWithPath(err))
		} else {
			d.Detail = fmt.Sprintf("Unsuitable value for var.%s %s: %s.", v.Name, in.Describe(v.Name), config.ErrorWithPath(err))
		}
		return d
	})
	return val, subject, diags
}

// moduleVar evaluates a child module's variable from its call's argument.
func (s *Scope) moduleVar(v *config.Variable) (cty.Value, *hcl.Range, hcl.Diagnostics) {
	attrs, _ := s.Config.Call.Config.JustAttributes()
	a, ok := attrs[v.Name]
	if !ok {
		if !v.Required() {
			return v.Default, nil, nil
		}
		// The missing argument is reported where the call is validated.
		return cty.UnknownVal(v.Type), nil, nil
	}
	given, diags := s.parent.Expr(a.Expr, cty.DynamicPseudoType, s.call)
	if diags.HasErrors() {
		return cty.UnknownVal(v.Type), nil, diags
	}
	val, d := convertVar(v, given, func(err error) *hcl.Diagnostic {
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid value for input variable",
			Detail:   fmt.Sprintf("The given value is not suitable for %s declared at %s: %s.", s.varDisplay(v.Name), v.DeclRange, config.ErrorWithPath(err)),
			Subject:  a.Expr.Range().Ptr(),
		}
	})
	return val, a.Expr.Range().Ptr(), append(diags, d...)
}

func (s *Scope) varDisplay(name string) string {
	return "var." + name
}

// errNullRequired is the conversion error of null for a non-nullable
// variable without a default.
var errNullRequired = errors.New("required variable may not be set to null")

// convertVar applies a variable's type defaults, converts to its type
// constraint, and handles null for non-nullable variables.
func convertVar(v *config.Variable, given cty.Value, conversionError func(error) *hcl.Diagnostic) (cty.Value, hcl.Diagnostics) {
	val := given
	if v.TypeDefaults != nil && !val.IsNull() && val.IsKnown() {
		val = v.TypeDefaults.Apply(val)
	}
	conv, err := convert.Convert(val, v.ConstraintType)
	if err != nil {
		return cty.UnknownVal(v.Type), hcl.Diagnostics{conversionError(err)}
	}
	// A string such as "1e-99999" becomes a number here.
	var rangeErr *funcs.NumberRangeError
	if errors.As(funcs.CheckNumbers(conv), &rangeErr) {
		return cty.UnknownVal(v.Type), hcl.Diagnostics{conversionError(errors.New("it holds " + rangeErr.Text()))}
	}
	if conv.IsNull() && !v.Nullable {
		if !v.Required() {
			return v.Default, nil
		}
		d := conversionError(errNullRequired)
		d.Summary = "Required variable not set"
		if d.Subject == nil {
			d.Subject = v.DeclRange.Ptr()
		}
		return cty.UnknownVal(v.Type), hcl.Diagnostics{d}
	}
	return conv, nil
}

// validateVar runs a variable's validation rules.
func (s *Scope) validateVar(v *config.Variable, val cty.Value, subject *hcl.Range) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, rule := range v.Validations {
		if subject == nil {
			subject = v.DeclRange.Ptr()
		}
		d := s.checkRule(rule, nil, func(msg string) *hcl.Diagnostic {
			return &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid value for variable",
				Detail:   fmt.Sprintf("%s\n\nThis was checked by the validation rule at %s.", msg, rule.DeclRange),
				Subject:  subject,
			}
		})
		diags = append(diags, d...)
	}
	return diags
}

// checkRule evaluates a condition; when it is false, fail builds the
// diagnostic from the evaluated error message.
func (s *Scope) checkRule(rule *config.CheckRule, inst *Instance, fail func(msg string) *hcl.Diagnostic) hcl.Diagnostics {
	ctx, diags := s.Context(funcs.Variables(rule.Condition), inst)
	if diags.HasErrors() {
		return diags
	}
	cond, d := s.ev.EvalExpr(rule.Condition, ctx)
	diags = append(diags, d...)
	if d.HasErrors() {
		return diags
	}
	cond, _ = cond.Unmark()
	if !cond.IsKnown() {
		return diags
	}
	if cond.IsNull() {
		return append(diags, &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Invalid condition result",
			Detail:      "Condition expression must return either true or false, not null.",
			Subject:     rule.Condition.Range().Ptr(),
			Expression:  rule.Condition,
			EvalContext: ctx,
		})
	}
	b, err := convert.Convert(cond, cty.Bool)
	if err != nil {
		return append(diags, &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Invalid condition result",
			Detail:      fmt.Sprintf("Invalid condition result value: %s.", config.ErrorWithPath(err)),
			Subject:     rule.Condition.Range().Ptr(),
			Expression:  rule.Condition,
			EvalContext: ctx,
		})
	}
	if b.True() {
		return diags
	}
	msg, d := s.Expr(rule.ErrorMessage, cty.String, inst)
	diags = append(diags, d...)
	text := "Failed to evaluate condition error message."
	if !d.HasErrors() {
		msg, _ = msg.Unmark()
		if msg.IsKnown() && !msg.IsNull() {
			text = msg.AsString()
		}
	}
	f := fail(text)
	f.Expression = rule.Condition
	f.EvalContext = ctx
	return append(diags, f)
}

// Local returns the value of a local value.
func (s *Scope) Local(name string) (cty.Value, hcl.Diagnostics) {
	return s.memoized("local."+name, func() (cty.Value, hcl.Diagnostics) {
		l := s.Module().Locals[name]
		if l == nil {
			return cty.DynamicVal, nil
		}
		return s.Expr(l.Expr, cty.DynamicPseudoType, nil)
	})
}

// Output returns the value of an output of this module instance, marked
// sensitive when declared so, with Terraform's checks of sensitive and
// ephemeral values and preconditions.
func (s *Scope) Output(name string) (cty.Value, hcl.Diagnostics) {
	return s.memoized("output."+name, func() (cty.Value, hcl.Diagnostics) {
		o := s.Module().Outputs[name]
		if o == nil || o.Expr == nil {
			return cty.DynamicVal, nil
		}
		var diags hcl.Diagnostics
		for _, rule := range o.Preconditions {
			diags = append(diags, s.checkRule(rule, nil, func(msg string) *hcl.Diagnostic {
				return &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Module output value precondition failed",
					Detail:   msg,
					Subject:  rule.Condition.Range().Ptr(),
				}
			})...)
		}
		if diags.HasErrors() {
			return marks.ErroredVal(cty.DynamicPseudoType), diags
		}
		val, d := s.Expr(o.Expr, cty.DynamicPseudoType, nil)
		diags = append(diags, d...)
		if d.HasErrors() {
			return marks.ErroredVal(cty.DynamicPseudoType), diags
		}
		if s.Path.IsRoot() {
			// Root outputs are printed and saved like resources' values.
			if d := s.ev.ChargeConfigText(val, o.Expr.Range()); d.HasErrors() {
				return marks.ErroredVal(cty.DynamicPseudoType), append(diags, d...)
			}
		}
		if s.Path.IsRoot() && !o.Sensitive && marks.ContainsSensitive(val) {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Output refers to sensitive values",
				Detail:   "To reduce the risk of accidentally exporting sensitive data that was intended to be only internal, Terraform requires that any root module output containing sensitive data be explicitly marked as sensitive, to confirm your intent.\n\nIf you do intend to export this data, annotate the output value as sensitive by adding the following argument:\n    sensitive = true",
				Subject:  o.DeclRange.Ptr(),
			})
			return marks.ErroredVal(cty.DynamicPseudoType), diags
		}
		if !o.Ephemeral && marks.ContainsMark(val, marks.Ephemeral) {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Ephemeral value not allowed",
				Detail:   "This output value is not declared as returning an ephemeral value, so it cannot be set to a result derived from an ephemeral value.",
				Subject:  o.Expr.Range().Ptr(),
			})
			return marks.ErroredVal(cty.DynamicPseudoType), diags
		}
		if o.Sensitive {
			val = val.Mark(marks.Sensitive)
		}
		return val, diags
	})
}

// GivenVar returns a variable's value as given (or defaulted) and
// converted, without running its validation rules: what a plan records as
// the variable's value even when validation fails.
func (s *Scope) GivenVar(name string) cty.Value {
	v := s.Module().Variables[name]
	if v == nil {
		return cty.DynamicVal
	}
	val, _, diags := s.givenVar(v)
	if diags.HasErrors() || !val.IsWhollyKnown() {
		return cty.NullVal(v.Type)
	}
	return val
}
