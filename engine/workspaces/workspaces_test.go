package workspaces

import (
	"io/fs"
	"reflect"
	"testing"
	"testing/fstest"
)

func TestStatePath(t *testing.T) {
	configured := fstest.MapFS{BackendFile: {Data: BackendRecord("local", "./state/net.tfstate", "envs")}}
	pathOnly := fstest.MapFS{BackendFile: {Data: BackendRecord("local", "state/net.tfstate", "")}}
	remote := fstest.MapFS{BackendFile: {Data: BackendRecord("s3", "", "")}}
	for _, c := range []struct {
		name      string
		fsys      fs.FS
		workspace string
		want      string
	}{
		{"no backend", fstest.MapFS{}, "", "terraform.tfstate"},
		{"no backend", fstest.MapFS{}, "default", "terraform.tfstate"},
		{"no backend", fstest.MapFS{}, "dev", "terraform.tfstate.d/dev/terraform.tfstate"},
		{"local with path and workspace_dir", configured, "default", "state/net.tfstate"},
		{"local with path and workspace_dir", configured, "dev", "envs/dev/terraform.tfstate"},
		{"local with path", pathOnly, "dev", "terraform.tfstate.d/dev/terraform.tfstate"},
		{"simulated s3", remote, "default", "terraform.tfstate"},
		{"unreadable record", fstest.MapFS{BackendFile: {Data: []byte("{")}}, "default", "terraform.tfstate"},
	} {
		if got := StatePath(c.fsys, c.workspace); got != c.want {
			t.Errorf("%s, %q: got %q, want %q", c.name, c.workspace, got, c.want)
		}
	}
	// Workspaces are listed from workspace_dir.
	configured["envs/dev/terraform.tfstate"] = &fstest.MapFile{}
	configured["terraform.tfstate.d/old/terraform.tfstate"] = &fstest.MapFile{}
	if got := List(configured); !reflect.DeepEqual(got, []string{"default", "dev"}) {
		t.Errorf("List: %v", got)
	}
}

func TestBackendRecord(t *testing.T) {
	want := "{\n  \"version\": 3,\n  \"backend\": {\n    \"type\": \"local\",\n    \"config\": {\n      \"path\": \"state/net.tfstate\",\n      \"workspace_dir\": null\n    }\n  }\n}\n"
	if got := string(BackendRecord("local", "state/net.tfstate", "")); got != want {
		t.Errorf("local:\n%s", got)
	}
	if got := string(BackendRecord("s3", "", "")); got != "{\n  \"version\": 3,\n  \"backend\": {\n    \"type\": \"s3\"\n  }\n}\n" {
		t.Errorf("s3:\n%s", got)
	}
}

func TestValidName(t *testing.T) {
	for name, want := range map[string]bool{
		"dev": true, "prod-eu_1": true, "a.b": true, "": true,
		"a/b": false, "a b": false, "über": false, "x?y": false, "%": false,
	} {
		if got := ValidName(name); got != want {
			t.Errorf("%q: got %v", name, got)
		}
	}
}

func TestListAndSelected(t *testing.T) {
	fsys := fstest.MapFS{
		"terraform.tfstate.d/zeta/terraform.tfstate":  {},
		"terraform.tfstate.d/alpha/terraform.tfstate": {},
		"terraform.tfstate.d/stray-file":              {},
		"terraform.tfstate.d/emptied":                 {Mode: fs.ModeDir | 0o755},
		".terraform/environment":                      {Data: []byte("alpha")},
	}
	if got, want := List(fsys), []string{"default", "alpha", "zeta"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v", got)
	}
	if ws, over := Selected(fsys, nil); ws != "alpha" || over {
		t.Fatalf("got %q %v", ws, over)
	}
	if ws, over := Selected(fsys, map[string]string{"TF_WORKSPACE": "zeta"}); ws != "zeta" || !over {
		t.Fatalf("got %q %v", ws, over)
	}
	if ws, _ := Selected(fstest.MapFS{}, nil); ws != "default" {
		t.Fatalf("got %q", ws)
	}
	if got := Files(fsys, "zeta"); !reflect.DeepEqual(got, []string{"terraform.tfstate.d/zeta/terraform.tfstate"}) {
		t.Fatalf("got %v", got)
	}
}

func TestManagedInstancesAndProviders(t *testing.T) {
	st := []byte(`{"version":4,"resources":[
 {"mode":"managed","type":"terraform_data","name":"a","provider":"provider[\"terraform.io/builtin/terraform\"]","instances":[{"index_key":0},{"index_key":1,"deposed":"00000001"}]},
 {"module":"module.m[\"k\"]","mode":"managed","type":"aws_instance","name":"b","provider":"module.m[\"k\"].provider[\"registry.terraform.io/hashicorp/aws\"].west","instances":[{"index_key":"x"}]},
 {"mode":"data","type":"aws_ami","name":"c","provider":"provider[\"registry.terraform.io/hashicorp/aws\"]","instances":[{}]}]}`)
	got, err := ManagedInstances(st)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"terraform_data.a[0]", "terraform_data.a[1] (deposed object 00000001)", `module.m["k"].aws_instance.b["x"]`}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v", got)
	}
	if got := StateProviders(st); !reflect.DeepEqual(got, []string{"registry.terraform.io/hashicorp/aws", "terraform.io/builtin/terraform"}) {
		t.Fatalf("got %v", got)
	}
}

func TestManifestRoundTrip(t *testing.T) {
	m := Manifest{
		"":      {Key: "", Source: "", Dir: "."},
		"g":     {Key: "g", Source: "./modules/greet", Dir: "modules/greet"},
		"g.sub": {Key: "g.sub", Source: "./sub", Dir: "modules/greet/sub"},
	}
	b := m.Bytes()
	want := `{"Modules":[{"Key":"","Source":"","Dir":"."},{"Key":"g","Source":"./modules/greet","Dir":"modules/greet"},{"Key":"g.sub","Source":"./sub","Dir":"modules/greet/sub"}]}`
	if string(b) != want {
		t.Fatalf("got %s", b)
	}
	back, ok, err := ReadManifest(fstest.MapFS{ModulesManifest: {Data: b}})
	if err != nil || !ok || !reflect.DeepEqual(back, m) {
		t.Fatalf("got %v %v %v", back, ok, err)
	}
	if _, ok, _ := ReadManifest(fstest.MapFS{}); ok {
		t.Fatal("missing manifest reported as present")
	}
}
