package jsonplan

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/jsonstate"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Configuration is the configuration representation of plan JSON.
type Configuration struct {
	ProviderConfig map[string]ProviderConfig `json:"provider_config,omitempty"`
	RootModule     ConfigModule              `json:"root_module"`
}

// ProviderConfig describes one provider configuration, declared or
// implied.
type ProviderConfig struct {
	Name              string         `json:"name,omitempty"`
	FullName          string         `json:"full_name,omitempty"`
	Alias             string         `json:"alias,omitempty"`
	VersionConstraint string         `json:"version_constraint,omitempty"`
	ModuleAddress     string         `json:"module_address,omitempty"`
	Expressions       map[string]any `json:"expressions,omitempty"`

	// parentKey is the key of the parent module's configuration this one
	// is inherited from or passed from; such entries are not listed.
	parentKey string
}

// ConfigModule describes one module of the configuration.
type ConfigModule struct {
	Outputs     map[string]ConfigOutput   `json:"outputs,omitempty"`
	Resources   []ConfigResource          `json:"resources,omitempty"`
	ModuleCalls map[string]ModuleCall     `json:"module_calls,omitempty"`
	Variables   map[string]ConfigVariable `json:"variables,omitempty"`
}

// ConfigOutput describes an output block.
type ConfigOutput struct {
	Sensitive   bool       `json:"sensitive,omitempty"`
	Expression  Expression `json:"expression"`
	DependsOn   []string   `json:"depends_on,omitempty"`
	Description string     `json:"description,omitempty"`
}

// ConfigResource describes a resource or data block.
type ConfigResource struct {
	Address           string         `json:"address,omitempty"`
	Mode              string         `json:"mode,omitempty"`
	Type              string         `json:"type,omitempty"`
	Name              string         `json:"name,omitempty"`
	ProviderConfigKey string         `json:"provider_config_key,omitempty"`
	Provisioners      []Provisioner  `json:"provisioners,omitempty"`
	Expressions       map[string]any `json:"expressions,omitempty"`
	SchemaVersion     uint64         `json:"schema_version"`
	CountExpression   *Expression    `json:"count_expression,omitempty"`
	ForEachExpression *Expression    `json:"for_each_expression,omitempty"`
	DependsOn         []string       `json:"depends_on,omitempty"`
}

// Provisioner describes a provisioner block.
type Provisioner struct {
	Type        string         `json:"type,omitempty"`
	Expressions map[string]any `json:"expressions,omitempty"`
}

// ModuleCall describes a module block and the module it calls.
type ModuleCall struct {
	Source            string         `json:"source,omitempty"`
	Expressions       map[string]any `json:"expressions,omitempty"`
	CountExpression   *Expression    `json:"count_expression,omitempty"`
	ForEachExpression *Expression    `json:"for_each_expression,omitempty"`
	Module            ConfigModule   `json:"module"`
	VersionConstraint string         `json:"version_constraint,omitempty"`
	DependsOn         []string       `json:"depends_on,omitempty"`
}

// ConfigVariable describes a variable block.
type ConfigVariable struct {
	Default     json.RawMessage `json:"default,omitempty"`
	Description string          `json:"description,omitempty"`
	Sensitive   bool            `json:"sensitive,omitempty"`
}

// BuiltinProvider is the source address of Terraform's built-in provider.
const BuiltinProvider = "terraform.io/builtin/terraform"

// MarshalConfig describes a configuration tree. schemas gives resource
// type schemas (mode "managed" or "data") and provider configuration
// schemas (mode "provider", empty type name); a nil schema describes every
// argument of a body.
func MarshalConfig(cfg *config.Config, schemas jsonstate.SchemaFunc) (*Configuration, error) {
	if cfg == nil || cfg.Module == nil {
		return nil, fmt.Errorf("no configuration")
	}
	pcs := map[string]ProviderConfig{}
	marshalProviderConfigs(cfg, schemas, pcs)
	root := marshalConfigModule(cfg, schemas)
	normalizeProviderKeys(&root, pcs)
	for k, pc := range pcs {
		if pc.parentKey != "" {
			delete(pcs, k)
		}
	}
	out := &Configuration{RootModule: root}
	if len(pcs) > 0 {
		out.ProviderConfig = pcs
	}
	return out, nil
}

func marshalConfigModule(c *config.Config, schemas jsonstate.SchemaFunc) ConfigModule {
	var m ConfigModule
	mod := c.Module
	modAddr := addrs.ModuleString(c.Path)

	m.Resources = append(marshalConfigResources(c, mod.ManagedResources, schemas, modAddr),
		marshalConfigResources(c, mod.DataResources, schemas, modAddr)...)

	if len(mod.Outputs) > 0 {
		m.Outputs = map[string]ConfigOutput{}
		for name, o := range mod.Outputs {
			m.Outputs[name] = ConfigOutput{
				Sensitive:   o.Sensitive,
				Expression:  marshalExpression(o.Expr),
				DependsOn:   dependsOnStrings(o.DependsOn),
				Description: o.Description,
			}
		}
	}

	if len(mod.ModuleCalls) > 0 {
		m.ModuleCalls = map[string]ModuleCall{}
		for name, mc := range mod.ModuleCalls {
			m.ModuleCalls[name] = marshalModuleCall(c.Children[name], mc, schemas)
		}
	}

	if len(mod.Variables) > 0 {
		m.Variables = map[string]ConfigVariable{}
		for name, v := range mod.Variables {
			cv := ConfigVariable{Description: v.Description, Sensitive: v.Sensitive}
			if v.Default != cty.NilVal {
				d, _ := v.Default.UnmarkDeep()
				if js, err := ctyjson.Marshal(d, d.Type()); err == nil {
					cv.Default = js
				}
			}
			m.Variables[name] = cv
		}
	}
	return m
}

func marshalConfigResources(c *config.Config, rs map[string]*config.Resource, schemas jsonstate.SchemaFunc, modAddr string) []ConfigResource {
	var out []ConfigResource
	for _, r := range rs {
		mode := addrs.Managed
		if r.Mode == config.DataResource {
			mode = addrs.Data
		}
		local := r.ProviderLocalName()
		compact := local
		if r.Provider != nil && r.Provider.Alias != "" {
			compact += "." + r.Provider.Alias
		}
		cr := ConfigResource{
			Address:           r.Address(),
			Mode:              jsonstate.ModeString(mode),
			Type:              r.Type,
			Name:              r.Name,
			ProviderConfigKey: providerKey(compact, modAddr),
			DependsOn:         dependsOnStrings(r.DependsOn),
		}
		var schema *configschema.Block
		if schemas != nil {
			schema = schemas(providerSource(c.Module, local), jsonstate.ModeString(mode), r.Type)
		}
		if exprs := marshalExpressions(r.Config, schema); len(exprs) > 0 {
			cr.Expressions = exprs
		}
		for _, p := range r.Provisioners {
			cr.Provisioners = append(cr.Provisioners, Provisioner{Type: p.Type, Expressions: nonEmpty(marshalExpressions(p.Config, nil))})
		}
		if r.Count != nil {
			if e := marshalExpression(r.Count); !e.empty() {
				cr.CountExpression = &e
			}
		} else if r.ForEach != nil {
			if e := marshalExpression(r.ForEach); !e.empty() {
				cr.ForEachExpression = &e
			}
		}
		out = append(out, cr)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Address < out[j].Address })
	return out
}

func marshalModuleCall(c *config.Config, mc *config.ModuleCall, schemas jsonstate.SchemaFunc) ModuleCall {
	if c == nil {
		return ModuleCall{}
	}
	out := ModuleCall{Source: mc.Source, VersionConstraint: mc.Version, DependsOn: dependsOnStrings(mc.DependsOn)}
	if e := marshalExpression(mc.Count); mc.Count != nil && !e.empty() {
		out.CountExpression = &e
	} else if e := marshalExpression(mc.ForEach); mc.ForEach != nil && !e.empty() {
		out.ForEachExpression = &e
	}
	vars := &configschema.Block{Attributes: map[string]*configschema.Attribute{}}
	for name, v := range c.Module.Variables {
		vars.Attributes[name] = &configschema.Attribute{Required: v.Required(), Optional: !v.Required()}
	}
	out.Expressions = nonEmpty(marshalExpressions(mc.Config, vars))
	out.Module = marshalConfigModule(c, schemas)
	return out
}

// dependsOnStrings renders depends_on entries as the objects they name.
func dependsOnStrings(ts []hcl.Traversal) []string {
	if len(ts) == 0 {
		return nil
	}
	out := make([]string, len(ts))
	for i, t := range ts {
		ref, diags := addrs.ParseRef(t)
		if diags.HasErrors() || ref == nil {
			continue
		}
		subject, _, _ := referenceSubject(ref)
		out[i] = subject
	}
	return out
}

func nonEmpty(m map[string]any) map[string]any {
	if len(m) == 0 {
		return nil
	}
	return m
}

// providerKey is the key of a provider configuration in provider_config:
// the local name (with alias), prefixed by the module address and a colon
// outside the root module.
func providerKey(compact, modAddr string) string {
	if modAddr == "" {
		return compact
	}
	return modAddr + ":" + compact
}

// providerSource returns the source address of a provider local name in a
// module: its required_providers source, or Terraform's default for the
// name. (The engine resolves providers the same way.)
func providerSource(mod *config.Module, local string) string {
	if rp, ok := mod.RequiredProviders[local]; ok && rp.Source != "" {
		return normalizeSource(rp.Source)
	}
	if local == "terraform" {
		return BuiltinProvider
	}
	return "registry.terraform.io/hashicorp/" + local
}

// normalizeSource expands "type", "namespace/type" and lower-cases a
// source address.
func normalizeSource(src string) string {
	src = strings.ToLower(src)
	switch strings.Count(src, "/") {
	case 0:
		return "registry.terraform.io/hashicorp/" + src
	case 1:
		return "registry.terraform.io/" + src
	}
	return src
}
