package core_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/zclconf/go-cty/cty"
)

// TestAttributeReadsArgumentTypes checks the static types the walk gives
// the arguments a type's blocks set, unified across its blocks.
func TestAttributeReadsArgumentTypes(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf": {Data: []byte(`
variable "zone" {
  type = string
}
variable "sizes" {
  type = list(number)
}
variable "anything" {}

locals {
  prefix = "web"
}

data "ucloud_images" "default" {
  name_regex = "^CentOS"
}

resource "ucloud_vpc" "default" {
  cidr_blocks = ["192.168.0.0/16"]
  tags        = { env = "dev" }
}

resource "ucloud_instance" "web" {
  count             = 2
  name              = format("%s-%02d", local.prefix, count.index + 1)
  availability_zone = var.zone
  image_id          = data.ucloud_images.default.images[0].id
  vpc_id            = ucloud_vpc.default.id
  cidrs             = ucloud_vpc.default.cidr_blocks
  disk_size         = var.sizes[0]
  enabled           = count.index > 0
  port              = 80
  user_data         = var.anything
  ids               = toset(["a", "b"])
  mixed             = 1
  settings          = { size = 1, name = "x" }

  rules {
    port_range = "80"
    protocol   = "tcp"
  }
  dynamic "rules" {
    for_each = [443]
    content {
      port_range = rules.value
      protocol   = "tcp"
    }
  }
}

resource "ucloud_instance" "db" {
  name      = "db"
  mixed     = "two"
  user_data = "#!/bin/sh"
  port      = null
  ids       = ["c"]
}
`)},
	}
	cfg, diags := config.NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	reads := core.AttributeReads(cfg)
	inst := reads.Configured["ucloud_instance"]
	if inst == nil {
		t.Fatalf("no configured arguments for ucloud_instance: %#v", reads.Configured)
	}
	want := map[string]cty.Type{
		"name":              cty.String,
		"availability_zone": cty.String,
		"image_id":          cty.String,
		"vpc_id":            cty.String,
		"cidrs":             cty.List(cty.String),
		"disk_size":         cty.Number,
		"enabled":           cty.Bool,
		"port":              cty.Number,
		"user_data":         cty.String,
		"ids":               cty.List(cty.String),
		"mixed":             cty.String,
		"settings":          cty.Object(map[string]cty.Type{"size": cty.Number, "name": cty.String}),
	}
	for name, ty := range want {
		if got := inst.Arguments[name]; !got.Equals(ty) {
			t.Errorf("%s: got %#v, want %#v", name, got, ty)
		}
	}
	if _, ok := inst.Arguments["count"]; ok {
		t.Errorf("count is a meta-argument, not an argument")
	}
	rules := inst.Blocks["rules"]
	if rules == nil {
		t.Fatalf("no rules block: %#v", inst.Blocks)
	}
	if got := rules.Arguments["protocol"]; got != cty.String {
		t.Errorf("rules.protocol: got %#v", got)
	}
	if got := rules.Arguments["port_range"]; got != cty.String {
		t.Errorf("rules.port_range: got %#v (a string in one block, any type in the other)", got)
	}
	vpc := reads.Configured["ucloud_vpc"]
	if got := vpc.Arguments["tags"]; !got.Equals(cty.Map(cty.String)) {
		t.Errorf("tags: got %#v", got)
	}
	if got := reads.Configured["data.ucloud_images"].Arguments["name_regex"]; got != cty.String {
		t.Errorf("name_regex: got %#v", got)
	}
}

// TestAttributeReadsArgumentTypesManyReferences walks locals that refer
// to the next one many times over, and to themselves: each is looked at
// once, so the walk ends at once.
func TestAttributeReadsArgumentTypesManyReferences(t *testing.T) {
	src := "locals {\n  l0 = \"x\"\n  loop = local.loop\n"
	for i := 1; i < 40; i++ {
		src += fmt.Sprintf("  l%d = [%s]\n", i, strings.Repeat(fmt.Sprintf("local.l%d, ", i-1), 10))
	}
	src += "}\nresource \"ucloud_vpc\" \"a\" {\n  deep = local.l39[0][0]\n  loop = local.loop\n}\n"
	cfg, diags := config.NewParser(fstest.MapFS{"main.tf": {Data: []byte(src)}}).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	args := core.AttributeReads(cfg).Configured["ucloud_vpc"].Arguments
	if !args["deep"].Equals(cty.List(cty.DynamicPseudoType)) && !args["deep"].Equals(cty.DynamicPseudoType) {
		t.Errorf("deep: %#v", args["deep"])
	}
	if args["loop"] != cty.DynamicPseudoType {
		t.Errorf("loop: %#v", args["loop"])
	}
}
