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
	"github.com/tfplay/tfplay/engine/parallel"
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
	// prefetched holds the files read and parsed ahead (prefetch) until
	// ParseFile takes them.
	prefetched map[string]*sourceFile
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
	f, diags, _ := p.parseFile(name)
	return f, diags
}

// parseFile is ParseFile, and reports whether the file was parsed by this
// call: its diagnostics are then the parse's, which later calls for the
// same file do not report again.
func (p *Parser) parseFile(name string) (*hcl.File, hcl.Diagnostics, bool) {
	sf, ok := p.prefetched[name]
	if ok {
		delete(p.prefetched, name)
	} else {
		sf = p.readSource(name)
	}
	if sf.err != nil {
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Failed to read file",
			Detail:   "The file " + quote(name) + " could not be read.",
		}}, false
	}
	if sf.nesting.HasErrors() {
		// The source is kept so that the diagnostic can quote it.
		if quoted := nestingSource(sf.src, sf.nesting[0].Subject); quoted != nil {
			p.p.AddFile(name, &hcl.File{Bytes: quoted})
		}
		return nil, sf.nesting, false
	}
	if existing := p.p.Files()[name]; existing != nil {
		return existing, nil, false // as hclparse does: each file is parsed once
	}
	if !sf.parsed {
		sf.parse()
	}
	p.p.AddFile(name, sf.f)
	return sf.f, capParseErrors(sf.diags, sf.src), true
}

// sourceFile is a file read and checked, and parsed once parse is called.
// Nothing in it depends on the Parser, so files can be read and parsed
// concurrently (prefetch).
type sourceFile struct {
	src     []byte
	err     error
	nesting hcl.Diagnostics // workbudget.CheckNesting's errors
	key     parseKey        // the parse cache's key, once the nesting is checked
	parsed  bool
	f       *hcl.File
	diags   hcl.Diagnostics
}

// readSource reads a file and checks its nesting.
func (p *Parser) readSource(name string) *sourceFile {
	src, err := fs.ReadFile(p.fs, name)
	if err != nil {
		return &sourceFile{err: err}
	}
	sf := &sourceFile{src: src, nesting: workbudget.CheckNesting(src, name, hcl.InitialPos)}
	if !sf.nesting.HasErrors() {
		sf.key = parseKeyOf(name, src, strings.HasSuffix(name, ".json"))
	}
	return sf
}

// parse parses the file (through the parse cache), as JSON when its name
// ends in .json.
func (sf *sourceFile) parse() {
	src, name, isJSON := sf.src, sf.key.name, sf.key.json
	sf.f, sf.diags = parseCached(sf.key, src, func() (*hcl.File, hcl.Diagnostics) {
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
	sf.parsed = true
}

// prefetch reads the files among names that ParseFile has not parsed
// yet, and parses those the parse cache does not hold on as many
// goroutines as the program may run at once (package parallel), for the
// ParseFile calls that follow: hcl parses about 4 MB/s, and the native
// CLI parses every file of a configuration from scratch. With one thread
// (the browser) it does nothing. Written by hand: hclparse parses one
// file at a time.
func (p *Parser) prefetch(names []string) {
	if parallel.Workers(len(names), 1) < 2 {
		return
	}
	read := map[string]*sourceFile{}
	var misses []string
	for _, name := range names {
		if _, done := p.p.Files()[name]; done || read[name] != nil {
			continue
		}
		sf := p.readSource(name)
		read[name] = sf
		if sf.err == nil && !sf.nesting.HasErrors() && !parseCacheHolds(sf.key) {
			misses = append(misses, name)
		}
	}
	if p.prefetched == nil {
		p.prefetched = map[string]*sourceFile{}
	}
	for name, sf := range read {
		p.prefetched[name] = sf
	}
	parallel.For(len(misses), parallel.Workers(len(misses), 1), func(i int) {
		read[misses[i]].parse()
	})
}

func quote(s string) string { return "\"" + s + "\"" }
