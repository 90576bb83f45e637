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
