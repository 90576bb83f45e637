package command

import (
	"bufio"
	"bytes"
	"io"
	"io/fs"
	"path"
	"strings"
	"testing/fstest"
	"time"
)

// workdir is the state of one command run: the working directory seen
// through an overlay of the files written so far, the environment, and the
// output streams.
type workdir struct {
	base    fs.FS
	dir     string
	env     map[string]string
	stdin   io.Reader
	written map[string][]byte
	stdout  bytes.Buffer
	stderr  bytes.Buffer
	exit    int
	// interactive and the live writers come from the Request.
	interactive      bool
	liveOut, liveErr io.Writer
	in               *bufio.Reader
}

// readLine reads one line of standard input (without its newline); ok is
// false at the end of input. All commands read input through it, so a
// prompt and a later confirmation share the same buffered reader.
func (w *workdir) readLine() (line string, ok bool) {
	if w.stdin == nil {
		return "", false
	}
	if w.in == nil {
		w.in = bufio.NewReaderSize(w.stdin, 64*1024)
	}
	s, err := w.in.ReadString('\n')
	if err != nil && s == "" {
		return "", false
	}
	return strings.TrimRight(s, "\r\n"), true
}

// flush sends the output produced so far to the live writers, if any.
func (w *workdir) flush() {
	if w.liveOut != nil {
		w.liveOut.Write(w.words(w.stdout.Bytes()))
		w.stdout.Reset()
	}
	if w.liveErr != nil {
		w.liveErr.Write(w.words(w.stderr.Bytes()))
		w.stderr.Reset()
	}
}

// words is output in the flavor's words (see openTofuWords).
func (w *workdir) words(out []byte) []byte {
	if !isOpenTofu(w.env) {
		return out
	}
	return []byte(openTofuWords(string(out)))
}

func newWorkdir(req Request, chdir string) (*workdir, error) {
	base := req.FS
	if base == nil {
		base = fstest.MapFS{}
	}
	dir := req.Dir
	if chdir != "" {
		clean := path.Clean(strings.TrimPrefix(chdir, "./"))
		st, err := fs.Stat(base, clean)
		if err != nil || !st.IsDir() {
			return nil, fs.ErrNotExist
		}
		sub, err := fs.Sub(base, clean)
		if err != nil {
			return nil, err
		}
		base = sub
		dir = path.Join(dir, clean)
	}
	return &workdir{base: base, dir: dir, env: req.Env, stdin: req.Stdin, written: map[string][]byte{},
		interactive: req.Interactive, liveOut: req.Stdout, liveErr: req.Stderr}, nil
}

// FS returns the working directory including files written by this run.
func (w *workdir) FS() fs.FS { return overlayFS{w} }

// WriteFile records a file written by the command.
func (w *workdir) WriteFile(name string, data []byte) {
	w.written[path.Clean(name)] = append([]byte{}, data...)
}

// RemoveFile records a file removed by the command.
func (w *workdir) RemoveFile(name string) {
	w.written[path.Clean(name)] = nil
}

func (w *workdir) result() Result {
	r := Result{Stdout: w.stdout.String(), Stderr: w.stderr.String(), ExitCode: w.exit}
	if len(w.written) > 0 {
		r.Files = w.written
	}
	return r
}

// overlayFS shows the base directory with the run's writes laid over it.
type overlayFS struct{ w *workdir }

func (o overlayFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if data, ok := o.w.written[name]; ok {
		if data == nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
		}
		return fstest.MapFS{name: {Data: data, ModTime: time.Time{}}}.Open(name)
	}
	if o.hasWrittenUnder(name) {
		return o.openDir(name)
	}
	return o.w.base.Open(name)
}

func (o overlayFS) hasWrittenUnder(dir string) bool {
	prefix := dir + "/"
	if dir == "." {
		prefix = ""
	}
	for p, d := range o.w.written {
		if d != nil && strings.HasPrefix(p, prefix) {
			return true
		}
	}
	return false
}

// openDir merges a base directory listing with written files beneath it.
func (o overlayFS) openDir(name string) (fs.File, error) {
	m := fstest.MapFS{}
	if entries, err := fs.ReadDir(o.w.base, name); err == nil {
		for _, e := range entries {
			p := path.Join(name, e.Name())
			if e.IsDir() {
				m[p] = &fstest.MapFile{Mode: fs.ModeDir | 0o755}
			} else if _, gone := o.w.written[p]; !gone {
				m[p] = &fstest.MapFile{}
			}
		}
	}
	for p, d := range o.w.written {
		if d != nil && (name == "." || strings.HasPrefix(p, name+"/")) {
			m[p] = &fstest.MapFile{Data: d}
		}
	}
	return m.Open(name)
}
