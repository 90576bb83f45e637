// Package conformance runs the recorded Terraform conformance corpus
// (testdata/conformance) through the engine's command layer in process and
// judges the results exactly as the corpus's runner, run_conformance.py,
// judges a terraform-compatible binary: same working-folder preparation,
// environment, command sequence, normalisation and comparisons.
//
// The package test TestConformance runs every case as a subtest and keeps
// testdata/conformance/known_failures.txt as a ratchet: a case that fails
// and is not listed, or that is listed and passes, fails the test.
package conformance

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
)

// Manifest is MANIFEST.json: the number of cases per kind and category.
type Manifest struct {
	Set                  string         `json:"set"`
	Oracle               string         `json:"oracle"`
	ExpressionCases      int            `json:"expression_cases"`
	ConfigCases          int            `json:"config_cases"`
	ExpressionCategories map[string]int `json:"expression_categories"`
	ConfigCategories     map[string]int `json:"config_categories"`
}

// ExprCase is one line of expressions.jsonl: an expression typed into
// `terraform console` and what the oracle printed.
type ExprCase struct {
	ID           string   `json:"id"`
	Category     string   `json:"category"`
	Expr         string   `json:"expr"`
	Dir          *string  `json:"dir"`
	Args         []string `json:"args"`
	Stdout       string   `json:"stdout"`
	Exit         int      `json:"exit"`
	ErrorSummary *string  `json:"error_summary"`
	ErrorDetail  *string  `json:"error_detail"`
	// Nondeterministic cases with a StdoutRegex pass when stdout fully
	// matches the (Python) regular expression.
	Nondeterministic bool   `json:"nondeterministic"`
	StdoutRegex      string `json:"stdout_regex"`
	// DetailNondeterministic details are never compared.
	DetailNondeterministic bool   `json:"detail_nondeterministic"`
	Oracle                 string `json:"oracle"`
}

// DetailCompared reports whether strict-detail judging differs from plain
// judging for this case: an expected failure with a deterministic detail.
func (c ExprCase) DetailCompared() bool {
	return c.Exit != 0 && c.ErrorDetail != nil && !c.DetailNondeterministic
}

// ConfigCase is one folder of configs/: a multi-step scenario.
type ConfigCase struct {
	Name        string `json:"name"`
	Category    string `json:"category"`
	Description string `json:"description"`
	Oracle      string `json:"oracle"`
	Steps       []Step `json:"steps"`
	// Dir is the case folder relative to the corpus root.
	Dir string `json:"-"`
}

// Step is one step of a configuration case.
type Step struct {
	Name string `json:"name"`
	// Source is "." for the case folder itself or a stepN folder.
	Source    string            `json:"source"`
	PlanArgs  []string          `json:"plan_args"`
	Env       map[string]string `json:"env"`
	Workspace string            `json:"workspace"`
	SkipApply bool              `json:"skip_apply"`
	// Expected maps a file name (plan.json, exits.json...) to its path
	// relative to the case folder.
	Expected map[string]string `json:"expected"`
}

// Corpus is a loaded conformance corpus.
type Corpus struct {
	// FS is the corpus root (the folder holding expressions.jsonl).
	FS          fs.FS
	Manifest    Manifest
	Expressions []ExprCase
	Configs     []ConfigCase
}

// Load reads the manifest, the expression cases and the configuration
// cases of the corpus rooted at fsys.
func Load(fsys fs.FS) (*Corpus, error) {
	c := &Corpus{FS: fsys}
	data, err := fs.ReadFile(fsys, "MANIFEST.json")
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &c.Manifest); err != nil {
		return nil, fmt.Errorf("MANIFEST.json: %w", err)
	}
	if data, err = fs.ReadFile(fsys, "expressions.jsonl"); err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for line := 1; sc.Scan(); line++ {
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		var ec ExprCase
		if err := json.Unmarshal(text, &ec); err != nil {
			return nil, fmt.Errorf("expressions.jsonl:%d: %w", line, err)
		}
		c.Expressions = append(c.Expressions, ec)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	entries, err := fs.ReadDir(fsys, "configs")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		dir := path.Join("configs", e.Name())
		data, err := fs.ReadFile(fsys, path.Join(dir, "steps.json"))
		if err != nil {
			continue // like the runner: a folder without steps.json is no case
		}
		cc := ConfigCase{Name: e.Name()}
		if err := json.Unmarshal(data, &cc); err != nil {
			return nil, fmt.Errorf("%s/steps.json: %w", dir, err)
		}
		cc.Dir = dir
		c.Configs = append(c.Configs, cc)
	}
	sort.Slice(c.Configs, func(i, j int) bool { return c.Configs[i].Dir < c.Configs[j].Dir })
	return c, nil
}
