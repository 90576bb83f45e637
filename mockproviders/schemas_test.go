package mockproviders

import (
	"os/exec"
	"testing"
)

// TestEmbeddedSchemasAreUpToDate regenerates the clouds' schemas.json from
// their schema code (the schemagen build) and fails when a file differs:
// the code and the data must be changed together (go generate).
func TestEmbeddedSchemasAreUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the generator")
	}
	out, err := exec.Command("go", "run", "-tags", "schemagen", "./cmd/genschemas", "-check", "-dir", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}
