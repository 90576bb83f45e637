package core_test

import (
	"regexp"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/zclconf/go-cty/cty"
)

// TestAttributeReads checks which attribute paths the walk of a
// configuration finds, per resource type, for the forms people write.
func TestAttributeReads(t *testing.T) {
	fsys := fstest.MapFS{
		"main.tf": {Data: []byte(`
data "ucloud_images" "default" {
  name_regex = "^CentOS"
}
data "ucloud_zones" "all" {}

resource "ucloud_instance" "web" {
  count             = length(data.ucloud_zones.all.zones)
  availability_zone = data.ucloud_zones.all.zones[count.index].name
  image_id          = data.ucloud_images.default.images[0].id
  name              = "web"
  dynamic "data_disks" {
    for_each = [1]
    content { size = 20 }
  }
  provisioner "local-exec" {
    command = "echo ${self.public_ip}"
  }
}

resource "ucloud_lb" "web" {
  for_each = toset(["a"])
  name     = ucloud_instance.web[0].name
}

locals {
  ips     = ucloud_instance.web[*].private_ip
  ids     = [for i in ucloud_instance.web : i.disk_set[0].id]
  tags    = ucloud_lb.web["a"].tags["env"]
  n       = one(data.ucloud_images.default.images).size + 1
  legacy  = ucloud_instance.web.*.state
  members = values(ucloud_lb.web)[*].vip
  same    = lookup(data.ucloud_images.default.labels, "os", "")
}

output "names" {
  value = [for img in data.ucloud_images.default.images : img.name if img.ready]
}
`)},
	}
	cfg, diags := config.NewParser(fsys).LoadConfig(".")
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := core.AttributeReads(cfg)
	render := func(key string) string {
		var lines []string
		for _, r := range got.Reads[key] {
			s := ""
			for _, step := range r.Path {
				switch step := step.(type) {
				case cty.GetAttrStep:
					s += "." + step.Name
				case cty.IndexStep:
					switch {
					case !step.Key.IsKnown():
						s += "[*]"
					case step.Key.Type() == cty.String:
						s += "[" + step.Key.AsString() + "]"
					default:
						s += "[" + step.Key.AsBigFloat().String() + "]"
					}
				}
			}
			lines = append(lines, s+" "+r.Want.FriendlyName())
		}
		sort.Strings(lines)
		return strings.Join(lines, "\n")
	}
	want := map[string]string{
		"data.ucloud_images": strings.Join([]string{
			".images list of dynamic",
			".images[*].name dynamic",
			".images[*].ready bool",
			".images[*].size number",
			".images[0].id dynamic",
			".labels[os] dynamic",
		}, "\n"),
		"data.ucloud_zones": ".zones list of dynamic\n.zones[*].name dynamic",
		"ucloud_instance": strings.Join([]string{
			".disk_set[0].id dynamic",
			".name dynamic",
			".private_ip dynamic",
			".public_ip string",
			".state dynamic",
		}, "\n"),
		"ucloud_lb": ".tags[env] dynamic\n.vip dynamic",
	}
	for key, w := range want {
		if g := render(key); g != w {
			t.Errorf("reads of %s:\n%s\nwant:\n%s", key, g, w)
		}
	}
	args := strings.Join(got.Arguments["ucloud_instance"], " ")
	if args != "availability_zone count data_disks image_id name provisioner" {
		t.Errorf("arguments of ucloud_instance: %s", args)
	}
}

// The generic mock's schema follows what the configuration reads; editing
// which attributes are read or set keeps the objects already created.
func TestGenericMockSchemaFollowsTheConfiguration(t *testing.T) {
	base := `
terraform {
  required_providers {
    acme = { source = "example-corp/acme" }
  }
}
data "acme_images" "base" {
  name_regex = "^CentOS"
}
resource "acme_server" "web" {
  count    = 2
  name     = "web-${count.index}"
  image_id = data.acme_images.base.images[0].id
  tag      = "demo"
}
`
	w := newWorkspace(t, map[string]string{"main.tf": base + `
output "ips" {
  value = acme_server.web[*].private_ip
}
output "disk_sizes" {
  value = [for d in data.acme_images.base.images[0].disks : d.size_gb]
}
`})
	w.must("init")
	plan := w.must("plan")
	if !strings.Contains(plan, `+ private_ip = (known after apply)`) || !regexp.MustCompile(`\+ image_id += "image-[a-z0-9]{8}"`).MatchString(plan) {
		t.Fatalf("plan:\n%s", plan)
	}
	out := w.must("apply", "-auto-approve")
	if !regexp.MustCompile(`disk_sizes = \[\n  \d+,\n  \d+,\n\]\nips = \[\n  "10\.\d+\.\d+\.\d+",\n  "10\.\d+\.\d+\.\d+",\n\]`).MatchString(out) {
		t.Fatalf("apply:\n%s", out)
	}
	if out := w.must("plan"); !strings.Contains(out, "No changes.") {
		t.Fatalf("re-plan:\n%s", out)
	}

	// No longer reading private_ip, nor setting tag: nothing is
	// replaced, the computed private_ip keeps its value and tag, an
	// argument taken out, is set to null as a real optional argument is.
	w.fs["main.tf"].Data = []byte(strings.Replace(base, `tag      = "demo"`, "", 1))
	out = w.must("plan")
	if !strings.Contains(out, "Changes to Outputs:") || strings.Contains(out, "replaced") ||
		!strings.Contains(out, `- tag      = "demo" -> null`) || strings.Contains(out, "private_ip") ||
		!strings.Contains(out, "Plan: 0 to add, 2 to change, 0 to destroy.") {
		t.Fatalf("plan without the reads nor tag:\n%s", out)
	}
	w.must("apply", "-auto-approve")
	if out := w.must("plan"); !strings.Contains(out, "No changes.") {
		t.Fatalf("re-plan without tag:\n%s", out)
	}

	// Reading an attribute the objects never had: refreshed into them
	// (while tag, set again, is updated).
	w.fs["main.tf"].Data = []byte(base + `
output "first_disk" {
  value = acme_server.web[0].disk_set[0].id
}
`)
	out = w.must("apply", "-auto-approve")
	if !regexp.MustCompile(`Resources: 0 added, 2 changed, 0 destroyed[\s\S]*first_disk = "disk-[a-z0-9]{8}"`).MatchString(out) {
		t.Fatalf("apply with a new read:\n%s", out)
	}
	if out := w.must("plan"); !strings.Contains(out, "No changes.") {
		t.Fatalf("re-plan:\n%s", out)
	}
}

// Attributes read from a generic resource's nested blocks without being
// set in them are computed in each block; the configured arguments are
// stored with their types.
func TestGenericMockComputedInNestedBlocks(t *testing.T) {
	w := newWorkspace(t, map[string]string{"main.tf": `
terraform {
  required_providers {
    acme = { source = "example-corp/acme" }
  }
}
resource "acme_security_group" "web" {
  name = "web"
  rules {
    port_range = "80"
    protocol   = "tcp"
  }
  rules {
    port_range = "443"
    protocol   = "tcp"
  }
}
output "rule_ids" {
  value = acme_security_group.web.rules[*].rule_id
}
`})
	w.must("init")
	plan := w.must("plan")
	if !strings.Contains(plan, "+ rule_id    = (known after apply)") || !strings.Contains(plan, `+ port_range = "443"`) {
		t.Fatalf("plan:\n%s", plan)
	}
	out := w.must("apply", "-auto-approve")
	// A splat over a list block gives a list, printed as Terraform does.
	if !regexp.MustCompile(`rule_ids = tolist\(\[\n  "rule-[a-z0-9]{8}",\n  "rule-[a-z0-9]{8}",\n\]\)`).MatchString(out) {
		t.Fatalf("apply:\n%s", out)
	}
	if out := w.must("plan"); !strings.Contains(out, "No changes.") {
		t.Fatalf("re-plan:\n%s", out)
	}
	show := w.must("show", "-json")
	if !strings.Contains(show, `"port_range":"80"`) || strings.Contains(show, `"type":"string"`) {
		t.Fatalf("state values are not plain:\n%s", show)
	}
}
