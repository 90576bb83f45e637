package intel

import "github.com/hashicorp/hcl/v2/hclsyntax"

// The scanner reads a native-syntax file as tokens rather than as a
// syntax tree: the file is usually broken at the cursor while it is being
// typed (`ami = var.`), and hcl's parser then drops the block around the
// error, while the tokens before the cursor still tell exactly where the
// cursor is. Written by hand: hcl has no incremental or error-tolerant
// parser API.

// frameKind is what an open bracket of the file is.
type frameKind int

const (
	frameBody    frameKind = iota // a block body (the file's top level is one)
	frameParen                    // ( … ) in an expression
	frameBrack                    // [ … ]
	frameBrace                    // { … } object constructor
	frameInterp                   // ${ … } or %{ … } in a template
	frameQuote                    // " … " template or block label
	frameHeredoc                  // <<EOT … EOT template
)

// block is a block of the file as the scanner saw it. The root block
// stands for the file's top level and has no Type.
type block struct {
	Type        string
	TypeRange   Range
	Labels      []string
	LabelRanges []Range
	// Quoted tells, for each label, whether it was written in quotes.
	Quoted []bool
	Parent *block
	// Attrs are the arguments of the body by name, with their name
	// ranges; Children are its nested blocks.
	Attrs    map[string]Range
	Children []*block
	// Body is from after "{" to before "}" (to the end of the file when
	// the block is not closed).
	Body Range
}

// label returns the i-th label or "".
func (b *block) label(i int) string {
	if b == nil || i >= len(b.Labels) {
		return ""
	}
	return b.Labels[i]
}

// path lists the block and its ancestors from the top-level block down,
// without the root.
func (b *block) path() []*block {
	var out []*block
	for c := b; c != nil && c.Parent != nil; c = c.Parent {
		out = append([]*block{c}, out...)
	}
	return out
}

// part is one element of a statement in a body before its "=" or "{":
// an identifier or a quoted label.
type part struct {
	text   string
	rng    Range
	quoted bool
}

// frame is an open bracket with, for bodies, the statement in progress.
type frame struct {
	kind frameKind
	blk  *block
	// stmt is the statement so far (body frames): its name and labels.
	stmt []part
	// inExpr is set after the "=" of an argument (body frames).
	inExpr bool
	// attr is the argument whose expression the frame is in.
	attr string
	// header is set on a quote frame that is a block label; start is
	// where its content (or an expression bracket's) starts and text is
	// a label's content.
	header bool
	start  int
	text   string
}

// scan is the result of scanning a file up to a cursor.
type scan struct {
	src    []byte
	tokens hclsyntax.Tokens
	root   *block
	// stack is the frames open at the cursor, innermost last.
	stack []*frame
	// next is the index of the first token not read before the cursor;
	// tok is the token under the cursor, if any (tokens[next]).
	next int
	tok  *hclsyntax.Token
	// inComment is set when the cursor is inside a comment.
	inComment bool
}

// cursorMode tells which token is "under" the cursor.
type cursorMode int

const (
	// forCompletion: the word the cursor ends or is inside (the cursor
	// is between characters; "var.re|" completes "re").
	forCompletion cursorMode = iota
	// forHover: the token whose first byte is at or before the cursor
	// and whose end is after it (the cursor is on a character).
	forHover
)

// wordLike reports tokens that completion extends: identifiers, numbers
// and the literal text of strings.
func wordLike(t hclsyntax.TokenType) bool {
	switch t {
	case hclsyntax.TokenIdent, hclsyntax.TokenNumberLit, hclsyntax.TokenQuotedLit, hclsyntax.TokenStringLit:
		return true
	}
	return false
}

// scanFile follows the structure of a file's tokens up to offset, then
// reads the rest of the file too so that every block is complete.
func scanFile(src []byte, toks hclsyntax.Tokens, offset int, mode cursorMode) *scan {
	root := &block{Attrs: map[string]Range{}, Body: Range{0, len(src)}}
	s := &scan{src: src, tokens: toks, root: root, next: -1}
	stack := []*frame{{kind: frameBody, blk: root}}
	for i := range toks {
		t := &toks[i]
		if s.next < 0 && !before(t, offset, mode) {
			s.next = i
			if t.Range.Start.Byte < offset || (mode == forHover && t.Range.Start.Byte == offset) {
				if t.Type == hclsyntax.TokenComment {
					s.inComment = true
				} else if t.Type != hclsyntax.TokenEOF && t.Type != hclsyntax.TokenNewline {
					s.tok = t
				}
			}
			s.stack = snapshot(stack)
		}
		stack = step(stack, t, src)
	}
	if s.next < 0 {
		s.next = len(toks)
		s.stack = stack
	}
	return s
}

// snapshot copies the frames as they are at the cursor; the blocks they
// point to keep filling up as the rest of the file is read.
func snapshot(stack []*frame) []*frame {
	out := make([]*frame, len(stack))
	for i, f := range stack {
		c := *f
		c.stmt = append([]part(nil), f.stmt...)
		out[i] = &c
	}
	return out
}

// before reports whether a token lies wholly before the cursor.
func before(t *hclsyntax.Token, offset int, mode cursorMode) bool {
	end := t.Range.End.Byte
	if mode == forHover {
		return end <= offset && t.Type != hclsyntax.TokenEOF
	}
	if end < offset {
		return true
	}
	return end == offset && !wordLike(t.Type) && t.Type != hclsyntax.TokenEOF
}

// rangeOf returns a token's byte range.
func rangeOf(t *hclsyntax.Token) Range {
	return Range{t.Range.Start.Byte, t.Range.End.Byte}
}

// step applies one token to the stack of open frames.
func step(stack []*frame, t *hclsyntax.Token, src []byte) []*frame {
	top := stack[len(stack)-1]
	switch top.kind {
	case frameBody:
		return stepBody(stack, top, t)
	case frameQuote, frameHeredoc:
		return stepTemplate(stack, top, t, src)
	}
	return stepExpr(stack, top, t)
}

// stepBody handles a token at the level of a block body.
func stepBody(stack []*frame, top *frame, t *hclsyntax.Token) []*frame {
	if top.inExpr {
		switch t.Type {
		case hclsyntax.TokenNewline, hclsyntax.TokenEOF:
			top.inExpr, top.stmt, top.attr = false, nil, ""
			return stack
		case hclsyntax.TokenComment:
			if endsLine(t) {
				top.inExpr, top.stmt, top.attr = false, nil, ""
			}
			return stack
		case hclsyntax.TokenCBrace:
			top.inExpr, top.stmt, top.attr = false, nil, ""
			return closeBody(stack, t)
		}
		return stepExpr(stack, top, t)
	}
	switch t.Type {
	case hclsyntax.TokenNewline, hclsyntax.TokenEOF:
		top.stmt = nil
	case hclsyntax.TokenComment:
		if endsLine(t) {
			top.stmt = nil
		}
	case hclsyntax.TokenIdent:
		top.stmt = append(top.stmt, part{text: string(t.Bytes), rng: rangeOf(t)})
	case hclsyntax.TokenOQuote:
		return append(stack, &frame{kind: frameQuote, header: true, start: t.Range.End.Byte, attr: top.attr})
	case hclsyntax.TokenEqual:
		if len(top.stmt) == 1 && !top.stmt[0].quoted {
			top.inExpr, top.attr = true, top.stmt[0].text
			top.blk.Attrs[top.attr] = top.stmt[0].rng
		} else {
			top.inExpr, top.attr = true, ""
		}
	case hclsyntax.TokenOBrace:
		b := &block{Parent: top.blk, Attrs: map[string]Range{}, Body: Range{t.Range.End.Byte, -1}}
		for i, p := range top.stmt {
			if i == 0 {
				b.Type, b.TypeRange = p.text, p.rng
				continue
			}
			b.Labels = append(b.Labels, p.text)
			b.LabelRanges = append(b.LabelRanges, p.rng)
			b.Quoted = append(b.Quoted, p.quoted)
		}
		top.blk.Children = append(top.blk.Children, b)
		top.stmt = nil
		return append(stack, &frame{kind: frameBody, blk: b})
	case hclsyntax.TokenCBrace:
		top.stmt = nil
		return closeBody(stack, t)
	default:
		top.stmt = append(top.stmt, part{text: string(t.Bytes), rng: rangeOf(t)})
	}
	return stack
}

// closeBody ends the innermost block body at a "}".
func closeBody(stack []*frame, t *hclsyntax.Token) []*frame {
	for i := len(stack) - 1; i > 0; i-- {
		if stack[i].kind == frameBody {
			stack[i].blk.Body.End = t.Range.Start.Byte
			return stack[:i]
		}
	}
	return stack // a stray "}" at the top level
}

// stepExpr handles a token inside an expression.
func stepExpr(stack []*frame, top *frame, t *hclsyntax.Token) []*frame {
	push := func(k frameKind) []*frame {
		return append(stack, &frame{kind: k, attr: top.attr, start: t.Range.End.Byte})
	}
	switch t.Type {
	case hclsyntax.TokenOParen:
		return push(frameParen)
	case hclsyntax.TokenOBrack:
		return push(frameBrack)
	case hclsyntax.TokenOBrace:
		return push(frameBrace)
	case hclsyntax.TokenOQuote:
		return push(frameQuote)
	case hclsyntax.TokenOHeredoc:
		return push(frameHeredoc)
	case hclsyntax.TokenCParen:
		return closeExpr(stack, frameParen)
	case hclsyntax.TokenCBrack:
		return closeExpr(stack, frameBrack)
	case hclsyntax.TokenCBrace:
		if s, ok := popTo(stack, frameBrace); ok {
			return s
		}
		// No object is open: the "}" ends the block.
		for len(stack) > 0 && stack[len(stack)-1].kind != frameBody {
			stack = stack[:len(stack)-1]
		}
		body := stack[len(stack)-1]
		body.inExpr, body.stmt, body.attr = false, nil, ""
		return closeBody(stack, t)
	case hclsyntax.TokenTemplateSeqEnd:
		return closeExpr(stack, frameInterp)
	}
	return stack
}

// closeExpr closes the innermost open bracket of a kind, and what is open
// inside it; a closing bracket nothing matches is ignored.
func closeExpr(stack []*frame, k frameKind) []*frame {
	if s, ok := popTo(stack, k); ok {
		return s
	}
	return stack
}

// popTo pops the frames down to and including the innermost frame of kind
// k, not crossing a block body.
func popTo(stack []*frame, k frameKind) ([]*frame, bool) {
	for i := len(stack) - 1; i > 0; i-- {
		switch stack[i].kind {
		case k:
			return stack[:i], true
		case frameBody:
			return stack, false
		}
	}
	return stack, false
}

// stepTemplate handles a token inside a quoted string or heredoc.
func stepTemplate(stack []*frame, top *frame, t *hclsyntax.Token, src []byte) []*frame {
	switch t.Type {
	case hclsyntax.TokenTemplateInterp, hclsyntax.TokenTemplateControl:
		return append(stack, &frame{kind: frameInterp, attr: top.attr})
	case hclsyntax.TokenQuotedLit, hclsyntax.TokenStringLit:
		top.text += string(t.Bytes)
	case hclsyntax.TokenCQuote, hclsyntax.TokenQuotedNewline, hclsyntax.TokenCHeredoc, hclsyntax.TokenEOF:
		if top.kind == frameHeredoc && t.Type != hclsyntax.TokenCHeredoc && t.Type != hclsyntax.TokenEOF {
			return stack
		}
		stack = stack[:len(stack)-1]
		if top.header {
			parent := stack[len(stack)-1]
			end := t.Range.Start.Byte
			parent.stmt = append(parent.stmt, part{text: top.text, rng: Range{top.start, end}, quoted: true})
			if t.Type == hclsyntax.TokenQuotedNewline {
				parent.stmt = nil
			}
		}
	}
	return stack
}

// endsLine reports a line comment, which ends its line.
func endsLine(t *hclsyntax.Token) bool {
	n := len(t.Bytes)
	return n > 0 && t.Bytes[n-1] == '\n'
}

// body returns the innermost block body frame at the cursor.
func (s *scan) body() *frame {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if s.stack[i].kind == frameBody {
			return s.stack[i]
		}
	}
	return s.stack[0]
}

// top returns the innermost frame at the cursor.
func (s *scan) top() *frame { return s.stack[len(s.stack)-1] }
