//go:build schemagen

package aws

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/schemadata"
)

// fieldSources are the schemas of the *_schema.go files by key.
var fieldSources = map[string]func() []field{}

// schemaFor builds the schema of a key from its fields.
func schemaFor(key, desc string) (*configschema.Block, map[string]bool) {
	return buildSchema(desc, fieldSources[key]())
}

// SchemaEntries returns every schema of the *_schema.go files by key, for
// the generator. The descriptions of the types themselves stay in code
// (res.desc), so they are not part of the data.
func SchemaEntries() map[string]schemadata.Entry {
	ret := make(map[string]schemadata.Entry, len(fieldSources))
	for key := range fieldSources {
		b, computed := schemaFor(key, "")
		ret[key] = schemadata.Entry{Block: b, ComputedBlocks: computed}
	}
	return ret
}
