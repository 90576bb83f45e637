//go:build !schemagen

package google

import (
	_ "embed"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/schemadata"
)

//go:embed schemas.json
var schemasJSON []byte

// schemas are the *_schema.go files' schemas, generated into schemas.json.
var schemas = schemadata.NewSet(schemasJSON)

// schemaOf returns the schema of a key, a new copy at each call.
func schemaOf(key string) *configschema.Block { return schemas.Get(key).Block }
