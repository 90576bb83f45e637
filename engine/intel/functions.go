package intel

import (
	"encoding/json"
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/zclconf/go-cty/cty"
)

// function is one built-in function as completion and hover show it.
type function struct {
	name        string
	signature   string
	description string
	// params are the parameter names, for the call snippet.
	params []string
}

// metadata is the part of `metadata functions -json` read here.
type metadata struct {
	Signatures map[string]struct {
		Description string   `json:"description"`
		ReturnType  cty.Type `json:"return_type"`
		Parameters  []param  `json:"parameters"`
		Variadic    *param   `json:"variadic_parameter"`
	} `json:"function_signatures"`
}

type param struct {
	Name string   `json:"name"`
	Type cty.Type `json:"type"`
}

// functionTables caches the function list of each flavor.
var functionTables = map[funcs.Flavor][]*function{}

// functions returns the functions of a flavor by name, without their
// core:: aliases, from the same metadata `metadata functions -json`
// prints.
func functions(flavor funcs.Flavor) []*function {
	if fs, ok := functionTables[flavor]; ok {
		return fs
	}
	var doc metadata
	if err := json.Unmarshal(funcs.Metadata(flavor), &doc); err != nil {
		return nil
	}
	var out []*function
	for name, sig := range doc.Signatures {
		if strings.HasPrefix(name, "core::") {
			continue
		}
		f := &function{name: name, description: sig.Description}
		var ps []string
		for _, p := range sig.Parameters {
			ps = append(ps, p.Name+" "+typeName(p.Type))
			f.params = append(f.params, p.Name)
		}
		if v := sig.Variadic; v != nil {
			ps = append(ps, "..."+v.Name+" "+typeName(v.Type))
			f.params = append(f.params, v.Name)
		}
		f.signature = name + "(" + strings.Join(ps, ", ") + ") " + typeName(sig.ReturnType)
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	functionTables[flavor] = out
	return out
}

// lookupFunction finds a function by name (core:: names included).
func lookupFunction(flavor funcs.Flavor, name string) *function {
	name = strings.TrimPrefix(name, "core::")
	for _, f := range functions(flavor) {
		if f.name == name {
			return f
		}
	}
	return nil
}
