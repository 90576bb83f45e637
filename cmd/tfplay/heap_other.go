//go:build !(linux && (amd64 || arm64))

package main

// hugePageHeap does nothing here: see heap_linux.go.
func hugePageHeap() {}
