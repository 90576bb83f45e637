package graph

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
)

// testSource resolves provider local names as Terraform does for these
// tests: required_providers sources, the builtin terraform provider, or
// the hashicorp namespace.
func testSource(mod *config.Module, local string) string {
	if rp, ok := mod.RequiredProviders[local]; ok && rp.Source != "" {
		return "registry.terraform.io/" + rp.Source
	}
	if local == "terraform" {
		return "terraform.io/builtin/terraform"
	}
	return "registry.terraform.io/hashicorp/" + local
}

func loadConfig(t *testing.T, files map[string]string) *config.Config {
	t.Helper()
	fsys := fstest.MapFS{}
	for n, s := range files {
		fsys[n] = &fstest.MapFile{Data: []byte(s)}
	}
	cfg, diags := config.NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	return cfg
}

// dot builds and renders a graph; the expected text is given without the
// fixed first four and last two lines, one vertex or edge per line.
func dot(t *testing.T, opts OperationOptions, drawCycles bool) string {
	return dotWith(t, opts, DotOptions{DrawCycles: drawCycles})
}

// dotWith is dot with all the DOT options.
func dotWith(t *testing.T, opts OperationOptions, dotOpts DotOptions) string {
	t.Helper()
	if opts.ProviderSource == nil {
		opts.ProviderSource = testSource
	}
	out := BuildOperation(opts).DOT(dotOpts)
	const head = "digraph {\n\tcompound = \"true\"\n\tnewrank = \"true\"\n\tsubgraph \"root\" {\n"
	const tail = "\t}\n}\n"
	if !strings.HasPrefix(out, head) || !strings.HasSuffix(out, tail) {
		t.Fatalf("not shaped as Terraform's DOT:\n%s", out)
	}
	body := strings.TrimSuffix(strings.TrimPrefix(out, head), tail)
	return strings.ReplaceAll(body, "\t\t", "")
}

func expectDOT(t *testing.T, got, want string) {
	t.Helper()
	want = strings.TrimLeft(want, "\n")
	if got != want {
		t.Fatalf("graph:\n%s\nwant:\n%s", got, want)
	}
}

func TestPlanGraphProviderVariableOutput(t *testing.T) {
	cfg := loadConfig(t, map[string]string{"main.tf": `
variable "region" {
  default = "eu"
}
provider "aws" {
  region = var.region
}
resource "aws_instance" "web" {
  ami = "x"
}
output "id" {
  value = aws_instance.web.id
}
`})
	expectDOT(t, dot(t, OperationOptions{Type: TypePlan, Config: cfg}, false), `
"[root] aws_instance.web (expand)" [label = "aws_instance.web", shape = "box"]
"[root] provider[\"registry.terraform.io/hashicorp/aws\"]" [label = "provider[\"registry.terraform.io/hashicorp/aws\"]", shape = "diamond"]
"[root] var.region" [label = "var.region", shape = "note"]
"[root] aws_instance.web (expand)" -> "[root] provider[\"registry.terraform.io/hashicorp/aws\"]"
"[root] output.id (expand)" -> "[root] aws_instance.web (expand)"
"[root] provider[\"registry.terraform.io/hashicorp/aws\"] (close)" -> "[root] aws_instance.web (expand)"
"[root] provider[\"registry.terraform.io/hashicorp/aws\"]" -> "[root] var.region"
"[root] root" -> "[root] output.id (expand)"
"[root] root" -> "[root] provider[\"registry.terraform.io/hashicorp/aws\"] (close)"
`)
}

func TestPlanGraphVerbose(t *testing.T) {
	cfg := loadConfig(t, map[string]string{"main.tf": `resource "terraform_data" "a" {}`})
	expectDOT(t, dotWith(t, OperationOptions{Type: TypePlan, Config: cfg}, DotOptions{Verbose: true}), `
"[root] provider[\"terraform.io/builtin/terraform\"]" [label = "provider[\"terraform.io/builtin/terraform\"]", shape = "diamond"]
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" [label = "provider[\"terraform.io/builtin/terraform\"] (close)", shape = "diamond"]
"[root] terraform_data.a (expand)" [label = "terraform_data.a", shape = "box"]
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.a (expand)"
"[root] root" -> "[root] provider[\"terraform.io/builtin/terraform\"] (close)"
"[root] terraform_data.a (expand)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
`)
}

func TestPlanGraphLocalsAndReduction(t *testing.T) {
	cfg := loadConfig(t, map[string]string{"main.tf": `
locals {
  name = "x"
}
resource "terraform_data" "a" {
  input = local.name
}
resource "terraform_data" "b" {
  input      = terraform_data.a.output
  depends_on = [terraform_data.a]
  count      = 2
}
resource "terraform_data" "c" {
  input = [terraform_data.a.id, terraform_data.b[0].id, local.name]
}
`})
	// c refers to a directly and through b: the direct edge is reduced
	// away, as is the one to local.name.
	expectDOT(t, dot(t, OperationOptions{Type: TypePlan, Config: cfg}, false), `
"[root] provider[\"terraform.io/builtin/terraform\"]" [label = "provider[\"terraform.io/builtin/terraform\"]", shape = "diamond"]
"[root] terraform_data.a (expand)" [label = "terraform_data.a", shape = "box"]
"[root] terraform_data.b (expand)" [label = "terraform_data.b", shape = "box"]
"[root] terraform_data.c (expand)" [label = "terraform_data.c", shape = "box"]
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.c (expand)"
"[root] root" -> "[root] provider[\"terraform.io/builtin/terraform\"] (close)"
"[root] terraform_data.a (expand)" -> "[root] local.name (expand)"
"[root] terraform_data.a (expand)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
"[root] terraform_data.b (expand)" -> "[root] terraform_data.a (expand)"
"[root] terraform_data.c (expand)" -> "[root] terraform_data.b (expand)"
`)
}

func TestPlanGraphModulesAndProvidersMap(t *testing.T) {
	cfg := loadConfig(t, map[string]string{
		"main.tf": `
terraform {
  required_providers {
    example = { source = "tfplay/example" }
  }
}
provider "example" {
  alias  = "us"
  region = "us-east-1"
}
variable "n" {
  default = 2
  validation {
    condition     = var.n > 0
    error_message = "positive"
  }
}
module "m" {
  source    = "./mod"
  count     = var.n
  prefix    = "p"
  providers = { example = example.us }
}
output "arns" {
  value = module.m[*].arn
}
`,
		"mod/main.tf": `
terraform {
  required_providers {
    example = { source = "tfplay/example" }
  }
}
variable "prefix" {}
resource "example_server" "s" {
  name = "${var.prefix}-s"
}
output "arn" {
  value = example_server.s.arn
}
`})
	// The module's resource uses the aliased root configuration passed in
	// its providers map; the unused default configuration is pruned.
	expectDOT(t, dot(t, OperationOptions{Type: TypePlan, Config: cfg}, false), `
"[root] module.m.example_server.s (expand)" [label = "module.m.example_server.s", shape = "box"]
"[root] provider[\"registry.terraform.io/tfplay/example\"].us" [label = "provider[\"registry.terraform.io/tfplay/example\"].us", shape = "diamond"]
"[root] var.n" [label = "var.n", shape = "note"]
"[root] module.m (close)" -> "[root] module.m.output.arn (expand)"
"[root] module.m (expand)" -> "[root] var.n (validation)"
"[root] module.m.example_server.s (expand)" -> "[root] module.m.var.prefix (expand)"
"[root] module.m.example_server.s (expand)" -> "[root] provider[\"registry.terraform.io/tfplay/example\"].us"
"[root] module.m.output.arn (expand)" -> "[root] module.m.example_server.s (expand)"
"[root] module.m.var.prefix (expand)" -> "[root] module.m (expand)"
"[root] output.arns (expand)" -> "[root] module.m (close)"
"[root] provider[\"registry.terraform.io/tfplay/example\"].us (close)" -> "[root] module.m.example_server.s (expand)"
"[root] root" -> "[root] output.arns (expand)"
"[root] root" -> "[root] provider[\"registry.terraform.io/tfplay/example\"].us (close)"
"[root] var.n (validation)" -> "[root] var.n"
`)
}

func TestPlanGraphChecksAndNestedModules(t *testing.T) {
	cfg := loadConfig(t, map[string]string{
		"main.tf": `
module "outer" {
  source = "./outer"
}
check "c" {
  data "terraform_remote_state" "s" {
    backend = "local"
  }
  assert {
    condition     = module.outer.v == "x"
    error_message = "no"
  }
}
`,
		"outer/main.tf": `
module "inner" {
  source = "../inner"
}
output "v" {
  value = module.inner.v
}
`,
		"inner/main.tf": `
output "v" {
  value = "x"
}
`})
	expectDOT(t, dot(t, OperationOptions{Type: TypePlan, Config: cfg}, false), `
"[root] data.terraform_remote_state.s (expand)" [label = "data.terraform_remote_state.s", shape = "box"]
"[root] provider[\"terraform.io/builtin/terraform\"]" [label = "provider[\"terraform.io/builtin/terraform\"]", shape = "diamond"]
"[root] check.c (expand)" -> "[root] data.terraform_remote_state.s (expand)"
"[root] check.c (expand)" -> "[root] module.outer.output.v (expand)"
"[root] data.terraform_remote_state.s (expand)" -> "[root] check.c (report)"
"[root] data.terraform_remote_state.s (expand)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
"[root] module.outer (close)" -> "[root] module.outer.module.inner (close)"
"[root] module.outer (close)" -> "[root] module.outer.output.v (expand)"
"[root] module.outer.module.inner (close)" -> "[root] module.outer.module.inner.output.v (expand)"
"[root] module.outer.module.inner (expand)" -> "[root] module.outer (expand)"
"[root] module.outer.module.inner.output.v (expand)" -> "[root] module.outer.module.inner (expand)"
"[root] module.outer.output.v (expand)" -> "[root] module.outer.module.inner.output.v (expand)"
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] data.terraform_remote_state.s (expand)"
"[root] root" -> "[root] check.c (expand)"
"[root] root" -> "[root] module.outer (close)"
"[root] root" -> "[root] provider[\"terraform.io/builtin/terraform\"] (close)"
`)
}

// stateWith returns a state holding current objects (and a deposed one)
// for terraform_data resources, with their recorded dependencies.
func stateWith(objs map[string][]string, deposed string) *states.State {
	st := states.NewState()
	for name, deps := range objs {
		addr := addrs.AbsResource{Resource: addrs.Resource{Mode: addrs.Managed, Type: "terraform_data", Name: name}}
		inst := &states.Instance{Current: &states.ObjectSrc{AttrsJSON: []byte(`{}`), Dependencies: deps}}
		if name == deposed {
			inst.Deposed = map[string]*states.ObjectSrc{"00000001": {AttrsJSON: []byte(`{}`)}}
		}
		st.Root().Resources[addr.Resource.String()] = &states.Resource{
			Addr: addr, ProviderConfig: `provider["terraform.io/builtin/terraform"]`,
			Instances: map[addrs.InstanceKey]*states.Instance{nil: inst},
		}
	}
	st.Root().OutputValues["gone"] = &states.OutputValue{}
	return st
}

func TestPlanGraphOrphansAndDeposed(t *testing.T) {
	cfg := loadConfig(t, map[string]string{"main.tf": `
resource "terraform_data" "kept" {}
`})
	st := stateWith(map[string][]string{"kept": nil, "old": nil, "older": {"terraform_data.old"}}, "kept")
	// Orphans are destroyers: they use their provider from the state and
	// are ordered by the dependencies recorded there (the dependency is
	// destroyed last); the root output left in the state is destroyed.
	expectDOT(t, dot(t, OperationOptions{Type: TypePlan, Config: cfg, State: st}, false), `
"[root] output.gone (destroy)" [label = "output.gone (destroy)", shape = "note"]
"[root] provider[\"terraform.io/builtin/terraform\"]" [label = "provider[\"terraform.io/builtin/terraform\"]", shape = "diamond"]
"[root] terraform_data.kept (deposed 00000001)" [label = "terraform_data.kept", shape = "box"]
"[root] terraform_data.kept (expand)" [label = "terraform_data.kept", shape = "box"]
"[root] terraform_data.old (orphan)" [label = "terraform_data.old", shape = "box"]
"[root] terraform_data.older (orphan)" [label = "terraform_data.older", shape = "box"]
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.kept (deposed 00000001)"
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.kept (expand)"
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.old (orphan)"
"[root] root" -> "[root] output.gone (destroy)"
"[root] root" -> "[root] provider[\"terraform.io/builtin/terraform\"] (close)"
"[root] terraform_data.kept (deposed 00000001)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
"[root] terraform_data.kept (expand)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
"[root] terraform_data.old (orphan)" -> "[root] terraform_data.older (orphan)"
"[root] terraform_data.older (orphan)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
`)
}

func TestPlanDestroyGraph(t *testing.T) {
	cfg := loadConfig(t, map[string]string{"main.tf": `
variable "unused" {
  default = 1
}
resource "terraform_data" "a" {}
resource "terraform_data" "b" {
  input = terraform_data.a.id
}
output "b" {
  value = terraform_data.b.id
}
`})
	st := stateWith(map[string][]string{"a": nil, "b": {"terraform_data.a"}}, "")
	// Only the destroyers, what they need and the root outputs remain;
	// a is destroyed after b, which depended on it.
	expectDOT(t, dot(t, OperationOptions{Type: TypePlanDestroy, Config: cfg, State: st}, false), `
"[root] output.gone (destroy)" [label = "output.gone (destroy)", shape = "note"]
"[root] provider[\"terraform.io/builtin/terraform\"]" [label = "provider[\"terraform.io/builtin/terraform\"]", shape = "diamond"]
"[root] terraform_data.a (destroy)" [label = "terraform_data.a", shape = "box"]
"[root] terraform_data.b (destroy)" [label = "terraform_data.b", shape = "box"]
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.a (destroy)"
"[root] root" -> "[root] output.b (expand)"
"[root] root" -> "[root] output.gone (destroy)"
"[root] root" -> "[root] provider[\"terraform.io/builtin/terraform\"] (close)"
"[root] terraform_data.a (destroy)" -> "[root] terraform_data.b (destroy)"
"[root] terraform_data.b (destroy)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
`)
	// The refresh-only plan graph is the plan graph.
	if a, b := dot(t, OperationOptions{Type: TypePlanRefreshOnly, Config: cfg, State: st}, false),
		dot(t, OperationOptions{Type: TypePlan, Config: cfg, State: st}, false); a != b {
		t.Fatalf("refresh-only:\n%s\nplan:\n%s", a, b)
	}
}

func TestApplyGraph(t *testing.T) {
	cfg := loadConfig(t, map[string]string{"main.tf": `
resource "terraform_data" "a" {
  lifecycle {
    create_before_destroy = true
  }
}
resource "terraform_data" "b" {
  input = terraform_data.a.id
}
`})
	st := stateWith(map[string][]string{"a": nil, "b": {"terraform_data.a"}}, "")
	st.Root().OutputValues = map[string]*states.OutputValue{}
	st.Root().Resources["terraform_data.a"].Instances[nil].Current.CreateBeforeDestroy = true
	inst := func(name string) addrs.AbsResourceInstance {
		return addrs.AbsResourceInstance{Resource: addrs.Resource{Mode: addrs.Managed, Type: "terraform_data", Name: name}.Instance(nil)}
	}
	pc := `provider["terraform.io/builtin/terraform"]`
	plan := &plans.Plan{Mode: plans.NormalMode, PriorState: st, Changes: []*plans.ResourceInstanceChange{
		{Addr: inst("a"), ProviderConfig: pc, Action: plans.CreateThenDelete},
		{Addr: inst("b"), ProviderConfig: pc, Action: plans.Update},
	}}
	// a is replaced create-before-destroy: its old object is destroyed
	// after the new one exists and b has been updated to use it. The
	// expansion of b waits for a's instance, since a reference to a
	// resource names its instances too.
	expectDOT(t, dot(t, OperationOptions{Type: TypeApply, Config: cfg, State: st, Plan: plan}, false), `
"[root] provider[\"terraform.io/builtin/terraform\"]" [label = "provider[\"terraform.io/builtin/terraform\"]", shape = "diamond"]
"[root] terraform_data.a" [label = "terraform_data.a", shape = "box"]
"[root] terraform_data.a (destroy)" [label = "terraform_data.a", shape = "box"]
"[root] terraform_data.a (expand)" [label = "terraform_data.a", shape = "box"]
"[root] terraform_data.b" [label = "terraform_data.b", shape = "box"]
"[root] terraform_data.b (expand)" [label = "terraform_data.b", shape = "box"]
"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.a (destroy)"
"[root] root" -> "[root] provider[\"terraform.io/builtin/terraform\"] (close)"
"[root] terraform_data.a (destroy)" -> "[root] terraform_data.b"
"[root] terraform_data.a (expand)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"
"[root] terraform_data.a" -> "[root] terraform_data.a (expand)"
"[root] terraform_data.b (expand)" -> "[root] terraform_data.a"
"[root] terraform_data.b" -> "[root] terraform_data.b (expand)"
`)
	// Without a plan, the apply graph has no instances.
	empty := dot(t, OperationOptions{Type: TypeApply, Config: cfg, State: st}, false)
	if strings.Contains(empty, `"[root] terraform_data.a"`) || !strings.Contains(empty, `"[root] terraform_data.b (expand)" -> "[root] terraform_data.a (expand)"`) {
		t.Fatalf("apply graph without a plan:\n%s", empty)
	}
}

func TestOperationGraphCycles(t *testing.T) {
	cfg := loadConfig(t, map[string]string{"main.tf": `
resource "terraform_data" "a" {
  depends_on = [terraform_data.b]
}
resource "terraform_data" "b" {
  depends_on = [terraform_data.a]
}
`})
	op := BuildOperation(OperationOptions{Type: TypePlan, Config: cfg, ProviderSource: testSource})
	diags := op.CycleDiagnostics()
	if len(diags) != 1 || diags[0].Summary != "Cycle:\n  terraform_data.a (expand)\n  terraform_data.b (expand)" {
		t.Fatalf("cycle diagnostics: %v", diags)
	}
	// A graph with cycles is not reduced; -draw-cycles colours the loop.
	got := dot(t, OperationOptions{Type: TypePlan, Config: cfg}, true)
	for _, want := range []string{
		`"[root] terraform_data.a (expand)" -> "[root] terraform_data.b (expand)" [color = "red", penwidth = "2.0"]`,
		`"[root] terraform_data.b (expand)" -> "[root] terraform_data.a (expand)" [color = "red", penwidth = "2.0"]`,
		`"[root] terraform_data.a (expand)" -> "[root] provider[\"terraform.io/builtin/terraform\"]"`,
		`"[root] provider[\"terraform.io/builtin/terraform\"] (close)" -> "[root] terraform_data.a (expand)"`,
	} {
		if !strings.Contains(got, want+"\n") {
			t.Fatalf("missing %s in:\n%s", want, got)
		}
	}
	if plain := dot(t, OperationOptions{Type: TypePlan, Config: cfg}, false); strings.Contains(plain, "red") {
		t.Fatalf("cycles drawn without -draw-cycles:\n%s", plain)
	}
}
