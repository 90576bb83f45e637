//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"strings"
	"syscall/js"
	"testing"
	"unicode/utf8"

	"github.com/tfplay/tfplay/engine/version"
)

func TestMain(m *testing.M) {
	register()
	os.Exit(m.Run())
}

// envelope is the decoded response of globalThis.tfplay.call.
type envelope struct {
	OK     bool            `json:"ok"`
	Result json.RawMessage `json:"result"`
	Error  string          `json:"error"`
}

// call goes through JavaScript exactly as the web worker does:
// globalThis.tfplay.call(method, JSON.stringify(request)).
func call(t *testing.T, method string, request any) envelope {
	t.Helper()
	body, err := json.Marshal(request)
	if err != nil {
		t.Fatal(err)
	}
	return callRaw(t, method, string(body))
}

func callRaw(t *testing.T, args ...any) envelope {
	t.Helper()
	v := js.Global().Get("tfplay").Call("call", args...)
	if v.Type() != js.TypeString {
		t.Fatalf("call returned a %s, want a string", v.Type())
	}
	var env envelope
	if err := json.Unmarshal([]byte(v.String()), &env); err != nil {
		t.Fatalf("response is not JSON: %v\n%s", err, v.String())
	}
	return env
}

// validateDoc is the part of `terraform validate -json` the tests read.
type validateDoc struct {
	FormatVersion string `json:"format_version"`
	Valid         bool   `json:"valid"`
	ErrorCount    int    `json:"error_count"`
	WarningCount  int    `json:"warning_count"`
	Diagnostics   []struct {
		Severity string `json:"severity"`
		Summary  string `json:"summary"`
		Detail   string `json:"detail"`
		Range    *struct {
			Filename string  `json:"filename"`
			Start    jsonPos `json:"start"`
			End      jsonPos `json:"end"`
		} `json:"range"`
	} `json:"diagnostics"`
}

type jsonPos struct {
	Line, Column, Byte int
}

func validate(t *testing.T, files map[string]string) validateDoc {
	t.Helper()
	env := call(t, "validate", map[string]any{"files": files})
	if !env.OK {
		t.Fatalf("validate answered an error: %s", env.Error)
	}
	var doc validateDoc
	if err := json.Unmarshal(env.Result, &doc); err != nil {
		t.Fatalf("result is not a validate document: %v\n%s", err, env.Result)
	}
	if doc.FormatVersion == "" {
		t.Errorf("format_version missing in %s", env.Result)
	}
	return doc
}

const validConfig = `variable "name" {
  type    = string
  default = "world"
}

locals {
  greeting = "hello, ${var.name}"
}

output "greeting" {
  value = local.greeting
}
`

func TestValidateValidConfig(t *testing.T) {
	doc := validate(t, map[string]string{"main.tf": validConfig})
	if !doc.Valid || doc.ErrorCount != 0 || len(doc.Diagnostics) != 0 {
		t.Errorf("got valid=%v error_count=%d diagnostics=%+v, want a valid configuration", doc.Valid, doc.ErrorCount, doc.Diagnostics)
	}
}

func TestValidateSyntaxErrorRange(t *testing.T) {
	// Two non-ASCII characters (é: 2 bytes, 👋: 4 bytes) stand before the
	// error on its line, so the column (characters) and the byte offset
	// (UTF-8) disagree with naive counting.
	const line3 = `  broken   = "é👋" "oops"`
	src := "locals {\n  ok = \"fine\"\n" + line3 + "\n}\n"
	doc := validate(t, map[string]string{"main.tf": src})
	if doc.Valid || doc.ErrorCount < 1 {
		t.Fatalf("got valid=%v error_count=%d, want an invalid configuration", doc.Valid, doc.ErrorCount)
	}
	d := doc.Diagnostics[0]
	if d.Severity != "error" || d.Summary == "" {
		t.Errorf("got severity %q summary %q, want an error with a summary", d.Severity, d.Summary)
	}
	if d.Range == nil {
		t.Fatalf("diagnostic %q has no range", d.Summary)
	}
	prefix := line3[:strings.Index(line3, `"oops"`)]
	want := jsonPos{
		Line:   3,
		Column: utf8.RuneCountInString(prefix) + 1,
		Byte:   strings.Index(src, `"oops"`),
	}
	if d.Range.Filename != "main.tf" || d.Range.Start != want {
		t.Errorf("got range %s %+v, want main.tf %+v (%q)", d.Range.Filename, d.Range.Start, want, d.Summary)
	}
	if d.Range.End.Byte < d.Range.Start.Byte {
		t.Errorf("range ends (%d) before it starts (%d)", d.Range.End.Byte, d.Range.Start.Byte)
	}
}

func TestValidateFileInSubdirectory(t *testing.T) {
	// Module sources live in subdirectories; their paths are cleaned and
	// they do not belong to the root module.
	doc := validate(t, map[string]string{"main.tf": validConfig, "./modules/x/../x/main.tf": "# empty module\n"})
	if !doc.Valid {
		t.Errorf("got %+v, want valid", doc)
	}
}

func TestRunReturnsOutputAndExitCode(t *testing.T) {
	env := call(t, "run", map[string]any{
		"args":  []string{"validate", "-json", "-no-color"},
		"files": map[string]string{"main.tf": "locals {\n  x = \n}\n"},
		"dir":   "/workspace",
		"env":   map[string]string{"TF_IN_AUTOMATION": "1"},
	})
	if !env.OK {
		t.Fatalf("run answered an error: %s", env.Error)
	}
	var res struct {
		Stdout   *string            `json:"stdout"`
		Stderr   *string            `json:"stderr"`
		ExitCode *int               `json:"exitCode"`
		Files    map[string]*string `json:"files"`
	}
	if err := json.Unmarshal(env.Result, &res); err != nil {
		t.Fatal(err)
	}
	if res.Stdout == nil || res.Stderr == nil || res.ExitCode == nil || res.Files == nil {
		t.Fatalf("result lacks stdout, stderr, exitCode or files: %s", env.Result)
	}
	if *res.ExitCode != 1 {
		t.Errorf("exit code %d, want 1 for an invalid configuration", *res.ExitCode)
	}
	var doc validateDoc
	if err := json.Unmarshal([]byte(*res.Stdout), &doc); err != nil || doc.Valid {
		t.Errorf("stdout is not an invalid validate document (%v): %s", err, *res.Stdout)
	}
}

func TestRunReturnsWrittenFiles(t *testing.T) {
	const unformatted = "locals {\n a=1\n}\n"
	res := runOK(t, map[string]any{"args": []string{"fmt"}, "files": map[string]string{"main.tf": unformatted}})
	got := res.Files["main.tf"]
	if res.ExitCode != 0 || got == nil || *got == unformatted || !strings.Contains(*got, "a = 1") {
		t.Errorf("fmt: exit %d, files %v: want main.tf rewritten with \"a = 1\"", res.ExitCode, res.Files)
	}
}

func TestRunPassesStdin(t *testing.T) {
	res := runOK(t, map[string]any{
		"args":  []string{"console"},
		"files": map[string]string{"main.tf": validConfig},
		"stdin": "upper(local.greeting)\n",
	})
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, `"HELLO, WORLD"`) {
		t.Errorf("console: exit %d, stdout %q, stderr %q: want \"HELLO, WORLD\"", res.ExitCode, res.Stdout, res.Stderr)
	}
}

// runResultJSON is the result of a "run" call as the frontend sees it.
type runResultJSON struct {
	Stdout      string             `json:"stdout"`
	Stderr      string             `json:"stderr"`
	ExitCode    int                `json:"exitCode"`
	Files       map[string]*string `json:"files"`
	BinaryFiles map[string]string  `json:"binaryFiles"`
}

func TestRunCarriesBinaryFiles(t *testing.T) {
	// A saved plan is a zip archive: it comes back base64-encoded in
	// binaryFiles, and given back the same way it can be shown and applied.
	files := map[string]string{"main.tf": "resource \"terraform_data\" \"a\" {\n  input = \"x\"\n}\n"}
	res := runOK(t, map[string]any{"args": []string{"plan", "-out=p.tfplan", "-no-color"}, "files": files})
	plan, ok := res.BinaryFiles["p.tfplan"]
	if res.ExitCode != 0 || !ok {
		t.Fatalf("plan -out: exit %d, binaryFiles %v, stderr %q: want p.tfplan in binaryFiles", res.ExitCode, res.BinaryFiles, res.Stderr)
	}
	if _, inFiles := res.Files["p.tfplan"]; inFiles {
		t.Errorf("p.tfplan is also in files")
	}
	show := runOK(t, map[string]any{"args": []string{"show", "-json", "p.tfplan"}, "files": files, "binaryFiles": map[string]string{"p.tfplan": plan}})
	if show.ExitCode != 0 || !strings.Contains(show.Stdout, `"resource_changes"`) {
		t.Errorf("show -json p.tfplan: exit %d, stdout %q, stderr %q: want a plan document", show.ExitCode, show.Stdout, show.Stderr)
	}
	env := call(t, "run", map[string]any{"args": []string{"show", "p.tfplan"}, "files": files, "binaryFiles": map[string]string{"p.tfplan": "%%%"}})
	if env.OK || !strings.Contains(env.Error, "invalid base64") {
		t.Errorf("bad base64: got ok=%v error=%q, want an invalid base64 error", env.OK, env.Error)
	}
}

func runOK(t *testing.T, request map[string]any) runResultJSON {
	t.Helper()
	env := call(t, "run", request)
	if !env.OK {
		t.Fatalf("run answered an error: %s", env.Error)
	}
	var res runResultJSON
	if err := json.Unmarshal(env.Result, &res); err != nil {
		t.Fatal(err)
	}
	return res
}

func TestRejectsPathsOutsideTheTree(t *testing.T) {
	for _, name := range []string{"../main.tf", "/etc/main.tf", ""} {
		env := call(t, "validate", map[string]any{"files": map[string]string{name: validConfig}})
		if env.OK || !strings.Contains(env.Error, "invalid file path") {
			t.Errorf("file %q: got ok=%v error=%q, want an invalid file path error", name, env.OK, env.Error)
		}
	}
}

func TestPanicBecomesErrorAndBridgeSurvives(t *testing.T) {
	env := call(t, "debug.panic", map[string]string{"message": "boom from the test"})
	if env.OK || !strings.Contains(env.Error, "panic: boom from the test") {
		t.Fatalf("got ok=%v error=%q, want an error response reporting the panic", env.OK, env.Error)
	}
	// The next request is answered normally.
	if doc := validate(t, map[string]string{"main.tf": validConfig}); !doc.Valid {
		t.Errorf("validate after a panic: got %+v, want valid", doc)
	}
}

func TestBadCalls(t *testing.T) {
	tests := []struct {
		name string
		args []any
		want string
	}{
		{"unknown method", []any{"nope", "{}"}, `unknown method "nope"`},
		{"no method", nil, "method must be a string"},
		{"request not a string", []any{"validate", 42}, "requestJSON must be a string"},
		{"request not JSON", []any{"validate", "{"}, "invalid request"},
		{"unknown field", []any{"validate", `{"file":{}}`}, "invalid request"},
		{"trailing data", []any{"validate", `{"files":{}} {}`}, "invalid request"},
		{"files not strings", []any{"validate", `{"files":{"main.tf":1}}`}, "invalid request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := callRaw(t, tt.args...)
			if env.OK || !strings.Contains(env.Error, tt.want) {
				t.Errorf("got ok=%v error=%q, want an error containing %q", env.OK, env.Error, tt.want)
			}
		})
	}
}

func TestVersion(t *testing.T) {
	env := call(t, "version", map[string]any{})
	if !env.OK {
		t.Fatalf("version answered an error: %s", env.Error)
	}
	var v versionResult
	if err := json.Unmarshal(env.Result, &v); err != nil {
		t.Fatal(err)
	}
	if v.Go != runtime.Version() || v.Tfplay == "" || v.Terraform != version.String() {
		t.Errorf("got %+v, want go %s, terraform %s and a tfplay version", v, runtime.Version(), version.String())
	}
}

// TestDeepReferenceChains plans chains of references thousands deep: the
// evaluation must not recurse on the JavaScript engine's stack as deep as
// the chain (it overflowed at about 2,500 resources).
func TestDeepReferenceChains(t *testing.T) {
	const n = 3000
	var b strings.Builder
	b.WriteString("resource \"terraform_data\" \"r0\" {\n  input = \"x\"\n}\n")
	b.WriteString("locals {\n  l0 = \"y\"\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  l%d = local.l%d\n", i, i-1)
	}
	b.WriteString("}\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "resource \"terraform_data\" \"r%d\" {\n  input = terraform_data.r%d.input\n}\n", i, i-1)
	}
	fmt.Fprintf(&b, "output \"last\" {\n  value = [terraform_data.r%d.input, local.l%d]\n}\n", n-1, n-1)
	files := map[string]string{"main.tf": b.String()}
	if doc := validate(t, files); !doc.Valid {
		t.Fatalf("validate: %+v", doc.Diagnostics)
	}
	res := runOK(t, map[string]any{"args": []string{"plan", "-no-color"}, "files": files})
	want := fmt.Sprintf("Plan: %d to add, 0 to change, 0 to destroy.", n)
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, want) || !strings.Contains(res.Stdout, `+ last = [`) {
		t.Errorf("plan: exit %d, stderr %q, stdout ends %q: want %q", res.ExitCode, res.Stderr, res.Stdout[max(0, len(res.Stdout)-300):], want)
	}
}
