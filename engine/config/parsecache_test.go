package config

import (
	"crypto/sha256"
	"fmt"
	"reflect"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/tfplay/tfplay/engine/workbudget"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// parsesOf returns how many parses loading fsys's configuration makes,
// and the loaded parser.
func parsesOf(t *testing.T, fsys fstest.MapFS) (int, *Parser) {
	t.Helper()
	parseCache.Lock()
	before := parseCount
	parseCache.Unlock()
	p := NewParser(fsys)
	if _, diags := p.LoadConfig("."); diags.HasErrors() {
		t.Fatalf("load: %s", diags.Error())
	}
	parseCache.Lock()
	defer parseCache.Unlock()
	return parseCount - before, p
}

// equalToFresh fails unless every file the parser holds is the tree a
// fresh parse of its source gives.
func equalToFresh(t *testing.T, p *Parser) {
	t.Helper()
	for name, f := range p.Sources() {
		var fresh *hcl.File
		if reflect.TypeOf(f.Body) == reflect.TypeOf(&hclsyntax.Body{}) {
			fresh, _ = hclsyntax.ParseConfig(f.Bytes, name, hcl.InitialPos)
		} else {
			fresh, _ = hcljson.Parse(f.Bytes, name)
		}
		if !reflect.DeepEqual(f.Body, fresh.Body) || string(f.Bytes) != string(fresh.Bytes) {
			t.Errorf("%s: the cached tree differs from a fresh parse", name)
		}
	}
}

func TestParseCacheReparsesOnlyChangedFile(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf": {Data: []byte(`
module "a" { source = "./mod" }
module "b" { source = "./mod" }
locals { xs = [for s in ["a", "b"] : upper(s)] }
`)},
		"data.tf.json":   {Data: []byte(`{"locals": {"j": "${local.xs[0]}"}}`)},
		"edited.tf":      {Data: []byte(`locals { n = 1 }`)},
		"mod/main.tf":    {Data: []byte("variable \"v\" {\n  default = \"%{for x in [1] }${x}%{endfor}\"\n}\noutput \"o\" { value = [{ a = 1 }][*].a }\n")},
		"mod/other.tofu": {Data: []byte(`locals { t = 1 }`)},
	}
	// Seen once, a file is parsed and not kept; seen again, it is kept.
	for range 2 {
		n, p := parsesOf(t, fsys)
		if n > 4 { // main.tf, data.tf.json, edited.tf, mod/main.tf (unless an earlier test parsed them)
			t.Fatalf("load made %d parses, want at most 4", n)
		}
		equalToFresh(t, p)
	}
	n, p := parsesOf(t, fsys)
	if n != 0 {
		t.Fatalf("the third load made %d parses, want 0", n)
	}
	// A later stage rewrites the trees it was given in place; that must
	// not reach the cache.
	for _, f := range p.Sources() {
		if b, ok := f.Body.(*hclsyntax.Body); ok {
			workbudget.Instrument(b)
		}
	}

	// Typing: each load sees new content of one file, parsed each time
	// and never kept.
	for i := 2; i < 5; i++ {
		fsys["edited.tf"] = &fstest.MapFile{Data: []byte(fmt.Sprintf("locals { n = %d }", i))}
		n, p = parsesOf(t, fsys)
		if n != 1 {
			t.Fatalf("after editing one file: %d parses, want 1 (the edited file)", n)
		}
		equalToFresh(t, p)
	}
	parseCache.Lock()
	for key := range parseCache.entries {
		if key.name == "edited.tf" && key.sum != sha256.Sum256([]byte("locals { n = 1 }")) {
			t.Errorf("a content of edited.tf seen once was kept")
		}
	}
	parseCache.Unlock()

	// The last content, seen a second time, is kept.
	for _, want := range []int{1, 0} {
		n, p = parsesOf(t, fsys)
		if n != want {
			t.Fatalf("nothing changed: %d parses, want %d", n, want)
		}
		equalToFresh(t, p)
	}
}

func TestParseCacheCopiesEvaluate(t *testing.T) {
	src := []byte("a = [for s in [\"x\", \"y\"] : upper(s)]\nb = [{ k = 1 }, { k = 2 }][*].k\nc = \"%{for v in [1, 2]}${v}%{endfor}\"\n")
	fsys := fstest.MapFS{"eval.tf": {Data: src}}
	var got []cty.Value
	for range 3 {
		p := NewParser(fsys)
		f, diags := p.ParseFile("eval.tf")
		if diags.HasErrors() {
			t.Fatal(diags.Error())
		}
		attrs, _ := f.Body.JustAttributes()
		workbudget.Instrument(f.Body.(*hclsyntax.Body))
		b := workbudget.New()
		ctx := &hcl.EvalContext{Functions: b.Functions()}
		ctx.Functions["upper"] = upperFunc
		for _, name := range []string{"a", "b", "c"} {
			v, d := attrs[name].Expr.Value(ctx)
			if d.HasErrors() {
				t.Fatalf("%s: %s", name, d.Error())
			}
			got = append(got, v)
		}
		if b.Used == 0 {
			t.Errorf("the for expressions of a cached copy were not counted")
		}
	}
	want := []cty.Value{
		cty.TupleVal([]cty.Value{cty.StringVal("X"), cty.StringVal("Y")}),
		cty.TupleVal([]cty.Value{cty.NumberIntVal(1), cty.NumberIntVal(2)}),
		cty.StringVal("12"),
	}
	for i, v := range got {
		if !v.RawEquals(want[i%3]) {
			t.Errorf("run %d, value %d = %#v, want %#v", i/3, i%3, v, want[i%3])
		}
	}
}

func TestParseCacheKeepsDiagnostics(t *testing.T) {
	src := []byte("resource \"x\" \"y\" {\n  a = \n}\n")
	fresh, want := hclsyntax.ParseConfig(src, "broken.tf", hcl.InitialPos)
	for range 2 {
		f, diags := NewParser(fstest.MapFS{"broken.tf": {Data: src}}).ParseFile("broken.tf")
		if len(want) == 0 || !reflect.DeepEqual(diags, want) {
			t.Errorf("diagnostics = %v, want %v", diags, want)
		}
		if !reflect.DeepEqual(f.Body, fresh.Body) {
			t.Errorf("the tree of a broken file differs from a fresh parse")
		}
	}
}

type functionT = function.Function

var upperFunc = stdlib.UpperFunc

func TestParseCacheSharesTreesNothingChanges(t *testing.T) {
	fsys := fstest.MapFS{
		"plain.tf": {Data: []byte("locals {\n  a = upper(\"x\")\n  b = [1, 2][*]\n}\n")},
		"loop.tf":  {Data: []byte("locals { c = [for s in [\"x\"] : s] }\n")},
	}
	bodies := map[string][]hcl.Body{}
	for range 4 {
		p := NewParser(fsys)
		for _, name := range []string{"plain.tf", "loop.tf"} {
			f, diags := p.ParseFile(name)
			if diags.HasErrors() {
				t.Fatal(diags.Error())
			}
			bodies[name] = append(bodies[name], f.Body)
		}
	}
	// Loads 3 and 4 are hits: a tree without for expressions or template
	// joins is shared, the other is copied each time.
	if bodies["plain.tf"][2] != bodies["plain.tf"][3] {
		t.Errorf("plain.tf: a tree nothing changes was copied")
	}
	if bodies["loop.tf"][2] == bodies["loop.tf"][3] {
		t.Errorf("loop.tf: a tree with a for expression was handed out twice")
	}
}

// A copy made along the paths a first copy recorded is the full copy:
// the same tree, the for expressions and template joins new nodes, so
// that instrumenting it leaves the cached tree as parsed.
func TestParseCacheCopiesAlongRecordedPaths(t *testing.T) {
	src := []byte(`locals {
  a = [for s in ["x"] : s]
  b = upper("x")
  c = { k = [for v in [1] : v], l = "%{for x in [1]}${x}%{endfor}" }
}

resource "x" "y" {
  n = 1
  nested {
    m = [for s in ["y"] : s]
  }
}
`)
	f, diags := hclsyntax.ParseConfig(src, "paths.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	b := f.Body.(*hclsyntax.Body)
	full := cloner{seen: map[seenKey]reflect.Value{}, record: map[seenKey]bool{}}
	want, _ := full.clone(reflect.ValueOf(b))
	pruned := cloner{seen: map[seenKey]reflect.Value{}, only: full.record}
	got, _ := pruned.clone(reflect.ValueOf(b))
	if !reflect.DeepEqual(got.Interface(), want.Interface()) {
		t.Fatal("the copy along the recorded paths differs from the full copy")
	}
	if len(pruned.seen) != len(full.record) {
		t.Errorf("copied %d nodes, the full copy %d", len(pruned.seen), len(full.record))
	}
	workbudget.Instrument(got.Interface().(*hclsyntax.Body))
	fresh, _ := hclsyntax.ParseConfig(src, "paths.tf", hcl.InitialPos)
	if !reflect.DeepEqual(b, fresh.Body) {
		t.Error("instrumenting the copy changed the original tree")
	}
	if reflect.DeepEqual(got.Interface(), fresh.Body) {
		t.Error("instrumenting the copy changed nothing")
	}
}

// What the work budget changes in a copy (a for expression's collection
// and value, the parts of a template in its body, a template join's
// tuple, a dynamic block's for_each) leaves the cached tree alone: the next copy is a fresh parse's
// tree again.
func TestParseCacheCopiesStayPristine(t *testing.T) {
	src := []byte(`locals {
  a = [for s in ["x", "y"] : "${s}-${s}" if s != ""]
  b = { for k in ["x"] : "${k}:${k}" => "${k}${k}" }
  c = "%{for v in [1, 2]}${v}%{endfor}"
}
resource "x" "y" {
  dynamic "d" {
    for_each = var.list
    content {}
  }
}
`)
	for range 3 {
		fsys := fstest.MapFS{"eval.tf": {Data: src}}
		f, diags := NewParser(fsys).ParseFile("eval.tf")
		if diags.HasErrors() {
			t.Fatal(diags.Error())
		}
		fresh, _ := hclsyntax.ParseConfig(src, "eval.tf", hcl.InitialPos)
		if !reflect.DeepEqual(f.Body, fresh.Body) {
			t.Fatalf("a copy differs from a fresh parse")
		}
		workbudget.Instrument(f.Body.(*hclsyntax.Body))
		if reflect.DeepEqual(f.Body, fresh.Body) {
			t.Fatalf("instrumenting changed nothing")
		}
	}
}
