package workspaces

import (
	"encoding/json"
	"io/fs"
	"path"
)

// BackendFile is where init records the backend it configured.
const BackendFile = ".terraform/terraform.tfstate"

// Local is where the local backend keeps state: the default workspace's
// state at Path, every other workspace's at WorkspaceDir/NAME/terraform.tfstate.
type Local struct {
	Path, WorkspaceDir string
}

// DefaultLocal is the local backend's layout when its configuration sets
// neither path nor workspace_dir.
var DefaultLocal = Local{Path: "terraform.tfstate", WorkspaceDir: StateDir}

// backendRecord is the part of BackendFile that tfplay reads and writes.
type backendRecord struct {
	Version int `json:"version"`
	Backend struct {
		Type   string `json:"type"`
		Config *struct {
			Path         *string `json:"path"`
			WorkspaceDir *string `json:"workspace_dir"`
		} `json:"config,omitempty"`
	} `json:"backend"`
}

// Recorded is the backend that init recorded in fsys: its type ("" when
// none) and, for a local backend, its path and workspace_dir ("" when
// unset), as BackendRecord writes them; ok is false when the record
// cannot be read.
func Recorded(fsys fs.FS) (typ, statePath, workspaceDir string, ok bool) {
	data, err := fs.ReadFile(fsys, BackendFile)
	if err != nil {
		return "", "", "", true
	}
	var rec backendRecord
	if json.Unmarshal(data, &rec) != nil {
		return "", "", "", false
	}
	if c := rec.Backend.Config; c != nil {
		if c.Path != nil {
			statePath = *c.Path
		}
		if c.WorkspaceDir != nil {
			workspaceDir = *c.WorkspaceDir
		}
	}
	return rec.Backend.Type, statePath, workspaceDir, true
}

// ReadLocal returns the layout of the local backend that init recorded
// in fsys (DefaultLocal when none was, or a backend of another type,
// which tfplay simulates with local state in the default layout).
func ReadLocal(fsys fs.FS) Local {
	l := DefaultLocal
	if typ, statePath, workspaceDir, _ := Recorded(fsys); typ == "local" {
		if statePath != "" {
			l.Path = path.Clean(statePath)
		}
		if workspaceDir != "" {
			l.WorkspaceDir = path.Clean(workspaceDir)
		}
	}
	return l
}

// BackendRecord is the content of BackendFile for a backend of type typ;
// a local backend's record holds its configuration, path and
// workspace_dir ("" for null: the default).
func BackendRecord(typ, statePath, workspaceDir string) []byte {
	var rec backendRecord
	rec.Version = 3
	rec.Backend.Type = typ
	if typ == "local" {
		rec.Backend.Config = &struct {
			Path         *string `json:"path"`
			WorkspaceDir *string `json:"workspace_dir"`
		}{nonEmpty(statePath), nonEmpty(workspaceDir)}
	}
	data, _ := json.MarshalIndent(rec, "", "  ")
	return append(data, '\n')
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
