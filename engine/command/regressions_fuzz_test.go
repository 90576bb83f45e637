package command

// Regression tests for inputs the fuzz targets found, minimised. A test
// that still fails is skipped with t.Skip("bug: ...") and its bug listed
// in knownBugs (helpers_fuzz_test.go); whoever fixes the bug removes both.

import (
	"testing"
	"testing/fstest"
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
