//go:build schemagen

package kubernetes

import (
	"reflect"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/schemadata"
)

// schemaSources are the data sources' schemas of the *_schema.go files by
// key, and kindSources the kinds' attributes and blocks.
var (
	schemaSources = map[string]func() *configschema.Block{}
	kindSources   = map[string]func() (attrs, blocks){}
)

// kindSchemas records the schema of each kind built, by kindKey, for
// SchemaEntries.
var kindSchemas = map[string]*configschema.Block{}

// schemaOf builds the schema of a key.
func schemaOf(key string) *configschema.Block { return schemaSources[key]() }

// kindSchema builds the schema of a kind from its code.
func kindSchema(k kind) *configschema.Block {
	k.attrs, k.blocks = kindSources[k.schemaKey]()
	b := k.block()
	if old, ok := kindSchemas[kindKey(k)]; ok && !reflect.DeepEqual(old, b) {
		panic("kubernetes: two kinds of different schemas share the key " + kindKey(k))
	}
	kindSchemas[kindKey(k)] = b
	k.attrs, k.blocks = kindSources[k.schemaKey]()
	return k.block()
}

// SchemaEntries returns every schema of the *_schema.go files by key, for
// the generator: the kinds' as the provider's declaration builds them.
func SchemaEntries() map[string]schemadata.Entry {
	Provider()
	ret := make(map[string]schemadata.Entry, len(schemaSources)+len(kindSchemas))
	for key, build := range schemaSources {
		ret[key] = schemadata.Entry{Block: build()}
	}
	for key, b := range kindSchemas {
		ret[key] = schemadata.Entry{Block: b}
	}
	return ret
}
