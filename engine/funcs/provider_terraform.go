package funcs

// Written here: the functions of the built-in provider
// terraform.io/builtin/terraform (provider::terraform::encode_tfvars,
// decode_tfvars, encode_expr), on top of hclwrite and hclsyntax.

import (
	"bytes"
	"errors"
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// terraformProviderFunctions are registered as provider::NAME::FUNC for
// every local name of the built-in terraform provider.
var terraformProviderFunctions = map[string]function.Function{
	"encode_tfvars": EncodeTfvarsFunc,
	"decode_tfvars": DecodeTfvarsFunc,
	"encode_expr":   EncodeExprFunc,
}

// EncodeTfvarsFunc writes an object (or map) as the text of a .tfvars file,
// one argument per attribute, in name order.
var EncodeTfvarsFunc = function.New(&function.Spec{
	Params: []function.Parameter{{
		Name:             "value",
		Type:             cty.DynamicPseudoType,
		AllowUnknown:     true,
		AllowDynamicType: true,
	}},
	Type: function.StaticReturnType(cty.String),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		v := args[0]
		if !v.IsWhollyKnown() {
			return cty.UnknownVal(cty.String).RefineNotNull(), nil
		}
		var names []string
		switch ty := v.Type(); {
		case ty.IsObjectType():
			for name := range ty.AttributeTypes() {
				names = append(names, name)
			}
		case ty.IsMapType():
			for it := v.ElementIterator(); it.Next(); {
				k, _ := it.Element()
				names = append(names, k.AsString())
			}
		default:
			return cty.NilVal, errors.New("invalid value to encode: must be an object whose attribute names will become the encoded variable names")
		}
		sort.Strings(names)
		f := hclwrite.NewEmptyFile()
		body := f.Body()
		for _, name := range names {
			if !hclsyntax.ValidIdentifier(name) {
				return cty.NilVal, fmt.Errorf("invalid variable name %q: must be a valid identifier, per Terraform's rules for input variable declarations", name)
			}
			attr, _ := hcl.Index(v, cty.StringVal(name), nil)
			body.SetAttributeValue(name, attr)
		}
		return cty.StringVal(string(f.Bytes())), nil
	},
})

// DecodeTfvarsFunc parses the text of a .tfvars file into an object of its
// arguments. Only literal values are allowed, as in a .tfvars file.
var DecodeTfvarsFunc = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "src", Type: cty.String}},
	Type:   function.StaticReturnType(cty.DynamicPseudoType),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		f, diags := hclsyntax.ParseConfig([]byte(args[0].AsString()), "<decode_tfvars argument>", hcl.InitialPos)
		if diags.HasErrors() {
			return cty.NilVal, fmt.Errorf("invalid tfvars syntax: %s", diags.Error())
		}
		attrs, diags := f.Body.JustAttributes()
		if diags.HasErrors() {
			return cty.NilVal, fmt.Errorf("invalid tfvars content: %s", diags.Error())
		}
		names := make([]string, 0, len(attrs))
		for name := range attrs {
			names = append(names, name)
		}
		sort.Strings(names)
		out := make(map[string]cty.Value, len(attrs))
		for _, name := range names {
			// No evaluation context: references and function calls are
			// refused, as in .tfvars files.
			v, diags := attrs[name].Expr.Value(nil)
			if diags.HasErrors() {
				return cty.NilVal, fmt.Errorf("invalid expression for variable %q: %s", name, diags.Error())
			}
			out[name] = v
		}
		return cty.ObjectVal(out), nil
	},
})

// EncodeExprFunc writes a value as Terraform expression syntax.
var EncodeExprFunc = function.New(&function.Spec{
	Params: []function.Parameter{{
		Name:             "value",
		Type:             cty.DynamicPseudoType,
		AllowUnknown:     true,
		AllowDynamicType: true,
	}},
	Type: function.StaticReturnType(cty.String),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		v := args[0]
		if !v.IsWhollyKnown() {
			ret := cty.UnknownVal(cty.String).RefineNotNull()
			// The syntax of a non-null value tells how its text begins.
			if !v.Range().CouldBeNull() {
				switch ty := v.Type(); {
				case ty.IsObjectType() || ty.IsMapType():
					ret = ret.Refine().StringPrefixFull("{").NewValue()
				case ty.IsTupleType() || ty.IsListType() || ty.IsSetType():
					ret = ret.Refine().StringPrefixFull("[").NewValue()
				case ty == cty.String:
					ret = ret.Refine().StringPrefixFull(`"`).NewValue()
				}
			}
			return ret, nil
		}
		return cty.StringVal(string(bytes.TrimSpace(hclwrite.TokensForValue(v).Bytes()))), nil
	},
})
