// Package core carries out Terraform's operations over a configuration:
// validate, plan (normal, destroy, refresh-only) and apply. Resources are
// planned on demand as expressions refer to them, through the evaluator's
// ResourceSource hook, so the evaluation order follows the configuration's
// dependencies and cycles are found where they occur.
package core

import (
	"github.com/tfplay/tfplay/engine/funcs"
	"io/fs"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/inputvars"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
)

// Options configure an operation.
type Options struct {
	Config    *config.Config
	FS        fs.FS
	WorkDir   string
	Env       map[string]string
	Workspace string
	Inputs    map[string]*inputvars.Value
	Providers providers.Factory
	// State is the state before the operation (never nil for plan/apply).
	State *states.State

	Mode         plans.Mode
	Targets      []string
	ForceReplace []string
	// SkipRefresh is -refresh=false.
	SkipRefresh bool
	Timestamp   time.Time
	// Flavor selects Terraform's or OpenTofu's function set.
	Flavor funcs.Flavor
	// WorkLimit bounds evaluation work (see package workbudget); zero
	// means the default.
	WorkLimit int64
	// TimeLimit bounds evaluation time (workbudget.MaxEvalTime when
	// zero).
	TimeLimit time.Duration

	// refs caches references for the operation's evaluators (Plan shares
	// one between its validate and plan walks); nil: each has its own.
	refs *eval.RefCache
}

// ResourceAddress names a resource (not instance) anywhere in the tree.
func resourceKey(m addrs.ModuleInstance, r *config.Resource) string {
	return addrs.AbsResource{Module: m, Resource: configResourceAddr(r)}.String()
}

func configResourceAddr(r *config.Resource) addrs.Resource {
	return r.Addr()
}

// schemaFor returns the schema of a resource type of a provider.
func (ps *providerSet) resourceSchema(source string, mode addrs.ResourceMode, typeName string) *providers.Schema {
	s := ps.schema(source)
	get := s.ResourceTypeSchema
	if mode == addrs.Data {
		get = s.DataSourceSchema
	}
	if sch, ok := get(typeName); ok {
		return &sch
	}
	return nil
}

// SchemaLookup finds the schema of a resource type given its provider
// configuration address string.
type SchemaLookup func(providerConfig string, mode addrs.ResourceMode, typeName string) *configschema.Block

// newEvaluator builds the evaluator for an operation.
func newEvaluator(opts Options, mode eval.Mode, src eval.ResourceSource) *eval.Evaluator {
	return eval.New(eval.Options{
		Config:        opts.Config,
		Mode:          mode,
		FS:            opts.FS,
		WorkDir:       opts.WorkDir,
		Env:           opts.Env,
		Workspace:     opts.Workspace,
		Inputs:        opts.Inputs,
		Resources:     src,
		PlanTimestamp: opts.Timestamp,
		Flavor:        opts.Flavor,
		WorkLimit:     opts.WorkLimit,
		TimeLimit:     opts.TimeLimit,
		Refs:          opts.refs,
	})
}

// diagsOf appends and returns.
func appendDiags(dst *hcl.Diagnostics, d hcl.Diagnostics) bool {
	*dst = append(*dst, d...)
	return d.HasErrors()
}
