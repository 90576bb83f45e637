//go:build linux && (amd64 || arm64)

package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestHugePageHeap checks that objects allocated after hugePageHeap lie in
// memory advised for huge pages (the "hg" flag of /proc/self/smaps), as
// the heap of a command grows.
func TestHugePageHeap(t *testing.T) {
	if !thpOnRequest() {
		t.Skip("transparent huge pages are not in madvise mode here")
	}
	hugePageHeap()
	objs := make([]*[64]byte, 1<<16) // 4 MiB of small objects, as parsing makes
	for i := range objs {
		objs[i] = new([64]byte)
	}
	advised := 0
	for i := 0; i < len(objs); i += 1024 {
		if hugePageAdvised(t, uintptr(unsafe.Pointer(objs[i]))) {
			advised++
		}
	}
	if want := len(objs) / 1024 / 2; advised < want {
		t.Errorf("%d of %d sampled objects lie in memory advised for huge pages, want at least %d", advised, len(objs)/1024, want)
	}
}

// hugePageAdvised reports whether the mapping holding addr has the "hg"
// flag (MADV_HUGEPAGE).
func hugePageAdvised(t *testing.T, addr uintptr) bool {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if lo, hi, ok := mappingRange(line); ok {
			in = lo <= addr && addr < hi
			continue
		}
		if flags, ok := strings.CutPrefix(line, "VmFlags:"); ok && in {
			return strings.Contains(" "+flags+" ", " hg ")
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Fatalf("no mapping of /proc/self/smaps holds %#x", addr)
	return false
}

// mappingRange reads the address range of a mapping's first line in
// /proc/self/smaps ("7f00-7f80 rw-p ...").
func mappingRange(line string) (lo, hi uintptr, ok bool) {
	rng, _, _ := strings.Cut(line, " ")
	a, b, found := strings.Cut(rng, "-")
	if !found {
		return 0, 0, false
	}
	l, err1 := strconv.ParseUint(a, 16, 64)
	h, err2 := strconv.ParseUint(b, 16, 64)
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return uintptr(l), uintptr(h), true
}
