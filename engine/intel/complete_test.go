package intel

import (
	"strings"
	"testing"
)

// labels lists the items' labels.
func labels(items []Item) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.Label
	}
	return out
}

// item finds an item by label.
func item(items []Item, label string) *Item {
	for i := range items {
		if items[i].Label == label {
			return &items[i]
		}
	}
	return nil
}

func TestComplete(t *testing.T) {
	tests := []struct {
		name       string
		file       string
		find, repl string
		// want must all be offered, in this order (others may come
		// between); absent must not be offered.
		want   []string
		absent []string
		check  func(t *testing.T, items []Item, src string, off int)
	}{
		{
			name: "top-level block types", file: "main.tf", find: "locals {", repl: mark + "\nlocals {",
			want: []string{"resource", "data", "variable", "output", "locals", "module", "provider", "terraform", "moved", "import", "removed", "check"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				r := item(items, "resource")
				if r.Snippet != "resource \"${1:type}\" \"${2:name}\" {\n\t${3}\n}" || r.InsertText != "resource \"type\" \"name\" {\n  \n}" {
					t.Errorf("resource item: snippet %q insert %q", r.Snippet, r.InsertText)
				}
			},
		},
		{
			name: "typed prefix filters block types", file: "main.tf", find: "locals {", repl: "reso" + mark + "\nlocals {",
			want: []string{"resource"}, absent: []string{"variable", "locals"},
			check: func(t *testing.T, items []Item, src string, off int) {
				r := item(items, "resource").Range
				if src[r.Start:r.End] != "reso" {
					t.Errorf("range covers %q, want the typed word", src[r.Start:r.End])
				}
			},
		},
		{
			name: "resource types in quotes, used providers first", file: "main.tf", find: "locals {", repl: "resource \"" + mark + "\"\nlocals {",
			want:   []string{"example_server", "terraform_data", "aws_instance", "google_compute_instance"},
			absent: []string{"example_image", "aws_ami"},
			check: func(t *testing.T, items []Item, src string, off int) {
				if items[0].Label != "example_server" {
					t.Errorf("first type %q, want the used provider's example_server", items[0].Label)
				}
				ai := item(items, "aws_instance")
				if ai.InsertText != "aws_instance" || ai.Range != (Range{off, off}) || ai.Detail != "hashicorp/aws" || ai.Documentation == "" {
					t.Errorf("aws_instance: %+v", ai)
				}
			},
		},
		{
			name: "resource type prefix inside quotes", file: "main.tf", find: "locals {", repl: "resource \"aws_inst" + mark + "\" \"x\" {}\nlocals {",
			want: []string{"aws_instance"}, absent: []string{"example_server"},
			check: func(t *testing.T, items []Item, src string, off int) {
				r := item(items, "aws_instance").Range
				if src[r.Start:r.End] != "aws_inst" {
					t.Errorf("range covers %q, want the label's text", src[r.Start:r.End])
				}
			},
		},
		{
			name: "resource type without quotes gets them", file: "main.tf", find: "locals {", repl: "resource aws_s3" + mark + "\nlocals {",
			want: []string{"aws_s3_bucket"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				if it := item(items, "aws_s3_bucket"); it.InsertText != `"aws_s3_bucket"` {
					t.Errorf("insert %q, want the quoted type", it.InsertText)
				}
			},
		},
		{
			name: "data source types", file: "main.tf", find: "locals {", repl: "data \"" + mark + "\nlocals {",
			want: []string{"example_image", "terraform_remote_state", "aws_ami"}, absent: []string{"example_server", "aws_instance_type"},
		},
		{
			name: "example_server arguments: required first, set ones left out", file: "main.tf",
			find: "resource \"terraform_data\" \"counter\" {", repl: "resource \"example_server\" \"extra\" {\n  size = \"big\"\n  " + mark + "\n}\n\nresource \"terraform_data\" \"counter\" {",
			want:   []string{"name", "image_id", "password", "tags", "disk", "network", "count", "for_each", "depends_on", "provider", "lifecycle"},
			absent: []string{"size", "id", "arn", "public_ip"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				n := items[0]
				if n.Label != "name" || !n.Required || n.Detail != "string, required, forces replacement" || n.Documentation == "" || n.Snippet != "name = \"${1}\"" {
					t.Errorf("first item %+v, want the required name argument", n)
				}
				if d := item(items, "disk"); d.Kind != KindBlock || d.InsertText != "disk {\n    \n  }" {
					t.Errorf("disk: %+v", d)
				}
				if c := item(items, "count"); c.Kind != KindMetaArgument {
					t.Errorf("count kind %q", c.Kind)
				}
			},
		},
		{
			name: "aws_instance arguments", file: "main.tf", find: "locals {", repl: "resource \"aws_instance\" \"web\" {\n  " + mark + "\n}\nlocals {",
			want:   []string{"ami", "instance_type", "tags"},
			absent: []string{"arn"},
		},
		{
			name: "nested block arguments", file: "main.tf", find: "    size_gb = each.value.disk\n", repl: "    size_gb = each.value.disk\n    " + mark + "\n",
			want: []string{"type"}, absent: []string{"size_gb", "id", "count"},
		},
		{
			name: "lifecycle arguments", file: "main.tf", find: "  input = \"n-${count.index}\"\n", repl: "  input = \"n-${count.index}\"\n  lifecycle {\n    " + mark + "\n  }\n",
			want: []string{"create_before_destroy", "prevent_destroy", "ignore_changes", "replace_triggered_by", "precondition", "postcondition"},
		},
		{
			name: "terraform_data arguments", file: "main.tf", find: "  count = 2\n", repl: "  count = 2\n  " + mark + "\n",
			want: []string{"triggers_replace", "for_each"}, absent: []string{"count", "input", "id", "output"},
		},
		{
			name: "module call: the child's variables, required first", file: "main.tf", find: "  cidr   = \"10.0.0.0/16\"\n", repl: "  " + mark + "\n",
			want: []string{"cidr", "version", "count", "for_each"}, absent: []string{"source"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				if items[0].Label != "cidr" || !items[0].Required || items[0].Documentation != "CIDR block of the network." {
					t.Errorf("first item %+v, want the required cidr variable", items[0])
				}
			},
		},
		{
			name: "provider block arguments", file: "main.tf", find: "  region = var.region\n}", repl: "  region = var.region\n  " + mark + "\n}",
			want: []string{"alias"}, absent: []string{"region"},
		},
		{
			name: "required_providers entries", file: "main.tf", find: "    example = {", repl: "    " + mark + "\n    example = {",
			want: []string{"aws", "google", "random"}, absent: []string{"example"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				if it := item(items, "aws"); it.InsertText != "aws = {\n      source = \"hashicorp/aws\"\n    }" {
					t.Errorf("aws insert %q", it.InsertText)
				}
			},
		},
		{
			name: "variable type keywords", file: "variables.tf", find: "type        = string", repl: "type        = " + mark,
			want: []string{"string", "number", "bool", "list", "map", "object"}, absent: []string{"upper", "var"},
		},
		{
			name: "expression start: roots, resources, functions", file: "main.tf", find: "  input = \"n-${count.index}\"", repl: "  input = " + mark,
			want:   []string{"count", "var", "local", "module", "data", "path", "terraform", "example_server.app", "upper", "true"},
			absent: []string{"each", "self", "terraform_data.counter"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				u := item(items, "upper")
				if u.Kind != KindFunction || u.Detail != "upper(str string) string" || u.Documentation == "" || u.Snippet != "upper(${1})" || u.InsertText != "upper()" {
					t.Errorf("upper: %+v", u)
				}
				if v := item(items, "var"); v.InsertText != "var." {
					t.Errorf("var inserts %q", v.InsertText)
				}
			},
		},
		{
			name: "for expression symbols", file: "outputs.tf", find: "k => s.id", repl: "k => " + mark,
			want: []string{"k", "s", "var"},
		},
		{
			name: "google_compute_instance arguments", file: "main.tf", find: "locals {", repl: "resource \"google_compute_instance\" \"vm\" {\n  " + mark + "\n}\nlocals {",
			want: []string{"machine_type", "name", "boot_disk", "network_interface", "zone", "scheduling", "count"},
		},
		{
			name: "function prefix", file: "main.tf", find: "  input = \"n-${count.index}\"", repl: "  input = upp" + mark,
			want: []string{"upper"}, absent: []string{"lower", "var"},
		},
		{
			name: "each in for_each resources", file: "main.tf", find: "size     = each.value.size", repl: "size     = " + mark,
			want: []string{"each", "var"}, absent: []string{"count"},
		},
		{
			name: "var.", file: "main.tf", find: "region = var.region", repl: "region = var." + mark,
			want: []string{"region", "servers"},
			check: func(t *testing.T, items []Item, _ string, off int) {
				r := item(items, "region")
				if r.Kind != KindVariable || r.Detail != "string" || r.Documentation != "Region of the servers." || r.Range != (Range{off, off}) {
					t.Errorf("region: %+v", r)
				}
			},
		},
		{
			name: "var. with a prefix in a template", file: "main.tf", find: "prefix = \"demo-${var.region}\"", repl: "prefix = \"demo-${var.se" + mark + "}\"",
			want: []string{"servers"}, absent: []string{"region"},
		},
		{
			name: "attributes of a variable's object type", file: "main.tf", find: "size     = each.value.size", repl: "size     = var.servers[\"api\"]." + mark,
			want: []string{"disk", "size"},
		},
		{
			name: "local.", file: "main.tf", find: "input = \"n-${count.index}\"", repl: "input = local." + mark,
			want: []string{"ports", "prefix"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				if p := item(items, "ports"); p.Detail != "[80, 443]" {
					t.Errorf("ports detail %q, want its expression", p.Detail)
				}
			},
		},
		{
			name: "module outputs", file: "outputs.tf", find: "value       = module.network.cidr", repl: "value       = module.network." + mark,
			want: []string{"cidr", "id"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				if c := item(items, "cidr"); c.Kind != KindOutput || c.Documentation != "The CIDR block, once the network exists." {
					t.Errorf("cidr: %+v", c)
				}
			},
		},
		{
			name: "module names", file: "outputs.tf", find: "value       = module.network.cidr", repl: "value       = module." + mark,
			want: []string{"network"},
		},
		{
			name: "data types", file: "main.tf", find: "image_id = data.example_image.base.id", repl: "image_id = data." + mark,
			want: []string{"example_image"},
		},
		{
			name: "data names", file: "main.tf", find: "image_id = data.example_image.base.id", repl: "image_id = data.example_image." + mark,
			want: []string{"base"},
		},
		{
			name: "data attributes", file: "main.tf", find: "image_id = data.example_image.base.id", repl: "image_id = data.example_image.base." + mark,
			want: []string{"architecture", "id", "name"},
			check: func(t *testing.T, items []Item, _ string, _ int) {
				if id := item(items, "id"); id.Detail != "string, computed (read-only)" || id.Documentation != "Image id." {
					t.Errorf("id: %+v", id)
				}
			},
		},
		{
			name: "resource names", file: "outputs.tf", find: "for k, s in example_server.app", repl: "for k, s in example_server." + mark,
			want: []string{"app"},
		},
		{
			name: "for_each resource needs a key before attributes", file: "outputs.tf", find: "for k, s in example_server.app", repl: "for k, s in example_server.app." + mark,
			absent: []string{"id", "arn"},
		},
		{
			name: "resource instance attributes and nested blocks", file: "outputs.tf", find: "for k, s in example_server.app", repl: "for k, s in example_server.app[\"api\"]." + mark,
			want: []string{"arn", "id", "name", "public_ip", "disk", "network"},
		},
		{
			name: "nested block attributes after an index", file: "outputs.tf", find: "for k, s in example_server.app", repl: "for k, s in example_server.app[\"api\"].disk[0]." + mark,
			want: []string{"id", "size_gb", "type"},
		},
		{
			name: "counted resource splat", file: "outputs.tf", find: "for k, s in example_server.app", repl: "for k, s in terraform_data.counter[*]." + mark,
			want: []string{"id", "input", "output", "triggers_replace"},
		},
		{
			name: "each.", file: "main.tf", find: "size     = each.value.size", repl: "size     = each." + mark,
			want: []string{"key", "value"},
		},
		{
			name: "each.value of a map of objects variable", file: "main.tf", find: "size     = each.value.size", repl: "size     = each.value." + mark,
			want: []string{"disk", "size"},
		},
		{
			name: "count.", file: "main.tf", find: "input = \"n-${count.index}\"", repl: "input = \"n-${count." + mark + "}\"",
			want: []string{"index"},
		},
		{
			name: "each. without for_each", file: "main.tf", find: "input = \"n-${count.index}\"", repl: "input = \"n-${each." + mark + "}\"",
			absent: []string{"key", "value"},
		},
		{
			name: "path. and terraform.", file: "main.tf", find: "prefix = \"demo-${var.region}\"", repl: "prefix = \"${path." + mark + "}\"",
			want: []string{"module", "root", "cwd"},
		},
		{
			name: "self in a provisioner", file: "main.tf", find: "  disk {\n", repl: "  provisioner \"local-exec\" {\n    command = \"echo ${self." + mark + "}\"\n  }\n  disk {\n",
			want: []string{"arn", "id", "public_ip"},
		},
		{
			name: "provisioner arguments", file: "main.tf", find: "  disk {\n", repl: "  provisioner \"local-exec\" {\n    " + mark + "\n  }\n  disk {\n",
			want: []string{"command", "when", "on_failure", "interpreter", "environment", "connection"},
		},
		{
			name: "dynamic block types", file: "main.tf", find: "  disk {\n", repl: "  dynamic \"" + mark + "\" {\n  }\n  disk {\n",
			want: []string{"disk", "network"}, absent: []string{"lifecycle", "provisioner"},
		},
		{
			name: "dynamic content is the generated block", file: "main.tf", find: "  disk {\n", repl: "  dynamic \"disk\" {\n    for_each = [1]\n    content {\n      " + mark + "\n    }\n  }\n  disk {\n",
			want: []string{"size_gb", "type"},
		},
		{
			name: "dynamic iterator", file: "main.tf", find: "  disk {\n", repl: "  dynamic \"disk\" {\n    for_each = [1]\n    content {\n      size_gb = disk." + mark + "\n    }\n  }\n  disk {\n",
			want: []string{"key", "value"},
		},
		{
			name: "depends_on offers addresses", file: "main.tf", find: "  count = 2\n", repl: "  count = 2\n  depends_on = [" + mark + "]\n",
			want: []string{"example_server.app", "data.example_image.base", "module.network"}, absent: []string{"upper"},
		},
		{
			name: "provisioner when", file: "main.tf", find: "  disk {\n", repl: "  provisioner \"local-exec\" {\n    when = " + mark + "\n  }\n  disk {\n",
			want: []string{"create", "destroy"}, absent: []string{"upper"},
		},
		{
			name: "ignore_changes offers arguments", file: "main.tf", find: "  disk {\n", repl: "  lifecycle {\n    ignore_changes = [" + mark + "]\n  }\n  disk {\n",
			want: []string{"image_id", "name", "disk", "all"}, absent: []string{"arn", "count"},
		},
		{
			name: "module source directories", file: "main.tf", find: "source = \"./modules/network\"", repl: "source = \"./mod" + mark + "\"",
			want: []string{"./modules/network"},
		},
		{
			name: "nothing in a comment", file: "main.tf", find: "locals {", repl: "# var." + mark + "\nlocals {",
			absent: []string{"region", "resource"},
		},
		{
			name: "nothing in a string", file: "main.tf", find: "name = \"ubuntu\"", repl: "name = \"ubu" + mark + "\"",
			absent: []string{"upper", "var"},
		},
		{
			name: "child module file: its own variables", file: "modules/network/main.tf", find: "input = var.cidr", repl: "input = var." + mark,
			want: []string{"cidr"}, absent: []string{"region"},
		},
		{
			name: "non-ASCII text before the cursor", file: "main.tf", find: "prefix = \"demo-${var.region}\"", repl: "prefix = \"démo 👋 ${var.r" + mark + "}\"",
			want: []string{"region"},
			check: func(t *testing.T, items []Item, src string, off int) {
				r := item(items, "region").Range
				if src[r.Start:r.End] != "r" || r.End != off {
					t.Errorf("range %+v covers %q, want the \"r\" before the cursor", r, src[r.Start:r.End])
				}
			},
		},
		{
			name: "variables in tfvars", file: "terraform.tfvars", find: "", repl: "region = \"us-east-1\"\n" + mark,
			want: []string{"servers"}, absent: []string{"region"},
		},
		{
			name: "unclosed block in the middle of the file", file: "main.tf", find: "data \"example_image\"", repl: "resource \"example_server\" \"new\" {\n  na" + mark + "\n\ndata \"example_image\"",
			want: []string{"name"}, absent: []string{"resource"},
		},
		{
			name: "argument being typed with the rest of the file broken", file: "main.tf", find: "resource \"terraform_data\" \"counter\" {", repl: "resource \"example_server\" \"x\" {\n  image_id = var.\n  na" + mark + "\n\nresource \"terraform_data\" \"counter\" {",
			want: []string{"name"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{}
			for n, s := range workspace {
				files[n] = s
			}
			edited := tt.repl
			if tt.find != "" || files[tt.file] != "" {
				edited = inFile(t, files, tt.file, tt.find, tt.repl)
			}
			fsys, off := withCursor(t, files, tt.file, edited)
			items := Complete(fsys, tt.file, off, Options{})
			src := strings.Replace(edited, mark, "", 1)
			got := labels(items)
			pos := -1
			for _, w := range tt.want {
				i := indexOf(got, w)
				if i < 0 {
					t.Errorf("%q not offered; got %v", w, got)
					continue
				}
				if i < pos {
					t.Errorf("%q offered before %q; got %v", w, tt.want[indexOf(tt.want, w)-1], got)
				}
				pos = i
			}
			for _, a := range tt.absent {
				if indexOf(got, a) >= 0 {
					t.Errorf("%q offered; got %v", a, got)
				}
			}
			for _, it := range items {
				if it.Range.Start > off || it.Range.End < off || it.Range.End > len(src) {
					t.Errorf("%q: range %+v does not hold the cursor %d", it.Label, it.Range, off)
				}
			}
			if tt.check != nil && len(items) > 0 {
				tt.check(t, items, src, off)
			}
		})
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func TestCompleteOpenTofu(t *testing.T) {
	files := map[string]string{
		"main.tf":   "locals {\n  a = \n}\n",
		"vars.tofu": "variable \"only_tofu\" {}\n",
		"other.tf":  "variable \"in_tf\" {}\n",
	}
	off := strings.Index(files["main.tf"], "= ") + 2
	tofu := Options{Env: map[string]string{"TFPLAY_FLAVOR": "opentofu"}}
	fsys := mapFS(files)
	if item(Complete(fsys, "main.tf", off, Options{}), "urldecode") != nil {
		t.Errorf("urldecode offered under Terraform")
	}
	if item(Complete(fsys, "main.tf", off, tofu), "urldecode") == nil {
		t.Errorf("urldecode not offered under OpenTofu")
	}
	edited := strings.Replace(files["main.tf"], "= ", "= var.", 1)
	files["main.tf"] = edited
	fsys = mapFS(files)
	if got := labels(Complete(fsys, "main.tf", off+4, tofu)); strings.Join(got, ",") != "in_tf,only_tofu" {
		t.Errorf("OpenTofu variables %v, want in_tf and only_tofu", got)
	}
	if got := labels(Complete(fsys, "main.tf", off+4, Options{})); strings.Join(got, ",") != "in_tf" {
		t.Errorf("Terraform variables %v, want in_tf only", got)
	}
	// Completion inside a .tofu file.
	if got := labels(Complete(fsys, "vars.tofu", 0, tofu)); indexOf(got, "resource") < 0 {
		t.Errorf("no block types in a .tofu file: %v", got)
	}
}

func TestPlainText(t *testing.T) {
	for _, tt := range []struct{ snippet, indent, want string }{
		{"upper(${1})", "", "upper()"},
		{"resource \"${1:type}\" \"${2:name}\" {\n\t${3}\n}", "  ", "resource \"type\" \"name\" {\n    \n  }"},
		{"a = {\n\t${1}\n\t\tx\n}", "", "a = {\n  \n    x\n}"},
		{"$x ${ ${a} ${12:b:c}", "", "$x ${ ${a} b:c"},
	} {
		if got := plainText(tt.snippet, tt.indent); got != tt.want {
			t.Errorf("plainText(%q, %q) = %q, want %q", tt.snippet, tt.indent, got, tt.want)
		}
	}
}

// TestCompleteWhileABlockIsOpen types a new block in the middle of a
// file: the parser then sees every later block as part of it, yet the
// later declarations stay known, until they are deleted.
func TestCompleteWhileABlockIsOpen(t *testing.T) {
	files := map[string]string{}
	for n, s := range workspace {
		files[n] = s
	}
	fsys := mapFS(files)
	Complete(fsys, "main.tf", 0, Options{}) // the file as it was before typing
	typing := "resource \"example_server\" \"new\" {\n  name = module."
	edited := strings.Replace(files["main.tf"], "data \"example_image\"", typing+"\n\ndata \"example_image\"", 1)
	fsys["main.tf"].Data = []byte(edited)
	off := strings.Index(edited, typing) + len(typing)
	if got := labels(Complete(fsys, "main.tf", off, Options{})); indexOf(got, "network") < 0 {
		t.Errorf("module. offers %v while the block is open, want network", got)
	}
	fsys["main.tf"].Data = []byte(edited[:off] + "network." + edited[off:])
	if got := labels(Complete(fsys, "main.tf", off+len("network."), Options{})); strings.Join(got, ",") != "cidr,id" {
		t.Errorf("module.network. offers %v, want cidr and id", got)
	}
	// The module block deleted: it is no longer offered.
	gone := strings.Replace(edited, "module \"network\" {", "moduleX {", 1)
	fsys["main.tf"].Data = []byte(gone)
	if got := labels(Complete(fsys, "main.tf", off, Options{})); indexOf(got, "network") >= 0 {
		t.Errorf("module. offers %v after the module block is gone", got)
	}
}
