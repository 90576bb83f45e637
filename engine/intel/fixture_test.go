package intel

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// mark is the cursor in test sources.
const mark = "‸"

// workspace is a realistic configuration: a provider from the catalog
// required by source, variables across files, for_each and count,
// a data source, terraform_data and a local module.
var workspace = map[string]string{
	"main.tf": `terraform {
  required_providers {
    example = {
      source = "tfplay/example"
    }
  }
}

provider "example" {
  region = var.region
}

locals {
  prefix = "demo-${var.region}"
  ports  = [80, 443]
}

data "example_image" "base" {
  name = "ubuntu"
}

resource "example_server" "app" {
  for_each = var.servers
  name     = "${local.prefix}-${each.key}"
  size     = each.value.size
  image_id = data.example_image.base.id
  tags     = { Name = upper(each.key) }

  disk {
    size_gb = each.value.disk
  }
}

resource "terraform_data" "counter" {
  count = 2
  input = "n-${count.index}"
}

module "network" {
  source = "./modules/network"
  cidr   = "10.0.0.0/16"
}
`,
	"variables.tf": `variable "region" {
  type        = string
  default     = "eu-west-1"
  description = "Region of the servers."
}

variable "servers" {
  type = map(object({
    size = string
    disk = number
  }))
  default = {
    api = { size = "large", disk = 20 }
    web = { size = "small", disk = 10 }
  }
}
`,
	"outputs.tf": `output "app_ids" {
  value = { for k, s in example_server.app : k => s.id }
}

output "api_id" {
  value = example_server.app["api"].id
}

output "network_cidr" {
  value       = module.network.cidr
  description = "The network's CIDR block."
}
`,
	"modules/network/main.tf": `variable "cidr" {
  type        = string
  description = "CIDR block of the network."
}

resource "terraform_data" "net" {
  input = var.cidr
}

output "cidr" {
  value       = terraform_data.net.output
  description = "The CIDR block, once the network exists."
}

output "id" {
  value = terraform_data.net.id
}
`,
}

// mapFS builds a file system from path → content.
func mapFS(files map[string]string) fstest.MapFS {
	m := fstest.MapFS{}
	for n, s := range files {
		m[n] = &fstest.MapFile{Data: []byte(s)}
	}
	return m
}

// withCursor returns the files with the marker removed from one file
// (the one that has it) and the cursor's byte offset there.
func withCursor(t *testing.T, files map[string]string, name, edited string) (fstest.MapFS, int) {
	t.Helper()
	off := strings.Index(edited, mark)
	if off < 0 || strings.Count(edited, mark) != 1 {
		t.Fatalf("the source of %s must have exactly one %s", name, mark)
	}
	all := map[string]string{}
	for n, s := range files {
		all[n] = s
	}
	all[name] = strings.Replace(edited, mark, "", 1)
	return mapFS(all), off
}

// inFile replaces the text find in a file of files with repl (which
// holds the cursor marker), returning the edited content.
func inFile(t *testing.T, files map[string]string, name, find, repl string) string {
	t.Helper()
	src := files[name]
	if !strings.Contains(src, find) {
		t.Fatalf("%s does not contain %q", name, find)
	}
	return strings.Replace(src, find, repl, 1)
}

// offsetOf is the offset of the n-th byte of the first occurrence of find
// in a file.
func offsetOf(t *testing.T, src, find string, n int) int {
	t.Helper()
	i := strings.Index(src, find)
	if i < 0 {
		t.Fatalf("source does not contain %q", find)
	}
	return i + n
}

// run runs a terraform command over fsys and lays the files it wrote over
// it.
func run(t testing.TB, fsys fstest.MapFS, args ...string) command.Result {
	t.Helper()
	res := command.Run(command.Request{Args: append([]string{args[0], "-no-color"}, args[1:]...), FS: fsys, Dir: "/workspace", Env: map[string]string{}})
	if res.ExitCode != 0 {
		t.Fatalf("%v: exit %d\n%s%s", args, res.ExitCode, res.Stdout, res.Stderr)
	}
	for n, data := range res.Files {
		if data == nil {
			delete(fsys, n)
			continue
		}
		fsys[n] = &fstest.MapFile{Data: data}
	}
	return res
}
