package intel

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/config"
)

// definition finds the declaration of what is referred to at offset.
func (a *analysis) definition(offset int) []Location {
	if offset < 0 || offset > len(a.src) || !(a.isNative() || a.isTfvars()) {
		return nil
	}
	s := a.scan(offset, forHover)
	if (s.tok == nil || s.tok.Type != hclsyntax.TokenIdent) && offset > 0 {
		if s2 := a.scan(offset-1, forHover); s2.tok != nil && s2.tok.Type == hclsyntax.TokenIdent {
			s = s2
		}
	}
	t := s.tok
	if t == nil || t.Type != hclsyntax.TokenIdent || s.inComment {
		return nil
	}
	mod := a.module()
	if mod == nil {
		return nil
	}
	top := s.top()
	name := string(t.Bytes)
	if top.kind == frameBody && !top.inExpr {
		if len(top.stmt) != 0 || !s.nextIs(hclsyntax.TokenEqual) {
			return nil
		}
		if a.isTfvars() && len(s.stack) == 1 {
			if v := mod.Variables[name]; v != nil {
				return []Location{a.blockLocation(v.DeclRange)}
			}
			return nil
		}
		// An argument of a module call: the child's variable.
		b := top.blk
		if b.Type == "module" && b.Parent != nil && b.Parent.Parent == nil {
			if child, _ := a.child(b.label(0)); child != nil && child.Variables[name] != nil {
				return []Location{a.blockLocation(child.Variables[name].DeclRange)}
			}
		}
		return nil
	}
	if top.kind == frameQuote || top.kind == frameHeredoc || a.isTfvars() {
		return nil
	}
	if s.nextIs(hclsyntax.TokenOParen) && !s.prevIs(hclsyntax.TokenDot) {
		return nil
	}
	c, idx, ok := chainAround(s.tokens, s.next)
	if !ok {
		return nil
	}
	if loc := a.refLocation(mod, c, idx, s.body().blk); loc != nil {
		return []Location{*loc}
	}
	return nil
}

// refLocation resolves a reference to its declaration; idx is the step
// the cursor is on (-1: the root).
func (a *analysis) refLocation(mod *config.Module, c chain, idx int, b *block) *Location {
	attrs := c.attrs()
	if len(attrs) == 0 && c.root != "each" && c.root != "count" {
		return nil
	}
	switch c.root {
	case "var":
		if v := mod.Variables[attrs[0]]; v != nil {
			l := a.blockLocation(v.DeclRange)
			return &l
		}
	case "local":
		if l := mod.Locals[attrs[0]]; l != nil {
			r := rangeIn(l.DeclRange)
			return &Location{File: l.DeclRange.Filename, Range: Range{r.Start, r.Start + len(l.Name)}, Full: r}
		}
	case "module":
		call := mod.ModuleCalls[attrs[0]]
		if call == nil {
			return nil
		}
		out := 1
		if len(c.steps) > 1 && c.steps[1].kind != stepAttr {
			out = 2
		}
		if idx >= out && out < len(c.steps) && c.steps[out].kind == stepAttr {
			if child, _ := a.child(call.Name); child != nil {
				if o := child.Outputs[c.steps[out].name]; o != nil {
					l := a.blockLocation(o.DeclRange)
					return &l
				}
			}
		}
		l := a.blockLocation(call.DeclRange)
		return &l
	case "data":
		if len(attrs) >= 2 {
			if r := mod.DataResources[attrs[0]+"."+attrs[1]]; r != nil {
				l := a.blockLocation(r.DeclRange)
				return &l
			}
		}
	case "each", "count":
		top := a.contextOf(b).top
		arg := "for_each"
		if c.root == "count" {
			arg = "count"
		}
		if top != nil {
			if r, ok := top.Attrs[arg]; ok {
				return &Location{File: a.file, Range: r, Full: r}
			}
		}
	case "path", "terraform", "self":
	default:
		if r := mod.ManagedResources[c.root+"."+attrs[0]]; r != nil {
			l := a.blockLocation(r.DeclRange)
			return &l
		}
	}
	return nil
}

// blockLocation is the location of a block given its header's range:
// the header, and the whole block from the parsed file.
func (a *analysis) blockLocation(def hcl.Range) Location {
	loc := Location{File: def.Filename, Range: rangeIn(def), Full: rangeIn(def)}
	p := parseFile(a.fsys, def.Filename)
	if p == nil {
		return loc
	}
	if body, ok := p.file.Body.(*hclsyntax.Body); ok {
		for _, blk := range body.Blocks {
			if blk.DefRange().Start.Byte == def.Start.Byte {
				loc.Full = rangeIn(blk.Range())
			}
		}
	}
	return loc
}
