package statefile

// Regression tests for inputs FuzzRead found, minimised. A test that still
// fails is skipped with t.Skip("bug: ...") and its bug listed in knownBugs
// (statefile_fuzz_test.go); whoever fixes the bug removes both.

import "testing"

// An output whose value has fewer elements than its tuple type panicked
// in go-cty's cty/json.Unmarshal (unmarshalTuple slices path[:len(path)-1]
// with an empty path at the top level: "slice bounds out of range
// [:-1]"), reached from decodeOutput. Through command.Run every command
// that reads the state (show, output, plan, apply, and
// terraform_remote_state of a local file) reported an internal error.
// Fixed: decodeOutput turns go-cty's panics into errors.
func TestRegressionOutputTupleTooShort(t *testing.T) {
	for _, src := range []string{
		`{"version":4,"outputs":{"o":{"value":[],"type":["tuple",["string"]]}}}`,
		`{"version":4,"outputs":{"o":{"value":[1],"type":["tuple",["number","number"]]}}}`,
	} {
		if _, err := Read([]byte(src)); err == nil {
			t.Errorf("Read(%s) accepted a tuple value shorter than its type", src)
		}
	}
}

// An output type naming an optional attribute the object does not declare
// panicked in go-cty's cty.ObjectWithOptionalAttrs ("optional contains
// undeclared attribute"), called by ctyjson.UnmarshalType from
// decodeOutput. Found by FuzzRead. Fixed like the above.
func TestRegressionOutputTypeUndeclaredOptional(t *testing.T) {
	src := `{"version":4,"outputs":{"o":{"value":{},"type":["object",{},["a"]]}}}`
	if _, err := Read([]byte(src)); err == nil {
		t.Errorf("Read(%s) accepted an object type whose optional attribute is not declared", src)
	}
}
