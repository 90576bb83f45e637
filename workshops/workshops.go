// Package workshops loads tfplay's workshops and runs their checks.
//
// A workshop is a folder under workshops/ holding workshop.json (title,
// description, its place in the list of workshops ("order") and the
// ordered list of its steps' folder names) and one
// folder per step:
//
//	NN-name/step.md      the text of the step, in Markdown
//	NN-name/step.json    title, hint, setup and checks
//	NN-name/files/…      the starting files
//	NN-name/solution/…   the files of a correct answer (the whole set)
//
// A step whose step.json says "setup": "apply" starts from a state: the
// one that applying its starting files produces (init, then apply), so
// that anyone can start at that step without doing the previous ones.
//
// The checks are declarative (see Check); the browser's workshop view
// runs them with web/src/workshop/checks.ts, and this package runs them
// with the same semantics through engine/command, so that the test of
// this package proves every step can be failed and passed.
package workshops

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// Workshop is one workshop folder.
type Workshop struct {
	// ID is the folder's name, e.g. "terraform-basics".
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// Order places the workshop in the list (lowest first, then by ID).
	Order int    `json:"order"`
	Steps []Step `json:"steps"`
}

// Step is one step of a workshop.
type Step struct {
	// ID is the step folder's name, e.g. "01-first-resource".
	ID    string `json:"id"`
	Title string `json:"title"`
	// Text is step.md, in Markdown.
	Text string `json:"text"`
	// Hint is shown when a check fails.
	Hint string `json:"hint"`
	// Setup is "" (start with no state) or "apply" (start from the
	// state that applying the starting files produces).
	Setup string `json:"setup,omitempty"`
	// Files are the starting files and Solution the files of an
	// answer, both by path relative to the working directory.
	Files    map[string]string `json:"files"`
	Solution map[string]string `json:"solution"`
	Checks   []Check           `json:"checks"`
}

// Check is one declarative assertion. Type chooses which fields apply:
//
//   - "valid": `terraform validate` reports no errors.
//   - "plan": the plan's summary counts equal Add, Change and Destroy
//     (those given).
//   - "resource": Address is in the plan with Action (In "plan", the
//     default), or is in the state after applying the plan (In
//     "state"; with Present false: is not in it).
//   - "output": output Name equals Equals (JSON) in the plan (In
//     "plan", the default; a value known only after apply fails) or
//     in the state after applying the plan (In "state"). Without
//     Equals, the output only has to exist there.
//   - "expression": `terraform console` evaluates Expr to true, over
//     the state after applying the plan (In "state", the default) or
//     over the step's starting state (In "config").
//
// Message is what the learner reads when the check fails.
type Check struct {
	Type    string          `json:"type"`
	Message string          `json:"message"`
	In      string          `json:"in,omitempty"`
	Add     *int            `json:"add,omitempty"`
	Change  *int            `json:"change,omitempty"`
	Destroy *int            `json:"destroy,omitempty"`
	Address string          `json:"address,omitempty"`
	Action  string          `json:"action,omitempty"`
	Present *bool           `json:"present,omitempty"`
	Name    string          `json:"name,omitempty"`
	Equals  json.RawMessage `json:"equals,omitempty"`
	Expr    string          `json:"expr,omitempty"`
}

// Actions a resource check may expect in the plan.
var planActions = map[string]bool{"create": true, "update": true, "delete": true, "replace": true, "no-op": true, "read": true}

// LoadAll loads every workshop folder (every folder with a
// workshop.json) of fsys, sorted by Order, then ID.
func LoadAll(fsys fs.FS) ([]Workshop, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var out []Workshop
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		if _, err := fs.Stat(fsys, path.Join(e.Name(), "workshop.json")); err != nil {
			continue
		}
		sub, err := fs.Sub(fsys, e.Name())
		if err != nil {
			return nil, err
		}
		w, err := Load(sub, e.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Order != out[j].Order {
			return out[i].Order < out[j].Order
		}
		return out[i].ID < out[j].ID
	})
	return out, nil
}

// Load loads one workshop folder and checks that it is well formed.
func Load(fsys fs.FS, id string) (Workshop, error) {
	var index struct {
		Title       string   `json:"title"`
		Description string   `json:"description"`
		Order       int      `json:"order"`
		Steps       []string `json:"steps"`
	}
	if err := readJSON(fsys, "workshop.json", &index); err != nil {
		return Workshop{}, fmt.Errorf("%s: %w", id, err)
	}
	w := Workshop{ID: id, Title: index.Title, Description: index.Description, Order: index.Order}
	if w.Title == "" || w.Description == "" || len(index.Steps) == 0 {
		return w, fmt.Errorf("%s/workshop.json: title, description and steps are required", id)
	}
	for _, sid := range index.Steps {
		s, err := loadStep(fsys, sid)
		if err != nil {
			return w, fmt.Errorf("%s/%w", id, err)
		}
		w.Steps = append(w.Steps, s)
	}
	return w, nil
}

func loadStep(fsys fs.FS, id string) (Step, error) {
	s := Step{ID: id}
	if err := readJSON(fsys, path.Join(id, "step.json"), &s); err != nil {
		return s, err
	}
	s.ID = id
	text, err := fs.ReadFile(fsys, path.Join(id, "step.md"))
	if err != nil {
		return s, err
	}
	s.Text = string(text)
	if s.Files, err = readTree(fsys, path.Join(id, "files")); err != nil {
		return s, err
	}
	if s.Solution, err = readTree(fsys, path.Join(id, "solution")); err != nil {
		return s, err
	}
	if s.Title == "" || s.Hint == "" {
		return s, fmt.Errorf("%s/step.json: title and hint are required", id)
	}
	if s.Setup != "" && s.Setup != "apply" {
		return s, fmt.Errorf("%s/step.json: setup must be \"apply\" or absent", id)
	}
	if len(s.Files) == 0 || len(s.Solution) == 0 || len(s.Checks) == 0 {
		return s, fmt.Errorf("%s: a step needs starting files, solution files and checks", id)
	}
	for i, c := range s.Checks {
		if err := c.validate(); err != nil {
			return s, fmt.Errorf("%s/step.json: check %d: %w", id, i+1, err)
		}
	}
	return s, nil
}

// validate reports a malformed check.
func (c Check) validate() error {
	if c.Message == "" {
		return fmt.Errorf("message is required")
	}
	in := func(allowed ...string) error {
		for _, a := range allowed {
			if c.In == a {
				return nil
			}
		}
		return fmt.Errorf("%q is not a valid \"in\" for a %s check", c.In, c.Type)
	}
	switch c.Type {
	case "valid":
		return nil
	case "plan":
		if c.Add == nil && c.Change == nil && c.Destroy == nil {
			return fmt.Errorf("a plan check needs add, change or destroy")
		}
		return nil
	case "resource":
		if c.Address == "" {
			return fmt.Errorf("a resource check needs an address")
		}
		if err := in("", "plan", "state"); err != nil {
			return err
		}
		if c.In == "state" {
			if c.Action != "" {
				return fmt.Errorf("action applies to the plan only")
			}
			return nil
		}
		if c.Present != nil {
			return fmt.Errorf("present applies to the state only")
		}
		if !planActions[c.Action] {
			return fmt.Errorf("action %q is not one of create, update, delete, replace, no-op, read", c.Action)
		}
		return nil
	case "output":
		if c.Name == "" {
			return fmt.Errorf("an output check needs a name")
		}
		if len(c.Equals) > 0 && !json.Valid(c.Equals) {
			return fmt.Errorf("equals is not JSON")
		}
		return in("", "plan", "state")
	case "expression":
		if c.Expr == "" {
			return fmt.Errorf("an expression check needs expr")
		}
		return in("", "state", "config")
	}
	return fmt.Errorf("unknown check type %q", c.Type)
}

func readJSON(fsys fs.FS, name string, v any) error {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// readTree reads every file under dir, by path relative to dir.
func readTree(fsys fs.FS, dir string) (map[string]string, error) {
	out := map[string]string{}
	err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		out[strings.TrimPrefix(p, dir+"/")] = string(data)
		return nil
	})
	return out, err
}
