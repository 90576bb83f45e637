package config

import (
	"io/fs"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/tfplay/tfplay/engine/diagnostics"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/workbudget"
)

// Parser reads and parses files from an fs.FS, keeping every parsed file so
// diagnostics can quote source code.
type Parser struct {
	fs fs.FS
	p  *hclparse.Parser
	// SkipModule, when set, is asked about every module call (key is the
	// dotted path of call names, "a.b"); a call it returns true for is not
	// loaded. Commands use it to leave out modules init has not installed,
	// which they then report as Terraform does.
	SkipModule func(key string, call *ModuleCall) bool
	// OpenTofu reads OpenTofu's .tofu files as well.
	OpenTofu bool
}

// NewParser returns a parser over fsys; file names are paths in fsys.
func NewParser(fsys fs.FS) *Parser {
	return &Parser{fs: fsys, p: hclparse.NewParser()}
}

// FS returns the file system the parser reads.
func (p *Parser) FS() fs.FS { return p.fs }

// Sources returns the parsed files keyed by file name.
func (p *Parser) Sources() diagnostics.Sources {
	return diagnostics.Sources(p.p.Files())
}

// AddSource registers an in-memory source (for example console input) so
// that diagnostics can quote it.
func (p *Parser) AddSource(name string, f *hcl.File) {
	p.p.AddFile(name, f)
}

// ParseFile parses a .tf or .tf.json (or .tfvars/.tfvars.json) file.
func (p *Parser) ParseFile(name string) (*hcl.File, hcl.Diagnostics) {
	src, err := fs.ReadFile(p.fs, name)
	if err != nil {
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Failed to read file",
			Detail:   "The file " + quote(name) + " could not be read.",
		}}
	}
	if diags := workbudget.CheckNesting(src, name, hcl.InitialPos); diags.HasErrors() {
		// The source is kept so that the diagnostic can quote it.
		if quoted := nestingSource(src, diags[0].Subject); quoted != nil {
			p.p.AddFile(name, &hcl.File{Bytes: quoted})
		}
		return nil, diags
	}
	if existing := p.p.Files()[name]; existing != nil {
		return existing, nil // as hclparse does: each file is parsed once
	}
	isJSON := strings.HasSuffix(name, ".json")
	f, diags := parseCached(name, src, isJSON, func() (*hcl.File, hcl.Diagnostics) {
		if isJSON {
			f, diags := hcljson.Parse(src, name)
			if !diags.HasErrors() {
				diags = append(diags, funcs.CheckNumberLiterals(src, name, hcl.InitialPos)...)
			}
			return f, diags
		}
		f, diags := hclsyntax.ParseConfig(src, name, hcl.InitialPos)
		if body, ok := f.Body.(*hclsyntax.Body); ok && !diags.HasErrors() {
			diags = append(diags, funcs.CheckNumberNodes(body)...)
		}
		return f, diags
	})
	p.p.AddFile(name, f)
	return f, capParseErrors(diags, src)
}

func quote(s string) string { return "\"" + s + "\"" }
