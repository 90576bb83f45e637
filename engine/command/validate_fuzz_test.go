package command

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"github.com/tfplay/tfplay/engine/diagnostics"
)

// validateSeeds are hand-written inputs for the load+validate targets:
// the corners of HCL's syntax where a parser or a range computation is
// most likely to go wrong.
var validateSeeds = []string{
	"",
	"\x00",
	"\xff\xfe",
	"locals {\n  a = <<EOT\nhello\n}\n",
	"locals {\n  a = \"${\n}\n",
	"locals {\n  a = \"%{ if true }x\n}\n",
	"locals {\n  a = [for x in [1] : x if\n}\n",
	"resource \"terraform_data\" \"x\" {\n  input = {\n",
	"locals { a = 1 }\nlocals { a = 2 }\n",
	"variable \"v\" {\n  type = object({ a = optional(list(map(string)), []) })\n}\n",
	"variable \"v\" {\n  type = map(\n}\n",
	"module \"m\" {\n  source = \"./\"\n}\n",
	"output \"o\" {\n  value = local.nope\n}\n",
	"terraform {\n  required_version = \">= 99\"\n}\n",
	"resource \"terraform_data\" \"x\" {\n  count    = 2\n  for_each = {}\n}\n",
	"locals {\n  café = \"é🙂\" + \n}\n",
	"locals {\r\n  a = 1 +\r\n}\r\n",
	"/* unterminated comment",
	"locals {\n  a = \"\\u{110000}\"\n}\n",
	"dynamic \"x\" {}\n",
	"check \"c\" {\n  assert {\n    condition = false\n    error_message = \"m\"\n  }\n}\n",
	"import {\n  to = terraform_data.x\n  id = \"i\"\n}\n",
	"moved {\n  from = a.b\n  to = a.b\n}\n",
	"removed {\n  from = terraform_data.x\n}\n",
}

// validateJSONSeeds are hand-written inputs for the .tf.json target.
var validateJSONSeeds = []string{
	"",
	"{}",
	"[]",
	"null",
	"{\"locals\": {\"a\": \"${1 +}\"}}",
	"{\"resource\": {\"terraform_data\": {\"x\": [{\"input\": 1}, {\"input\": 2}]}}}",
	"{\"variable\": {\"v\": {\"type\": \"list(\"}}}",
	"{\"output\": {\"o\": {\"value\": \"${local.nope}\"}}}",
	"{\"//\": \"comment\", \"module\": {\"m\": {\"source\": \"./\"}}}",
	"{\"locals\": {\"a\": 1e400}}",
	"{\"locals\": {\"a\": \"\\ud800\"}}",
	"{\"locals\": ",
}

// allowedEmptyDetail are diagnostic summaries Terraform itself prints
// without a detail (recorded in the conformance corpus).
func allowedEmptyDetail(summary string) bool {
	return strings.HasPrefix(summary, "Cycle:")
}

// FuzzValidate loads arbitrary bytes as main.tf and validates them:
// terraform validate -json must print a well-formed result whose every
// diagnostic has a summary, a detail and a range inside the file, and the
// human rendering of the same diagnostics must not fail either.
func FuzzValidate(f *testing.F) {
	for _, s := range validateSeeds {
		f.Add([]byte(s))
	}
	for _, b := range corpusFiles(f, ".tf") {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkValidate(t, "main.tf", src)
	})
}

// FuzzValidateJSON is FuzzValidate for main.tf.json.
func FuzzValidateJSON(f *testing.F) {
	for _, s := range validateJSONSeeds {
		f.Add([]byte(s))
	}
	for _, b := range corpusFiles(f, ".tf.json") {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkValidate(t, "main.tf.json", src)
	})
}

// checkValidate runs validate -json and validate -no-color over a folder
// holding only name with content src, and checks the JSON result.
func checkValidate(t *testing.T, name string, src []byte) {
	t.Helper()
	work := fstest.MapFS{name: {Data: src, Mode: 0o644}}
	res := fuzzRun(t, work, "", "validate", "-json", "-no-color")
	var out diagnostics.ValidateResult
	if err := json.Unmarshal([]byte(res.Stdout), &out); err != nil {
		t.Fatalf("validate -json printed invalid JSON: %v\nstdout: %q\nstderr: %q", err, res.Stdout, res.Stderr)
	}
	if (res.ExitCode == 0) != out.Valid {
		t.Errorf("exit status %d disagrees with valid=%v", res.ExitCode, out.Valid)
	}
	errs, warns := 0, 0
	for i, d := range out.Diagnostics {
		switch d.Severity {
		case "error":
			errs++
		case "warning":
			warns++
		default:
			t.Errorf("diagnostic %d: severity %q", i, d.Severity)
		}
		if strings.TrimSpace(d.Summary) == "" {
			t.Errorf("diagnostic %d has no summary: %+v", i, d)
		}
		if strings.TrimSpace(d.Detail) == "" && !allowedEmptyDetail(d.Summary) {
			t.Errorf("diagnostic %d (%q) has no detail", i, d.Summary)
		}
		checkRange(t, i, d, name, src)
	}
	if errs != out.ErrorCount || warns != out.WarningCount {
		t.Errorf("error_count=%d warning_count=%d, but the diagnostics hold %d errors and %d warnings", out.ErrorCount, out.WarningCount, errs, warns)
	}
	if out.Valid != (errs == 0) {
		t.Errorf("valid=%v with %d errors", out.Valid, errs)
	}
	human := fuzzRun(t, work, "", "validate", "-no-color")
	if human.ExitCode != res.ExitCode {
		t.Errorf("validate exits %d, validate -json exits %d", human.ExitCode, res.ExitCode)
	}
}

// checkRange checks that a diagnostic's range and snippet lie inside the
// only file of the configuration. HCL reports an error at the end of the
// file one byte past it, so end offsets may reach len(src)+1.
func checkRange(t *testing.T, i int, d diagnostics.Diagnostic, name string, src []byte) {
	t.Helper()
	r := d.Range
	if r == nil {
		return
	}
	if r.Filename != name {
		t.Errorf("diagnostic %d (%q): range in %q, the only file is %q", i, d.Summary, r.Filename, name)
		return
	}
	s, e := r.Start, r.End
	// In a .tf.json file, HCL decodes each invalid UTF-8 byte of a string
	// to U+FFFD (3 bytes) and counts a template's ranges in the decoded
	// string, so they may run 2 bytes per invalid byte past the file's end,
	// as Terraform reports them (TestRegressionJSONTemplateInvalidUTF8).
	slack := 0
	if strings.HasSuffix(name, ".json") {
		slack = 2 * invalidUTF8Bytes(src)
	}
	if s.Byte < 0 || e.Byte < s.Byte || e.Byte > len(src)+1+slack {
		t.Errorf("diagnostic %d (%q): byte range %d-%d outside a file of %d bytes", i, d.Summary, s.Byte, e.Byte, len(src))
		return
	}
	if s.Line < 1 || s.Column < 1 || e.Line < s.Line || (e.Line == s.Line && e.Column < s.Column) {
		t.Errorf("diagnostic %d (%q): bad line/column range %d:%d-%d:%d", i, d.Summary, s.Line, s.Column, e.Line, e.Column)
	}
	// HCL's JSON scanner steps over a byte after an invalid UTF-8 lead
	// byte, newline included (`"0\xcd\n` is reported on line 1), as
	// Terraform does: lines are checked for valid UTF-8 only.
	if s.Byte <= len(src) && utf8.Valid(src) {
		if want := 1 + bytes.Count(src[:s.Byte], []byte("\n")); s.Line != want {
			t.Errorf("diagnostic %d (%q): start byte %d is on line %d, range says line %d", i, d.Summary, s.Byte, want, s.Line)
		}
	}
	if sn := d.Snippet; sn != nil {
		if sn.StartLine < 1 || sn.HighlightStartOffset < 0 || sn.HighlightEndOffset < sn.HighlightStartOffset || sn.HighlightEndOffset > len(sn.Code) {
			t.Errorf("diagnostic %d (%q): snippet highlight %d-%d outside code of %d bytes (start line %d)", i, d.Summary, sn.HighlightStartOffset, sn.HighlightEndOffset, len(sn.Code), sn.StartLine)
		}
		if utf8.Valid(src) && !utf8.ValidString(sn.Code) {
			t.Errorf("diagnostic %d (%q): snippet code is not valid UTF-8 though the file is", i, d.Summary)
		}
	}
}

// invalidUTF8Bytes counts the bytes of src that are not part of a valid
// UTF-8 encoding.
func invalidUTF8Bytes(src []byte) int {
	n := 0
	for len(src) > 0 {
		r, size := utf8.DecodeRune(src)
		if r == utf8.RuneError && size == 1 {
			n++
		}
		src = src[size:]
	}
	return n
}
