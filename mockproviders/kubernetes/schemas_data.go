//go:build !schemagen

package kubernetes

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

// kindSchema returns the schema of a kind, a new copy at each call.
func kindSchema(k kind) *configschema.Block { return schemas.Get(kindKey(k)).Block }
