package intel

import (
	"strings"
	"testing"
	"testing/fstest"
)

// hoverCase hovers the n-th byte of the first occurrence of find in file
// and checks what it shows.
type hoverCase struct {
	name    string
	file    string
	find    string
	n       int
	want    Info // fields left empty are not checked, except Value
	values  []InstanceValue
	noValue bool // neither Value nor Values
	errHas  string
	prefix  string // Value starts with it (instead of equalling want.Value)
}

func (hc hoverCase) check(t *testing.T, fsys fstest.MapFS, opts Options) {
	t.Helper()
	src := string(fsys[hc.file].Data)
	off := offsetOf(t, src, hc.find, hc.n)
	h := Hover(fsys, hc.file, off, opts)
	if h == nil {
		t.Fatalf("no hover at %q+%d", hc.find, hc.n)
	}
	if h.Range.Start > off || h.Range.End <= off-1 {
		t.Errorf("range %+v does not hold the cursor %d", h.Range, off)
	}
	w := hc.want
	if w.Kind != "" && h.Kind != w.Kind {
		t.Errorf("kind %q, want %q", h.Kind, w.Kind)
	}
	if w.Title != "" && h.Title != w.Title {
		t.Errorf("title %q, want %q", h.Title, w.Title)
	}
	if w.Detail != "" && h.Detail != w.Detail {
		t.Errorf("detail %q, want %q", h.Detail, w.Detail)
	}
	if w.Documentation != "" && h.Documentation != w.Documentation {
		t.Errorf("documentation %q, want %q", h.Documentation, w.Documentation)
	}
	if w.ValueSource != "" && h.ValueSource != w.ValueSource {
		t.Errorf("value source %q, want %q", h.ValueSource, w.ValueSource)
	}
	switch {
	case hc.noValue:
		if h.Value != "" || len(h.Values) != 0 {
			t.Errorf("value %q %v, want none", h.Value, h.Values)
		}
	case hc.prefix != "":
		if !strings.HasPrefix(h.Value, hc.prefix) {
			t.Errorf("value %q, want one starting with %q (error %q)", h.Value, hc.prefix, h.Error)
		}
	case hc.values != nil:
		if len(h.Values) != len(hc.values) || h.Value != "" {
			t.Fatalf("values %+v (value %q), want %+v", h.Values, h.Value, hc.values)
		}
		for i := range hc.values {
			if h.Values[i] != hc.values[i] {
				t.Errorf("values[%d] = %+v, want %+v", i, h.Values[i], hc.values[i])
			}
		}
	case w.Value != "":
		if h.Value != w.Value {
			t.Errorf("value %q, want %q (values %v, error %q)", h.Value, w.Value, h.Values, h.Error)
		}
	}
	if hc.errHas != "" && !strings.Contains(h.Error, hc.errHas) {
		t.Errorf("error %q, want it to mention %q", h.Error, hc.errHas)
	}
}

func TestHoverBeforePlan(t *testing.T) {
	fsys := mapFS(workspace)
	appKeys := func(a, w string) []InstanceValue {
		return []InstanceValue{{`example_server.app["api"]`, a}, {`example_server.app["web"]`, w}}
	}
	tests := []hoverCase{
		{name: "variable reference", file: "main.tf", find: "region = var.region", n: 13,
			want: Info{Kind: KindVariable, Title: "var.region", Detail: "string", Documentation: "Region of the servers.", Value: `"eu-west-1"`, ValueSource: "configuration"}},
		{name: "root of a reference", file: "main.tf", find: "region = var.region", n: 9,
			want: Info{Title: "var.region", Value: `"eu-west-1"`}},
		{name: "cursor just after the reference", file: "main.tf", find: "region = var.region", n: 19,
			want: Info{Title: "var.region", Value: `"eu-west-1"`}},
		{name: "local value", file: "main.tf", find: "local.prefix", n: 7,
			want: Info{Kind: KindLocal, Title: "local.prefix", Value: `"demo-eu-west-1"`}},
		{name: "reference in a template", file: "main.tf", find: "${var.region}", n: 8,
			want: Info{Title: "var.region", Value: `"eu-west-1"`}},
		{name: "each.key per instance", file: "main.tf", find: "upper(each.key)", n: 12,
			want: Info{Kind: KindKeyword, Title: "each.key"}, values: appKeys(`"api"`, `"web"`)},
		{name: "each.value attribute", file: "main.tf", find: "each.value.size", n: 12,
			want: Info{Title: "each.value.size"}, values: appKeys(`"large"`, `"small"`)},
		{name: "each.value", file: "main.tf", find: "each.value.size", n: 6,
			want: Info{Title: "each.value"}, values: appKeys("{\n  \"disk\" = 20\n  \"size\" = \"large\"\n}", "{\n  \"disk\" = 10\n  \"size\" = \"small\"\n}")},
		{name: "count.index per instance", file: "main.tf", find: "count.index", n: 8,
			want: Info{Title: "count.index"}, values: []InstanceValue{{"terraform_data.counter[0]", "0"}, {"terraform_data.counter[1]", "1"}}},
		{name: "function call", file: "main.tf", find: "upper(each.key)", n: 2,
			want:   Info{Kind: KindFunction, Title: "upper(str string) string", Documentation: "Converts the letters of a string to uppercase."},
			values: appKeys(`"API"`, `"WEB"`)},
		{name: "computed attribute of a data source", file: "main.tf", find: "data.example_image.base.id", n: 25,
			want: Info{Kind: KindAttribute, Title: "data.example_image.base.id", Detail: "string, computed (read-only)", Documentation: "Image id.", Value: "(known after apply)"}},
		{name: "configured attribute of a resource instance", file: "outputs.tf", find: `app["api"].id`, n: 1,
			want: Info{Kind: KindResource, Title: "example_server.app"}, prefix: "{\n  \"api\" = {\n    \"arn\" = (known after apply)\n"},
		{name: "computed attribute of a resource instance", file: "outputs.tf", find: `app["api"].id`, n: 12,
			want: Info{Kind: KindAttribute, Title: `example_server.app["api"].id`, Detail: "string, computed (read-only)", Documentation: "Server id.", Value: "(known after apply)"}},
		{name: "module output", file: "outputs.tf", find: "module.network.cidr", n: 16,
			want: Info{Kind: KindOutput, Title: "module.network.cidr", Documentation: "The CIDR block, once the network exists.", Value: "(known after apply)"}},
		{name: "module call", file: "outputs.tf", find: "module.network.cidr", n: 9,
			want: Info{Kind: KindModule, Title: "module.network", Detail: "module ./modules/network",
				Value: "{\n  \"cidr\" = (known after apply)\n  \"id\" = (known after apply)\n}"}},
		{name: "variable in a child module", file: "modules/network/main.tf", find: "var.cidr", n: 5,
			want: Info{Kind: KindVariable, Title: "var.cidr", Detail: "string, required", Documentation: "CIDR block of the network.", Value: `"10.0.0.0/16"`}},
		{name: "resource type label", file: "main.tf", find: `"example_server"`, n: 3,
			want: Info{Kind: KindResourceType, Title: "example_server", Detail: "tfplay/example"}, noValue: true},
		{name: "data source type label", file: "main.tf", find: `"example_image"`, n: 3,
			want: Info{Kind: KindDataSource, Title: "example_image", Detail: "tfplay/example"}, noValue: true},
		{name: "resource argument with its per-instance value", file: "main.tf", find: "size     = each", n: 1,
			want:   Info{Kind: KindArgument, Detail: "string, optional, computed", Documentation: "Size class (small by default)."},
			values: appKeys(`"large"`, `"small"`)},
		{name: "data source argument", file: "main.tf", find: `name = "ubuntu"`, n: 1,
			want: Info{Kind: KindArgument, Title: "data.example_image.base.name", Detail: "string, required", Documentation: "Image name.", Value: `"ubuntu"`}},
		{name: "meta-argument", file: "main.tf", find: "for_each = var.servers", n: 2,
			want: Info{Kind: KindMetaArgument, Detail: "map or set of strings, meta-argument"}, prefix: "tomap({"},
		{name: "nested block type", file: "main.tf", find: "  disk {", n: 3,
			want: Info{Kind: KindBlock, Detail: "block, list, at most 4"}, noValue: true},
		{name: "nested block argument", file: "main.tf", find: "size_gb = each.value.disk", n: 2,
			want: Info{Kind: KindArgument, Detail: "number, required", Documentation: "Disk size in GiB."}, values: appKeys("20", "10")},
		{name: "module call argument", file: "main.tf", find: "cidr   = ", n: 1,
			want: Info{Kind: KindArgument, Detail: "string, required", Documentation: "CIDR block of the network.", Value: `"10.0.0.0/16"`}},
		{name: "local's name", file: "main.tf", find: "ports  =", n: 2,
			want: Info{Kind: KindLocal, Title: "local.ports", Value: "[\n  80,\n  443,\n]"}},
		{name: "variable's label", file: "variables.tf", find: `"region"`, n: 2,
			want: Info{Kind: KindVariable, Title: "var.region", Value: `"eu-west-1"`}},
		{name: "output's label", file: "outputs.tf", find: `"network_cidr"`, n: 2,
			want: Info{Kind: KindOutput, Title: "output.network_cidr", Documentation: "The network's CIDR block.", Value: "(known after apply)"}},
		{name: "resource's name label", file: "main.tf", find: `"counter"`, n: 2,
			want:   Info{Kind: KindResource, Title: "terraform_data.counter", Detail: "resource terraform_data (terraform.io/builtin/terraform)"},
			prefix: "[\n  {\n    \"id\" = (known after apply)\n    \"input\" = \"n-0\"\n"},
		{name: "module's label", file: "main.tf", find: `module "network"`, n: 10,
			want: Info{Kind: KindModule, Title: "module.network"}},
		{name: "provider's label", file: "main.tf", find: `provider "example"`, n: 12,
			want: Info{Kind: KindProvider, Detail: "tfplay/example"}, noValue: true},
		{name: "block type keyword", file: "main.tf", find: "locals {", n: 1,
			want: Info{Kind: KindBlock, Documentation: "Local values: named expressions of the module, referred to as local.NAME."}, noValue: true},
		{name: "splat", file: "outputs.tf", find: "example_server.app : k", n: 3,
			want: Info{Title: "example_server.app"}, prefix: "{\n  \"api\" = {"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t, fsys, Options{}) })
	}
}

func TestHoverNothing(t *testing.T) {
	fsys := mapFS(map[string]string{"main.tf": "# var.x here\nlocals {\n  a = [for s in [\"x\"] : s]\n\n  b = true\n}\n"})
	src := string(fsys["main.tf"].Data)
	for _, probe := range []struct {
		find string
		n    int
	}{{"var.x", 2}, {": s]", 2}, {"true", 1}, {"\n\n", 1}, {"# var", 0}} {
		if h := Hover(fsys, "main.tf", offsetOf(t, src, probe.find, probe.n), Options{}); h != nil {
			t.Errorf("hover at %q+%d: %+v, want nothing", probe.find, probe.n, h)
		}
	}
}

func TestHoverValuesFromInputs(t *testing.T) {
	files := map[string]string{
		"main.tf": `variable "region" {
  type = string
}
variable "password" {
  type      = string
  default   = "hunter2"
  sensitive = true
}
variable "zones" {
  type    = list(string)
  default = ["a", "b"]
}
locals {
  greeting = "héllo 👋 ${var.region}"
  secret   = var.password
  broken   = var.nope
}
`,
		"terraform.tfvars": "region = \"us-east-1\"\n",
	}
	fsys := mapFS(files)
	for _, hc := range []hoverCase{
		{name: "value from terraform.tfvars after non-ASCII text", file: "main.tf", find: "${var.region}", n: 7, want: Info{Title: "var.region", Value: `"us-east-1"`}},
		{name: "sensitive variable", file: "main.tf", find: "= var.password", n: 6, want: Info{Value: "(sensitive value)"}},
		{name: "the whole local", file: "main.tf", find: "greeting =", n: 2, want: Info{Value: `"héllo 👋 us-east-1"`}},
		{name: "undeclared variable", file: "main.tf", find: "var.nope", n: 5, errHas: "Reference to undeclared input variable", noValue: true},
		{name: "tfvars name", file: "terraform.tfvars", find: "region", n: 1, want: Info{Kind: KindVariable, Title: "var.region", Detail: "string, required", Value: `"us-east-1"`}},
		{name: "function signature with a list", file: "main.tf", find: "zones", n: 1, want: Info{Title: "var.zones", Value: "tolist([\n  \"a\",\n  \"b\",\n])"}},
	} {
		t.Run(hc.name, func(t *testing.T) { hc.check(t, fsys, Options{}) })
	}
	t.Run("TF_VAR_ environment variable", func(t *testing.T) {
		delete(fsys, "terraform.tfvars")
		hc := hoverCase{file: "main.tf", find: "${var.region}", n: 7, want: Info{Value: `"ap-south-1"`}}
		hc.check(t, fsys, Options{Env: map[string]string{"TF_VAR_region": "ap-south-1"}})
	})
	t.Run("required variable without a value", func(t *testing.T) {
		hc := hoverCase{file: "main.tf", find: "${var.region}", n: 7, want: Info{Value: "(known after apply)"}}
		hc.check(t, fsys, Options{})
	})
}

func TestHoverAwsResourceType(t *testing.T) {
	fsys := mapFS(map[string]string{"main.tf": "resource \"aws_instance\" \"web\" {\n  ami           = \"ami-123\"\n  instance_type = \"t3.micro\"\n}\n"})
	for _, hc := range []hoverCase{
		{name: "type", file: "main.tf", find: "aws_instance", n: 1, want: Info{Kind: KindResourceType, Detail: "hashicorp/aws"}, noValue: true},
		{name: "argument", file: "main.tf", find: "instance_type", n: 1, want: Info{Kind: KindArgument, Value: `"t3.micro"`}},
	} {
		t.Run(hc.name, func(t *testing.T) { hc.check(t, fsys, Options{}) })
	}
	for _, find := range []string{"aws_instance", "instance_type"} {
		if h := Hover(fsys, "main.tf", offsetOf(t, string(fsys["main.tf"].Data), find, 1), Options{}); h == nil || h.Documentation == "" {
			t.Errorf("%s has no description: %+v", find, h)
		}
	}
}

func TestHoverModuleInstancesAndSelf(t *testing.T) {
	fsys := mapFS(map[string]string{
		"main.tf": `module "net" {
  for_each = { a = "10.0.0.0/16", b = "10.1.0.0/16" }
  source   = "./net"
  cidr     = each.value
}

resource "terraform_data" "x" {
  input = "hello"

  lifecycle {
    postcondition {
      condition     = self.output == "hello"
      error_message = "bad"
    }
  }
}

output "here" {
  value = "${path.module}:${terraform.workspace}"
}
`,
		"net/main.tf": `variable "cidr" {
  type = string
}

output "where" {
  value = "${path.module} ${var.cidr}"
}
`,
	})
	for _, hc := range []hoverCase{
		{name: "each.value of a module call", file: "main.tf", find: "= each.value", n: 8,
			values: []InstanceValue{{`module.net["a"]`, `"10.0.0.0/16"`}, {`module.net["b"]`, `"10.1.0.0/16"`}}},
		{name: "variable in each module instance", file: "net/main.tf", find: "var.cidr}", n: 5,
			values: []InstanceValue{{`module.net["a"]`, `"10.0.0.0/16"`}, {`module.net["b"]`, `"10.1.0.0/16"`}}},
		{name: "path.module in a child", file: "net/main.tf", find: "path.module", n: 6, want: Info{Kind: KindKeyword, Value: `"net"`}},
		{name: "output of each module instance", file: "net/main.tf", find: `"where"`, n: 2,
			values: []InstanceValue{{`module.net["a"]`, `"net 10.0.0.0/16"`}, {`module.net["b"]`, `"net 10.1.0.0/16"`}}},
		{name: "module call's value", file: "main.tf", find: `module "net"`, n: 9,
			want: Info{Value: "{\n  \"a\" = {\n    \"where\" = \"net 10.0.0.0/16\"\n  }\n  \"b\" = {\n    \"where\" = \"net 10.1.0.0/16\"\n  }\n}"}},
		{name: "self in a postcondition", file: "main.tf", find: "self.output", n: 6, want: Info{Kind: KindAttribute, Value: "(known after apply)"}},
		{name: "self alone", file: "main.tf", find: "self.output", n: 2, want: Info{Title: "self"}, prefix: "{\n  \"id\" = (known after apply)\n  \"input\" = \"hello\"\n"},
		{name: "root path and workspace", file: "main.tf", find: `"${path.module}`, n: 5, want: Info{Value: `"."`}},
		{name: "workspace", file: "main.tf", find: "terraform.workspace", n: 12, want: Info{Value: `"default"`}},
	} {
		t.Run(hc.name, func(t *testing.T) { hc.check(t, fsys, Options{}) })
	}
	ws := hoverCase{file: "main.tf", find: "terraform.workspace", n: 12, want: Info{Value: `"staging"`}}
	ws.check(t, fsys, Options{Env: map[string]string{"TF_WORKSPACE": "staging"}})
}

func TestHoverClipsLongValues(t *testing.T) {
	fsys := mapFS(map[string]string{"main.tf": "locals {\n  big = range(1000)\n}\n"})
	h := Hover(fsys, "main.tf", 12, Options{})
	if h == nil || !strings.HasPrefix(h.Value, "tolist([\n  0,\n  1,\n") || !strings.HasSuffix(h.Value, "\n…") || strings.Count(h.Value, "\n") != maxValueLines {
		t.Errorf("hover %+v, want the first %d lines of the list", h, maxValueLines)
	}
}
