package core

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/providers"
)

// BuiltinProvider is the source address of Terraform's built-in provider.
const BuiltinProvider = "terraform.io/builtin/terraform"

// ProviderSource returns the fully-qualified source address of a provider
// local name in a module: its required_providers source, or the default
// hashicorp namespace.
func ProviderSource(mod *config.Module, localName string) string {
	if rp, ok := mod.RequiredProviders[localName]; ok && rp.Source != "" {
		return normalizeSource(rp.Source)
	}
	if localName == "terraform" {
		return BuiltinProvider
	}
	return "registry.terraform.io/hashicorp/" + localName
}

// normalizeSource expands "ns/type" and "host/ns/type" source strings.
func normalizeSource(src string) string {
	parts := strings.Split(src, "/")
	switch len(parts) {
	case 1:
		return "registry.terraform.io/hashicorp/" + strings.ToLower(src)
	case 2:
		return "registry.terraform.io/" + strings.ToLower(src)
	}
	return strings.ToLower(src)
}

// ShortSource is the source without the default registry host, as
// `terraform init` and version print it (hashicorp/aws).
func ShortSource(src string) string {
	return strings.TrimPrefix(src, "registry.terraform.io/")
}

// providerConfigAddr identifies one provider configuration: the module
// that declares it (static path), the provider's source and its alias.
type providerConfigAddr struct {
	Module []string
	Source string
	Alias  string
}

// String renders the address as in state and plan JSON:
// provider["registry.terraform.io/hashicorp/aws"].west, prefixed with the
// module path for configurations in child modules.
func (a providerConfigAddr) String() string {
	s := fmt.Sprintf("provider[%q]", a.Source)
	if a.Alias != "" {
		s += "." + a.Alias
	}
	if len(a.Module) > 0 {
		s = addrs.ModuleString(a.Module) + "." + s
	}
	return s
}

func (a providerConfigAddr) key() string { return a.String() }

// resolveProvider finds the provider configuration a resource in cfg uses,
// following provider inheritance and module `providers` maps.
func resolveProvider(cfg *config.Config, ref config.ProviderRef) (providerConfigAddr, hcl.Diagnostics) {
	source := ProviderSource(cfg.Module, ref.Name)
	cur := cfg
	name, alias := ref.Name, ref.Alias
	for {
		key := name
		if alias != "" {
			key = name + "." + alias
		}
		if _, ok := cur.Module.ProviderConfigs[key]; ok {
			return providerConfigAddr{Module: cur.Path, Source: ProviderSource(cur.Module, name), Alias: alias}, nil
		}
		if cur.Parent == nil {
			if alias != "" {
				return providerConfigAddr{Module: cur.Path, Source: source, Alias: alias}, hcl.Diagnostics{{
					Severity: hcl.DiagError,
					Summary:  "Provider configuration not present",
					Detail:   fmt.Sprintf("To work with this resource its original provider configuration at %s is required, but it has been removed.", providerConfigAddr{Module: cur.Path, Source: source, Alias: alias}),
				}}
			}
			// The root module's default configuration is implied.
			return providerConfigAddr{Module: nil, Source: ProviderSource(cur.Module, name)}, nil
		}
		passed := false
		if cur.Call != nil {
			for _, pp := range cur.Call.Providers {
				if pp.InChild.Name == name && pp.InChild.Alias == alias {
					name, alias = pp.InParent.Name, pp.InParent.Alias
					passed = true
					break
				}
			}
		}
		if !passed && alias != "" {
			// Aliased configurations are never inherited implicitly.
			return providerConfigAddr{Module: cur.Path, Source: source, Alias: alias}, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Provider configuration not present",
				Detail:   fmt.Sprintf("Module %s does not declare a provider configuration named %s.%s and none is passed to it in its module block's providers argument.", addrs.ModuleString(cur.Path), name, alias),
			}}
		}
		cur = cur.Parent
	}
}

// providerSet holds the provider instances of one operation, one per
// provider configuration, created and configured on first use.
type providerSet struct {
	factory   providers.Factory
	instances map[string]providers.Interface
	unknown   map[string]bool
	schemas   map[string]providers.ProviderSchema
}

func newProviderSet(f providers.Factory) *providerSet {
	return &providerSet{factory: f, instances: map[string]providers.Interface{},
		unknown: map[string]bool{}, schemas: map[string]providers.ProviderSchema{}}
}

// schema returns the schema of the provider with the given source.
func (ps *providerSet) schema(source string) providers.ProviderSchema {
	if s, ok := ps.schemas[source]; ok {
		return s
	}
	p, known := ps.factory(source)
	s := p.Schema()
	ps.schemas[source] = s
	if !known {
		ps.unknown[source] = true
	}
	return s
}

// instance returns the provider instance for a configuration, configuring
// it with configure the first time.
func (ps *providerSet) instance(addr providerConfigAddr, configure func(providers.Interface) hcl.Diagnostics) (providers.Interface, hcl.Diagnostics) {
	if p, ok := ps.instances[addr.key()]; ok {
		return p, nil
	}
	p, _ := ps.factory(addr.Source)
	ps.instances[addr.key()] = p
	var diags hcl.Diagnostics
	if configure != nil {
		diags = configure(p)
	}
	return p, diags
}

// evalScope aliases the evaluator's scope type for brevity in this package.
type evalScope = eval.Scope
