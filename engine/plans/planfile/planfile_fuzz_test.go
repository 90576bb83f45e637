package planfile

import (
	"archive/zip"
	"bytes"
	"strings"
	"testing"
)

// Read recovers from panics of cty's value constructors and reports them
// as a damaged plan file. A runtime error (nil dereference, index out of
// range, ...) in the decoder is a bug all the same: the fuzz targets fail
// on it.
func checkNoRuntimePanic(t *testing.T, err error) {
	t.Helper()
	if err != nil && strings.Contains(err.Error(), "runtime error") {
		t.Fatalf("Read recovered from a runtime panic: %v", err)
	}
}

// checkRoundTrip writes a plan that Read accepted and reads it back: the
// plan file made again must be the same bytes.
func checkRoundTrip(t *testing.T, data []byte) {
	t.Helper()
	plan, snapshot, err := Read(data)
	checkNoRuntimePanic(t, err)
	if err != nil {
		return
	}
	first, err := Write(plan, snapshot)
	if err != nil {
		t.Fatalf("Read accepted the plan file, but Write fails: %v", err)
	}
	plan2, snapshot2, err := Read(first)
	if err != nil {
		t.Fatalf("Read fails on what Write wrote: %v", err)
	}
	second, err := Write(plan2, snapshot2)
	if err != nil {
		t.Fatalf("Write fails the second time: %v", err)
	}
	if !bytes.Equal(first, second) {
		t.Fatalf("Write(Read(x)) is not stable")
	}
}

// FuzzRead decodes arbitrary bytes as a plan file. The seeds in
// testdata/fuzz/FuzzRead are plan files saved by planning the
// conformance configurations.
func FuzzRead(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("PK\x05\x06" + strings.Repeat("\x00", 18)))
	f.Add(planZip(f, `{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRoundTrip(t, data)
	})
}

// FuzzReadPlanJSON decodes arbitrary bytes as the plan document inside a
// well-formed plan file, which mutating whole (compressed, checksummed)
// archives rarely reaches. The seeds in testdata/fuzz/FuzzReadPlanJSON
// are the documents of the plan files in testdata/fuzz/FuzzRead.
func FuzzReadPlanJSON(f *testing.F) {
	for _, s := range []string{
		`{}`,
		`null`,
		`{"format_version": "9"}`,
		`{"changes": [{"addr": null}]}`,
		`{"changes": [{"addr": {"mode": "managed", "type": "t", "name": "n", "key": 1}, "action": "create", "after": {"type": "dynamic", "value": {}}}]}`,
		`{"output_changes": {"o": {"action": "create", "after": {"type": "\"string\"", "value": "1"}}}}`,
		`{"prior_state": {"modules": {"": {"outputs": {"o": {"value": {"type": "number", "value": "x"}}}}}}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		checkRoundTrip(t, planZip(t, string(doc)))
	})
}

// planZip makes a plan file holding doc as its plan document and one
// configuration file.
func planZip(tb testing.TB, doc string) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, content := range map[string]string{planEntry: doc, configDir + "main.tf": "locals {}\n"} {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store, Modified: modTime})
		if err != nil {
			tb.Fatal(err)
		}
		w.Write([]byte(content))
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}
