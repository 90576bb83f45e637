package config

import (
	"reflect"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
)

func TestLoadConfigMultiFileWithLocalModule(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf": {Data: []byte(`
module "net" {
  source = "./modules/net"
  cidr   = var.cidr
}
resource "aws_vpc" "main" {
  cidr_block = var.cidr
}
`)},
		"variables.tf":    {Data: []byte(`variable "cidr" { default = "10.0.0.0/16" }`)},
		"outputs.tf.json": {Data: []byte(`{"output": {"vpc": {"value": "${aws_vpc.main.id}"}}}`)},
		"modules/net/main.tf": {Data: []byte(`
variable "cidr" {}
locals { half = cidrsubnet(var.cidr, 1, 0) }
output "half" { value = local.half }
`)},
		"README.md":  {Data: []byte("not configuration")},
		".hidden.tf": {Data: []byte("this would not parse {")},
		"backup.tf~": {Data: []byte("this would not parse {")},
	}
	cfg, diags := NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	root := cfg.Module
	if got, want := len(root.Files), 3; got != want {
		t.Errorf("root files = %v, want %d files", root.Files, want)
	}
	if root.Variables["cidr"] == nil || root.ManagedResources["aws_vpc.main"] == nil || root.Outputs["vpc"] == nil {
		t.Fatalf("root module missing declarations: %+v", root)
	}
	child := cfg.Children["net"]
	if child == nil {
		t.Fatal("local module net was not loaded")
	}
	if child.Module.Dir != "modules/net" {
		t.Errorf("child dir = %q", child.Module.Dir)
	}
	if child.Module.Locals["half"] == nil || child.Module.Outputs["half"] == nil {
		t.Errorf("child module missing declarations")
	}
	if len(child.Path) != 1 || child.Path[0] != "net" || child.Parent != cfg {
		t.Errorf("child path %v, parent %p", child.Path, child.Parent)
	}
}

func TestLoadConfigMissingModuleDirectory(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte("module \"m\" {\n  source = \"./nope\"\n}\n")}}
	_, diags := NewParser(fsys).LoadConfig(".")
	if !diags.HasErrors() || diags[0].Summary != "Unreadable module directory" {
		t.Fatalf("want Unreadable module directory, got %v", diags)
	}
	if diags[0].Subject == nil || diags[0].Subject.Start.Line != 2 {
		t.Errorf("subject = %v", diags[0].Subject)
	}
}

func TestLoadConfigRemoteModuleSource(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte("module \"vpc\" {\n  source = \"terraform-aws-modules/vpc/aws\"\n}\n")}}
	_, diags := NewParser(fsys).LoadConfig(".")
	if !diags.HasErrors() || diags[0].Summary != "Module source not available in tfplay" {
		t.Fatalf("got %v", diags)
	}
}

func TestOverrideMergesArgumentsAndLifecycle(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf": {Data: []byte(`
resource "terraform_data" "x" {
  input            = "base"
  triggers_replace = "t"
  lifecycle {
    create_before_destroy = true
  }
}
locals { a = 1 }
`)},
		"main_override.tf": {Data: []byte(`
resource "terraform_data" "x" {
  input = "over"
  lifecycle {
    prevent_destroy = true
  }
}
locals { a = 2 }
`)},
	}
	cfg, diags := NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	r := cfg.Module.ManagedResources["terraform_data.x"]
	attrs, _ := r.Config.JustAttributes()
	v, _ := attrs["input"].Expr.Value(nil)
	if v.AsString() != "over" {
		t.Errorf("input = %#v, want the override's", v)
	}
	if _, ok := attrs["triggers_replace"]; !ok {
		t.Errorf("triggers_replace from the base file was lost")
	}
	if !r.Lifecycle.CreateBeforeDestroy || !r.Lifecycle.PreventDestroy {
		t.Errorf("lifecycle not merged argument by argument: %+v", r.Lifecycle)
	}
	lv, _ := cfg.Module.Locals["a"].Expr.Value(nil)
	if lv.AsBigFloat().String() != "2" {
		t.Errorf("local a = %v, want the override's 2", lv)
	}
}

func TestDuplicateDeclarations(t *testing.T) {
	fsys := fstest.MapFS{
		"a.tf": {Data: []byte("variable \"v\" {}\n")},
		"b.tf": {Data: []byte("variable \"v\" {}\n")},
	}
	_, diags := NewParser(fsys).LoadConfig(".")
	if len(diags) != 1 || diags[0].Summary != "Duplicate variable declaration" {
		t.Fatalf("got %v", diags)
	}
	want := `A variable named "v" was already declared at a.tf:1,1-13. Variable names must be unique within a module.`
	if diags[0].Detail != want {
		t.Errorf("detail = %q", diags[0].Detail)
	}
}

func TestProviderAlias(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte(`
provider "aws" {
  region = "us-east-1"
}
provider "aws" {
  alias  = "west"
  region = "us-west-2"
}
`)}}
	cfg, diags := NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatalf("unexpected diagnostics: %s", diags.Error())
	}
	if cfg.Module.ProviderConfigs["aws"] == nil || cfg.Module.ProviderConfigs["aws.west"] == nil {
		t.Fatalf("provider configurations: %v", cfg.Module.ProviderConfigs)
	}
	bad := fstest.MapFS{"main.tf": {Data: []byte("provider \"aws\" {\n  alias = \"no good\"\n}\n")}}
	_, diags = NewParser(bad).LoadConfig(".")
	if !diags.HasErrors() || diags[0].Summary != "Invalid provider configuration alias" {
		t.Fatalf("got %v", diags)
	}
}

func TestLoadConfigLoadsEachDirectoryOnce(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf": {Data: []byte(`
module "a" { source = "./m" }
module "b" { source = "./m/" }
module "c" { source = "./other" }
`)},
		"m/main.tf":     {Data: []byte("variable \"x\" {}\nvariable \"x\" {}\n")},
		"other/main.tf": {Data: []byte("module \"inner\" { source = \"../m\" }\n")},
	}
	cfg, diags := NewParser(fsys).LoadConfig(".")
	a, b, inner := cfg.Children["a"], cfg.Children["b"], cfg.Descendant([]string{"c", "inner"})
	if a == nil || b == nil || inner == nil {
		t.Fatalf("children not loaded: a=%v b=%v c.inner=%v", a, b, inner)
	}
	if a.Module != b.Module || a.Module != inner.Module {
		t.Errorf("the calls of m have modules %p, %p, %p: want one", a.Module, b.Module, inner.Module)
	}
	if b.Call.Name != "b" || inner.Parent != cfg.Children["c"] || len(inner.Path) != 2 {
		t.Errorf("tree nodes stay per call: b.Call=%q, inner.Path=%v", b.Call.Name, inner.Path)
	}
	// Each call reports the module's diagnostics, as a load of its own did.
	dups := 0
	for _, d := range diags {
		if d.Summary == "Duplicate variable declaration" {
			dups++
		}
	}
	if dups != 3 {
		t.Errorf("%d duplicate-variable errors, want 3 (one per call):\n%v", dups, diags)
	}
}

func TestLoadConfigParsesFilesAheadInOrder(t *testing.T) {
	// Files are read and parsed on several goroutines when the program
	// may use several threads (prefetch); what LoadConfig returns is the
	// same as one file after the other: diagnostics in file order.
	fsys := fstest.MapFS{
		"a.tf":          {Data: []byte("resource \"x\" \"y\" {\n  a = \n}\n")},
		"b.tf":          {Data: []byte("locals {\n  ok = 1\n}\n")},
		"c.tf":          {Data: []byte("variable \"v\" {\n  default = ]\n}\n")},
		"d.tf":          {Data: []byte("output \"o\" {\n  value = local.ok\n}\n")},
		"e_override.tf": {Data: []byte("output \"o\" {\n  value = {{\n}\n")},
	}
	load := func(procs int) []string {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		_, diags := NewParser(fsys).LoadConfig(".")
		var out []string
		for _, d := range diags {
			out = append(out, d.Subject.Filename+": "+d.Summary)
		}
		return out
	}
	one := load(1)
	if len(one) < 3 || !strings.HasPrefix(one[0], "a.tf") || !strings.HasPrefix(one[len(one)-1], "e_override.tf") {
		t.Fatalf("diagnostics with one thread: %q", one)
	}
	// Files the parse cache does not hold are parsed ahead.
	fresh := fstest.MapFS{
		"x.tf": {Data: []byte("locals {\n  prefetch_x = 1\n}\n")},
		"y.tf": {Data: []byte("locals {\n  prefetch_y = 2\n}\n")},
	}
	p := NewParser(fresh)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	p.prefetch([]string{"x.tf", "y.tf"})
	for _, name := range []string{"x.tf", "y.tf"} {
		if sf := p.prefetched[name]; sf == nil || !sf.parsed || sf.f == nil {
			t.Errorf("with 2 threads, %s was not parsed ahead: %+v", name, sf)
		}
	}
	for _, procs := range []int{2, 4} {
		if got := load(procs); !reflect.DeepEqual(got, one) {
			t.Errorf("GOMAXPROCS=%d:\n got %q\nwant %q", procs, got, one)
		}
	}
}

func TestLoadConfigModuleParseErrorOnce(t *testing.T) {
	// Checked against terraform v1.5.7: a module called twice whose file
	// does not parse reports the parse error once (each file is parsed
	// once), while its declaration errors come once per call (above).
	fsys := fstest.MapFS{
		"main.tf":   {Data: []byte("module \"a\" { source = \"./m\" }\nmodule \"b\" { source = \"./m\" }\n")},
		"m/main.tf": {Data: []byte("variable \"x\" {\n")},
	}
	_, diags := NewParser(fsys).LoadConfig(".")
	errs := 0
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			errs++
		}
	}
	if errs != 1 {
		t.Errorf("%d errors, want the parse error once:\n%v", errs, diags)
	}
}
