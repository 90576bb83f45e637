package intel

import (
	"io/fs"
	"path"
	"strings"
	"sync"
)

// Range is a span of one file in UTF-8 byte offsets: Start is the first
// byte, End the byte after the last one.
type Range struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Kind tells what a completion item or a hover is about.
type Kind string

// The kinds of items and hovers.
const (
	KindBlock        Kind = "block"         // a block type: resource, lifecycle, ebs_block_device
	KindArgument     Kind = "argument"      // an argument of a block
	KindMetaArgument Kind = "meta-argument" // count, for_each, depends_on, provider, lifecycle…
	KindResourceType Kind = "resource-type" // a managed resource type (aws_instance)
	KindDataSource   Kind = "data-source"   // a data source type (aws_ami)
	KindProvider     Kind = "provider"      // a provider local name or configuration
	KindFunction     Kind = "function"      // a built-in function
	KindVariable     Kind = "variable"      // an input variable (var.x)
	KindLocal        Kind = "local"         // a local value (local.x)
	KindModule       Kind = "module"        // a module call (module.x)
	KindOutput       Kind = "output"        // an output value of a module
	KindResource     Kind = "resource"      // a resource or data source of the configuration
	KindAttribute    Kind = "attribute"     // an attribute of an object after a dot
	KindKeyword      Kind = "keyword"       // true, false, null, each, count, path…
	KindType         Kind = "type"          // a type constraint keyword (string, list(…))
	KindValue        Kind = "value"         // a literal value an argument accepts (create, destroy…)
	KindFile         Kind = "file"          // a directory or file path
)

// Item is one completion.
type Item struct {
	// Label is what the list shows and what the typed prefix is matched
	// against.
	Label string `json:"label"`
	Kind  Kind   `json:"kind"`
	// Detail is a one-line type or signature: "string, required",
	// "upper(str string) string".
	Detail string `json:"detail,omitempty"`
	// Documentation is the description, in plain text.
	Documentation string `json:"documentation,omitempty"`
	// InsertText replaces Range when the item is picked. Lines after the
	// first are already indented for the cursor's line.
	InsertText string `json:"insertText"`
	// Snippet, when set, is InsertText with tab stops in the syntax
	// CodeMirror's snippet() and LSP share: ${1}, ${2:default}. Lines
	// after the first are indented relative to the cursor's line with one
	// "\t" per level (snippet() turns it into the editor's indent unit).
	Snippet string `json:"snippet,omitempty"`
	// Range is the text the item replaces: the word (or quoted label
	// content) around the cursor, empty at the cursor when nothing has been
	// typed yet.
	Range Range `json:"range"`
	// Required marks arguments and blocks the block must have that it
	// does not have yet.
	Required bool `json:"required,omitempty"`
}

// Info is what a hover shows.
type Info struct {
	// Range is the hovered span.
	Range Range `json:"range"`
	Kind  Kind  `json:"kind"`
	// Title is the hovered thing as written or its signature:
	// "var.region", "upper(str string) string", "resource aws_instance".
	Title string `json:"title"`
	// Detail is a one-line type and flags: "string, required, forces
	// replacement".
	Detail string `json:"detail,omitempty"`
	// Documentation is the description, in plain text.
	Documentation string `json:"documentation,omitempty"`
	// Value is the evaluated value, formatted as `terraform console`
	// prints it, when the expression has a single value.
	Value string `json:"value,omitempty"`
	// Values lists the value of each instance when the expression is
	// evaluated in several instances (count, for_each, repeated modules)
	// and they differ.
	Values []InstanceValue `json:"values,omitempty"`
	// ValueSource tells where the values come from: "plan" (the saved
	// plan), "state" (terraform.tfstate) or "configuration" (neither).
	ValueSource string `json:"valueSource,omitempty"`
	// Error is why the value could not be evaluated (the first error
	// diagnostic's summary and detail).
	Error string `json:"error,omitempty"`
}

// InstanceValue is the value of an expression in one instance.
type InstanceValue struct {
	// Instance is the address of the instance ("aws_instance.web[0]",
	// "module.net[\"a\"]").
	Instance string `json:"instance"`
	Value    string `json:"value"`
}

// Location is the target of a go to definition.
type Location struct {
	File string `json:"file"`
	// Range is where the cursor goes: the declaration's header or name.
	Range Range `json:"range"`
	// Full is the whole declaration (block or attribute).
	Full Range `json:"full"`
}

// Options are the parts of the working directory the engine cannot see
// in the files: the environment and the saved plan. From the
// environment, TF_WORKSPACE selects the workspace (whose state hover
// reads), TF_VAR_NAME gives root variables values, and
// TFPLAY_FLAVOR=opentofu selects OpenTofu's functions and .tofu files.
type Options struct {
	// PlanFile is the saved plan (`plan -out`), whose planned values hover
	// shows until the state moves on.
	PlanFile []byte
	Env      map[string]string
	// WorkDir is the absolute path the file system stands for
	// (path.cwd, abspath); "/workspace" when empty.
	WorkDir string
}

// mu serialises the entry points: they share caches and the parsed
// syntax trees in them (evaluation instruments for expressions in place).
var mu sync.Mutex

// Complete returns the completions at a byte offset of a file of fsys
// ("main.tf", "modules/net/main.tf", "terraform.tfvars"), best first:
// the items whose label holds the typed prefix's characters in order, so
// that the editor can rank them further. It never fails: an unknown file
// or position has no completions.
func Complete(fsys fs.FS, file string, offset int, opts Options) (items []Item) {
	mu.Lock()
	defer mu.Unlock()
	defer func() {
		if recover() != nil {
			items = nil
		}
	}()
	a := newAnalysis(fsys, cleanFile(file), opts)
	if a == nil {
		return nil
	}
	return a.complete(offset)
}

// Hover describes what is at a byte offset of a file: a function, a
// resource type, an argument, or a reference or expression with its
// evaluated value. It returns nil when there is nothing to say.
func Hover(fsys fs.FS, file string, offset int, opts Options) (info *Info) {
	mu.Lock()
	defer mu.Unlock()
	defer func() {
		if recover() != nil {
			info = nil
		}
	}()
	a := newAnalysis(fsys, cleanFile(file), opts)
	if a == nil {
		return nil
	}
	return a.hover(offset)
}

// Definition returns where the object referred to at a byte offset is
// declared: a variable, local value, module call or output, resource or
// data source, across the files of the module and into child modules.
func Definition(fsys fs.FS, file string, offset int) (locs []Location) {
	mu.Lock()
	defer mu.Unlock()
	defer func() {
		if recover() != nil {
			locs = nil
		}
	}()
	a := newAnalysis(fsys, cleanFile(file), Options{})
	if a == nil {
		return nil
	}
	return a.definition(offset)
}

// cleanFile makes a file name a clean path of the file system.
func cleanFile(name string) string {
	return path.Clean(strings.TrimPrefix(name, "./"))
}
