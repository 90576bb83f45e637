package command

import (
	"strings"
	"testing"
)

// serverConfig is an example_server with every kind of attribute: a
// sensitive one, a map, a list block and a single block, and a data
// source and outputs beside it.
const serverConfig = exampleProvider + `
resource "example_server" "web" {
  name     = "web"
  password = "hunter2"
  tags     = { team = "a" }
  disk {
    size_gb = 10
  }
  network {
    subnet = "sn-1"
  }
}

data "example_image" "img" {
  name = "ubuntu"
}

output "ip" {
  value = example_server.web.public_ip
}

output "pw" {
  value     = example_server.web.password
  sensitive = true
}
`

// serverBlock renders the example_server.web object of serverConfig
// from its attributes in the state.
func serverBlock(a map[string]any) string {
	disk := a["disk"].([]any)[0].(map[string]any)
	return `resource "example_server" "web" {
    arn       = "` + a["arn"].(string) + `"
    id        = "` + a["id"].(string) + `"
    name      = "web"
    password  = (sensitive value)
    public_ip = "` + a["public_ip"].(string) + `"
    size      = "small"
    tags      = {
        "team" = "a"
    }

    disk {
        id      = "` + disk["id"].(string) + `"
        size_gb = 10
        type    = "ssd"
    }

    network {
        subnet = "sn-1"
    }
}
`
}

func TestStateShow(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": serverConfig})
	if got := d.fails("state", "show", "-no-color", "example_server.web"); got != "\nError: No state file was found!\n\nState management commands require a state file. Run this command\nin a directory where Terraform has been run or use the -state flag\nto point the command to a specific state location.\n\n" {
		t.Fatalf("no state: %q", got)
	}
	d.apply()
	a := d.attrs("terraform.tfstate", "example_server.web")
	if a["password"] != "hunter2" {
		t.Fatalf("the state lost the password: %v", a)
	}
	got := d.ok("state", "show", "-no-color", "example_server.web")
	if want := "# example_server.web:\n" + serverBlock(a); got != want {
		t.Fatalf("state show:\n%s\nwant:\n%s", got, want)
	}
	img := d.attrs("terraform.tfstate", "data.example_image.img")
	got = d.ok("state", "show", "-no-color", "data.example_image.img")
	want := "# data.example_image.img:\ndata \"example_image\" \"img\" {\n    architecture = \"x86_64\"\n    id           = \"" + img["id"].(string) + "\"\n    name         = \"ubuntu\"\n}\n"
	if got != want {
		t.Fatalf("state show of a data source:\n%s\nwant:\n%s", got, want)
	}

	d.ok("taint", "example_server.web")
	got = d.ok("state", "show", "-no-color", "example_server.web")
	if want := "# example_server.web: (tainted)\n" + serverBlock(a); got != want {
		t.Fatalf("state show of a tainted object:\n%s", got)
	}
	if colored := d.ok("state", "show", "example_server.web"); !strings.Contains(colored, "(sensitive value)") || !strings.HasPrefix(colored, "# example_server.web: (tainted)") {
		t.Fatalf("coloured state show:\n%q", colored)
	}
	if colored := d.fails("state", "show", "example_server.nope"); !strings.HasPrefix(colored, "\x1b[31m╷\x1b[0m\n") || !strings.Contains(colored, "No instance found for the given address!") {
		t.Fatalf("coloured error:\n%q", colored)
	}
}

func TestStateShowErrors(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": exampleProvider + `
resource "example_server" "many" {
  count = 2
  name  = "n${count.index}"
}
`})
	d.apply()
	noInstance := "\nError: No instance found for the given address!\n\nThis command requires that the address references one specific instance.\nTo view the available instances, use \"terraform state list\". Please modify\nthe address to reference a specific instance.\n\n"
	for _, addr := range []string{"example_server.nope", "example_server.many", "example_server.many[2]", "module.m.example_server.many[0]"} {
		if got := d.fails("state", "show", "-no-color", addr); got != noInstance {
			t.Fatalf("%s: %q", addr, got)
		}
	}
	if got := d.ok("state", "show", "-no-color", "example_server.many[1]"); !strings.HasPrefix(got, "# example_server.many[1]:\nresource \"example_server\" \"many\" {\n") || !strings.Contains(got, `name      = "n1"`) {
		t.Fatalf("count instance:\n%s", got)
	}
	if got := d.fails("state", "show", "-no-color", "module.m"); !strings.HasPrefix(got, "\nError: Error parsing instance address: module.m\n\nThis command requires that the address references one specific instance.\n") {
		t.Fatalf("module address: %q", got)
	}
	if got := d.fails("state", "show", "-no-color"); got != "\nError: Required argument missing\n\nExactly one argument expected: the address of a resource instance to show.\n\nFor more help on using this command, run:\n  terraform state show -help\n" {
		t.Fatalf("no argument: %q", got)
	}
	if got := d.fails("state", "show", "-no-color", "a.b", "c.d"); !strings.Contains(got, "Required argument missing") {
		t.Fatalf("two arguments: %q", got)
	}
}

func TestStateShowInModuleWithAliasedProvider(t *testing.T) {
	d := newDir(t, map[string]string{
		"main.tf": exampleProvider + `
provider "example" {
  alias  = "us"
  region = "us-east-1"
}
module "m" {
  source    = "./mod"
  providers = { example = example.us }
}
`,
		"mod/main.tf": exampleProvider + `
resource "example_server" "s" {
  name     = "s"
  password = "pw"
}
`,
	})
	d.ok("init", "-no-color")
	d.apply()
	got := d.ok("state", "show", "-no-color", "module.m.example_server.s")
	mustContain(t, got, "# module.m.example_server.s:\nresource \"example_server\" \"s\" {\n",
		`arn       = "arn:example:compute:us-east-1:123456789012:server/s"`,
		"password  = (sensitive value)")
}
