package kubernetes

// The schemas of this package's resource types and data sources are
// written as code in the *_schema.go files, one beside each file declaring
// types. Those files are built with the schemagen tag only: the generator
// (go generate ./mockproviders/, which runs mockproviders/cmd/genschemas)
// runs them and writes schemas.json, and the engine's builds embed that
// file instead of the code (schemas_data.go). A kind names its attributes
// and blocks by key (kind.schemaKey: the function declaring it), and its
// whole schema (metadata and id included) is stored under kindKey; a data
// source asks schemaOf(key). A type whose schema depends on its
// arguments keeps it in code.

// kindKey is the key of a kind's whole schema: its attributes and blocks'
// key and its name, which its metadata block depends on (binding declares
// both role bindings).
func kindKey(k kind) string { return k.schemaKey + "/" + k.name }
