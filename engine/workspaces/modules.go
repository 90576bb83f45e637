package workspaces

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
)

// ModulesManifest is where `init` records the modules it installed.
const ModulesManifest = ".terraform/modules/modules.json"

// ModuleRecord is one installed module: its key (the module call names
// from the root joined with dots; "" for the root module), the source it
// was installed from and the directory holding it. Local modules are used
// in place, so Dir is the source directory itself.
type ModuleRecord struct {
	Key     string `json:"Key"`
	Source  string `json:"Source"`
	Version string `json:"Version,omitempty"`
	Dir     string `json:"Dir"`
}

// Manifest maps module keys to their records.
type Manifest map[string]ModuleRecord

// ReadManifest reads the modules manifest; ok is false when there is none
// (modules were never installed).
func ReadManifest(fsys fs.FS) (m Manifest, ok bool, err error) {
	src, err := fs.ReadFile(fsys, ModulesManifest)
	if err != nil {
		return Manifest{}, false, nil
	}
	if len(src) == 0 {
		return Manifest{}, true, nil
	}
	var file struct {
		Modules []ModuleRecord `json:"Modules"`
	}
	if err := json.Unmarshal(src, &file); err != nil {
		return Manifest{}, true, fmt.Errorf("failed to read module manifest %s: %w", ModulesManifest, err)
	}
	m = Manifest{}
	for _, r := range file.Modules {
		if _, dup := m[r.Key]; dup {
			return Manifest{}, true, fmt.Errorf("module manifest %s contains two records for path %s", ModulesManifest, r.Key)
		}
		m[r.Key] = r
	}
	return m, true, nil
}

// Bytes renders the manifest as Terraform writes it: compact JSON, an
// object with the list of records under "Modules" (sorted by key here, so
// the file is stable).
func (m Manifest) Bytes() []byte {
	recs := make([]ModuleRecord, 0, len(m))
	for _, r := range m {
		recs = append(recs, r)
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].Key < recs[j].Key })
	b, _ := json.Marshal(struct {
		Modules []ModuleRecord `json:"Modules"`
	}{recs})
	return b
}
