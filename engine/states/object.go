package states

import (
	"bytes"
	"fmt"
	"sort"
	"sync"

	"github.com/tfplay/tfplay/engine/marks"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Object is a resource instance object decoded with its resource type's
// schema: its value (with sensitive marks at the paths the state recorded)
// and its bookkeeping.
type Object struct {
	Value               cty.Value
	Status              ObjectStatus
	Dependencies        []string
	CreateBeforeDestroy bool
	Private             []byte
}

// Decode reads the object's attributes as a value of type ty (the implied
// type of the resource type's schema) and marks the values at
// SensitivePaths as sensitive. A ty of cty.DynamicPseudoType (or the zero
// type) takes the type the JSON implies.
func (o *ObjectSrc) Decode(ty cty.Type) (*Object, error) {
	if o == nil {
		return nil, fmt.Errorf("no object to decode")
	}
	val, err := o.decodeAttrs(ty)
	if err != nil {
		return nil, err
	}
	if len(o.SensitivePaths) > 0 {
		pvm := make([]cty.PathValueMarks, len(o.SensitivePaths))
		for i, p := range o.SensitivePaths {
			pvm[i] = cty.PathValueMarks{Path: p, Marks: cty.NewValueMarks(marks.Sensitive)}
		}
		val = val.MarkWithPaths(pvm)
	}
	return &Object{
		Value:               val,
		Status:              o.Status,
		Dependencies:        append([]string(nil), o.Dependencies...),
		CreateBeforeDestroy: o.CreateBeforeDestroy,
		Private:             append([]byte(nil), o.Private...),
	}, nil
}

// decoded remembers the last decoding of an object's attributes. One
// operation decodes the same object several times (a plan: the prior
// object, the object in state, and both sides of drift detection, on
// deep copies of the state), and decoding the JSON is most of a re-plan's
// work; copies of an ObjectSrc share its decoded.
type decoded struct {
	mu   sync.Mutex
	json []byte
	ty   cty.Type
	val  cty.Value
}

// decodeAttrs decodes AttrsJSON as ty (unmarked), or returns the value
// decoded last time when the JSON and the type are the same.
func (o *ObjectSrc) decodeAttrs(ty cty.Type) (cty.Value, error) {
	if o.dec == nil {
		o.dec = &decoded{}
	}
	d := o.dec
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.val != cty.NilVal && bytes.Equal(d.json, o.AttrsJSON) && d.ty.Equals(ty) {
		return d.val, nil
	}
	val, err := o.decodeAttrsJSON(ty)
	if err != nil {
		return cty.NilVal, err
	}
	d.json, d.ty, d.val = o.AttrsJSON, ty, val
	return val, nil
}

func (o *ObjectSrc) decodeAttrsJSON(ty cty.Type) (cty.Value, error) {
	if ty == cty.NilType || ty.Equals(cty.DynamicPseudoType) {
		implied, err := ctyjson.ImpliedType(o.AttrsJSON)
		if err != nil {
			return cty.NilVal, fmt.Errorf("invalid object attributes: %w", err)
		}
		ty = implied
	}
	val, err := ctyjson.Unmarshal(o.AttrsJSON, ty)
	if err != nil {
		// The schema changed since the object was stored (a generic
		// mock's inferred schema follows the configuration): like a
		// provider upgrading its state, drop the attributes the schema no
		// longer has and leave the new ones null.
		if js, ok := conformAttrs(o.AttrsJSON, ty); ok {
			val, err = ctyjson.Unmarshal(js, ty)
		}
	}
	if err != nil {
		return cty.NilVal, fmt.Errorf("object attributes do not match the schema: %w", err)
	}
	return val, nil
}

// Encode stores the object's value as JSON of type ty, recording the paths
// of its sensitive values. The value must be wholly known; marks other than
// sensitive are dropped. Dependencies are sorted and deduplicated, as
// Terraform keeps them.
func (o *Object) Encode(ty cty.Type, schemaVersion uint64) (*ObjectSrc, error) {
	if o == nil {
		return nil, fmt.Errorf("no object to encode")
	}
	val, pvm := o.Value.UnmarkDeepWithPaths()
	if val == cty.NilVal {
		return nil, fmt.Errorf("object has no value")
	}
	if !val.IsWhollyKnown() {
		return nil, fmt.Errorf("object value contains unknown values and cannot be stored in state")
	}
	if ty == cty.NilType || ty.Equals(cty.DynamicPseudoType) {
		// No fixed type (a generic mock's object without its
		// configuration): stored as the value is, as Decode reads it.
		ty = val.Type()
	}
	js, err := ctyjson.Marshal(val, ty)
	if err != nil {
		return nil, fmt.Errorf("cannot encode object: %w", err)
	}
	var paths []cty.Path
	for _, p := range pvm {
		if _, ok := p.Marks[marks.Sensitive]; ok {
			paths = append(paths, p.Path.Copy())
		}
	}
	return &ObjectSrc{
		SchemaVersion:       schemaVersion,
		AttrsJSON:           js,
		SensitivePaths:      paths,
		Status:              o.Status,
		Dependencies:        normalizeDependencies(o.Dependencies),
		CreateBeforeDestroy: o.CreateBeforeDestroy,
		Private:             append([]byte(nil), o.Private...),
	}, nil
}

// normalizeDependencies sorts and deduplicates dependency addresses; nil
// stays nil.
func normalizeDependencies(deps []string) []string {
	if len(deps) == 0 {
		return nil
	}
	out := append([]string(nil), deps...)
	sort.Strings(out)
	n := 0
	for i, d := range out {
		if i > 0 && d == out[n-1] {
			continue
		}
		out[n] = d
		n++
	}
	return out[:n]
}
