//go:build js && wasm

package main

import (
	"encoding/base64"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"testing/fstest"
	"unicode/utf8"

	"github.com/tfplay/tfplay/engine/command"
)

// defaultDir is the absolute path the browser's file tree stands for.
const defaultDir = "/workspace"

// runRequest is the body of a "run" call.
type runRequest struct {
	Args  []string          `json:"args"`
	Files map[string]string `json:"files"` // path relative to dir → content
	// BinaryFiles holds files that are not UTF-8 text (saved plans are
	// zip archives), base64-encoded: JSON strings cannot carry them.
	BinaryFiles map[string]string `json:"binaryFiles"`
	Dir         string            `json:"dir"`
	Env         map[string]string `json:"env"`
	Stdin       *string           `json:"stdin"`
}

// runResult is the result of a "run" call. A nil entry in Files means the
// command removed that file. A written file that is not valid UTF-8 is
// in BinaryFiles instead, base64-encoded.
type runResult struct {
	Stdout      string             `json:"stdout"`
	Stderr      string             `json:"stderr"`
	ExitCode    int                `json:"exitCode"`
	Files       map[string]*string `json:"files"`
	BinaryFiles map[string]string  `json:"binaryFiles,omitempty"`
}

func handleRun(request []byte) (any, error) {
	var req runRequest
	if err := decode(request, &req); err != nil {
		return nil, err
	}
	res, err := req.execute()
	if err != nil {
		return nil, err
	}
	out := runResult{
		Stdout:   res.Stdout,
		Stderr:   res.Stderr,
		ExitCode: res.ExitCode,
		Files:    make(map[string]*string, len(res.Files)),
	}
	for name, data := range res.Files {
		if data == nil {
			out.Files[name] = nil
			continue
		}
		if !utf8.Valid(data) {
			if out.BinaryFiles == nil {
				out.BinaryFiles = map[string]string{}
			}
			out.BinaryFiles[name] = base64.StdEncoding.EncodeToString(data)
			continue
		}
		s := string(data)
		out.Files[name] = &s
	}
	return out, nil
}

// execute runs the request through the engine's command layer over an
// in-memory file tree.
func (r runRequest) execute() (command.Result, error) {
	fsys, err := memFS(r.Files, r.BinaryFiles)
	if err != nil {
		return command.Result{}, err
	}
	dir := r.Dir
	if dir == "" {
		dir = defaultDir
	}
	var stdin io.Reader
	if r.Stdin != nil {
		stdin = strings.NewReader(*r.Stdin)
	}
	env := r.Env
	if env == nil {
		env = map[string]string{}
	}
	return command.Run(command.Request{Args: r.Args, FS: fsys, Dir: dir, Env: env, Stdin: stdin}), nil
}

// memFS builds a read-only file tree from path → content, and path →
// base64 content for binary files. Paths use forward slashes and are
// relative to the tree's root ("main.tf", "modules/net/main.tf"); "./x"
// and "a/../x" are cleaned first, and a path that leaves the root ("../x",
// "/etc/x") is an error.
func memFS(files, binaryFiles map[string]string) (fs.FS, error) {
	fsys := make(fstest.MapFS, len(files)+len(binaryFiles))
	add := func(name string, data []byte) error {
		clean := path.Clean(name)
		if !fs.ValidPath(clean) || clean == "." {
			return fmt.Errorf("invalid file path %q: want a relative path inside the working directory", name)
		}
		if _, dup := fsys[clean]; dup {
			return fmt.Errorf("file %q given twice", clean)
		}
		fsys[clean] = &fstest.MapFile{Data: data, Mode: 0o644}
		return nil
	}
	for name, content := range files {
		if err := add(name, []byte(content)); err != nil {
			return nil, err
		}
	}
	for name, encoded := range binaryFiles {
		data, err := base64.StdEncoding.DecodeString(encoded)
		if err != nil {
			return nil, fmt.Errorf("binary file %q: invalid base64: %v", name, err)
		}
		if err := add(name, data); err != nil {
			return nil, err
		}
	}
	return fsys, nil
}
