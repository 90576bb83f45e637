// Package intel is the engine side of the editor's intelligence:
// completion, hover and go to definition over a configuration in an
// io/fs.FS, at UTF-8 byte offsets of one of its files.
//
// Completion reads the edited file as tokens (it is usually broken at the
// cursor) and the rest of the module as decoded configuration; provider
// schemas come from the mock provider catalog and functions from the
// engine's function table. Hover evaluates references and expressions
// with the engine's evaluator, reading resources from the saved plan or
// the state. Parsed files and provider schemas are cached between
// requests, so a request after a keystroke parses only the edited file.
//
// Positions and ranges are UTF-8 byte offsets into the file's content;
// the entry points are safe to call from several goroutines (they take
// turns) and never panic.
package intel
