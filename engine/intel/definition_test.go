package intel

import "testing"

func TestDefinition(t *testing.T) {
	files := map[string]string{}
	for n, s := range workspace {
		files[n] = s
	}
	files["terraform.tfvars"] = "region = \"us-east-1\"\n"
	fsys := mapFS(files)
	tests := []struct {
		name    string
		file    string
		find    string
		n       int
		to      string // file of the definition
		at      string // text the definition's range starts with
		fullEnd string // text the full range ends with
	}{
		{"variable in another file", "main.tf", "region = var.region", 14, "variables.tf", `variable "region"`, "}"},
		{"variable from its root", "main.tf", "region = var.region", 9, "variables.tf", `variable "region"`, "}"},
		{"local value", "main.tf", "local.prefix", 8, "main.tf", "prefix", `"demo-${var.region}"`},
		{"data source", "main.tf", "data.example_image.base.id", 20, "main.tf", `data "example_image" "base"`, "}"},
		{"data source from its attribute", "main.tf", "data.example_image.base.id", 25, "main.tf", `data "example_image" "base"`, "}"},
		{"resource", "outputs.tf", "example_server.app : k", 16, "main.tf", `resource "example_server" "app"`, "}"},
		{"resource instance attribute", "outputs.tf", `app["api"].id`, 12, "main.tf", `resource "example_server" "app"`, "}"},
		{"module call", "outputs.tf", "module.network.cidr", 9, "main.tf", `module "network"`, "}"},
		{"output in the child module", "outputs.tf", "module.network.cidr", 16, "modules/network/main.tf", `output "cidr"`, "}"},
		{"each to for_each", "main.tf", "upper(each.key)", 8, "main.tf", "for_each", "for_each"},
		{"count to count", "main.tf", "count.index", 2, "main.tf", "count", "count"},
		{"module argument to the child's variable", "main.tf", "cidr   = ", 1, "modules/network/main.tf", `variable "cidr"`, "}"},
		{"in a child module", "modules/network/main.tf", "input = var.cidr", 12, "modules/network/main.tf", `variable "cidr"`, "}"},
		{"tfvars name", "terraform.tfvars", "region", 2, "variables.tf", `variable "region"`, "}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := files[tt.file]
			locs := Definition(fsys, tt.file, offsetOf(t, src, tt.find, tt.n))
			if len(locs) != 1 {
				t.Fatalf("got %+v, want one location", locs)
			}
			l := locs[0]
			target := files[l.File]
			if l.File != tt.to || l.Range.End > len(target) || l.Full.End > len(target) {
				t.Fatalf("got %+v, want a location in %s", l, tt.to)
			}
			if got := target[l.Range.Start:l.Range.End]; len(got) < len(tt.at) || got[:len(tt.at)] != tt.at {
				t.Errorf("range covers %q, want %q", got, tt.at)
			}
			full := target[l.Full.Start:l.Full.End]
			if l.Full.Start != l.Range.Start || len(full) < len(tt.fullEnd) || full[len(full)-len(tt.fullEnd):] != tt.fullEnd {
				t.Errorf("full range covers %q, want it to start with the range and end with %q", full, tt.fullEnd)
			}
		})
	}
	for _, probe := range []struct {
		file, find string
		n          int
	}{{"main.tf", "upper(each", 2}, {"main.tf", `"ubuntu"`, 2}, {"main.tf", "terraform {", 2}, {"main.tf", "[80, 443]", 1}} {
		if locs := Definition(fsys, probe.file, offsetOf(t, files[probe.file], probe.find, probe.n)); len(locs) != 0 {
			t.Errorf("definition at %q+%d: %+v, want none", probe.find, probe.n, locs)
		}
	}
}
