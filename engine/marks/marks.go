// Package marks defines the cty value marks the engine uses, as Terraform
// does: sensitive values, ephemeral values, and the console-only type values
// returned by type().
package marks

import (
	"reflect"

	"github.com/zclconf/go-cty/cty"
)

type valueMark string

func (m valueMark) GoString() string { return "marks." + string(m) }

// Sensitive marks a value whose content must never be shown.
const Sensitive = valueMark("Sensitive")

// Ephemeral marks a value that must never be persisted in plan or state.
const Ephemeral = valueMark("Ephemeral")

// TypeType marks the value returned by the console's type() function: a
// capsule holding a cty.Type, printed as a type expression.
const TypeType = valueMark("TypeType")

// IsSensitive reports whether v itself (not its elements) is sensitive.
func IsSensitive(v cty.Value) bool { return v.HasMark(Sensitive) }

// ContainsSensitive reports whether v or any value nested in it is sensitive.
func ContainsSensitive(v cty.Value) bool { return ContainsMark(v, Sensitive) }

var typeCapsule = cty.Capsule("type", reflect.TypeOf(cty.Type{}))

// TypeValue wraps a type as the value type() returns.
func TypeValue(ty cty.Type) cty.Value {
	return cty.CapsuleVal(typeCapsule, &ty).Mark(TypeType)
}

// AsType returns the type held by a value made by TypeValue.
func AsType(v cty.Value) (cty.Type, bool) {
	if !v.HasMark(TypeType) {
		return cty.NilType, false
	}
	uv, _ := v.Unmark()
	if !uv.Type().Equals(typeCapsule) || uv.IsNull() || !uv.IsKnown() {
		return cty.NilType, false
	}
	return *(uv.EncapsulatedValue().(*cty.Type)), true
}

// ContainsMark reports whether v or any value nested in it has mark m.
func ContainsMark(v cty.Value, m any) bool {
	if !AnyMarked(v) {
		return false
	}
	_, pvm := v.UnmarkDeepWithPaths()
	for _, p := range pvm {
		if _, ok := p.Marks[m]; ok {
			return true
		}
	}
	return false
}

// AnyMarked reports whether v or any value nested in it carries a mark.
// It only reads the value: cty's ContainsMarked and UnmarkDeepWithPaths
// build a path for every nested value and sort the attribute names of
// every object, which a plan did for every resource instance although
// most values carry no mark at all.
func AnyMarked(v cty.Value) bool {
	if v.IsMarked() {
		return true
	}
	if !v.IsKnown() || v.IsNull() {
		return false
	}
	ty := v.Type()
	switch {
	case ty.IsObjectType():
		for name := range ty.AttributeTypes() {
			if AnyMarked(v.GetAttr(name)) {
				return true
			}
		}
	case ty.IsListType() || ty.IsTupleType() || ty.IsMapType() || ty.IsSetType():
		for it := v.ElementIterator(); it.Next(); {
			if _, e := it.Element(); AnyMarked(e) {
				return true
			}
		}
	}
	return false
}

// UnmarkDeepWithPaths is cty's Value.UnmarkDeepWithPaths, answered
// without walking twice for a value that carries no mark: v itself and
// no paths.
func UnmarkDeepWithPaths(v cty.Value) (cty.Value, []cty.PathValueMarks) {
	if !AnyMarked(v) {
		return v, nil
	}
	return v.UnmarkDeepWithPaths()
}

// UnmarkDeep is cty's Value.UnmarkDeep without the marks: v itself when
// it carries no mark (see AnyMarked).
func UnmarkDeep(v cty.Value) cty.Value {
	if !AnyMarked(v) {
		return v
	}
	v, _ = v.UnmarkDeep()
	return v
}

// Errored marks the unknown value that stands in for something whose
// evaluation failed. Marks travel through every operation, so whatever is
// derived from a failed value is recognisably so, and the planner skips it
// instead of planning a change from it — as Terraform skips the nodes
// downstream of an error.
const Errored = valueMark("Errored")

// ErroredVal is the placeholder for a value of type ty that failed.
func ErroredVal(ty cty.Type) cty.Value { return cty.UnknownVal(ty).Mark(Errored) }

// IsErrored reports whether v or anything in it derives from a failure.
func IsErrored(v cty.Value) bool { return ContainsMark(v, Errored) }
