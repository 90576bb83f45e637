package aws

// The schemas of this package's resource types and data sources are
// written as code (fields, see schema.go) in the *_schema.go files, one
// beside each service's file. Those files are built with the schemagen
// tag only: the generator (go generate ./mockproviders/, which runs
// mockproviders/cmd/genschemas) runs them and writes schemas.json, and the
// engine's builds embed that file instead of the code (schemas_data.go),
// which made up most of this package's size in tfplay.wasm. A type names
// its schema by key (res.schemaKey, dsrc.schemaKey: the function declaring
// it); a type whose schema depends on its arguments (iamInlinePolicy) keeps
// its fields in code.
