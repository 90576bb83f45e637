package funcs

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// metadataDoc is the document `terraform metadata functions -json` prints.
type metadataDoc struct {
	FormatVersion string                        `json:"format_version"`
	Signatures    map[string]*functionSignature `json:"function_signatures,omitempty"`
}

// functionSignature describes one function: what it does, its parameters
// and what it returns.
type functionSignature struct {
	Description       string           `json:"description,omitempty"`
	ReturnType        cty.Type         `json:"return_type"`
	Parameters        []*parameterDesc `json:"parameters,omitempty"`
	VariadicParameter *parameterDesc   `json:"variadic_parameter,omitempty"`
}

// parameterDesc describes one parameter.
type parameterDesc struct {
	Name       string   `json:"name,omitempty"`
	IsNullable bool     `json:"is_nullable,omitempty"`
	Type       cty.Type `json:"type"`
}

// Metadata returns the document `metadata functions -json` prints (without
// a trailing newline), in Terraform's format: every function of a plan
// scope, also as core::NAME, except the removed list and map.
func Metadata(flavor Flavor) []byte {
	table := Table(Options{Flavor: flavor})
	doc := metadataDoc{FormatVersion: "1.0", Signatures: map[string]*functionSignature{}}
	names := make([]string, 0, len(table))
	for name := range table {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		switch name {
		case "list", "map", "core::list", "core::map":
			continue
		}
		doc.Signatures[name] = signature(name, table[name])
	}
	out, err := json.Marshal(doc)
	if err != nil {
		// Every type above is a plain cty type, so this cannot happen.
		panic(fmt.Sprintf("funcs: marshal metadata: %s", err))
	}
	return out
}

// signature describes a function. The functions whose parameters are
// decoded from expressions (capsule types) are described with the types
// a caller writes.
func signature(name string, fn function.Function) *functionSignature {
	sig := &functionSignature{Description: Description(name)}
	plain := name
	if len(name) > 6 && name[:6] == "core::" {
		plain = name[6:]
	}
	switch plain {
	case "can":
		sig.ReturnType = cty.Bool
		sig.Parameters = []*parameterDesc{{Name: fn.Params()[0].Name, Type: cty.DynamicPseudoType}}
		return sig
	case "try":
		sig.ReturnType = cty.DynamicPseudoType
		sig.VariadicParameter = &parameterDesc{Name: fn.VarParam().Name, Type: cty.DynamicPseudoType}
		return sig
	case "templatestring":
		sig.ReturnType = cty.String
		sig.Parameters = []*parameterDesc{
			{Name: "template", Type: cty.String},
			{Name: "vars", Type: cty.DynamicPseudoType},
		}
		return sig
	case "convert":
		sig.ReturnType = cty.DynamicPseudoType
		sig.Parameters = []*parameterDesc{
			{Name: "value", IsNullable: true, Type: cty.DynamicPseudoType},
			{Name: "type", Type: cty.DynamicPseudoType},
		}
		return sig
	}
	var types []cty.Type
	for _, p := range fn.Params() {
		sig.Parameters = append(sig.Parameters, &parameterDesc{Name: p.Name, IsNullable: p.AllowNull, Type: p.Type})
		types = append(types, p.Type)
	}
	if vp := fn.VarParam(); vp != nil {
		sig.VariadicParameter = &parameterDesc{Name: vp.Name, IsNullable: vp.AllowNull, Type: vp.Type}
		types = append(types, vp.Type)
	}
	ret, err := fn.ReturnType(types)
	if err != nil {
		ret = cty.DynamicPseudoType
	}
	sig.ReturnType = ret
	return sig
}
