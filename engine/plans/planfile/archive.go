package planfile

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/version"
)

// Names inside the archive.
const (
	planEntry   = "tfplay-plan.json"
	configDir   = "tfconfig/"
	tfPlanEntry = "tfplan" // the plan in Terraform's own plan files
)

// maxTotalSize bounds what Read decompresses from a whole archive (the
// plan and every file of the snapshot together), so that a hostile
// archive — a small file inflating to gigabytes, in one entry or many —
// cannot exhaust memory. A playground's plan is far smaller.
const maxTotalSize = 64 << 20

// modTime is the fixed time stamped on entries, so that the same plan
// always gives the same bytes.
var modTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Write renders a plan and a snapshot of the configuration it was made
// from (file contents by slash-separated path relative to the working
// directory) as a plan file. The same input always gives the same bytes.
func Write(p *plans.Plan, configSnapshot map[string][]byte) ([]byte, error) {
	if p == nil {
		return nil, fmt.Errorf("no plan to write")
	}
	doc, err := encodePlan(p, version.String())
	if err != nil {
		return nil, err
	}
	planJSON, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("cannot encode the plan: %w", err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	add := func(name string, data []byte) error {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: modTime})
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	}
	if err := add(planEntry, planJSON); err != nil {
		return nil, err
	}
	for _, name := range sortedKeys(configSnapshot) {
		if err := checkSnapshotPath(name); err != nil {
			return nil, err
		}
		if err := add(configDir+name, configSnapshot[name]); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Read parses a plan file written by Write, returning the plan and the
// configuration snapshot.
func Read(data []byte) (plan *plans.Plan, snapshot map[string][]byte, err error) {
	defer func() {
		// Values are rebuilt with cty constructors that panic on
		// inconsistent input; a damaged file must give an error instead.
		if r := recover(); r != nil {
			plan, snapshot, err = nil, nil, fmt.Errorf("the plan file is damaged: %v", r)
		}
	}()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, nil, fmt.Errorf("the file is not a tfplay plan file (it is not a zip archive)")
	}
	// The sizes the archive declares are checked first, and what is
	// actually inflated is counted against the same budget, in case the
	// declared sizes lie.
	var declared uint64
	for _, f := range zr.File {
		declared += f.UncompressedSize64
		if declared > maxTotalSize || f.UncompressedSize64 > maxTotalSize {
			return nil, nil, fmt.Errorf("the plan file is too large: its contents inflate to more than %d MB", maxTotalSize>>20)
		}
	}
	budget := int64(maxTotalSize)
	readEntry := func(f *zip.File) ([]byte, error) { return readEntry(f, &budget) }
	var planData []byte
	snapshot = map[string][]byte{}
	terraformPlan := false
	for _, f := range zr.File {
		switch {
		case f.Name == planEntry:
			if planData, err = readEntry(f); err != nil {
				return nil, nil, err
			}
		case f.Name == tfPlanEntry:
			terraformPlan = true
		case strings.HasPrefix(f.Name, configDir) && !strings.HasSuffix(f.Name, "/"):
			name := strings.TrimPrefix(f.Name, configDir)
			if err := checkSnapshotPath(name); err != nil {
				return nil, nil, err
			}
			if snapshot[name], err = readEntry(f); err != nil {
				return nil, nil, err
			}
		}
	}
	if planData == nil {
		if terraformPlan {
			return nil, nil, fmt.Errorf("this plan file was made by Terraform; tfplay can only read plan files made by tfplay")
		}
		return nil, nil, fmt.Errorf("the file is not a tfplay plan file (it has no %s)", planEntry)
	}
	var doc planJSON
	if err := json.Unmarshal(planData, &doc); err != nil {
		return nil, nil, fmt.Errorf("the plan file is damaged: %w", err)
	}
	plan, err = decodePlan(&doc)
	if err != nil {
		return nil, nil, fmt.Errorf("the plan file is damaged: %w", err)
	}
	return plan, snapshot, nil
}

// readEntry inflates one entry, taking its size from *budget and failing
// once the budget is spent.
func readEntry(f *zip.File, budget *int64) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("the plan file is damaged: %w", err)
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, *budget+1))
	if err != nil {
		return nil, fmt.Errorf("the plan file is damaged: %w", err)
	}
	*budget -= int64(len(data))
	if *budget < 0 {
		return nil, fmt.Errorf("the plan file is too large: its contents inflate to more than %d MB", maxTotalSize>>20)
	}
	return data, nil
}

// checkSnapshotPath accepts clean relative slash-separated paths only.
func checkSnapshotPath(name string) error {
	if name == "" || strings.HasPrefix(name, "/") || strings.Contains(name, "\\") || path.Clean(name) != name || name == ".." || strings.HasPrefix(name, "../") {
		return fmt.Errorf("invalid configuration file path %q in plan", name)
	}
	return nil
}
