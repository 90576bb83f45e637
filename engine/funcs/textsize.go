package funcs

import "github.com/zclconf/go-cty/cty"

// TextSize measures the text in a value, marked or not, at any depth: the
// bytes of its known strings and of its maps' keys and objects' attribute
// names, and the number of leaves (strings and other known primitive
// values). The walk stops as soon as bytes passes stop (a negative stop
// never stops it). The size limits (estimates of what a function will
// build) and the work budget (the text of values) both measure with it.
//
// Written here rather than with cty.Walk, which builds a path for every
// value: this runs on every resource instance's configuration.
func TextSize(v cty.Value, stop int64) (bytes, leaves int64) {
	var m textMeasure
	m.stop = stop
	m.walk(v)
	return m.bytes, m.leaves
}

type textMeasure struct {
	stop, bytes, leaves int64
}

func (m *textMeasure) over() bool { return m.stop >= 0 && m.bytes > m.stop }

func (m *textMeasure) walk(v cty.Value) {
	v, _ = v.Unmark()
	if !v.IsKnown() || v.IsNull() {
		return
	}
	switch ty := v.Type(); {
	case ty == cty.String:
		m.bytes += int64(len(v.AsString()))
		m.leaves++
	case ty.IsObjectType():
		// Not the element iterator, which sorts the names anew.
		for name := range ty.AttributeTypes() {
			if m.bytes += int64(len(name)); m.over() {
				return
			}
			m.walk(v.GetAttr(name))
		}
	case ty.IsMapType():
		for it := v.ElementIterator(); it.Next() && !m.over(); {
			k, e := it.Element()
			m.bytes += int64(len(k.AsString()))
			m.walk(e)
		}
	case v.CanIterateElements():
		for it := v.ElementIterator(); it.Next() && !m.over(); {
			_, e := it.Element()
			m.walk(e)
		}
	default:
		m.leaves++
	}
}
