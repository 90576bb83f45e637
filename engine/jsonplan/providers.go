package jsonplan

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/jsonstate"
)

// marshalProviderConfigs collects, for a module and its descendants, the
// provider configurations plan JSON lists: provider blocks, required
// providers without a block, providers the module's resources imply, and
// configurations passed to child modules. Configurations a child inherits
// or is passed from its parent record the parent's key and are dropped
// from the final list.
func marshalProviderConfigs(c *config.Config, schemas jsonstate.SchemaFunc, m map[string]ProviderConfig) {
	if c == nil || c.Module == nil {
		return
	}
	mod := c.Module
	modAddr := addrs.ModuleString(c.Path)
	reqs := providerRequirements(mod)

	for _, key := range sortedKeys(mod.ProviderConfigs) {
		pc := mod.ProviderConfigs[key]
		fqn := providerSource(mod, pc.Name)
		var schema *configschema.Block
		if schemas != nil {
			schema = schemas(fqn, "provider", "")
		}
		m[providerKey(key, modAddr)] = ProviderConfig{
			Name:              pc.Name,
			FullName:          fqn,
			Alias:             pc.Alias,
			ModuleAddress:     modAddr,
			VersionConstraint: reqs[fqn],
			Expressions:       nonEmpty(marshalExpressions(pc.Config, schema)),
		}
	}

	for _, local := range sortedKeys(mod.RequiredProviders) {
		rp := mod.RequiredProviders[local]
		fqn := providerSource(mod, local)
		for _, alias := range rp.ConfigurationAliases {
			key := providerKey(traversalCompact(alias), modAddr)
			if _, ok := m[key]; ok {
				continue
			}
			m[key] = ProviderConfig{Name: local, FullName: fqn, ModuleAddress: modAddr, VersionConstraint: reqs[fqn]}
		}
		key := providerKey(local, modAddr)
		if _, ok := m[key]; ok {
			continue
		}
		pc := ProviderConfig{Name: local, FullName: fqn, ModuleAddress: modAddr, VersionConstraint: reqs[fqn]}
		if c.Parent != nil {
			pc.parentKey = sourceProviderKey(providerKey(local, addrs.ModuleString(c.Parent.Path)), fqn, m)
		}
		m[key] = pc
	}

	for _, fqn := range sortedKeys(reqs) {
		local := fqn[strings.LastIndexByte(fqn, '/')+1:]
		key := providerKey(local, modAddr)
		if _, ok := m[key]; ok {
			continue
		}
		pc := ProviderConfig{Name: local, FullName: fqn, ModuleAddress: modAddr}
		if c.Parent != nil {
			pc.parentKey = sourceProviderKey(providerKey(local, addrs.ModuleString(c.Parent.Path)), fqn, m)
		}
		m[key] = pc
	}

	for _, name := range sortedKeys(mod.ModuleCalls) {
		mc := mod.ModuleCalls[name]
		child := c.Children[name]
		if child == nil {
			continue
		}
		childAddr := addrs.ModuleString(child.Path)
		for _, pp := range mc.Providers {
			inChild := pp.InChild.String()
			pc := ProviderConfig{Name: inChild, FullName: providerSource(child.Module, pp.InChild.Name), ModuleAddress: childAddr}
			pc.parentKey = sourceProviderKey(providerKey(pp.InParent.String(), modAddr), pc.FullName, m)
			m[providerKey(inChild, childAddr)] = pc
		}
		marshalProviderConfigs(child, schemas, m)
	}
}

// providerRequirements maps each provider a module needs (by its
// required_providers entries, provider blocks and resources) to its
// version constraint.
func providerRequirements(mod *config.Module) map[string]string {
	reqs := map[string]string{}
	add := func(fqn, version string) {
		if version == "" {
			if _, ok := reqs[fqn]; ok {
				return
			}
		}
		reqs[fqn] = version
	}
	for local, rp := range mod.RequiredProviders {
		add(providerSource(mod, local), strings.TrimSpace(rp.Version))
	}
	for _, pc := range mod.ProviderConfigs {
		add(providerSource(mod, pc.Name), "")
	}
	for _, rs := range []map[string]*config.Resource{mod.ManagedResources, mod.DataResources} {
		for _, r := range rs {
			add(providerSource(mod, r.ProviderLocalName()), "")
		}
	}
	return reqs
}

// sourceProviderKey follows parent keys from start while they name a
// configuration of the same provider, returning the last one found.
func sourceProviderKey(start, fullName string, m map[string]ProviderConfig) string {
	found := ""
	for key := start; key != ""; {
		pc, ok := m[key]
		if !ok || pc.FullName != fullName {
			break
		}
		found = key
		key = pc.parentKey
	}
	return found
}

// normalizeProviderKeys points resources whose provider configuration is
// inherited from a parent module at the parent's configuration.
func normalizeProviderKeys(mod *ConfigModule, pcs map[string]ProviderConfig) {
	for i, r := range mod.Resources {
		if pc, ok := pcs[r.ProviderConfigKey]; ok {
			if _, ok := pcs[pc.parentKey]; ok {
				mod.Resources[i].ProviderConfigKey = pc.parentKey
			}
		}
	}
	for name, mc := range mod.ModuleCalls {
		normalizeProviderKeys(&mc.Module, pcs)
		mod.ModuleCalls[name] = mc
	}
}

// traversalCompact renders a provider reference such as aws.west.
func traversalCompact(t hcl.Traversal) string {
	var parts []string
	for _, st := range t {
		switch s := st.(type) {
		case hcl.TraverseRoot:
			parts = append(parts, s.Name)
		case hcl.TraverseAttr:
			parts = append(parts, s.Name)
		}
	}
	return strings.Join(parts, ".")
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
