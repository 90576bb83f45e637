package random_test

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/tfplay/tfplay/mockproviders/random"
	"github.com/zclconf/go-cty/cty"
)

// validate decodes a resource body with its type's schema and returns the
// provider's validation errors as "path: detail".
func validate(t *testing.T, typeName, body string) []string {
	t.Helper()
	p := random.Provider().Instance(mock.Env{Seed: "s", Workspace: "default"})
	schema := p.Schema().ResourceTypes[typeName].Block
	file, diags := hclsyntax.ParseConfig([]byte(body), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	config, diags := configschema.Decode(file.Body, schema, nil)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	var ret []string
	for _, d := range p.(providers.ConfigValidator).ValidateResourceConfig(typeName, config) {
		path, _ := configschema.DiagnosticPath(d)
		ret = append(ret, pathString(path)+": "+d.Detail)
	}
	return ret
}

// pathString renders an attribute path with dots.
func pathString(p cty.Path) string {
	s := ""
	for _, step := range p {
		if a, ok := step.(cty.GetAttrStep); ok {
			if s != "" {
				s += "."
			}
			s += a.Name
		}
	}
	return s
}
