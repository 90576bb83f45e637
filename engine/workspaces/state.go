package workspaces

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// rawState is the part of a version 4 state file this package reads.
type rawState struct {
	Resources []struct {
		Module    string `json:"module"`
		Mode      string `json:"mode"`
		Type      string `json:"type"`
		Name      string `json:"name"`
		Provider  string `json:"provider"`
		Instances []struct {
			IndexKey any    `json:"index_key"`
			Deposed  string `json:"deposed"`
		} `json:"instances"`
	} `json:"resources"`
}

// ManagedInstances lists the managed resource instance objects a state
// file tracks, as `workspace delete` names them ("aws_instance.a[0]",
// with " (deposed object KEY)" for deposed objects). Data sources do not
// count.
func ManagedInstances(stateJSON []byte) ([]string, error) {
	var st rawState
	if err := json.Unmarshal(stateJSON, &st); err != nil {
		return nil, err
	}
	var out []string
	for _, r := range st.Resources {
		if r.Mode != "managed" {
			continue
		}
		addr := r.Type + "." + r.Name
		if r.Module != "" {
			addr = r.Module + "." + addr
		}
		for _, in := range r.Instances {
			s := addr + indexSuffix(in.IndexKey)
			if in.Deposed != "" {
				s += fmt.Sprintf(" (deposed object %s)", in.Deposed)
			}
			out = append(out, s)
		}
	}
	return out, nil
}

func indexSuffix(k any) string {
	switch k := k.(type) {
	case nil:
		return ""
	case float64:
		return fmt.Sprintf("[%d]", int64(k))
	case string:
		b, _ := json.Marshal(k)
		return "[" + string(b) + "]"
	}
	return ""
}

// StateProviders returns the provider source addresses a state file's
// resources refer to (from their provider["SOURCE"] configuration
// addresses), sorted.
func StateProviders(stateJSON []byte) []string {
	var st rawState
	if json.Unmarshal(stateJSON, &st) != nil {
		return nil
	}
	seen := map[string]bool{}
	for _, r := range st.Resources {
		p := r.Provider
		i := strings.Index(p, `provider["`)
		if i < 0 {
			continue
		}
		p = p[i+len(`provider["`):]
		if j := strings.Index(p, `"]`); j >= 0 {
			seen[p[:j]] = true
		}
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// EmptyState is the state file tfplay writes when a workspace is created.
// Terraform's local backend only makes the workspace's directory; tfplay's
// file trees hold files, not empty directories, so the new workspace gets
// an empty version 4 state (serial 0, which the first apply advances to 1
// as it would for a missing file). Its lineage is derived from the working
// directory and workspace name.
func EmptyState(dir, workspace, terraformVersion string) []byte {
	sum := sha256.Sum256([]byte("tfplay-workspace|" + dir + "|" + workspace))
	b := sum[:16]
	lineage := fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
	return []byte(fmt.Sprintf(`{
  "version": 4,
  "terraform_version": %q,
  "serial": 0,
  "lineage": %q,
  "outputs": {},
  "resources": [],
  "check_results": null
}
`, terraformVersion, lineage))
}
