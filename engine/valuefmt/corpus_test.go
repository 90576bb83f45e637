package valuefmt

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// corpusCase is one line of testdata/conformance/expressions.jsonl.
type corpusCase struct {
	ID       string   `json:"id"`
	Category string   `json:"category"`
	Expr     string   `json:"expr"`
	Dir      *string  `json:"dir"`
	Args     []string `json:"args"`
	Stdout   string   `json:"stdout"`
	Exit     int      `json:"exit"`
}

func loadCorpus(t *testing.T) []corpusCase {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "testdata", "conformance", "expressions.jsonl"))
	if err != nil {
		t.Fatalf("open corpus: %v", err)
	}
	defer f.Close()
	var cases []corpusCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var c corpusCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("corpus line: %v", err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// pureReason reports why expr cannot be evaluated by hclsyntax alone with
// an empty evaluation context, or "" when it can: function calls need the
// engine's function table and references need a configuration, neither of
// which belongs to a formatter test.
func pureReason(expr hclsyntax.Expression) string {
	if len(expr.Variables()) > 0 {
		return "references variables or named values"
	}
	reason := ""
	_ = hclsyntax.VisitAll(expr, func(n hclsyntax.Node) hcl.Diagnostics {
		if _, ok := n.(*hclsyntax.FunctionCallExpr); ok {
			reason = "calls a function"
		}
		return nil
	})
	return reason
}

// TestCorpusValues evaluates every successful corpus expression that needs
// neither functions nor a configuration and compares Format's rendering to
// the recorded console output.
func TestCorpusValues(t *testing.T) {
	skipped := map[string]int{}
	passed, failed := 0, 0
	for _, c := range loadCorpus(t) {
		if c.Exit != 0 {
			continue
		}
		if c.Dir != nil || len(c.Args) > 0 {
			skipped["needs a configuration directory or console arguments"]++
			continue
		}
		expr, diags := hclsyntax.ParseExpression([]byte(c.Expr), "<console-input>", hcl.InitialPos)
		if diags.HasErrors() {
			t.Errorf("%s: %q does not parse: %s", c.ID, c.Expr, diags.Error())
			failed++
			continue
		}
		if r := pureReason(expr); r != "" {
			skipped[r]++
			continue
		}
		v, diags := expr.Value(&hcl.EvalContext{})
		if diags.HasErrors() {
			t.Errorf("%s: %q: %s", c.ID, c.Expr, diags.Error())
			failed++
			continue
		}
		if got := Format(v) + "\n"; got != c.Stdout {
			t.Errorf("%s (%s): %q\n got: %q\nwant: %q", c.ID, c.Category, c.Expr, got, c.Stdout)
			failed++
			continue
		}
		passed++
	}
	t.Logf("corpus values: %d passed, %d failed, skipped %v", passed, failed, skipped)
	if passed < 100 {
		t.Errorf("only %d corpus cases compared; the corpus filter is broken", passed)
	}
}

// TestCorpusTypes checks FormatType against every successful `type(X)`
// corpus case whose argument X is a pure expression.
func TestCorpusTypes(t *testing.T) {
	passed := 0
	for _, c := range loadCorpus(t) {
		if c.Exit != 0 || c.Dir != nil {
			continue
		}
		expr, diags := hclsyntax.ParseExpression([]byte(c.Expr), "<console-input>", hcl.InitialPos)
		if diags.HasErrors() {
			continue
		}
		call, ok := expr.(*hclsyntax.FunctionCallExpr)
		if !ok || call.Name != "type" || len(call.Args) != 1 || pureReason(call.Args[0]) != "" {
			continue
		}
		v, diags := call.Args[0].Value(&hcl.EvalContext{})
		if diags.HasErrors() {
			t.Errorf("%s: %s", c.ID, diags.Error())
			continue
		}
		if got := FormatType(v.Type()) + "\n"; got != c.Stdout {
			t.Errorf("%s: %q\n got: %q\nwant: %q", c.ID, c.Expr, got, c.Stdout)
			continue
		}
		passed++
	}
	t.Logf("corpus types: %d passed", passed)
	if passed < 8 {
		t.Errorf("only %d type() cases compared", passed)
	}
}
