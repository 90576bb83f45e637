module github.com/tfplay/tfplay

go 1.26.0

// hcl/v2 v2.24.0, go-cty v1.18.1, go-cty-yaml v1.1.0 and go-cidr v1.1.0 are
// the versions used by the Terraform build that recorded testdata/conformance
// (terraform 1.17.0-dev). The language's expression semantics and most
// built-in functions come from these libraries, so pinning the same versions
// makes tfplay evaluate exactly as Terraform does. Do not upgrade them
// without re-checking the conformance corpus.

require (
	github.com/agext/levenshtein v1.2.1 // indirect
	github.com/apparentlymart/go-cidr v1.1.0 // indirect
	github.com/apparentlymart/go-textseg/v15 v15.0.0 // indirect
	github.com/bmatcuk/doublestar/v4 v4.10.4 // indirect
	github.com/google/go-cmp v0.6.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/hashicorp/go-cty-funcs v0.1.0 // indirect
	github.com/hashicorp/go-uuid v1.0.4 // indirect
	github.com/hashicorp/go-version v1.9.0 // indirect
	github.com/hashicorp/hcl/v2 v2.24.0 // indirect
	github.com/mitchellh/go-wordwrap v1.0.1
	github.com/zclconf/go-cty v1.18.1 // indirect
	github.com/zclconf/go-cty-yaml v1.1.0 // indirect
	go.yaml.in/yaml/v3 v3.0.6
	golang.org/x/crypto v0.59.0 // indirect
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/text v0.44.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
)
