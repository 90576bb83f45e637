// Package plans holds a Terraform plan: the change planned for every
// resource instance and output, why, and the states and inputs the plan was
// made from, so that apply can carry it out exactly.
package plans

import (
	"time"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// Action is what a change does.
type Action string

// Terraform's change actions.
const (
	NoOp             Action = "no-op"
	Create           Action = "create"
	Read             Action = "read"
	Update           Action = "update"
	DeleteThenCreate Action = "delete-then-create"
	CreateThenDelete Action = "create-then-delete"
	Delete           Action = "delete"
	Forget           Action = "forget"
)

// IsReplace reports whether the action replaces an object.
func (a Action) IsReplace() bool { return a == DeleteThenCreate || a == CreateThenDelete }

// ActionReason explains an action, as plan JSON's action_reason.
type ActionReason string

// Terraform's action reasons ("" when there is nothing to explain).
const (
	ReasonNone                   ActionReason = ""
	ReplaceBecauseTainted        ActionReason = "replace_because_tainted"
	ReplaceByRequest             ActionReason = "replace_by_request"
	ReplaceByTriggers            ActionReason = "replace_by_triggers"
	ReplaceCannotUpdate          ActionReason = "replace_because_cannot_update"
	DeleteNoResourceConfig       ActionReason = "delete_because_no_resource_config"
	DeleteWrongRepetition        ActionReason = "delete_because_wrong_repetition"
	DeleteCountIndex             ActionReason = "delete_because_count_index"
	DeleteEachKey                ActionReason = "delete_because_each_key"
	DeleteNoModule               ActionReason = "delete_because_no_module"
	DeleteNoMoveTarget           ActionReason = "delete_because_no_move_target"
	ReadBecauseConfigUnknown     ActionReason = "read_because_config_unknown"
	ReadBecauseDependencyPending ActionReason = "read_because_dependency_pending"
	ReadBecauseCheckNested       ActionReason = "read_because_check_nested"
)

// Mode is the planning mode.
type Mode int

// Planning modes.
const (
	NormalMode Mode = iota
	DestroyMode
	RefreshOnlyMode
)

// ResourceInstanceChange is the planned change of one resource instance
// object.
type ResourceInstanceChange struct {
	Addr addrs.AbsResourceInstance
	// PrevRunAddr differs from Addr when a moved block renamed the object.
	PrevRunAddr addrs.AbsResourceInstance
	// DeposedKey is set for changes to deposed objects.
	DeposedKey string
	// ProviderConfig is the provider configuration address string.
	ProviderConfig string
	Action         Action
	ActionReason   ActionReason
	// Before and After are the object before and after; After may contain
	// unknown values. They carry sensitive marks.
	Before cty.Value
	After  cty.Value
	// RequiredReplace lists the paths that force replacement.
	RequiredReplace []cty.Path
	// Importing is set when the change imports an existing object.
	ImportingID string
	Importing   bool
	// ConfigGenerated is set when plan -generate-config-out wrote the
	// resource's configuration.
	ConfigGenerated bool
	// Private is provider-private data passed from plan to apply.
	Private []byte
}

// OutputChange is the planned change of a root module output.
type OutputChange struct {
	Name      string
	Action    Action
	Before    cty.Value
	After     cty.Value
	Sensitive bool
}

// CheckStatus is the status of a checkable object.
type CheckStatus string

// Check statuses.
const (
	CheckPass    CheckStatus = "pass"
	CheckFail    CheckStatus = "fail"
	CheckError   CheckStatus = "error"
	CheckUnknown CheckStatus = "unknown"
)

// CheckResult is the result of the checks of one checkable object
// (resource, output, check block, variable) and its instances.
type CheckResult struct {
	// Kind is "resource", "output_value", "check" or "var".
	Kind string
	// Addr is the static address (aws_instance.x, output.o, check.c).
	Addr      string
	Module    string
	Status    CheckStatus
	Instances []CheckInstanceResult
}

// CheckInstanceResult is the result of one instance's checks.
type CheckInstanceResult struct {
	Addr     string
	Status   CheckStatus
	Problems []string
}

// Plan is a complete plan.
type Plan struct {
	Mode    Mode
	Changes []*ResourceInstanceChange
	Outputs []*OutputChange
	// PrevRunState is the state as of the last run (after moves); PriorState
	// is the refreshed state the plan was made against.
	PrevRunState *states.State
	PriorState   *states.State
	// Variables are the root variable values the plan used.
	Variables map[string]cty.Value
	// TargetAddrs and ForceReplaceAddrs are the -target and -replace
	// options.
	TargetAddrs       []string
	ForceReplaceAddrs []string
	Checks            []*CheckResult
	// Errored is true when planning stopped with errors; such a plan cannot
	// be applied.
	Errored   bool
	Timestamp time.Time
	// RelevantAttributes lists resource attributes that contributed to
	// changes (plan JSON relevant_attributes).
	RelevantAttributes []ResourceAttr
	Workspace          string
}

// ResourceAttr is a resource instance attribute path.
type ResourceAttr struct {
	Resource string
	Attr     cty.Path
}
