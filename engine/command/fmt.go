package command

import (
	"bytes"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/diagnostics"
	"github.com/tfplay/tfplay/engine/format"
)

func init() { register("fmt", runFmt) }

// fmtRun is the state of one `terraform fmt`: its options, what it
// printed, the files it parsed (for quoting syntax errors) and its
// problems.
type fmtRun struct {
	wd                *workdir
	list, write, diff bool
	out               bytes.Buffer
	sources           diagnostics.Sources
	diags             hcl.Diagnostics
}

// runFmt rewrites configuration files in the canonical style. With no
// target it formats the working directory; targets may be directories,
// files, or "-" for standard input (printed, never written). -check
// writes nothing and exits 3 when a file needs formatting; problems exit
// 2.
func runFmt(wd *workdir, args []string) {
	fl := newFlags("fmt")
	list := fl.Bool("list", true, "")
	write := fl.Bool("write", true, "")
	diff := fl.Bool("diff", false, "")
	check := fl.Bool("check", false, "")
	recursive := fl.Bool("recursive", false, "")
	fl.Bool("no-color", false, "")
	if !fl.parse(wd, args) {
		return
	}
	r := &fmtRun{wd: wd, list: *list, write: *write, diff: *diff, sources: diagnostics.Sources{}}
	targets := fl.Args()
	stdin := len(targets) > 0 && targets[0] == "-"
	if stdin {
		r.list, r.write = false, false
	}
	if len(targets) == 0 {
		targets = []string{"."}
	}
	if *check {
		r.list, r.write = true, false
	}
	if stdin {
		r.formatStdin()
	} else {
		r.formatTargets(targets, *recursive)
	}
	if !*check {
		wd.stdout.Write(r.out.Bytes())
	}
	wd.stderr.WriteString(diagnostics.Human(r.diags, r.sources, diagnostics.DefaultWidth))
	if r.diags.HasErrors() {
		wd.exit = 2
		return
	}
	if *check {
		if *list {
			wd.stdout.Write(r.out.Bytes())
		}
		if r.out.Len() > 0 {
			wd.exit = 3
		}
	}
}

func (r *fmtRun) formatStdin() {
	if r.write {
		r.fail("Option -write cannot be used when reading from stdin")
		return
	}
	var src []byte
	if r.wd.stdin != nil {
		src, _ = io.ReadAll(r.wd.stdin)
	}
	r.formatFile("<stdin>", src)
}

func (r *fmtRun) formatTargets(targets []string, recursive bool) {
	fsys := r.wd.FS()
	for _, t := range targets {
		p, ok := r.relative(t)
		st, err := fs.Stat(fsys, p)
		if !ok || err != nil {
			r.fail("No file or directory at " + path.Clean(t))
			return
		}
		if st.IsDir() {
			r.formatDir(p, recursive)
			continue
		}
		if !format.Supported(p) {
			r.fail("Only .tf, .tfvars, and .tftest.hcl files can be processed with terraform fmt")
			continue
		}
		src, err := fs.ReadFile(fsys, p)
		if err != nil {
			r.fail("Failed to read file " + p)
			continue
		}
		r.formatFile(p, src)
	}
}

// relative turns a target into a path of the working directory: relative
// targets are cleaned, absolute ones must lie inside the directory.
func (r *fmtRun) relative(t string) (string, bool) {
	if !path.IsAbs(t) {
		p := path.Clean(t)
		return p, p != ".." && !strings.HasPrefix(p, "../")
	}
	dir := path.Clean(r.wd.dir)
	switch t = path.Clean(t); {
	case t == dir:
		return ".", true
	case strings.HasPrefix(t, strings.TrimSuffix(dir, "/")+"/"):
		return strings.TrimPrefix(t, strings.TrimSuffix(dir, "/")+"/"), true
	}
	return "", false
}

func (r *fmtRun) formatDir(dir string, recursive bool) {
	fsys := r.wd.FS()
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		r.fail("Cannot read directory " + dir)
		return
	}
	for _, e := range entries {
		name := e.Name()
		if ignoredFile(name) {
			continue
		}
		p := path.Join(dir, name)
		if e.IsDir() {
			if recursive {
				r.formatDir(p, true)
			}
			continue
		}
		if !format.Supported(name) {
			continue
		}
		src, err := fs.ReadFile(fsys, p)
		if err != nil {
			r.fail("Failed to read file " + p)
			continue
		}
		r.formatFile(p, src)
	}
}

// ignoredFile reports the names Terraform skips when reading a
// directory: hidden files and editor backups.
func ignoredFile(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") ||
		(strings.HasPrefix(name, "#") && strings.HasSuffix(name, "#"))
}

func (r *fmtRun) formatFile(name string, src []byte) {
	result, parsed, diags := format.Source(src, name)
	if parsed != nil {
		r.sources[name] = parsed
	}
	if diags.HasErrors() {
		r.diags = append(r.diags, diags...)
		return
	}
	if !bytes.Equal(src, result) {
		if r.list {
			r.out.WriteString(name + "\n")
		}
		if r.write {
			r.wd.WriteFile(name, result)
		}
		if r.diff {
			r.out.Write(format.Unified(src, result, name))
		}
	}
	if !r.list && !r.write && !r.diff {
		r.out.Write(result)
	}
}

func (r *fmtRun) fail(summary string) {
	r.diags = append(r.diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary})
}
