package graph

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/states"
)

// providerKey renders a provider configuration address:
// module.m.provider["registry.terraform.io/hashicorp/aws"].west.
func providerKey(module []string, source, alias string) string {
	return states.ProviderConfigAddr{Module: module, Source: source, Alias: alias}.String()
}

// source returns the source address of a provider local name in a module.
func (b *opBuilder) source(c *config.Config, local string) string {
	if b.opts.ProviderSource != nil {
		return b.opts.ProviderSource(c.Module, local)
	}
	return "registry.terraform.io/hashicorp/" + local
}

// resourceProvider is the provider configuration a resource block asks
// for: its provider argument or the one its type implies, in its module.
func (b *opBuilder) resourceProvider(c *config.Config, r *config.Resource) *providerRequest {
	alias := ""
	if r.Provider != nil {
		alias = r.Provider.Alias
	}
	return &providerRequest{source: b.source(c, r.ProviderLocalName()), alias: alias, module: c.Path}
}

// stateProvider is the provider configuration recorded in the state for
// an object, used exactly.
func stateProvider(addr string) *providerRequest {
	pc, err := states.ParseProviderConfig(addr)
	if err != nil {
		return nil
	}
	return &providerRequest{source: pc.Source, alias: pc.Alias, module: pc.Module, exact: true}
}

// addProviders adds the provider configuration vertices and connects
// every user to the configuration it resolves to, through inheritance
// and module providers maps; unused configurations are dropped
// (Terraform's ProviderConfigTransformer, MissingProviderTransformer,
// ProviderTransformer and PruneProviderTransformer).
func (b *opBuilder) addProviders(cfgs []*config.Config) {
	providers := map[string]*vertex{}
	proxiable := map[string]bool{}
	add := func(c *config.Config, key string, p *config.Provider) *vertex {
		v := &vertex{name: key, kind: kindProvider, label: key, shape: "diamond", module: c.Path, providerKey: key}
		if p != nil && p.Config != nil {
			v.refs, v.refPath = bodyRefs(p.Config), c.Path
		}
		b.g.add(v)
		providers[key] = v
		return v
	}
	for _, c := range cfgs {
		if len(c.Path) == 0 {
			for _, name := range sortedKeys(c.Module.RequiredProviders) {
				if _, configured := c.Module.ProviderConfigs[name]; configured {
					continue
				}
				key := providerKey(nil, b.source(c, name), "")
				if providers[key] == nil {
					add(c, key, nil)
				}
			}
		}
		for _, k := range sortedKeys(c.Module.ProviderConfigs) {
			p := c.Module.ProviderConfigs[k]
			key := providerKey(c.Path, b.source(c, p.Name), p.Alias)
			if providers[key] != nil {
				continue
			}
			add(c, key, p)
			if len(c.Path) > 0 {
				proxiable[key] = emptyBody(p.Config)
			}
		}
		b.addProxies(c, providers, proxiable)
	}

	// A default configuration in the root module for every provider used.
	for _, v := range b.g.list() {
		if v.consumer == nil {
			continue
		}
		key := providerKey(nil, v.consumer.source, "")
		if providers[key] == nil {
			add(b.opts.Config, key, nil)
		}
	}

	for _, v := range b.g.list() {
		req := v.consumer
		if req == nil {
			continue
		}
		target := providers[req.key()]
		if target == nil && !req.exact && req.alias == "" {
			for m := parentPath(req.module); target == nil; m = parentPath(m) {
				target = providers[providerKey(m, req.source, "")]
				if len(m) == 0 {
					break
				}
			}
		}
		if target == nil {
			continue
		}
		for target.kind == kindProviderProxy {
			b.g.remove(target)
			target = target.proxyTarget
		}
		req.resolved = target.providerKey
		b.g.connect(v, target)
	}

	for _, v := range b.g.list() {
		switch v.kind {
		case kindProviderProxy:
			b.g.remove(v)
		case kindProvider:
			if len(b.g.up[v]) == 0 {
				b.g.remove(v)
			}
		}
	}
}

// addProxies stands in, for each configuration a module block passes in
// its providers map, a proxy to the caller's configuration; a module's
// own empty provider block is replaced by the proxy.
func (b *opBuilder) addProxies(c *config.Config, providers map[string]*vertex, proxiable map[string]bool) {
	if len(c.Path) == 0 || c.Call == nil {
		return
	}
	for _, pair := range c.Call.Providers {
		src := b.source(c, pair.InChild.Name)
		key := providerKey(c.Path, src, pair.InChild.Alias)
		parent := providers[providerKey(parentPath(c.Path), src, pair.InParent.Alias)]
		if parent == nil {
			continue
		}
		proxy := &vertex{name: key + " (proxy)", kind: kindProviderProxy, module: c.Path, providerKey: key, proxyTarget: parent}
		if concrete := providers[key]; concrete != nil {
			if proxiable[key] {
				b.g.remove(concrete)
				b.g.add(proxy)
				providers[key] = proxy
			}
			continue
		}
		b.g.add(proxy)
		providers[key] = proxy
	}
}

// emptyBody reports whether a provider block has no arguments besides
// alias and version.
func emptyBody(body hcl.Body) bool {
	if body == nil {
		return true
	}
	_, diags := body.Content(&hcl.BodySchema{})
	return !diags.HasErrors()
}

// closeProviders adds a "(close)" vertex for every provider
// configuration, after it and after everything that uses it
// (CloseProviderTransformer).
func (b *opBuilder) closeProviders() {
	closers := map[string]*vertex{}
	for _, p := range b.g.list() {
		if p.kind != kindProvider || closers[p.providerKey] != nil {
			continue
		}
		c := b.g.add(&vertex{name: p.providerKey + " (close)", kind: kindProviderClose, module: p.module, providerKey: p.providerKey})
		closers[p.providerKey] = c
		b.g.connect(c, p)
	}
	for _, v := range b.g.list() {
		if v.consumer == nil {
			continue
		}
		if c := closers[v.consumer.resolved]; c != nil {
			b.g.connect(c, v)
		}
	}
}
