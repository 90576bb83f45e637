// Package providers defines what the engine asks of a provider: its
// schema, and the plan, apply, read and import operations on resource
// objects. tfplay's providers are in-memory mocks (package mockproviders);
// the engine only ever sees this interface.
package providers

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// Schema is a block schema with its version.
type Schema struct {
	Block   *configschema.Block
	Version int64
}

// ProviderSchema is everything a provider declares.
type ProviderSchema struct {
	Provider      Schema
	ResourceTypes map[string]Schema
	DataSources   map[string]Schema

	// AnyResourceType and AnyDataSource, when set, are the schema of every
	// managed resource type and data source not listed above: tfplay's
	// generic mock of an unknown provider accepts any type. Look schemas up
	// with ResourceTypeSchema and DataSourceSchema.
	AnyResourceType *Schema
	AnyDataSource   *Schema
}

// Interface is a provider instance. Values passed in and out conform to
// the implied type of the relevant schema; they carry no marks.
type Interface interface {
	// Schema returns the provider's schemas.
	Schema() ProviderSchema

	// Configure receives the provider block's configuration value.
	Configure(config cty.Value) hcl.Diagnostics

	// PlanResourceChange proposes the new state of a managed resource.
	PlanResourceChange(req PlanRequest) PlanResponse

	// ApplyResourceChange makes a planned change and returns the new
	// state (a null value after a delete).
	ApplyResourceChange(req ApplyRequest) ApplyResponse

	// ReadResource refreshes a managed resource's state.
	ReadResource(req ReadRequest) ReadResponse

	// ReadDataSource reads a data source.
	ReadDataSource(req ReadDataRequest) ReadDataResponse

	// ImportResourceState returns the objects an import of id produces.
	ImportResourceState(req ImportRequest) ImportResponse
}

// PlanRequest asks a provider to plan one resource instance.
type PlanRequest struct {
	TypeName string
	// Addr is the absolute instance address (module.m.aws_instance.x[0]),
	// which mocks use to generate deterministic values.
	Addr string
	// PriorState is null when the object is to be created.
	PriorState cty.Value
	// ProposedNewState merges the configuration with the prior state:
	// configured values, with computed attributes that are null in the
	// configuration taken from the prior state.
	ProposedNewState cty.Value
	Config           cty.Value
}

// PlanResponse is the provider's plan for one instance.
type PlanResponse struct {
	// PlannedState may contain unknown values for attributes the
	// provider computes during apply.
	PlannedState cty.Value
	// RequiresReplace lists the attribute paths whose change forces the
	// object to be replaced.
	RequiresReplace []cty.Path
	Diagnostics     hcl.Diagnostics
}

// ApplyRequest asks a provider to make a planned change.
type ApplyRequest struct {
	TypeName     string
	Addr         string
	PriorState   cty.Value
	PlannedState cty.Value
	Config       cty.Value
	// Replacing is the object a create replaces (null otherwise), so that
	// a mock generates new values for the new object, as a real cloud
	// would.
	Replacing cty.Value
}

// ApplyResponse is the object after the change.
type ApplyResponse struct {
	NewState    cty.Value
	Diagnostics hcl.Diagnostics
	// Private is data the provider keeps with the object in state, for
	// itself alone (Terraform's "private" of a resource instance).
	Private []byte
}

// ReadRequest refreshes an object.
type ReadRequest struct {
	TypeName   string
	Addr       string
	PriorState cty.Value
}

// ReadResponse is the refreshed object (null if it no longer exists).
type ReadResponse struct {
	NewState    cty.Value
	Diagnostics hcl.Diagnostics
}

// ReadDataRequest reads a data source.
type ReadDataRequest struct {
	TypeName string
	Addr     string
	Config   cty.Value
}

// ReadDataResponse is a data source's result.
type ReadDataResponse struct {
	State       cty.Value
	Diagnostics hcl.Diagnostics
}

// ImportRequest imports an existing object by id.
type ImportRequest struct {
	TypeName string
	Addr     string
	ID       string
	// Config is the target's configuration when the engine has it (cty.NilVal
	// otherwise, as when -generate-config-out writes it): a mock, having no
	// remote object to read, takes it as the description of that object.
	Config cty.Value
}

// ImportResponse is the imported object.
type ImportResponse struct {
	State       cty.Value
	Diagnostics hcl.Diagnostics
}

// Factory creates a provider instance for a provider source address
// (e.g. "registry.terraform.io/hashicorp/aws") and reports whether the
// catalog knows it (false means a generic mock was made).
type Factory func(source string) (Interface, bool)
