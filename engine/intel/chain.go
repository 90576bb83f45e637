package intel

import (
	"strconv"

	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// stepKind is the kind of one step of a reference after its root.
type stepKind int

const (
	stepAttr  stepKind = iota // .name
	stepIndex                 // [0], ["key"], [expr], .0
	stepSplat                 // [*] or .*
)

// chainStep is one step of a reference as written.
type chainStep struct {
	kind stepKind
	name string // attribute name, or the literal key of an index
	rng  Range
}

// chain is a reference as written before (and at) the cursor:
// root.step.step…
type chain struct {
	root      string
	rootRange Range
	steps     []chainStep
}

// chainEndingAt reads the reference whose last token is toks[k], going
// backwards; ok is false when toks[k] does not end one.
func chainEndingAt(toks hclsyntax.Tokens, k int) (c chain, ok bool) {
	start, ok := chainStart(toks, k)
	if !ok {
		return chain{}, false
	}
	return parseChain(toks[start : k+1])
}

// chainStart finds the index of the root identifier of the reference
// ending at toks[k].
func chainStart(toks hclsyntax.Tokens, k int) (int, bool) {
	i := k
	for i >= 0 {
		switch toks[i].Type {
		case hclsyntax.TokenIdent:
			if i >= 2 && toks[i-1].Type == hclsyntax.TokenDot {
				i -= 2
				continue
			}
			return i, true
		case hclsyntax.TokenNumberLit, hclsyntax.TokenStar:
			if i >= 2 && toks[i-1].Type == hclsyntax.TokenDot {
				i -= 2
				continue
			}
			return 0, false
		case hclsyntax.TokenCBrack:
			depth := 0
			j := i
			for ; j >= 0; j-- {
				if toks[j].Type == hclsyntax.TokenCBrack {
					depth++
				} else if toks[j].Type == hclsyntax.TokenOBrack {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if j <= 0 {
				return 0, false
			}
			i = j - 1
			continue
		default:
			return 0, false
		}
	}
	return 0, false
}

// parseChain reads root.step… from the tokens of one reference.
func parseChain(toks hclsyntax.Tokens) (chain, bool) {
	if len(toks) == 0 || toks[0].Type != hclsyntax.TokenIdent {
		return chain{}, false
	}
	c := chain{root: string(toks[0].Bytes), rootRange: rangeOf(&toks[0])}
	for i := 1; i < len(toks); {
		t := &toks[i]
		switch t.Type {
		case hclsyntax.TokenDot:
			if i+1 >= len(toks) {
				return chain{}, false
			}
			n := &toks[i+1]
			switch n.Type {
			case hclsyntax.TokenIdent:
				c.steps = append(c.steps, chainStep{kind: stepAttr, name: string(n.Bytes), rng: rangeOf(n)})
			case hclsyntax.TokenNumberLit:
				c.steps = append(c.steps, chainStep{kind: stepIndex, name: string(n.Bytes), rng: rangeOf(n)})
			case hclsyntax.TokenStar:
				c.steps = append(c.steps, chainStep{kind: stepSplat, rng: rangeOf(n)})
			default:
				return chain{}, false
			}
			i += 2
		case hclsyntax.TokenOBrack:
			j, depth := i, 0
			for ; j < len(toks); j++ {
				if toks[j].Type == hclsyntax.TokenOBrack {
					depth++
				} else if toks[j].Type == hclsyntax.TokenCBrack {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if j >= len(toks) {
				return chain{}, false
			}
			st := chainStep{kind: stepIndex, rng: Range{t.Range.Start.Byte, toks[j].Range.End.Byte}}
			inner := toks[i+1 : j]
			switch {
			case len(inner) == 1 && inner[0].Type == hclsyntax.TokenStar:
				st.kind = stepSplat
			case len(inner) == 1 && inner[0].Type == hclsyntax.TokenNumberLit:
				st.name = string(inner[0].Bytes)
			case len(inner) == 3 && inner[0].Type == hclsyntax.TokenOQuote && inner[1].Type == hclsyntax.TokenQuotedLit:
				st.name = strconv.Quote(string(inner[1].Bytes))
			}
			c.steps = append(c.steps, st)
			i = j + 1
		default:
			return chain{}, false
		}
	}
	return c, true
}

// attrs returns the names of the leading attribute steps: for
// data.aws_ami.x.id that is [aws_ami x id].
func (c chain) attrs() []string {
	var out []string
	for _, s := range c.steps {
		if s.kind != stepAttr {
			break
		}
		out = append(out, s.name)
	}
	return out
}

// cursorChain reads the reference the cursor is completing: the chain
// before the last dot, and whether there is one (false when the word at
// the cursor is itself a root).
func (s *scan) cursorChain() (chain, bool) {
	k := s.next - 1
	if k < 0 || s.tokens[k].Type != hclsyntax.TokenDot {
		return chain{}, false
	}
	return chainEndingAt(s.tokens, k-1)
}

// chainAround reads the whole reference toks[i] is part of, and the
// index of the step toks[i] is (-1 for the root).
func chainAround(toks hclsyntax.Tokens, i int) (chain, int, bool) {
	end := i
	for {
		if end+2 < len(toks) && toks[end+1].Type == hclsyntax.TokenDot {
			switch toks[end+2].Type {
			case hclsyntax.TokenIdent, hclsyntax.TokenNumberLit, hclsyntax.TokenStar:
				end += 2
				continue
			}
		}
		if end+1 < len(toks) && toks[end+1].Type == hclsyntax.TokenOBrack {
			depth, j := 0, end+1
			for ; j < len(toks); j++ {
				if toks[j].Type == hclsyntax.TokenOBrack {
					depth++
				} else if toks[j].Type == hclsyntax.TokenCBrack {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if j < len(toks) {
				end = j
				continue
			}
		}
		break
	}
	c, ok := chainEndingAt(toks, end)
	if !ok {
		return chain{}, 0, false
	}
	at := toks[i].Range.Start.Byte
	if at < c.rootRange.Start {
		return chain{}, 0, false
	}
	idx := -1
	for n, st := range c.steps {
		if st.rng.Start <= at && at < st.rng.End {
			idx = n
		}
	}
	return c, idx, true
}

// minSteps is how many steps after its root a reference needs to name
// an object: var.x, data.t.n, aws_instance.x.
func (c chain) minSteps() int {
	switch c.root {
	case "self":
		return 0
	case "data":
		return 2
	}
	return 1
}

// upTo returns the chain cut after step n (-1: the root alone), but never
// shorter than the object it names.
func (c chain) upTo(n int) chain {
	keep := n + 1
	if m := c.minSteps(); keep < m {
		keep = m
	}
	if keep > len(c.steps) {
		keep = len(c.steps)
	}
	out := c
	out.steps = c.steps[:keep]
	return out
}

// end is the byte after the chain.
func (c chain) end() int {
	if len(c.steps) == 0 {
		return c.rootRange.End
	}
	return c.steps[len(c.steps)-1].rng.End
}
