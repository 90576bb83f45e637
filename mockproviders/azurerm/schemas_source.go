//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/schemadata"
)

// schemaSources are the schemas of the *_schema.go files by key.
var schemaSources = map[string]func() *configschema.Block{}

// schemaOf builds the schema of a key.
func schemaOf(key string) *configschema.Block { return schemaSources[key]() }

// SchemaEntries returns every schema of the *_schema.go files by key, for
// the generator.
func SchemaEntries() map[string]schemadata.Entry {
	ret := make(map[string]schemadata.Entry, len(schemaSources))
	for key, build := range schemaSources {
		ret[key] = schemadata.Entry{Block: build()}
	}
	return ret
}
