package render

import (
	"reflect"
	"strconv"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/plans"
)

// pathSet follows a set of attribute paths (replace paths, relevant
// attributes) down a value. Each path is a list of steps: attribute names
// and map keys as strings, list indexes as ints.
type pathSet struct {
	paths [][]any
	// all matches everything.
	all bool
	// propagate makes a matched path match all its descendants too.
	propagate bool
}

// everything matches every path.
var everything = pathSet{all: true}

// pathsFromCty converts cty paths to a pathSet.
func pathsFromCty(ps []cty.Path) pathSet {
	var out pathSet
	for _, p := range ps {
		var steps []any
		for _, s := range p {
			switch s := s.(type) {
			case cty.GetAttrStep:
				steps = append(steps, s.Name)
			case cty.IndexStep:
				k, _ := s.Key.Unmark()
				switch {
				case !k.IsKnown() || k.IsNull():
					steps = append(steps, "")
				case k.Type() == cty.String:
					steps = append(steps, k.AsString())
				case k.Type() == cty.Number:
					i, _ := k.AsBigFloat().Int64()
					steps = append(steps, int(i))
				default:
					steps = append(steps, "")
				}
			}
		}
		out.paths = append(out.paths, steps)
	}
	return out
}

// matches reports whether some path ends here.
func (p pathSet) matches() bool {
	if p.all {
		return true
	}
	for _, path := range p.paths {
		if len(path) == 0 {
			return true
		}
	}
	return false
}

// partial reports whether some path passes through or ends here.
func (p pathSet) partial() bool { return p.all || len(p.paths) > 0 }

// key follows an attribute name or map key.
func (p pathSet) key(k string) pathSet {
	return p.step(func(s any) bool {
		str, ok := s.(string)
		return ok && str == k
	})
}

// index follows a list index.
func (p pathSet) index(i int) pathSet {
	return p.step(func(s any) bool {
		switch s := s.(type) {
		case int:
			return s == i
		case string:
			n, err := strconv.ParseFloat(s, 64)
			return err == nil && int(n) == i
		}
		return false
	})
}

func (p pathSet) step(match func(any) bool) pathSet {
	if p.all {
		return p
	}
	out := pathSet{propagate: p.propagate}
	for _, path := range p.paths {
		if len(path) == 0 {
			if p.propagate {
				out.paths = append(out.paths, path)
			}
			continue
		}
		if match(path[0]) {
			out.paths = append(out.paths, path[1:])
		}
	}
	return out
}

// change is one value's before and after in JSON form, with the flags
// that say what is unknown and sensitive, and the paths that force
// replacement or are relevant. "Explicit" means the value was present in
// its parent collection (as opposed to absent, which reads as null).
type change struct {
	before, after                 any
	beforeExplicit, afterExplicit bool
	unknown                       any
	beforeSens, afterSens         any
	replace                       pathSet
	relevant                      pathSet
	// nonLegacy is set below a schema that uses features the legacy
	// provider SDK could not produce; only then do empty strings stay
	// distinct from null.
	nonLegacy bool
}

func (c change) isUnknown() bool         { b, _ := c.unknown.(bool); return b }
func (c change) isBeforeSensitive() bool { b, _ := c.beforeSens.(bool); return b }
func (c change) isAfterSensitive() bool  { b, _ := c.afterSens.(bool); return b }

// action guesses the action of a primitive change.
func (c change) action() plans.Action {
	if c.before == nil && !c.beforeExplicit && (c.after != nil || c.afterExplicit) {
		return plans.Create
	}
	if c.after == nil && !c.afterExplicit && (c.before != nil || c.beforeExplicit) {
		return plans.Delete
	}
	if reflect.DeepEqual(c.before, c.after) && c.afterExplicit == c.beforeExplicit && c.isAfterSensitive() == c.isBeforeSensitive() {
		return plans.NoOp
	}
	return plans.Update
}

// iterationAction is the starting action of a collection or block whose
// real action comes from its children.
func (c change) iterationAction() plans.Action {
	switch {
	case c.before == nil && c.after == nil:
		return plans.NoOp
	case c.before == nil:
		return plans.Create
	case c.after == nil:
		return plans.Delete
	}
	return plans.NoOp
}

// asNoOp replaces the after side with the before side.
func (c change) asNoOp() change {
	return change{
		before: c.before, after: c.before,
		beforeExplicit: c.beforeExplicit, afterExplicit: c.beforeExplicit,
		unknown:    false,
		beforeSens: c.beforeSens, afterSens: c.beforeSens,
		replace: c.replace, relevant: c.relevant, nonLegacy: c.nonLegacy,
	}
}

// asDelete drops the after side.
func (c change) asDelete() change {
	return change{
		before: c.before, beforeExplicit: c.beforeExplicit,
		beforeSens: c.beforeSens,
		replace:    c.replace, relevant: c.relevant, nonLegacy: c.nonLegacy,
	}
}

// asCreate drops the before side.
func (c change) asCreate() change {
	return change{
		after: c.after, afterExplicit: c.afterExplicit,
		unknown: c.unknown, afterSens: c.afterSens,
		replace: c.replace, relevant: c.relevant, nonLegacy: c.nonLegacy,
	}
}

// mapChange is a change whose sides are objects or maps.
type mapChange struct {
	before, after, unknown, beforeSens, afterSens map[string]any
	replace, relevant                             pathSet
	nonLegacy                                     bool
}

func (c change) asMap() mapChange {
	m := func(v any) map[string]any { r, _ := v.(map[string]any); return r }
	return mapChange{
		before: m(c.before), after: m(c.after), unknown: m(c.unknown),
		beforeSens: m(c.beforeSens), afterSens: m(c.afterSens),
		replace: c.replace, relevant: c.relevant, nonLegacy: c.nonLegacy,
	}
}

// child returns the change of one key.
func (m mapChange) child(k string) change {
	b, be := m.before[k]
	a, ae := m.after[k]
	return change{
		before: b, after: a, beforeExplicit: be, afterExplicit: ae,
		unknown:    m.unknown[k],
		beforeSens: m.beforeSens[k], afterSens: m.afterSens[k],
		replace: m.replace.key(k), relevant: m.relevant.key(k),
		nonLegacy: m.nonLegacy,
	}
}

// explicitKeys lists the keys present before or after.
func (m mapChange) explicitKeys() []string {
	return unionKeys(m.before, m.after)
}

// allKeys also includes keys known only from the unknown and sensitive
// flags.
func (m mapChange) allKeys() []string {
	return unionKeys(m.before, m.after, m.unknown, m.afterSens, m.beforeSens)
}

func unionKeys(ms ...map[string]any) []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range ms {
		for k := range m {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out
}

// sliceChange is a change whose sides are sequences.
type sliceChange struct {
	before, after, unknown, beforeSens, afterSens []any
	replace, relevant                             pathSet
}

func (c change) asSlice() sliceChange {
	s := func(v any) []any { r, _ := v.([]any); return r }
	return sliceChange{
		before: s(c.before), after: s(c.after), unknown: s(c.unknown),
		beforeSens: s(c.beforeSens), afterSens: s(c.afterSens),
		replace: c.replace, relevant: c.relevant,
	}
}

// child returns the change pairing a before and an after element; an
// index out of range stands for a missing element.
func (s sliceChange) child(bi, ai int) change {
	at := func(l []any, i int) (any, bool) {
		if l == nil || i < 0 || i >= len(l) {
			return nil, false
		}
		return l[i], true
	}
	b, be := at(s.before, bi)
	a, ae := at(s.after, ai)
	u, _ := at(s.unknown, ai)
	bs, _ := at(s.beforeSens, bi)
	as, _ := at(s.afterSens, ai)
	idx := bi
	if bi < 0 || bi >= len(s.before) {
		idx = ai
	}
	return change{
		before: b, after: a, beforeExplicit: be, afterExplicit: ae,
		unknown: u, beforeSens: bs, afterSens: as,
		replace: s.replace.index(idx), relevant: s.relevant.index(idx),
	}
}

// combineActions folds a child's action into its parent's.
func combineActions(cur, next plans.Action) plans.Action {
	if next == plans.NoOp {
		return cur
	}
	if cur != next {
		return plans.Update
	}
	return cur
}
