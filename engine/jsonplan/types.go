package jsonplan

import (
	"encoding/json"

	"github.com/tfplay/tfplay/engine/jsonstate"
)

// FormatVersion is the format_version of the plan JSON document.
const FormatVersion = "1.2"

// The types below are the JSON documents; their field order is the order
// Terraform writes the fields in.

// Plan is the `terraform show -json PLANFILE` document.
type Plan struct {
	FormatVersion      string              `json:"format_version,omitempty"`
	TerraformVersion   string              `json:"terraform_version,omitempty"`
	Variables          map[string]Variable `json:"variables,omitempty"`
	PlannedValues      Values              `json:"planned_values"`
	ResourceChanges    []ResourceChange    `json:"resource_changes,omitempty"`
	OutputChanges      map[string]Change   `json:"output_changes,omitempty"`
	PriorState         *jsonstate.State    `json:"prior_state,omitempty"`
	Configuration      *Configuration      `json:"configuration,omitempty"`
	RelevantAttributes []ResourceAttr      `json:"relevant_attributes,omitempty"`
	Checks             json.RawMessage     `json:"checks,omitempty"`
	Timestamp          string              `json:"timestamp,omitempty"`
	Applyable          bool                `json:"applyable"`
	Complete           bool                `json:"complete"`
	Errored            bool                `json:"errored"`
}

// Variable is the value of a root module input variable.
type Variable struct {
	Value json.RawMessage `json:"value,omitempty"`
}

// Values is planned_values: the root outputs and the module tree as they
// will be after apply, with unknown values left out.
type Values struct {
	Outputs    map[string]Output `json:"outputs,omitempty"`
	RootModule jsonstate.Module  `json:"root_module"`
}

// Output is a planned root output; type and value are left out when the
// value is not wholly known.
type Output struct {
	Sensitive bool            `json:"sensitive"`
	Type      json.RawMessage `json:"type,omitempty"`
	Value     json.RawMessage `json:"value,omitempty"`
}

// ResourceChange is the planned change of one resource instance object.
type ResourceChange struct {
	Address         string          `json:"address,omitempty"`
	PreviousAddress string          `json:"previous_address,omitempty"`
	ModuleAddress   string          `json:"module_address,omitempty"`
	Mode            string          `json:"mode,omitempty"`
	Type            string          `json:"type,omitempty"`
	Name            string          `json:"name,omitempty"`
	Index           json.RawMessage `json:"index,omitempty"`
	ProviderName    string          `json:"provider_name,omitempty"`
	Deposed         string          `json:"deposed,omitempty"`
	Change          Change          `json:"change"`
	ActionReason    string          `json:"action_reason,omitempty"`
}

// Change is a change of a resource instance or an output: the actions
// and the values before and after, with markers of unknown and sensitive
// parts.
type Change struct {
	Actions         []string        `json:"actions,omitempty"`
	Before          json.RawMessage `json:"before,omitempty"`
	After           json.RawMessage `json:"after,omitempty"`
	AfterUnknown    json.RawMessage `json:"after_unknown,omitempty"`
	BeforeSensitive json.RawMessage `json:"before_sensitive,omitempty"`
	AfterSensitive  json.RawMessage `json:"after_sensitive,omitempty"`
	ReplacePaths    json.RawMessage `json:"replace_paths,omitempty"`
	Importing       *Importing      `json:"importing,omitempty"`
}

// Importing describes an import that is part of a change.
type Importing struct {
	ID string `json:"id,omitempty"`
}

// ResourceAttr is one entry of relevant_attributes.
type ResourceAttr struct {
	Resource string          `json:"resource"`
	Attr     json.RawMessage `json:"attribute"`
}
