package intel

import (
	"bytes"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/tfplay/tfplay/engine/config"
)

// parsed is a parsed file with the source it was parsed from.
type parsed struct {
	src  []byte
	file *hcl.File
	// gen tells parses apart: a file parsed again gets a new one.
	gen uint64
	// broken is set when the file has syntax errors.
	broken bool
}

// parses counts the parses made, to number them.
var parses uint64

// lastGood keeps, by file name, the last version of the file parsed
// without syntax errors: while a block is being typed the file is broken,
// and completion still wants the declarations the parser then loses.
var lastGood = map[string]*parsed{}

// maxCachedFiles bounds the parse cache; past it the cache starts again.
const maxCachedFiles = 4096

// files caches parsed files by name: a file whose content has not
// changed since the last request is not parsed again. Between keystrokes
// only the edited file changes, so each request parses one file.
var files = map[string]*parsed{}

// parseFile reads and parses a configuration file (native or JSON
// syntax), from the cache when its content is unchanged. It returns nil
// when the file cannot be read.
func parseFile(fsys fs.FS, name string) *parsed {
	src, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil
	}
	if p, ok := files[name]; ok && bytes.Equal(p.src, src) {
		return p
	}
	var f *hcl.File
	var diags hcl.Diagnostics
	if strings.HasSuffix(name, ".json") {
		f, diags = hcljson.Parse(src, name)
	} else {
		f, diags = hclsyntax.ParseConfig(src, name, hcl.InitialPos)
	}
	if f == nil {
		f = &hcl.File{Body: hcl.EmptyBody(), Bytes: src}
	}
	if len(files) >= maxCachedFiles {
		files = map[string]*parsed{}
		lastGood = map[string]*parsed{}
	}
	parses++
	p := &parsed{src: src, file: f, gen: parses, broken: diags.HasErrors()}
	files[name] = p
	if !p.broken {
		lastGood[name] = p
	}
	return p
}

// configFileExt returns the extension of a configuration file (".tf",
// ".tf.json", and OpenTofu's ".tofu" and ".tofu.json"), "" for any other
// name. Which of a .tf and a .tofu file of the same name counts is the
// configuration loader's business.
func configFileExt(name string) string {
	switch {
	case strings.HasSuffix(name, ".tofu.json"):
		return ".tofu.json"
	case strings.HasSuffix(name, ".tofu"):
		return ".tofu"
	case strings.HasSuffix(name, ".tf.json"):
		return ".tf.json"
	case strings.HasSuffix(name, ".tf"):
		return ".tf"
	}
	return ""
}

// moduleFileNames lists the configuration files of a module directory,
// sorted, skipping the hidden and editor files Terraform skips.
func moduleFileNames(fsys fs.FS, dir string) []string {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || configFileExt(n) == "" || strings.HasPrefix(n, ".") ||
			strings.HasSuffix(n, "~") || (strings.HasPrefix(n, "#") && strings.HasSuffix(n, "#")) {
			continue
		}
		out = append(out, joinDir(dir, n))
	}
	sort.Strings(out)
	return out
}

// joinDir joins a directory and a name, keeping root paths bare.
func joinDir(dir, name string) string {
	if dir == "." || dir == "" {
		return name
	}
	return path.Join(dir, name)
}

// childDir is the directory of a local module call's source, relative to
// the file system's root; "" for a remote source or one outside the tree.
func childDir(parentDir string, call *config.ModuleCall) string {
	if call == nil || !config.IsLocalSource(call.Source) {
		return ""
	}
	dir := path.Join(parentDir, call.Source)
	if dir == ".." || strings.HasPrefix(dir, "../") {
		return ""
	}
	return dir
}

// moduleDirs lists the directories of the tree that hold configuration
// files, outside hidden directories (.terraform).
func moduleDirs(fsys fs.FS) []string {
	var out []string
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if p != "." && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		if configFileExt(d.Name()) != "" {
			dir := path.Dir(p)
			if len(out) == 0 || out[len(out)-1] != dir {
				out = append(out, dir)
			}
		}
		return nil
	})
	return out
}
