package diagnostics

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclparse"
)

var configsDir = filepath.Join("..", "..", "testdata", "conformance", "configs")

// recordedStep is one step of a recorded configuration case.
type recordedStep struct {
	Case, Name string
	Dir        string // the step's source folder
	Root       string // the case folder (step 1's source)
}

func recordedSteps(t *testing.T) []recordedStep {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(configsDir, "*", "steps.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded configurations: %v", err)
	}
	var steps []recordedStep
	for _, f := range files {
		var doc struct {
			Name  string
			Steps []struct{ Name, Source string }
		}
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		root := filepath.Dir(f)
		for _, s := range doc.Steps {
			steps = append(steps, recordedStep{doc.Name, s.Name, filepath.Join(root, s.Source), root})
		}
	}
	return steps
}

// source parses the configuration file a recorded range names, looking in
// the step's folder first and then in the case folder (later steps reuse
// step 1's modules).
func (s recordedStep) source(t *testing.T, src Sources, filename string) {
	t.Helper()
	if _, ok := src[filename]; ok {
		return
	}
	p := hclparse.NewParser()
	for _, dir := range []string{s.Dir, s.Root} {
		raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(filename)))
		if err != nil {
			continue
		}
		var f *hcl.File
		if strings.HasSuffix(filename, ".json") {
			f, _ = p.ParseJSON(raw, filename)
		} else {
			f, _ = p.ParseHCL(raw, filename)
		}
		src[filename] = f
		return
	}
}

func (s recordedStep) read(name string) (string, bool) {
	raw, err := os.ReadFile(filepath.Join(s.Root, "expected", s.Name, name))
	if err != nil || len(raw) == 0 {
		return "", false
	}
	return string(raw), true
}

func hclPos(p Pos) hcl.Pos { return hcl.Pos{Line: p.Line, Column: p.Column, Byte: p.Byte} }

// rebuild turns a recorded JSON diagnostic back into an hcl.Diagnostic.
// When the recorded code quotes lines outside the subject, the diagnostic
// had a context range; it is rebuilt as the span of those lines.
func rebuild(rec Diagnostic, file *hcl.File) *hcl.Diagnostic {
	d := &hcl.Diagnostic{Severity: hcl.DiagError, Summary: rec.Summary, Detail: rec.Detail}
	if rec.Severity == "warning" {
		d.Severity = hcl.DiagWarning
	}
	if rec.Range == nil {
		return d
	}
	d.Subject = &hcl.Range{Filename: rec.Range.Filename, Start: hclPos(rec.Range.Start), End: hclPos(rec.Range.End)}
	if rec.Snippet == nil || file == nil {
		return d
	}
	lines := strings.Count(rec.Snippet.Code, "\n")
	if rec.Snippet.StartLine < rec.Range.Start.Line || rec.Snippet.StartLine+lines > rec.Range.End.Line {
		start := rec.Range.Start.Byte - rec.Snippet.HighlightStartOffset
		d.Context = &hcl.Range{
			Filename: rec.Range.Filename,
			Start:    hcl.Pos{Line: rec.Snippet.StartLine, Column: 1, Byte: start},
			End:      hcl.Pos{Line: rec.Snippet.StartLine + lines, Column: 1, Byte: start + len(rec.Snippet.Code)},
		}
	}
	return d
}

// TestRecordedValidateJSON rebuilds every recorded `validate -json`
// diagnostic from its range and checks that ToJSON quotes the same code,
// highlight and context; then checks that the human rendering of each
// such error appears verbatim in the step's recorded plan output.
func TestRecordedValidateJSON(t *testing.T) {
	jsonOK, humanOK, humanAbsent, needsEval := 0, 0, 0, 0
	for _, step := range recordedSteps(t) {
		raw, ok := step.read("validate.json")
		if !ok {
			continue
		}
		var doc ValidateResult
		if err := json.Unmarshal([]byte(raw), &doc); err != nil {
			t.Fatalf("%s/%s: %v", step.Case, step.Name, err)
		}
		plan, _ := step.read("plan.txt")
		src := Sources{}
		for _, rec := range doc.Diagnostics {
			var file *hcl.File
			if rec.Range != nil {
				step.source(t, src, rec.Range.Filename)
				file = src[rec.Range.Filename]
			}
			if rec.Snippet != nil && (len(rec.Snippet.Values) > 0 || rec.Snippet.FunctionCall != nil) {
				// Needs the expression and its evaluation context: see
				// TestRecordedEvaluated.
				needsEval++
				continue
			}
			d := rebuild(rec, file)
			got := ToJSON(hcl.Diagnostics{d}, src)[0]
			gotJSON, _ := json.Marshal(got)
			wantJSON, _ := json.Marshal(rec)
			if string(gotJSON) != string(wantJSON) {
				t.Errorf("%s/%s %q:\n got: %s\nwant: %s", step.Case, step.Name, rec.Summary, gotJSON, wantJSON)
				continue
			}
			jsonOK++
			human := HumanDiagnostic(d, src, DefaultWidth)
			if !strings.Contains(plan, "\n"+strings.SplitN(human, "\n", 3)[1]+"\n") {
				humanAbsent++ // plan stopped before reporting this one
				continue
			}
			if !strings.Contains(plan, human) {
				t.Errorf("%s/%s: human rendering not in plan.txt:\n%s\n--- plan.txt:\n%s", step.Case, step.Name, human, plan)
				continue
			}
			humanOK++
		}
	}
	t.Logf("recorded validate diagnostics: %d JSON snippets match, %d human renderings found in plan.txt, %d not printed by plan, %d left to TestRecordedEvaluated",
		jsonOK, humanOK, humanAbsent, needsEval)
	if jsonOK < 20 || humanOK < 15 {
		t.Errorf("too few recorded diagnostics compared (%d JSON, %d human)", jsonOK, humanOK)
	}
}
