package azurerm

// The schemas of this package's resource types and data sources are
// written as code in the *_schema.go files, one beside each file declaring
// types. Those files are built with the schemagen tag only: the generator
// (go generate ./mockproviders/, which runs mockproviders/cmd/genschemas)
// runs them and writes schemas.json, and the engine's builds embed that
// file instead of the code (schemas_data.go), which made up much of this
// package's size in tfplay.wasm. A type names its schema by key
// (schemaOf("storageBucket"): the function declaring the type); a type
// whose schema depends on its arguments keeps it in code.
