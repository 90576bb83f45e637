package intel

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// completer gathers the completions of one request.
type completer struct {
	a      *analysis
	s      *scan
	offset int
	// rng is the text an item replaces and prefix the part of it before
	// the cursor, which items must match.
	rng    Range
	prefix string
	// indent is the indentation of the cursor's line.
	indent string
	items  []Item
	seen   map[string]bool
}

// complete returns the completions at offset.
func (a *analysis) complete(offset int) []Item {
	if offset < 0 || offset > len(a.src) {
		return nil
	}
	a.lenient = true
	if a.isTfvars() {
		return a.completeTfvars(offset)
	}
	if !a.isNative() {
		return nil
	}
	s := a.scan(offset, forCompletion)
	if s.inComment {
		return nil
	}
	c := &completer{a: a, s: s, offset: offset, rng: Range{offset, offset}, indent: lineIndent(a.src, offset), seen: map[string]bool{}}
	if t := s.tok; t != nil && wordLike(t.Type) {
		c.rng = rangeOf(t)
		c.prefix = string(a.src[t.Range.Start.Byte:offset])
	}
	top := s.top()
	switch top.kind {
	case frameBody:
		body := top
		switch {
		case body.inExpr:
			c.expression(body.blk, body.attr)
		case len(body.stmt) == 0:
			c.bodyItems(body.blk)
		default:
			if s.tok != nil && s.tok.Type != hclsyntax.TokenIdent {
				return nil
			}
			c.labels(body.blk, body.stmt[0].text, len(body.stmt)-1, false)
		}
	case frameQuote:
		parent := s.body()
		if top.header {
			if len(parent.stmt) == 0 {
				return nil
			}
			c.labels(parent.blk, parent.stmt[0].text, len(parent.stmt)-1, true)
		} else {
			c.stringValue(parent.blk, top.attr)
		}
	case frameHeredoc:
		return nil
	default:
		c.expression(s.body().blk, top.attr)
	}
	return c.items
}

// add appends an item that matches the typed prefix, once per label and
// kind.
func (c *completer) add(it Item) {
	if !fuzzyMatch(c.prefix, it.Label) {
		return
	}
	key := string(it.Kind) + "\x00" + it.Label
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	it.Range = c.rng
	if it.InsertText == "" {
		it.InsertText = it.Label
	}
	c.items = append(c.items, it)
}

// addSnippet appends an item whose insertion is a snippet.
func (c *completer) addSnippet(it Item, snippet string) {
	it.Snippet = snippet
	it.InsertText = plainText(snippet, c.indent)
	c.add(it)
}

// fuzzyMatch reports whether the characters of prefix appear in label in
// order, ignoring case: the loosest rule an editor filters with, so the
// editor can rank what remains.
func fuzzyMatch(prefix, label string) bool {
	for _, r := range label {
		if prefix == "" {
			return true
		}
		p, size := utf8.DecodeRuneInString(prefix)
		if unicode.ToLower(r) == unicode.ToLower(p) {
			prefix = prefix[size:]
		}
	}
	return prefix == ""
}

// plainText turns a snippet into the text inserted without tab stops:
// placeholders become their default text and each leading "\t" of a line
// one level of two spaces after the cursor line's indentation.
func plainText(snippet, indent string) string {
	lines := strings.Split(withoutTabStops(snippet), "\n")
	for i := 1; i < len(lines); i++ {
		l := lines[i]
		n := 0
		for n < len(l) && l[n] == '\t' {
			n++
		}
		lines[i] = indent + strings.Repeat("  ", n) + l[n:]
	}
	return strings.Join(lines, "\n")
}

// withoutTabStops replaces each ${N} or ${N:text} of a snippet with its
// text.
func withoutTabStops(snippet string) string {
	if !strings.Contains(snippet, "${") {
		return snippet
	}
	var b strings.Builder
	for {
		i := strings.Index(snippet, "${")
		if i < 0 {
			b.WriteString(snippet)
			return b.String()
		}
		j := i + 2
		for j < len(snippet) && snippet[j] >= '0' && snippet[j] <= '9' {
			j++
		}
		end := strings.IndexByte(snippet[j:], '}')
		if j == i+2 || end < 0 || (snippet[j] != ':' && snippet[j] != '}') {
			b.WriteString(snippet[:i+2])
			snippet = snippet[i+2:]
			continue
		}
		b.WriteString(snippet[:i])
		if snippet[j] == ':' {
			b.WriteString(snippet[j+1 : j+end])
		}
		snippet = snippet[j+end+1:]
	}
}

// lineIndent returns the whitespace that starts the line of offset.
func lineIndent(src []byte, offset int) string {
	start := offset
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}
