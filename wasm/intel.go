//go:build js && wasm

package main

import (
	"encoding/base64"
	"fmt"
	"io/fs"
	"path"

	"github.com/tfplay/tfplay/engine/intel"
)

// intelRequest is the body of an "intel" call: an editor question about
// a position of one file of the workspace.
type intelRequest struct {
	// Op is "complete", "hover" or "definition".
	Op    string            `json:"op"`
	Files map[string]string `json:"files"`
	// BinaryFiles are the workspace's other files, base64-encoded, as
	// "run" takes them; intel reads none of them but accepts the same
	// workspace snapshot.
	BinaryFiles map[string]string `json:"binaryFiles"`
	// File is the path of the edited file, as in Files.
	File string `json:"file"`
	// Offset is the cursor's UTF-8 byte offset in File.
	Offset int `json:"offset"`
	// PlanFile is the saved plan, base64-encoded, whose planned values
	// hover shows until the state moves past it.
	PlanFile string            `json:"planFile"`
	Dir      string            `json:"dir"`
	Env      map[string]string `json:"env"`
}

// handleIntel answers an "intel" call. The result is {"items": [...]}
// for "complete" (best first, [] when there is nothing to offer),
// {"hover": {...}} for "hover" (null when there is nothing to show) and
// {"locations": [...]} for "definition"; see package intel for the
// fields. Ranges are UTF-8 byte offsets.
func handleIntel(request []byte) (any, error) {
	var req intelRequest
	if err := decode(request, &req); err != nil {
		return nil, err
	}
	fsys, err := memFS(req.Files, req.BinaryFiles)
	if err != nil {
		return nil, err
	}
	file := path.Clean(req.File)
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, fmt.Errorf("intel: file %q is not in files", req.File)
	}
	if req.Offset < 0 || req.Offset > len(src) {
		return nil, fmt.Errorf("intel: offset %d is outside %s (%d bytes)", req.Offset, file, len(src))
	}
	opts := intel.Options{Env: req.Env, WorkDir: req.Dir}
	if opts.WorkDir == "" {
		opts.WorkDir = defaultDir
	}
	if req.PlanFile != "" {
		if opts.PlanFile, err = base64.StdEncoding.DecodeString(req.PlanFile); err != nil {
			return nil, fmt.Errorf("intel: planFile: invalid base64: %v", err)
		}
	}
	switch req.Op {
	case "complete":
		items := intel.Complete(fsys, file, req.Offset, opts)
		if items == nil {
			items = []intel.Item{}
		}
		return map[string]any{"items": items}, nil
	case "hover":
		return map[string]any{"hover": intel.Hover(fsys, file, req.Offset, opts)}, nil
	case "definition":
		locs := intel.Definition(fsys, file, req.Offset)
		if locs == nil {
			locs = []intel.Location{}
		}
		return map[string]any{"locations": locs}, nil
	}
	return nil, fmt.Errorf("intel: unknown op %q: want complete, hover or definition", req.Op)
}
