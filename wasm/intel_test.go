//go:build js && wasm

package main

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// intelConfig has non-ASCII text before the references, so that UTF-8
// byte offsets and JavaScript string indices differ.
const intelConfig = `variable "region" {
  type        = string
  default     = "eu-west-1"
  description = "Région 🌍 of the servers."
}

locals {
  greeting = "héllo 👋 ${var.region}"
}

resource "terraform_data" "web" {
  input = upper(local.greeting)
}
`

// intelCall makes an "intel" call and decodes its result into v.
func intelCall(t *testing.T, request map[string]any, v any) {
	t.Helper()
	env := call(t, "intel", request)
	if !env.OK {
		t.Fatalf("intel answered an error: %s", env.Error)
	}
	if err := json.Unmarshal(env.Result, v); err != nil {
		t.Fatalf("result %s: %v", env.Result, err)
	}
}

type jsonRange struct{ Start, End int }

func TestIntelComplete(t *testing.T) {
	src := strings.Replace(intelConfig, "${var.region}", "${var.re}", 1)
	off := strings.Index(src, "${var.re}") + len("${var.re")
	var res struct {
		Items []struct {
			Label, Kind, Detail, Documentation, InsertText string
			Range                                          jsonRange
		}
	}
	intelCall(t, map[string]any{"op": "complete", "files": map[string]string{"main.tf": src}, "file": "main.tf", "offset": off}, &res)
	if len(res.Items) != 1 {
		t.Fatalf("items %+v, want var.region only", res.Items)
	}
	it := res.Items[0]
	if it.Label != "region" || it.Kind != "variable" || it.Detail != "string" || it.Documentation != "Région 🌍 of the servers." || it.InsertText != "region" {
		t.Errorf("item %+v", it)
	}
	if src[it.Range.Start:it.Range.End] != "re" || it.Range.End != off {
		t.Errorf("range %+v covers %q, want the bytes of \"re\"", it.Range, src[it.Range.Start:it.Range.End])
	}
	// Functions with their signatures in an expression.
	fsrc := strings.Replace(intelConfig, "upper(local.greeting)", "upp", 1)
	intelCall(t, map[string]any{"op": "complete", "files": map[string]string{"main.tf": fsrc}, "file": "main.tf", "offset": strings.Index(fsrc, "upp") + 3}, &res)
	if len(res.Items) == 0 || res.Items[0].Label != "upper" || res.Items[0].Detail != "upper(str string) string" {
		t.Errorf("items %+v, want upper first", res.Items)
	}
	// Nothing to offer is an empty list.
	var raw map[string]json.RawMessage
	intelCall(t, map[string]any{"op": "complete", "files": map[string]string{"main.tf": intelConfig}, "file": "main.tf", "offset": 0}, &raw)
	intelCall(t, map[string]any{"op": "complete", "files": map[string]string{"main.tf": "# comment"}, "file": "main.tf", "offset": 4}, &raw)
	if string(raw["items"]) != "[]" {
		t.Errorf("items %s in a comment, want []", raw["items"])
	}
}

func TestIntelHoverAndPlan(t *testing.T) {
	files := map[string]string{"main.tf": intelConfig}
	off := strings.Index(intelConfig, "local.greeting)") + 8
	var res struct {
		Hover *struct {
			Kind, Title, Value, ValueSource string
			Range                           jsonRange
		}
	}
	intelCall(t, map[string]any{"op": "hover", "files": files, "file": "main.tf", "offset": off}, &res)
	h := res.Hover
	if h == nil || h.Kind != "local" || h.Title != "local.greeting" || h.Value != `"héllo 👋 eu-west-1"` || h.ValueSource != "configuration" {
		t.Fatalf("hover %+v", h)
	}
	if intelConfig[h.Range.Start:h.Range.End] != "local.greeting" {
		t.Errorf("range %+v covers %q", h.Range, intelConfig[h.Range.Start:h.Range.End])
	}
	if !utf8.ValidString(intelConfig[:h.Range.Start]) {
		t.Errorf("range starts inside a character")
	}

	// A saved plan made through "run" is read from planFile.
	plan := runOK(t, map[string]any{"args": []string{"plan", "-out=tfplan", "-no-color"}, "files": files})
	if plan.ExitCode != 0 || plan.BinaryFiles["tfplan"] == "" {
		t.Fatalf("plan: exit %d, stderr %s", plan.ExitCode, plan.Stderr)
	}
	inputOff := strings.Index(intelConfig, "input =") + 1
	intelCall(t, map[string]any{"op": "hover", "files": files, "file": "main.tf", "offset": inputOff, "planFile": plan.BinaryFiles["tfplan"]}, &res)
	if h := res.Hover; h == nil || h.Value != `"HÉLLO 👋 EU-WEST-1"` || h.ValueSource != "plan" {
		t.Errorf("hover of input with the plan: %+v", h)
	}

	// Nothing under the cursor is null.
	var raw map[string]json.RawMessage
	intelCall(t, map[string]any{"op": "hover", "files": files, "file": "main.tf", "offset": strings.Index(intelConfig, "\n\n")}, &raw)
	if string(raw["hover"]) != "null" {
		t.Errorf("hover %s on a blank line, want null", raw["hover"])
	}
}

func TestIntelDefinition(t *testing.T) {
	files := map[string]string{"main.tf": intelConfig, "vars.tf": "variable \"x\" {}\n", "other.tf": "output \"o\" {\n  value = var.x\n}\n"}
	var res struct {
		Locations []struct {
			File        string
			Range, Full jsonRange
		}
	}
	intelCall(t, map[string]any{"op": "definition", "files": files, "file": "other.tf", "offset": strings.Index(files["other.tf"], "var.x") + 4}, &res)
	if len(res.Locations) != 1 || res.Locations[0].File != "vars.tf" || res.Locations[0].Range != (jsonRange{0, 12}) || res.Locations[0].Full != (jsonRange{0, 15}) {
		t.Errorf("locations %+v, want variable \"x\" in vars.tf", res.Locations)
	}
}

func TestIntelBadRequests(t *testing.T) {
	files := map[string]string{"main.tf": intelConfig}
	for _, tt := range []struct {
		name    string
		request map[string]any
		want    string
	}{
		{"unknown op", map[string]any{"op": "rename", "files": files, "file": "main.tf"}, `unknown op "rename"`},
		{"missing file", map[string]any{"op": "hover", "files": files, "file": "nope.tf"}, `file "nope.tf" is not in files`},
		{"offset too large", map[string]any{"op": "hover", "files": files, "file": "main.tf", "offset": len(intelConfig) + 1}, "outside main.tf"},
		{"bad plan", map[string]any{"op": "hover", "files": files, "file": "main.tf", "planFile": "%%"}, "invalid base64"},
		{"bad binary file", map[string]any{"op": "hover", "files": files, "file": "main.tf", "binaryFiles": map[string]string{"p": "%%"}}, "invalid base64"},
		{"bad path", map[string]any{"op": "hover", "files": map[string]string{"../x.tf": ""}, "file": "main.tf"}, "invalid file path"},
		{"unknown field", map[string]any{"op": "hover", "files": files, "file": "main.tf", "line": 1}, "invalid request"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			env := call(t, "intel", tt.request)
			if env.OK || !strings.Contains(env.Error, tt.want) {
				t.Errorf("got ok=%v error %q, want an error containing %q", env.OK, env.Error, tt.want)
			}
		})
	}
}
