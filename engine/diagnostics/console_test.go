package diagnostics

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

type consoleCase struct {
	ID           string  `json:"id"`
	Expr         string  `json:"expr"`
	Dir          *string `json:"dir"`
	Exit         int     `json:"exit"`
	ErrorSummary string  `json:"error_summary"`
	ErrorDetail  string  `json:"error_detail"`
	Nondet       bool    `json:"detail_nondeterministic"`
}

// TestConsoleCorpus renders the diagnostics of every failing corpus
// expression that hclsyntax alone can parse or evaluate (syntax errors,
// operators, indexing, templates, ...) the way the console does, and
// checks the first error's summary and wrapped detail against the
// recording. Cases that need functions or a configuration are skipped.
func TestConsoleCorpus(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "conformance", "expressions.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	passed, skipped := 0, 0
	for sc.Scan() {
		var c consoleCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		if c.Exit == 0 || c.Dir != nil || c.Nondet {
			continue
		}
		expr, diags := hclsyntax.ParseExpression([]byte(c.Expr), ConsoleFilename, hcl.InitialPos)
		if !diags.HasErrors() {
			if needsEngine(expr) {
				skipped++
				continue
			}
			_, diags = expr.Value(&hcl.EvalContext{})
		}
		if !diags.HasErrors() {
			t.Errorf("%s: %q evaluates without error", c.ID, c.Expr)
			continue
		}
		out := Console(diags, nil, DefaultWidth)
		summary, detail := firstError(out)
		if summary != c.ErrorSummary || detail != c.ErrorDetail {
			t.Errorf("%s: %q\n got: %q / %q\nwant: %q / %q\n%s", c.ID, c.Expr, summary, detail, c.ErrorSummary, c.ErrorDetail, out)
			continue
		}
		if !strings.HasSuffix(out, "\n\n") || !strings.Contains(out, "  on <console-input> line 1:\n  (source code not available)\n\n") {
			t.Errorf("%s: unexpected console layout:\n%s", c.ID, out)
			continue
		}
		passed++
	}
	t.Logf("console corpus errors: %d passed, %d skipped (need functions or configuration)", passed, skipped)
	if passed < 30 {
		t.Errorf("only %d failing corpus expressions compared", passed)
	}
}

// needsEngine reports whether expr references named values or calls
// functions, which only the engine can evaluate.
func needsEngine(expr hclsyntax.Expression) bool {
	if len(expr.Variables()) > 0 {
		return true
	}
	calls := false
	_ = hclsyntax.VisitAll(expr, func(n hclsyntax.Node) hcl.Diagnostics {
		_, ok := n.(*hclsyntax.FunctionCallExpr)
		calls = calls || ok
		return nil
	})
	return calls
}

// firstError extracts the summary and the detail of the first error in
// console output, the way the corpus recorded them.
func firstError(out string) (summary, detail string) {
	i := strings.Index(out, "\nError: ")
	if i < 0 {
		return "", ""
	}
	rest := out[i+len("\nError: "):]
	summary, rest, _ = strings.Cut(rest, "\n\n")
	if strings.HasPrefix(rest, "  on ") {
		_, rest, _ = strings.Cut(rest, "\n\n")
	}
	if j := strings.Index(rest, "\n\nError: "); j >= 0 {
		rest = rest[:j]
	}
	if j := strings.Index(rest, "\n\nWarning: "); j >= 0 {
		rest = rest[:j]
	}
	return summary, strings.TrimRight(rest, "\n")
}
