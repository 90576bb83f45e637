package command

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
)

func TestProvidersTree(t *testing.T) {
	fsys := initFS()
	fsys["terraform.tfstate"] = &fstest.MapFile{Data: []byte(`{"version":4,"resources":[{"mode":"managed","type":"null_resource","name":"x","provider":"provider[\"registry.terraform.io/hashicorp/null\"]","instances":[{}]}]}`)}
	fsys["mod/inner/x.tf"] = &fstest.MapFile{Data: []byte("terraform {\n  required_providers {\n    aws = { version = \"~> 5.2\" }\n  }\n}\n")}
	res := runIn(fsys, nil, "providers")
	want := `
Providers required by configuration:
.
├── provider[registry.terraform.io/acme/widgets]
├── provider[registry.terraform.io/hashicorp/aws] >= 5.1.0, < 6.0.0
├── provider[terraform.io/builtin/terraform]
└── module.m
    ├── provider[registry.terraform.io/hashicorp/random]
    └── module.inner
        └── provider[registry.terraform.io/hashicorp/aws] ~> 5.2

Providers required by state:

    provider[registry.terraform.io/hashicorp/null]

`
	if res.ExitCode != 0 || res.Stdout != want || res.Stderr != "" {
		t.Fatalf("exit %d\n%s\n%s", res.ExitCode, res.Stdout, res.Stderr)
	}
}

func TestProvidersErrors(t *testing.T) {
	res := runIn(fstest.MapFS{}, nil, "providers")
	if res.ExitCode != 1 || res.Stderr != "\nError: No configuration files\n\nThe directory /work/proj contains no Terraform configuration files.\n" {
		t.Fatalf("exit %d %q", res.ExitCode, res.Stderr)
	}
	res = runIn(fstest.MapFS{"main.tf": {Data: []byte("terraform {\n  required_providers {\n    x = { source = \"a/b/c/d\" }\n  }\n}\n")}}, nil, "providers")
	if res.ExitCode != 1 || res.Stderr != "\nError: Invalid provider source string\n\n  on main.tf line 3, in terraform:\n   3:     x = { source = \"a/b/c/d\" }\n\nThe \"source\" attribute must be in the format \"[hostname/][namespace/]name\"\n" {
		t.Fatalf("exit %d %q", res.ExitCode, res.Stderr)
	}
}

func TestProvidersSchemaJSON(t *testing.T) {
	fsys := fstest.MapFS{"main.tf": {Data: []byte("resource \"terraform_data\" \"d\" {}\nresource \"acme_thing\" \"t\" {}\ndata \"acme_info\" \"i\" {}\noutput \"ip\" { value = acme_thing.t.private_ip }\n")}}
	res := runIn(fsys, nil, "providers", "schema", "-json")
	if res.ExitCode != 0 {
		t.Fatalf("exit %d %s", res.ExitCode, res.Stderr)
	}
	var doc struct {
		FormatVersion string `json:"format_version"`
		Schemas       map[string]struct {
			Provider  map[string]any `json:"provider"`
			Resources map[string]struct {
				Version int64 `json:"version"`
				Block   struct {
					Attributes map[string]map[string]any `json:"attributes"`
				} `json:"block"`
			} `json:"resource_schemas"`
			Data map[string]any `json:"data_source_schemas"`
		} `json:"provider_schemas"`
	}
	if err := json.Unmarshal([]byte(res.Stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.FormatVersion != "1.0" || len(doc.Schemas) != 2 {
		t.Fatalf("got %s", res.Stdout)
	}
	id := doc.Schemas["terraform.io/builtin/terraform"].Resources["terraform_data"].Block.Attributes["id"]
	if id["type"] != "string" || id["computed"] != true || id["description_kind"] != "plain" || id["optional"] != nil {
		t.Fatalf("terraform_data.id is %v", id)
	}
	acme := doc.Schemas["registry.terraform.io/hashicorp/acme"]
	if _, ok := acme.Resources["acme_thing"]; !ok {
		t.Fatalf("generic mock schema lacks the used type: %s", res.Stdout)
	}
	if ip := acme.Resources["acme_thing"].Block.Attributes["private_ip"]; ip["type"] != "string" || ip["computed"] != true || ip["optional"] != nil {
		t.Fatalf("generic mock schema lacks the attribute the configuration reads: %s", res.Stdout)
	}
	if _, ok := acme.Data["acme_info"]; !ok {
		t.Fatalf("generic mock schema lacks the used data source: %s", res.Stdout)
	}
	if res := runIn(fsys, nil, "providers", "schema"); res.ExitCode != 1 || !strings.Contains(res.Stderr, "requires the `-json` flag") {
		t.Fatalf("got %d %q", res.ExitCode, res.Stderr)
	}
}
