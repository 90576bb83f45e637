package mock

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

// Instance returns an instance of the declared provider working in env.
// Instances are independent: each holds its own configuration.
func (p *Provider) Instance(env Env) providers.Interface {
	return &instance{decl: p, env: env, config: cty.NullVal(cty.DynamicPseudoType)}
}

// instance is a configured mock provider.
type instance struct {
	decl   *Provider
	env    Env
	config cty.Value
}

var (
	_ providers.Interface       = (*instance)(nil)
	_ providers.ConfigValidator = (*instance)(nil)
	_ providers.ReadHinter      = (*instance)(nil)
)

// HintReads lets the generic mock declare the types the configuration
// reads, with the attributes it reads from them; other providers have
// their schemas and ignore it.
func (i *instance) HintReads(reads func() providers.ConfigReads) {
	if i.decl.inferTypes && reads != nil {
		i.decl = inferGeneric(i.decl, reads())
	}
}

// Schema returns the declared schemas.
func (i *instance) Schema() providers.ProviderSchema {
	cfg := i.decl.Config
	if cfg == nil {
		cfg = &configschema.Block{}
	}
	s := providers.ProviderSchema{
		Provider:      providers.Schema{Block: cfg},
		ResourceTypes: map[string]providers.Schema{},
		DataSources:   map[string]providers.Schema{},
	}
	for name, r := range i.decl.Resources {
		s.ResourceTypes[name] = providers.Schema{Block: r.Schema, Version: r.Version}
	}
	for name, d := range i.decl.DataSources {
		s.DataSources[name] = providers.Schema{Block: d.Schema, Version: d.Version}
	}
	if r := i.decl.AnyResource; r != nil {
		s.AnyResourceType = &providers.Schema{Block: r.Schema, Version: r.Version}
	}
	if d := i.decl.AnyDataSource; d != nil {
		s.AnyDataSource = &providers.Schema{Block: d.Schema, Version: d.Version}
	}
	return s
}

// Configure records the provider configuration.
func (i *instance) Configure(config cty.Value) (diags hcl.Diagnostics) {
	defer i.recover("configure", "", &diags)
	if config == cty.NilVal {
		config = cty.NullVal(cty.DynamicPseudoType)
	}
	i.config = config
	if i.decl.Configure != nil {
		return i.decl.Configure(config)
	}
	return nil
}

// ctx makes the context of one call.
func (i *instance) ctx(typeName, addr string) *Ctx {
	return &Ctx{Env: i.env, Source: i.decl.Source, Provider: i.config, TypeName: typeName, Addr: addr}
}

// PlanResourceChange plans one managed resource instance.
func (i *instance) PlanResourceChange(req providers.PlanRequest) (resp providers.PlanResponse) {
	defer i.recover("plan", req.Addr, &resp.Diagnostics)
	r := i.decl.resource(req.TypeName)
	if r == nil {
		resp.PlannedState = req.ProposedNewState
		resp.Diagnostics = i.unsupported(false, req.TypeName)
		return resp
	}
	c := i.ctx(req.TypeName, req.Addr)
	if r.Plan != nil {
		return r.Plan(c, req)
	}
	return r.DefaultPlan(c, req)
}

// ApplyResourceChange applies one planned change.
func (i *instance) ApplyResourceChange(req providers.ApplyRequest) (resp providers.ApplyResponse) {
	defer i.recover("apply", req.Addr, &resp.Diagnostics)
	r := i.decl.resource(req.TypeName)
	if r == nil {
		resp.Diagnostics = i.unsupported(false, req.TypeName)
		return resp
	}
	c := i.ctx(req.TypeName, req.Addr)
	c.Replacing = req.Replacing
	if r.Apply != nil {
		resp = r.Apply(c, req)
	} else {
		resp = r.DefaultApply(c, req)
	}
	if i.decl.inferTypes {
		resp.Private = configuredPrivate(req.Config)
	}
	return resp
}

// ReadResource refreshes one object.
func (i *instance) ReadResource(req providers.ReadRequest) (resp providers.ReadResponse) {
	defer i.recover("read", req.Addr, &resp.Diagnostics)
	r := i.decl.resource(req.TypeName)
	if r == nil {
		resp.NewState = req.PriorState
		resp.Diagnostics = i.unsupported(false, req.TypeName)
		return resp
	}
	c := i.ctx(req.TypeName, req.Addr)
	if r.Read != nil {
		return r.Read(c, req)
	}
	return r.DefaultRead(c, req)
}

// ReadDataSource reads a data source.
func (i *instance) ReadDataSource(req providers.ReadDataRequest) (resp providers.ReadDataResponse) {
	defer i.recover("read", req.Addr, &resp.Diagnostics)
	d := i.decl.dataSource(req.TypeName)
	if d == nil {
		resp.State = req.Config
		resp.Diagnostics = i.unsupported(true, req.TypeName)
		return resp
	}
	c := i.ctx(req.TypeName, req.Addr)
	if d.Read != nil {
		resp.State, resp.Diagnostics = d.Read(c, req.Config)
	} else {
		resp.State, resp.Diagnostics = d.DefaultRead(c, req.Config)
	}
	return resp
}

// ImportResourceState imports an object by id.
func (i *instance) ImportResourceState(req providers.ImportRequest) (resp providers.ImportResponse) {
	defer i.recover("import", req.Addr, &resp.Diagnostics)
	r := i.decl.resource(req.TypeName)
	if r == nil {
		resp.Diagnostics = i.unsupported(false, req.TypeName)
		return resp
	}
	c := i.ctx(req.TypeName, req.Addr)
	if r.Import != nil {
		return r.Import(c, req)
	}
	return r.DefaultImport(c, req)
}

// ValidateResourceConfig checks a managed resource's configuration.
func (i *instance) ValidateResourceConfig(typeName string, config cty.Value) (diags hcl.Diagnostics) {
	defer i.recover("validate", typeName, &diags)
	r := i.decl.resource(typeName)
	if r == nil {
		return i.unsupported(false, typeName)
	}
	c := i.ctx(typeName, "")
	if r.Validate != nil {
		return r.Validate(c, config)
	}
	return r.DefaultValidate(c, config)
}

// ValidateDataSourceConfig checks a data source's configuration.
func (i *instance) ValidateDataSourceConfig(typeName string, config cty.Value) (diags hcl.Diagnostics) {
	defer i.recover("validate", typeName, &diags)
	d := i.decl.dataSource(typeName)
	if d == nil {
		return i.unsupported(true, typeName)
	}
	c := i.ctx(typeName, "")
	if d.Validate != nil {
		return d.Validate(c, config)
	}
	return d.DefaultValidate(c, config)
}

// unsupported is the error for a type the provider lacks. The engine
// reports it earlier, at the type's source range, through
// providers.ProviderSchema.CheckResourceType.
func (i *instance) unsupported(data bool, typeName string) hcl.Diagnostics {
	d := i.Schema().CheckResourceType(i.decl.Source, data, typeName, hcl.Range{})
	if d == nil {
		return nil
	}
	d.Subject = nil
	return hcl.Diagnostics{d}
}

// recover turns a panic of a behaviour hook into an error diagnostic.
func (i *instance) recover(op, addr string, diags *hcl.Diagnostics) {
	if r := recover(); r != nil {
		what := i.decl.Source
		if addr != "" {
			what += " (" + addr + ")"
		}
		*diags = append(*diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Mock provider failed",
			Detail:   fmt.Sprintf("tfplay's mock of %s failed during %s: %v. This is a bug in tfplay.", what, op, r),
		})
	}
}
