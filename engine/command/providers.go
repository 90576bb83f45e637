package command

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/lockfile"
	"github.com/tfplay/tfplay/engine/workspaces"
)

func init() { register("providers", runProviders) }

// builtinProvider is the source address of Terraform's built-in provider.
const builtinProvider = "terraform.io/builtin/terraform"

// defaultRegistry is the host of provider sources written without one.
const defaultRegistry = "registry.terraform.io"

// mockCatalog reports whether tfplay's catalog of mock providers models a
// provider (by fully-qualified source), and the provider version the mock
// stands for ("" when it names none). Providers it does not know get a
// generic mock. It is a variable so that the catalog can be plugged in
// (mockproviders) without this file depending on its internals.
var mockCatalog = func(source string) (version string, known bool) {
	return "", source == builtinProvider
}

// moduleRequirements is what one module of the configuration requires of
// providers, with its child modules: provider source → constraints.
type moduleRequirements struct {
	providers map[string]lockfile.Constraints
	children  map[string]*moduleRequirements
}

// providerRequirements collects the provider requirements of a module
// tree: required_providers entries, provider blocks (and their legacy
// version arguments), the providers that resources, data sources and
// module calls' providers maps use.
func providerRequirements(cfg *config.Config) (*moduleRequirements, hcl.Diagnostics) {
	reqs := &moduleRequirements{providers: map[string]lockfile.Constraints{}, children: map[string]*moduleRequirements{}}
	var diags hcl.Diagnostics
	mod := cfg.Module
	add := func(local string, version string, rng hcl.Range) {
		src, d := providerSource(mod, local, rng)
		diags = append(diags, d...)
		if src == "" {
			return
		}
		cs, err := lockfile.ParseConstraints(version)
		if err != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid version constraint",
				Detail:   "This string does not use correct version constraint syntax.",
				Subject:  rng.Ptr(),
			})
		}
		reqs.providers[src] = append(reqs.providers[src], cs...)
	}
	for _, name := range sortedKeys(mod.RequiredProviders) {
		rp := mod.RequiredProviders[name]
		add(name, rp.Version, rp.DeclRange)
	}
	for _, key := range sortedKeys(mod.ProviderConfigs) {
		p := mod.ProviderConfigs[key]
		add(p.Name, p.Version, p.DeclRange)
	}
	for _, set := range []map[string]*config.Resource{mod.ManagedResources, mod.DataResources} {
		for _, key := range sortedKeys(set) {
			r := set[key]
			add(r.ProviderLocalName(), "", r.DeclRange)
		}
	}
	for _, name := range sortedKeys(mod.ModuleCalls) {
		for _, pp := range mod.ModuleCalls[name].Providers {
			add(pp.InParent.Name, "", pp.InParent.Range)
		}
	}
	for _, name := range sortedKeys(cfg.Children) {
		child, d := providerRequirements(cfg.Children[name])
		diags = append(diags, d...)
		reqs.children[name] = child
	}
	return reqs, diags
}

// all merges the requirements of every module.
func (r *moduleRequirements) all() map[string]lockfile.Constraints {
	out := map[string]lockfile.Constraints{}
	var walk func(m *moduleRequirements)
	walk = func(m *moduleRequirements) {
		for src, cs := range m.providers {
			out[src] = append(out[src], cs...)
		}
		for _, c := range m.children {
			walk(c)
		}
	}
	walk(r)
	return out
}

// providerSource resolves a provider local name in a module to its
// fully-qualified source: the required_providers source, or the default
// hashicorp namespace (the built-in provider for "terraform").
func providerSource(mod *config.Module, local string, rng hcl.Range) (string, hcl.Diagnostics) {
	rp, ok := mod.RequiredProviders[local]
	if !ok || rp.Source == "" {
		if local == "terraform" {
			return builtinProvider, nil
		}
		return defaultRegistry + "/hashicorp/" + strings.ToLower(local), nil
	}
	parts := strings.Split(rp.Source, "/")
	for _, p := range parts {
		if p == "" {
			parts = nil
		}
	}
	switch len(parts) {
	case 1:
		return defaultRegistry + "/hashicorp/" + strings.ToLower(parts[0]), nil
	case 2:
		return defaultRegistry + "/" + strings.ToLower(rp.Source), nil
	case 3:
		return strings.ToLower(rp.Source), nil
	}
	return "", hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  "Invalid provider source string",
		Detail:   `The "source" attribute must be in the format "[hostname/][namespace/]name"`,
		Subject:  rp.DeclRange.Ptr(),
	}}
}

// displaySource is how Terraform names a provider to people: without the
// default registry host.
func displaySource(src string) string {
	return strings.TrimPrefix(src, defaultRegistry+"/")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// runProviders prints the tree of modules with their provider
// requirements, then the providers the state refers to.
func runProviders(wd *workdir, args []string) {
	if len(args) > 0 && args[0] == "schema" {
		runProvidersSchema(wd, args[1:])
		return
	}
	fl := newFlags("providers")
	fl.Bool("no-color", false, "")
	if !fl.parse(wd, args) {
		return
	}
	parser := config.NewParser(wd.FS())
	if !hasConfigFiles(wd.FS(), ".") {
		wd.stderr.WriteString(fmt.Sprintf("\nError: No configuration files\n\nThe directory %s contains no Terraform configuration files.\n", wd.dir))
		wd.exit = 1
		return
	}
	cfg, diags := parser.LoadConfig(".")
	if diags.HasErrors() || cfg == nil {
		wd.stderr.WriteString(newPrinter(true).diags(diags, parser.Sources()))
		wd.exit = 1
		return
	}
	reqs, d := providerRequirements(cfg)
	diags = append(diags, d...)
	if diags.HasErrors() {
		wd.stderr.WriteString(newPrinter(true).diags(diags, parser.Sources()))
		wd.exit = 1
		return
	}
	var b strings.Builder
	b.WriteString("\nProviders required by configuration:\n.\n")
	writeRequirementsTree(&b, reqs, "")
	b.WriteString("\n")
	ws, _ := workspaces.Selected(wd.FS(), wd.env)
	if st, err := fs.ReadFile(wd.FS(), statePath(ws)); err == nil {
		if srcs := workspaces.StateProviders(st); len(srcs) > 0 {
			b.WriteString("Providers required by state:\n\n")
			for _, s := range srcs {
				fmt.Fprintf(&b, "    provider[%s]\n\n", s)
			}
		}
	}
	wd.stdout.WriteString(b.String())
	wd.stderr.WriteString(newPrinter(true).diags(diags, parser.Sources()))
}

// writeRequirementsTree draws a module's requirements as a tree: its
// providers (with their constraints), then its child modules.
func writeRequirementsTree(b *strings.Builder, r *moduleRequirements, indent string) {
	type node struct {
		label string
		child *moduleRequirements
	}
	var nodes []node
	for _, src := range sortedKeys(r.providers) {
		label := "provider[" + src + "]"
		if c := r.providers[src].String(); c != "" {
			label += " " + c
		}
		nodes = append(nodes, node{label: label})
	}
	for _, name := range sortedKeys(r.children) {
		nodes = append(nodes, node{label: "module." + name, child: r.children[name]})
	}
	for i, n := range nodes {
		branch, next := "├── ", "│   "
		if i == len(nodes)-1 {
			branch, next = "└── ", "    "
		}
		b.WriteString(indent + branch + n.label + "\n")
		if n.child != nil {
			writeRequirementsTree(b, n.child, indent+next)
		}
	}
}

// hasConfigFiles reports whether a directory holds .tf or .tf.json files.
func hasConfigFiles(fsys fs.FS, dir string) bool {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		n := e.Name()
		if !e.IsDir() && !ignoredFile(n) && (strings.HasSuffix(n, ".tf") || strings.HasSuffix(n, ".tf.json")) {
			return true
		}
	}
	return false
}

// runProvidersSchema would print the provider schemas as JSON; it needs
// the mock provider catalog's schemas and is not available yet.
func runProvidersSchema(wd *workdir, args []string) {
	wd.stderr.WriteString("\nError: Provider schemas are not available yet\n\ntfplay cannot print provider schemas yet: the mock provider catalog is not\nconnected to this command.\n\n")
	wd.exit = 1
}
