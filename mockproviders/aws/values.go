package aws

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// getAttr returns the attribute of an object value, cty.NilVal when the
// value is not a known object with that attribute.
func getAttr(obj cty.Value, name string) cty.Value {
	if obj == cty.NilVal || !obj.IsKnown() || obj.IsNull() || !obj.Type().IsObjectType() || !obj.Type().HasAttribute(name) {
		return cty.NilVal
	}
	return obj.GetAttr(name)
}

// attrStr returns a known string attribute of an object, "" otherwise.
func attrStr(obj cty.Value, name string) string { return asString(getAttr(obj, name)) }

// asString returns a known, non-null string value, "" otherwise.
func asString(v cty.Value) string {
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.Type() != cty.String {
		return ""
	}
	return v.AsString()
}

// asBool returns a known boolean value, false otherwise.
func asBool(v cty.Value) bool {
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.Type() != cty.Bool {
		return false
	}
	return v.True()
}

// asInt returns a known number as an int, def otherwise.
func asInt(v cty.Value, def int) int {
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return def
	}
	i, _ := v.AsBigFloat().Int64()
	return int(i)
}

// asStrings returns the known strings of a list or set value.
func asStrings(v cty.Value) []string {
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || !v.CanIterateElements() {
		return nil
	}
	var ret []string
	for it := v.ElementIterator(); it.Next(); {
		_, ev := it.Element()
		if s := asString(ev); s != "" || (ev.IsKnown() && !ev.IsNull()) {
			ret = append(ret, s)
		}
	}
	return ret
}

// known reports whether v is a wholly known, non-null value.
func known(v cty.Value) bool { return v != cty.NilVal && !v.IsNull() && v.IsWhollyKnown() }

// setAttrs returns obj with some attributes replaced.
func setAttrs(obj cty.Value, vals map[string]cty.Value) cty.Value {
	m := obj.AsValueMap()
	for k, v := range vals {
		if _, ok := m[k]; !ok {
			continue
		}
		if cv, err := convert.Convert(v, m[k].Type()); err == nil {
			m[k] = cv
		} else {
			m[k] = v
		}
	}
	return cty.ObjectVal(m)
}

// s, n and b make cty values briefly.
func s(v string) cty.Value { return cty.StringVal(v) }
func n(v int) cty.Value    { return cty.NumberIntVal(int64(v)) }
func b(v bool) cty.Value   { return cty.BoolVal(v) }

// strs makes a list of strings (an empty list when there are none).
func strs(vs ...string) cty.Value {
	if len(vs) == 0 {
		return cty.ListValEmpty(cty.String)
	}
	l := make([]cty.Value, len(vs))
	for i, v := range vs {
		l[i] = cty.StringVal(v)
	}
	return cty.ListVal(l)
}

// fixed is a generator of a constant.
func fixed(v cty.Value) mock.Generator { return func(*mock.Gen) cty.Value { return v } }

// fillDefaults fills the null attributes that have a default (keyed by
// dotted path without indexes) with it.
func fillDefaults(defaults map[string]cty.Value, v cty.Value) cty.Value {
	if len(defaults) == 0 {
		return v
	}
	ret, err := cty.Transform(v, func(p cty.Path, ev cty.Value) (cty.Value, error) {
		if !ev.IsKnown() || !ev.IsNull() || len(p) == 0 {
			return ev, nil
		}
		if _, ok := p[len(p)-1].(cty.GetAttrStep); !ok {
			return ev, nil
		}
		def, ok := defaults[pathKey(p)]
		if !ok {
			return ev, nil
		}
		if cv, err := convert.Convert(def, ev.Type()); err == nil {
			return cv, nil
		}
		return ev, nil
	})
	if err != nil {
		return v
	}
	return ret
}

// setUnknown makes the attributes at dotted paths (without indexes)
// unknown.
func setUnknown(v cty.Value, keys ...string) cty.Value {
	want := map[string]bool{}
	for _, k := range keys {
		want[k] = true
	}
	ret, err := cty.Transform(v, func(p cty.Path, ev cty.Value) (cty.Value, error) {
		if len(p) == 0 {
			return ev, nil
		}
		if _, ok := p[len(p)-1].(cty.GetAttrStep); !ok || !want[pathKey(p)] {
			return ev, nil
		}
		return cty.UnknownVal(ev.Type()), nil
	})
	if err != nil {
		return v
	}
	return ret
}

// planTagsAll plans tags_all as the provider does: the provider's
// default_tags merged with tags (tags win), unknown while either is, and
// unknown on create when there are no tags at all.
func planTagsAll(c *mock.Ctx, create bool, prior, planned cty.Value) cty.Value {
	tagsV := getAttr(planned, "tags")
	defaults, ok := defaultTags(c.Provider)
	var all cty.Value
	switch {
	case !ok || tagsV == cty.NilVal || !tagsV.IsWhollyKnown():
		all = cty.UnknownVal(strMap)
	default:
		merged := map[string]cty.Value{}
		for k, v := range defaults {
			merged[k] = cty.StringVal(v)
		}
		if !tagsV.IsNull() {
			for k, v := range tagsV.AsValueMap() {
				merged[k] = v
			}
		}
		switch {
		case len(merged) > 0:
			all = cty.MapVal(merged)
		case create:
			all = cty.UnknownVal(strMap)
		default:
			all = cty.MapValEmpty(cty.String)
		}
	}
	if !create {
		if p := getAttr(prior, "tags_all"); p != cty.NilVal && all.IsKnown() && p.Equals(all).True() {
			all = p
		}
	}
	return setAttrs(planned, map[string]cty.Value{"tags_all": all})
}

// defaultTags returns the provider's default_tags; ok is false while they
// are unknown.
func defaultTags(provider cty.Value) (map[string]string, bool) {
	blocks := getAttr(provider, "default_tags")
	if blocks == cty.NilVal || blocks.IsNull() {
		return nil, true
	}
	if !blocks.IsWhollyKnown() {
		return nil, false
	}
	ret := map[string]string{}
	for it := blocks.ElementIterator(); it.Next(); {
		_, blk := it.Element()
		t := getAttr(blk, "tags")
		if t == cty.NilVal || t.IsNull() {
			continue
		}
		for k, v := range t.AsValueMap() {
			if !v.IsNull() {
				ret[k] = v.AsString()
			}
		}
	}
	return ret, true
}

// lastPart returns what follows the last sep in v.
func lastPart(v, sep string) string {
	if i := strings.LastIndex(v, sep); i >= 0 {
		return v[i+len(sep):]
	}
	return v
}

// sameIgnoringTags reports whether two objects are equal but for their
// tags.
func sameIgnoringTags(a, b cty.Value) bool {
	strip := func(v cty.Value) cty.Value {
		m := v.AsValueMap()
		delete(m, "tags")
		delete(m, "tags_all")
		return cty.ObjectVal(m)
	}
	return strip(a).RawEquals(strip(b))
}
