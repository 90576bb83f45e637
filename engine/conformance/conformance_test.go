package conformance

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	updateKnown = flag.Bool("update-known-failures", false,
		"rewrite testdata/conformance/known_failures.txt from the results of the cases that ran")
	commandTimeout = flag.Duration("conformance-timeout", 120*time.Second,
		"bound on one command of a conformance case (the runner's --timeout)")
)

const (
	corpusDir         = "../../testdata/conformance"
	knownFailuresPath = corpusDir + "/known_failures.txt"
	// sharedCorpusDir is the shared corpus the repository's copy comes from.
	sharedCorpusDir = "../../../shared/conformance"
)

// outcome is the verdict on one case.
type outcome struct {
	kind     string // "expr" or "config"
	category string
	id       string // as in known_failures.txt
	problem  string // "" when the case passes
	// strictProblem is the verdict with --strict-detail, for expressions.
	strictProblem string
	// detailCompared reports whether strict judging can differ (expected
	// failures with a deterministic detail); only those get strict: ids.
	detailCompared bool
	validateOK     bool // configs: validate.json comparison alone passes
}

// recorder collects the outcomes of the parallel subtests.
type recorder struct {
	mu       sync.Mutex
	outcomes []outcome
}

func (r *recorder) add(o outcome) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.outcomes = append(r.outcomes, o)
}

func loadCorpus(t *testing.T) *Corpus {
	t.Helper()
	c, err := Load(os.DirFS(corpusDir))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func loadKnown(t *testing.T) *KnownFailures {
	t.Helper()
	data, err := os.ReadFile(knownFailuresPath)
	if errors.Is(err, fs.ErrNotExist) {
		data, err = nil, nil
	}
	if err != nil {
		t.Fatal(err)
	}
	k, err := ParseKnownFailures(data)
	if err != nil {
		t.Fatalf("%s: %v", knownFailuresPath, err)
	}
	return k
}

// TestConformance runs every case of the recorded corpus through the
// command layer, one subtest per case (expression ids, config:<name>),
// and holds the results against known_failures.txt.
func TestConformance(t *testing.T) {
	corpus := loadCorpus(t)
	known := loadKnown(t)
	runner := &Runner{Timeout: *commandTimeout}
	rec := &recorder{}
	// Cleanup runs once every parallel subtest has finished.
	t.Cleanup(func() { rec.finish(t, corpus, known) })

	for _, c := range corpus.Expressions {
		t.Run(c.ID, func(t *testing.T) {
			t.Parallel()
			o := outcome{kind: "expr", category: c.Category, id: c.ID, detailCompared: c.DetailCompared()}
			got, err := runner.RunExpr(corpus.FS, c)
			if err != nil {
				o.problem = "runner exception: " + err.Error()
				o.strictProblem = o.problem
			} else {
				o.problem = JudgeExpr(c, got, false)
				o.strictProblem = JudgeExpr(c, got, true)
			}
			rec.add(o)
			ratchet(t, known, o.id, o.problem)
			if o.detailCompared {
				ratchet(t, known, StrictPrefix+o.id, o.strictProblem)
			}
		})
	}
	for _, c := range corpus.Configs {
		t.Run(ConfigPrefix+c.Name, func(t *testing.T) {
			t.Parallel()
			o := outcome{kind: "config", category: c.Category, id: ConfigPrefix + c.Name}
			got, err := runner.RunConfig(corpus.FS, c)
			if err != nil {
				o.problem = "runner exception: " + err.Error()
			} else {
				v := JudgeConfig(corpus.FS, c, got, false)
				o.problem, o.validateOK = v.Problem, v.ValidateOK
			}
			rec.add(o)
			ratchet(t, known, o.id, o.problem)
		})
	}
}

// ratchet fails a subtest whose case fails without being listed, or
// passes while listed.
func ratchet(t *testing.T, known *KnownFailures, id, problem string) {
	t.Helper()
	line, listed := known.Lines[id]
	switch {
	case problem != "" && listed:
		if testing.Verbose() {
			t.Logf("known failure %s:\n%s", id, firstLines(problem, 12))
		}
	case problem != "" && *updateKnown:
		t.Logf("failure %s (added to %s):\n%s", id, knownFailuresPath, firstLines(problem, 12))
	case problem != "":
		t.Errorf("%s fails and is not listed in %s (a regression):\n%s", id, knownFailuresPath, firstLines(problem, 40))
	case listed && !*updateKnown:
		t.Errorf("%s passes now: delete line %d (%q) of %s", id, line, id, knownFailuresPath)
	}
}

// firstLines keeps the first n lines of a failure description.
func firstLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) <= n {
		return s
	}
	return strings.Join(lines[:n], "\n") + fmt.Sprintf("\n... (%d more lines)", len(lines)-n)
}

// tally counts passes and failures.
type tally struct{ passed, failed int }

func (c *tally) add(pass bool) {
	if pass {
		c.passed++
	} else {
		c.failed++
	}
}

func (c tally) String() string { return fmt.Sprintf("%d/%d", c.passed, c.passed+c.failed) }

// finish prints the per-category summary and the figures, then rewrites
// known_failures.txt (-update-known-failures) or reports the lines that
// no longer belong in it.
func (r *recorder) finish(t *testing.T, corpus *Corpus, known *KnownFailures) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.outcomes) == 0 {
		return
	}
	type key struct{ kind, category string }
	cats := map[key]*[3]int{} // passed, failed, strict failed
	var fn, fnStrict, other, otherStrict, configs, validateOnly tally
	failing := map[string]bool{}
	ran := map[string]bool{}
	for _, o := range r.outcomes {
		k := key{o.kind, o.category}
		if cats[k] == nil {
			cats[k] = &[3]int{}
		}
		if o.problem == "" {
			cats[k][0]++
		} else {
			cats[k][1]++
		}
		ran[o.id] = true
		if o.problem != "" {
			failing[o.id] = true
		}
		switch o.kind {
		case "expr":
			if o.strictProblem != "" {
				cats[k][2]++
			}
			if o.detailCompared {
				ran[StrictPrefix+o.id] = true
				if o.strictProblem != "" {
					failing[StrictPrefix+o.id] = true
				}
			}
			if strings.HasPrefix(o.category, "function:") {
				fn.add(o.problem == "")
				fnStrict.add(o.strictProblem == "")
			} else {
				other.add(o.problem == "")
				otherStrict.add(o.strictProblem == "")
			}
		case "config":
			configs.add(o.problem == "")
			validateOnly.add(o.validateOK)
		}
	}
	keys := make([]key, 0, len(cats))
	for k := range cats {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].kind != keys[j].kind {
			return keys[i].kind < keys[j].kind
		}
		return keys[i].category < keys[j].category
	})
	var b strings.Builder
	fmt.Fprintf(&b, "%-8s %-45s %7s %7s %7s\n", "kind", "category", "passed", "failed", "strict")
	for _, k := range keys {
		c := cats[k]
		strict := ""
		if k.kind == "expr" {
			strict = fmt.Sprint(c[0] + c[1] - c[2])
		}
		fmt.Fprintf(&b, "%-8s %-45s %7d %7d %7s\n", k.kind, k.category, c[0], c[1], strict)
	}
	t.Logf("conformance summary (strict = passed with --strict-detail):\n%s", b.String())
	t.Logf("expressions: function %s (strict %s), other %s (strict %s); configs %s; config validate.json comparison alone %s",
		fn, fnStrict, other, otherStrict, configs, validateOnly)

	all := corpusIDs(corpus)
	if *updateKnown {
		var ids []string
		for id := range known.Lines {
			if all[id] && !ran[id] {
				ids = append(ids, id) // not run this time: keep
			}
		}
		for id := range failing {
			ids = append(ids, id)
		}
		if err := os.WriteFile(knownFailuresPath, FormatKnownFailures(ids, known.Comments), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: %d ids", knownFailuresPath, len(ids))
		return
	}
	var regressions, fixed, stale []string
	for id := range failing {
		if _, ok := known.Lines[id]; !ok {
			regressions = append(regressions, id)
		}
	}
	for id, line := range known.Lines {
		switch {
		case !all[id]:
			stale = append(stale, fmt.Sprintf("line %d: %s", line, id))
		case ran[id] && !failing[id]:
			fixed = append(fixed, fmt.Sprintf("line %d: %s", line, id))
		}
	}
	sort.Strings(regressions)
	sortByLine(fixed)
	sortByLine(stale)
	if len(regressions) > 0 {
		t.Errorf("%d regressions (failing, not in %s): %s", len(regressions), knownFailuresPath, strings.Join(regressions, " "))
	}
	if len(fixed) > 0 {
		t.Errorf("%d listed cases pass now; delete these lines of %s (or run with -update-known-failures):\n%s",
			len(fixed), knownFailuresPath, strings.Join(fixed, "\n"))
	}
	if len(stale) > 0 {
		t.Errorf("%s names ids that are no case of the corpus; delete these lines:\n%s", knownFailuresPath, strings.Join(stale, "\n"))
	}
}

// corpusIDs is every id known_failures.txt may hold.
func corpusIDs(c *Corpus) map[string]bool {
	ids := map[string]bool{}
	for _, e := range c.Expressions {
		ids[e.ID] = true
		if e.DetailCompared() {
			ids[StrictPrefix+e.ID] = true
		}
	}
	for _, cc := range c.Configs {
		ids[ConfigPrefix+cc.Name] = true
	}
	return ids
}

func sortByLine(entries []string) {
	sort.Slice(entries, func(i, j int) bool {
		var a, b int
		fmt.Sscanf(entries[i], "line %d:", &a)
		fmt.Sscanf(entries[j], "line %d:", &b)
		return a < b
	})
}

// TestCorpusMatchesManifest checks the repository's copy of the corpus
// against its MANIFEST.json (and the shared corpus it was copied from,
// when present), so that a missing case or file is noticed.
func TestCorpusMatchesManifest(t *testing.T) {
	corpus := loadCorpus(t)
	m := corpus.Manifest
	exprCats, configCats := map[string]int{}, map[string]int{}
	seen := map[string]bool{}
	for _, e := range corpus.Expressions {
		exprCats[e.Category]++
		if seen[e.ID] {
			t.Errorf("expression id %s is repeated", e.ID)
		}
		seen[e.ID] = true
		if e.Dir != nil {
			if st, err := fs.Stat(corpus.FS, *e.Dir); err != nil || !st.IsDir() {
				t.Errorf("%s: folder %s is missing", e.ID, *e.Dir)
			}
		}
	}
	for _, c := range corpus.Configs {
		configCats[c.Category]++
		for _, s := range c.Steps {
			if s.Source != "." {
				if _, err := fs.Stat(corpus.FS, c.Dir+"/"+s.Source); err != nil {
					t.Errorf("%s: step folder %s is missing", c.Name, s.Source)
				}
			}
			if _, ok := s.Expected["exits.json"]; !ok {
				t.Errorf("%s/%s: no exits.json", c.Name, s.Name)
			}
			for _, rel := range s.Expected {
				if _, err := fs.Stat(corpus.FS, c.Dir+"/"+rel); err != nil {
					t.Errorf("%s: expected file %s is missing", c.Name, rel)
				}
			}
		}
	}
	if len(corpus.Expressions) != m.ExpressionCases {
		t.Errorf("expressions.jsonl holds %d cases, MANIFEST.json says %d", len(corpus.Expressions), m.ExpressionCases)
	}
	if len(corpus.Configs) != m.ConfigCases {
		t.Errorf("configs/ holds %d cases, MANIFEST.json says %d", len(corpus.Configs), m.ConfigCases)
	}
	compareCounts(t, "expression", exprCats, m.ExpressionCategories)
	compareCounts(t, "config", configCats, m.ConfigCategories)

	shared, err := Load(os.DirFS(sharedCorpusDir))
	if err != nil {
		t.Logf("shared corpus not available (%v): checked the repository copy only", err)
		return
	}
	sm := shared.Manifest
	if sm.ExpressionCases != m.ExpressionCases || sm.ConfigCases != m.ConfigCases || sm.Oracle != m.Oracle {
		t.Errorf("shared MANIFEST.json: %d expressions, %d configs (%s); repository copy: %d, %d (%s)",
			sm.ExpressionCases, sm.ConfigCases, sm.Oracle, m.ExpressionCases, m.ConfigCases, m.Oracle)
	}
	compareCounts(t, "shared expression", sm.ExpressionCategories, m.ExpressionCategories)
	compareCounts(t, "shared config", sm.ConfigCategories, m.ConfigCategories)
	// Every file of the shared corpus is in the copy, unchanged.
	err = fs.WalkDir(shared.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		want, err := fs.ReadFile(shared.FS, p)
		if err != nil {
			return err
		}
		got, err := fs.ReadFile(corpus.FS, p)
		switch {
		case err != nil:
			t.Errorf("%s of the shared corpus is missing from testdata/conformance", p)
		case string(got) != string(want):
			t.Errorf("testdata/conformance/%s differs from the shared corpus", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func compareCounts(t *testing.T, what string, got, want map[string]int) {
	t.Helper()
	names := map[string]bool{}
	for k := range got {
		names[k] = true
	}
	for k := range want {
		names[k] = true
	}
	for k := range names {
		if got[k] != want[k] {
			t.Errorf("%s category %s: %d cases, MANIFEST.json says %d", what, k, got[k], want[k])
		}
	}
}
