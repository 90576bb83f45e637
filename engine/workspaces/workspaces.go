// Package workspaces lays out the files of Terraform's local backend and
// working directory: the selected workspace in .terraform/environment,
// each workspace's state file, and the module manifest that `init` writes
// in .terraform/modules/modules.json.
package workspaces

import (
	"io/fs"
	"net/url"
	"path"
	"sort"
	"strings"
)

// Default is the workspace that always exists.
const Default = "default"

// StateDir holds the state of every workspace other than the default.
const StateDir = "terraform.tfstate.d"

// EnvironmentFile records the selected workspace.
const EnvironmentFile = ".terraform/environment"

// StatePath is where the local backend keeps a workspace's state in the
// working directory fsys: terraform.tfstate for the default workspace,
// and terraform.tfstate.d/NAME/terraform.tfstate for the others, unless
// the backend that init configured says otherwise (its path and
// workspace_dir, see ReadLocal).
func StatePath(fsys fs.FS, workspace string) string {
	l := ReadLocal(fsys)
	if workspace == "" || workspace == Default {
		return l.Path
	}
	return path.Join(l.WorkspaceDir, workspace, "terraform.tfstate")
}

// ValidName reports whether a name can be a workspace name: Terraform
// accepts exactly the names that need no escaping in a URL path segment.
func ValidName(name string) bool {
	return name == url.PathEscape(name)
}

// List returns the workspaces of the working directory: "default" first,
// then every directory under terraform.tfstate.d in name order. A
// directory counts only when it holds a file: tfplay's file trees carry
// files, not empty directories, so creating a workspace writes its state
// file (see EmptyState) and deleting one removes its files, which may
// leave an empty directory behind on a real disk.
func List(fsys fs.FS) []string {
	out := []string{Default}
	dir := ReadLocal(fsys).WorkspaceDir
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return out
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		if inner, err := fs.ReadDir(fsys, path.Join(dir, e.Name())); err == nil && len(inner) > 0 {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return append(out, names...)
}

// Exists reports whether a workspace is in List.
func Exists(fsys fs.FS, name string) bool {
	for _, n := range List(fsys) {
		if n == name {
			return true
		}
	}
	return false
}

// Selected returns the current workspace and whether TF_WORKSPACE chose
// it: TF_WORKSPACE wins, then the name in .terraform/environment, then
// "default".
func Selected(fsys fs.FS, env map[string]string) (name string, overridden bool) {
	if ws := env["TF_WORKSPACE"]; ws != "" {
		return ws, true
	}
	if b, err := fs.ReadFile(fsys, EnvironmentFile); err == nil {
		if s := strings.TrimSpace(string(b)); s != "" {
			return s, false
		}
	}
	return Default, false
}

// Files lists every file that belongs to a workspace (its state and
// state backup), for deleting it.
func Files(fsys fs.FS, name string) []string {
	if name == Default {
		return nil
	}
	var out []string
	dir := path.Join(ReadLocal(fsys).WorkspaceDir, name)
	_ = fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, p)
		}
		return nil
	})
	return out
}
