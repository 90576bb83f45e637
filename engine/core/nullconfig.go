package core

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// nullConfig is the configuration of a provider without a provider block:
// an object of nulls of the schema's type.
func nullConfig(schema *configschema.Block) cty.Value {
	if schema == nil {
		return cty.EmptyObjectVal
	}
	ty := schema.ImpliedType()
	if !ty.IsObjectType() {
		return cty.NullVal(ty)
	}
	attrs := map[string]cty.Value{}
	for name, at := range ty.AttributeTypes() {
		attrs[name] = cty.NullVal(at)
	}
	return cty.ObjectVal(attrs)
}
