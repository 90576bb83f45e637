//go:build !schemagen

package aws

import (
	_ "embed"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/schemadata"
)

//go:embed schemas.json
var schemasJSON []byte

// schemas are the *_schema.go files' schemas, generated into schemas.json.
var schemas = schemadata.NewSet(schemasJSON)

// schemaFor returns the schema of a key, with the type's description.
func schemaFor(key, desc string) (*configschema.Block, map[string]bool) {
	e := schemas.Get(key)
	e.Block.Description = desc
	if e.ComputedBlocks == nil {
		e.ComputedBlocks = map[string]bool{}
	}
	return e.Block, e.ComputedBlocks
}
