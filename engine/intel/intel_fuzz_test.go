package intel

import (
	"testing"
	"testing/fstest"
)

// FuzzIntel asks every question at every kind of position of arbitrary
// sources, without the recover of the exported functions: no input may
// make them panic.
func FuzzIntel(f *testing.F) {
	for _, src := range workspace {
		f.Add(src, uint16(len(src)/2))
	}
	f.Add("resource \"aws_instance\" \"x\" {\n  ami = var.\n", uint16(40))
	f.Add("locals {\n  a = [for k, v in var.m : \"${k}\" if v.", uint16(50))
	f.Add("x = <<EOT\n${a.b[0].}\nEOT\n", uint16(16))
	f.Add("dynamic \"d\" {\n  content {\n    x = d.\n", uint16(30))
	f.Fuzz(func(t *testing.T, src string, at uint16) {
		fsys := fstest.MapFS{
			"main.tf":                 {Data: []byte(src)},
			"vars.tf":                 {Data: []byte(workspace["variables.tf"])},
			"modules/network/main.tf": {Data: []byte(workspace["modules/network/main.tf"])},
		}
		off := int(at)
		if off > len(src) {
			off = len(src)
		}
		mu.Lock()
		defer mu.Unlock()
		a := newAnalysis(fsys, "main.tf", Options{})
		a.complete(off)
		a.hover(off)
		a.definition(off)
	})
}
