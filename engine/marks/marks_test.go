package marks

import (
	"reflect"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// AnyMarked, UnmarkDeepWithPaths and UnmarkDeep answer as cty's
// ContainsMarked, UnmarkDeepWithPaths and UnmarkDeep do, marks at any depth of any kind of value.
func TestAnyMarkedAgreesWithCty(t *testing.T) {
	s := cty.StringVal("s").Mark(Sensitive)
	vals := map[string]cty.Value{
		"plain string":       cty.StringVal("a"),
		"marked string":      s,
		"null":               cty.NullVal(cty.String),
		"marked null":        cty.NullVal(cty.String).Mark(Ephemeral),
		"unknown":            cty.UnknownVal(cty.Number),
		"marked unknown":     ErroredVal(cty.Number),
		"dynamic":            cty.DynamicVal,
		"plain object":       cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("a"), "b": cty.ListVal([]cty.Value{cty.True})}),
		"object, deep mark":  cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("a"), "b": cty.ObjectVal(map[string]cty.Value{"c": cty.TupleVal([]cty.Value{cty.Zero, s})})}),
		"marked object":      cty.ObjectVal(map[string]cty.Value{"a": cty.StringVal("a")}).Mark(Sensitive),
		"list, marked elem":  cty.ListVal([]cty.Value{cty.StringVal("a"), s}),
		"plain list":         cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}),
		"map, marked elem":   cty.MapVal(map[string]cty.Value{"k": s, "j": cty.StringVal("j")}),
		"plain map":          cty.MapVal(map[string]cty.Value{"k": cty.StringVal("k")}),
		"set, marked elem":   cty.SetVal([]cty.Value{s, cty.StringVal("t")}),
		"plain set":          cty.SetVal([]cty.Value{cty.StringVal("t")}),
		"empty tuple":        cty.EmptyTupleVal,
		"tuple, unknown obj": cty.TupleVal([]cty.Value{cty.UnknownVal(cty.EmptyObject), cty.ObjectVal(map[string]cty.Value{"x": cty.UnknownVal(cty.String).Mark(Sensitive)})}),
	}
	for name, v := range vals {
		if got, want := AnyMarked(v), v.ContainsMarked(); got != want {
			t.Errorf("%s: AnyMarked = %v, ContainsMarked = %v", name, got, want)
		}
		gotV, gotP := UnmarkDeepWithPaths(v)
		wantV, wantP := v.UnmarkDeepWithPaths()
		if !gotV.RawEquals(wantV) || !reflect.DeepEqual(gotP, wantP) {
			t.Errorf("%s: UnmarkDeepWithPaths = %#v, %#v; cty's %#v, %#v", name, gotV, gotP, wantV, wantP)
		}
		if got, want := UnmarkDeep(v), wantV; !got.RawEquals(want) {
			t.Errorf("%s: UnmarkDeep = %#v, want %#v", name, got, want)
		}
		if got, want := ContainsMark(v, Sensitive), v.ContainsMarked() && hasPathMark(wantP, Sensitive); got != want {
			t.Errorf("%s: ContainsMark(Sensitive) = %v, want %v", name, got, want)
		}
	}
}

func hasPathMark(pvm []cty.PathValueMarks, m any) bool {
	for _, p := range pvm {
		if _, ok := p.Marks[m]; ok {
			return true
		}
	}
	return false
}
