package config

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// Module is the decoded content of one module directory.
type Module struct {
	// Dir is the module's directory in the file system ("." for the root).
	Dir   string
	Files []string

	RequiredVersions  []VersionConstraint
	RequiredProviders map[string]*RequiredProvider
	Backend           *Backend

	ProviderConfigs  map[string]*Provider
	Variables        map[string]*Variable
	Locals           map[string]*Local
	Outputs          map[string]*Output
	ModuleCalls      map[string]*ModuleCall
	ManagedResources map[string]*Resource
	DataResources    map[string]*Resource
	Moved            []*Moved
	Imports          []*Import
	Removed          []*Removed
	Checks           map[string]*Check
}

func newModule(dir string) *Module {
	return &Module{
		Dir:               dir,
		RequiredProviders: map[string]*RequiredProvider{},
		ProviderConfigs:   map[string]*Provider{},
		Variables:         map[string]*Variable{},
		Locals:            map[string]*Local{},
		Outputs:           map[string]*Output{},
		ModuleCalls:       map[string]*ModuleCall{},
		ManagedResources:  map[string]*Resource{},
		DataResources:     map[string]*Resource{},
		Checks:            map[string]*Check{},
	}
}

// ResourceByAddr returns the resource "type.name" or "data.type.name".
func (m *Module) ResourceByAddr(addr string) *Resource {
	if strings.HasPrefix(addr, "data.") {
		return m.DataResources[strings.TrimPrefix(addr, "data.")]
	}
	return m.ManagedResources[addr]
}

// LoadModule reads and decodes the module in dir of the parser's file
// system. A directory without configuration files is an empty module.
func (p *Parser) LoadModule(dir string) (*Module, hcl.Diagnostics) {
	mod, diags, _ := p.loadModule(dir)
	return mod, diags
}

// loadModule is LoadModule, and also returns the diagnostics a second
// load of the directory by this parser would report: all but those of
// parsing its files, which are parsed once (as Terraform reports a module
// called twice: its parse errors once, its other errors for each call).
func (p *Parser) loadModule(dir string) (*Module, hcl.Diagnostics, hcl.Diagnostics) {
	primary, override, err := moduleFiles(p.fs, dir, p.OpenTofu)
	if err != nil {
		d := hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Failed to read module directory",
			Detail:   fmt.Sprintf("Module directory %s does not exist or cannot be read.", displayDir(dir)),
		}}
		return nil, d, d
	}
	mod := newModule(cleanDir(dir))
	p.prefetch(append(append([]string{}, primary...), override...))
	defer clear(p.prefetched) // all taken, unless a file is listed twice
	var diags, again hcl.Diagnostics
	var blocks, overrides []*fileBlock
	for i, name := range append(append([]string{}, primary...), override...) {
		isOverride := i >= len(primary)
		bs, d, a := p.fileBlocks(name, isOverride)
		diags = append(diags, d...)
		again = append(again, a...)
		if isOverride {
			overrides = append(overrides, bs...)
		} else {
			blocks = append(blocks, bs...)
		}
		mod.Files = append(mod.Files, name)
	}
	merged, lateLocals, lateTerraform, d := mergeOverrides(blocks, overrides)
	d = append(d, mod.addBlocks(merged)...)
	d = append(d, mod.overrideLocals(lateLocals)...)
	d = append(d, mod.overrideTerraform(lateTerraform)...)
	return mod, append(diags, d...), append(again, d...)
}

func displayDir(dir string) string {
	if cleanDir(dir) == "." {
		return "."
	}
	return cleanDir(dir)
}

// fileBlock is a top-level block with the kind of file it came from.
type fileBlock struct {
	*hcl.Block
	override bool
}

// fileBlocks returns a file's top-level blocks, its diagnostics, and
// those a second call would report (see loadModule).
func (p *Parser) fileBlocks(name string, override bool) ([]*fileBlock, hcl.Diagnostics, hcl.Diagnostics) {
	f, diags, parsed := p.parseFile(name)
	again := diags
	if parsed {
		again = nil
	}
	if f == nil || f.Body == nil {
		return nil, diags, again
	}
	content, d := f.Body.Content(fileSchema)
	var out []*fileBlock
	for _, b := range content.Blocks {
		out = append(out, &fileBlock{Block: b, override: override})
	}
	return out, append(diags, d...), append(again, d...)
}

// addBlocks decodes the blocks of the primary files.
func (m *Module) addBlocks(blocks []*fileBlock) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, b := range blocks {
		diags = append(diags, m.addBlock(b.Block)...)
	}
	return diags
}

func (m *Module) addBlock(b *hcl.Block) hcl.Diagnostics {
	var diags hcl.Diagnostics
	switch b.Type {
	case "terraform":
		tb, d := decodeTerraformBlock(b)
		diags = append(diags, d...)
		if tb.requiredVersion != nil {
			m.RequiredVersions = append(m.RequiredVersions, *tb.requiredVersion)
		}
		for _, rp := range tb.requiredProvider {
			if prev, ok := m.RequiredProviders[rp.Name]; ok {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Duplicate required provider",
					Detail:   fmt.Sprintf("Provider %s was already required at %s. Remove or rename the duplicate block.", rp.Name, prev.DeclRange),
					Subject:  rp.DeclRange.Ptr(),
				})
				continue
			}
			m.RequiredProviders[rp.Name] = rp
		}
		if tb.backend != nil {
			if m.Backend != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Duplicate backend configuration",
					Detail:   fmt.Sprintf("A module may have only one backend configuration. The backend was previously configured at %s.", m.Backend.DeclRange),
					Subject:  tb.backend.DeclRange.Ptr(),
				})
			} else {
				m.Backend = tb.backend
			}
		}
	case "required_providers":
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid required_providers block",
			Detail:   "A \"required_providers\" block must be nested inside a \"terraform\" block.",
			Subject:  b.TypeRange.Ptr(),
		})
	case "provider":
		p, d := decodeProvider(b)
		diags = append(diags, d...)
		if prev, ok := m.ProviderConfigs[p.Key()]; ok {
			if p.Alias == "" {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Duplicate provider configuration",
					Detail:   fmt.Sprintf("A default (non-aliased) provider configuration for %q was already given at %s. If multiple configurations are required, set the \"alias\" argument for alternative configurations.", p.Name, prev.DeclRange),
					Subject:  p.DeclRange.Ptr(),
				})
			} else {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Duplicate provider configuration",
					Detail:   fmt.Sprintf("A provider configuration for %q with alias %q was already given at %s. Each configuration for the same provider must have a distinct alias.", p.Name, p.Alias, prev.DeclRange),
					Subject:  p.DeclRange.Ptr(),
				})
			}
			break
		}
		m.ProviderConfigs[p.Key()] = p
	case "variable":
		v, d := decodeVariable(b)
		diags = append(diags, d...)
		if prev, ok := m.Variables[v.Name]; ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Duplicate variable declaration",
				Detail:   fmt.Sprintf("A variable named %q was already declared at %s. Variable names must be unique within a module.", v.Name, prev.DeclRange),
				Subject:  v.DeclRange.Ptr(),
			})
			break
		}
		m.Variables[v.Name] = v
	case "locals":
		ls, d := decodeLocals(b)
		diags = append(diags, d...)
		for _, l := range ls {
			if prev, ok := m.Locals[l.Name]; ok {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Duplicate local value definition",
					Detail:   fmt.Sprintf("A local value named %q was already defined at %s. Local value names must be unique within a module.", l.Name, prev.DeclRange),
					Subject:  l.DeclRange.Ptr(),
				})
				continue
			}
			m.Locals[l.Name] = l
		}
	case "output":
		o, d := decodeOutput(b, false)
		diags = append(diags, d...)
		if prev, ok := m.Outputs[o.Name]; ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Duplicate output definition",
				Detail:   fmt.Sprintf("An output named %q was already defined at %s. Output names must be unique within a module.", o.Name, prev.DeclRange),
				Subject:  o.DeclRange.Ptr(),
			})
			break
		}
		m.Outputs[o.Name] = o
	case "module":
		mc, d := decodeModuleCall(b, false)
		diags = append(diags, d...)
		if prev, ok := m.ModuleCalls[mc.Name]; ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Duplicate module call",
				Detail:   fmt.Sprintf("A module call named %q was already defined at %s. Module calls must have unique names within a module.", mc.Name, prev.DeclRange),
				Subject:  mc.DeclRange.Ptr(),
			})
			break
		}
		m.ModuleCalls[mc.Name] = mc
	case "resource", "data":
		mode := ManagedResource
		if b.Type == "data" {
			mode = DataResource
		}
		r, d := decodeResource(b, mode, false)
		diags = append(diags, d...)
		diags = append(diags, m.addResource(r)...)
	case "moved":
		mv, d := decodeMoved(b)
		diags = append(diags, d...)
		m.Moved = append(m.Moved, mv)
	case "import":
		im, d := decodeImport(b)
		diags = append(diags, d...)
		m.Imports = append(m.Imports, im)
	case "removed":
		rm, d := decodeRemoved(b)
		diags = append(diags, d...)
		m.Removed = append(m.Removed, rm)
	case "check":
		c, d := decodeCheck(b)
		diags = append(diags, d...)
		if prev, ok := m.Checks[c.Name]; ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  fmt.Sprintf("Duplicate check %q configuration", c.Name),
				Detail:   fmt.Sprintf("A check block named %q was already declared at %s. Check blocks must be unique within each module.", c.Name, prev.DeclRange),
				Subject:  c.DeclRange.Ptr(),
			})
			break
		}
		m.Checks[c.Name] = c
		if c.Data != nil {
			diags = append(diags, m.addResource(c.Data)...)
		}
	case "ephemeral", "action":
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  fmt.Sprintf("%s blocks are not supported by tfplay", strings.ToUpper(b.Type[:1])+b.Type[1:]),
			Detail:   fmt.Sprintf("tfplay does not model %s resources yet, so this %s %q %q block cannot be evaluated.", b.Type, b.Type, b.Labels[0], b.Labels[1]),
			Subject:  b.DefRange.Ptr(),
		})
	}
	return diags
}

func (m *Module) addResource(r *Resource) hcl.Diagnostics {
	key := r.Type + "." + r.Name
	set := m.ManagedResources
	if r.Mode == DataResource {
		set = m.DataResources
	}
	if prev, ok := set[key]; ok {
		if r.Mode == DataResource {
			return hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  fmt.Sprintf("Duplicate data %q configuration", r.Type),
				Detail:   fmt.Sprintf("A %s data resource named %q was already declared at %s. Resource names must be unique per type in each module.", r.Type, r.Name, prev.DeclRange),
				Subject:  r.DeclRange.Ptr(),
			}}
		}
		return hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  fmt.Sprintf("Duplicate resource %q configuration", r.Type),
			Detail:   fmt.Sprintf("A %s resource named %q was already declared at %s. Resource names must be unique per type in each module.", r.Type, r.Name, prev.DeclRange),
			Subject:  r.DeclRange.Ptr(),
		}}
	}
	set[key] = r
	return nil
}
