package statefile

import "encoding/json"

// The structs below describe the version 4 file; their field order is the
// order Terraform writes the fields in.

// fileV4 is a whole state file.
type fileV4 struct {
	Version          int                 `json:"version"`
	TerraformVersion string              `json:"terraform_version"`
	Serial           uint64              `json:"serial"`
	Lineage          string              `json:"lineage"`
	Outputs          map[string]outputV4 `json:"outputs"`
	Resources        []resourceV4        `json:"resources"`
	CheckResults     json.RawMessage     `json:"check_results"`
}

// outputV4 is a root module output.
type outputV4 struct {
	Value     json.RawMessage `json:"value"`
	Type      json.RawMessage `json:"type"`
	Sensitive bool            `json:"sensitive,omitempty"`
}

// resourceV4 is one resource with its instance objects.
type resourceV4 struct {
	Module    string       `json:"module,omitempty"`
	Mode      string       `json:"mode"`
	Type      string       `json:"type"`
	Name      string       `json:"name"`
	Each      string       `json:"each,omitempty"`
	Provider  string       `json:"provider"`
	Instances []instanceV4 `json:"instances"`
}

// instanceV4 is one instance object (current or deposed).
type instanceV4 struct {
	IndexKey json.RawMessage `json:"index_key,omitempty"`
	Status   string          `json:"status,omitempty"`
	Deposed  string          `json:"deposed,omitempty"`

	SchemaVersion       uint64            `json:"schema_version"`
	Attributes          json.RawMessage   `json:"attributes,omitempty"`
	AttributesFlat      map[string]string `json:"attributes_flat,omitempty"`
	SensitiveAttributes json.RawMessage   `json:"sensitive_attributes,omitempty"`

	IdentitySchemaVersion uint64          `json:"identity_schema_version"`
	Identity              json.RawMessage `json:"identity,omitempty"`

	Private []byte `json:"private,omitempty"`

	Dependencies []string `json:"dependencies,omitempty"`
	// DependsOn is the pre-0.13 name of Dependencies, read only.
	DependsOn []string `json:"depends_on,omitempty"`

	CreateBeforeDestroy bool `json:"create_before_destroy,omitempty"`
}

// checkResultV4 is the result of the checks of one checkable object.
type checkResultV4 struct {
	ObjectKind string          `json:"object_kind"`
	ConfigAddr string          `json:"config_addr"`
	Status     string          `json:"status"`
	Objects    []checkObjectV4 `json:"objects,omitempty"`
}

// checkObjectV4 is the result of one instance's checks.
type checkObjectV4 struct {
	ObjectAddr      string   `json:"object_addr"`
	Status          string   `json:"status"`
	FailureMessages []string `json:"failure_messages,omitempty"`
}

// pathStepV4 is one step of a sensitive attribute path.
type pathStepV4 struct {
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
}
