// Package mock is tfplay's mock provider framework: declarative provider,
// resource type and data source definitions (schemas plus behaviour) that
// become in-memory providers.Interface implementations behaving like
// Terraform providers do — computed attributes unknown at plan and
// generated at apply, deterministic from the workspace seed and the
// instance address; force-new attributes requiring replacement; defaults;
// Terraform's validation errors.
package mock

import (
	"io/fs"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// Env is the environment a provider instance runs in.
type Env struct {
	// FS is the working directory tree, for providers that read files.
	FS fs.FS
	// WorkDir is the absolute path FS stands for, so that absolute paths
	// under it can be read; empty when unknown.
	WorkDir string
	// Seed makes generated values differ between workspaces of different
	// users while staying stable for one workspace.
	Seed string
	// Workspace is the selected workspace ("default").
	Workspace string
}

// Provider declares a mock provider.
type Provider struct {
	// Source is the provider's source address
	// ("registry.terraform.io/hashicorp/aws").
	Source string
	// Config is the schema of the provider block; nil for none.
	Config *configschema.Block
	// Configure, when set, checks the provider configuration.
	Configure func(config cty.Value) hcl.Diagnostics

	Resources   map[string]*Resource
	DataSources map[string]*DataSource

	// AnyResource and AnyDataSource, when set, serve every type the maps
	// do not declare (the generic mock).
	AnyResource   *Resource
	AnyDataSource *DataSource

	// inferTypes declares the types the configuration reads from how it
	// reads them (the generic mock).
	inferTypes bool
}

// resource returns the declaration of a managed resource type.
func (p *Provider) resource(typeName string) *Resource {
	if r, ok := p.Resources[typeName]; ok && r != nil {
		return r
	}
	return p.AnyResource
}

// dataSource returns the declaration of a data source.
func (p *Provider) dataSource(typeName string) *DataSource {
	if d, ok := p.DataSources[typeName]; ok && d != nil {
		return d
	}
	return p.AnyDataSource
}

// Ctx is the context of one provider call, as behaviour hooks and
// generators see it.
type Ctx struct {
	Env    Env
	Source string
	// Provider is the provider block's configuration (null when the
	// provider was not configured).
	Provider cty.Value
	TypeName string
	// Addr is the absolute instance address.
	Addr string
	// Replacing is the object being replaced when an apply creates its
	// replacement; generated values then differ from that object's.
	Replacing cty.Value
}
