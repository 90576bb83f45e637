package command

// Regression tests for inputs the fuzz targets found, minimised. A test
// that still fails is skipped with t.Skip("bug: ...") and its bug listed
// in knownBugs (helpers_fuzz_test.go); whoever fixes the bug removes both.

import (
	"encoding/json"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/diagnostics"
)

// A resource of a provider outside the catalog is served by the generic
// mock, whose provider configuration schema is dynamic; configuring it
// without a provider block panicked in core.nullConfig ("AttributeTypes
// on non-object Type"). Found by FuzzPlanApply and FuzzValidate from
// `resource"A""A"{}`; fixed by cf179f9.
func TestRegressionGenericProviderConfig(t *testing.T) {
	work := fstest.MapFS{"main.tf": {Data: []byte("resource \"foo_bar\" \"x\" {}\n"), Mode: 0o644}}
	if res := strictRun(t, work, "", "validate", "-no-color"); res.ExitCode != 0 {
		t.Errorf("validate: exit %d\n%s", res.ExitCode, res.Stderr)
	}
	if res := strictRun(t, work, "", "init", "-input=false", "-no-color"); res.ExitCode != 0 {
		t.Fatalf("init: exit %d\n%s", res.ExitCode, res.Stderr)
	}
	if res := strictRun(t, work, "", "plan", "-input=false", "-no-color"); res.ExitCode != 0 {
		t.Errorf("plan: exit %d\n%s", res.ExitCode, res.Stderr)
	}
}

// A number with a large negative exponent took minutes to print: its
// exact decimal expansion (big.Float.Text('f', -1) in
// valuefmt.FormatNumber) costs time quadratic in the exponent — 0.4 s of
// CPU for 1e-30030, 4 s for 1e-100000, about 35 s for 1e-300300, over
// an hour for 1e-1000000. Found by FuzzConsole from `1e-300300`. The same
// formatting serves plan, output and state text. Fixed by
// valuefmt.Decimal, which scales such numbers before converting them.
func TestRegressionTinyNumberFormat(t *testing.T) {
	strictRun(t, fstest.MapFS{}, "1e-1000000\n", "console", "-no-color")
	strictRun(t, fstest.MapFS{"main.tf": {Data: []byte("output \"o\" {\n  value = 1e-1000000\n}\n"), Mode: 0o644}}, "", "plan", "-input=false", "-no-color")
}

// A template in a .tf.json string holding invalid UTF-8 is reported past
// the end of the file: HCL decodes each invalid byte to U+FFFD (3 bytes)
// and counts the template's ranges in the decoded string. Terraform
// v1.5.7 prints exactly this range for this 24-byte file (byte 25-26,
// line 1, columns 22-23), so tfplay does too; FuzzValidateJSON's range
// check allows for it. Found by FuzzValidateJSON.
func TestRegressionJSONTemplateInvalidUTF8(t *testing.T) {
	src := []byte("{\"locals\":{\"A\":\"0\xc3\xc3${\"}}")
	work := fstest.MapFS{"main.tf.json": {Data: src, Mode: 0o644}}
	res := strictRun(t, work, "", "validate", "-json", "-no-color")
	var out diagnostics.ValidateResult
	if err := json.Unmarshal([]byte(res.Stdout), &out); err != nil {
		t.Fatalf("validate -json: %v\n%s", err, res.Stdout)
	}
	if len(out.Diagnostics) != 1 || out.Diagnostics[0].Range == nil {
		t.Fatalf("want one diagnostic with a range, got %+v", out.Diagnostics)
	}
	d := out.Diagnostics[0]
	r := d.Range
	if d.Summary != "Missing expression" || r.Start.Byte != 25 || r.End.Byte != 26 || r.Start.Line != 1 || r.Start.Column != 22 || r.End.Column != 23 {
		t.Errorf("got %q at byte %d-%d, line %d, columns %d-%d; Terraform: \"Missing expression\" at byte 25-26, line 1, columns 22-23", d.Summary, r.Start.Byte, r.End.Byte, r.Start.Line, r.Start.Column, r.End.Column)
	}
	if sn := d.Snippet; sn == nil || sn.Code != "" || sn.HighlightStartOffset != 0 || sn.HighlightEndOffset != 0 {
		t.Errorf("snippet %+v, Terraform: empty code, highlight 0-0", d.Snippet)
	}
}
