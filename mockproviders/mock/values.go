package mock

import (
	"strings"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// applyDefaults fills the null attributes that have a default (keyed by
// dotted path without indexes) with it.
func applyDefaults(defaults map[string]cty.Value, v cty.Value) cty.Value {
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
		def, ok := defaults[pathKey(p, false)]
		if !ok || def == cty.NilVal {
			return ev, nil
		}
		if ev.Type() == cty.DynamicPseudoType {
			return def, nil
		}
		if cv, err := convertTo(def, ev.Type()); err == nil {
			return cv, nil
		}
		return ev, nil
	})
	if err != nil {
		return v
	}
	return ret
}

// unknownAt makes the attributes at the given dotted paths (without
// indexes) unknown.
func unknownAt(v cty.Value, keys []string) cty.Value {
	want := map[string]bool{}
	for _, k := range keys {
		want[k] = true
	}
	ret, err := cty.Transform(v, func(p cty.Path, ev cty.Value) (cty.Value, error) {
		if len(p) == 0 {
			return ev, nil
		}
		if _, ok := p[len(p)-1].(cty.GetAttrStep); !ok || !want[pathKey(p, false)] {
			return ev, nil
		}
		return cty.UnknownVal(ev.Type()), nil
	})
	if err != nil {
		return v
	}
	return ret
}

// convertTo converts a generated or default value to an attribute's type.
func convertTo(v cty.Value, ty cty.Type) (cty.Value, error) {
	return convert.Convert(v, ty)
}

// extend returns a copy of p with a step appended.
func extend(p cty.Path, step cty.PathStep) cty.Path {
	ret := make(cty.Path, len(p), len(p)+1)
	copy(ret, p)
	return append(ret, step)
}

// defaultID makes the id of an object of a type no generator covers:
// the type name without its provider prefix, then twelve hex digits
// ("instance-3fa9c01b2d4e" for ucloud_instance).
func (c *Ctx) defaultID(g *Gen) string {
	name := c.TypeName
	if i := strings.IndexByte(name, '_'); i >= 0 && i < len(name)-1 {
		name = name[i+1:]
	}
	name = strings.ReplaceAll(name, "_", "-")
	if name == "" {
		name = "id"
	}
	return name + "-" + g.Hex(12)
}
