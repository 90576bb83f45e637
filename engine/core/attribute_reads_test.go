package core_test

import (
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
