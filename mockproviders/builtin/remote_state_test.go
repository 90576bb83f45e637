package builtin

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// dataBody parses a corpus case's main.tf and returns the body of its
// first data block.
func dataBody(t *testing.T, caseName string) hcl.Body {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(corpusDir, caseName, "main.tf"))
	if err != nil {
		t.Fatal(err)
	}
	file, diags := hclsyntax.ParseConfig(src, "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	content, _, diags := file.Body.PartialContent(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "data", LabelNames: []string{"type", "name"}}}})
	if diags.HasErrors() || len(content.Blocks) == 0 {
		t.Fatalf("no data block: %s", diags.Error())
	}
	return content.Blocks[0].Body
}

// pathModule is the evaluation context of the corpus configurations.
var pathModule = &hcl.EvalContext{Variables: map[string]cty.Value{
	"path": cty.ObjectVal(map[string]cty.Value{"module": cty.StringVal(".")}),
}}

// readRemote decodes a data block against terraform_remote_state's schema
// and reads it.
func readRemote(t *testing.T, env mock.Env, body hcl.Body) providers.ReadDataResponse {
	t.Helper()
	config, diags := configschema.Decode(body, remoteStateSchema(), pathModule)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	p := Provider().Instance(env)
	if d := p.(providers.ConfigValidator).ValidateDataSourceConfig("terraform_remote_state", config); d.HasErrors() {
		t.Fatal(d.Error())
	}
	return p.ReadDataSource(providers.ReadDataRequest{TypeName: "terraform_remote_state", Addr: "data.terraform_remote_state.x", Config: config})
}

func TestRemoteStateLocalMatchesCorpus(t *testing.T) {
	const name = "data-remote-state-local"
	stateFile, err := os.ReadFile(filepath.Join(corpusDir, name, "other.tfstate"))
	if err != nil {
		t.Fatal(err)
	}
	env := mock.Env{FS: fstest.MapFS{"other.tfstate": {Data: stateFile}}, Workspace: "default"}
	resp := readRemote(t, env, dataBody(t, name))
	if resp.Diagnostics.HasErrors() {
		t.Fatal(resp.Diagnostics.Error())
	}
	recorded, err := os.ReadFile(filepath.Join(corpusDir, name, "expected", "step1", "state.json"))
	if err != nil {
		t.Fatal(err)
	}
	var state struct {
		Values struct {
			Root module `json:"root_module"`
		} `json:"values"`
	}
	if err := json.Unmarshal(recorded, &state); err != nil {
		t.Fatal(err)
	}
	want := decodeJSON(t, state.Values.Root.Resources[0].Values)
	if got := generic(resp.State); !jsonEqual(got, want) {
		gj, _ := json.Marshal(got)
		wj, _ := json.Marshal(want)
		t.Errorf("state\n got: %s\nwant: %s", gj, wj)
	}
	// The outputs keep the types the state file declares.
	if ty := resp.State.GetAttr("outputs").GetAttr("nums").Type(); !ty.Equals(cty.List(cty.Number)) {
		t.Errorf("nums has type %#v, want list(number)", ty)
	}
}

func TestRemoteStateMissingFileMatchesCorpus(t *testing.T) {
	const name = "data-remote-state-missing-file"
	body := dataBody(t, name)
	resp := readRemote(t, mock.Env{FS: fstest.MapFS{}}, body)
	diags := configschema.Elaborate(body, resp.Diagnostics)
	if len(diags) != 1 {
		t.Fatalf("diagnostics: %v", diags)
	}
	d := diags[0]
	if d.Summary != "Unable to find remote state" || d.Detail != "No stored state was found for the given workspace in the given backend." {
		t.Errorf("got %q / %q", d.Summary, d.Detail)
	}
	// Terraform shows it on the block's first line (the `workspace`
	// argument is not set, so the block's opening brace).
	if d.Subject == nil || d.Subject.Start.Line != 1 || d.Subject.Start.Column != 35 {
		t.Errorf("subject %v, want main.tf:1,35", d.Subject)
	}
}

func TestRemoteStateWorkspacesAndDefaults(t *testing.T) {
	state := func(greeting string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte(`{"version": 4, "outputs": {"greeting": {"value": "` + greeting + `", "type": "string"}}}`)}
	}
	env := mock.Env{
		FS: fstest.MapFS{
			"terraform.tfstate":                         state("from default"),
			"terraform.tfstate.d/dev/terraform.tfstate": state("from dev"),
			"states/prod/terraform.tfstate":             state("from prod"),
			"empty.tfstate":                             {Data: []byte("  \n")},
		},
		WorkDir: "/home/me/project",
	}
	p := Provider().Instance(env)
	read := func(attrs map[string]cty.Value) providers.ReadDataResponse {
		vals := remoteStateSchema().EmptyValue().AsValueMap()
		vals["backend"] = cty.StringVal("local")
		for k, v := range attrs {
			vals[k] = v
		}
		return p.ReadDataSource(providers.ReadDataRequest{TypeName: "terraform_remote_state", Config: cty.ObjectVal(vals)})
	}
	greeting := func(resp providers.ReadDataResponse) string {
		if resp.Diagnostics.HasErrors() {
			return "error: " + resp.Diagnostics[0].Summary
		}
		out := resp.State.GetAttr("outputs")
		if !out.Type().HasAttribute("greeting") {
			return "none"
		}
		return out.GetAttr("greeting").AsString()
	}
	cases := []struct {
		name  string
		attrs map[string]cty.Value
		want  string
	}{
		{"default state file", nil, "from default"},
		{"workspace", map[string]cty.Value{"workspace": cty.StringVal("dev")}, "from dev"},
		{"workspace_dir", map[string]cty.Value{"workspace": cty.StringVal("prod"),
			"config": cty.ObjectVal(map[string]cty.Value{"workspace_dir": cty.StringVal("states")})}, "from prod"},
		{"absolute path in the working directory", map[string]cty.Value{
			"config": cty.ObjectVal(map[string]cty.Value{"path": cty.StringVal("/home/me/project/terraform.tfstate")})}, "from default"},
		{"path outside the working directory", map[string]cty.Value{
			"config": cty.ObjectVal(map[string]cty.Value{"path": cty.StringVal("../other/terraform.tfstate")})}, "error: Unable to find remote state"},
		{"empty state file", map[string]cty.Value{
			"config": cty.ObjectVal(map[string]cty.Value{"path": cty.StringVal("empty.tfstate")})}, "error: Unable to find remote state"},
		{"defaults fill missing outputs", map[string]cty.Value{"workspace": cty.StringVal("none"),
			"defaults": cty.ObjectVal(map[string]cty.Value{"greeting": cty.StringVal("fallback")})}, "error: Unable to find remote state"},
		{"state outputs override defaults", map[string]cty.Value{
			"defaults": cty.ObjectVal(map[string]cty.Value{"greeting": cty.StringVal("fallback"), "other": cty.True})}, "from default"},
		{"unknown backend", map[string]cty.Value{"backend": cty.StringVal("nope")}, "error: Invalid backend configuration"},
		{"unreachable backend", map[string]cty.Value{"backend": cty.StringVal("s3")}, "error: Remote state not available"},
		{"invalid local configuration", map[string]cty.Value{
			"config": cty.ObjectVal(map[string]cty.Value{"pth": cty.StringVal("x")})}, "error: Invalid backend configuration"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := greeting(read(tc.attrs)); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
	merged := read(map[string]cty.Value{"defaults": cty.ObjectVal(map[string]cty.Value{"greeting": cty.StringVal("fallback"), "other": cty.True})})
	if other := merged.State.GetAttr("outputs").GetAttr("other"); !other.RawEquals(cty.True) {
		t.Errorf("a default for an output the state lacks: %#v", other)
	}
	resp := read(map[string]cty.Value{"config": cty.ObjectVal(map[string]cty.Value{"pth": cty.StringVal("x")})})
	if d := resp.Diagnostics[0]; d.Detail != `The given configuration is not valid for backend "local": unsupported attribute "pth".` {
		t.Errorf("detail %q", d.Detail)
	}
	if p, ok := configschema.DiagnosticPath(resp.Diagnostics[0]); !ok || !p.Equals(cty.GetAttrPath("config")) {
		t.Errorf("path %#v", p)
	}
}

func TestRemoteStateValidateTypes(t *testing.T) {
	p := Provider().Instance(mock.Env{}).(providers.ConfigValidator)
	vals := remoteStateSchema().EmptyValue().AsValueMap()
	vals["backend"] = cty.UnknownVal(cty.String)
	vals["config"] = cty.StringVal("nope")
	vals["defaults"] = cty.NumberIntVal(1)
	diags := p.ValidateDataSourceConfig("terraform_remote_state", cty.ObjectVal(vals))
	var got []string
	for _, d := range diags {
		got = append(got, d.Summary+": "+d.Detail)
	}
	want := []string{
		"Invalid backend configuration: The configuration must be an object value.",
		"Invalid default values: Defaults must be given in an object value.",
	}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("diagnostics %q, want %q", got, want)
	}
}
