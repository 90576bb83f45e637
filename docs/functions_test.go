package docs_test

// The function reference of the site (dist/docs/functions/) is generated
// from docs/functions/reference.json, which this test writes with
// -update from two sources: the engine's function metadata (names,
// signatures, descriptions, for Terraform and OpenTofu) and the examples
// written by hand in docs/functions/examples.json (a family per entry,
// for every function: console expressions, the files they read, and the
// expected output).
//
// The test fails when a function of either flavor has no example, when an
// example names a function that does not exist, when an example's output
// is not the engine's, and when reference.json is not what it would write.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path"
	"slices"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
	"github.com/tfplay/tfplay/engine/funcs"
)

const (
	examplesFile  = "functions/examples.json"
	referenceFile = "functions/reference.json"
)

// funcExample is one function's example in examples.json.
type funcExample struct {
	Name string `json:"name"`
	// Cmd, when set, is the command whose output the example shows
	// instead of the console's (for functions the console lacks).
	Cmd     string            `json:"cmd,omitempty"`
	Console []string          `json:"console,omitempty"`
	Expect  string            `json:"expect"`
	Files   map[string]string `json:"files,omitempty"`
}

// funcFamily is a family of functions in examples.json.
type funcFamily struct {
	ID          string        `json:"id"`
	Title       string        `json:"title"`
	Description string        `json:"description"`
	Functions   []funcExample `json:"functions"`
}

type examplesDoc struct {
	Families []funcFamily `json:"families"`
}

// refFunction is one function of reference.json.
type refFunction struct {
	Name        string      `json:"name"`
	Signature   string      `json:"signature"`
	Description string      `json:"description"`
	Flavors     []string    `json:"flavors"`
	Example     funcExample `json:"example"`
}

type refFamily struct {
	ID          string        `json:"id"`
	Title       string        `json:"title"`
	Description string        `json:"description"`
	Functions   []refFunction `json:"functions"`
}

type referenceDoc struct {
	Comment  string      `json:"comment"`
	Families []refFamily `json:"families"`
}

// metaSignature is one function of `metadata functions -json`.
type metaSignature struct {
	Description string          `json:"description"`
	ReturnType  json.RawMessage `json:"return_type"`
	Parameters  []struct {
		Name string          `json:"name"`
		Type json.RawMessage `json:"type"`
	} `json:"parameters"`
	VariadicParameter *struct {
		Name string          `json:"name"`
		Type json.RawMessage `json:"type"`
	} `json:"variadic_parameter"`
}

// functionsOf returns the functions of a flavor by name, without the
// core:: aliases.
func functionsOf(t *testing.T, flavor funcs.Flavor) map[string]metaSignature {
	var doc struct {
		Signatures map[string]metaSignature `json:"function_signatures"`
	}
	if err := json.Unmarshal(funcs.Metadata(flavor), &doc); err != nil {
		t.Fatalf("metadata of %s: %v", flavor, err)
	}
	out := map[string]metaSignature{}
	for name, sig := range doc.Signatures {
		if !strings.HasPrefix(name, "core::") {
			out[name] = sig
		}
	}
	return out
}

// typeName writes a type of the metadata (its JSON form) as a
// configuration would: "string", list(string), object({a=number}).
func typeName(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if s == "dynamic" {
			return "any"
		}
		return s
	}
	var pair []json.RawMessage
	if json.Unmarshal(raw, &pair) != nil || len(pair) != 2 {
		return "any"
	}
	var kind string
	_ = json.Unmarshal(pair[0], &kind)
	switch kind {
	case "object":
		var attrs map[string]json.RawMessage
		_ = json.Unmarshal(pair[1], &attrs)
		parts := []string{}
		for _, k := range slices.Sorted(maps.Keys(attrs)) {
			parts = append(parts, k+"="+typeName(attrs[k]))
		}
		return "object({" + strings.Join(parts, ", ") + "})"
	case "tuple":
		var elems []json.RawMessage
		_ = json.Unmarshal(pair[1], &elems)
		parts := []string{}
		for _, e := range elems {
			parts = append(parts, typeName(e))
		}
		return "tuple([" + strings.Join(parts, ", ") + "])"
	}
	return kind + "(" + typeName(pair[1]) + ")"
}

// signatureOf writes "join(separator string, lists ...list(string)) string".
func signatureOf(name string, sig metaSignature) string {
	params := []string{}
	for _, p := range sig.Parameters {
		params = append(params, p.Name+" "+typeName(p.Type))
	}
	if v := sig.VariadicParameter; v != nil {
		params = append(params, v.Name+" ..."+typeName(v.Type))
	}
	return fmt.Sprintf("%s(%s) %s", name, strings.Join(params, ", "), typeName(sig.ReturnType))
}

// runConsole types an example's expressions at `terraform console` in a
// folder holding its files, as the site's console embed does.
func runConsole(ex funcExample, opentofu bool) (string, error) {
	work := fstest.MapFS{}
	for name, text := range ex.Files {
		work[path.Clean(name)] = &fstest.MapFile{Data: []byte(text), Mode: 0o644}
	}
	env := map[string]string{"TF_IN_AUTOMATION": "1"}
	if opentofu {
		env["TFPLAY_FLAVOR"] = "opentofu"
	}
	run := func(args []string, stdin string) command.Result {
		res := command.Run(command.Request{Args: args, FS: maps.Clone(work), Dir: workDir, Env: env, Stdin: strings.NewReader(stdin)})
		for name, data := range res.Files {
			if data != nil {
				work[path.Clean(name)] = &fstest.MapFile{Data: data, Mode: 0o644}
			}
		}
		return res
	}
	if res := run([]string{"init", "-no-color"}, ""); res.ExitCode != 0 {
		return "", fmt.Errorf("terraform init failed:\n%s%s", res.Stdout, res.Stderr)
	}
	args, stdin := []string{"console"}, strings.Join(ex.Console, "\n")+"\n"
	if ex.Cmd != "" {
		words, err := splitCommand(ex.Cmd)
		if err != nil || len(words) < 2 || words[0] != "terraform" {
			return "", fmt.Errorf("cmd must be a terraform command line, got %q", ex.Cmd)
		}
		args, stdin = words[1:], ""
	}
	res := run(withNoColor(args), stdin)
	out := normalize(res.Stdout + res.Stderr)
	if res.ExitCode != 0 {
		return out, fmt.Errorf("terraform %s failed:\n%s", strings.Join(args, " "), out)
	}
	return out, nil
}

func TestFunctionExamples(t *testing.T) {
	data, err := os.ReadFile(examplesFile)
	if err != nil {
		t.Fatal(err)
	}
	var doc examplesDoc
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("%s: %v", examplesFile, err)
	}
	tf, tofu := functionsOf(t, funcs.Terraform), functionsOf(t, funcs.OpenTofu)

	seen := map[string]bool{}
	ref := referenceDoc{Comment: "Generated by `go test ./docs -run TestFunctionExamples -update` from the engine's metadata and docs/functions/examples.json: do not edit."}
	changed := false
	for fi := range doc.Families {
		fam := &doc.Families[fi]
		rf := refFamily{ID: fam.ID, Title: fam.Title, Description: fam.Description}
		for ei := range fam.Functions {
			ex := &fam.Functions[ei]
			if seen[ex.Name] {
				t.Errorf("%s: %s has two examples", examplesFile, ex.Name)
			}
			seen[ex.Name] = true
			sig, inTF := tf[ex.Name]
			tofuSig, inTofu := tofu[ex.Name]
			if !inTF && !inTofu {
				t.Errorf("%s: %s is not a function of Terraform or OpenTofu", examplesFile, ex.Name)
				continue
			}
			var flavors []string
			if inTF {
				flavors = append(flavors, "terraform")
			} else {
				sig = tofuSig
			}
			if inTofu {
				flavors = append(flavors, "opentofu")
			}
			calls := func(l string) bool { return strings.Contains(l, ex.Name+"(") }
			if !slices.ContainsFunc(ex.Console, calls) && !slices.ContainsFunc(slices.Collect(maps.Values(ex.Files)), calls) {
				t.Errorf("%s: the example of %s does not call it", examplesFile, ex.Name)
			}
			got, err := runConsole(*ex, !inTF)
			if err != nil {
				t.Errorf("%s: example of %s: %v", examplesFile, ex.Name, err)
			} else if want := normalize(ex.Expect); got != want {
				if *update {
					ex.Expect = got
					changed = true
				} else {
					t.Errorf("%s: example of %s:\n--- want\n%s\n--- got\n%s", examplesFile, ex.Name, want, got)
				}
			}
			rf.Functions = append(rf.Functions, refFunction{Name: ex.Name, Signature: signatureOf(ex.Name, sig), Description: sig.Description, Flavors: flavors, Example: *ex})
		}
		ref.Families = append(ref.Families, rf)
	}
	var missing []string
	for name := range tf {
		if !seen[name] {
			missing = append(missing, name)
		}
	}
	for name := range tofu {
		if !seen[name] && tf[name].ReturnType == nil {
			missing = append(missing, name+" (OpenTofu)")
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%s: no example for %s", examplesFile, strings.Join(missing, ", "))
	}

	if *update && changed {
		if err := os.WriteFile(examplesFile, marshal(doc), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := marshal(ref)
	have, _ := os.ReadFile(referenceFile)
	if !bytes.Equal(have, want) {
		if *update {
			if err := os.WriteFile(referenceFile, want, 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			t.Errorf("%s is not up to date: run go test ./docs -run TestFunctionExamples -update", referenceFile)
		}
	}
}

// marshal writes indented JSON without escaping <, > and & (the files are
// read by people and by the site's build, never embedded raw in HTML).
func marshal(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
	return b.Bytes()
}
