//go:build js && wasm

package main

// handleDebugPanic is a TEST HOOK, not a feature: the "debug.panic"
// method panics on purpose so tests can check that dispatch turns a Go
// panic into an error response and that the bridge keeps working after
// it. The request's "message", if any, becomes the panic value.
func handleDebugPanic(request []byte) (any, error) {
	var req struct {
		Message string `json:"message"`
	}
	if err := decode(request, &req); err != nil {
		return nil, err
	}
	if req.Message == "" {
		req.Message = "debug.panic test hook"
	}
	panic(req.Message)
}
