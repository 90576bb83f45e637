package format

import (
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
)

func tok(t hclsyntax.TokenType, s string) *hclwrite.Token {
	return &hclwrite.Token{Type: t, Bytes: []byte(s)}
}

// unwrapInterpolation turns a string that is nothing but one
// interpolation, "${expr}", into expr. Strings with literal text, more
// than one interpolation or a template directive are left alone; quotes
// nested inside the interpolation are allowed. Blank lines just inside
// the braces are dropped, and an expression that still spans several
// lines is wrapped in parentheses so that it parses the same way.
func unwrapInterpolation(toks hclwrite.Tokens) hclwrite.Tokens {
	n := len(toks)
	if n < 5 ||
		toks[0].Type != hclsyntax.TokenOQuote ||
		toks[1].Type != hclsyntax.TokenTemplateInterp ||
		toks[n-2].Type != hclsyntax.TokenTemplateSeqEnd ||
		toks[n-1].Type != hclsyntax.TokenCQuote {
		return toks
	}
	inner := toks[2 : n-2]
	depth := 0 // nesting of quoted strings inside the interpolation
	for _, t := range inner {
		switch t.Type {
		case hclsyntax.TokenOQuote:
			depth++
			continue
		case hclsyntax.TokenCQuote:
			depth--
			continue
		}
		if depth > 0 {
			continue
		}
		switch t.Type {
		case hclsyntax.TokenTemplateInterp, hclsyntax.TokenTemplateSeqEnd, hclsyntax.TokenQuotedLit:
			return toks
		}
	}
	for len(inner) > 0 && inner[0].Type == hclsyntax.TokenNewline {
		inner = inner[1:]
	}
	for len(inner) > 0 && inner[len(inner)-1].Type == hclsyntax.TokenNewline {
		inner = inner[:len(inner)-1]
	}
	multiLine := false
	for _, t := range inner {
		if t.Type == hclsyntax.TokenNewline {
			multiLine = true
		}
	}
	parenthesised := len(inner) > 0 &&
		inner[0].Type == hclsyntax.TokenOParen &&
		inner[len(inner)-1].Type == hclsyntax.TokenCParen
	if !multiLine || parenthesised {
		return inner
	}
	out := make(hclwrite.Tokens, 0, len(inner)+2)
	out = append(out, tok(hclsyntax.TokenOParen, "("))
	out = append(out, inner...)
	return append(out, tok(hclsyntax.TokenCParen, ")"))
}

// modernTypeExpr rewrites the type constraints of Terraform 0.11 and
// earlier: a bare collection keyword (list, map, set) gets element type
// any, and the quoted forms "string", "list" and "map" become string,
// list(string) and map(string).
func modernTypeExpr(toks hclwrite.Tokens) hclwrite.Tokens {
	call := func(kw, elem string) hclwrite.Tokens {
		return hclwrite.Tokens{
			tok(hclsyntax.TokenIdent, kw),
			tok(hclsyntax.TokenOParen, "("),
			tok(hclsyntax.TokenIdent, elem),
			tok(hclsyntax.TokenCParen, ")"),
		}
	}
	switch len(toks) {
	case 1:
		if toks[0].Type != hclsyntax.TokenIdent {
			return toks
		}
		switch kw := string(toks[0].Bytes); kw {
		case "list", "map", "set":
			return call(kw, "any")
		}
	case 3:
		if toks[0].Type != hclsyntax.TokenOQuote ||
			toks[1].Type != hclsyntax.TokenQuotedLit ||
			toks[2].Type != hclsyntax.TokenCQuote {
			return toks
		}
		switch kw := string(toks[1].Bytes); kw {
		case "string":
			return hclwrite.Tokens{tok(hclsyntax.TokenIdent, "string")}
		case "list", "map":
			return call(kw, "string")
		}
	}
	return toks
}
