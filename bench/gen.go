// Package bench holds tfplay's performance benchmarks and the generator of
// the configurations they run on.
//
// Generate writes a realistic Terraform configuration of a given number of
// managed resource instances, all of type terraform_data (so that real
// Terraform can plan the very same files without any provider download):
// resources repeated with count and for_each, a local module called once
// per group, terraform_remote_state data sources reading a local state
// file, locals, variables, outputs, and a chain of references running
// through the whole configuration from the first group to the last.
//
// The benchmarks (bench_test.go) run these configurations through
// command.Run on an in-memory file tree, as the browser does; the Node and
// Chromium benchmarks (bench/*.mjs, driven by scripts/bench.mjs) get the
// same files from cmd/genconfig.
package bench

import (
	"fmt"
	"sort"
	"strings"
)

// Options shape a generated configuration.
type Options struct {
	// Resources is the number of managed resource instances the plan
	// creates; it is rounded up to a multiple of GroupSize.
	Resources int
	// NoModules inlines what the local module would hold, so that the whole
	// configuration can live in files of the root module only (the
	// single-editor playground page).
	NoModules bool
	// SingleFile puts every root-module block into main.tf.
	SingleFile bool
}

// GroupSize is the number of resource instances one group of blocks
// declares: 3 with count, 3 with for_each, 3 in the module (2 with count,
// 1 referencing them) and 1 at the end of the chain.
const GroupSize = 10

// groupsPerFile is how many groups go in one groupNNN.tf file: files of
// about a hundred resources, as people split real configurations.
const groupsPerFile = 10

// Groups returns the number of groups that make up n resource instances.
func Groups(n int) int {
	if n <= 0 {
		return 0
	}
	return (n + GroupSize - 1) / GroupSize
}

// Generate returns the files of a configuration (path relative to the
// working directory → content).
func Generate(opt Options) map[string]string {
	groups := Groups(opt.Resources)
	files := map[string]string{}
	var main strings.Builder
	main.WriteString(header)
	if !opt.NoModules {
		files["modules/app/main.tf"] = moduleFile
	}
	files["shared.tfstate"] = sharedState

	fileOf := func(g int) string {
		if opt.SingleFile {
			return "main.tf"
		}
		return fmt.Sprintf("group%03d.tf", g/groupsPerFile)
	}
	bodies := map[string]*strings.Builder{"main.tf": &main}
	for g := 0; g < groups; g++ {
		name := fileOf(g)
		b := bodies[name]
		if b == nil {
			b = &strings.Builder{}
			bodies[name] = b
		}
		if g%groupsPerFile == 0 {
			// One remote state data source per file of groups.
			fmt.Fprintf(b, remoteStateBlock, g/groupsPerFile)
		}
		writeGroup(b, g, opt)
	}
	names := make([]string, 0, len(bodies))
	for n := range bodies {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		files[n] = bodies[n].String()
	}
	if groups > 0 {
		files["main.tf"] += fmt.Sprintf(tailBlock, groups-1)
	}
	return files
}

// writeGroup writes the blocks of group g.
func writeGroup(b *strings.Builder, g int, opt Options) {
	shard := g / groupsPerFile
	prev := `var.seed`
	if g > 0 {
		prev = fmt.Sprintf("terraform_data.g%d_chain.output.id", g-1)
	}
	fmt.Fprintf(b, `
# ---- group %[1]d ----

locals {
  g%[1]d_names = {
    alpha = "a-%[1]d"
    beta  = "b-%[1]d"
    gamma = "c-%[1]d"
  }
}

resource "terraform_data" "g%[1]d_count" {
  count = 3

  input = {
    name   = format("%%s-g%[1]d-%%02d", var.prefix, count.index)
    region = data.terraform_remote_state.shared_%[2]d.outputs.region
    after  = %[3]s
    tags   = merge(local.common_tags, { index = tostring(count.index) })
  }
}

resource "terraform_data" "g%[1]d_each" {
  for_each = local.g%[1]d_names

  input = {
    key    = each.key
    value  = upper(each.value)
    parent = terraform_data.g%[1]d_count[0].output.name
    cidr   = cidrsubnet(data.terraform_remote_state.shared_%[2]d.outputs.vpc_cidr, 8, %[4]d)
  }
  triggers_replace = [each.value]
}
`, g, shard, prev, g%256)
	if opt.NoModules {
		fmt.Fprintf(b, `
resource "terraform_data" "g%[1]d_app_server" {
  count = 2

  input = {
    name  = "${var.prefix}-g%[1]d-server-${count.index}"
    zone  = element(["a", "b", "c"], count.index)
    after = terraform_data.g%[1]d_each["alpha"].output.parent
  }
}

resource "terraform_data" "g%[1]d_app_lb" {
  input = {
    name    = "${var.prefix}-g%[1]d-lb"
    servers = terraform_data.g%[1]d_app_server[*].output.name
  }
}

resource "terraform_data" "g%[1]d_chain" {
  input = {
    id      = sha1(join(",", concat([for k, v in terraform_data.g%[1]d_each : v.output.value], [terraform_data.g%[1]d_app_lb.output.name])))
    servers = length(terraform_data.g%[1]d_app_server)
  }
}

output "g%[1]d" {
  value = terraform_data.g%[1]d_chain.output.id
}
`, g)
		return
	}
	fmt.Fprintf(b, `
module "g%[1]d_app" {
  source = "./modules/app"

  name    = "${var.prefix}-g%[1]d"
  servers = 2
  after   = terraform_data.g%[1]d_each["alpha"].output.parent
  tags    = local.common_tags
}

resource "terraform_data" "g%[1]d_chain" {
  input = {
    id      = sha1(join(",", concat([for k, v in terraform_data.g%[1]d_each : v.output.value], [module.g%[1]d_app.lb_name])))
    servers = length(module.g%[1]d_app.server_names)
  }
}

output "g%[1]d" {
  value = terraform_data.g%[1]d_chain.output.id
}
`, g)
}

const header = `terraform {
  required_version = ">= 1.5.0"
}

variable "prefix" {
  type    = string
  default = "bench"
}

variable "seed" {
  type    = string
  default = "0000"
}

locals {
  common_tags = {
    project = "tfplay-bench"
    owner   = "platform"
  }
}
`

const remoteStateBlock = `
data "terraform_remote_state" "shared_%d" {
  backend = "local"
  config = {
    path = "${path.module}/shared.tfstate"
  }
}
`

const tailBlock = `
output "last" {
  value = terraform_data.g%d_chain.output.id
}
`

const moduleFile = `variable "name" {
  type = string
}

variable "servers" {
  type    = number
  default = 1
}

variable "after" {
  type = string
}

variable "tags" {
  type    = map(string)
  default = {}
}

resource "terraform_data" "server" {
  count = var.servers

  input = {
    name  = "${var.name}-server-${count.index}"
    zone  = element(["a", "b", "c"], count.index)
    after = var.after
    tags  = var.tags
  }
}

resource "terraform_data" "lb" {
  input = {
    name    = "${var.name}-lb"
    servers = terraform_data.server[*].output.name
  }
}

output "lb_name" {
  value = terraform_data.lb.output.name
}

output "server_names" {
  value = terraform_data.server[*].output.name
}
`

// sharedState is the state file the terraform_remote_state data sources
// read: another configuration's outputs.
const sharedState = `{
  "version": 4,
  "terraform_version": "1.9.0",
  "serial": 3,
  "lineage": "5f0c2d8e-9a57-4d0e-8c1b-0c8e7e3b6a11",
  "outputs": {
    "region": {
      "value": "eu-west-1",
      "type": "string"
    },
    "vpc_cidr": {
      "value": "10.0.0.0/8",
      "type": "string"
    }
  },
  "resources": [],
  "check_results": null
}
`
