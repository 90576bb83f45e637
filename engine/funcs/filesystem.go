package funcs

// Filesystem functions, written here over an io/fs.FS: go-cty-funcs'
// versions call os.*, filepath.Abs and go-homedir, which do not exist in a
// browser. The error texts are the ones Terraform's os-based functions
// produce, with the paths Terraform would have passed to the OS.

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// fileReader resolves the paths given to the file functions the way
// Terraform does (home expansion, then relative to the module directory)
// and reads them through the working directory's fs.FS.
type fileReader struct {
	fsys    fs.FS
	workDir string // absolute path FS stands for
	baseDir string // module directory, relative to workDir
	home    string
}

func newFileReader(opts Options) *fileReader {
	base := opts.BaseDir
	if base == "" {
		base = "."
	}
	return &fileReader{fsys: opts.FS, workDir: opts.WorkDir, baseDir: base, home: opts.Home}
}

// expandHome replaces a leading "~" with the home directory, as go-homedir
// does for Terraform.
func expandHome(p, home string) (string, error) {
	if p == "" || p[0] != '~' {
		return p, nil
	}
	if len(p) > 1 && p[1] != '/' && p[1] != '\\' {
		return "", errors.New("cannot expand user-specific home dir")
	}
	if home == "" {
		return "", errors.New("blank output when reading home directory")
	}
	return filepath.Join(home, p[1:]), nil
}

// hostPath is the path Terraform would hand to the operating system for a
// path argument: home-expanded, joined to the module directory, cleaned.
func (r *fileReader) hostPath(p string) (string, error) {
	p, err := expandHome(p, r.home)
	if err != nil {
		return "", fmt.Errorf("failed to expand ~: %w", err)
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(r.baseDir, p)
	}
	return filepath.Clean(p), nil
}

// fsPath maps a host path into the FS. ok is false for paths outside the
// working directory, which tfplay cannot see.
func (r *fileReader) fsPath(host string) (string, bool) {
	p := filepath.ToSlash(host)
	if path.IsAbs(p) {
		wd := filepath.ToSlash(r.workDir)
		switch {
		case wd == "":
			return "", false
		case p == wd:
			return ".", true
		case strings.HasPrefix(p, strings.TrimSuffix(wd, "/")+"/"):
			p = strings.TrimPrefix(p, strings.TrimSuffix(wd, "/")+"/")
		default:
			return "", false
		}
	}
	p = path.Clean(p)
	if p == ".." || strings.HasPrefix(p, "../") || !fs.ValidPath(p) {
		return "", false
	}
	return p, true
}

// stat returns the FileInfo of a host path, or fs.ErrNotExist.
func (r *fileReader) stat(host string) (fs.FileInfo, error) {
	p, ok := r.fsPath(host)
	if !ok || r.fsys == nil {
		return nil, fs.ErrNotExist
	}
	return fs.Stat(r.fsys, p)
}

// open reads a whole file like os.Open + io.ReadAll would, with os's error
// texts ("open X: no such file or directory", "read X: is a directory").
func (r *fileReader) open(host string) ([]byte, error) {
	fi, err := r.stat(host)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &fs.PathError{Op: "open", Path: host, Err: errNoSuchFile}
		}
		return nil, &fs.PathError{Op: "open", Path: host, Err: errors.Unwrap(err)}
	}
	if fi.IsDir() {
		return nil, &readError{&fs.PathError{Op: "read", Path: host, Err: errIsDirectory}}
	}
	p, _ := r.fsPath(host)
	data, err := fs.ReadFile(r.fsys, p)
	if err != nil {
		return nil, &readError{&fs.PathError{Op: "read", Path: host, Err: errors.Unwrap(err)}}
	}
	return data, nil
}

var (
	errNoSuchFile  = errors.New("no such file or directory")
	errIsDirectory = errors.New("is a directory")
)

// readError marks an error that happened after a file was opened.
type readError struct{ err error }

func (e *readError) Error() string { return e.err.Error() }
func (e *readError) Unwrap() error { return e.err }

// readFile reads the file at a path argument, with the errors of
// Terraform's file() function.
func (r *fileReader) readFile(p string, pathMarks cty.ValueMarks) ([]byte, error) {
	host, err := r.hostPath(p)
	if err != nil {
		return nil, err
	}
	data, err := r.open(host)
	if err != nil {
		var re *readError
		switch {
		case errors.As(err, &re):
			return nil, fmt.Errorf("failed to read file: %w", re.err)
		case errors.Is(err, errNoSuchFile):
			return nil, fmt.Errorf("no file exists at %s; this function works only with files that are distributed as part of the configuration source code, so if this file will be created by a resource in this configuration you must instead obtain this result from an attribute of that resource", redact(p, pathMarks))
		}
		return nil, err
	}
	return data, nil
}

// readText reads a file that must hold UTF-8 text, as file() does. Errors
// that concern the path argument are argument errors of parameter 0.
func (r *fileReader) readText(p string, pathMarks cty.ValueMarks) ([]byte, error) {
	src, err := r.readFile(p, pathMarks)
	if err != nil {
		return nil, function.NewArgError(0, err)
	}
	if !utf8.Valid(src) {
		return nil, fmt.Errorf("contents of %s are not valid UTF-8; use the filebase64 function to obtain the Base64 encoded contents or the other file functions (e.g. filemd5, filesha256) to obtain file hashing results instead", redact(p, pathMarks))
	}
	return src, nil
}

// makeFileFunc builds file (the contents as text) and filebase64 (the
// contents Base64-encoded).
func makeFileFunc(files *fileReader, encBase64 bool) function.Function {
	return function.New(&function.Spec{
		Params:       []function.Parameter{{Name: "path", Type: cty.String, AllowMarked: true}},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			p, pathMarks := args[0].Unmark()
			if encBase64 {
				src, err := files.readFile(p.AsString(), pathMarks)
				if err != nil {
					return cty.UnknownVal(cty.String), function.NewArgError(0, err)
				}
				return cty.StringVal(base64.StdEncoding.EncodeToString(src)).WithMarks(pathMarks), nil
			}
			src, err := files.readText(p.AsString(), pathMarks)
			if err != nil {
				return cty.UnknownVal(cty.String), err
			}
			return cty.StringVal(string(src)).WithMarks(pathMarks), nil
		},
	})
}

// makeFileExistsFunc builds fileexists: true for a regular file, false when
// nothing exists at the path, an error for a directory.
func makeFileExistsFunc(files *fileReader) function.Function {
	return function.New(&function.Spec{
		Params:       []function.Parameter{{Name: "path", Type: cty.String, AllowMarked: true}},
		Type:         function.StaticReturnType(cty.Bool),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			p, pathMarks := args[0].Unmark()
			host, err := files.hostPath(p.AsString())
			if err != nil {
				return cty.UnknownVal(cty.Bool), err
			}
			fi, err := files.stat(host)
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return cty.False.WithMarks(pathMarks), nil
				}
				return cty.UnknownVal(cty.Bool), fmt.Errorf("failed to stat %s", redact(host, pathMarks))
			}
			if fi.Mode().IsRegular() {
				return cty.True.WithMarks(pathMarks), nil
			}
			name := redact(host, pathMarks)
			// Index 1 is past the only parameter: Terraform reports these
			// as plain call errors.
			if fi.IsDir() {
				return cty.False, function.NewArgErrorf(1, "%s is a directory, not a file", name)
			}
			return cty.False, function.NewArgErrorf(1, "%s is not a regular file", name)
		},
	})
}

// makeFileSetFunc builds fileset: the regular files under a directory that
// match a glob pattern, relative to that directory.
func makeFileSetFunc(files *fileReader) function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{
			{Name: "path", Type: cty.String, AllowMarked: true},
			{Name: "pattern", Type: cty.String, AllowMarked: true},
		},
		Type:         function.StaticReturnType(cty.Set(cty.String)),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
			dirArg, dirMarks := args[0].Unmark()
			patArg, patMarks := args[1].Unmark()
			dir := dirArg.AsString()
			if !filepath.IsAbs(dir) {
				dir = filepath.Join(files.baseDir, dir)
			}
			pattern := filepath.Join(dir, patArg.AsString())

			fsPattern, ok := files.fsPath(pattern)
			if !doublestar.ValidatePattern(filepath.ToSlash(pattern)) {
				return cty.UnknownVal(retType), fmt.Errorf("failed to glob pattern %s: %w", redact(pattern, dirMarks, patMarks), doublestar.ErrBadPattern)
			}
			fsDir, dirOK := files.fsPath(filepath.Clean(dir))
			if !ok || !dirOK || files.fsys == nil {
				return cty.SetValEmpty(cty.String).WithMarks(dirMarks, patMarks), nil
			}
			matches, err := doublestar.Glob(files.fsys, fsPattern)
			if err != nil {
				return cty.UnknownVal(retType), fmt.Errorf("failed to glob pattern %s: %w", redact(pattern, dirMarks, patMarks), err)
			}
			var vals []cty.Value
			for _, m := range matches {
				fi, err := fs.Stat(files.fsys, m)
				if err != nil || !fi.Mode().IsRegular() {
					continue
				}
				// Matches are relative to the directory argument, which a
				// pattern may leave ("../x"); paths use forward slashes.
				rel, err := filepath.Rel(filepath.FromSlash(fsDir), filepath.FromSlash(m))
				if err != nil {
					return cty.UnknownVal(retType), fmt.Errorf("failed to trim path of match %s: %w", redact(m, dirMarks, patMarks), err)
				}
				vals = append(vals, cty.StringVal(filepath.ToSlash(rel)))
			}
			if len(vals) == 0 {
				return cty.SetValEmpty(cty.String).WithMarks(dirMarks, patMarks), nil
			}
			return cty.SetVal(vals).WithMarks(dirMarks, patMarks), nil
		},
	})
}

// BasenameFunc returns the last element of a path.
var BasenameFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "path", Type: cty.String}},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return cty.StringVal(filepath.Base(args[0].AsString())), nil
	},
})

// DirnameFunc returns a path without its last element.
var DirnameFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "path", Type: cty.String}},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return cty.StringVal(filepath.Dir(args[0].AsString())), nil
	},
})

// makeAbsPathFunc builds abspath: relative paths are taken relative to the
// working directory, as Terraform takes them relative to its own.
func makeAbsPathFunc(workDir string) function.Function {
	if workDir == "" {
		workDir = "/"
	}
	return function.New(&function.Spec{
		Params:       []function.Parameter{{Name: "path", Type: cty.String}},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			p := args[0].AsString()
			if !filepath.IsAbs(p) {
				p = filepath.Join(workDir, p)
			}
			return cty.StringVal(filepath.ToSlash(filepath.Clean(p))), nil
		},
	})
}

// makePathExpandFunc builds pathexpand, which replaces a leading "~" with
// the home directory.
func makePathExpandFunc(home string) function.Function {
	return function.New(&function.Spec{
		Params:       []function.Parameter{{Name: "path", Type: cty.String}},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			p, err := expandHome(args[0].AsString(), home)
			if err != nil {
				return cty.UnknownVal(cty.String), err
			}
			return cty.StringVal(p), nil
		},
	})
}

// makeFileHashFunc builds the filemd5/filesha*/filebase64sha* functions,
// which hash a file's bytes and encode the digest with enc.
func makeFileHashFunc(files *fileReader, digest func([]byte) string) function.Function {
	return function.New(&function.Spec{
		Params:       []function.Parameter{{Name: "path", Type: cty.String}},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			host, err := files.hostPath(args[0].AsString())
			if err != nil {
				return cty.UnknownVal(cty.String), err
			}
			data, err := files.open(host)
			if err != nil {
				return cty.UnknownVal(cty.String), err
			}
			return cty.StringVal(digest(data)), nil
		},
	})
}
