package funcs

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestFileFunctions(t *testing.T) {
	unknownStr := cty.UnknownVal(cty.String).RefineNotNull()
	runExprCases(t, testOptions(), []exprCase{
		{expr: `file("hello.txt")`, want: str("Hello, World!\n")},
		{expr: `file("./sub/../hello.txt")`, want: str("Hello, World!\n")},
		{expr: `file("/work/hello.txt")`, want: str("Hello, World!\n")},
		{expr: `file("unicode.txt")`, want: str("héllo ☃\n")},
		{expr: `file("empty.txt")`, want: str("")},
		{expr: `file(".hidden")`, want: str("h")},
		{expr: `file(sensitive("hello.txt"))`, want: sens(str("Hello, World!\n"))},
		{expr: `file(us)`, want: unknownStr},
		{expr: `file("missing.txt")`, err: `Invalid value for "path" parameter: no file exists at "missing.txt"; this function works only with files that are distributed as part of the configuration source code, so if this file will be created by a resource in this configuration you must instead obtain this result from an attribute of that resource.`},
		{expr: `file(sensitive("missing.txt"))`, err: `no file exists at (sensitive value);`},
		{expr: `file("../outside.txt")`, err: `no file exists at "../outside.txt"`},
		{expr: `file("/etc/passwd")`, err: `no file exists at "/etc/passwd"`},
		{expr: `file("~/x")`, err: `no file exists at "~/x"`},
		{expr: `file("~other/x")`, err: "failed to expand ~: cannot expand user-specific home dir"},
		{expr: `file("sub")`, err: `Invalid value for "path" parameter: failed to read file: read sub: is a directory.`},
		{expr: `file("bin.dat")`, err: `Call to function "file" failed: contents of "bin.dat" are not valid UTF-8; use the filebase64 function`},
		{expr: `file(null)`, err: "argument must not be null"},

		{expr: `filebase64("bin.dat")`, want: str("//4A")},
		{expr: `filebase64("empty.txt")`, want: str("")},
		{expr: `filebase64(sensitive("bin.dat"))`, want: sens(str("//4A"))},
		{expr: `filebase64("nope")`, err: `Invalid value for "path" parameter: no file exists at "nope"`},

		{expr: `filemd5("hello.txt")`, want: str("bea8252ff4e80f41719ea13cdf007273")},
		{expr: `filesha1("empty.txt")`, want: str("da39a3ee5e6b4b0d3255bfef95601890afd80709")},
		{expr: `filesha256("hello.txt")`, want: str("c98c24b677eff44860afea6f493bbaec5bb1c4cbb209c6fc2bbb47f66ff2ad31")},
		{expr: `filesha512("bin.dat")`, want: str(sha512Hex([]byte{0xff, 0xfe, 0}))},
		{expr: `filebase64sha256("hello.txt")`, want: str("yYwktnfv9Ehgr+pvSTu67FuxxMuyCcb8K7tH9m/yrTE=")},
		{expr: `filebase64sha512("unicode.txt")`, want: str(sha512Base64([]byte("héllo ☃\n")))},
		{expr: `filesha1(sensitive("empty.txt"))`, want: sens(str("da39a3ee5e6b4b0d3255bfef95601890afd80709"))},
		{expr: `filemd5("missing.txt")`, err: `Call to function "filemd5" failed: open missing.txt: no such file or directory.`},
		{expr: `filemd5("./sub/../missing.txt")`, err: `open missing.txt: no such file or directory`},
		{expr: `filesha256("sub")`, err: `Call to function "filesha256" failed: read sub: is a directory.`},

		{expr: `fileexists("hello.txt")`, want: cty.True},
		{expr: `fileexists("nope.txt")`, want: cty.False},
		{expr: `fileexists("sub/a.txt")`, want: cty.True},
		{expr: `fileexists("/work/sub/a.txt")`, want: cty.True},
		{expr: `fileexists(sensitive("hello.txt"))`, want: sens(cty.True)},
		{expr: `fileexists(us)`, want: cty.UnknownVal(cty.Bool).RefineNotNull()},
		{expr: `fileexists("sub")`, err: `Call to function "fileexists" failed: "sub" is a directory, not a file.`},
		{expr: `fileexists("./sub/")`, err: `"sub" is a directory, not a file`},
		{expr: `fileexists(sensitive("sub"))`, err: `(sensitive value) is a directory, not a file`},

		{expr: `fileset(".", "*.txt")`, want: cty.SetVal(vals([]string{"empty.txt", "hello.txt", "unicode.txt"}))},
		{expr: `fileset("sub", "*")`, want: cty.SetVal(vals([]string{"a.txt", "b.txt"}))},
		{expr: `fileset("sub", "**")`, want: cty.SetVal(vals([]string{"a.txt", "b.txt", "deep/c.json"}))},
		{expr: `fileset(".", "sub/**/*.json")`, want: cty.SetVal(vals([]string{"sub/deep/c.json"}))},
		{expr: `fileset("/work/sub", "{a,b}.txt")`, want: cty.SetVal(vals([]string{"a.txt", "b.txt"}))},
		{expr: `fileset(".", "*")`, want: cty.SetVal(vals([]string{".hidden", "bin.dat", "empty.txt", "hello.txt", "unicode.txt"}))},
		{expr: `fileset("nowhere", "*")`, want: cty.SetValEmpty(cty.String)},
		{expr: `fileset("sub", "../*.txt")`, want: cty.SetVal(vals([]string{"../empty.txt", "../hello.txt", "../unicode.txt"}))},
		{expr: `fileset("sub/deep", "../*.txt")`, want: cty.SetVal(vals([]string{"../a.txt", "../b.txt"}))},
		{expr: `fileset("..", "*")`, want: cty.SetValEmpty(cty.String)},
		{expr: `fileset(sensitive("sub"), "a.txt")`, want: sens(cty.SetVal(vals([]string{"a.txt"})))},
		{expr: `fileset(".", us)`, want: cty.UnknownVal(cty.Set(cty.String)).RefineNotNull()},
		{expr: `fileset("sub", "[")`, err: `Call to function "fileset" failed: failed to glob pattern "sub/[": syntax error in pattern.`},

		{expr: `abspath(".")`, want: str("/work")},
		{expr: `abspath("")`, want: str("/work")},
		{expr: `abspath("a/../b/./c/")`, want: str("/work/b/c")},
		{expr: `abspath("/x//y/..")`, want: str("/x")},
		{expr: `abspath("é")`, want: str("/work/é")},
		{expr: `abspath(us)`, want: unknownStr},
		{expr: `abspath(secret)`, want: sens(str("/work/s3cr3t"))},

		{expr: `basename("a/b/c.txt")`, want: str("c.txt")},
		{expr: `basename("")`, want: str(".")},
		{expr: `basename("/")`, want: str("/")},
		{expr: `basename("dir/ü/")`, want: str("ü")},
		{expr: `dirname("a/b/c.txt")`, want: str("a/b")},
		{expr: `dirname("c.txt")`, want: str(".")},
		{expr: `dirname("")`, want: str(".")},
		{expr: `dirname(us)`, want: unknownStr},

		{expr: `pathexpand("~")`, want: str("/home/u")},
		{expr: `pathexpand("~/x/../y")`, want: str("/home/u/y")},
		{expr: `pathexpand("/a/~")`, want: str("/a/~")},
		{expr: `pathexpand("")`, want: str("")},
		{expr: `pathexpand("~bob/x")`, err: "cannot expand user-specific home dir"},
	})
}

func TestFileFunctionsInModule(t *testing.T) {
	opts := testOptions()
	opts.BaseDir = "modules/m"
	runExprCases(t, opts, []exprCase{
		{expr: `file("local.txt")`, want: str("in module\n")},
		{expr: `file("../../hello.txt")`, want: str("Hello, World!\n")},
		{expr: `fileexists("local.txt")`, want: cty.True},
		{expr: `fileset(".", "*")`, want: cty.SetVal(vals([]string{"greet.tftpl", "local.txt"}))},
		{expr: `templatefile("greet.tftpl", {name = "m"})`, want: str("module m")},
		{expr: `filemd5("nope")`, err: "open modules/m/nope: no such file or directory"},
		{expr: `fileexists("../m")`, err: `"modules/m" is a directory, not a file`},
		// abspath is relative to the working directory, not the module.
		{expr: `abspath("x")`, want: str("/work/x")},
	})
}

func TestFileFunctionsWithoutFS(t *testing.T) {
	runExprCases(t, Options{Console: true}, []exprCase{
		{expr: `fileexists("a")`, want: cty.False},
		{expr: `fileset(".", "*")`, want: cty.SetValEmpty(cty.String)},
		{expr: `file("a")`, err: `no file exists at "a"`},
		{expr: `abspath("a")`, want: str("/a")},
		{expr: `pathexpand("~/a")`, err: "blank output when reading home directory"},
		{expr: `file("~/a")`, err: "failed to expand ~: blank output when reading home directory"},
	})
}
