package command

import (
	"encoding/json"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/diagnostics"
)

func validateJSON(t *testing.T, src string) diagnostics.ValidateResult {
	t.Helper()
	res := Run(Request{Args: []string{"validate", "-json"}, FS: fstest.MapFS{"main.tf": {Data: []byte(src)}}, Dir: "/w"})
	var out diagnostics.ValidateResult
	if err := json.Unmarshal([]byte(res.Stdout), &out); err != nil {
		t.Fatalf("validate -json printed invalid JSON: %v\n%s", err, res.Stdout)
	}
	if (res.ExitCode == 0) != out.Valid {
		t.Errorf("exit code %d does not agree with valid=%v", res.ExitCode, out.Valid)
	}
	return out
}

func TestValidateSyntaxErrorRanges(t *testing.T) {
	type pos struct{ line, col, byte int }
	cases := []struct {
		name       string
		src        string
		summary    string
		start, end pos
	}{
		{"unclosed brace", "resource \"terraform_data\" \"x\" {\n  input = \"a\"\n",
			"Unclosed configuration block", pos{1, 31, 30}, pos{1, 32, 31}},
		{"bad token", "locals {\n  a = 1 ^ 2\n}\n",
			"Unsupported operator", pos{2, 9, 17}, pos{2, 10, 18}},
		{"invalid heredoc", "locals {\n  a = <<EOT\nhello\n}\n",
			"Unterminated template string", pos{5, 1, 29}, pos{5, 2, 30}},
		// Columns count characters, bytes count UTF-8: "é" is two bytes
		// and "🙂" four before the error.
		{"non-ASCII before the error", "locals {\n  café = \"é🙂\" + \n}\n",
			"Invalid expression", pos{2, 17, 30}, pos{3, 1, 31}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := validateJSON(t, c.src)
			if out.Valid || out.ErrorCount == 0 {
				t.Fatalf("expected errors, got %+v", out)
			}
			d := out.Diagnostics[0]
			if d.Summary != c.summary {
				t.Errorf("summary = %q, want %q", d.Summary, c.summary)
			}
			if d.Range == nil {
				t.Fatal("no range")
			}
			got := [2]pos{{d.Range.Start.Line, d.Range.Start.Column, d.Range.Start.Byte}, {d.Range.End.Line, d.Range.End.Column, d.Range.End.Byte}}
			if got != [2]pos{c.start, c.end} {
				t.Errorf("range = %v, want %v", got, [2]pos{c.start, c.end})
			}
			if d.Range.Filename != "main.tf" {
				t.Errorf("filename = %q", d.Range.Filename)
			}
		})
	}
}

func TestValidateValidConfiguration(t *testing.T) {
	out := validateJSON(t, "variable \"x\" {\n  default = \"é\"\n}\noutput \"y\" {\n  value = upper(var.x)\n}\n")
	if !out.Valid || out.ErrorCount != 0 || len(out.Diagnostics) != 0 {
		t.Fatalf("expected a valid configuration, got %+v", out)
	}
}

func TestValidateHumanOutput(t *testing.T) {
	res := Run(Request{Args: []string{"validate", "-no-color"}, FS: fstest.MapFS{"main.tf": {Data: []byte("locals {\n  a = 1 +\n}\n")}}})
	if res.ExitCode != 1 {
		t.Fatalf("exit = %d", res.ExitCode)
	}
	want := "\nError: Invalid expression\n\n  on main.tf line 2, in locals:\n   2:   a = 1 +\n   3: }\n\nExpected the start of an expression, but found an invalid expression token.\n"
	if res.Stderr != want {
		t.Errorf("stderr:\n%q\nwant:\n%q", res.Stderr, want)
	}
	ok := Run(Request{Args: []string{"validate", "-no-color"}, FS: fstest.MapFS{"main.tf": {Data: []byte("locals { a = 1 }\n")}}})
	if ok.ExitCode != 0 || ok.Stdout != "Success! The configuration is valid.\n\n" {
		t.Errorf("valid config: exit %d stdout %q", ok.ExitCode, ok.Stdout)
	}
}

func TestGlobalOptionsAndUnknownCommands(t *testing.T) {
	fsys := fstest.MapFS{"sub/main.tf": {Data: []byte("locals {\n  a = \n}\n")}}
	res := Run(Request{Args: []string{"-chdir=sub", "validate", "-json"}, FS: fsys, Dir: "/w"})
	if res.ExitCode != 1 {
		t.Errorf("-chdir=sub validate: exit %d, stdout %s", res.ExitCode, res.Stdout)
	}
	if res := Run(Request{Args: []string{"-chdir=nowhere", "validate"}, FS: fsys}); res.ExitCode != 1 {
		t.Errorf("-chdir to a missing directory should fail")
	}
	res = Run(Request{Args: []string{"plna"}, FS: fsys})
	if res.ExitCode != 1 || res.Stderr != "Terraform has no command named \"plna\". Did you mean \"plan\"?\n\nTo see all of Terraform's top-level commands, run:\n  terraform -help\n\n" {
		t.Errorf("unknown command: exit %d stderr %q", res.ExitCode, res.Stderr)
	}
	if res := Run(Request{Args: []string{"-help"}}); res.ExitCode != 0 || res.Stdout == "" {
		t.Errorf("-help: exit %d", res.ExitCode)
	}
	if res := Run(Request{Args: []string{"version"}}); res.ExitCode != 0 || res.Stdout[:11] != "Terraform v" {
		t.Errorf("version: %q", res.Stdout)
	}
}
