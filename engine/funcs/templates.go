package funcs

// Written here: templatefile and templatestring render HCL templates with
// the function table itself, which no library can provide.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/customdecode"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function"
)

// renderTemplate evaluates a parsed template with vars as its only
// variables and the scope's functions, minus the template functions (and,
// for templatestring, minus the filesystem functions).
func renderTemplate(expr hcl.Expression, vars cty.Value, table func() map[string]function.Function, allowFS bool) (cty.Value, error) {
	if ty := vars.Type(); !ty.IsMapType() && !ty.IsObjectType() {
		return cty.DynamicVal, function.NewArgErrorf(1, "invalid vars value: must be a map")
	}
	variables := vars.AsValueMap()
	names := make([]string, 0, len(variables))
	for n := range variables {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if !hclsyntax.ValidIdentifier(n) {
			return cty.DynamicVal, function.NewArgErrorf(1, "invalid template variable name %q: must start with a letter, followed by zero or more letters, digits, and underscores", n)
		}
	}
	// Check references first, for an error that names the template.
	for _, tr := range expr.Variables() {
		if _, ok := variables[tr.RootName()]; !ok {
			return cty.DynamicVal, function.NewArgErrorf(1, "vars map does not contain key %q, referenced at %s", tr.RootName(), tr[0].SourceRange())
		}
	}

	given := table()
	funcs := make(map[string]function.Function, len(given))
	for name, fn := range given {
		plain := strings.TrimPrefix(name, "core::")
		switch {
		case templateFunctions[plain]:
			funcs[name] = refusedFunc(fn, fmt.Errorf("cannot recursively call %s from inside another template function", plain))
		case !allowFS && filesystemFunctions[plain]:
			funcs[name] = refusedFunc(fn, fmt.Errorf("cannot use filesystem access functions like %s in templatestring templates; consider passing the function result as a template variable instead", plain))
		default:
			funcs[name] = fn
		}
	}

	val, diags := expr.Value(&hcl.EvalContext{Variables: variables, Functions: funcs})
	if diags.HasErrors() {
		return cty.DynamicVal, diags
	}
	return val, nil
}

// refusedFunc has fn's signature but fails with err whenever it is called.
func refusedFunc(fn function.Function, err error) function.Function {
	return function.New(&function.Spec{
		Params:   fn.Params(),
		VarParam: fn.VarParam(),
		Type:     func([]cty.Value) (cty.Type, error) { return cty.NilType, err },
	})
}

// makeTemplateFileFunc builds templatefile: it reads a template file as
// file() does and renders it with the given variables.
func makeTemplateFileFunc(files *fileReader, table func() map[string]function.Function) function.Function {
	load := func(pathArg cty.Value) (hcl.Expression, cty.ValueMarks, error) {
		path, pathMarks := pathArg.Unmark()
		src, err := files.readText(path.AsString(), pathMarks)
		if err != nil {
			return nil, nil, err
		}
		expr, diags := hclsyntax.ParseTemplate(src, path.AsString(), hcl.Pos{Line: 1, Column: 1})
		if !diags.HasErrors() {
			diags = CheckNumberNodes(expr)
		}
		if diags.HasErrors() {
			return nil, nil, diags
		}
		return expr, pathMarks, nil
	}
	return function.New(&function.Spec{
		Params: []function.Parameter{
			{Name: "path", Type: cty.String, AllowMarked: true},
			{Name: "vars", Type: cty.DynamicPseudoType},
		},
		Type: func(args []cty.Value) (cty.Type, error) {
			if !args[0].IsKnown() || !args[1].IsKnown() {
				return cty.DynamicPseudoType, nil
			}
			// Only rendering tells the type: a template that is a single
			// interpolation returns that value as it is.
			expr, _, err := load(args[0])
			if err != nil {
				return cty.DynamicPseudoType, err
			}
			val, err := renderTemplate(expr, args[1], table, true)
			return val.Type(), err
		},
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			expr, pathMarks, err := load(args[0])
			if err != nil {
				return cty.DynamicVal, err
			}
			val, err := renderTemplate(expr, args[1], table, true)
			return val.WithMarks(pathMarks), err
		},
	})
}

// makeTemplateStringFunc builds templatestring: it renders a template held
// in a string that the call refers to (never a literal written in place).
func makeTemplateStringFunc(table func() map[string]function.Function) function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{
			{Name: "template", Type: customdecode.ExpressionClosureType},
			{Name: "vars", Type: cty.DynamicPseudoType},
		},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
			closure := customdecode.ExpressionClosureFromVal(args[0])
			if err := checkTemplateStringExpr(closure.Expression); err != nil {
				return cty.UnknownVal(retType), err
			}
			tmpl, diags := closure.Value()
			if diags.HasErrors() {
				return cty.UnknownVal(retType), function.NewArgErrorf(0, "invalid template expression: %s", diags.Error())
			}
			if !tmpl.IsKnown() {
				return cty.UnknownVal(retType), nil
			}
			if tmpl.Type() != cty.String || tmpl.IsNull() {
				return cty.UnknownVal(retType), function.NewArgErrorf(0, "invalid template value: a string is required")
			}
			tmpl, tmplMarks := tmpl.Unmark()
			expr, diags := hclsyntax.ParseTemplate([]byte(tmpl.AsString()), "<templatestring argument>", hcl.Pos{Line: 1, Column: 1})
			if !diags.HasErrors() {
				diags = CheckNumberNodes(expr)
			}
			if diags.HasErrors() {
				return cty.UnknownVal(retType), function.NewArgErrorf(0, "invalid template: %s", diags.Error())
			}
			val, err := renderTemplate(expr, args[1], table, false)
			if err != nil {
				return cty.UnknownVal(retType), err
			}
			val, err = convert.Convert(val, cty.String)
			if err != nil {
				return cty.UnknownVal(retType), fmt.Errorf("invalid template result: %s", err)
			}
			return val.WithMarks(tmplMarks), nil
		},
	})
}

const templateStringOnly = "invalid template expression: templatestring is only for rendering templates retrieved dynamically from elsewhere"

// checkTemplateStringExpr refuses template arguments that are not a plain
// reference to a string defined elsewhere, with Terraform's hints.
func checkTemplateStringExpr(expr hcl.Expression) error {
	switch e := expr.(type) {
	case *hclsyntax.TemplateWrapExpr:
		return function.NewArgErrorf(0, "%s; to treat the inner expression as template syntax, write the reference expression directly without any template interpolation syntax", templateStringOnly)
	case *hclsyntax.TemplateExpr:
		if len(e.Parts) == 1 {
			if _, ok := e.Parts[0].(*hclsyntax.LiteralValueExpr); ok {
				return function.NewArgErrorf(0, "%s, and so does not support providing a literal template; consider using a template string expression instead", templateStringOnly)
			}
		}
		return function.NewArgErrorf(0, "%s; to render an inline template, consider using a plain template string expression", templateStringOnly)
	}
	if !isReferenceExpr(expr) {
		return function.NewArgErrorf(0, "invalid template expression: must be a direct reference to a single string from elsewhere, containing valid Terraform template syntax")
	}
	return nil
}

// isReferenceExpr reports whether expr only retrieves a value from
// elsewhere: a reference, possibly indexed, attribute-accessed or splatted.
func isReferenceExpr(expr hcl.Expression) bool {
	switch e := expr.(type) {
	case *hclsyntax.ScopeTraversalExpr:
		return true
	case *hclsyntax.RelativeTraversalExpr:
		return isReferenceExpr(e.Source)
	case *hclsyntax.IndexExpr:
		return isReferenceExpr(e.Collection)
	case *hclsyntax.SplatExpr:
		return isReferenceExpr(e.Source)
	}
	return false
}
