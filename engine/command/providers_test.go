package command

import (
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
