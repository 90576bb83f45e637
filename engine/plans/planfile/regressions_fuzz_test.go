package planfile

// Regression tests for hostile plan files, minimised. A test that still
// fails is skipped with t.Skip("bug: ..."); whoever fixes the bug removes
// the skip.

import (
	"archive/zip"
	"bytes"
	"io"
	"runtime"
	"testing"
)

// zeros reads as an endless run of zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// Read bounded what it decompressed from one entry (256 MB)
// but not the sum over entries: a plan file of well under a megabyte
// whose configuration snapshot holds eight entries of 64 MB of zeros each
// makes it allocate half a gigabyte; forty such entries, 2.5 GB — more
// than a browser tab has.
func TestRegressionSnapshotTotalSize(t *testing.T) {
	// A valid plan document, so that only the snapshot's size is wrong.
	valid, err := Write(testPlan(), nil)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(valid), int64(len(valid)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 8 {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: configDir + string(rune('a'+i)) + ".tf", Method: zip.Deflate})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.CopyN(w, zeros{}, 64<<20); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, _, err = Read(buf.Bytes())
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 300<<20 {
		t.Errorf("reading a %d KB plan file allocated %d MB (error: %v)", buf.Len()>>10, n>>20, err)
	}
	if err == nil {
		t.Errorf("a plan file whose snapshot inflates to 512 MB was accepted")
	}
}
