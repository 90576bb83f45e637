package local_test

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/local"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func hexSum(b []byte) (string, string, string) {
	s1, s256, m := sha1.Sum(b), sha256.Sum256(b), md5.Sum(b)
	return hex.EncodeToString(s1[:]), hex.EncodeToString(s256[:]), hex.EncodeToString(m[:])
}

const fileConfig = `
resource "local_file" "foo" {
  content  = "foo!"
  filename = "${path.module}/foo.bar"
}
resource "local_sensitive_file" "key" {
  content_base64 = "AAEC/w=="
  filename       = "key.bin"
}
resource "local_file" "copy" {
  source   = "templates/app.conf"
  filename = "out/app.conf"
}
`

func TestFileResourcePlanApplyNeverWrites(t *testing.T) {
	w := newWorkspace(t, fileConfig)
	w.fs["templates/app.conf"] = &fstest.MapFile{Data: []byte("port = 80\n")}
	contains(t, w.ok("plan", "-no-color"),
		`  + resource "local_file" "foo" {
      + content              = "foo!"
      + content_base64sha256 = (known after apply)
      + content_base64sha512 = (known after apply)
      + content_md5          = (known after apply)
      + content_sha1         = (known after apply)
      + content_sha256       = (known after apply)
      + content_sha512       = (known after apply)
      + directory_permission = "0777"
      + file_permission      = "0777"
      + filename             = "./foo.bar"
      + id                   = (known after apply)
    }
`,
		`      + content_base64       = (sensitive value)
`,
		`      + directory_permission = "0700"
`)
	res := w.run("apply", "-auto-approve", "-no-color")
	if res.ExitCode != 0 {
		t.Fatal(res.Stderr)
	}
	for name := range res.Files {
		if strings.Contains(name, "foo.bar") || strings.Contains(name, "key.bin") || strings.HasPrefix(name, "out/") {
			t.Errorf("apply wrote %s", name)
		}
	}
	v := w.values()
	s1, s256, m5 := hexSum([]byte("foo!"))
	if str(t, v, "local_file.foo", "id") != s1 || str(t, v, "local_file.foo", "content_sha1") != s1 ||
		str(t, v, "local_file.foo", "content_sha256") != s256 || str(t, v, "local_file.foo", "content_md5") != m5 {
		t.Errorf("checksums of foo: %v", v["local_file.foo"])
	}
	s1, _, _ = hexSum([]byte{0, 1, 2, 255})
	if str(t, v, "local_sensitive_file.key", "id") != s1 {
		t.Errorf("checksum of the base64 content: %v", v["local_sensitive_file.key"])
	}
	s1, _, _ = hexSum([]byte("port = 80\n"))
	if str(t, v, "local_file.copy", "id") != s1 {
		t.Errorf("checksum of the source: %v", v["local_file.copy"])
	}
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	w.edit(strings.Replace(fileConfig, `"foo!"`, `"bar!"`, 1))
	contains(t, w.ok("plan", "-no-color"),
		"  # local_file.foo must be replaced\n",
		`      ~ content              = "foo!" -> "bar!" # forces replacement`,
		"      ~ id                   = \"",
		"Plan: 1 to add, 0 to change, 1 to destroy.")
}

func TestMissingSourceFails(t *testing.T) {
	w := newWorkspace(t, `resource "local_file" "x" {
  source   = "nope.txt"
  filename = "x"
}`)
	contains(t, w.fails("apply", "-auto-approve", "-no-color"), "Create local file error", "open nope.txt: no such file or directory")
}

func TestDataSourceReadsWorkspaceFiles(t *testing.T) {
	w := newWorkspace(t, `
data "local_file" "readme" {
  filename = "${path.module}/docs/README.md"
}
data "local_sensitive_file" "secret" {
  filename = "secret.txt"
}
output "readme" { value = data.local_file.readme.content }
output "secret_sha" { value = data.local_sensitive_file.secret.content_sha256 }
`)
	w.fs["docs/README.md"] = &fstest.MapFile{Data: []byte("# Hello\n")}
	w.fs["secret.txt"] = &fstest.MapFile{Data: []byte{'s', 0xff}}
	contains(t, w.apply(), "readme = <<EOT\n# Hello\n\nEOT\n")
	v := w.values()
	s1, s256, _ := hexSum([]byte("# Hello\n"))
	if str(t, v, "data.local_file.readme", "id") != s1 || str(t, v, "data.local_file.readme", "content_sha256") != s256 ||
		str(t, v, "data.local_file.readme", "content_base64") != base64.StdEncoding.EncodeToString([]byte("# Hello\n")) {
		t.Errorf("readme: %v", v["data.local_file.readme"])
	}
	if str(t, v, "data.local_sensitive_file.secret", "content") != "s\uFFFD" || str(t, v, "data.local_sensitive_file.secret", "content_base64") != "c/8=" {
		t.Errorf("secret: %v", v["data.local_sensitive_file.secret"])
	}
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	w.fs["docs/README.md"] = &fstest.MapFile{Data: []byte("# Changed\n")}
	contains(t, w.ok("plan", "-no-color"), "  ~ readme     = <<-EOT")
}

func TestDataSourceMissingFile(t *testing.T) {
	w := newWorkspace(t, `data "local_file" "x" {
  filename = "missing.txt"
}`)
	contains(t, w.fails("plan", "-no-color"), "Error: Read local file data source error", "open missing.txt: no such file or directory")
}

func TestAbsolutePathsUnderTheWorkDir(t *testing.T) {
	fsys := fstest.MapFS{"a/b.txt": {Data: []byte("x")}}
	p := local.Provider().Instance(mock.Env{FS: fsys, WorkDir: "/w"})
	for name, ok := range map[string]bool{"/w/a/b.txt": true, "a/b.txt": true, "./a/../a/b.txt": true, "/etc/passwd": false, "../w/a/b.txt": false} {
		resp := p.ReadDataSource(providers.ReadDataRequest{TypeName: "local_file", Config: dataConfig(t, p, name)})
		if resp.Diagnostics.HasErrors() == ok {
			t.Errorf("%s: %v", name, resp.Diagnostics)
		}
	}
}

func dataConfig(t *testing.T, p providers.Interface, filename string) (v cty.Value) {
	t.Helper()
	return decode(t, p.Schema().DataSources["local_file"].Block, `filename = "`+filename+`"`)
}

func TestValidation(t *testing.T) {
	p := local.Provider().Instance(mock.Env{})
	cases := []struct{ typ, body, want string }{
		{"local_file", `filename = "x"`, "No attribute specified when one (and only one) of [content,sensitive_content,content_base64,source] is required"},
		{"local_file", "filename = \"x\"\ncontent = \"a\"\nsource = \"b\"", "2 attributes specified when one (and only one) of [content,sensitive_content,content_base64,source] is required"},
		{"local_sensitive_file", `filename = "x"`, "No attribute specified when one (and only one) of [content,content_base64,source] is required"},
		{"local_file", "filename = \"x\"\ncontent = \"a\"\nfile_permission = \"rw\"", `Attribute file_permission bad mode for file - string must be a 3-4 digit octal number, got: "rw"`},
		{"local_file", "filename = \"x\"\ncontent = \"a\"\nid = \"b\"", `Can't configure a value for "id": its value will be decided automatically based on the result of applying this configuration.`},
	}
	for _, c := range cases {
		config := decode(t, p.Schema().ResourceTypes[c.typ].Block, c.body)
		diags := p.(providers.ConfigValidator).ValidateResourceConfig(c.typ, config)
		if len(diags) != 1 || diags[0].Detail != c.want {
			t.Errorf("%s {%s}: %v", c.typ, c.body, diags)
		}
	}
	ok := decode(t, p.Schema().ResourceTypes["local_file"].Block, "filename = \"x\"\ncontent = \"a\"\nfile_permission = \"0644\"")
	if diags := p.(providers.ConfigValidator).ValidateResourceConfig("local_file", ok); len(diags) != 0 {
		t.Errorf("valid configuration: %v", diags)
	}
}

// decode decodes a block body with a schema.
func decode(t *testing.T, schema *configschema.Block, body string) cty.Value {
	t.Helper()
	file, diags := hclsyntax.ParseConfig([]byte(body), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	v, diags := configschema.Decode(file.Body, schema, nil)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	return v
}
