package jsonstate

import (
	"encoding/json"

	"github.com/tfplay/tfplay/engine/configschema"
)

// FormatVersion is the format_version of the state JSON document.
const FormatVersion = "1.0"

// SchemaFunc returns the schema of a resource type, or nil when it is not
// known (the object is then decoded by the type its JSON implies).
// providerAddr is the provider's source address
// (registry.terraform.io/hashicorp/aws, terraform.io/builtin/terraform),
// mode is "managed" or "data" (jsonplan also asks for provider
// configuration schemas with mode "provider" and an empty type name).
type SchemaFunc func(providerAddr, mode, typeName string) *configschema.Block

// The types below are the JSON documents; their field order is the order
// Terraform writes the fields in.

// State is the `terraform show -json` document for a state.
type State struct {
	FormatVersion    string          `json:"format_version,omitempty"`
	TerraformVersion string          `json:"terraform_version,omitempty"`
	Values           *Values         `json:"values,omitempty"`
	Checks           json.RawMessage `json:"checks,omitempty"`
}

// Values is the values representation: root outputs and the module tree.
type Values struct {
	Outputs    map[string]Output `json:"outputs,omitempty"`
	RootModule Module            `json:"root_module"`
}

// Output is a root module output in the values representation.
type Output struct {
	Sensitive bool            `json:"sensitive"`
	Value     json.RawMessage `json:"value,omitempty"`
	Type      json.RawMessage `json:"type,omitempty"`
}

// Module is one module instance with its resources and child modules.
type Module struct {
	Resources    []Resource `json:"resources,omitempty"`
	Address      string     `json:"address,omitempty"`
	ChildModules []Module   `json:"child_modules,omitempty"`
}

// Resource is one resource instance object.
type Resource struct {
	Address         string                     `json:"address,omitempty"`
	Mode            string                     `json:"mode,omitempty"`
	Type            string                     `json:"type,omitempty"`
	Name            string                     `json:"name,omitempty"`
	Index           json.RawMessage            `json:"index,omitempty"`
	ProviderName    string                     `json:"provider_name"`
	SchemaVersion   uint64                     `json:"schema_version"`
	AttributeValues map[string]json.RawMessage `json:"values,omitempty"`
	SensitiveValues json.RawMessage            `json:"sensitive_values,omitempty"`
	DependsOn       []string                   `json:"depends_on,omitempty"`
	Tainted         bool                       `json:"tainted,omitempty"`
	DeposedKey      string                     `json:"deposed_key,omitempty"`
}
