package builtin

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// stateFile is the part of a state file (format version 4) that remote
// state reads.
type stateFile struct {
	Version *int                   `json:"version"`
	Outputs map[string]stateOutput `json:"outputs"`
}

// stateOutput is one root module output of a state file.
type stateOutput struct {
	Value     json.RawMessage `json:"value"`
	Type      json.RawMessage `json:"type"`
	Sensitive bool            `json:"sensitive"`
}

// readLocalState reads the root module outputs of the local backend's
// state for a workspace: the configured path (terraform.tfstate by
// default) for "default", else terraform.tfstate under the workspace's
// folder of workspace_dir (terraform.tfstate.d). found is false when there
// is no state: the file is missing, empty or outside the working
// directory.
func readLocalState(env mock.Env, lc localConfig, workspace string) (outputs map[string]cty.Value, found bool, diags hcl.Diagnostics) {
	file := lc.path
	if file == "" {
		file = "terraform.tfstate"
	}
	if workspace != "default" {
		dir := lc.workspaceDir
		if dir == "" {
			dir = "terraform.tfstate.d"
		}
		file = path.Join(dir, workspace, "terraform.tfstate")
	}
	p, ok := fsPath(env.WorkDir, file)
	if !ok || env.FS == nil {
		return nil, false, nil
	}
	data, err := fs.ReadFile(env.FS, p)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, false, nil
	case err != nil:
		return nil, false, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: fmt.Sprintf("read %s: %s", file, errors.Unwrap(err))}}
	case len(bytes.TrimSpace(data)) == 0:
		return nil, false, nil
	}
	outputs, err = parseOutputs(data)
	if err != nil {
		return nil, false, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unsupported state file format", Detail: err.Error()}}
	}
	return outputs, true, nil
}

// parseOutputs decodes the root module outputs of a version 4 state.
func parseOutputs(data []byte) (map[string]cty.Value, error) {
	var sf stateFile
	if err := json.Unmarshal(data, &sf); err != nil {
		return nil, fmt.Errorf("The state file could not be parsed as JSON: %s.", err)
	}
	if sf.Version == nil {
		return nil, errors.New("The state file does not have a \"version\" attribute, which is required to identify the format version.")
	}
	if *sf.Version != 4 {
		return nil, fmt.Errorf("The state file uses format version %d, which tfplay does not read: only version 4 states (Terraform 0.12 and later) can be read.", *sf.Version)
	}
	outputs := make(map[string]cty.Value, len(sf.Outputs))
	for name, o := range sf.Outputs {
		ty, err := ctyjson.UnmarshalType(o.Type)
		if err != nil {
			return nil, fmt.Errorf("The state file has an invalid type for output %q: %s.", name, err)
		}
		v, err := ctyjson.Unmarshal(o.Value, ty)
		if err != nil {
			return nil, fmt.Errorf("The state file has an invalid value for output %q: %s.", name, err)
		}
		outputs[name] = v
	}
	return outputs, nil
}

// fsPath maps a path of the host (relative to the working directory, or
// absolute under workDir) into the working directory's FS.
func fsPath(workDir, p string) (string, bool) {
	if path.IsAbs(p) {
		wd := strings.TrimSuffix(workDir, "/")
		switch {
		case wd == "":
			return "", false
		case p == wd:
			return ".", true
		case strings.HasPrefix(p, wd+"/"):
			p = strings.TrimPrefix(p, wd+"/")
		default:
			return "", false
		}
	}
	p = path.Clean(p)
	if p == ".." || strings.HasPrefix(p, "../") || !fs.ValidPath(p) {
		return "", false
	}
	return p, true
}

// toString converts a configuration value to a string.
func toString(v cty.Value) (string, error) {
	s, err := convert.Convert(v, cty.String)
	if err != nil {
		return "", err
	}
	if s.IsNull() || !s.IsKnown() {
		return "", nil
	}
	return s.AsString(), nil
}
