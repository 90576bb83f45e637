package command

import (
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/workspaces"
)

const corpusDir = "../../testdata/conformance/configs"

// corpusStep is one step of a recorded configuration case.
type corpusStep struct {
	Name      string            `json:"name"`
	Source    string            `json:"source"`
	Workspace string            `json:"workspace"`
	Expected  map[string]string `json:"expected"`
}

// loadTree reads a folder of the corpus into a map of files, skipping
// what prepare_step skips at the top level.
func loadTree(t *testing.T, dir string, top bool) map[string][]byte {
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if top && d.IsDir() && rel != "." && (rel == "expected" || (strings.HasPrefix(rel, "step") && !strings.Contains(rel, "/"))) {
			return filepath.SkipDir
		}
		if d.IsDir() || (top && rel == "steps.json") {
			return nil
		}
		b, err := os.ReadFile(p)
		out[rel] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// applyStep lays a step's files over the working folder as the corpus
// runner does: later steps replace the top-level configuration files and
// the folders they bring.
func applyStep(fsys fstest.MapFS, files map[string][]byte, later bool) {
	if later {
		for name := range fsys {
			if !strings.Contains(name, "/") && (strings.HasSuffix(name, ".tf") || strings.HasSuffix(name, ".tf.json") ||
				strings.HasSuffix(name, ".tfvars") || strings.HasSuffix(name, ".tfvars.json")) {
				delete(fsys, name)
			}
		}
		for name := range files {
			if i := strings.Index(name, "/"); i > 0 {
				top := name[:i+1]
				for old := range fsys {
					if strings.HasPrefix(old, top) {
						delete(fsys, old)
					}
				}
			}
		}
	}
	for name, b := range files {
		fsys[name] = &fstest.MapFile{Data: b}
	}
}

// stateFromShowJSON builds a minimal state file with the resources (and
// their providers) of a recorded `show -json`, standing in for the
// apply this test does not run.
func stateFromShowJSON(t *testing.T, b []byte) []byte {
	var doc struct {
		Values *struct {
			Root json.RawMessage `json:"root_module"`
		} `json:"values"`
	}
	if len(b) == 0 || json.Unmarshal(b, &doc) != nil || doc.Values == nil {
		return nil
	}
	type module struct {
		Resources []struct {
			Mode, Type, Name string
			Provider         string `json:"provider_name"`
		} `json:"resources"`
		Children []json.RawMessage `json:"child_modules"`
	}
	var res []string
	var walk func(raw json.RawMessage)
	walk = func(raw json.RawMessage) {
		var m module
		if json.Unmarshal(raw, &m) != nil {
			return
		}
		for _, r := range m.Resources {
			res = append(res, fmt.Sprintf(`{"mode":%q,"type":%q,"name":%q,"provider":"provider[\"%s\"]","instances":[{}]}`, r.Mode, r.Type, r.Name, r.Provider))
		}
		for _, c := range m.Children {
			walk(c)
		}
	}
	walk(doc.Values.Root)
	return []byte(`{"version":4,"resources":[` + strings.Join(res, ",") + `]}`)
}

// TestInitCorpus runs every step of every recorded case up to init (with
// the workspace selection before it) and compares init's output with
// Terraform's.
func TestInitCorpus(t *testing.T) {
	cases, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Skip("no conformance corpus")
	}
	env := map[string]string{"TF_IN_AUTOMATION": "1"}
	compared := 0
	for _, c := range cases {
		dir := filepath.Join(corpusDir, c.Name())
		raw, err := os.ReadFile(filepath.Join(dir, "steps.json"))
		if err != nil {
			continue
		}
		var meta struct{ Steps []corpusStep }
		if err := json.Unmarshal(raw, &meta); err != nil {
			t.Fatal(err)
		}
		t.Run(c.Name(), func(t *testing.T) {
			if why, ok := initKnownGaps[c.Name()]; ok {
				t.Skip(why)
			}
			fsys := fstest.MapFS{}
			for i, st := range meta.Steps {
				applyStep(fsys, loadTree(t, filepath.Join(dir, st.Source), i == 0), i > 0)
				if st.Workspace != "" {
					if res := runIn(fsys, env, "workspace", "select", "-or-create", "-no-color", st.Workspace); res.ExitCode != 0 {
						t.Fatalf("%s: workspace select: %s", st.Name, res.Stderr)
					}
				}
				want, err := os.ReadFile(filepath.Join(dir, st.Expected["init.txt"]))
				if err != nil {
					t.Fatal(err)
				}
				res := runIn(fsys, env, "init", "-input=false", "-no-color")
				if got := res.Stdout + res.Stderr; got != string(want) {
					t.Errorf("%s: init output differs\ngot:\n%s\nwant:\n%s", st.Name, got, want)
				}
				compared++
				// Stand in for the step's apply: the state the recording
				// ended the step with.
				if b, err := os.ReadFile(filepath.Join(dir, st.Expected["state.json"])); err == nil {
					ws := st.Workspace
					if s := stateFromShowJSON(t, b); s != nil {
						fsys[path.Clean(workspaces.StatePath(fsys, ws))] = &fstest.MapFile{Data: s}
					}
				}
			}
		})
	}
	if compared == 0 {
		t.Fatal("no case compared")
	}
}

// initKnownGaps are corpus cases whose init output depends on checks of
// the configuration loader that it does not make yet.
var initKnownGaps = map[string]string{
	"lc-replace-triggered-by-invalid": "the config loader does not check replace_triggered_by references yet",
}

func initFS() fstest.MapFS {
	return fstest.MapFS{
		"main.tf": {Data: []byte(`terraform {
  required_providers {
    aws     = { source = "hashicorp/aws", version = ">= 5.1, < 6" }
    widgets = { source = "acme/widgets" }
  }
}
resource "aws_instance" "a" {}
resource "widgets_thing" "w" {}
resource "terraform_data" "d" {}
module "m" {
  source = "./mod"
}
`)},
		"mod/main.tf":     {Data: []byte("resource \"random_pet\" \"p\" {}\nmodule \"inner\" {\n  source = \"./inner\"\n}\n")},
		"mod/inner/x.tf":  {Data: []byte("variable \"v\" {\n  default = 1\n}\n")},
		"unrelated/a.txt": {Data: []byte("x")},
	}
}

func TestInitProvidersAndLockFile(t *testing.T) {
	saved := mockCatalog
	defer func() { mockCatalog = saved }()
	mockCatalog = func(src string) (string, bool) {
		switch src {
		case "registry.terraform.io/hashicorp/aws":
			return "5.80.0", true
		case "registry.terraform.io/hashicorp/random", builtinProvider:
			return "", true
		}
		return "", false
	}
	env := map[string]string{"TF_IN_AUTOMATION": "1"}
	fsys := initFS()
	res := runIn(fsys, env, "init", "-no-color")
	want := `Initializing the backend...

Initializing modules...
- m in mod
- m.inner in mod/inner

Initializing provider plugins...
- terraform.io/builtin/terraform is built in to Terraform
- Finding latest version of acme/widgets...
- Finding hashicorp/aws versions matching ">= 5.1.0, < 6.0.0"...
- Finding latest version of hashicorp/random...
- Installing acme/widgets v1.0.0 (tfplay generic mock)...
- Installed acme/widgets v1.0.0 (tfplay generic mock, nothing downloaded)
- Installing hashicorp/aws v5.80.0 (tfplay mock)...
- Installed hashicorp/aws v5.80.0 (tfplay mock, nothing downloaded)
- Installing hashicorp/random v1.0.0 (tfplay mock)...
- Installed hashicorp/random v1.0.0 (tfplay mock, nothing downloaded)

Terraform has created a lock file .terraform.lock.hcl to record the provider
selections it made above. Include this file in your version control repository
so that Terraform can guarantee to make the same selections by default when
you run "terraform init" in the future.

Warning: Generic mock providers in use

The provider acme/widgets is not in tfplay's catalog of mock providers, so
tfplay uses a generic mock in its place: every resource and data source type
is accepted, arguments are stored as given, and each object gets a computed
"id". Plans show what Terraform would do with this configuration, not what
the real provider would validate or compute.

Terraform has been successfully initialized!
`
	if res.ExitCode != 0 || res.Stdout != want || res.Stderr != "" {
		t.Fatalf("exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	lock := string(fsys[".terraform.lock.hcl"].Data)
	for _, s := range []string{
		"provider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"5.80.0\"\n  constraints = \">= 5.1.0, < 6.0.0\"\n  hashes = [\n    \"h1:",
		"provider \"registry.terraform.io/acme/widgets\" {\n  version = \"1.0.0\"\n",
	} {
		if !strings.Contains(lock, s) {
			t.Errorf("lock file lacks %q:\n%s", s, lock)
		}
	}
	if strings.Contains(lock, "builtin") {
		t.Error("the built-in provider was locked")
	}
	manifest := string(fsys[".terraform/modules/modules.json"].Data)
	if manifest != `{"Modules":[{"Key":"","Source":"","Dir":"."},{"Key":"m","Source":"./mod","Dir":"mod"},{"Key":"m.inner","Source":"./inner","Dir":"mod/inner"}]}` {
		t.Errorf("manifest %s", manifest)
	}

	// A second init reuses the locked versions and changes nothing.
	res = runIn(fsys, env, "init", "-no-color")
	if !strings.Contains(res.Stdout, "Initializing modules...\n\nInitializing provider plugins...\n") ||
		!strings.Contains(res.Stdout, "- Reusing version 5.80.0 of hashicorp/aws from the dependency lock file\n") ||
		!strings.Contains(res.Stdout, "- Using previously-installed hashicorp/aws v5.80.0 (tfplay mock)\n") ||
		strings.Contains(res.Stdout, "Terraform has created") || strings.Contains(res.Stdout, "Terraform has made") || len(res.Files) != 0 {
		t.Fatalf("second init:\n%s\nfiles %v", res.Stdout, res.Files)
	}

	// A constraint the locked version does not meet needs -upgrade.
	fsys["main.tf"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["main.tf"].Data), ">= 5.1, < 6", "~> 4.2", 1))}
	res = runIn(fsys, env, "init", "-no-color")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "locked provider registry.terraform.io/hashicorp/aws 5.80.0 does not match\nconfigured version constraint ~> 4.2; must use terraform init -upgrade to\nallow selection of new versions") {
		t.Fatalf("exit %d\n%s", res.ExitCode, res.Stderr)
	}
	res = runIn(fsys, env, "init", "-no-color", "-upgrade")
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, "Upgrading modules...\n- m in mod\n- m.inner in mod/inner\n") ||
		!strings.Contains(res.Stdout, "- Installed hashicorp/aws v4.2.0 (tfplay mock, nothing downloaded)\n") ||
		!strings.Contains(res.Stdout, "Terraform has made some changes to the provider dependency selections recorded\nin the .terraform.lock.hcl file.") {
		t.Fatalf("upgrade:\n%s\n%s", res.Stdout, res.Stderr)
	}
}

func TestInitMessages(t *testing.T) {
	cases := []struct {
		name   string
		files  fstest.MapFS
		env    map[string]string
		stdout string
		stderr string
		exit   int
	}{
		{name: "empty directory", files: fstest.MapFS{"notes.txt": {}},
			stdout: "Terraform initialized in an empty directory!\n\nThe directory has no Terraform configuration files. You may begin working\nwith Terraform immediately by creating Terraform configuration files.\n"},
		{name: "call to action outside automation", files: fstest.MapFS{"main.tf": {Data: []byte("locals {}\n")}}, env: map[string]string{},
			stdout: "Initializing the backend...\n\nInitializing provider plugins...\n\nTerraform has been successfully initialized!\n\nYou may now begin working with Terraform. Try running \"terraform plan\" to see\nany changes that are required for your infrastructure. All Terraform commands\nshould now work.\n\nIf you ever set or change modules or backend configuration for Terraform,\nrerun this command to reinitialize your working directory. If you forget, other\ncommands will detect it and remind you to do so if necessary.\n"},
		{name: "remote module source", files: fstest.MapFS{"main.tf": {Data: []byte("module \"vpc\" {\n  source  = \"terraform-aws-modules/vpc/aws\"\n  version = \"5.0.0\"\n}\n")}},
			stdout: "Initializing the backend...\n\nInitializing modules...\n",
			stderr: "\nError: Module source not available in tfplay\n\n  on main.tf line 2, in module \"vpc\":\n   2:   source  = \"terraform-aws-modules/vpc/aws\"\n\nModule \"vpc\" uses the source \"terraform-aws-modules/vpc/aws\", but tfplay can\nonly install local modules: a source that starts with \"./\" or \"../\" and names\na directory of this workspace. Registry, Git, HTTP, S3 and other remote\nsources cannot be downloaded here.\n", exit: 1},
		{name: "invalid version constraint", files: fstest.MapFS{"main.tf": {Data: []byte("terraform {\n  required_providers {\n    aws = { version = \">= banana\" }\n  }\n}\n")}},
			stdout: "Initializing the backend...\n",
			stderr: "\nError: Invalid version constraint\n\n  on main.tf line 3, in terraform:\n   3:     aws = { version = \">= banana\" }\n\nThis string does not use correct version constraint syntax.\n", exit: 1},
		{name: "unknown built-in provider", files: fstest.MapFS{"main.tf": {Data: []byte("terraform {\n  required_providers {\n    magic = { source = \"terraform.io/builtin/magic\" }\n  }\n}\n")}},
			stdout: "Initializing the backend...\n\nInitializing provider plugins...\n",
			stderr: "\nError: Invalid dependency on built-in provider\n\nCannot use terraform.io/builtin/magic: this Terraform release has no built-in\nprovider named \"magic\".\n", exit: 1},
		{name: "backend=false", files: fstest.MapFS{"main.tf": {Data: []byte("locals {}\n")}},
			stdout: "\nInitializing provider plugins...\n\nTerraform has been successfully initialized!\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := c.env
			if env == nil {
				env = map[string]string{"TF_IN_AUTOMATION": "1"}
			}
			args := []string{"init", "-no-color"}
			if c.name == "backend=false" {
				args = append(args, "-backend=false")
			}
			res := runIn(c.files, env, args...)
			if res.Stdout != c.stdout || res.Stderr != c.stderr || res.ExitCode != c.exit {
				t.Fatalf("exit %d\nstdout:\n%q\nstderr:\n%q", res.ExitCode, res.Stdout, res.Stderr)
			}
		})
	}
}

func TestCheckModulesInstalled(t *testing.T) {
	fsys := initFS()
	wd := &workdir{base: fsys, dir: "/w", env: map[string]string{}, written: map[string][]byte{}}
	cfg, diags := configForTest(wd)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := checkModulesInstalled(wd, cfg)
	if len(got) != 1 || got[0].Summary != "Module not installed" || got[0].Subject.Start.Line != 10 {
		t.Fatalf("got %v", got)
	}
	if _, ok := modulesInstalled(wd); ok {
		t.Fatal("modules reported installed before init")
	}
	runIn(fsys, map[string]string{"TF_IN_AUTOMATION": "1"}, "init")
	keys, ok := modulesInstalled(wd)
	if !ok || !keys["m"] || !keys["m.inner"] || !keys[""] {
		t.Fatalf("got %v %v", keys, ok)
	}
	if got := checkModulesInstalled(wd, cfg); len(got) != 0 {
		t.Fatalf("got %v", got)
	}
	fsys["main.tf"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["main.tf"].Data), `"./mod"`, `"./mod/"`, 1))}
	cfg, _ = configForTest(wd)
	if got := checkModulesInstalled(wd, cfg); len(got) != 1 || got[0].Summary != "Module source has changed" {
		t.Fatalf("got %v", got)
	}
}

func configForTest(wd *workdir) (*config.Config, hcl.Diagnostics) {
	return config.NewParser(wd.FS()).LoadConfig(".")
}
