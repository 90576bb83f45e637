package statefile

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/states"
)

// knownBugs are panics already found and reported, each with a skipped
// regression test in regressions_fuzz_test.go. FuzzRead skips an input
// whose panic shows the marker (a function in the stack), so that a long
// run goes on to find the next bug. Remove an entry with the t.Skip of its
// regression test once the bug is fixed.
var knownBugs = []struct{ test, marker string }{}

// readOrSkip is Read, skipping the input when it panics by a known bug
// (and failing on any other panic, with its stack).
func readOrSkip(t *testing.T, data []byte) (s *states.State, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			stack := string(debug.Stack())
			for _, bug := range knownBugs {
				if strings.Contains(stack, bug.marker) {
					t.Skipf("known bug, see %s", bug.test)
				}
			}
			panic(fmt.Sprintf("%v\n%s", r, stack))
		}
	}()
	return Read(data)
}

// stateSeeds are hand-written corners of the state format; the recorded
// states are in testdata/fuzz/FuzzRead (written by applying the
// conformance configurations) and testdata/*.tfstate.
var stateSeeds = []string{
	"",
	"{}",
	"null",
	`{"version": 4}`,
	`{"version": 3}`,
	`{"version": "4"}`,
	`{"version": 4, "serial": -1, "lineage": "", "outputs": null, "resources": null}`,
	`{"version": 4, "outputs": {"o": {"value": 1, "type": "number"}}}`,
	`{"version": 4, "outputs": {"o": {"value": [1], "type": ["list", "string"], "sensitive": true}}}`,
	`{"version": 4, "outputs": {"o": {"value": 1, "type": ["object", {"a": "dynamic"}]}}}`,
	`{"version": 4, "resources": [{"mode": "managed", "type": "t", "name": "n", "provider": "provider[\"registry.terraform.io/hashicorp/t\"]", "instances": [{"index_key": 0, "attributes": {}}]}]}`,
	`{"version": 4, "resources": [{"module": "module.m[\"k\"]", "mode": "data", "type": "t", "name": "n", "each": "map", "provider": "provider[\"x\"]", "instances": [{"index_key": "k", "deposed": "00000001", "schema_version": 1, "attributes_flat": {"a": "b"}, "sensitive_attributes": [[{"type": "get_attr", "value": "a"}]], "dependencies": ["t.n"]}]}]}`,
	`{"version": 4, "check_results": [{"object_kind": "resource", "config_addr": "t.n", "status": "fail", "objects": [{"object_addr": "t.n[0]", "status": "fail", "failure_messages": ["m"]}]}]}`,
}

// FuzzRead decodes arbitrary bytes as a state file: Read must not panic,
// and a state it accepts must write, and read back to a state that
// writes the same bytes (Write∘Read is stable).
func FuzzRead(f *testing.F) {
	for _, s := range stateSeeds {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.tfstate"))
	files = append(files, filepath.Join("..", "..", "..", "testdata", "conformance", "configs", "data-remote-state-local", "other.tfstate"))
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := readOrSkip(t, data)
		if err != nil {
			return
		}
		first, err := Write(s)
		if err != nil {
			t.Fatalf("Read accepted the state, but Write fails: %v", err)
		}
		s2, err := Read(first)
		if err != nil {
			t.Fatalf("Read fails on what Write wrote: %v\n%s", err, first)
		}
		second, err := Write(s2)
		if err != nil {
			t.Fatalf("Write fails the second time: %v", err)
		}
		if !bytes.Equal(first, second) {
			t.Fatalf("Write(Read(x)) is not stable:\n--- first\n%s\n--- second\n%s", first, second)
		}
	})
}
