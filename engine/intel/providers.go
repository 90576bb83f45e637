package intel

import (
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders"
)

// builtinSource is the source address of the built-in terraform provider.
const builtinSource = "terraform.io/builtin/terraform"

// schemas caches provider schemas by source: a mock provider's schema is
// fixed, and building the large ones takes milliseconds.
var schemas = map[string]providers.ProviderSchema{}

// providerSchema returns the schema of the provider with a source
// address (any form mockproviders.NormalizeSource accepts), the generic
// mock's for providers outside the catalog.
func providerSchema(source string) providers.ProviderSchema {
	src := mockproviders.NormalizeSource(source)
	if s, ok := schemas[src]; ok {
		return s
	}
	p, _ := mockproviders.New(src, mockproviders.Env{})
	s := p.Schema()
	schemas[src] = s
	return s
}

// providerSource resolves a provider local name in a module to its
// fully-qualified source: its required_providers entry, else
// hashicorp/NAME (terraform is the built-in provider).
func providerSource(mod *config.Module, local string) string {
	if mod != nil {
		if rp, ok := mod.RequiredProviders[local]; ok && rp.Source != "" {
			return mockproviders.NormalizeSource(rp.Source)
		}
	}
	if local == "terraform" {
		return builtinSource
	}
	return mockproviders.NormalizeSource(local)
}

// displaySource is a source as people write it: without the default
// registry host.
func displaySource(src string) string {
	return strings.TrimPrefix(src, "registry.terraform.io/")
}

// resourceProvider is the provider local name of a resource or data block
// of the module: its provider argument, or the prefix of its type.
func resourceProvider(mod *config.Module, typ, name string, data bool) string {
	if mod != nil {
		set := mod.ManagedResources
		if data {
			set = mod.DataResources
		}
		if r := set[typ+"."+name]; r != nil {
			return r.ProviderLocalName()
		}
	}
	return config.ImpliedProviderName(typ)
}

// typeSchema returns the schema of a resource type (data false) or data
// source, and the provider's source; nil when the provider does not
// have the type or only knows it generically.
func typeSchema(source, typ string, data bool) *configschema.Block {
	s := providerSchema(source)
	get := s.ResourceTypeSchema
	if data {
		get = s.DataSourceSchema
	}
	sch, ok := get(typ)
	if !ok || sch.Block == nil {
		return nil
	}
	return sch.Block
}

// usedSources lists the sources of the providers a module requires or
// implies (required_providers, provider blocks and resource types) and
// the built-in provider, always there.
func usedSources(mod *config.Module) []string {
	set := map[string]bool{builtinSource: true}
	if mod != nil {
		for name := range mod.RequiredProviders {
			set[providerSource(mod, name)] = true
		}
		for _, p := range mod.ProviderConfigs {
			set[providerSource(mod, p.Name)] = true
		}
		for _, rs := range []map[string]*config.Resource{mod.ManagedResources, mod.DataResources} {
			for _, r := range rs {
				set[providerSource(mod, r.ProviderLocalName())] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// typeCandidate is a resource or data source type completion can offer.
type typeCandidate struct {
	name   string
	source string
	doc    string
	// used is set for types of providers the module already uses.
	used bool
}

// catalogTypes caches the resource types (index 0) and data sources
// (index 1) of the whole catalog, by provider source.
var catalogTypes [2]map[string][]typeCandidate

// providerTypes lists a provider's resource types or data sources.
func providerTypes(src string, data bool) []typeCandidate {
	i := 0
	if data {
		i = 1
	}
	if catalogTypes[i] == nil {
		catalogTypes[i] = map[string][]typeCandidate{}
	}
	if tcs, ok := catalogTypes[i][src]; ok {
		return tcs
	}
	s := providerSchema(src)
	types := s.ResourceTypes
	if data {
		types = s.DataSources
	}
	var out []typeCandidate
	for _, n := range sortedKeys(types) {
		doc := ""
		if b := types[n].Block; b != nil {
			doc = b.Description
		}
		out = append(out, typeCandidate{name: n, source: src, doc: doc})
	}
	catalogTypes[i][src] = out
	return out
}

// typeCandidates lists the resource types (data false) or data sources of
// the providers the module uses, then those of the rest of the catalog,
// each once.
func typeCandidates(mod *config.Module, data bool) []typeCandidate {
	var out []typeCandidate
	seen := map[string]bool{}
	add := func(src string, used bool) {
		for _, tc := range providerTypes(src, data) {
			if seen[tc.name] {
				continue
			}
			seen[tc.name] = true
			tc.used = used
			out = append(out, tc)
		}
	}
	for _, src := range usedSources(mod) {
		add(src, true)
	}
	for _, src := range mockproviders.Sources() {
		add(src, false)
	}
	return out
}
