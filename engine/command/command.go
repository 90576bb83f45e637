// Package command implements terraform's command-line interface as a pure
// function: arguments, a working directory given as an fs.FS and the
// environment go in; standard output, standard error, the exit status and
// the files the command wrote come out. The native CLI (cmd/tfplay) and
// the WebAssembly bridge (wasm/) both run commands through Run.
package command

import (
	"fmt"
	"io"
	"io/fs"
	"path"
	"runtime/debug"
	"strings"
)

// Request is one command invocation.
type Request struct {
	// Args are the arguments after the program name, e.g. ["validate", "-json"].
	Args []string
	// FS is the working directory tree.
	FS fs.FS
	// Dir is the absolute path that FS stands for; it is what abspath(".")
	// and path.cwd return.
	Dir string
	// Env holds environment variables (TF_VAR_name, TF_WORKSPACE, HOME...).
	Env map[string]string
	// Stdin feeds commands that read input (console); nil reads nothing.
	Stdin io.Reader
	// Interactive is true when a person types at Stdin: the console then
	// shows its "> " prompt.
	Interactive bool
	// Stdout and Stderr, when set, receive output as soon as an
	// interactive command produces it; Result then holds only the rest.
	Stdout, Stderr io.Writer
}

// Result is what a command produced.
type Result struct {
	Stdout   string
	Stderr   string
	ExitCode int
	// Files maps paths relative to the FS root to their new content; a nil
	// value means the file was removed.
	Files map[string][]byte
}

// Run executes one terraform command, in OpenTofu's words when its
// environment asks for OpenTofu (see openTofuWords). It never panics: an
// internal error becomes a message on standard error and exit status 1.
func Run(req Request) Result {
	res := run(req)
	if isOpenTofu(req.Env) {
		res.Stdout, res.Stderr = openTofuWords(res.Stdout), openTofuWords(res.Stderr)
	}
	return res
}

// run is Run in Terraform's words.
func run(req Request) (res Result) {
	defer func() {
		if r := recover(); r != nil {
			res = Result{
				Stderr:   fmt.Sprintf("\nError: Internal error in tfplay\n\ntfplay hit an unexpected internal error while running this command: %v\n\nPlease report this as a bug along with the configuration that caused it.\n\n%s", r, debug.Stack()),
				ExitCode: 1,
			}
		}
	}()
	if req.Env == nil {
		req.Env = map[string]string{}
	}
	if req.Dir == "" {
		req.Dir = "/"
	}
	args := req.Args
	chdir := ""
	// Global options come before the subcommand.
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		a := args[0]
		switch {
		case strings.HasPrefix(a, "-chdir="):
			chdir = strings.TrimPrefix(a, "-chdir=")
		case a == "-help" || a == "-h" || a == "--help":
			return Result{Stdout: helpText, ExitCode: 0}
		case a == "-version" || a == "-v" || a == "--version":
			args = append([]string{"version"}, args[1:]...)
			continue
		default:
			return Result{Stderr: fmt.Sprintf("Error: Unknown global option %s\n\nTo see the global options, run:\n  terraform -help\n", a), ExitCode: 1}
		}
		args = args[1:]
	}
	if len(args) == 0 {
		return Result{Stdout: helpText, ExitCode: 127}
	}
	wd, err := newWorkdir(req, chdir)
	if err != nil {
		return Result{Stderr: fmt.Sprintf("Error handling -chdir option: chdir %s: no such file or directory\n", chdir), ExitCode: 1}
	}
	name, rest := args[0], args[1:]
	cmd, ok := commands[name]
	if !ok {
		return unknownCommand(name)
	}
	cmd(wd, rest)
	out := wd.result()
	if chdir != "" && out.Files != nil {
		prefixed := make(map[string][]byte, len(out.Files))
		for p, b := range out.Files {
			prefixed[path.Join(chdir, p)] = b
		}
		out.Files = prefixed
	}
	return out
}

// commandFunc runs a subcommand with its own arguments.
type commandFunc func(wd *workdir, args []string)

// commands maps command names ("state list" for subcommands is handled
// by the parent command) to their implementations. Each command's file
// registers itself.
var commands = map[string]commandFunc{}

func register(name string, f commandFunc) { commands[name] = f }

func init() {
	register("validate", runValidate)
	register("console", runConsole)
	register("version", runVersion)
}

func unknownCommand(name string) Result {
	msg := fmt.Sprintf("Terraform has no command named %q.", name)
	if s := suggestCommand(name); s != "" {
		msg = fmt.Sprintf("Terraform has no command named %q. Did you mean %q?", name, s)
	}
	return Result{
		Stderr:   msg + "\n\nTo see all of Terraform's top-level commands, run:\n  terraform -help\n\n",
		ExitCode: 1,
	}
}
