package funcs

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/mitchellh/go-wordwrap"
	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/valuefmt"
)

// corpusCase is one line of testdata/conformance/expressions.jsonl.
type corpusCase struct {
	ID                     string   `json:"id"`
	Expr                   string   `json:"expr"`
	Dir                    *string  `json:"dir"`
	Args                   []string `json:"args"`
	Stdout                 string   `json:"stdout"`
	Exit                   int      `json:"exit"`
	ErrorSummary           *string  `json:"error_summary"`
	ErrorDetail            *string  `json:"error_detail"`
	StdoutRegex            string   `json:"stdout_regex"`
	DetailNondeterministic bool     `json:"detail_nondeterministic"`
}

const corpusDir = "../../testdata/conformance"

func loadFunctionCases(t *testing.T) []corpusCase {
	t.Helper()
	f, err := os.Open(filepath.Join(corpusDir, "expressions.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var c corpusCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(c.ID, "fn-") {
			out = append(out, c)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// copyTree copies a corpus folder to a fresh temporary folder, as the
// conformance runner does.
func copyTree(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// miniConfig is what the test needs from a corpus folder's configuration:
// its locals (evaluated with the function table only) and the local names
// of the built-in terraform provider. The real configuration loader lives
// elsewhere; these folders only use literal locals and required_providers.
func miniConfig(t *testing.T, dir string) (locals map[string]hclsyntax.Expression, providers []string) {
	t.Helper()
	locals = map[string]hclsyntax.Expression{}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.tf"))
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, diags := hclsyntax.ParseConfig(src, filepath.Base(p), hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		for _, b := range f.Body.(*hclsyntax.Body).Blocks {
			switch b.Type {
			case "locals":
				for name, a := range b.Body.Attributes {
					locals[name] = a.Expr
				}
			case "terraform":
				for _, rp := range b.Body.Blocks {
					if rp.Type != "required_providers" {
						continue
					}
					for name, a := range rp.Body.Attributes {
						v, _ := a.Expr.Value(nil)
						if v.Type().IsObjectType() && v.Type().HasAttribute("source") &&
							v.GetAttr("source").AsString() == "terraform.io/builtin/terraform" {
							providers = append(providers, name)
						}
					}
				}
			}
		}
	}
	sort.Strings(providers)
	return locals, providers
}

// evalCase evaluates a case's expression as the console would and returns
// the printed value, or the first error's summary and detail (the detail
// word-wrapped at 77 columns as the CLI prints it).
func evalCase(t *testing.T, c corpusCase) (out string, summary, detail string, failed bool) {
	t.Helper()
	opts := Options{Console: true, WorkDir: "<workdir>", Home: "/home/tfplay-conformance"}
	vars := map[string]cty.Value{}
	if c.Dir != nil {
		dir := copyTree(t, filepath.Join(corpusDir, *c.Dir))
		opts.FS = os.DirFS(dir)
		var localExprs map[string]hclsyntax.Expression
		localExprs, opts.TerraformProviderNames = miniConfig(t, dir)
		table := Table(opts)
		locals := map[string]cty.Value{}
		for name, expr := range localExprs {
			v, diags := expr.Value(&hcl.EvalContext{Functions: table})
			if diags.HasErrors() {
				t.Fatalf("local.%s: %s", name, diags)
			}
			locals[name] = v
		}
		vars["local"] = cty.ObjectVal(locals)
		vars["path"] = cty.ObjectVal(map[string]cty.Value{
			"module": cty.StringVal("."),
			"root":   cty.StringVal("."),
			"cwd":    cty.StringVal("<workdir>"),
		})
	}
	expr, diags := hclsyntax.ParseExpression([]byte(c.Expr), "<console-input>", hcl.InitialPos)
	if !diags.HasErrors() {
		var v cty.Value
		v, diags = expr.Value(&hcl.EvalContext{Variables: vars, Functions: Table(opts)})
		diags = RewriteUnknownFunctionDiagnostics(diags, opts.TerraformProviderNames)
		if !diags.HasErrors() {
			return valuefmt.Format(v) + "\n", "", "", false
		}
	}
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			return "", d.Summary, wrapDetail(d.Detail), true
		}
	}
	return "", "", "", true
}

// wrapDetail word-wraps a detail as the CLI does (lines that start with a
// space are kept) and cuts a Go stack trace, as the runner does.
func wrapDetail(detail string) string {
	lines := strings.Split(detail, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, " ") {
			lines[i] = wordwrap.WrapString(l, 77)
		}
	}
	s := strings.Join(lines, "\n")
	if i := strings.Index(s, "\ngoroutine "); i >= 0 {
		s = strings.TrimRight(s[:i], " \n")
	}
	return s
}

// engineOnly are cases whose expression needs more than the function table
// (references the console resolves through the configuration loader);
// the engine's console tests cover them.
var engineOnly = map[string]string{
	"fn-try-5": "undefined_thing is resolved (and refused) by the reference parser",
}

// TestCorpusFunctions evaluates every fn-* case of the recorded corpus with
// the function table and compares with terraform console's output.
func TestCorpusFunctions(t *testing.T) {
	cases := loadFunctionCases(t)
	if len(cases) == 0 {
		t.Fatal("no fn-* cases found")
	}
	passed := 0
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			if why, ok := engineOnly[c.ID]; ok {
				t.Skip(why)
			}
			out, summary, detail, failed := evalCase(t, c)
			if c.Exit == 0 {
				if failed {
					t.Fatalf("%s\nwant success, got error %q: %s", c.Expr, summary, detail)
				}
				if c.StdoutRegex != "" {
					if !regexp.MustCompile(`(?s)\A(?:` + c.StdoutRegex + `)\z`).MatchString(out) {
						t.Fatalf("%s\nstdout %q does not match %s", c.Expr, out, c.StdoutRegex)
					}
				} else if out != c.Stdout {
					t.Fatalf("%s\n--- want\n%s--- got\n%s", c.Expr, c.Stdout, out)
				}
				passed++
				return
			}
			if !failed {
				t.Fatalf("%s\nwant error %q, got %q", c.Expr, deref(c.ErrorSummary), out)
			}
			if c.ErrorSummary != nil && summary != *c.ErrorSummary {
				t.Fatalf("%s\nsummary: want %q, got %q", c.Expr, *c.ErrorSummary, summary)
			}
			if c.ErrorDetail != nil && !c.DetailNondeterministic && detail != *c.ErrorDetail {
				t.Fatalf("%s\ndetail:\n--- want\n%s\n--- got\n%s", c.Expr, *c.ErrorDetail, detail)
			}
			passed++
		})
	}
	t.Logf("%d of %d fn-* cases pass", passed, len(cases))
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
