//go:build js && wasm

package main

import (
	"runtime"
	"runtime/debug"

	"github.com/tfplay/tfplay/engine/version"
)

// versionResult is the result of a "version" call.
type versionResult struct {
	Tfplay    string `json:"tfplay"`    // module version, "(devel)" for a local build
	Terraform string `json:"terraform"` // Terraform release whose behaviour the engine matches
	Go        string `json:"go"`        // toolchain that built the engine
}

func handleVersion(request []byte) (any, error) {
	if err := decode(request, &struct{}{}); err != nil {
		return nil, err
	}
	v := versionResult{Tfplay: "(devel)", Terraform: version.String(), Go: runtime.Version()}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		v.Tfplay = info.Main.Version
	}
	return v, nil
}
