package render

import (
	"sort"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/plans"
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
			if gotR, wantR := refreshLines(p), recordedRefreshLines(string(step.read(t, "plan.txt"))); gotR != wantR {
				t.Errorf("refresh lines differ\n--- got:\n%s--- want:\n%s", gotR, wantR)
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

// refreshLines returns the sorted "Refreshing state..." lines of the
// managed objects a plan was made from (forgotten objects are not
// refreshed).
func refreshLines(p *plans.Plan) string {
	var lines []string
	for _, c := range p.Changes {
		if c.Addr.Resource.Resource.Mode != addrs.Managed || c.Action == plans.Forget {
			continue
		}
		if b, _ := c.Before.Unmark(); b == cty.NilVal || b.IsNull() {
			continue
		}
		lines = append(lines, Refreshing(c.Addr.String(), c.DeposedKey, c.Before, Options{}))
	}
	sort.Strings(lines)
	return strings.Join(lines, "")
}

// recordedRefreshLines returns the sorted refresh lines of recorded plan
// output.
func recordedRefreshLines(text string) string {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if isProgressLine(l) && strings.Contains(l, ": Refreshing state...") {
			lines = append(lines, l+"\n")
		}
	}
	sort.Strings(lines)
	return strings.Join(lines, "")
}
