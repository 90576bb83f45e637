package render

import (
	"strings"
	"testing"
)

// TestPlanCorpus renders every recorded plan of the conformance corpus
// from its plan JSON and compares the text with the recorded plan.txt
// (without the refresh progress lines before it and the diagnostics
// after it), byte for byte.
func TestPlanCorpus(t *testing.T) {
	matched, total := 0, 0
	for _, step := range corpusSteps(t) {
		raw := step.read(t, "plan.json")
		if len(strings.TrimSpace(string(raw))) == 0 {
			continue
		}
		total++
		t.Run(step.name, func(t *testing.T) {
			p := planFromJSON(t, raw, step.planArgs)
			want := planSection(string(step.read(t, "plan.txt")))
			got := Plan(p, builtinSchemas, Options{InAutomation: true})
			if got != want {
				t.Errorf("plan text differs at %s\n--- got:\n%s\n--- want:\n%s", firstDiff(got, want), got, want)
				return
			}
			matched++
		})
	}
	t.Logf("%d of %d recorded plans match", matched, total)
	if total == 0 {
		t.Fatal("no recorded plans found")
	}
}
