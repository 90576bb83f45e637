// Command tfplay is the native command-line interface to the tfplay
// engine. It takes terraform's commands and flags and works on the real
// file system: the current directory is the working directory, and the
// files a command writes (terraform.tfstate, .terraform.lock.hcl, ...) are
// written back to disk.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tfplay/tfplay/engine/command"
)

func main() {
	if !quick(os.Args[1:]) {
		hugePageHeap()
	}
	os.Exit(run(os.Args[1:]))
}

// quick reports whether the arguments ask for the version or help, which
// load nothing: the heap is left as it is.
func quick(args []string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, "-chdir=") {
			continue
		}
		switch a {
		case "version", "-version", "-v", "--version", "help", "-help", "-h", "--help":
			return true
		}
		return false
	}
	return true
}

func run(args []string) int {
	cwd, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error: cannot determine the working directory: %s\n", err)
		return 1
	}
	res := command.Run(command.Request{
		Args:        args,
		FS:          os.DirFS(cwd),
		Dir:         filepath.ToSlash(cwd),
		Env:         environ(),
		Stdin:       os.Stdin,
		Interactive: isTerminal(os.Stdin),
		Stdout:      os.Stdout,
		Stderr:      os.Stderr,
	})
	os.Stdout.WriteString(res.Stdout)
	os.Stderr.WriteString(res.Stderr)
	if err := writeFiles(cwd, res.Files); err != nil {
		fmt.Fprintf(os.Stderr, "\nError: Failed to write files\n\n%s\n", err)
		if res.ExitCode == 0 {
			return 1
		}
	}
	return res.ExitCode
}

func environ() map[string]string {
	env := map[string]string{}
	for _, kv := range os.Environ() {
		if k, v, ok := strings.Cut(kv, "="); ok {
			env[k] = v
		}
	}
	return env
}

// writeFiles applies the files a command wrote (nil content = removed).
func writeFiles(dir string, files map[string][]byte) error {
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if data == nil {
			if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
				return err
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// isTerminal reports whether f is a character device (a person typing).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
