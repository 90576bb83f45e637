package command

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/lockfile"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/workspaces"
	"github.com/tfplay/tfplay/mockproviders"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

func init() { register("providers", runProviders) }

// builtinProvider is the source address of Terraform's built-in provider.
const builtinProvider = "terraform.io/builtin/terraform"

// defaultRegistry is the host of provider sources written without one.
const defaultRegistry = "registry.terraform.io"

// mockCatalog reports whether tfplay's catalog of mock providers models a
// provider (by fully-qualified source), and the provider version the mock
// stands for ("" when it names none: init then picks one that meets the
// constraints). Providers it does not know get a generic mock. Tests
// replace it.
var mockCatalog = func(source string) (version string, known bool) {
	return mockproviders.Version(source), mockproviders.Known(source)
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
	if st, err := fs.ReadFile(wd.FS(), statePath(wd, ws)); err == nil {
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

// runProvidersSchema prints the schemas of the providers the
// configuration requires in Terraform's JSON format. A generic mock has
// no fixed list of types, so its entry lists the types the configuration
// uses, each with the generic schema and the computed attributes it
// infers from what the configuration reads.
func runProvidersSchema(wd *workdir, args []string) {
	fl := newFlags("providers schema")
	jsonOut := fl.Bool("json", false, "")
	fl.Bool("no-color", false, "")
	if !fl.parse(wd, args) {
		return
	}
	if !*jsonOut {
		wd.stderr.WriteString("The `terraform providers schema` command requires the `-json` flag.\n\nUsage: terraform [global options] providers schema -json\n")
		wd.exit = 1
		return
	}
	parser := config.NewParser(wd.FS())
	cfg, diags := parser.LoadConfig(".")
	var reqs *moduleRequirements
	if !diags.HasErrors() && cfg != nil {
		var d hcl.Diagnostics
		reqs, d = providerRequirements(cfg)
		diags = append(diags, d...)
	}
	if diags.HasErrors() {
		wd.stderr.WriteString(newPrinter(true).diags(diags, parser.Sources()))
		wd.exit = 1
		return
	}
	ws, _ := workspaces.Selected(wd.FS(), wd.env)
	env := mockproviders.Env{FS: wd.FS(), WorkDir: wd.dir, Workspace: ws}
	used := usedTypes(cfg)
	out := map[string]any{}
	reads := func() providers.ConfigReads { return core.AttributeReads(cfg) }
	for _, src := range sortedKeys(reqs.all()) {
		p, _ := mockproviders.New(src, env)
		if h, ok := p.(providers.ReadHinter); ok {
			// The generic mock's types have the attributes the
			// configuration reads, as in an operation.
			h.HintReads(reads)
		}
		out[src] = providerSchemaJSON(p.Schema(), used[src])
	}
	b, _ := json.Marshal(map[string]any{"format_version": "1.0", "provider_schemas": out})
	wd.stdout.Write(append(b, '\n'))
}

// usedTypes lists, per provider source, the resource types and data
// sources the configuration declares.
func usedTypes(cfg *config.Config) map[string]*[2]map[string]bool {
	out := map[string]*[2]map[string]bool{}
	for _, c := range cfg.AllModules() {
		for i, set := range []map[string]*config.Resource{c.Module.ManagedResources, c.Module.DataResources} {
			for _, r := range set {
				src, _ := providerSource(c.Module, r.ProviderLocalName(), r.DeclRange)
				if out[src] == nil {
					out[src] = &[2]map[string]bool{{}, {}}
				}
				out[src][i][r.Type] = true
			}
		}
	}
	return out
}

// providerSchemaJSON renders one provider's schemas.
func providerSchemaJSON(s providers.ProviderSchema, used *[2]map[string]bool) map[string]any {
	res, data := map[string]any{}, map[string]any{}
	for name, rs := range s.ResourceTypes {
		res[name] = schemaJSON(rs)
	}
	for name, ds := range s.DataSources {
		data[name] = schemaJSON(ds)
	}
	if used != nil {
		for name := range used[0] {
			if _, ok := res[name]; !ok && s.AnyResourceType != nil {
				res[name] = schemaJSON(*s.AnyResourceType)
			}
		}
		for name := range used[1] {
			if _, ok := data[name]; !ok && s.AnyDataSource != nil {
				data[name] = schemaJSON(*s.AnyDataSource)
			}
		}
	}
	out := map[string]any{"provider": schemaJSON(s.Provider)}
	if len(res) > 0 {
		out["resource_schemas"] = res
	}
	if len(data) > 0 {
		out["data_source_schemas"] = data
	}
	return out
}

// jsonSchema and the types below have Terraform's field order and
// omissions.
type jsonSchema struct {
	Version int64      `json:"version"`
	Block   *jsonBlock `json:"block,omitempty"`
}

type jsonBlock struct {
	Attributes      map[string]*jsonAttribute `json:"attributes,omitempty"`
	BlockTypes      map[string]*jsonBlockType `json:"block_types,omitempty"`
	Description     string                    `json:"description,omitempty"`
	DescriptionKind string                    `json:"description_kind,omitempty"`
	Deprecated      bool                      `json:"deprecated,omitempty"`
}

type jsonAttribute struct {
	Type            json.RawMessage `json:"type,omitempty"`
	NestedType      *jsonNestedType `json:"nested_type,omitempty"`
	Description     string          `json:"description,omitempty"`
	DescriptionKind string          `json:"description_kind,omitempty"`
	Deprecated      bool            `json:"deprecated,omitempty"`
	Required        bool            `json:"required,omitempty"`
	Optional        bool            `json:"optional,omitempty"`
	Computed        bool            `json:"computed,omitempty"`
	Sensitive       bool            `json:"sensitive,omitempty"`
	WriteOnly       bool            `json:"write_only,omitempty"`
}

type jsonNestedType struct {
	Attributes  map[string]*jsonAttribute `json:"attributes,omitempty"`
	NestingMode string                    `json:"nesting_mode,omitempty"`
}

type jsonBlockType struct {
	NestingMode string     `json:"nesting_mode,omitempty"`
	Block       *jsonBlock `json:"block,omitempty"`
	MinItems    int        `json:"min_items,omitempty"`
	MaxItems    int        `json:"max_items,omitempty"`
}

func schemaJSON(s providers.Schema) jsonSchema {
	return jsonSchema{Version: s.Version, Block: blockJSON(s.Block)}
}

func blockJSON(b *configschema.Block) *jsonBlock {
	if b == nil {
		b = &configschema.Block{}
	}
	out := &jsonBlock{Description: b.Description, DescriptionKind: "plain", Deprecated: b.Deprecated}
	if len(b.Attributes) > 0 {
		out.Attributes = map[string]*jsonAttribute{}
		for n, a := range b.Attributes {
			out.Attributes[n] = attributeJSON(a)
		}
	}
	if len(b.BlockTypes) > 0 {
		out.BlockTypes = map[string]*jsonBlockType{}
		for n, nb := range b.BlockTypes {
			out.BlockTypes[n] = &jsonBlockType{NestingMode: nb.Nesting.String(), Block: blockJSON(&nb.Block), MinItems: nb.MinItems, MaxItems: nb.MaxItems}
		}
	}
	return out
}

func attributeJSON(a *configschema.Attribute) *jsonAttribute {
	out := &jsonAttribute{
		Description: a.Description, DescriptionKind: "plain", Deprecated: a.Deprecated,
		Required: a.Required, Optional: a.Optional, Computed: a.Computed, Sensitive: a.Sensitive, WriteOnly: a.WriteOnly,
	}
	if a.NestedType != nil {
		nt := &jsonNestedType{Attributes: map[string]*jsonAttribute{}, NestingMode: a.NestedType.Nesting.String()}
		for n, na := range a.NestedType.Attributes {
			nt.Attributes[n] = attributeJSON(na)
		}
		out.NestedType = nt
		return out
	}
	if t, err := ctyjson.MarshalType(a.Type); err == nil {
		out.Type = t
	}
	return out
}
