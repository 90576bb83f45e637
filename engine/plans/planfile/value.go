package planfile

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"

	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/states/statefile"
	"github.com/tfplay/tfplay/engine/valuefmt"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// The value encoding is tfplay's own, written by hand because cty's JSON
// encoding cannot hold unknown values (and cty's msgpack encoding is not
// among the module's dependencies). A value is stored with its type:
//
//	{"type": <cty type JSON>, "value": <node>, "sensitive": <paths>, "ephemeral": <paths>}
//
// Nodes are decoded against the type, so they need little tagging:
//
//	null                     a null value
//	{"u": {...}}             an unknown value, with its refinements
//	"..." / true / "1.5"     a known string, bool or number (numbers as
//	                         decimal strings, "+Inf" and "-Inf" included)
//	{"l": [...]}             a known list, set or tuple
//	{"m": {...}}             a known map or object
//	{"t": type, "v": node}   a value whose type the enclosing type leaves
//	                         open (cty.DynamicPseudoType)

// valueJSON is a stored value.
type valueJSON struct {
	Type      json.RawMessage `json:"type"`
	Value     json.RawMessage `json:"value"`
	Sensitive json.RawMessage `json:"sensitive,omitempty"`
	Ephemeral json.RawMessage `json:"ephemeral,omitempty"`
}

// refinementJSON holds what is known about an unknown value.
type refinementJSON struct {
	NotNull   bool     `json:"nn,omitempty"`
	Prefix    string   `json:"sp,omitempty"`
	Lower     *boundJS `json:"lo,omitempty"`
	Upper     *boundJS `json:"hi,omitempty"`
	MinLength int      `json:"ll,omitempty"`
	MaxLength *int     `json:"lh,omitempty"`
}

type boundJS struct {
	Value     string `json:"v"`
	Inclusive bool   `json:"i,omitempty"`
}

type nodeJSON struct {
	Unknown *refinementJSON            `json:"u,omitempty"`
	List    []json.RawMessage          `json:"l,omitempty"`
	Map     map[string]json.RawMessage `json:"m,omitempty"`
	Type    json.RawMessage            `json:"t,omitempty"`
	Value   json.RawMessage            `json:"v,omitempty"`
}

// encodeValue stores a value; cty.NilVal is stored as nil.
func encodeValue(v cty.Value) (*valueJSON, error) {
	if v == cty.NilVal {
		return nil, nil
	}
	plain, pvm := v.UnmarkDeepWithPaths()
	ty, err := ctyjson.MarshalType(plain.Type())
	if err != nil {
		return nil, err
	}
	node, err := encodeNode(plain, plain.Type())
	if err != nil {
		return nil, err
	}
	out := &valueJSON{Type: ty, Value: node}
	var sens, eph []cty.Path
	for _, p := range pvm {
		if _, ok := p.Marks[marks.Sensitive]; ok {
			sens = append(sens, p.Path)
		}
		if _, ok := p.Marks[marks.Ephemeral]; ok {
			eph = append(eph, p.Path)
		}
	}
	if len(sens) > 0 {
		if out.Sensitive, err = statefile.MarshalPaths(sens); err != nil {
			return nil, err
		}
	}
	if len(eph) > 0 {
		if out.Ephemeral, err = statefile.MarshalPaths(eph); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func encodeNode(v cty.Value, ty cty.Type) (json.RawMessage, error) {
	if ty.Equals(cty.DynamicPseudoType) && !v.Type().Equals(cty.DynamicPseudoType) {
		tj, err := ctyjson.MarshalType(v.Type())
		if err != nil {
			return nil, err
		}
		inner, err := encodeNode(v, v.Type())
		if err != nil {
			return nil, err
		}
		return json.Marshal(nodeJSON{Type: tj, Value: inner})
	}
	if !v.IsKnown() {
		return json.Marshal(nodeJSON{Unknown: encodeRefinements(v)})
	}
	if v.IsNull() {
		return json.RawMessage("null"), nil
	}
	switch {
	case ty == cty.String:
		return json.Marshal(v.AsString())
	case ty == cty.Bool:
		return json.Marshal(v.True())
	case ty == cty.Number:
		return json.Marshal(numberString(v.AsBigFloat()))
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		list := []json.RawMessage{}
		i := 0
		for it := v.ElementIterator(); it.Next(); i++ {
			_, ev := it.Element()
			ety := cty.DynamicPseudoType
			switch {
			case ty.IsListType() || ty.IsSetType():
				ety = ty.ElementType()
			case ty.IsTupleType():
				ety = ty.TupleElementType(i)
			}
			n, err := encodeNode(ev, ety)
			if err != nil {
				return nil, err
			}
			list = append(list, n)
		}
		return json.Marshal(struct {
			List []json.RawMessage `json:"l"`
		}{list})
	case ty.IsMapType() || ty.IsObjectType():
		m := map[string]json.RawMessage{}
		for it := v.ElementIterator(); it.Next(); {
			k, ev := it.Element()
			ety := cty.DynamicPseudoType
			if ty.IsMapType() {
				ety = ty.ElementType()
			} else {
				ety = ty.AttributeType(k.AsString())
			}
			n, err := encodeNode(ev, ety)
			if err != nil {
				return nil, err
			}
			m[k.AsString()] = n
		}
		return json.Marshal(struct {
			Map map[string]json.RawMessage `json:"m"`
		}{m})
	}
	return nil, fmt.Errorf("values of type %s cannot be stored in a plan", ty.FriendlyName())
}

func numberString(f *big.Float) string {
	if f.IsInf() {
		if f.Sign() > 0 {
			return "+Inf"
		}
		return "-Inf"
	}
	return valuefmt.Decimal(f)
}

func parseNumber(s string) (cty.Value, error) {
	switch s {
	case "+Inf":
		return cty.PositiveInfinity, nil
	case "-Inf":
		return cty.NegativeInfinity, nil
	}
	return cty.ParseNumberVal(s)
}

func encodeRefinements(v cty.Value) *refinementJSON {
	r := &refinementJSON{}
	ty := v.Type()
	if ty.Equals(cty.DynamicPseudoType) {
		return r
	}
	rng := v.Range()
	r.NotNull = rng.DefinitelyNotNull()
	switch {
	case ty == cty.String:
		r.Prefix = rng.StringPrefix()
	case ty == cty.Number:
		if lo, inc := rng.NumberLowerBound(); lo.IsKnown() && !(lo.RawEquals(cty.NegativeInfinity) && !inc) {
			r.Lower = &boundJS{Value: numberString(lo.AsBigFloat()), Inclusive: inc}
		}
		if hi, inc := rng.NumberUpperBound(); hi.IsKnown() && !(hi.RawEquals(cty.PositiveInfinity) && !inc) {
			r.Upper = &boundJS{Value: numberString(hi.AsBigFloat()), Inclusive: inc}
		}
	case ty.IsCollectionType():
		r.MinLength = rng.LengthLowerBound()
		if hi := rng.LengthUpperBound(); hi != math.MaxInt {
			r.MaxLength = &hi
		}
	}
	return r
}

// decodeValue reads a stored value; nil gives cty.NilVal.
func decodeValue(in *valueJSON) (cty.Value, error) {
	if in == nil {
		return cty.NilVal, nil
	}
	ty, err := ctyjson.UnmarshalType(in.Type)
	if err != nil {
		return cty.NilVal, fmt.Errorf("invalid value type: %w", err)
	}
	v, err := decodeNode(in.Value, ty)
	if err != nil {
		return cty.NilVal, err
	}
	var pvm []cty.PathValueMarks
	for _, pm := range []struct {
		raw  json.RawMessage
		mark any
	}{{in.Sensitive, marks.Sensitive}, {in.Ephemeral, marks.Ephemeral}} {
		paths, err := statefile.UnmarshalPaths(pm.raw)
		if err != nil {
			return cty.NilVal, err
		}
		for _, p := range paths {
			pvm = append(pvm, cty.PathValueMarks{Path: p, Marks: cty.NewValueMarks(pm.mark)})
		}
	}
	if len(pvm) > 0 {
		v = v.MarkWithPaths(mergeMarks(pvm))
	}
	return v, nil
}

// mergeMarks joins the marks of equal paths, since MarkWithPaths applies
// one entry per path.
func mergeMarks(pvm []cty.PathValueMarks) []cty.PathValueMarks {
	var out []cty.PathValueMarks
	for _, p := range pvm {
		merged := false
		for i := range out {
			if out[i].Path.Equals(p.Path) {
				m := cty.NewValueMarks()
				for k := range out[i].Marks {
					m[k] = struct{}{}
				}
				for k := range p.Marks {
					m[k] = struct{}{}
				}
				out[i].Marks = m
				merged = true
			}
		}
		if !merged {
			out = append(out, p)
		}
	}
	return out
}

func decodeNode(raw json.RawMessage, ty cty.Type) (cty.Value, error) {
	if len(raw) == 0 {
		return cty.NilVal, fmt.Errorf("missing value")
	}
	if string(raw) == "null" {
		return cty.NullVal(ty), nil
	}
	if raw[0] == '{' {
		var n nodeJSON
		if err := json.Unmarshal(raw, &n); err != nil {
			return cty.NilVal, fmt.Errorf("invalid value: %w", err)
		}
		switch {
		case n.Unknown != nil:
			return decodeUnknown(ty, n.Unknown)
		case len(n.Type) > 0:
			if !ty.Equals(cty.DynamicPseudoType) {
				return cty.NilVal, fmt.Errorf("a value of type %s cannot carry its own type", ty.FriendlyName())
			}
			inner, err := ctyjson.UnmarshalType(n.Type)
			if err != nil {
				return cty.NilVal, fmt.Errorf("invalid value type: %w", err)
			}
			return decodeNode(n.Value, inner)
		case n.List != nil || hasKey(raw, "l"):
			return decodeSequence(n.List, ty)
		case n.Map != nil || hasKey(raw, "m"):
			return decodeMapping(n.Map, ty)
		}
		return cty.NilVal, fmt.Errorf("invalid value %s", raw)
	}
	switch ty {
	case cty.String:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return cty.NilVal, fmt.Errorf("invalid string value %s", raw)
		}
		return cty.StringVal(s), nil
	case cty.Bool:
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return cty.NilVal, fmt.Errorf("invalid bool value %s", raw)
		}
		return cty.BoolVal(b), nil
	case cty.Number:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return cty.NilVal, fmt.Errorf("invalid number value %s", raw)
		}
		v, err := parseNumber(s)
		if err != nil {
			return cty.NilVal, fmt.Errorf("invalid number value %s", raw)
		}
		return v, nil
	}
	return cty.NilVal, fmt.Errorf("invalid value %s for type %s", raw, ty.FriendlyName())
}

func hasKey(raw json.RawMessage, key string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return false
	}
	_, ok := m[key]
	return ok
}

func decodeSequence(elems []json.RawMessage, ty cty.Type) (cty.Value, error) {
	switch {
	case ty.IsListType() || ty.IsSetType():
		vals := make([]cty.Value, 0, len(elems))
		for _, e := range elems {
			v, err := decodeNode(e, ty.ElementType())
			if err != nil {
				return cty.NilVal, err
			}
			vals = append(vals, v)
		}
		if ty.IsListType() {
			if len(vals) == 0 {
				return cty.ListValEmpty(ty.ElementType()), nil
			}
			return cty.ListVal(vals), nil
		}
		if len(vals) == 0 {
			return cty.SetValEmpty(ty.ElementType()), nil
		}
		return cty.SetVal(vals), nil
	case ty.IsTupleType():
		etys := ty.TupleElementTypes()
		if len(etys) != len(elems) {
			return cty.NilVal, fmt.Errorf("a tuple of %d elements has %d", len(etys), len(elems))
		}
		vals := make([]cty.Value, len(elems))
		for i, e := range elems {
			v, err := decodeNode(e, etys[i])
			if err != nil {
				return cty.NilVal, err
			}
			vals[i] = v
		}
		return cty.TupleVal(vals), nil
	}
	return cty.NilVal, fmt.Errorf("a sequence cannot be a value of type %s", ty.FriendlyName())
}

func decodeMapping(elems map[string]json.RawMessage, ty cty.Type) (cty.Value, error) {
	keys := make([]string, 0, len(elems))
	for k := range elems {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	switch {
	case ty.IsMapType():
		vals := map[string]cty.Value{}
		for _, k := range keys {
			v, err := decodeNode(elems[k], ty.ElementType())
			if err != nil {
				return cty.NilVal, err
			}
			vals[k] = v
		}
		if len(vals) == 0 {
			return cty.MapValEmpty(ty.ElementType()), nil
		}
		return cty.MapVal(vals), nil
	case ty.IsObjectType():
		atys := ty.AttributeTypes()
		if len(atys) != len(elems) {
			return cty.NilVal, fmt.Errorf("an object of %d attributes has %d", len(atys), len(elems))
		}
		vals := map[string]cty.Value{}
		for _, k := range keys {
			aty, ok := atys[k]
			if !ok {
				return cty.NilVal, fmt.Errorf("unexpected attribute %q", k)
			}
			v, err := decodeNode(elems[k], aty)
			if err != nil {
				return cty.NilVal, err
			}
			vals[k] = v
		}
		return cty.ObjectVal(vals), nil
	}
	return cty.NilVal, fmt.Errorf("a mapping cannot be a value of type %s", ty.FriendlyName())
}

func decodeUnknown(ty cty.Type, r *refinementJSON) (cty.Value, error) {
	v := cty.UnknownVal(ty)
	if ty.Equals(cty.DynamicPseudoType) || *r == (refinementJSON{}) {
		return v, nil
	}
	b := v.Refine()
	if r.NotNull {
		b = b.NotNull()
	}
	switch {
	case ty == cty.String:
		if r.Prefix != "" {
			b = b.StringPrefixFull(r.Prefix)
		}
	case ty == cty.Number:
		if r.Lower != nil {
			lo, err := parseNumber(r.Lower.Value)
			if err != nil {
				return cty.NilVal, fmt.Errorf("invalid number bound %q", r.Lower.Value)
			}
			b = b.NumberRangeLowerBound(lo, r.Lower.Inclusive)
		}
		if r.Upper != nil {
			hi, err := parseNumber(r.Upper.Value)
			if err != nil {
				return cty.NilVal, fmt.Errorf("invalid number bound %q", r.Upper.Value)
			}
			b = b.NumberRangeUpperBound(hi, r.Upper.Inclusive)
		}
	case ty.IsCollectionType():
		if r.MinLength > 0 {
			b = b.CollectionLengthLowerBound(r.MinLength)
		}
		if r.MaxLength != nil {
			if *r.MaxLength < r.MinLength || *r.MaxLength < 0 {
				return cty.NilVal, fmt.Errorf("invalid collection length bounds")
			}
			b = b.CollectionLengthUpperBound(*r.MaxLength)
		}
	}
	return b.NewValue(), nil
}
