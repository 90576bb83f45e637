//go:build linux && (amd64 || arm64)

package main

import (
	"bytes"
	"os"
	"runtime"
	"syscall"
)

// hugeHeapBytes is the address space hugePageHeap advises: room for the
// heap of a plan of several thousand resources.
const hugeHeapBytes = 256 << 20

// hugePageHeap lets the heap grow into transparent huge pages where the
// kernel gives them only to memory that asks for them (THP mode
// "madvise"). A command's heap grows from nothing to tens of
// megabytes in a fraction of a second, and each 4 KiB page of it first
// costs a page fault: on virtual machines, about 10 µs each, a quarter of
// a plan of 1,000 resources. The Go runtime does not advise its heap, so
// this makes it map a region now (one large allocation, never touched),
// advises huge pages for it, and gives it back with a collection: the
// allocator reuses the lowest free addresses first, so the heap then grows
// into it, 2 MiB per fault. Only address space is taken: pages are backed
// when used. Elsewhere (THP always or never, other systems) it does
// nothing.
func hugePageHeap() {
	if !thpOnRequest() {
		return
	}
	region := make([]byte, hugeHeapBytes)
	if syscall.Madvise(region, syscall.MADV_HUGEPAGE) != nil {
		return
	}
	region = nil
	// Collect now: left to the pacer, the region would be found live by
	// the collection it starts and the heap goal set past it.
	runtime.GC()
}

// thpOnRequest reports whether the kernel gives transparent huge pages
// only to memory advised for them (mode "madvise").
func thpOnRequest() bool {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	return err == nil && bytes.Contains(mode, []byte("[madvise]"))
}
