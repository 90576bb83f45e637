//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

// validateArgs is the command a "validate" call runs.
var validateArgs = []string{"validate", "-json", "-no-color"}

// validateRequest is the body of a "validate" call.
type validateRequest struct {
	Files map[string]string `json:"files"`
	Dir   string            `json:"dir"`
	Env   map[string]string `json:"env"`
}

// handleValidate runs `terraform validate -json` and returns its JSON
// document as is: {format_version, valid, error_count, warning_count,
// diagnostics}. An invalid configuration is a successful call whose
// document says "valid": false.
func handleValidate(request []byte) (any, error) {
	var req validateRequest
	if err := decode(request, &req); err != nil {
		return nil, err
	}
	res, err := runRequest{Args: validateArgs, Files: req.Files, Dir: req.Dir, Env: req.Env}.execute()
	if err != nil {
		return nil, err
	}
	doc := json.RawMessage(strings.TrimSpace(res.Stdout))
	if !json.Valid(doc) {
		msg := strings.TrimSpace(res.Stderr)
		if msg == "" {
			msg = strings.TrimSpace(res.Stdout)
		}
		return nil, fmt.Errorf("validate (exit code %d) did not print a JSON document: %s", res.ExitCode, msg)
	}
	return doc, nil
}
