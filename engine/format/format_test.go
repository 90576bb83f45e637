package format

import (
	"testing"
)

func TestSource(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"already formatted", "a = 1\n", "a = 1\n"},
		{"alignment and indentation",
			"resource \"a\" \"b\" {\nx=1\n    longer_name   =   \"v\"\n}\n",
			"resource \"a\" \"b\" {\n  x           = 1\n  longer_name = \"v\"\n}\n"},
		{"interpolation only", `a = "${var.x}"` + "\n", "a = var.x\n"},
		{"interpolation with strip markers", `a = "${~ var.x ~}"` + "\n", "a = var.x\n"},
		{"interpolation in nested block",
			"resource \"a\" \"b\" {\n  tags {\n    n = \"${local.n}\"\n  }\n}\n",
			"resource \"a\" \"b\" {\n  tags {\n    n = local.n\n  }\n}\n"},
		{"two interpolations kept", `a = "${var.x}${var.y}"` + "\n", `a = "${var.x}${var.y}"` + "\n"},
		{"literal prefix kept", `a = "x-${var.x}"` + "\n", `a = "x-${var.x}"` + "\n"},
		{"literal suffix kept", `a = "${var.x}-x"` + "\n", `a = "${var.x}-x"` + "\n"},
		{"directive kept", `a = "%{if var.x}y%{endif}"` + "\n", `a = "%{if var.x}y%{endif}"` + "\n"},
		{"nested template inside", `a = "${foo("${bar}")}"` + "\n", `a = foo("${bar}")` + "\n"},
		{"object values are not unwrapped", "a = {\n  b = \"${var.x}\"\n}\n", "a = {\n  b = \"${var.x}\"\n}\n"},
		{"newlines inside braces trimmed", "a = \"${\n  var.x\n}\"\n", "a = var.x\n"},
		{"multi-line expression parenthesised", "a = \"${var.x ?\n1 : 2}\"\n", "a = (var.x ?\n1 : 2)\n"},
		{"already parenthesised", "a = \"${(var.x ?\n1 : 2)}\"\n", "a = (var.x ?\n1 : 2)\n"},
		{"legacy quoted string type", "variable \"v\" {\n  type = \"string\"\n}\n", "variable \"v\" {\n  type = string\n}\n"},
		{"legacy quoted list type", "variable \"v\" {\n  type = \"list\"\n}\n", "variable \"v\" {\n  type = list(string)\n}\n"},
		{"legacy quoted map type", "variable \"v\" {\n  type = \"map\"\n}\n", "variable \"v\" {\n  type = map(string)\n}\n"},
		{"quoted number type untouched", "variable \"v\" {\n  type = \"number\"\n}\n", "variable \"v\" {\n  type = \"number\"\n}\n"},
		{"bare list keyword", "variable \"v\" {\n  type = list\n}\n", "variable \"v\" {\n  type = list(any)\n}\n"},
		{"bare set keyword", "variable \"v\" {\n  type    = set\n  default = []\n}\n", "variable \"v\" {\n  type    = set(any)\n  default = []\n}\n"},
		{"type outside variable untouched", "resource \"a\" \"b\" {\n  type = \"string\"\n}\n", "resource \"a\" \"b\" {\n  type = \"string\"\n}\n"},
		{"interpolation in variable default", "variable \"v\" {\n  default = \"${1}\"\n}\n", "variable \"v\" {\n  default = 1\n}\n"},
		{"unquoted labels", "resource aws_instance web {\n}\n", "resource \"aws_instance\" \"web\" {\n}\n"},
		{"comments kept", "# hi\na=1 # c\n/* x */\nbb = 2\n", "# hi\na = 1 # c\n/* x */\nbb = 2\n"},
		{"heredoc kept", "a = <<EOT\n${x}\nEOT\n", "a = <<EOT\n${x}\nEOT\n"},
		{"no final newline", "a=1", "a = 1"},
		{"spacing in expressions", "a = [1,2,3]\nb = {x=1}\nc = f( 1 , 2 )\n", "a = [1, 2, 3]\nb = { x = 1 }\nc = f(1, 2)\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, _, diags := Source([]byte(c.in), "main.tf")
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			if string(got) != c.want {
				t.Fatalf("got:\n%q\nwant:\n%q", got, c.want)
			}
			again, _, _ := Source(got, "main.tf")
			if string(again) != string(got) {
				t.Fatalf("formatting is not idempotent:\n%q", again)
			}
		})
	}
}

func TestSourceSyntaxError(t *testing.T) {
	in := []byte("a = \n")
	got, f, diags := Source(in, "bad.tf")
	if !diags.HasErrors() || string(got) != string(in) || f == nil {
		t.Fatalf("got %q %v", got, diags)
	}
}

func TestSupported(t *testing.T) {
	for name, want := range map[string]bool{
		"main.tf": true, "x.tfvars": true, "a.tftest.hcl": true, "m.tfmock.hcl": true,
		"main.tf.json": false, "x.tfvars.json": false, "README.md": false, "x.hcl": false,
	} {
		if Supported(name) != want {
			t.Errorf("%s: want %v", name, want)
		}
	}
}
