//go:build js && wasm

package main

// handlers maps each method callable through globalThis.tfplay.call to
// its implementation.
var handlers = map[string]handler{
	"run":      handleRun,
	"validate": handleValidate,
	"version":  handleVersion,
	"intel":    handleIntel,

	// Test hook: see debug.go.
	"debug.panic": handleDebugPanic,
}
