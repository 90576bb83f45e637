package intel

// completeTfvars completes a variable definitions file: the root
// module's input variables at the start of a line.
func (a *analysis) completeTfvars(offset int) []Item {
	s := a.scan(offset, forCompletion)
	if s.inComment || len(s.stack) != 1 {
		return nil
	}
	top := s.top()
	if top.inExpr || len(top.stmt) != 0 {
		return nil
	}
	c := &completer{a: a, s: s, offset: offset, rng: Range{offset, offset}, indent: lineIndent(a.src, offset), seen: map[string]bool{}}
	if t := s.tok; t != nil && wordLike(t.Type) {
		c.rng = rangeOf(t)
		c.prefix = string(a.src[t.Range.Start.Byte:offset])
	}
	mod := a.module()
	if mod == nil {
		return nil
	}
	for _, n := range sortedKeys(mod.Variables) {
		if r, ok := s.root.Attrs[n]; ok && r != c.rng {
			continue
		}
		v := mod.Variables[n]
		at := &attrSchema{name: n}
		if v.TypeSet {
			at.typ = v.Type
		}
		c.addSnippet(Item{Label: n, Kind: KindVariable, Detail: variableDetail(v), Documentation: v.Description, Required: v.Required()},
			n+" = "+valueSnippet(at))
	}
	return c.items
}
