// Package lockfile reads and writes Terraform's dependency lock file,
// .terraform.lock.hcl: one provider block per selected provider with the
// version chosen, the constraints it was chosen under and package hashes.
// It also holds the provider version constraint syntax those use.
package lockfile

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"
)

// Filename is the lock file's name in the root module directory.
const Filename = ".terraform.lock.hcl"

// Provider is one provider's lock.
type Provider struct {
	// Source is the fully-qualified address, e.g.
	// registry.terraform.io/hashicorp/aws.
	Source      string
	Version     Version
	Constraints Constraints
	Hashes      []string
}

// Locks maps provider source addresses to their locks.
type Locks map[string]*Provider

// Parse reads a lock file. Problems are reported as diagnostics against
// the file; the locks that could be read are returned either way.
func Parse(src []byte, filename string) (Locks, *hcl.File, hcl.Diagnostics) {
	locks := Locks{}
	f, diags := hclsyntax.ParseConfig(src, filename, hcl.InitialPos)
	if diags.HasErrors() {
		return locks, f, diags
	}
	content, d := f.Body.Content(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{
		{Type: "provider", LabelNames: []string{"source_addr"}},
		{Type: "module", LabelNames: []string{"path"}},
	}})
	diags = append(diags, d...)
	for _, b := range content.Blocks {
		if b.Type != "provider" {
			continue
		}
		p, d := decodeProvider(b)
		diags = append(diags, d...)
		if p == nil {
			continue
		}
		if _, dup := locks[p.Source]; dup {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Duplicate provider lock",
				Detail:   fmt.Sprintf("This lockfile already declared a lock for provider %s.", p.Source),
				Subject:  b.TypeRange.Ptr(),
			})
			continue
		}
		locks[p.Source] = p
	}
	return locks, f, diags
}

func decodeProvider(b *hcl.Block) (*Provider, hcl.Diagnostics) {
	p := &Provider{Source: b.Labels[0]}
	if strings.Count(p.Source, "/") != 2 {
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Invalid provider source address",
			Detail:   "The provider source address for a provider lock must be a valid, fully-qualified address of the form \"hostname/namespace/type\".",
			Subject:  b.LabelRanges[0].Ptr(),
		}}
	}
	content, diags := b.Body.Content(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{
		{Name: "version", Required: true}, {Name: "constraints"}, {Name: "hashes"},
	}})
	if a, ok := content.Attributes["version"]; ok {
		s, d := staticString(a.Expr)
		diags = append(diags, d...)
		v, err := ParseVersion(s)
		if err != nil && !d.HasErrors() {
			diags = append(diags, invalid(a.Expr, "Invalid provider version number", fmt.Sprintf("The selected version number for provider %s is invalid: %s.", p.Source, err)))
		}
		p.Version = v
	}
	if a, ok := content.Attributes["constraints"]; ok {
		s, d := staticString(a.Expr)
		diags = append(diags, d...)
		cs, err := ParseConstraints(s)
		if err != nil && !d.HasErrors() {
			diags = append(diags, invalid(a.Expr, "Invalid provider version constraints", fmt.Sprintf("The recorded version constraints for provider %s are invalid: %s.", p.Source, err)))
		}
		p.Constraints = cs
	}
	if a, ok := content.Attributes["hashes"]; ok {
		exprs, d := hcl.ExprList(a.Expr)
		diags = append(diags, d...)
		for _, e := range exprs {
			s, d := staticString(e)
			diags = append(diags, d...)
			if s != "" {
				p.Hashes = append(p.Hashes, s)
			}
		}
	}
	return p, diags
}

func staticString(e hcl.Expression) (string, hcl.Diagnostics) {
	v, diags := e.Value(nil)
	if diags.HasErrors() {
		return "", diags
	}
	if v.IsNull() || !v.IsKnown() || v.Type() != cty.String {
		return "", hcl.Diagnostics{invalid(e, "Incorrect attribute value type", "A string is required.")}
	}
	return v.AsString(), nil
}

func invalid(e hcl.Expression, summary, detail string) *hcl.Diagnostic {
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail, Subject: e.Range().Ptr()}
}

// Bytes renders the locks in Terraform's layout: the header comment, then
// one block per provider sorted by address, version, canonical
// constraints when there are any, and the hashes one per line.
func (l Locks) Bytes() []byte {
	f := hclwrite.NewEmptyFile()
	body := f.Body()
	body.AppendUnstructuredTokens(hclwrite.Tokens{
		{Type: hclsyntax.TokenComment, Bytes: []byte("# This file is maintained automatically by \"terraform init\".\n")},
		{Type: hclsyntax.TokenComment, Bytes: []byte("# Manual edits may be lost in future updates.\n")},
	})
	sources := make([]string, 0, len(l))
	for s := range l {
		sources = append(sources, s)
	}
	sort.Strings(sources)
	for _, s := range sources {
		p := l[s]
		body.AppendNewline()
		pb := body.AppendNewBlock("provider", []string{s}).Body()
		pb.SetAttributeValue("version", cty.StringVal(p.Version.String()))
		if c := p.Constraints.String(); c != "" {
			pb.SetAttributeValue("constraints", cty.StringVal(c))
		}
		if len(p.Hashes) > 0 {
			toks := hclwrite.Tokens{
				{Type: hclsyntax.TokenOBrack, Bytes: []byte("[")},
				{Type: hclsyntax.TokenNewline, Bytes: []byte("\n")},
			}
			for _, h := range sortedUnique(p.Hashes) {
				toks = append(toks, hclwrite.TokensForValue(cty.StringVal(h))...)
				toks = append(toks,
					&hclwrite.Token{Type: hclsyntax.TokenComma, Bytes: []byte(",")},
					&hclwrite.Token{Type: hclsyntax.TokenNewline, Bytes: []byte("\n")})
			}
			toks = append(toks, &hclwrite.Token{Type: hclsyntax.TokenCBrack, Bytes: []byte("]")})
			pb.SetAttributeRaw("hashes", toks)
		}
	}
	return f.Bytes()
}

func sortedUnique(in []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range in {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// MockHashes returns the package hashes recorded for a tfplay mock
// provider. Mocks have no package to hash, so these are derived from the
// text "tfplay-mock-provider SOURCE VERSION": stable for a provider and
// version, in the lock file's h1:/zh: shapes, and recognisably not hashes
// of a real release.
func MockHashes(source string, v Version) []string {
	sum := sha256.Sum256([]byte("tfplay-mock-provider " + source + " " + v.String()))
	return []string{
		"h1:" + base64.StdEncoding.EncodeToString(sum[:]),
		"zh:" + hex.EncodeToString(sum[:]),
	}
}
