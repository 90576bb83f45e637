package command

import (
	"strings"
	"testing"
	"testing/fstest"
)

func fmtTestFS() fstest.MapFS {
	return fstest.MapFS{
		"main.tf":             {Data: []byte("resource \"a\" \"b\" {\nx=1\n  yy = \"${var.v}\"\n}\n")},
		"ok.tf":               {Data: []byte("a = 1\n")},
		"vars.tfvars":         {Data: []byte("v=\"x\"\n")},
		"data.tf.json":        {Data: []byte("{\"locals\":{  }}")},
		".hidden.tf":          {Data: []byte("a=1\n")},
		"modules/m/main.tf":   {Data: []byte("variable \"v\" {\n  type = \"string\"\n}\n")},
		"modules/m/README.md": {Data: []byte("x=1\n")},
	}
}

func TestFmt(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		stdin  string
		stdout string
		stderr string
		exit   int
		files  map[string]string
	}{
		{name: "current directory", args: nil, stdout: "main.tf\nvars.tfvars\n",
			files: map[string]string{
				"main.tf":     "resource \"a\" \"b\" {\n  x  = 1\n  yy = var.v\n}\n",
				"vars.tfvars": "v = \"x\"\n",
			}},
		{name: "recursive", args: []string{"-recursive"}, stdout: "main.tf\nmodules/m/main.tf\nvars.tfvars\n",
			files: map[string]string{
				"main.tf":           "resource \"a\" \"b\" {\n  x  = 1\n  yy = var.v\n}\n",
				"modules/m/main.tf": "variable \"v\" {\n  type = string\n}\n",
				"vars.tfvars":       "v = \"x\"\n",
			}},
		{name: "directory argument", args: []string{"./modules/m/"}, stdout: "modules/m/main.tf\n",
			files: map[string]string{"modules/m/main.tf": "variable \"v\" {\n  type = string\n}\n"}},
		{name: "absolute path inside the directory", args: []string{"/work/proj/ok.tf", "/work/proj/vars.tfvars"}, stdout: "vars.tfvars\n",
			files: map[string]string{"vars.tfvars": "v = \"x\"\n"}},
		{name: "check", args: []string{"-check"}, stdout: "main.tf\nvars.tfvars\n", exit: 3},
		{name: "check quietly", args: []string{"-check", "-list=false"}, exit: 3},
		{name: "check formatted file", args: []string{"-check", "ok.tf"}},
		{name: "no write", args: []string{"-write=false"}, stdout: "main.tf\nvars.tfvars\n"},
		{name: "print formatted", args: []string{"-write=false", "-list=false", "vars.tfvars"}, stdout: "v = \"x\"\n"},
		{name: "diff", args: []string{"-diff", "-write=false", "vars.tfvars"},
			stdout: "vars.tfvars\n--- old/vars.tfvars\n+++ new/vars.tfvars\n@@ -1 +1 @@\n-v=\"x\"\n+v = \"x\"\n"},
		{name: "stdin", args: []string{"-"}, stdin: "a=1\nbb = \"${x}\"\n", stdout: "a  = 1\nbb = x\n"},
		{name: "stdin check", args: []string{"-check", "-"}, stdin: "a=1\n", stdout: "<stdin>\n", exit: 3},
		{name: "stdin diff", args: []string{"-diff", "-"}, stdin: "a=1\n",
			stdout: "--- old/<stdin>\n+++ new/<stdin>\n@@ -1 +1 @@\n-a=1\n+a = 1\n"},
		{name: "missing target", args: []string{"nope"}, stderr: "\nError: No file or directory at nope\n\n", exit: 2},
		{name: "unsupported file", args: []string{"data.tf.json"},
			stderr: "\nError: Only .tf, .tfvars, and .tftest.hcl files can be processed with terraform fmt\n\n", exit: 2},
		{name: "bad flag", args: []string{"-nope"},
			stderr: "\nError: Failed to parse command-line flags\n\nflag provided but not defined: -nope\n\nFor more help on using this command, run:\n  terraform fmt -help\n", exit: 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := Request{Args: append([]string{"fmt"}, c.args...), FS: fmtTestFS(), Dir: "/work/proj"}
			if c.stdin != "" {
				req.Stdin = strings.NewReader(c.stdin)
			}
			res := Run(req)
			if res.Stdout != c.stdout || res.Stderr != c.stderr || res.ExitCode != c.exit {
				t.Fatalf("got exit %d\nstdout:\n%q\nstderr:\n%q", res.ExitCode, res.Stdout, res.Stderr)
			}
			if len(res.Files) != len(c.files) {
				t.Fatalf("wrote %d files, want %d: %v", len(res.Files), len(c.files), res.Files)
			}
			for name, want := range c.files {
				if got := string(res.Files[name]); got != want {
					t.Errorf("%s:\n%q\nwant\n%q", name, got, want)
				}
			}
		})
	}
}

func TestFmtSyntaxError(t *testing.T) {
	res := Run(Request{Args: []string{"fmt"}, FS: fstest.MapFS{
		"bad.tf":  {Data: []byte("a = \"x\nb = 1\n")},
		"good.tf": {Data: []byte("a=1\n")},
	}})
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, "Error: Invalid multi-line string") ||
		!strings.Contains(res.Stderr, "on bad.tf line 1:") || res.Stdout != "good.tf\n" {
		t.Fatalf("got %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if _, wrote := res.Files["bad.tf"]; wrote {
		t.Fatal("a file with syntax errors was rewritten")
	}
}
