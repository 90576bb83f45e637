package diagnostics

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"

	"github.com/tfplay/tfplay/engine/marks"
)

// addressExtra gives a diagnostic a resource address, as the engine does.
type addressExtra string

func (a addressExtra) DiagnosticAddress() string { return string(a) }

// recordedFile parses one file of a recorded configuration case.
func recordedFile(t *testing.T, caseDir, name string) *hcl.File {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(configsDir, caseDir, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	f, diags := hclsyntax.ParseConfig(raw, name, hcl.InitialPos)
	if f == nil {
		t.Fatalf("%s/%s: %s", caseDir, name, diags.Error())
	}
	return f
}

// attrAt finds the attribute called name that starts on line, at any depth.
func attrAt(t *testing.T, f *hcl.File, name string, line int) *hclsyntax.Attribute {
	t.Helper()
	var found *hclsyntax.Attribute
	var walk func(b *hclsyntax.Body)
	walk = func(b *hclsyntax.Body) {
		for _, a := range b.Attributes {
			if a.Name == name && a.SrcRange.Start.Line == line {
				found = a
			}
		}
		for _, blk := range b.Blocks {
			walk(blk.Body)
		}
	}
	walk(f.Body.(*hclsyntax.Body))
	if found == nil {
		t.Fatalf("no attribute %s on line %d of %s", name, line, f.Body.(*hclsyntax.Body).SrcRange.Filename)
	}
	return found
}

// blockAt finds the top-level block that starts on line.
func blockAt(t *testing.T, f *hcl.File, line int) *hclsyntax.Block {
	t.Helper()
	for _, b := range f.Body.(*hclsyntax.Body).Blocks {
		if b.TypeRange.Start.Line == line {
			return b
		}
	}
	t.Fatalf("no block on line %d", line)
	return nil
}

// recordedBlocks splits recorded CLI output into the diagnostics it shows,
// each from its leading blank line to the end of its detail.
func recordedBlocks(out string) []string {
	var starts []int
	for i := 0; i < len(out); i++ {
		if (i == 0 || out[i-1] == '\n') && out[i] == '\n' &&
			(strings.HasPrefix(out[i+1:], "Error: ") || strings.HasPrefix(out[i+1:], "Warning: ")) {
			starts = append(starts, i)
		}
	}
	var blocks []string
	for k, s := range starts {
		end := len(out)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		blocks = append(blocks, out[s:end])
	}
	return blocks
}

func varsCtx(vars map[string]map[string]cty.Value) *hcl.EvalContext {
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{}}
	for root, attrs := range vars {
		ctx.Variables[root] = cty.ObjectVal(attrs)
	}
	return ctx
}

// TestRecordedEvaluated rebuilds recorded diagnostics that need their
// expression and evaluation context (values blocks, failed function calls,
// addresses, empty subjects, diagnostics without ranges) and compares the
// human rendering with the recorded plan output, and the JSON rendering
// with the recorded `validate -json` output where validate reports it.
func TestRecordedEvaluated(t *testing.T) {
	// condition builds a diagnostic whose subject and expression are the
	// attribute called name on line of file, evaluated in ctx.
	attrDiag := func(f *hcl.File, name string, line int, ctx *hcl.EvalContext) *hcl.Diagnostic {
		a := attrAt(t, f, name, line)
		r := a.Expr.Range()
		return &hcl.Diagnostic{Subject: &r, Expression: a.Expr, EvalContext: ctx}
	}
	// evalDiag evaluates the attribute and returns hcl's own diagnostic.
	evalDiag := func(f *hcl.File, name string, line int, ctx *hcl.EvalContext) *hcl.Diagnostic {
		a := attrAt(t, f, name, line)
		_, diags := a.Expr.Value(ctx)
		if !diags.HasErrors() {
			t.Fatalf("%s on line %d evaluates without error", name, line)
		}
		return diags[0]
	}
	headerDiag := func(f *hcl.File, line int) *hcl.Diagnostic {
		r := blockAt(t, f, line).DefRange()
		return &hcl.Diagnostic{Subject: &r}
	}
	fileOf := func(c, name string) *hcl.File { return recordedFile(t, c, name) }
	funcs := map[string]function.Function{
		"tonumber": stdlib.MakeToFunc(cty.Number),
		"element":  stdlib.ElementFunc,
	}
	n := func(v int64) cty.Value { return cty.NumberIntVal(v) }

	tests := []struct {
		caseDir, step string
		build         func() (*hcl.Diagnostic, Sources)
	}{
		{"check-fail", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("check-fail", "main.tf")
			return attrDiag(f, "condition", 6, varsCtx(map[string]map[string]cty.Value{"var": {"n": n(-5)}})), Sources{"main.tf": f}
		}},
		{"check-multiple-asserts", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("check-multiple-asserts", "main.tf")
			cfg := cty.ObjectVal(map[string]cty.Value{"replicas": n(1), "name": cty.StringVal("svc")})
			return attrDiag(f, "condition", 6, varsCtx(map[string]map[string]cty.Value{"local": {"cfg": cfg}})), Sources{"main.tf": f}
		}},
		{"check-unknown", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("check-unknown", "main.tf")
			x := cty.ObjectVal(map[string]cty.Value{"output": cty.UnknownVal(cty.String), "input": cty.StringVal("hello")})
			return attrDiag(f, "condition", 7, varsCtx(map[string]map[string]cty.Value{"terraform_data": {"x": x}})), Sources{"main.tf": f}
		}},
		{"foreach-sensitive", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("foreach-sensitive", "main.tf")
			m := cty.MapVal(map[string]cty.Value{"a": cty.StringVal("x")}).Mark(marks.Sensitive)
			d := attrDiag(f, "for_each", 6, varsCtx(map[string]map[string]cty.Value{"var": {"m": m}}))
			d.Extra = Cause{Sensitive: true}
			return d, Sources{"main.tf": f}
		}},
		{"foreach-unknown-keys", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("foreach-unknown-keys", "main.tf")
			a := cty.ObjectVal(map[string]cty.Value{"id": cty.UnknownVal(cty.String), "input": cty.StringVal("x")})
			d := attrDiag(f, "for_each", 5, varsCtx(map[string]map[string]cty.Value{"terraform_data": {"a": a}}))
			d.Extra = Cause{Unknown: true}
			return d, Sources{"main.tf": f}
		}},
		{"module-var-validation", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("module-var-validation", "main.tf")
			mod := fileOf("module-var-validation", "modules/v/main.tf")
			d := attrDiag(mod, "condition", 4, varsCtx(map[string]map[string]cty.Value{"var": {"n": n(0)}}))
			r := attrAt(t, f, "n", 3).Expr.Range()
			d.Subject = &r
			return d, Sources{"main.tf": f, "modules/v/main.tf": mod}
		}},
		{"output-precondition-fail", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("output-precondition-fail", "main.tf")
			return attrDiag(f, "condition", 7, varsCtx(map[string]map[string]cty.Value{"var": {"n": n(-1)}})), Sources{"main.tf": f}
		}},
		{"var-validation-fail-default", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("var-validation-fail-default", "main.tf")
			d := headerDiag(f, 1)
			cond := attrAt(t, f, "condition", 5)
			d.Expression, d.EvalContext = cond.Expr, varsCtx(map[string]map[string]cty.Value{"var": {"port": n(70000)}})
			return d, Sources{"main.tf": f}
		}},
		{"var-validation-fail-flag", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("var-validation-fail-flag", "main.tf")
			d := headerDiag(f, 1)
			cond := attrAt(t, f, "condition", 5)
			d.Expression, d.EvalContext = cond.Expr, varsCtx(map[string]map[string]cty.Value{"var": {"env": cty.StringVal("staging")}})
			return d, Sources{"main.tf": f}
		}},
		{"locals-function-error", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("locals-function-error", "main.tf")
			return evalDiag(f, "n", 2, &hcl.EvalContext{Functions: funcs}), Sources{"main.tf": f}
		}},
		{"ref-function-error", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("ref-function-error", "main.tf")
			return evalDiag(f, "input", 2, &hcl.EvalContext{Functions: funcs}), Sources{"main.tf": f}
		}},
		{"ref-foreach-missing-key", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("ref-foreach-missing-key", "main.tf")
			a := cty.ObjectVal(map[string]cty.Value{"x": cty.ObjectVal(map[string]cty.Value{"id": cty.UnknownVal(cty.String)})})
			return evalDiag(f, "value", 4, varsCtx(map[string]map[string]cty.Value{"terraform_data": {"a": a}})), Sources{"main.tf": f}
		}},
		{"ref-count-missing-index", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("ref-count-missing-index", "main.tf")
			// The subject is the resource part of the reference.
			tr := attrAt(t, f, "value", 4).Expr.(*hclsyntax.ScopeTraversalExpr).Traversal
			r := tr[:2].SourceRange()
			return &hcl.Diagnostic{Subject: &r}, Sources{"main.tf": f}
		}},
		{"count-negative", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("count-negative", "main.tf")
			return attrDiag(f, "count", 2, &hcl.EvalContext{}), Sources{"main.tf": f}
		}},
		{"data-remote-state-missing-file", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("data-remote-state-missing-file", "main.tf")
			r := blockAt(t, f, 1).Body.MissingItemRange()
			return &hcl.Diagnostic{Subject: &r, Extra: addressExtra("data.terraform_remote_state.o")}, Sources{"main.tf": f}
		}},
		{"output-sensitive-missing-flag", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("output-sensitive-missing-flag", "main.tf")
			return headerDiag(f, 1), Sources{"main.tf": f}
		}},
		{"var-nullable-false-required", "step1", func() (*hcl.Diagnostic, Sources) {
			f := fileOf("var-nullable-false-required", "terraform.tfvars")
			return attrDiag(f, "a", 1, nil), Sources{"terraform.tfvars": f}
		}},
		{"depends-on-cycle", "step1", func() (*hcl.Diagnostic, Sources) { return &hcl.Diagnostic{}, nil }},
		{"var-undeclared-cli", "step1", func() (*hcl.Diagnostic, Sources) { return &hcl.Diagnostic{}, nil }},
		{"moved-target-exists", "step2", func() (*hcl.Diagnostic, Sources) {
			return &hcl.Diagnostic{Severity: hcl.DiagWarning}, nil
		}},
		{"removed-forget", "step2", func() (*hcl.Diagnostic, Sources) {
			return &hcl.Diagnostic{Severity: hcl.DiagWarning}, nil
		}},
	}
	jsonCompared := 0
	for _, tt := range tests {
		t.Run(tt.caseDir, func(t *testing.T) {
			step := recordedStep{Case: tt.caseDir, Name: tt.step, Root: filepath.Join(configsDir, tt.caseDir)}
			plan, ok := step.read("plan.txt")
			if !ok {
				t.Fatal("no plan.txt")
			}
			blocks := recordedBlocks(plan)
			if len(blocks) == 0 {
				t.Fatal("no diagnostic in plan.txt")
			}
			want := blocks[0]
			d, src := tt.build()
			// Summary and detail are the evaluator's business; take them
			// from the recording. Severity too, unless the case set it.
			head, _, _ := strings.Cut(strings.TrimPrefix(want, "\n"), "\n")
			if strings.HasPrefix(head, "Warning: ") {
				d.Severity = hcl.DiagWarning
			} else {
				d.Severity = hcl.DiagError
			}
			d.Summary = head[strings.Index(head, ": ")+2:]
			d.Detail = recordedDetail(want)
			// A multi-line summary ("Cycle:" and its members) continues
			// until the blank line.
			if d.Detail == "" && d.Subject == nil {
				full, _, _ := strings.Cut(strings.TrimPrefix(want, "\n"), "\n\n")
				d.Summary = full[strings.Index(full, ": ")+2:]
			}
			if got := HumanDiagnostic(d, src, DefaultWidth); got != want {
				t.Errorf("human:\n got: %q\nwant: %q", got, want)
			}
			if checkRecordedJSON(t, step, d, src) {
				jsonCompared++
			}
		})
	}
	// foreach-sensitive, module-var-validation, locals-function-error,
	// ref-function-error and ref-count-missing-index are reported by
	// validate too.
	if jsonCompared < 5 {
		t.Errorf("only %d JSON renderings compared with validate -json", jsonCompared)
	}
}

// recordedDetail extracts the detail of a recorded human diagnostic and
// undoes the CLI's word wrapping (the detail reaches the engine unwrapped,
// as in validate -json). A detail line that starts with a space or follows
// a blank line starts a new line; others continue the previous line.
func recordedDetail(block string) string {
	parts := strings.SplitN(strings.TrimPrefix(block, "\n"), "\n\n", 3)
	var detail string
	switch {
	case len(parts) == 3 && (strings.HasPrefix(parts[1], "  on ") || strings.HasPrefix(parts[1], "  with ")):
		detail = parts[2]
	case len(parts) >= 2 && !strings.HasPrefix(parts[1], "  on ") && !strings.HasPrefix(parts[1], "  with "):
		detail = strings.Join(parts[1:], "\n\n")
	}
	detail = strings.TrimSuffix(detail, "\n")
	var out strings.Builder
	prevBlank := true
	for i, line := range strings.Split(detail, "\n") {
		switch {
		case i == 0:
		case line == "" || prevBlank || strings.HasPrefix(line, " ") || strings.HasSuffix(out.String(), ":"):
			out.WriteString("\n")
		default:
			out.WriteString(" ")
		}
		out.WriteString(line)
		prevBlank = line == ""
	}
	return out.String()
}

// checkRecordedJSON compares ToJSON with the step's validate -json entry of
// the same summary, when validate reported it.
func checkRecordedJSON(t *testing.T, step recordedStep, d *hcl.Diagnostic, src Sources) bool {
	t.Helper()
	raw, ok := step.read("validate.json")
	if !ok {
		return false
	}
	compared := false
	var doc struct{ Diagnostics []json.RawMessage }
	if err := json.Unmarshal([]byte(raw), &doc); err != nil {
		t.Fatal(err)
	}
	for _, rec := range doc.Diagnostics {
		var head struct{ Summary, Detail string }
		_ = json.Unmarshal(rec, &head)
		if head.Summary != d.Summary {
			continue
		}
		got := ToJSON(hcl.Diagnostics{d}, src)[0]
		got.Detail = head.Detail
		gotJSON, _ := json.Marshal(got)
		var want any
		_ = json.Unmarshal(rec, &want)
		wantJSON, _ := json.Marshal(want)
		var gotAny any
		_ = json.Unmarshal(gotJSON, &gotAny)
		gotJSON, _ = json.Marshal(gotAny)
		if string(gotJSON) != string(wantJSON) {
			t.Errorf("JSON:\n got: %s\nwant: %s", gotJSON, wantJSON)
		}
		compared = true
	}
	return compared
}
