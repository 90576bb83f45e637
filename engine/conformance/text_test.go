package conformance

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// normaliseText replaces the values that differ between runs (UUIDs,
// timestamps) by placeholders, as the runner does inside JSON values.
func normaliseText(s string) string {
	return tsRe.ReplaceAllLiteralString(uuidRe.ReplaceAllLiteralString(s, "<uuid>"), "<timestamp>")
}

var deposedRe = regexp.MustCompile(`deposed object [0-9a-f]{8}`)

// normalisePlanText also puts the "Refreshing state..." lines at the top
// in order: Terraform refreshes concurrently, so their order varies.
func normalisePlanText(s string) string {
	s = deposedRe.ReplaceAllLiteralString(normaliseText(s), "deposed object <key>")
	lines := strings.Split(s, "\n")
	n := 0
	for n < len(lines) && strings.Contains(lines[n], ": Refreshing state...") {
		n++
	}
	sort.Strings(lines[:n])
	return strings.Join(lines, "\n")
}

// sortedLines returns the lines of s in order, for texts whose line order
// depends on Terraform's concurrent walk (apply progress).
func sortedLines(s string) string {
	lines := strings.Split(s, "\n")
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// TestHumanTextMatchesRecording is stricter than the runner, which only
// compares plan and apply summary lines: every step's whole plan.txt must
// equal the recording byte for byte once ids and timestamps are replaced,
// and apply.txt must hold the same lines (Terraform applies concurrently,
// so their order is not fixed).
func TestHumanTextMatchesRecording(t *testing.T) {
	corpus := loadCorpus(t)
	runner := &Runner{Timeout: *commandTimeout}
	for _, c := range corpus.Configs {
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			got, err := runner.RunConfig(corpus.FS, c)
			if err != nil {
				t.Fatal(err)
			}
			for i, step := range c.Steps {
				exp, err := LoadExpected(corpus.FS, c, step)
				if err != nil {
					t.Fatal(err)
				}
				if g, w := normalisePlanText(got[i].Files["plan.txt"]), normalisePlanText(exp.Files["plan.txt"]); g != w {
					t.Errorf("[%s] plan.txt differs:\n--- got\n%s\n--- want\n%s", step.Name, g, w)
				}
				if g, w := sortedLines(normalisePlanText(got[i].Files["apply.txt"])), sortedLines(normalisePlanText(exp.Files["apply.txt"])); g != w {
					t.Errorf("[%s] apply.txt differs:\n--- got\n%s\n--- want\n%s", step.Name, normaliseText(got[i].Files["apply.txt"]), normaliseText(exp.Files["apply.txt"]))
				}
			}
		})
	}
}
